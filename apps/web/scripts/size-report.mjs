// Prints what the home page loads up front (the scripts and styles of home.html, the prerendered home page, with
// the home page's own chunks that it preloads, and the static imports of all of them) as raw, gzip and brotli
// bytes — brotli is what browsers get on the wire over HTTPS (the build writes .br and .gz copies; the server
// sends them precompressed). Fails the build when the home page's JS is over its gzip budget (issue 17: 170 KB,
// what a phone on a slow network can take), when the home page was not prerendered, or when a bundle holds
// React's development runtime (jsxDEV): every build must be a production build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET_KB = 170;
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
if (!fs.existsSync(path.join(dist, 'home.html'))) {
  console.error('No home.html: the home page was not prerendered (apps/web/vite.config.ts).');
  process.exit(1);
}
const html = fs.readFileSync(path.join(dist, 'home.html'), 'utf8');

const devBundles = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .filter((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('jsxDEV'));
if (devBundles.length) {
  console.error(
    `Development build: ${devBundles.length} bundles contain React's jsxDEV (${devBundles.slice(0, 3).join(', ')}, …).` +
      ' The web build must be a production build.',
  );
  process.exit(1);
}

const initial = new Set();
for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g))
  initial.add(m[1]);
// follow static imports of the entry chunks
const queue = [...initial].filter((f) => f.endsWith('.js'));
while (queue.length) {
  const file = queue.pop();
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*${}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    const dep = path.posix.join(path.posix.dirname(file), m[1]);
    if (!initial.has(dep)) {
      initial.add(dep);
      queue.push(dep);
    }
  }
}

/** Bytes of the precompressed copy the server sends, or of a fresh one when the build wrote none. */
function compressed(file, ext, compress) {
  const copy = path.join(dist, `${file}.${ext}`);
  return fs.existsSync(copy)
    ? fs.statSync(copy).size
    : compress(fs.readFileSync(path.join(dist, file))).length;
}
const sizes = (file) => ({
  raw: fs.statSync(path.join(dist, file)).size,
  gzip: compressed(file, 'gz', (b) => zlib.gzipSync(b, { level: 9 })),
  brotli: compressed(file, 'br', (b) =>
    zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ),
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
console.log(`  ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
for (const file of [...initial].sort((a, b) => a.localeCompare(b))) {
  const s = sizes(file);
  const t = totals[file.endsWith('.css') ? 'css' : 'js'];
  for (const k of Object.keys(t)) t[k] += s[k];
  console.log(`  ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}  ${file}`);
}
const line = (name, t) =>
  `${name}: ${kb(t.raw).trim()} raw, ${kb(t.gzip).trim()} gzip, ${kb(t.brotli).trim()} brotli`;
console.log(line('home page JS (entry and home page)', totals.js) + ` (budget ${BUDGET_KB} KB gzip)`);
console.log(line('home page CSS', totals.css));
console.log(`home page JS + CSS on the wire (brotli): ${kb(totals.js.brotli + totals.css.brotli).trim()}`);
if (totals.js.gzip / 1024 > BUDGET_KB) {
  console.error(
    `The home page's JS is over its ${BUDGET_KB} KB gzip budget: keep antd and the pages' code out of the entry ` +
      'and the home page (apps/web/src/shared/ui/antd-loader.tsx).',
  );
  process.exit(1);
}
