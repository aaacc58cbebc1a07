import type { FastifyBaseLogger } from 'fastify';
import type { Queue } from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import type { BlobStorage } from './storage.ts';

export const BLOB_REMOVAL_QUEUE = 'file-blob-removal';

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

/** A job queue (platform/jobs/job-queue.ts): opened when the app is ready, jobs sent through `exec`. */
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
  const queue = createJobQueue<BlobRemovalJob>({
    database,
    name: BLOB_REMOVAL_QUEUE,
    policy: queuePolicy(retryDelaySeconds),
    supervise: opts.supervise,
    log,
    handle: async (job) => {
      await storage.delete(job.data.key);
    },
    batchSize: 5,
    pollingIntervalSeconds,
  });
  return {
    open: () => queue.open(),
    enqueue: async (exec, key) => {
      await queue.send(exec, { key } satisfies BlobRemovalJob);
    },
    start: () => queue.start(),
    drain: () => queue.drain(),
    stop: () => queue.stop(),
  };
}
