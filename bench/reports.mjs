// `npm run bench:reports` (issue 19 §7): how fast every report answers on the benchmark's data set, and how close
// that is to its SQL alone.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_reports BENCH_SCALE=1 npm run bench:reports
//
// The database (PostgreSQL; it must exist) is migrated and seeded at BENCH_SCALE by bench/generate.mjs when it is
// not yet (or topped up when an earlier generator seeded it), all from the sources (tsx): no build needed. The API
// is built from its sources on the same pool (as bench/explain.mjs), signed in as the bench admin, and for the six
// counts, every report and each of its `type` values, and the outcomes report:
// - cold: the first request of it after the app started (no other request of that report and type before it);
// - p50: the median of BENCH_RUNS (7) more;
// - raw: the statements the request sent for the report (captured on the pool, without the session lookup),
//   run with their own parameters straight through `pg` on the same pool, BENCH_RUNS times (a request of several
//   statements, as outcomes: their sum), median; a statement the app runs in a transaction with settings
//   (`set local`, `set_config`) is replayed the same way;
// - ratio: p50 / raw, and the goals: p50 ≤ 150 ms, ratio ≤ 1.5.
// BENCH_PGLITE=1 runs the same on the embedded database (the PGlite data directory of `npm run bench`,
// BENCH_DATA_DIR or $TMPDIR/praktika-bench-scale-<SCALE>; seeded there when missing) after PostgreSQL, or alone
// when no URL is given.
//
// `bench/reports.mjs <report> [type]` measures only that report (or type); BENCH_EXPLAIN=1 prints the plan
// (EXPLAIN ANALYZE, BUFFERS) of every statement measured, after its row.
//
// The period is the last 365 days up to today (Priština), as an admin asks for a year; BENCH_REPORTS_START and
// BENCH_REPORTS_END (YYYY-MM-DD; empty for an open end) choose another, e.g. both today for the dashboard's default.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { REPORTS, REPORT_TYPES } from '@praktika/contracts/reports';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/test/harness.ts';
import { openDatabase, runMigrations, wrapPool } from '../apps/api/src/platform/db/client.ts';
import { seedReferenceData } from '../apps/api/src/modules/catalogues/catalogues.seed.ts';
import { hashPassword } from '../apps/api/src/platform/auth/passwords.ts';
import { benchAccounts, generate } from './generate.mjs';
import { benchDataDir } from './seed.mjs';
import { printTable } from './server.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GOAL_MS = 150;
const GOAL_RATIO = 1.5;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const withPglite = process.env.BENCH_PGLITE === '1';
if (!databaseUrl && !withPglite) {
  console.error(
    'usage: BENCH_DATABASE_URL=postgres://… [BENCH_SCALE=1] [BENCH_PGLITE=1] node --import tsx bench/reports.mjs',
  );
  process.exit(2);
}

const today = programmeToday();
const day = (name, fallback) => (process.env[name] === undefined ? fallback : process.env[name] || undefined);
const period = {
  startDate: day('BENCH_REPORTS_START', addDays(today, -365)),
  endDate: day('BENCH_REPORTS_END', today),
};

