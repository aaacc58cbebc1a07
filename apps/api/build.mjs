// Bundles the API (with the workspace contracts) into dist/server.js; npm packages stay external, but for the
// ones in BUNDLED. `--outdir=DIR` bundles elsewhere (the process tests' own copy, test/server-process.ts); DIR must
// be inside apps/api, where the server finds its package root, its migrations and node_modules as from dist/.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

/**
 * Packages bundled into the server although they are npm packages. drizzle-orm: on Node 24, loading its ~300
 * files from node_modules cost ~2 s and ~150 MB of heap (Node 20: 0.13 s and 7 MB), apparently from resolving
 * each file against its 179 KB package.json (447 export entries); bundled, the server starts ~2 s sooner and idles
 * ~45 MB smaller (docs/decisions.md, 2026-11-27).
 */
const BUNDLED = ['drizzle-orm'];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter(
  (n) => !n.startsWith('@praktika/') && !BUNDLED.includes(n),
);

const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/admin-create.ts',
    backup: 'src/platform/backup/backup-cli.ts',
    restore: 'src/platform/backup/restore-cli.ts',
  },
  outdir,
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
console.log(`api built: ${outdir}/server.js`);
