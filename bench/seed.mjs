// `npm run bench:seed`: writes the benchmark's data set (bench/generate.mjs) into the embedded database of a
// data directory and, when BENCH_DATABASE_URL or DATABASE_URL is given, into that PostgreSQL database.
// `npm run bench` calls the same `ensureSeeded` before measuring, so seeding by hand is optional.
//
// Each database is first brought up to date by starting the built server on it once (migrations, reference
// catalogues), then written directly. A database already seeded at this SCALE is left as it is; one seeded at
// another scale is refused (use another BENCH_DATA_DIR or database).
//
// Knobs: BENCH_SCALE (1 = 100,000 interns and 1,000,000 applications; 0.01 for a quick run), BENCH_DATA_DIR (the
// PGlite data directory; default $TMPDIR/praktika-bench-scale-<SCALE>), BENCH_DATABASE_URL / DATABASE_URL
// (PostgreSQL; the database must exist), BENCH_PGLITE=0 (PostgreSQL only).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { BENCH_PASSWORD, GENERATOR_VERSION, benchCounts, generate } from './generate.mjs';
import { serverEnv } from './server.mjs';

export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 1);

/** The PGlite data directory for a scale (BENCH_DATA_DIR wins). */
export function benchDataDir(scale = BENCH_SCALE) {
  return process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), `praktika-bench-scale-${scale}`);
}

/** One database to run statements on: the embedded one of a data directory, or a PostgreSQL server. */
async function connect({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (sql, params) => (await client.query(sql, params)).rows,
      close: () => client.end(),
    };
  }
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  return {
    query: async (sql, params) => (await db.query(sql, params)).rows,
    close: async () => {
      await db.exec('CHECKPOINT');
      await db.close();
    },
  };
}

async function seededScale(target) {
  const db = await connect(target);
  try {
    const [row] = await db.query(`select * from bench_seed where id = 1`);
    return row?.finished_at ? { scale: Number(row.scale), version: Number(row.version ?? 1) } : null;
  } catch {
    return null; // no bench_seed table: never seeded
  } finally {
    await db.close();
  }
}

function healthy(port) {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/** Starts the built server on the database once: it migrates and seeds the reference catalogues, then stops. */
async function migrate({ dataDir, databaseUrl }) {
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const env = serverEnv({ port, dataDir, databaseUrl });
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; !(await healthy(port)); i++) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (i > 1200) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

/**
 * Makes sure the database holds the benchmark data at `scale`: migrates it and writes the data set when it does
 * not. Answers the seconds the seeding took (0 when it was there already).
 */
export async function ensureSeeded(name, target, scale = BENCH_SCALE) {
  const was = await seededScale(target);
  if (was?.scale === scale && was.version >= GENERATOR_VERSION) {
    console.log(`${name}: benchmark data at SCALE ${scale} already there`);
    return 0;
  }
  // An earlier generator's data at this scale is topped up by generate(); another scale is refused.
  if (was !== null && was.scale !== scale)
    throw new Error(
      `${name} holds the benchmark data at SCALE ${was.scale}, not ${scale}: use another database`,
    );
  const counts = benchCounts(scale);
  console.log(
    `${name}: seeding SCALE ${scale} (${counts.interns} interns, ${counts.organisations} organisations, ` +
      `${counts.jobs} postings, ${counts.trainings} trainings, ${counts.applications} applications)`,
  );
  const started = performance.now();
  await migrate(target);
  const passwordHash = await hash(BENCH_PASSWORD, {
    algorithm: 2,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  const db = await connect(target);
  try {
    await generate(db.query, { scale, passwordHash, log: console.log });
  } finally {
    await db.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name}: seeded in ${seconds.toFixed(0)} s (migrations and checkpoint included)`);
  return seconds;
}

/** The databases `npm run bench` and `npm run bench:seed` use. */
export function benchTargets(scale = BENCH_SCALE) {
  const targets = [];
  if (process.env.BENCH_PGLITE !== '0') targets.push({ name: 'PGlite', dataDir: benchDataDir(scale) });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) targets.push({ name: 'PostgreSQL', dataDir: `${benchDataDir(scale)}-pg`, databaseUrl: url });
  return targets;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfNeeded(['api']);
  for (const t of benchTargets()) await ensureSeeded(t.name, t);
}
