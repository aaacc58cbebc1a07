// EXPLAIN ANALYZE every statement an endpoint sends, on a seeded benchmark database (PostgreSQL):
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/explain.mjs '/api/jobs/{job}/matches?limit=6' organisation
// The API is built from its sources (tsx) on that database, signed in as the seeded account named (admin,
// organisation, intern; none for a visitor), the URL called once to warm up and once captured; each captured
// statement that reads is EXPLAINed (ANALYZE, BUFFERS) with its own parameters and printed with its time.
// Placeholders as in bench/run.mjs: {intern} {business} (organisation 1), {job} (its newest open posting).
// BENCH_EXPLAIN_ALL=1 prints the plans of the statements under 5 ms too.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/test/harness.ts';
import { wrapPool } from '../apps/api/src/platform/db/client.ts';
import { benchAccounts, benchId } from './generate.mjs';

const [url, as] = process.argv.slice(2);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url || !databaseUrl) {
  console.error(
    'usage: BENCH_DATABASE_URL=… node --import tsx bench/explain.mjs <url> [admin|organisation|intern]',
  );
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const captured = [];
let capturing = false;
const query = pool.query.bind(pool);
pool.query = (config, values, cb) => {
  if (capturing)
    captured.push({
      text: typeof config === 'string' ? config : config.text,
      values: values ?? config.values ?? [],
    });
  return query(config, values, cb);
};
// Statements in a transaction go through a client of the pool (drizzle: `await pool.connect()`): capture those too.
const connect = pool.connect.bind(pool);
pool.connect = (...args) => {
  if (args.length) return connect(...args);
  return connect().then((client) => {
    if (!client.capturing) {
      const clientQuery = client.query.bind(client);
      client.capturing = true;
      client.query = (config, values, cb) => {
        if (capturing)
          captured.push({
            text: typeof config === 'string' ? config : config.text,
            values: values ?? config.values ?? [],
          });
        return clientQuery(config, values, cb);
      };
    }
    return client;
  });
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'praktika-explain-'));
const app = await buildApp(
  testConfig({ dataDir, databaseUrl, jwtSecret: randomBytes(32).toString('hex'), logLevel: 'warn' }),
  { database: wrapPool(pool) },
);
await app.ready();
try {
  const headers = {};
  if (as) {
    const { type, email, password } = benchAccounts()[as];
    const res = await app.inject({
      method: 'POST',
      url: `/api/${type}/auth/login`,
      payload: { email, password },
    });
    headers.authorization = `Bearer ${res.json().data.token}`;
  }
  const business = benchId('org', 1);
  const jobs = await app.inject({ url: `/api/jobs?business=${business}&page=1&limit=1`, headers });
  const ids = { intern: benchId('intern', 1), business, job: jobs.json().data?.jobPostings?.docs[0]?._id };
  const target = url.replace(/\{(\w+)\}/g, (_, k) => ids[k]);
  // Matches answers are cached: BENCH_EXPLAIN_COLD=1 captures the first (computed) answer instead.
  if (!process.env.BENCH_EXPLAIN_COLD) await app.inject({ url: target, headers });
  capturing = true;
  const started = performance.now();
  const res = await app.inject({ url: target, headers });
  const ms = performance.now() - started;
  capturing = false;
  console.log(`GET ${target} -> ${res.statusCode}, ${res.body.length} bytes, ${ms.toFixed(1)} ms in all\n`);
  for (const s of captured.filter((c) => /^\s*(select|with)\b/i.test(c.text))) {
    const { rows } = await query(`explain (analyze, buffers) ${s.text}`, s.values);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const time = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1))?.[1] ?? 0);
    console.log(`--- ${time.toFixed(1)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    if (time >= 5 || process.env.BENCH_EXPLAIN_ALL) console.log(plan.join('\n'), '\n');
  }
} finally {
  await app.close();
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}
