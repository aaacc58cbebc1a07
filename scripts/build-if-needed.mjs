// Builds the web app and the API when their output is missing or older than their sources (and their build
// configuration). A web build from before builds were always production builds with precompressed copies (no
// index.html.br, or React's jsxDEV in a bundle) is rebuilt too. Builds always run with NODE_ENV=production.
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

/** A bundle of the web build that holds React's development runtime. */
function hasDevRuntime() {
  const assets = path.join(root, 'apps/web/dist/assets');
  if (!fs.existsSync(assets)) return false;
  return fs
    .readdirSync(assets)
    .some((f) => f.endsWith('.js') && fs.readFileSync(path.join(assets, f), 'utf8').includes('jsxDEV'));
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
      newest(path.join(root, 'apps/web/public')),
      newest(path.join(root, 'apps/web/scripts')),
      mtime(path.join(root, 'apps/web/index.html')),
      mtime(path.join(root, 'apps/web/vite.config.ts')),
    ),
    stale: () => !fs.existsSync(path.join(root, 'apps/web/dist/index.html.br')) || hasDevRuntime(),
    workspace: 'apps/web',
  },
  {
    name: 'api',
    output: path.join(root, 'apps/api/dist/server.js'),
    sources: Math.max(
      contracts,
      newest(path.join(root, 'apps/api/src')),
      mtime(path.join(root, 'apps/api/build.mjs')),
    ),
    workspace: 'apps/api',
  },
];

/** @param {string[]} names which of web and api (the benchmark needs only the API) */
export function buildIfNeeded(names = ['web', 'api']) {
  for (const t of targets.filter((x) => names.includes(x.name))) {
    if (mtime(t.output) >= t.sources && !t.stale?.()) continue;
    console.log(`Building ${t.name}...`);
    const r = spawnSync('npm', ['run', 'build', '-w', t.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
