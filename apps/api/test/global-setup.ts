import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { runMigrations, wrapPglite, wrapPool } from '../src/platform/db/client.ts';
import { seedReferenceData } from '../src/modules/catalogues/catalogues.seed.ts';
import { installJobQueue } from '../src/platform/mail/queue.ts';
import { JOBS } from '../src/services.ts';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DIR, adminUrl } from './template.ts';

/** Builds one migrated, seeded template per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const TEMPLATE_DB = `praktika_tpl_${process.pid}`;
  const TEMPLATE_FILE = path.join(TEMPLATE_DIR, `pglite-${process.pid}.tar`);
  project.provide('templateFile', TEMPLATE_FILE);
  project.provide('templateDb', TEMPLATE_DB);
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      TEMPLATE_DB,
    ]);
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: adminUrl(url, TEMPLATE_DB), max: 2 });
    const database = wrapPool(pool);
    await runMigrations(database);
    await seedReferenceData(database.db);
    await installJobQueue(database, JOBS); // pg-boss schema and queues, so apps start without DDL
    await database.close();
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await c.end();
    };
  }
  const pglite = await PGlite.create();
  const database = wrapPglite(pglite);
  await runMigrations(database);
  await seedReferenceData(database.db);
  await installJobQueue(database, JOBS); // pg-boss schema and queues, so apps start without DDL
  const dump = await pglite.dumpDataDir('none');
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => fs.rmSync(TEMPLATE_FILE, { force: true });
}
