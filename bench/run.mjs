// Load benchmark on loopback (`npm run bench`): starts the built server on a fresh embedded database (PGlite, a
// temporary DATA_DIR) and, when BENCH_DATABASE_URL or DATABASE_URL is given, again on that PostgreSQL server
// (which the server migrates and seeds at start, as `npm start` does; the benchmark only reads); and,
// in the same run, a bare Fastify server (bench/bare-server.mjs) that answers each URL with exactly the bytes the
// real server gave (same status, headers and body). Every endpoint is reported as a RATIO of the real server's
// requests per second to the bare server's, both measured the same way with autocannon.
//
// Why ratios: absolute requests-per-second figures on a shared 2-core machine (the client takes one core) move
// with whatever else runs; a bare route serving the same bytes at the same moment moves with them. A launch wave
// of 1,000 sign-ups in an hour, each form loading ~9 catalogue lists, is ~3 requests/s: capacity is not in
// doubt, so the goals ask that our own code (plugins, hooks, validation, serialization, the database) cost no
// more than the HTTP work itself, which keeps latency low and leaves headroom on one process.
//
// Bounded: every endpoint gets a fixed warm-up and measuring time, for the bare and the real server, measured
// alternately (bare, real, real, bare) so that a change in the machine's load weighs on both.
// No Accept-Encoding is sent, so neither side compresses: both send the same bytes.
//
// Knobs: BENCH_CONNECTIONS (32), BENCH_WARMUP_S (5), BENCH_DURATION_S (8), BENCH_ONLY (substring of the
// endpoint URLs to run), BENCH_CPU_PROF=<dir> (run the real server under `node --cpu-prof`; summarise a profile
// with `node bench/profile-top.mjs <file>`).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { BENCH_ADMIN, seedContent } from './content.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const MAX_RSS_MB = 1200;

/**
 * `goal`: the least share of the bare server's requests per second. Health is one trivial query; a catalogue
 * page and the whole municipality list (every registration form loads it) are the hottest public reads.
 * `revalidate`: request with If-None-Match set to the first answer's ETag (skipped when there is none).
 */
const ENDPOINTS = [
  { url: '/api/health', goal: 0.6 },
  { url: '/api/skills?page=2&limit=10&selectedLanguage=en', goal: 0.5 },
  { url: '/api/countries?page=1&limit=10&selectedLanguage=sq', goal: 0.5 },
  { url: '/api/municipalities?pagination=false', goal: 0.5 },
  { url: '/api/municipalities?pagination=false', revalidate: true, goal: null },
  // The resource library and the articles as a visitor sees them, over the content bench/content.mjs writes
  // before measuring (60 resources, 30 articles).
  { url: '/api/resources?page=1&limit=10&selectedLanguage=sq', goal: 0.5 },
  {
    url: `/api/resources?page=1&limit=10&selectedLanguage=en&name=guide&isGuide=true&tags=${'{tag}'}`,
    goal: 0.5,
  },
  { url: '/api/articles?page=1&limit=10', goal: 0.5 },
].filter((e) => !process.env.BENCH_ONLY || e.url.includes(process.env.BENCH_ONLY));

const label = (e) => `${e.revalidate ? '304 ' : 'GET '}${e.url}`;
/** Response headers a server sets per connection or per answer by itself; the rest is copied to the bare route. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

buildIfNeeded(['api']); // the web app is not measured here

function freePort() {
  return new Promise((resolve, reject) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** One GET without Accept-Encoding (fetch would ask for gzip): status, headers and body as they came. */
