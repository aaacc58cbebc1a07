// Builds the web app and the API when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (
        e.name === 'node_modules' ||
        e.name === 'dist' ||
        e.name.endsWith('.test.ts') ||
        e.name.endsWith('.test.tsx')
      )
        continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else latest = Math.max(latest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return latest;
}

const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const contracts = newest(path.join(root, 'packages/contracts/src'));

const targets = [
  {
    name: 'web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: Math.max(
      contracts,
      newest(path.join(root, 'apps/web/src')),
      mtime(path.join(root, 'apps/web/index.html')),
    ),
    workspace: 'apps/web',
  },
  {
    name: 'api',
    output: path.join(root, 'apps/api/dist/server.js'),
    sources: Math.max(contracts, newest(path.join(root, 'apps/api/src'))),
    workspace: 'apps/api',
  },
];

export function buildIfNeeded() {
  for (const t of targets) {
    if (mtime(t.output) >= t.sources) continue;
    console.log(`Building ${t.name}...`);
    const r = spawnSync('npm', ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
