import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromPglite, type Db as JobDb, type Job, type JobResult, type Queue } from 'pg-boss';
import type pg from 'pg';
import type { Database, Executor } from '../db/client.ts';

/**
 * One pg-boss queue, the shape every background job of the platform takes (e-mail, blob removal, …): opened when
 * the app is ready (schema check, queue cache), jobs written through the caller's executor so they commit or roll
 * back with the caller's transaction, a worker in servers (`start`), and `drain` to run what is due now (tests).
 */
export interface JobQueue<T extends object> {
  open(): Promise<void>;
  readonly isOpen: boolean;
  /**
   * Writes a job through `exec` (the database or an open transaction); `startAfter` delays it (a reminder);
   * workers fetch higher `priority` first (default 0). Answers the job's id.
   */
  send(exec: Executor, data: T, opts?: { startAfter?: Date; priority?: number }): Promise<string | null>;
  /** Writes many jobs through `exec` in one statement (a bulk send: one round trip, not one per job). */
  sendMany(exec: Executor, jobs: { data: T; priority?: number }[]): Promise<void>;
  /** Cancels a job that has not run yet, through `exec` (no-op when it ran, failed or is gone). */
  cancel(exec: Executor, id: string): Promise<void>;
  start(): Promise<void>;
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const NO_JOB = '00000000-0000-0000-0000-000000000000';

/** pg-boss over a Drizzle executor (the database or an open transaction): `$n` text becomes a Drizzle `sql` object. */
export function executorJobDb(exec: Executor): JobDb {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      const placeholder = /\$(\d+)/g;
      let last = 0;
      for (let m = placeholder.exec(text); m; m = placeholder.exec(text)) {
        chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[Number(m[1]) - 1])}`);
        last = placeholder.lastIndex;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result: unknown = await exec.execute(sql.join(chunks));
      return { rows: rowsOf(result) };
    },
  };
}

function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result.flatMap((r: unknown) => rowsOf(r));
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? rows : [];
}

function poolJobDb(pool: pg.Pool): JobDb {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // A multi-statement text (pg-boss DDL, locked blocks) answers with one result per statement.
      const result: unknown = await pool.query(text, values);
      return { rows: rowsOf(result) };
    },
  };
}

function jobDbFor(database: Database): JobDb {
  if (database.kind === 'pglite' && database.pglite) return fromPglite(database.pglite);
  if (database.pool) return poolJobDb(database.pool);
  throw new Error('The job queue needs a PGlite instance or a pg pool');
}

export function newBoss(database: Database, supervise: boolean, schedule = false): PgBoss {
  return new PgBoss({
    db: jobDbFor(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Maintenance (expiring stuck jobs, deleting finished ones) runs in servers, not in test apps.
    supervise,
    // The cron pass (sending scheduled jobs when due) runs only for a queue with a schedule, in servers.
    schedule,
    // How often a server looks for jobs whose worker died (heartbeat or expiry passed) to hand them out again.
    superviseIntervalSeconds: 15,
  });
}

/**
 * A queue that runs on a clock (pg-boss `schedule`): `cron` in UTC. One job is sent per occurrence whatever the
 * number of servers (pg-boss claims each pass); an occurrence missed while every server was down is sent once at
 * the next start.
 */
export interface JobSchedule {
  cron: string;
}

/** How a queue's workers take jobs (pg-boss `work` options, chosen for throughput and a bounded wait). */
export interface JobWorkOptions {
  /**
   * Jobs fetched at once (default 10). A full batch is followed by the next fetch at once (pg-boss
   * `burstWhenBatchFull`), so a backlog drains without waiting out the polling interval between batches.
   */
  batchSize?: number;
  /** Fetch loops in this process (default 1). */
  localConcurrency?: number;
  /** Jobs of one batch handled at once (default 1: one after another). */
  batchConcurrency?: number;
  /** How often an idle worker looks for due jobs (default 2 s; pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
}

export function createJobQueue<T extends object>(
  opts: {
    database: Database;
    name: string;
    policy: Omit<Queue, 'name'>;
    supervise: boolean;
    log: FastifyBaseLogger;
    /** Runs one job; throwing fails that job alone (not its batch), and pg-boss retries it by the policy. */
    handle: (job: Job<T>) => Promise<void>;
    /**
     * A worker of its own for jobs of at least `minPriority`: they are fetched by it within its polling
     * interval even while every other worker is busy with a batch of lower-priority jobs.
     */
    reserved?: JobWorkOptions & { minPriority: number };
    /** Jobs sent on a clock as well (servers only: test apps send them by hand). */
    schedule?: JobSchedule;
  } & JobWorkOptions,
): JobQueue<T> {
  const { name, handle } = opts;
  const scheduled = opts.schedule && opts.supervise ? opts.schedule : undefined;
  const boss = newBoss(opts.database, opts.supervise, Boolean(scheduled));
  boss.on('error', (err) => opts.log.error({ err, queue: name }, 'job queue error'));
  boss.on('warning', (warning) =>
    opts.log.warn({ warning: warning.message, queue: name }, 'job queue warning'),
  );

  let opening: Promise<PgBoss> | null = null;
  let opened = false;
  let working = false;
  let stopped = false;
  const open = (): Promise<PgBoss> => {
    opening ??= (async () => {
      await boss.start();
      await boss.createQueue(name, opts.policy); // no-op when it exists
      await boss.updateQueue(name, opts.policy);
      // Written on every start (an upsert), so a changed expression takes effect with the release.
      if (scheduled) await boss.schedule(name, scheduled.cron, {}, { missed: 'once' });
      // Warm pg-boss's queue cache now: send() would otherwise look the queue up on the main
      // connection, which on PGlite (one connection) waits forever behind the caller's transaction.
      await boss.findJobs(name, { id: NO_JOB });
      opened = true;
      return boss;
    })();
    return opening;
  };

  /**
   * Handles a batch, `concurrency` jobs at a time, and answers each job's outcome (pg-boss `perJobResults`).
   * Each job first yields to the event loop: on PGlite every statement settles without I/O, so a worker bursting
   * through a backlog (fetch, handle, complete, fetch again) would otherwise keep requests waiting until it is done.
   */
  async function runBatch(jobs: Job<T>[], concurrency: number): Promise<JobResult[]> {
    const results: JobResult[] = [];
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < jobs.length; i = next++) {
        const job = jobs[i]!;
        await nextTurn();
        try {
          await handle(job);
          results.push({ id: job.id, status: 'completed' });
        } catch (err) {
          results.push({
            id: job.id,
            status: 'failed',
            output: { message: err instanceof Error ? err.message : String(err) },
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, lane));
    return results;
  }

  async function work(queue: PgBoss, w: JobWorkOptions & { minPriority?: number }): Promise<void> {
    const batchSize = w.batchSize ?? 10;
    const concurrency = w.batchConcurrency ?? 1;
    await queue.work<T>(
      name,
      {
        batchSize,
        burstWhenBatchFull: true,
        localConcurrency: w.localConcurrency ?? 1,
        pollingIntervalSeconds: w.pollingIntervalSeconds ?? 2,
        ...(w.minPriority === undefined ? {} : { minPriority: w.minPriority }),
        perJobResults: true,
      },
      (jobs) => runBatch(jobs, concurrency),
    );
  }

  return {
    async open() {
      await open();
    },
    get isOpen() {
      return opened;
    },
    async send(exec, data, sendOpts) {
      if (!opened) throw new Error(`The ${name} queue is not open yet: await app.ready() first`);
      return await boss.send(name, data, {
        db: executorJobDb(exec),
        ...(sendOpts?.startAfter ? { startAfter: sendOpts.startAfter } : {}),
        ...(sendOpts?.priority ? { priority: sendOpts.priority } : {}),
      });
    },
    async sendMany(exec, jobs) {
      if (!opened) throw new Error(`The ${name} queue is not open yet: await app.ready() first`);
      if (!jobs.length) return;
      await boss.insert(
        name,
        jobs.map((j) => ({ data: j.data, ...(j.priority ? { priority: j.priority } : {}) })),
        { db: executorJobDb(exec) },
      );
    },
    async cancel(exec, id) {
      if (!opened) throw new Error(`The ${name} queue is not open yet: await app.ready() first`);
      await boss.cancel(name, id, { db: executorJobDb(exec) });
    },
    async start() {
      if (working || stopped) return;
      const queue = await open();
      working = true;
      await work(queue, opts);
      if (opts.reserved) await work(queue, opts.reserved);
    },
    async drain() {
      const queue = await open();
      // Failed jobs wait for their backoff, so they are not fetched again here; the bound is a guard.
      for (let round = 0; round < 1000; round++) {
        const jobs = await queue.fetch<T>(name, { batchSize: opts.batchSize ?? 20 });
        if (!jobs.length) return;
        for (const result of await runBatch(jobs, opts.batchConcurrency ?? 1)) {
          const job = jobs.find((j) => j.id === result.id)!;
          if (result.status === 'completed') await queue.complete(name, job);
          else await queue.fail(name, job, result.output as object);
        }
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (opening) {
        await opening.catch(() => undefined);
        if (working) await boss.offWork(name, { wait: true });
        await boss.stop({ graceful: true, timeout: 10_000 });
      }
    },
  };
}
