import type { FastifyInstance } from 'fastify';
import { eq, lt, sql } from 'drizzle-orm';
import type { Job, Queue } from 'pg-boss';
import { mailDeliveries } from '../../db/schema/mail.ts';
import type { Database } from '../db/client.ts';
import { createJobQueue, newBoss, type JobWorkOptions } from '../jobs/job-queue.ts';
import type { MailJob, Mailer, MailMessage } from './mailer.ts';
import type { MailDefinition, MailRegistry } from './define-mail.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';
import { MAIL_PRIORITY } from './mail-class.ts';
import { createSendGate } from './send-gate.ts';

export const MAIL_QUEUE = 'mail';

export interface MailerOptions {
  /** Overrides the transport chosen from config (tests). */
  transport?: MailTransport;
  /** First retry delay; later ones back off exponentially (pg-boss: delay * 2^n with jitter). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for due jobs (the transactional worker: at most every second). */
  pollingIntervalSeconds?: number;
}

/**
 * The mail workers of a process: `localConcurrency` fetch loops taking `batchSize` jobs at a time, transactional
 * first (pg-boss priority), each batch's messages sent at once through the send gate (as many in flight as the
 * transport has connections, transactional ones ahead of waiting bulk ones). So once a transactional message is
 * committed, at most `localConcurrency * batchSize` bulk messages (the batches being sent) go out before it.
 */
export const MAIL_WORK = {
  batchSize: 25,
  localConcurrency: 2,
} as const satisfies JobWorkOptions;

/** Transactional mail also has a worker of its own, so it is fetched within a second however slow bulk batches are. */
const TRANSACTIONAL_WORK = { batchSize: 10, localConcurrency: 1 } as const satisfies JobWorkOptions;

/** The queue's policy: 5 retries with exponential backoff (with the defaults 5-10 s, then ... 80-160 s). */
function mailQueue(retryDelaySeconds: number): Omit<Queue, 'name'> {
  return {
    retryLimit: 5,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    // A batch's messages wait for the pool's connections behind the other worker's batch.
    expireInSeconds: 5 * 60,
    // A live worker refreshes its jobs every 10 s; a killed one's jobs are handed out again at the next supervision
    // pass after 20 s without it, rather than after the 5 minutes of expireInSeconds.
    heartbeatSeconds: 20,
    // Jobs carry confirmation codes and links: keep finished ones only briefly.
    deleteAfterSeconds: 60 * 60,
  };
}

/**
 * Creates pg-boss's schema, the mail queue and the areas' queues (`jobs`, from the composition root). Called by the
 * test template so each test database already has them (apps create missing queues when they open).
 */
export async function installJobQueue(
  database: Database,
  jobs: readonly { name: string; policy: Omit<Queue, 'name'> }[],
): Promise<void> {
  const boss = newBoss(database, false);
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, mailQueue(5));
  for (const job of jobs) await boss.createQueue(job.name, job.policy);
  await boss.stop({ graceful: false });
}

/**
 * E-mail as pg-boss jobs. The queue opens when the app becomes ready (schema check, queue cache);
 * `enqueue` checks the params with the mail's schema and writes the job through the caller's executor, so it
 * commits or rolls back with the caller's transaction. `start()` runs a worker in this process; `drain()`
 * delivers what is due now. `mails` is every e-mail the app sends (the composition root's registry).
 * Must be created before `app.ready()` (buildApp does).
 */
