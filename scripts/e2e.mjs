// Builds the platform if needed and runs the Playwright journeys against a fresh embedded database.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// Debian's Chromium: its headless shell when installed (the same engine without the desktop browser's compositor
// and GPU process; measured: a journey needs about a third less CPU), else the browser itself. CHROMIUM_PATH wins.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium-headless-shell` +
      ' (or chromium)',
  );
  process.exit(1);
}
// Always a production web build (apps/web/vite.config.ts enforces it as well), whatever NODE_ENV the shell has.
run('npm', ['run', 'build'], { NODE_ENV: 'production' });
const dataDir = path.join(tmpdir(), `praktika-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
try {
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    E2E_DATA_DIR: dataDir,
    CHROMIUM_PATH: chromium,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
