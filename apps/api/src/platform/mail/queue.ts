import type { FastifyInstance } from 'fastify';
import type { Job, Queue } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { createJobQueue, newBoss } from '../jobs/job-queue.ts';
import type { MailJob, Mailer } from './mailer.ts';
import { assertMailParams, renderMail } from './templates.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';
import { MEETING_REMINDER_QUEUE, meetingReminderPolicy } from './meeting-reminder-queue.ts';
import { SURVEY_REMINDER_QUEUE, surveyReminderPolicy } from './survey-reminder-queue.ts';

export const MAIL_QUEUE = 'mail';

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

/**
 * Creates pg-boss's schema, the mail queue and the meeting-reminder queue. Called at start-up (idempotent) and by the test
 * template so each test database already has them.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = newBoss(database, false);
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, mailQueue(5));
  await boss.createQueue(MEETING_REMINDER_QUEUE, meetingReminderPolicy);
  await boss.createQueue(SURVEY_REMINDER_QUEUE, surveyReminderPolicy);
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

  const queue = createJobQueue<MailJob>({
    database,
    name: MAIL_QUEUE,
    policy: mailQueue(retryDelaySeconds),
    supervise: config.env !== 'test',
    log: app.log,
    handle: deliver,
    batchSize: 1,
    pollingIntervalSeconds,
  });
  app.addHook('onReady', async () => {
    await queue.open();
    if (transport.kind === 'dev-mailbox' && config.env === 'production') {
      app.log.warn('SMTP_URL is not set: e-mail is stored in the dev mailbox table and not sent');
    }
  });

  async function deliver(job: Job<MailJob>): Promise<void> {
    try {
      await transport.send({
        to: job.data.to,
        ...renderMail(job.data),
        ...(job.data.attachments?.length ? { attachments: job.data.attachments } : {}),
      });
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
      if (!queue.isOpen)
        throw new Error('The mailer is not open yet: await app.ready() before enqueueing e-mail');
      const data: MailJob = {
        template: job.template,
        to: job.to,
        language: job.language,
        params: { ...job.params },
        ...(job.attachments?.length ? { attachments: job.attachments.map((a) => ({ ...a })) } : {}),
      };
      await queue.send(exec, data);
    },

    async start() {
      await queue.start();
      app.log.info({ transport: transport.kind }, 'mail worker started');
    },

    drain: () => queue.drain(),

    async stop() {
      await queue.stop();
      transport.close();
    },
  };
}