function get(port, url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

async function waitUp(port, child, what) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await get(port, '/api/health')).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start`);
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  return exited;
}

function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/**
 * One autocannon run against one server; with a `sink`, its responses are counted: latencies (ms), seconds
 * measured and answers with another status than expected, errors and timeouts.
 */
async function load(port, url, headers, seconds, expectStatus, sink) {
  const run = autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (sink)
    run.on('response', (_client, status, _bytes, ms) => {
      sink.times.push(ms);
      if (status !== expectStatus) sink.failures++;
    });
  const result = await run;
  if (sink) {
    sink.seconds += result.duration;
    sink.failures += result.errors + result.timeouts;
  }
}

const sink = () => ({ times: [], seconds: 0, failures: 0 });
function summary({ times, seconds, failures }) {
  times.sort((a, b) => a - b);
  const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] : NaN;
  return { rps: times.length / seconds, p95, failures };
}

async function benchTarget(name, dbEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'praktika-bench-'));
  const [port, barePort] = [await freePort(), await freePort()];
  const nodeArgs = [];
  if (process.env.BENCH_CPU_PROF) {
    const dir = path.resolve(process.env.BENCH_CPU_PROF, name.toLowerCase());
    mkdirSync(dir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...dbEnv,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const server = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bareServer;
  const rows = [];
  let memory;
  try {
    await waitUp(port, server, 'the server');
    const { firstTag } = await seedContent(port);

    // What the real server answers, to be replayed by the bare one.
    const plan = [];
    for (const endpoint of ENDPOINTS) {
      const e = { ...endpoint, url: endpoint.url.replace('{tag}', firstTag) };
      let headers = {};
      if (e.revalidate) {
        const first = await get(port, e.url);
        if (!first.headers.etag) {
          plan.push({ e, skipped: 'no ETag on the first answer' });
          continue;
        }
        headers = { 'if-none-match': first.headers.etag };
      }
      const answer = await get(port, e.url, headers);
      if (answer.status >= 400) throw new Error(`${label(e)} answered ${answer.status}`);
      plan.push({ e, headers, answer });
    }
    const fixtures = plan
      .filter((p) => !p.skipped)
      .map(({ e, headers, answer }) => ({
        url: e.url,
        key: headers['if-none-match'] ? 'inm' : '',
        status: answer.status,
        headers: Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !OWN_HEADERS.has(k))),
        body: answer.body.toString('base64'),
      }));
    const fixtureFile = path.join(dataDir, 'bare-fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    bareServer = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [fixtureFile], {
      env: { PORT: String(barePort) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      bareServer.once('message', resolve);
      bareServer.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });

    for (const { e, headers, answer, skipped } of plan) {
      if (skipped) {
        rows.push({ e, skipped });
        continue;
      }
      const replay = await get(barePort, e.url, headers);
      if (replay.status !== answer.status || !replay.body.equals(answer.body))
        throw new Error(`the bare server does not replay ${label(e)} byte for byte`);
      process.stdout.write(`  ${name}: ${label(e)} ...`);
      // Warm both up, then measure in the order bare, real, real, bare (half the time each): a change in the
      // machine's other load during the measurement weighs on both sides alike.
      const [b, r] = [sink(), sink()];
      const go = (p, seconds, into) => load(p, e.url, headers, seconds, answer.status, into);
      await go(barePort, WARMUP_S);
      await go(port, WARMUP_S);
      await go(barePort, DURATION_S / 2, b);
      const from = (performance.now() - spawnedAt) / 1000;
      await go(port, DURATION_S / 2, r);
      await go(port, DURATION_S / 2, r);
      const to = (performance.now() - spawnedAt) / 1000;
      await go(barePort, DURATION_S / 2, b);
      const [bare, real] = [summary(b), summary(r)];
      process.stdout.write(
        ` ${(real.rps / bare.rps).toFixed(2)}` +
          (process.env.BENCH_CPU_PROF ? ` (profile seconds ${from.toFixed(1)}-${to.toFixed(1)})` : '') +
          '\n',
      );
      rows.push({ e, bytes: answer.body.length, status: answer.status, bare, real });
    }
    memory = memoryMb(server.pid);
  } finally {
    if (bareServer) await stop(bareServer);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { name, rows, memory };
}

const targets = [{ name: 'PGlite', env: { DATABASE_URL: '' } }];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });

console.log(
  `autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per endpoint and server, loopback`,
);
// The benchmark itself keeps about two processes running (client and server).
const busy = () => loadavg()[0] > availableParallelism() + 1;
const results = [];
let wasBusy = busy();
for (const t of targets) {
  results.push(await benchTarget(t.name, t.env));
  wasBusy ||= busy();
}

let failed = false;
const pad = (s, n) => String(s).padStart(n);
for (const { name, rows, memory } of results) {
  console.log(`\n${name}`);
  console.log(
    `  ${'endpoint'.padEnd(58)}${pad('bytes', 7)}${pad('bare rps', 10)}${pad('rps', 8)}${pad('ratio', 7)}` +
      `${pad('p95 bare', 10)}${pad('p95', 8)}${pad('goal', 7)}`,
  );
  for (const row of rows) {
    if (row.skipped) {
      console.log(`  ${label(row.e).padEnd(58)} skipped: ${row.skipped}`);
      continue;
    }
    const ratio = row.real.rps / row.bare.rps;
    const ok = (row.e.goal === null || ratio >= row.e.goal) && !row.real.failures && !row.bare.failures;
    if (!ok) failed = true;
    console.log(
      `${ok ? ' ' : '!'} ${label(row.e).padEnd(58)}${pad(row.bytes, 7)}${pad(Math.round(row.bare.rps), 10)}` +
        `${pad(Math.round(row.real.rps), 8)}${pad(`${(ratio * 100).toFixed(0)}%`, 7)}` +
        `${pad(`${row.bare.p95.toFixed(1)}ms`, 10)}${pad(`${row.real.p95.toFixed(1)}ms`, 8)}` +
        `${pad(row.e.goal === null ? '-' : `${row.e.goal * 100}%`, 7)}` +
        (row.real.failures || row.bare.failures
          ? `  ${row.real.failures} failed (real), ${row.bare.failures} (bare)`
          : ''),
    );
  }
  const rssOk = memory.rss <= MAX_RSS_MB;
  if (!rssOk) failed = true;
  console.log(
    `${rssOk ? ' ' : '!'} server RSS after load: ${memory.rss.toFixed(0)} MB (goal <= ${MAX_RSS_MB} MB); ` +
      `peak ${memory.peak.toFixed(0)} MB (start-up included)`,
  );
}
if (wasBusy)
  console.warn(
    `\nThe machine was busy (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores, ` +
      'partly this benchmark): other work shifts the ratios; rerun on a quiet machine before reading much into them.',
  );
if (failed) {
  console.error('\nSome goals were missed (marked !).');
  process.exit(1);
}
