// Load benchmark on loopback (`npm run bench`): starts the built server on the embedded database (PGlite) of the
// benchmark's data directory and, when BENCH_DATABASE_URL or DATABASE_URL is given, again on that PostgreSQL
// database, each holding the generated programme data at ten times its scale (bench/generate.mjs; written once by
// bench/seed.mjs, which `npm run bench:seed` runs alone and this script runs first; the benchmark only reads,
// apart from the content below); and,
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
// Knobs: BENCH_CONNECTIONS (32), BENCH_WARMUP_S (5), BENCH_DURATION_S (8), BENCH_ONLY (substrings of the
// endpoint URLs to run, comma-separated), BENCH_CPU_PROF=<dir> (run the real server under `node --cpu-prof`;
// summarise a profile with `node bench/profile-top.mjs <file>`); the data set's: BENCH_SCALE (1),
// BENCH_DATA_DIR, BENCH_PGLITE=0 (bench/seed.mjs).
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { seedContent } from './content.mjs';
import { benchId } from './generate.mjs';
import { BENCH_SCALE, benchTargets, ensureSeeded } from './seed.mjs';
import { freePort, get, memoryMb, serverEnv, signIn, stop, waitUp } from './server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const MAX_RSS_MB = 1200;

/**
 * `goal`: the least share of the bare server's requests per second. Health is one trivial query; a catalogue
 * page and the whole municipality list (every registration form loads it) are the hottest public reads.
 * `revalidate`: request with If-None-Match set to the first answer's ETag (skipped when there is none).
 * `as`: the seeded account (bench/generate.mjs benchAccounts) whose token the requests carry.
 * `p99`: the most milliseconds the real server's 99th percentile may take.
 * Placeholders: {tag} a resource tag, {municipality} Prishtina, {category} IT, {intern} the seeded intern 1,
 * {business} organisation 1 (the most postings and applicants), {job} its first open posting.
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
  // Opportunities and applications over the generated data (issue 9 §7).
  {
    url: '/api/jobs?page=1&limit=6&municipality={municipality}&categories={category}&language=sq',
    goal: 0.3,
  },
  { url: '/api/jobs?page=2&limit=6&createdSort=desc', goal: 0.3 },
  { url: '/api/jobs/intern/{intern}/matches?page=1&limit=6', as: 'intern', goal: null, p99: 100 },
  { url: '/api/jobs/{job}/matches?page=1&limit=6', as: 'organisation', goal: null, p99: 100 },
  { url: '/api/applications?business={business}&page=1&limit=10', as: 'organisation', goal: 0.3 },
  { url: '/api/applications?business={business}&page=1&limit=10', as: 'admin', goal: 0.3 },
].filter((e) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').some((s) => e.url.includes(s)));

/** The endpoint as written above (placeholders, not ids), and the account it signs in as. */
const label = (e) => `${e.revalidate ? '304 ' : 'GET '}${e.shown ?? e.url}${e.as ? ` (${e.as})` : ''}`;
/** Response headers a server sets per connection or per answer by itself; the rest is copied to the bare route. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

buildIfNeeded(['api']); // the web app is not measured here

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
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
  return { rps: times.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures, times };
}

/** Ids the opportunity endpoints name: catalogue items by their English names, seeded accounts, an open posting. */
async function placeholders(port, tokens) {
  const json = async (url, token) => {
    const r = await get(port, url, token ? { authorization: `Bearer ${token}` } : {});
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
    return JSON.parse(r.body.toString()).data;
  };
  const byName = async (collection, enName) => {
    const docs = (await json(`/api/${collection}?pagination=false&selectedLanguage=en`))[collection].docs;
    const hit = docs.find((d) => d.name === enName || d.enName === enName);
    if (!hit) throw new Error(`no ${enName} among the ${collection}`);
    return hit._id;
  };
  const business = benchId('org', 1);
  let job;
  try {
    job = (await json(`/api/jobs?business=${business}&page=1&limit=1`, tokens.organisation)).jobPostings
      .docs[0]?._id;
  } catch (err) {
    console.warn(`  (no posting for the matches endpoint: ${err.message})`);
  }
  return {
    municipality: await byName('municipalities', 'Pristina'),
    category: await byName('categories', 'Information technology'),
    intern: benchId('intern', 1),
    business,
    job: job ?? benchId('opp', 1),
  };
}

