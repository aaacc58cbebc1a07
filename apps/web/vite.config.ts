import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { cyrillicLocales } from './scripts/cyrillic-locales.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy of every compressible file of the build. */
async function precompressAll(outDir: string) {
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
}

/** The prerendered page's chunk and what it needs at once: its static imports and its CSS (build output names). */
interface PageAssets {
  js: string[];
  css: string[];
}
const HOME_PAGE = '/src/app/routes/home-route.tsx';

function pageAssets(bundle: Rollup.OutputBundle, moduleSuffix: string): PageAssets | null {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const page = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
  if (!page) return null;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
    for (const f of chunk.imports) {
      const dep = chunks.get(f);
      if (dep) visit(dep);
    }
  };
  visit(page);
  return { js: [...js], css: [...css] };
}

/**
 * Prerenders the home page: builds src/app/prerender.tsx for Node, renders `/` with it (the default language,
 * nobody signed in) and writes dist/home.html: index.html with that markup in #root (main.tsx hydrates it), the
 * home page's CSS, a modulepreload of its chunks, and the prerender gate script (an asset: no inline script).
 * The API serves home.html at `/` and index.html (the empty shell) for every other page.
 */
async function prerenderHome(root: string, outDir: string, home: PageAssets) {
  const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: [react(), cyrillicLocales(path.join(root, 'src/locales'))],
      ssr: { noExternal: true },
      build: {
        ssr: path.join(root, 'src/app/prerender.tsx'),
        outDir: ssrDir,
        emptyOutDir: true,
        minify: false,
      },
    });
    const mod = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as {
      render: (url: string) => Promise<string>;
      prerenderGateScript: () => string;
    };
    const markup = await mod.render('/');
    if (/<script/i.test(markup))
      throw new Error('The prerendered home page holds a script (the CSP forbids it).');
    const gate = mod.prerenderGateScript();
    const gateFile = `assets/prerender-gate-${createHash('sha256').update(gate).digest('hex').slice(0, 8)}.js`;
    fs.writeFileSync(path.join(outDir, gateFile), gate);
    const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
    // Styles first (the page paints with them alone; over HTTP/1.1's six connections a phone must not fetch them
    // behind the scripts), then the gate, then the scripts and the home page's chunks to preload.
    const styleTag = /\s*<link rel="stylesheet"[^>]*>/g;
    const styles = [
      ...[...shell.matchAll(styleTag)].map((m) => m[0].trim()),
      ...home.css
        .filter((f) => !shell.includes(`/${f}"`))
        .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ];
    const preloads = home.js
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    const html = shell
      .replace(styleTag, '')
      .replace(
        '</title>',
        `</title>\n    ${[...styles, `<script src="/${gateFile}"></script>`].join('\n    ')}`,
      )
      .replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="/">${markup}</div>`);
    fs.writeFileSync(path.join(outDir, 'home.html'), html);
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

/**
 * After the client build: prerenders the home page (prerenderHome), then writes a brotli and a gzip copy next to
 * every compressible file, for the API to serve as they are (`@fastify/static` `preCompressed`); a copy that is
 * not smaller is skipped. One hook, in this order: closeBundle hooks of several plugins run side by side.
 */
function postBuild(): Plugin {
  let root = '';
  let outDir = '';
  let home: PageAssets | null = null;
  return {
    name: 'praktika:post-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      home = pageAssets(bundle, HOME_PAGE);
    },
    async closeBundle() {
      if (!home) throw new Error(`No chunk for ${HOME_PAGE}: the home page cannot be prerendered.`);
      await prerenderHome(root, outDir, home);
      await precompressAll(outDir);
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
    plugins: [
      react(),
      cyrillicLocales(fileURLToPath(new URL('./src/locales', import.meta.url))),
      postBuild(),
    ],
    // /verify/{code} is the API's server-rendered page (certificates), not the app's
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/verify': 'http://localhost:3000' } },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // every browser the app supports preloads modules itself
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What every page runs first, in one file: fewer round trips on a slow phone network than the
                // dozen small chunks the bundler would cut it into, and it compresses better as one.
                name: 'framework',
                test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|use-sync-external-store)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
