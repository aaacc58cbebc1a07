// Bundles the API (with the workspace contracts) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@praktika/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/admin-create.ts',
    backup: 'src/platform/backup/backup-cli.ts',
    restore: 'src/platform/backup/restore-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js');
