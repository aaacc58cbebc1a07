// Prints the gzip size of the JS the public entry loads up front (index.html's script and its static imports),
// and fails the build when it is over the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)) initial.add(m[1]);
// follow static imports of the entry chunks
const queue = [...initial];
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
let total = 0;
for (const file of initial) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gzip  ${file}`);
}
const kb = total / 1024;
console.log(`initial JS (public entry): ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`The public entry is over its ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}
