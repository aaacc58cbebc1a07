import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Db as JobDb, type Job, type Queue } from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';
import { executorJobDb } from '../mail/queue.ts';
import type { BlobStorage } from './storage.ts';

export const BLOB_REMOVAL_QUEUE = 'file-blob-removal';
const NO_JOB = '00000000-0000-0000-0000-000000000000';

interface BlobRemovalJob {
  key: string;
}

/**
 * Removing a file's bytes after its record is gone: the job is written inside the transaction that deletes the
 * record, so a rolled-back change never loses a blob that is still referenced, and a committed one always
 * removes it (at least once; deleting a missing key is fine).
 */
export interface BlobRemoval {
  /** Queues the removal of `key` through `exec` (the deleting transaction). */
  enqueue(exec: Executor, key: string): Promise<void>;
  /** Runs a worker in this process (servers). */
  start(): Promise<void>;
  /** Removes what is due now (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

function queuePolicy(retryDelaySeconds: number): Omit<Queue, 'name'> {
  return {
    retryLimit: 10,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  };
}

function jobDbFor(database: Database): JobDb {
  if (database.kind === 'pglite' && database.pglite) return fromPglite(database.pglite);
  if (database.pool) {
    const pool = database.pool;
    return {
      async executeSql(text: string, values?: unknown[]) {
        const result: unknown = await pool.query(text, values);
        const rows = Array.isArray(result)
          ? result.flatMap((r: { rows?: unknown[] }) => r.rows ?? [])
          : ((result as { rows?: unknown[] }).rows ?? []);
        return { rows };
      },
    };
  }
  throw new Error('The job queue needs a PGlite instance or a pg pool');
}

/** Same shape as the mail queue (platform/mail/queue.ts): opened when the app is ready, jobs sent through `exec`. */
export function createBlobRemoval(opts: {
  database: Database;
  storage: BlobStorage;
  log: FastifyBaseLogger;
  /** Maintenance (expiry, clean-up of finished jobs) in servers only. */
  supervise: boolean;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
}): BlobRemoval & { open(): Promise<void> } {
  const { database, storage, log } = opts;
  const retryDelaySeconds = opts.retryDelaySeconds ?? 30;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 5;
  const boss = new PgBoss({
    db: jobDbFor(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    supervise: opts.supervise,
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'blob removal queue error'));

  let opening: Promise<PgBoss> | null = null;
  let opened = false;
  let working = false;
  let stopped = false;
  const open = (): Promise<PgBoss> => {
    opening ??= (async () => {
      await boss.start();
      await boss.createQueue(BLOB_REMOVAL_QUEUE, queuePolicy(retryDelaySeconds)); // no-op when it exists
      await boss.updateQueue(BLOB_REMOVAL_QUEUE, queuePolicy(retryDelaySeconds));
      // Warm pg-boss's queue cache before any transaction sends (PGlite has one connection).
      await boss.findJobs(BLOB_REMOVAL_QUEUE, { id: NO_JOB });
      opened = true;
      return boss;
    })();
    return opening;
  };
  const remove = async (job: Job<BlobRemovalJob>) => {
    await storage.delete(job.data.key);
  };

  return {
    async open() {
      await open();
    },
    async enqueue(exec, key) {
      if (!opened) throw new Error('The blob removal queue is not open yet: await app.ready() first');
      await boss.send(BLOB_REMOVAL_QUEUE, { key } satisfies BlobRemovalJob, { db: executorJobDb(exec) });
    },
    async start() {
      if (working || stopped) return;
      await open();
      working = true;
      await boss.work<BlobRemovalJob>(
        BLOB_REMOVAL_QUEUE,
        { pollingIntervalSeconds, batchSize: 5 },
        async (jobs) => {
          for (const job of jobs) await remove(job);
        },
      );
    },
    async drain() {
      const queue = await open();
      for (let round = 0; round < 1000; round++) {
        const jobs = await queue.fetch<BlobRemovalJob>(BLOB_REMOVAL_QUEUE, { batchSize: 20 });
        if (!jobs.length) return;
        for (const job of jobs) {
          try {
            await remove(job);
            await queue.complete(BLOB_REMOVAL_QUEUE, job);
          } catch (err) {
            await queue.fail(BLOB_REMOVAL_QUEUE, job, {
              message: err instanceof Error ? err.message : String(err),
            });
          }
        }
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (opening) {
        await opening.catch(() => undefined);
        if (working) await boss.offWork(BLOB_REMOVAL_QUEUE, { wait: true });
        await boss.stop({ graceful: true, timeout: 10_000 });
      }
    },
  };
}
