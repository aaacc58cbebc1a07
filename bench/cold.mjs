// Cold latency of the matches answers on a seeded benchmark database: one connection, the first request after
// a write (the match version moves, so the answer is computed), then the same request again (served from the
// matches cache). The API is built from its sources (tsx) in this process and called with `inject` (no HTTP).
//   BENCH_DATABASE_URL=postgresql://…/h4_bench node --import tsx bench/cold.mjs        (PostgreSQL)
//   BENCH_DATA_DIR=/tmp/h4-pglite-scale-1 node --import tsx bench/cold.mjs             (PGlite; not while a
//   server has that directory open)
// BENCH_COLD_ROUNDS (5): writes per endpoint; the median and the worst are printed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { testConfig } from '../apps/api/test/harness.ts';
import { benchAccounts, benchId } from './generate.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const pgliteDir = process.env.BENCH_DATA_DIR;
if (!databaseUrl && !pgliteDir) {
  console.error('usage: BENCH_DATABASE_URL=… or BENCH_DATA_DIR=… node --import tsx bench/cold.mjs');
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 5);
const scratch = mkdtempSync(path.join(tmpdir(), 'praktika-cold-'));
const dataDir = databaseUrl ? scratch : pgliteDir;
const database = await openDatabase({ databaseUrl, dataDir });
const app = await buildApp(
  testConfig({ dataDir, databaseUrl, jwtSecret: randomBytes(32).toString('hex'), logLevel: 'warn' }),
  { database },
);
await app.ready();

const ms = (start) => performance.now() - start;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
try {
  const headers = {};
  for (const who of ['intern', 'organisation']) {
    const { type, email, password } = benchAccounts()[who];
    const res = await app.inject({
      method: 'POST',
      url: `/api/${type}/auth/login`,
      payload: { email, password },
    });
    headers[who] = { authorization: `Bearer ${res.json().data.token}` };
  }
  const business = benchId('org', 1);
  const first = async (list) =>
    (
      await app.inject({
        url: `/api/${list}?business=${business}&page=1&limit=1`,
        headers: headers.organisation,
      })
    ).json().data;
  const job = (await first('jobs')).jobPostings.docs[0]?._id;
  const training = (await first('trainings')).trainings.docs[0]?._id;
  const intern = benchId('intern', 1);
  const endpoints = [
    [`/api/jobs/intern/${intern}/matches?page=1&limit=6`, 'intern'],
    [`/api/jobs/${job}/matches?page=1&limit=6`, 'organisation'],
    ...(training ? [[`/api/trainings/${training}/matches?page=1&limit=6`, 'organisation']] : []),
    [`/api/jobs?internId=${intern}&page=1&limit=6`, 'intern'],
  ];
  // One untimed round: the process's own warm-up (code paths, connections, plans).
  for (const [url, who] of endpoints) await app.inject({ url, headers: headers[who] });
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} rounds, first request after a write, then again`,
  );
  for (const [url, who] of endpoints) {
    const cold = [];
    const warm = [];
    for (let i = 0; i < ROUNDS; i++) {
      await app.services.opportunities.writes.changed(); // what every data write does
      let t = performance.now();
      const res = await app.inject({ url, headers: headers[who] });
      cold.push(ms(t));
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      t = performance.now();
      await app.inject({ url, headers: headers[who] });
      warm.push(ms(t));
    }
    const f = (n) => n.toFixed(1).padStart(7);
    console.log(
      `cold median ${f(median(cold))} ms, worst ${f(Math.max(...cold))} ms; cached median ${f(median(warm))} ms  ${url.replace(/[0-9a-f-]{36}/g, '…')}`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
