/**
 * The orphan blob sweep (issue 21 §3): stored blobs older than a day that no record references are removed; a
 * referenced blob, a young one and a key Praktika does not write stay. Run through the job's queue on the app's
 * database (PGlite by default), with the app's clock moved instead of waiting.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from '../../db/schema/index.ts';
import { files } from '../../db/schema/files.ts';
import { reportExportJobs } from '../../db/schema/reports.ts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { newStorageKey } from './files.service.ts';
import {
  BLOB_REFERENCES,
  createOrphanSweep,
  ORPHAN_MIN_AGE_MS,
  ORPHAN_SWEEP_JOB,
  SWEEPABLE_KEY,
} from './orphan-sweep.ts';

const HOUR = 60 * 60 * 1000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-sweep-'));
const source = path.join(dataDir, 'source.bin');
fs.writeFileSync(source, 'some bytes');
const uploads = path.join(dataDir, 'uploads');

/** The app's clock runs this far ahead of the wall clock (the disk's times). */
let shift = 0;
const lines: string[] = [];
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({
    config: { dataDir, logLevel: 'info' },
    deps: { now: () => Date.now() + shift, logStream: { write: (line: string) => void lines.push(line) } },
  });
  admin = await createUser(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Stores a blob under `key`, written `hoursAgo` hours before the wall clock. */
async function store(key: string, hoursAgo = 0): Promise<string> {
  await t.app.storage.put(key, source, { contentType: 'application/octet-stream', size: 10 });
  if (hoursAgo) {
    const at = new Date(Date.now() - hoursAgo * HOUR);
    await fs.promises.utimes(path.join(uploads, key), at, at);
  }
  return key;
}

const stored = async (key: string) => (await t.app.storage.size(key)) !== undefined;

async function recordFile(key: string): Promise<void> {
  await t.database.db.insert(files).values({
    id: randomUUID(),
    ownerId: admin.id,
    kind: 'resourceFile',
    storageKey: key,
    contentType: 'application/pdf',
    size: 10,
    sha256: 'x'.repeat(64),
    originalName: 'kept.pdf',
  });
}

describe('orphan blob sweep', () => {
  it('through its job: removes the old unreferenced blob; keeps referenced, young and foreign ones', async () => {
    // The app's clock is 23 hours ahead: a blob written now is 23 hours old (young), one written 2 hours ago is
    // 25 hours old.
    shift = 23 * HOUR;
    const referencedOld = await store(newStorageKey(), 2);
    await recordFile(referencedOld);
    const exportId = randomUUID();
    const exportOld = await store(`exports/${exportId}`, 2);
    await t.database.db.insert(reportExportJobs).values({
      id: exportId,
      adminId: admin.id,
      status: 'DONE',
      filters: {},
      format: 'csv',
      language: 'en',
      fileName: 'Applications_List.csv',
      storageKey: exportOld,
    });
    const orphanOld = await store(newStorageKey(), 2);
    const orphanYoung = await store(newStorageKey());
    const foreignOld = await store('backups/not-praktikas', 2);
    // A half-written copy left by a crash is not a key: never listed, never touched.
    const partial = path.join(uploads, `${newStorageKey()}.partial`);
    await fs.promises.mkdir(path.dirname(partial), { recursive: true });
    await fs.promises.writeFile(partial, 'half');

    const queue = t.app.jobs.queue(ORPHAN_SWEEP_JOB);
    lines.length = 0;
    expect(await queue.send(t.database.db, {})).toBeTruthy();
    await queue.drain();

    expect(await stored(orphanOld)).toBe(false);
    expect(await stored(referencedOld)).toBe(true);
    expect(await stored(exportOld)).toBe(true);
    expect(await stored(orphanYoung)).toBe(true);
    expect(await stored(foreignOld)).toBe(true);
    expect(fs.existsSync(partial)).toBe(true);
    const log = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => 'removed' in l);
    expect(log).toMatchObject({ listed: 5, old: 3, removed: 1, storage: 'disk' });
    expect(log?.msg).toBe('orphan blob sweep: removed 1');

    // A day later by the app's clock the young orphan is old too; the referenced blobs still stay.
    shift = 25 * HOUR;
    await queue.send(t.database.db, {});
    await queue.drain();
    expect(await stored(orphanYoung)).toBe(false);
    expect(await stored(referencedOld)).toBe(true);
    expect(await stored(exportOld)).toBe(true);
  });

  it('checks references one query per batch of keys, not one per key', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => store(newStorageKey(), 2)));
    await recordFile(keys[0]!);
    const db = t.database.db;
    let queries = 0;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute')
          return (...args: Parameters<typeof db.execute>) => {
            queries++;
            return target.execute(...args);
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const sweep = createOrphanSweep({
      db: counting,
      storage: t.app.storage,
      log: { info: () => undefined },
      now: () => Date.now() + 23 * HOUR,
      batchSize: 2,
    });
    const result = await sweep.sweep();
    // Other tests' blobs may be listed too; each batch of two candidates is one query.
    expect(queries).toBe(Math.ceil(result.old / 2));
    expect(result.old).toBeGreaterThanOrEqual(5);
    expect(await stored(keys[0]!)).toBe(true);
    for (const key of keys.slice(1)) expect(await stored(key)).toBe(false);
  });

  it('never takes a blob younger than a day, whatever the clock says about others', async () => {
    const key = await store(newStorageKey());
    const sweep = createOrphanSweep({
      db: t.database.db,
      storage: t.app.storage,
      log: { info: () => undefined },
      now: () => Date.now() + ORPHAN_MIN_AGE_MS - 60_000,
    });
    await sweep.sweep();
    expect(await stored(key)).toBe(true);
  });

  it('knows every column that holds a storage key, and the keys Praktika writes', () => {
    const listed = BLOB_REFERENCES.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`);
    const inSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns
          .filter((c) => c.name.endsWith('storage_key'))
          .map((c) => `${config.name}.${c.name}`);
      });
    expect(listed.sort()).toEqual(inSchema.sort());
    expect(SWEEPABLE_KEY.test(newStorageKey())).toBe(true);
    expect(SWEEPABLE_KEY.test(`exports/${randomUUID()}`)).toBe(true);
    for (const key of ['backups/not-praktikas', 'ab', `ab/${randomUUID()}/x`, `exports/${randomUUID()}.csv`])
      expect(SWEEPABLE_KEY.test(key)).toBe(false);
  });
});
