// Mail benchmark (issue 17): the e-mail queue end to end (pg-boss jobs, the mail workers, nodemailer's SMTP pool)
// into a local SMTP sink (bench/smtp-sink.mjs, a forked process on 127.0.0.1), on a fresh embedded database
// (PGlite) and, when a PostgreSQL server is given, on a scratch database of it (created and dropped here).
//   node --import tsx bench/mail.mjs          (alone; `npm run bench` runs it after the endpoints)
//
// Two measurements per database:
// - throughput: BENCH_MAIL_COUNT (2,000) reminders queued (bulk, in transactions of 500) while the workers run,
//   messages per second from the first enqueue to the last message received. Goal: >= 20/s.
// - priority: as many reminders queued again; once the sink has 50 of them, a confirmation code is queued, and
//   the time until the sink receives it, with how many reminders went out in between. Goal: <= 10 s.
// The API is built from its sources in this process (like bench/cold.mjs), with the production mailer.
//
// Knobs: BENCH_MAIL_COUNT (2000), BENCH_PGLITE=0 (PostgreSQL only), BENCH_MAIL_DATABASE_URL (a PostgreSQL
// server to make the scratch database on; default BENCH_DATABASE_URL or DATABASE_URL).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase, runMigrations } from '../apps/api/src/platform/db/client.ts';
import { testConfig } from '../apps/api/test/harness.ts';
import { CONFIRMATION_MAIL } from '../apps/api/src/modules/accounts/accounts.mail.ts';
import { SURVEY_MAIL } from '../apps/api/src/modules/surveys/surveys.mail.ts';

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 2000);
const GOAL_PER_SECOND = 20;
const GOAL_LATENCY_MS = 10_000;
const CODE_TO = 'waiting-for-a-code@bench.test';

const reminder = (phase, i) => ({
  to: `${phase}${i}@bench.test`,
  language: 'sq',
  params: {
    event: 'reminder',
    surveyType: 'POST',
    link: `https://praktika.example/surveys/${phase}${i}`,
    mobileLink: `https://praktika.example/s/${phase}${i}`,
  },
});

/** The sink's recipients in the order received, with their times (ms since the epoch, the sink's clock). */
async function startSink() {
  const child = fork(path.join(import.meta.dirname, 'smtp-sink.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const order = [];
  const at = new Map();
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited with ${code}`)));
    child.on('message', (m) => {
      if (m.port) resolve(m.port);
      for (const r of m.received ?? []) {
        order.push(r.to);
        at.set(r.to, r.at);
      }
    });
  });
  return { port, order, at, stop: () => child.kill() };
}

async function until(check, what, ms = 10 * 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function enqueueReminders(app, phase) {
  for (let from = 0; from < COUNT; from += 500) {
    const jobs = [];
    for (let i = from; i < Math.min(COUNT, from + 500); i++) jobs.push(reminder(phase, i));
    await app.database.db.transaction((tx) => app.mailer.enqueueMany(tx, SURVEY_MAIL, jobs));
  }
}

/** A scratch database on the server of `url`, dropped by the answer's `drop`. */
async function scratchDatabase(url) {
  const name = `praktika_bench_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchTarget(name, serverUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'praktika-bench-mail-'));
  const scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
  const sink = await startSink();
  let app;
  let database;
  try {
    database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
    await runMigrations(database);
    app = await buildApp(
      testConfig({
        env: 'development',
        dataDir,
        databaseUrl: scratch?.url,
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        logLevel: 'warn',
        jwtSecret: randomBytes(32).toString('hex'),
      }),
      { database },
    );
    await app.ready();
    await app.mailer.start();
    // Warm-up: the pool's connections open.
    await app.mailer.enqueueMany(database.db, SURVEY_MAIL, [reminder('w', 0), reminder('w', 1)]);
    await until(() => sink.order.length >= 2, 'the warm-up');

    // Throughput
    const started = Date.now();
    await enqueueReminders(app, 'a');
    const queuedMs = Date.now() - started;
    await until(() => sink.order.length >= 2 + COUNT, 'the reminders');
    const lastAt = Math.max(...sink.order.slice(2).map((to) => sink.at.get(to)));
    const perSecond = COUNT / ((lastAt - started) / 1000);
    process.stdout.write(`  ${name}: ${perSecond.toFixed(0)} messages/s\n`);

    // A confirmation code behind a backlog of reminders
    const base = sink.order.length;
    await enqueueReminders(app, 'b');
    await until(() => sink.order.length >= base + 50, 'the first reminders of the backlog');
    await app.mailer.enqueue(database.db, CONFIRMATION_MAIL, {
      to: CODE_TO,
      language: 'en',
      params: { code: '482913', link: 'https://praktika.example/confirm?token=bench' },
    });
    const queuedAt = Date.now();
    const sentBefore = sink.order.length;
    await until(() => sink.at.has(CODE_TO), 'the confirmation code');
    const latencyMs = sink.at.get(CODE_TO) - queuedAt;
    const index = sink.order.indexOf(CODE_TO);
    const between = Math.max(0, index - sentBefore);
    const left = COUNT - (index - base);
    process.stdout.write(`  ${name}: the code after ${latencyMs} ms\n`);
    await until(() => sink.order.length >= base + COUNT + 1, 'the rest of the backlog');
    return { name, queuedMs, perSecond, latencyMs, between, left };
  } finally {
    await app?.close();
    await database?.close();
    sink.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the mail benchmark on each database; prints the report; answers whether every goal was met. */
export async function benchMail() {
  const targets = [];
  if (process.env.BENCH_PGLITE !== '0') targets.push(['PGlite', undefined]);
  const url =
    process.env.BENCH_MAIL_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) targets.push(['PostgreSQL', url]);
  console.log(
    `\nmail: ${COUNT} reminders through the queue and the SMTP pool into a local sink, then a code behind as many`,
  );
  const results = [];
  for (const [name, serverUrl] of targets) results.push(await benchTarget(name, serverUrl));
  let ok = true;
  for (const r of results) {
    const fast = r.perSecond >= GOAL_PER_SECOND;
    const soon = r.latencyMs <= GOAL_LATENCY_MS;
    ok &&= fast && soon;
    console.log(
      `${fast ? ' ' : '!'} ${r.name.padEnd(11)} ${r.perSecond.toFixed(0).padStart(6)} messages/s end to end ` +
        `(goal >= ${GOAL_PER_SECOND}/s; queueing ${COUNT} took ${(r.queuedMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `${soon ? ' ' : '!'} ${''.padEnd(11)} ${String(r.latencyMs).padStart(6)} ms for a confirmation code queued ` +
        `behind ${COUNT} reminders (goal <= ${GOAL_LATENCY_MS / 1000} s): ${r.between} reminders went out ` +
        `between its queueing and its sending, ${r.left} after it`,
    );
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await benchMail();
  if (!ok) console.error('\nSome mail goals were missed (marked !).');
  process.exit(ok ? 0 : 1);
}
