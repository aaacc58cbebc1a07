import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { wrapPglite, wrapPool, type Database } from '../src/platform/db/client.ts';
import { adminUrl, templateDb, templateFile } from './template.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/praktika-test',
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    mailFrom: 'Praktika <no-reply@praktika.local>',
    adminEmail: undefined,
    adminPassword: undefined,
    logLevel: 'silent',
    authRateLimit: 1000,
    webDist: undefined,
    ...overrides,
  };
}

/** A fresh database for one test file: a copy of the migrated, seeded template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `praktika_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb()}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: adminUrl(url, name), max: 10 });
    const database = wrapPool(pool);
    const close = database.close;
    database.close = async () => {
      await close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    return database;
  }
  const blob = new Blob([fs.readFileSync(templateFile())]);
  const pglite = await PGlite.create({ loadDataDir: blob });
  return wrapPglite(pglite);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function buildTestApp(
  opts: { config?: Partial<AppConfig>; deps?: Partial<AppDeps>; database?: Database } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const app = await buildApp(testConfig(opts.config), { database, ...opts.deps });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}