/** The statements of a report (not the session lookup): every report's `with pop as`, and the six counts. */
const isReportStatement = (text) => /\bwith\s+pop\s+as\b|"internCount"/i.test(text);
/** Settings the app gives a statement for its transaction (`set local …`, `select set_config(…, true)`). */
const isSetting = (text) => /^\s*set\s+local\b|^\s*select\s+set_config\(/i.test(text);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A database with every statement it is sent recorded while `capturing` is on, and `raw(statements, settings)` and
 * `explain(statement, settings)` that run past the recording (on the same pool or PGlite instance).
 */
function recorded(database) {
  const rec = { captured: [], capturing: false };
  const note = (config, values) => {
    if (rec.capturing)
      rec.captured.push({
        text: typeof config === 'string' ? config : config.text,
        values: values ?? config.values ?? [],
      });
  };
  /** Makes `target.query` record what it runs (while capturing); answers the original. */
  const recording = (target) => {
    const original = target.query.bind(target);
    target.query = (config, values, ...rest) => {
      note(config, values);
      return original(config, values, ...rest);
    };
    return original;
  };
  /** Runs `fn(query)` with the `settings` before it in a transaction (straight when there are none). */
  let within;
  if (database.kind === 'pg') {
    const pool = database.pool;
    recording(pool);
    // Statements in a transaction go through a client of the pool (drizzle: `await pool.connect()`).
    const connect = pool.connect.bind(pool);
    const wrapped = new WeakSet();
    pool.connect = (...args) => {
      if (args.length) return connect(...args);
      return connect().then((client) => {
        if (!wrapped.has(client)) {
          wrapped.add(client);
          recording(client);
        }
        return client;
      });
    };
    within = async (settings, fn) => {
      const client = await connect();
      try {
        if (settings.length) await client.query('begin');
        for (const x of settings) await client.query(x.text, x.values);
        const out = await fn((text, values) => client.query(text, values));
        if (settings.length) await client.query('commit');
        return out;
      } catch (e) {
        if (settings.length) await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    };
  } else {
    const pglite = database.pglite;
    const query = recording(pglite);
    // Statements in a transaction go through its own `tx.query` (drizzle: `pglite.transaction(fn)`).
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (fn) =>
      transaction((tx) => {
        recording(tx);
        return fn(tx);
      });
    within = (settings, fn) =>
      settings.length
        ? transaction(async (tx) => {
            for (const x of settings) await tx.query(x.text, x.values);
            return fn((text, values) => tx.query(text, values));
          })
        : fn(query);
  }
  rec.explain = (s, settings) =>
    within(settings, async (q) =>
      (await q(`explain (analyze, buffers) ${s.text}`, s.values)).rows.map((r) => r['QUERY PLAN']).join('\n'),
    );
  /** The statements in order, each with its settings: the milliseconds they took together. */
  rec.raw = async (statements, settings) => {
    const started = performance.now();
    for (const s of statements) await within(settings, (q) => q(s.text, s.values));
    return performance.now() - started;
  };
  return rec;
}

/** Migrates the database, seeds the reference catalogues and writes (or tops up) the data set at SCALE. */
async function seeded(name, database) {
  await runMigrations(database);
  await seedReferenceData(database.db);
  const result = await generate((sql, params) => database.query(sql, params), {
    scale: SCALE,
    passwordHash: await hashPassword(benchAccounts().admin.password),
    log: (line) => console.log(`${name}:${line}`),
  });
  if (!result.skipped)
    console.log(
      `${name}: data set ${result.toppedUp ? 'topped up' : 'written'} in ${result.seconds.toFixed(0)} s`,
    );
}

/** The requests measured: the six counts, every report and type, the outcomes. */
function cases() {
  const out = [{ report: 'counts', type: '—', url: '/api/reports/counts', body: period }];
  for (const report of REPORTS) {
    const types = REPORT_TYPES[report];
    if (!types)
      out.push({
        report,
        type: report === 'internships' ? 'BY_STATUS' : 'BY_STAGE',
        url: `/api/reports/${report}`,
        body: period,
      });
    else
      for (const type of types)
        out.push({ report, type, url: `/api/reports/${report}`, body: { ...period, type } });
  }
  out.push({ report: 'outcomes', type: '(3 breakdowns)', url: '/api/reports/outcomes', body: period });
  const [report, type] = process.argv.slice(2);
  return out.filter((c) => (!report || c.report === report) && (!type || c.type === type));
}

/** Runs every case on one database; answers the table's rows. */
async function measure(name, database) {
  const rec = recorded(database);
  await seeded(name, database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'praktika-bench-reports-'));
  const app = await buildApp(
    testConfig({
      dataDir,
      databaseUrl: database.kind === 'pg' ? databaseUrl : undefined,
      jwtSecret: randomBytes(32).toString('hex'),
      logLevel: 'warn',
    }),
    { database },
  );
  await app.ready();
  const rows = [];
  try {
    const { type, email, password } = benchAccounts().admin;
    const login = await app.inject({
      method: 'POST',
      url: `/api/${type}/auth/login`,
      payload: { email, password },
    });
    if (login.statusCode !== 200)
      throw new Error(`sign-in as the bench admin: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const call = async (c) => {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: c.url, headers, payload: c.body });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${c.url} ${c.type}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    for (const c of cases()) {
      const cold = await call(c);
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        rec.captured = [];
        rec.capturing = i === RUNS - 1;
        times.push(await call(c));
        rec.capturing = false;
      }
      const statements = rec.captured.filter((s) => isReportStatement(s.text));
      const settings = rec.captured.filter((s) => isSetting(s.text));
      if (!statements.length) throw new Error(`${c.url} ${c.type}: no report statement captured`);
      const raws = [];
      for (let i = 0; i < RUNS; i++) raws.push(await rec.raw(statements, settings));
      const p50 = median(times);
      const raw = median(raws);
      rows.push({
        report: c.report,
        type: c.type,
        cold,
        p50,
        raw,
        statements: statements.length,
        ratio: p50 / raw,
      });
      if (process.env.BENCH_EXPLAIN)
        for (const st of statements) {
          const plan = await rec.explain(st, settings);
          console.log(`\n--- ${c.report} ${c.type}: ${st.text.replace(/\s+/g, ' ')}\n${plan}`);
        }
      process.stderr.write('.');
    }
    process.stderr.write('\n');
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function print(name, rows) {
  const ms = (x) => x.toFixed(1);
  const ok = (b) => (b ? 'yes' : 'NO');
  const table = [
    [
      'report',
      'type',
      'cold ms',
      'p50 ms',
      'raw SQL p50 ms',
      'ratio',
      `p50 ≤ ${GOAL_MS}`,
      `ratio ≤ ${GOAL_RATIO}`,
    ],
    ...rows.map((r) => [
      r.report,
      r.type,
      ms(r.cold),
      ms(r.p50),
      r.statements > 1 ? `${ms(r.raw)} (${r.statements} st.)` : ms(r.raw),
      r.ratio.toFixed(2),
      ok(r.p50 <= GOAL_MS),
      ok(r.ratio <= GOAL_RATIO),
    ]),
  ];
  console.log(
    `\n${name}, SCALE ${SCALE}, period ${period.startDate ?? '…'} to ${period.endDate ?? '…'}, ` +
      `p50 of ${RUNS} after the cold request:\n`,
  );
  printTable(table);
  const good = rows.filter((r) => r.p50 <= GOAL_MS && r.ratio <= GOAL_RATIO).length;
  const coldOver = rows.filter((r) => r.cold > GOAL_MS).length;
  console.log(
    `\n${good} of ${rows.length} meet both goals; ${coldOver} cold request(s) over ${GOAL_MS} ms; ` +
      `slowest p50 ${ms(Math.max(...rows.map((r) => r.p50)))} ms.`,
  );
}

if (databaseUrl) {
  const database = wrapPool(new pg.Pool({ connectionString: databaseUrl, max: 4 }));
  try {
    print('PostgreSQL', await measure('PostgreSQL', database));
  } finally {
    await database.close();
  }
}
if (withPglite) {
  const database = await openDatabase({ dataDir: benchDataDir(SCALE) });
  try {
    print('PGlite', await measure('PGlite', database));
  } finally {
    await database.checkpoint();
    await database.close();
  }
}
