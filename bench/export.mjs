// `npm run bench:export` (issue 19 §7): the whole applications list exported as xlsx and as csv by the built
// server, against PostgreSQL's own `COPY (the same query) TO STDOUT` (the physical limit here).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_reports BENCH_SCALE=1 npm run bench:export
//
// The database (PostgreSQL; it must exist) is migrated and seeded at BENCH_SCALE by bench/seed.mjs when it is not
// yet (SCALE 1: 1,000,000 applications). The API is built when its sources changed (scripts/build-if-needed.mjs)
// and started as `node apps/api/dist/server.js` (bench/server.mjs), a fresh server per format, with SMTP_URL on a
// local SMTP sink (bench/smtp-sink.mjs: the job's e-mail to the admin is received, not sent anywhere) and a
// scratch DATA_DIR (the job's file lands there). Signed in as the bench admin, it asks for the whole list
// (`POST /api/reports/export/applications`, no period, type ALL) as xlsx, then as csv:
// - above EXPORT_JOB_THRESHOLD rows (SCALE 1) the answer is 202 with a job: its status is polled
//   (`GET /api/reports/exports/:id`, every BENCH_POLL_MS, 200) until DONE, then the file is downloaded
//   (`GET /api/reports/exports/:id/file`); "s" is the job's writing, from the first poll that sees it RUNNING to
//   the first that sees it DONE (read in batches, written, stored); "total s" runs from the request to the last
//   byte downloaded (the queue's pick-up, up to 5 s, included);
// - at or below it (a small SCALE) the file is streamed in the answer: "s" runs from the request to its last byte.
// Downloads go without Accept-Encoding (no compression: the writer is measured, not brotli).
// Rows are counted in the file: csv its lines less the header line (and the BOM checked); xlsx read back
// streaming with exceljs's WorkbookReader (BENCH_EXPORT_VERIFY=0: the job's own count, and the file's size only),
// less one header row per sheet. Each must equal the rows COPY gave.
// Peak RSS: a fresh server per format, so /proc/<pid>/status VmHWM read once the file is downloaded is that
// export's peak (start-up included); VmRSS is also sampled every 100 ms ("sampled max"), apart while the file is
// written (the job, or the streamed answer) and while a job's file is downloaded.
// Goal: peak RSS ≤ 300 MB.
// COPY baseline: on one `pg` connection, `COPY (<applicationListStatement(whole list)>) TO STDOUT (FORMAT csv)`,
// the statement the app's keyset batches are made of (apps/api/src/modules/reports/reports-export.repo.ts) whole,
// with the same columns, joins, filters and order, bytes and lines counted as they stream; best of
// BENCH_COPY_RUNS (2), run before the exports (which then find the same warm cache). "ratio" = the export's rows/s
// ÷ COPY's.
//
// Knobs: BENCH_DATABASE_URL (or DATABASE_URL), BENCH_SCALE (1), BENCH_EXPORT_FORMATS (xlsx,csv),
// BENCH_COPY_RUNS (2), BENCH_POLL_MS (200), BENCH_EXPORT_VERIFY (1), BENCH_EXPORT_TIMEOUT_MIN (30).
import { fork, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { EXPORT_JOB_THRESHOLD, ZApplicationsExportBody } from '@praktika/contracts/reports';
import { applicationListStatement } from '../apps/api/src/modules/reports/reports-export.repo.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { BENCH_ADMIN_EMAIL } from './generate.mjs';
import { BENCH_SCALE, benchDataDir, ensureSeeded } from './seed.mjs';
import { freePort, memoryMb, printTable, serverEnv, signIn, stop, waitUp } from './server.mjs';

const GOAL_RSS_MB = 300;
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx,csv').split(',').filter(Boolean);
const COPY_RUNS = Math.max(1, Number(process.env.BENCH_COPY_RUNS ?? 2));
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 200);
const VERIFY = process.env.BENCH_EXPORT_VERIFY !== '0';
const TIMEOUT_MS = Number(process.env.BENCH_EXPORT_TIMEOUT_MIN ?? 30) * 60_000;
const SAMPLE_MS = 100;
/** The list's header rows (reports-export.service.ts `applicationsTable`: one header row, no notes). */
const HEADER_ROWS = 1;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('usage: BENCH_DATABASE_URL=postgres://… [BENCH_SCALE=1] npm run bench:export');
  process.exit(2);
}

