import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

/** One Drizzle type for both engines: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Raw SQL with positional parameters, for the job queue and maintenance. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Flush to disk (PGlite) before shutdown. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@praktika/api') return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error('Cannot find the @praktika/api package root');
    dir = up;
  }
}

export const MIGRATIONS_DIR = path.join(findPackageRoot(), 'src/db/migrations');

export function wrapPglite(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(pglite) as unknown as Db,
    pglite,
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pglite.query<T>(sql, params);
      return res.rows;
    },
    async checkpoint() {
      if (!pglite.closed) await pglite.exec('CHECKPOINT');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function wrapPool(pool: pg.Pool): Database {
  // An idle connection that the server ends (a restart, a failover, an administrator) is dropped from the pool
  // and replaced on the next query; without a listener, node-postgres would raise it as an uncaught error and end
  // the process.
  pool.on('error', () => undefined);
  return {
    kind: 'pg',
    db: drizzlePg(pool) as unknown as Db,
    pool,
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async checkpoint() {},
    async close() {
      await pool.end();
    },
  };
}

/** PGlite on disk under DATA_DIR/pgdata, or a PostgreSQL server when a URL is given. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    await pool.query('select 1');
    return wrapPool(pool);
  }
  const dir = path.join(opts.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  return wrapPglite(pglite);
}

const MIGRATION_LOCK = 724_311;

/**
 * Runs `work` while this process holds the start-up lock: several instances starting at once against one
 * PostgreSQL server take turns for the steps that change the schema or write reference data (migrations, the seed,
 * the first admin, pg-boss's schema), since `create schema if not exists` and the like are not safe in parallel.
 * A session-level advisory lock on a connection of its own, so `work` may use the pool freely. PGlite: one process
 * per data directory already (data-dir-lock.ts), so no lock.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Applies the migrations not yet applied; call it under `underStartupLock` when other start-up steps follow. */
export async function migrateUnlocked(database: Database): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  else await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
}

/** The migrations alone, under the start-up lock (tests, backup's restore check). */
export async function runMigrations(database: Database): Promise<void> {
  await underStartupLock(database, () => migrateUnlocked(database));
}
