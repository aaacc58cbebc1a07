// Load benchmark on loopback: starts the built server on a fresh embedded database (or DATABASE_URL),
// then measures latency percentiles, throughput and server memory for the hot public and auth paths.
// Bounded: every scenario runs a fixed number of requests and stops by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

/**
 * Goals at 16 concurrent clients on this 2-core machine (the client shares the cores). Why these numbers:
 * a launch wave of 1,000 sign-ups in an hour, each form loading ~9 catalogue lists, is ~3 requests/s; the floors
 * below leave a margin of 50x or more on ONE process, and the p95s keep pages responsive under that load.
 * Measured 2026-11-22 on PGlite: health ~1300 rps, full municipality list ~380 rps, a catalogue page ~550 rps.
 */
const GOALS = {
  'GET /api/health': { p95: 40, rps: 600 },
  'GET /api/municipalities?pagination=false': { p95: 150, rps: 200 },
  'GET /api/skills?page=2&limit=10&selectedLanguage=en': { p95: 100, rps: 300 },
  'POST /api/interns/auth/login (wrong password)': { p95: 250, rps: 40 },
};
const MAX_RSS_MB = 1200;

buildIfNeeded();
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), 'praktika-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function scenario(name, request, { total = 2000, concurrency = 16 } = {}) {
  for (let i = 0; i < 20; i++) await request(); // warm-up
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await request();
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return {
    name,
    requests: times.length,
    rps: Math.round(times.length / secs),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

let failed = false;
try {
  await waitUp();
  const results = [];
  results.push(await scenario('GET /api/health', () => fetch(`${base}/api/health`)));
  results.push(
    await scenario('GET /api/municipalities?pagination=false', () =>
      fetch(`${base}/api/municipalities?pagination=false`),
    ),
  );
  results.push(
    await scenario('GET /api/skills?page=2&limit=10&selectedLanguage=en', () =>
      fetch(`${base}/api/skills?page=2&limit=10&selectedLanguage=en`),
    ),
  );
  results.push(
    await scenario(
      'POST /api/interns/auth/login (wrong password)',
      () =>
        fetch(`${base}/api/interns/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }),
        }),
      { total: 200, concurrency: 4 },
    ),
  );
  const rss = rssMb(server.pid);
  console.log('\nscenario'.padEnd(58) + 'reqs    rps    p50     p95     p99   goal (p95, rps)');
  for (const r of results) {
    const goal = GOALS[r.name];
    const ok = !goal || (r.p95 <= goal.p95 && r.rps >= goal.rps);
    if (!ok) failed = true;
    console.log(
      `${ok ? ' ' : '!'} ${r.name.padEnd(56)}${String(r.requests).padStart(5)}${String(r.rps).padStart(7)}` +
        `${r.p50.toFixed(1).padStart(7)}ms${r.p95.toFixed(1).padStart(7)}ms${r.p99.toFixed(1).padStart(7)}ms  ${goal ? `<= ${goal.p95}ms, >= ${goal.rps}` : '-'}`,
    );
  }
  const rssOk = rss <= MAX_RSS_MB;
  if (!rssOk) failed = true;
  console.log(`${rssOk ? ' ' : '!'} server RSS after load: ${rss.toFixed(0)} MB (goal <= ${MAX_RSS_MB} MB)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nSome goals were missed (marked !).');
  process.exit(1);
}