/** The request's body: the whole list (no period, every type and status). */
const wholeList = (format) => ZApplicationsExportBody.parse({ format });

const seconds = (ms) => ms / 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How many times `byte` occurs in `chunk`. */
function countByte(chunk, byte) {
  let n = 0;
  for (let i = chunk.indexOf(byte); i !== -1; i = chunk.indexOf(byte, i + 1)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------------------------
// COPY baseline
// ---------------------------------------------------------------------------------------------------------------

/** The COPY of the whole list on one connection: rows (lines), bytes and milliseconds. */
async function copyOnce(client, text) {
  const started = performance.now();
  const stream = client.query(copyTo(`copy (${text}) to stdout (format csv)`));
  let rows = 0;
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    rows += countByte(chunk, 10);
  }
  return { rows, bytes, ms: performance.now() - started };
}

async function copyBaseline() {
  const { sql: text, params } = new PgDialect().sqlToQuery(applicationListStatement(wholeList('csv')));
  if (params.length)
    throw new Error(`the whole list's statement has parameters (${params.length}): COPY takes none`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let best;
    for (let i = 0; i < COPY_RUNS; i++) {
      const run = await copyOnce(client, text);
      process.stdout.write(
        `  COPY run ${i + 1}: ${run.rows} rows in ${seconds(run.ms).toFixed(2)} s ` +
          `(${Math.round(run.rows / seconds(run.ms))} rows/s)\n`,
      );
      if (!best || run.ms < best.ms) best = run;
    }
    return best;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server, the SMTP sink
// ---------------------------------------------------------------------------------------------------------------

/** The local SMTP sink (bench/smtp-sink.mjs): its port, and the recipients it has received. */
async function startSink() {
  const child = fork(path.join(import.meta.dirname, 'smtp-sink.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const received = [];
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited with ${code}`)));
    child.on('message', (m) => {
      if (m.port) resolve(m.port);
      for (const r of m.received ?? []) received.push(r.to);
    });
  });
  return { port, received, stop: () => child.kill() };
}

/** A request to the server without Accept-Encoding; the answer's body is left to the caller (a stream). */
function request(port, method, url, { token, body } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function json(res) {
  const chunks = [];
  for await (const c of res) chunks.push(c);
  const text = Buffer.concat(chunks).toString();
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

/** Streams an answer into `file`, counting its bytes and its line ends as they come. */
async function download(res, file) {
  let bytes = 0;
  let lines = 0;
  let head;
  await pipeline(
    res,
    async function* (source) {
      for await (const chunk of source) {
        head ??= chunk.subarray(0, 3);
        bytes += chunk.length;
        lines += countByte(chunk, 10);
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return { bytes, lines, bom: head?.equals(Buffer.from([0xef, 0xbb, 0xbf])) ?? false };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the file back
// ---------------------------------------------------------------------------------------------------------------

/** The data rows of an .xlsx, read streaming: every sheet's rows less its header rows. */
async function xlsxRows(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let rows = 0;
  let sheets = 0;
  let last;
  for await (const sheet of reader) {
    sheets++;
    let inSheet = 0;
    for await (const row of sheet) {
      inSheet++;
      last = row.values;
    }
    rows += Math.max(0, inSheet - HEADER_ROWS);
  }
  return { rows, sheets, last: Array.isArray(last) ? last.slice(1) : last };
}

// ---------------------------------------------------------------------------------------------------------------
// One export
// ---------------------------------------------------------------------------------------------------------------

async function exportOnce(format, sink, workDir) {
  const dataDir = mkdtempSync(path.join(workDir, `server-${format}-`));
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: serverEnv(
      { port, dataDir, databaseUrl },
      { SMTP_URL: `smtp://127.0.0.1:${sink.port}?maxConnections=1` },
    ),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const file = path.join(workDir, `export.${format}`);
  const out = { format };
  let sampler;
  try {
    await waitUp(port, server, 'the server');
    const token = await signIn(port, 'admin');
    const mailsBefore = sink.received.filter((to) => to === BENCH_ADMIN_EMAIL).length;
    out.rssBefore = memoryMb(server.pid).rss;
    // The most VmRSS sampled while the file is written (the job, or the streamed answer), then downloaded (job).
    out.sampled = { writing: out.rssBefore, download: NaN };
    let phase = 'writing';
    const sample = () => {
      const rss = memoryMb(server.pid).rss;
      out.sampled[phase] = Number.isNaN(out.sampled[phase]) ? rss : Math.max(out.sampled[phase], rss);
    };
    sampler = setInterval(sample, SAMPLE_MS);

    const started = performance.now();
    const res = await request(port, 'POST', '/api/reports/export/applications', {
      token,
      body: { format },
    });
    let got;
    if (res.statusCode === 202) {
      out.path = 'job';
      const { exportJob } = (await json(res)).data;
      let running;
      let job = exportJob;
      let said = performance.now();
      while (job.status !== 'DONE') {
        if (job.status === 'FAILED' || job.status === 'EXPIRED')
          throw new Error(`the ${format} export job ended ${job.status}`);
        if (performance.now() - started > TIMEOUT_MS) throw new Error(`the ${format} export job timed out`);
        await sleep(POLL_MS);
        const poll = await request(port, 'GET', `/api/reports/exports/${exportJob._id}`, { token });
        const answer = await json(poll);
        if (poll.statusCode !== 200)
          throw new Error(
            `GET /api/reports/exports/:id answered ${poll.statusCode}: ${JSON.stringify(answer)}`,
          );
        job = answer.data.exportJob;
        if (!running && job.status !== 'QUEUED') running = performance.now();
        if (performance.now() - said > 10_000) {
          said = performance.now();
          process.stdout.write(
            `  ${format}: ${job.status} ${job.rows} of ${job.total} rows, ` +
              `RSS ${memoryMb(server.pid).rss.toFixed(0)} MB\n`,
          );
        }
      }
      const done = performance.now();
      out.ms = done - (running ?? started);
      out.jobRows = job.rows;
      sample();
      phase = 'download';
      const fileRes = await request(port, 'GET', job.downloadUrl, { token });
      if (fileRes.statusCode !== 200)
        throw new Error(
          `${job.downloadUrl} answered ${fileRes.statusCode}: ${JSON.stringify(await json(fileRes))}`,
        );
      got = await download(fileRes, file);
      out.totalMs = performance.now() - started;
      // The job e-mails the admin its link (SMTP_URL: the sink).
      const mailBy = performance.now() + 30_000;
      while (
        sink.received.filter((to) => to === BENCH_ADMIN_EMAIL).length <= mailsBefore &&
        performance.now() < mailBy
      )
        await sleep(100);
      out.mailed = sink.received.filter((to) => to === BENCH_ADMIN_EMAIL).length > mailsBefore;
    } else if (res.statusCode === 200) {
      out.path = 'stream';
      got = await download(res, file);
      out.ms = out.totalMs = performance.now() - started;
    } else {
      throw new Error(
        `POST /api/reports/export/applications answered ${res.statusCode}: ${JSON.stringify(await json(res))}`,
      );
    }
    sample();
    clearInterval(sampler);
    sampler = undefined;
    out.peak = memoryMb(server.pid).peak;
    out.bytes = got.bytes;
    if (format === 'csv') {
      if (!got.bom) throw new Error('the csv does not start with a UTF-8 BOM');
      out.rows = got.lines - HEADER_ROWS;
    }
  } finally {
    if (sampler) clearInterval(sampler);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Read back once the server is gone (its CPU is not taken from the export).
  if (format === 'xlsx') {
    if (VERIFY) {
      const readStarted = performance.now();
      const read = await xlsxRows(file);
      out.rows = read.rows;
      process.stdout.write(
        `  xlsx read back: ${read.rows} rows in ${read.sheets} sheet(s) in ` +
          `${seconds(performance.now() - readStarted).toFixed(1)} s; last row: ${JSON.stringify(read.last)}\n`,
      );
    } else out.rows = out.jobRows ?? NaN;
  }
  if (statSync(file).size !== out.bytes)
    throw new Error(`the ${format} file on disk is not what was downloaded`);
  rmSync(file, { force: true });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------------

buildIfNeeded(['api']);
await ensureSeeded('PostgreSQL', { dataDir: `${benchDataDir(BENCH_SCALE)}-pg`, databaseUrl });

const busy = () => loadavg()[0] > availableParallelism() + 1;
let wasBusy = busy();
console.log(`\nCOPY baseline (best of ${COPY_RUNS}):`);
const copy = await copyBaseline();
const copyRate = copy.rows / seconds(copy.ms);
wasBusy ||= busy();

const workDir = mkdtempSync(path.join(tmpdir(), 'praktika-bench-export-'));
const sink = await startSink();
const results = [];
try {
  for (const format of FORMATS) {
    console.log(
      `\n${format}: a fresh server, the whole list (${copy.rows} rows; job above ${EXPORT_JOB_THRESHOLD})`,
    );
    results.push(await exportOnce(format, sink, workDir));
    wasBusy ||= busy();
  }
} finally {
  sink.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const ok = (b) => (b ? 'yes' : 'NO');
const table = [
  [
    'format',
    'path',
    'rows',
    's',
    'rows/s',
    'ratio to COPY',
    'file MB',
    'total s',
    'RSS before MB',
    'peak RSS MB',
    'sampled max MB (writing / download)',
    `peak ≤ ${GOAL_RSS_MB} MB`,
    'rows = COPY',
  ],
  [
    'COPY csv',
    'pg',
    copy.rows,
    seconds(copy.ms).toFixed(2),
    Math.round(copyRate),
    '1.00',
    mb(copy.bytes),
    seconds(copy.ms).toFixed(2),
    '-',
    '-',
    '-',
    '-',
    '-',
  ],
  ...results.map((r) => {
    const rate = r.rows / seconds(r.ms);
    return [
      r.format,
      r.path,
      r.rows,
      seconds(r.ms).toFixed(2),
      Math.round(rate),
      (rate / copyRate).toFixed(3),
      mb(r.bytes),
      seconds(r.totalMs).toFixed(2),
      r.rssBefore.toFixed(0),
      r.peak.toFixed(0),
      `${r.sampled.writing.toFixed(0)} / ${Number.isNaN(r.sampled.download) ? '-' : r.sampled.download.toFixed(0)}`,
      ok(r.peak <= GOAL_RSS_MB),
      ok(r.rows === copy.rows),
    ];
  }),
];
console.log(`\nThe applications list, PostgreSQL, SCALE ${BENCH_SCALE}:\n`);
printTable(table);
console.log(
  '\ns: the job writing the file (RUNNING to DONE as polled), or the streamed answer; total s: request to last byte ' +
    'downloaded. peak RSS: VmHWM of a fresh server per format (start-up included); sampled max: VmRSS every ' +
    `${SAMPLE_MS} ms while the file was written, and while it was downloaded (a job's file).`,
);
for (const r of results.filter((x) => x.path === 'job'))
  console.log(
    `${r.format}: the admin's e-mail ${r.mailed ? 'was received by the SMTP sink' : 'did NOT arrive'}`,
  );
if (wasBusy)
  console.warn(
    `\nThe machine was busy (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores): ` +
      'other work slows both the export and COPY; rerun on a quiet machine before reading much into the ratios.',
  );
const failed = results.some(
  (r) => r.peak > GOAL_RSS_MB || r.rows !== copy.rows || (r.path === 'job' && !r.mailed),
);
if (failed) {
  console.error('\nSome goals or checks were missed (marked NO).');
  process.exit(1);
}
