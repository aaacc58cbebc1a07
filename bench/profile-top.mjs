// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. from BENCH_CPU_PROF=<dir> npm run bench): the functions
// with the most self time, and the packages (node_modules/<name>, node: internals, our bundle) they belong to.
// Usage: node bench/profile-top.mjs <file.cpuprofile> [--from S] [--to S] [--top N]
// --from/--to keep the samples between those seconds after the process started (run.mjs prints them per
// endpoint), leaving out start-up (migrations, seeding) and the other endpoints.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [--from S] [--to S] [--top N]');
  process.exit(2);
}
const top = Number(values.top ?? 25);
const from = Number(values.from ?? 0) * 1e6;
const to = values.to === undefined ? Infinity : Number(values.to) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
let at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + dt);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

function owner(url) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/apps/api/dist/')) return 'apps/api (bundle)';
  return url;
}

const byFrame = new Map();
const byOwner = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = nodes.get(id);
  const where = f.url
    ? `${f.url.replace(/^file:\/\/.*?\/(node_modules|apps)\//, '$1/')}:${f.lineNumber + 1}`
    : '';
  const key = `${f.functionName || '(anonymous)'} ${where}`;
  byFrame.set(key, (byFrame.get(key) ?? 0) + us);
  const o = owner(f.url);
  byOwner.set(o, (byOwner.get(o) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nself time by function`);
for (const [k, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(us)}  ${k}`);
console.log('\nself time by package');
for (const [k, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${pct(us)}  ${k}`);
