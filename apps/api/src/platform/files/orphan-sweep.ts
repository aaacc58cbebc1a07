import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql-parts.ts';
import { defineJob } from '../jobs/jobs.ts';
import { files } from '../../db/schema/files.ts';
import { reportExportJobs } from '../../db/schema/reports.ts';
import type { BlobStorage } from './storage.ts';

/**
 * Every column that holds a storage key: a blob none of them names is an orphan. `orphan-sweep.test.ts` fails when
 * a table gains a `storage_key` column not listed here.
 */
export const BLOB_REFERENCES: readonly { table: PgTable; column: Column }[] = [
  { table: files, column: files.storageKey },
  { table: reportExportJobs, column: reportExportJobs.storageKey },
];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The keys Praktika writes: uploads' `ab/<uuid>` (`newStorageKey`) and large exports' `exports/<id>`. Anything else
 * in the store (a bucket shared with something else) is not the sweep's to remove.
 */
export const SWEEPABLE_KEY = new RegExp(`^(?:[0-9a-f]{2}|exports)/${UUID}$`);

/** Younger blobs are never removed: a request may have stored one and be writing its record right now. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface OrphanSweepResult {
  /** Keys in the store. */
  listed: number;
  /** Of those, Praktika's keys older than the minimum age (the candidates). */
  old: number;
  /** Candidates no record references, removed. */
  removed: number;
}

export interface OrphanSweep {
  /** Removes the stored blobs older than a day that no record references, and logs how many. */
  sweep(): Promise<OrphanSweepResult>;
}

/**
 * A blob is written before its record (`files.service.ts` upload, the report export job), so a crash between the
 * two leaves bytes nothing references. The sweep lists the store and checks the old keys against every reference
 * column, one query per batch of keys.
 */
export function createOrphanSweep(deps: {
  db: Db;
  storage: BlobStorage;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The clock the age is measured by (tests move it). */
  now: () => number;
  minAgeMs?: number;
  /** Keys checked per query. */
  batchSize?: number;
}): OrphanSweep {
  const { db, storage, log } = deps;
  const minAgeMs = deps.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  const batchSize = deps.batchSize ?? 500;

  /** Which of `keys` some record references (one statement over every reference column). */
  const referenced = async (keys: string[]): Promise<Set<string>> => {
    const selects = BLOB_REFERENCES.map(
      ({ table, column }) => sql`select ${column} as key from ${table} where ${inArray(column, keys)}`,
    );
    const rows = rowsOf<{ key: string }>(await db.execute(sql.join(selects, sql` union `)));
    return new Set(rows.map((r) => r.key));
  };

  /** Removes the unreferenced keys of `batch`; answers how many. */
  const sweepBatch = async (batch: string[]): Promise<number> => {
    const kept = await referenced(batch);
    let removed = 0;
    for (const key of batch)
      if (!kept.has(key)) {
        await storage.delete(key);
        removed++;
      }
    return removed;
  };

  return {
    async sweep() {
      const cutoff = deps.now() - minAgeMs;
      const result: OrphanSweepResult = { listed: 0, old: 0, removed: 0 };
      let batch: string[] = [];
      for await (const blob of storage.list()) {
        result.listed++;
        if (blob.lastModified.getTime() > cutoff || !SWEEPABLE_KEY.test(blob.key)) continue;
        result.old++;
        batch.push(blob.key);
        if (batch.length >= batchSize) {
          result.removed += await sweepBatch(batch);
          batch = [];
        }
      }
      if (batch.length) result.removed += await sweepBatch(batch);
      log.info({ ...result, storage: storage.kind }, `orphan blob sweep: removed ${result.removed}`);
      return result;
    },
  };
}

/**
 * The daily sweep (03:17 UTC, a quiet hour in Kosovo), sent on that clock by the servers; one job per day whatever
 * their number, and a day missed while every server was down is swept at the next start.
 */
export const ORPHAN_SWEEP_JOB = defineJob<object, { orphanBlobs: OrphanSweep }>({
  name: 'file-orphan-sweep',
  policy: {
    retryLimit: 2,
    retryDelay: 10 * 60,
    retryBackoff: true,
    // A large bucket is listed a thousand keys a request; a worker that died holding the job gives it back.
    expireInSeconds: 60 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  schedule: { cron: '17 3 * * *' },
  work: { batchSize: 1, pollingIntervalSeconds: 60 },
  async handle({ orphanBlobs }) {
    await orphanBlobs.sweep();
  },
});
