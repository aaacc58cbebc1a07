import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy next to every compressible file of the build,
 * for the API to serve as they are (`@fastify/static` `preCompressed`); a copy that is not smaller is skipped.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'praktika:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const sources = files(outDir).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        sources.map(async (file) => {
          const raw = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => {
  // Every build is a production build, whatever NODE_ENV the shell has (`NODE_ENV=development npm start` would
  // otherwise bundle React's development runtime, jsxDEV and all). Vite reads NODE_ENV after loading this file.
  // Only the dev server (`npm run dev`) serves development code.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    mode: command === 'build' ? 'production' : undefined,
    plugins: [react(), precompress()],
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
  };
});
