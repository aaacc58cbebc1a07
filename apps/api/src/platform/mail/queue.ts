import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromPglite, type Db as JobDb, type Job, type Queue } from 'pg-boss';
import type pg from 'pg';
import type { Database, Executor } from '../db/client.ts';
import type { MailJob, Mailer } from './mailer.ts';
import { assertMailParams, renderMail } from './templates.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';

export const MAIL_QUEUE = 'mail';
const NO_JOB = '00000000-0000-0000-0000-000000000000';

export interface MailerOptions {
  /** Overrides the transport chosen from config (tests). */
  transport?: MailTransport;
  /** First retry delay; later ones back off exponentially (pg-boss: delay * 2^n with jitter). */
  retryDelaySeconds?: number;
  /** How often the worker looks for due jobs. */
  pollingIntervalSeconds?: number;
}

/** The queue's policy: 5 retries with exponential backoff (with the defaults 5-10 s, then ... 80-160 s). */
function mailQueue(retryDelaySeconds: number): Omit<Queue, 'name'> {
  return {
    retryLimit: 5,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    expireInSeconds: 2 * 60,
    // Jobs carry confirmation codes and links: keep finished ones only briefly.
    deleteAfterSeconds: 60 * 60,
  };
}

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

function newBoss(database: Database, supervise: boolean): PgBoss {
  return new PgBoss({
    db: jobDbFor(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Maintenance (expiring stuck jobs, deleting finished ones) runs in servers, not in test apps.
    supervise,
    // No cron schedules yet; turn on when a module schedules jobs.
    schedule: false,
  });
}

/**
 * Creates pg-boss's schema and the mail queue. Called at start-up (idempotent) and by the test
 * template so each test database already has them.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = newBoss(database, false);
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, mailQueue(5));
  await boss.stop({ graceful: false });
}

/**
 * E-mail as pg-boss jobs. The queue opens when the app becomes ready (schema check, queue cache);
 * `enqueue` writes the job through the caller's executor, so it commits or rolls back with the
 * caller's transaction. `start()` runs a worker in this process; `drain()` delivers what is due now.
 * Must be created before `app.ready()` (buildApp does).
 */
export function createMailer(app: FastifyInstance, opts: MailerOptions = {}): Mailer {
  const { config, database } = app;
  const retryDelaySeconds = opts.retryDelaySeconds ?? 5;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const transport: MailTransport =
    opts.transport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom)
      : createDevMailboxTransport(database.db));

  const boss = newBoss(database, config.env !== 'test');
  boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => app.log.warn({ warning: warning.message }, 'job queue warning'));

  let opening: Promise<PgBoss> | null = null;
  let opened = false;
  let working = false;
  let stopped = false;

  const open = (): Promise<PgBoss> => {
    opening ??= (async () => {
      await boss.start();
      await boss.createQueue(MAIL_QUEUE, mailQueue(retryDelaySeconds)); // no-op when it exists
      await boss.updateQueue(MAIL_QUEUE, mailQueue(retryDelaySeconds));
      // Warm pg-boss's queue cache now: send() would otherwise look the queue up on the main
      // connection, which on PGlite (one connection) waits forever behind the caller's transaction.
      await boss.findJobs(MAIL_QUEUE, { id: NO_JOB });
      opened = true;
      return boss;
    })();
    return opening;
  };
  app.addHook('onReady', async () => {
    await open();
    if (transport.kind === 'dev-mailbox' && config.env === 'production') {
      app.log.warn('SMTP_URL is not set: e-mail is stored in the dev mailbox table and not sent');
    }
  });

  async function deliver(job: Job<MailJob>): Promise<void> {
    try {
      await transport.send({ to: job.data.to, ...renderMail(job.data) });
    } catch (err) {
      // Template and attempt only: the params hold codes and links.
      const e = err as { message?: string; code?: string; responseCode?: number };
      app.log.warn(
        {
          jobId: job.id,
          template: job.data.template,
          attempt: job.retryCount + 1,
          code: e.code,
          responseCode: e.responseCode,
        },
        'e-mail delivery failed; it will be retried',
      );
      throw err;
    }
  }

  return {
    async enqueue(exec, job) {
      assertMailParams(job);
      if (!opened) throw new Error('The mailer is not open yet: await app.ready() before enqueueing e-mail');
      const data: MailJob = {
        template: job.template,
        to: job.to,
        language: job.language,
        params: { ...job.params },
      };
      await boss.send(MAIL_QUEUE, data, { db: executorJobDb(exec) });
    },

    async start() {
      if (working || stopped) return;
      await open();
      working = true;
      await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await deliver(job);
      });
      app.log.info({ transport: transport.kind }, 'mail worker started');
    },

    async drain() {
      const queue = await open();
      // Failed jobs wait for their backoff, so they are not fetched again here; the bound is a guard.
      for (let round = 0; round < 1000; round++) {
        const jobs = await queue.fetch<MailJob>(MAIL_QUEUE, { batchSize: 20 });
        if (!jobs.length) return;
        for (const job of jobs) {
          try {
            await deliver(job);
            await queue.complete(MAIL_QUEUE, job);
          } catch (err) {
            await queue.fail(MAIL_QUEUE, job, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (opening) {
        await opening.catch(() => undefined);
        if (working) await boss.offWork(MAIL_QUEUE, { wait: true });
        await boss.stop({ graceful: true, timeout: 10_000 });
      }
      transport.close();
    },
  };
}