export function createMailer(app: FastifyInstance, mails: MailRegistry, opts: MailerOptions = {}): Mailer {
  const { config, database } = app;
  const retryDelaySeconds = opts.retryDelaySeconds ?? 5;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const transport: MailTransport =
    opts.transport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom)
      : createDevMailboxTransport(database.db));

  const gate = createSendGate(transport.maxInFlight);

  const queue = createJobQueue<MailJob>({
    database,
    name: MAIL_QUEUE,
    policy: mailQueue(retryDelaySeconds),
    supervise: config.env !== 'test',
    log: app.log,
    handle: deliver,
    ...MAIL_WORK,
    batchConcurrency: MAIL_WORK.batchSize, // the gate bounds what is in flight
    pollingIntervalSeconds,
    reserved: {
      ...TRANSACTIONAL_WORK,
      batchConcurrency: TRANSACTIONAL_WORK.batchSize,
      minPriority: MAIL_PRIORITY.transactional,
      pollingIntervalSeconds: Math.min(pollingIntervalSeconds, 1),
    },
  });
  app.addHook('onReady', async () => {
    await queue.open();
    if (transport.kind === 'dev-mailbox' && config.env === 'production') {
      app.log.warn('SMTP_URL is not set: e-mail is stored in the dev mailbox table and not sent');
    }
  });

  /** `<job id@host>`: every attempt of a job carries the same Message-ID. */
  const messageHost = new URL(config.publicUrl).hostname || 'praktika.local';
  let lastPurge = 0;

  /**
   * Delivered before? Only a job handed out again can have been: its worker died after the server accepted the
   * message and before pg-boss heard the job was done (a kill, a crash, an expiry), so first attempts skip the look.
   */
  async function deliveredBefore(job: Job<MailJob>): Promise<boolean> {
    if (job.retryCount === 0) return false;
    const rows = await database.db
      .select({ jobId: mailDeliveries.jobId })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.jobId, job.id));
    return rows.length > 0;
  }

  async function recordDelivery(job: Job<MailJob>): Promise<void> {
    await database.db.insert(mailDeliveries).values({ jobId: job.id }).onConflictDoNothing();
    if (Date.now() - lastPurge < 60 * 60 * 1000) return;
    lastPurge = Date.now();
    await database.db
      .delete(mailDeliveries)
      .where(lt(mailDeliveries.sentAt, sql`now() - interval '2 days'`))
      .catch((err: unknown) => app.log.warn({ err }, 'could not purge old mail delivery records'));
  }

  async function deliver(job: Job<MailJob>): Promise<void> {
    if (await deliveredBefore(job)) {
      app.log.info(
        { jobId: job.id, template: job.data.template },
        'e-mail already delivered; not sent again',
      );
      return;
    }
    try {
      const mail = {
        to: job.data.to,
        messageId: `<${job.id}@${messageHost}>`,
        ...mails.render(job.data, { siteUrl: config.publicUrl }),
        ...(job.data.attachments?.length ? { attachments: job.data.attachments } : {}),
      };
      await gate.run(MAIL_PRIORITY[mails.classOf(job.data)], () => transport.send(mail));
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
    // Sent: a copy of this job handed out again after a crash is skipped (a crash between the server's acceptance
    // and this insert still sends it twice, with the same Message-ID).
    await recordDelivery(job);
  }

  /** The job as it is stored, its params checked (a bad call throws here, in the sender), and its priority. */
  function jobData<P>(mail: MailDefinition<string, P>, message: MailMessage<P>) {
    const params = mails.check(mail, message.params);
    if (!queue.isOpen)
      throw new Error('The mailer is not open yet: await app.ready() before enqueueing e-mail');
    const data: MailJob = {
      template: mail.name,
      to: message.to,
      language: message.language,
      params: params as MailJob['params'],
      ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
    };
    return { data, priority: MAIL_PRIORITY[mail.classOf(params)] };
  }

  return {
    async enqueue(exec, mail, message) {
      const { data, priority } = jobData(mail, message);
      await queue.send(exec, data, { priority });
    },

    async enqueueMany(exec, mail, messages) {
      const items = messages.map((m) => jobData(mail, m));
      // Chunks keep each statement's JSON parameter a reasonable size.
      for (let i = 0; i < items.length; i += 500) await queue.sendMany(exec, items.slice(i, i + 500));
    },

    async start() {
      await queue.start();
      app.log.info(
        { transport: transport.kind, ...MAIL_WORK, inFlight: transport.maxInFlight },
        'mail workers started',
      );
    },

    drain: () => queue.drain(),

    async stop() {
      await queue.stop();
      transport.close();
    },
  };
}