async function benchTarget({ name, dataDir, databaseUrl }) {
  const seedSeconds = await ensureSeeded(name, { dataDir, databaseUrl });
  const fixtureDir = mkdtempSync(path.join(tmpdir(), 'praktika-bench-'));
  const [port, barePort] = [await freePort(), await freePort()];
  const nodeArgs = [];
  if (process.env.BENCH_CPU_PROF) {
    const dir = path.resolve(process.env.BENCH_CPU_PROF, name.toLowerCase());
    mkdirSync(dir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const env = serverEnv({ port, dataDir, databaseUrl });
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
    const tokens = {};
    for (const who of new Set(ENDPOINTS.map((e) => e.as).filter(Boolean)))
      tokens[who] = await signIn(port, who);
    const { firstTag } = await seedContent(port);
    const ids = { tag: firstTag, ...(await placeholders(port, tokens)) };

    // What the real server answers, to be replayed by the bare one.
    const plan = [];
    for (const endpoint of ENDPOINTS) {
      const e = {
        ...endpoint,
        shown: endpoint.url,
        url: endpoint.url.replace(/\{(\w+)\}/g, (_, k) => ids[k]),
      };
      let headers = e.as ? { authorization: `Bearer ${tokens[e.as]}` } : {};
      if (e.revalidate) {
        const first = await get(port, e.url);
        if (!first.headers.etag) {
          plan.push({ e, skipped: 'no ETag on the first answer' });
          continue;
        }
        headers = { ...headers, 'if-none-match': first.headers.etag };
      }
      const answer = await get(port, e.url, headers);
      if (answer.status >= 400) {
        // An endpoint that is not there yet (or refuses) is reported, not fatal: the others still run.
        plan.push({
          e,
          failed: true,
          skipped: `answered ${answer.status}: ${answer.body.toString().slice(0, 120)}`,
        });
        continue;
      }
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
    const fixtureFile = path.join(fixtureDir, 'bare-fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    bareServer = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [fixtureFile], {
      env: { PORT: String(barePort) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      bareServer.once('message', resolve);
      bareServer.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });

    for (const { e, headers, answer, skipped, failed } of plan) {
      if (skipped) {
        rows.push({ e, skipped, failed });
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
    rmSync(fixtureDir, { recursive: true, force: true });
  }
  return { name, rows, memory, seedSeconds };
}

const targets = benchTargets();

console.log(
  `autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per endpoint and server, loopback`,
);
// The benchmark itself keeps about two processes running (client and server).
const busy = () => loadavg()[0] > availableParallelism() + 1;
const results = [];
let wasBusy = busy();
for (const t of targets) {
  results.push(await benchTarget(t));
  wasBusy ||= busy();
}

let failed = false;
const pad = (s, n) => String(s).padStart(n);
const width = Math.max(...ENDPOINTS.map((e) => label(e).length)) + 1;
const ms = (v) => (Number.isNaN(v) ? '-' : `${v.toFixed(1)}ms`);
for (const { name, rows, memory, seedSeconds } of results) {
  console.log(
    `\n${name} (data at SCALE ${BENCH_SCALE}${seedSeconds ? `, seeded in ${seedSeconds.toFixed(0)} s` : ''})`,
  );
  console.log(
    `  ${'endpoint'.padEnd(width)}${pad('bytes', 7)}${pad('bare rps', 10)}${pad('rps', 8)}${pad('ratio', 7)}` +
      `${pad('p50', 9)}${pad('p99 bare', 10)}${pad('p99', 9)}${pad('goal', 14)}`,
  );
  for (const row of rows) {
    if (row.skipped) {
      if (row.failed) failed = true;
      console.log(`${row.failed ? '!' : ' '} ${label(row.e).padEnd(width)} skipped: ${row.skipped}`);
      continue;
    }
    const ratio = row.real.rps / row.bare.rps;
    const ok =
      (row.e.goal == null || ratio >= row.e.goal) &&
      (row.e.p99 == null || row.real.p99 <= row.e.p99) &&
      !row.real.failures &&
      !row.bare.failures &&
      row.real.times.length > 0;
    if (!ok) failed = true;
    const goal = [
      row.e.goal == null ? '' : `${row.e.goal * 100}%`,
      row.e.p99 == null ? '' : `p99<=${row.e.p99}`,
    ]
      .filter(Boolean)
      .join(' ');
    console.log(
      `${ok ? ' ' : '!'} ${label(row.e).padEnd(width)}${pad(row.bytes, 7)}${pad(Math.round(row.bare.rps), 10)}` +
        `${pad(Math.round(row.real.rps), 8)}${pad(`${(ratio * 100).toFixed(0)}%`, 7)}` +
        `${pad(ms(row.real.p50), 9)}${pad(ms(row.bare.p99), 10)}${pad(ms(row.real.p99), 9)}` +
        `${pad(goal || '-', 14)}` +
        (row.real.times.length ? '' : '  no answer within the measuring time (slower than it)') +
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
// The mail queue: throughput to a local SMTP sink, and a code's wait behind a backlog (bench/mail.mjs, built from
// the sources with tsx; BENCH_MAIL=0 skips it).
if (process.env.BENCH_MAIL !== '0') {
  const mail = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'mail.mjs')], {
    stdio: 'inherit',
  });
  if (mail.status !== 0) failed = true;
}
// The home page's Largest Contentful Paint on a phone over Fast 3G with a 4x slower CPU, against the built
// server (bench/lcp.mjs, issue 17; BENCH_LCP=0 skips it).
if (process.env.BENCH_LCP !== '0') {
  const { runLcpBench } = await import('./lcp.mjs');
  if (!(await runLcpBench()).ok) failed = true;
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
