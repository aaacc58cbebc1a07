import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.ts';
import type { MailMessage } from './mailer.ts';
import type { MailParamsOf } from './define-mail.ts';
import { count, like } from 'drizzle-orm';
import { mailRegistry } from '../../services.ts';
import { CONFIRMATION_MAIL } from '../../modules/accounts/accounts.mail.ts';
import { SURVEY_MAIL } from '../../modules/surveys/surveys.mail.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import { MAIL_WORK } from './queue.ts';
import { createSendGate } from './send-gate.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A fast transport that keeps every message in the order it was sent (as an SMTP server would receive them). */
function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    maxInFlight: 5,
    sent,
    async send(mail) {
      await new Promise((r) => setImmediate(r));
      sent.push(mail);
    },
    close() {},
  };
}

const surveyReminder = (i: number): MailMessage<MailParamsOf<typeof SURVEY_MAIL>> => ({
  to: `bulk${i}@example.com`,
  language: 'sq',
  params: {
    event: 'reminder',
    surveyType: 'POST',
    link: `https://praktika.example/surveys/${i}`,
    mobileLink: `https://praktika.example/s/${i}`,
  },
});

describe('mail classes', () => {
  it('puts codes, resets and invitations before reminders and survey invitations', () => {
    const link = 'https://p.example/x';
    const mailClass = mailRegistry.classOf;
    const meeting = {
      role: 'intern',
      title: 'T',
      startDate: '2026-12-01T09:00:00.000Z',
      durationMinutes: 60,
      meetingLink: link,
      mentor: 'M',
      link,
    };
    const survey = { surveyType: 'PRE', link, mobileLink: link };
    expect(mailClass({ template: 'confirmation', params: { code: '1', link } })).toBe('transactional');
    expect(mailClass({ template: 'reset', params: { link } })).toBe('transactional');
    expect(
      mailClass({
        template: 'application',
        params: { event: 'scheduleInterview', opportunity: 'O', other: 'X', link },
      }),
    ).toBe('transactional');
    expect(mailClass({ template: 'meeting', params: { ...meeting, event: 'invitation' } })).toBe(
      'transactional',
    );
    expect(mailClass({ template: 'meeting', params: { ...meeting, event: 'reminder' } })).toBe('bulk');
    expect(mailClass({ template: 'survey', params: { ...survey, event: 'due' } })).toBe('bulk');
    expect(mailClass({ template: 'survey', params: { ...survey, event: 'reminder' } })).toBe('bulk');
  });
});

describe('send gate', () => {
  it('keeps at most its slots in flight and lets a waiting higher priority go first', async () => {
    const gate = createSendGate(2);
    const order: string[] = [];
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<void>((resolve) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        order.push(name);
        releases.push(() => {
          inFlight -= 1;
          resolve();
        });
      });
    const all = [
      gate.run(0, task('bulk1')),
      gate.run(0, task('bulk2')),
      gate.run(0, task('bulk3')),
      gate.run(0, task('bulk4')),
      gate.run(10, task('code')),
    ];
    await until(() => order.length === 2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(all);
    expect(order).toEqual(['bulk1', 'bulk2', 'code', 'bulk3', 'bulk4']);
    expect(most).toBe(2);
  });
});

describe('mail queue throughput and priority', () => {
  it('sends a confirmation code queued behind 2,000 reminders before the batches being sent are done, and every message once', async () => {
    const transport = recordingTransport();
    const t = await buildTestApp({ deps: { mailOptions: { transport, pollingIntervalSeconds: 0.5 } } });
    try {
      const BULK = 2000;
      const queueing = performance.now();
      const reminders = Array.from({ length: BULK }, (_, i) => surveyReminder(i));
      await t.database.db.transaction((tx) => t.app.mailer.enqueueMany(tx, SURVEY_MAIL, reminders));
      console.log(`${BULK} reminders queued in ${((performance.now() - queueing) / 1000).toFixed(1)} s`);
      const started = performance.now();
      await t.app.mailer.start();
      await until(() => transport.sent.length >= 100); // the workers are well into the backlog

      const code: MailMessage<MailParamsOf<typeof CONFIRMATION_MAIL>> = {
        to: 'waiting-for-a-code@example.com',
        language: 'en',
        params: { code: '482913', link: 'https://praktika.example/confirm?token=t' },
      };
      await t.app.mailer.enqueue(t.database.db, CONFIRMATION_MAIL, code);
      const sentBefore = transport.sent.length;
      await until(() => transport.sent.some((m) => m.to === code.to));
      const at = transport.sent.findIndex((m) => m.to === code.to);
      const bulkAfter = at - sentBefore;
      console.log(
        `confirmation sent after ${bulkAfter} more bulk messages (${sentBefore} before it was queued, ` +
          `${BULK - at} still queued)`,
      );
      // Only the batches already fetched go first: at most one batch per worker.
      expect(bulkAfter).toBeLessThanOrEqual(MAIL_WORK.localConcurrency * MAIL_WORK.batchSize);
      expect(at).toBeLessThan(BULK - 500); // long before the backlog is done

      await until(() => transport.sent.length >= BULK + 1);
      const seconds = (performance.now() - started) / 1000;
      console.log(`${BULK + 1} messages in ${seconds.toFixed(1)} s: ${((BULK + 1) / seconds).toFixed(0)}/s`);
      const recipients = transport.sent.map((m) => m.to);
      expect(new Set(recipients).size).toBe(BULK + 1); // each once: batches and workers never share a job
      expect(transport.sent[at]?.subject).toBe('Confirm your Praktika account');
    } finally {
      await t.close();
    }
  });

  it('retries only the message that failed, not the rest of its batch', async () => {
    const transport = recordingTransport();
    const send = transport.send.bind(transport);
    let failed = 0;
    transport.send = async (mail) => {
      if (mail.to === 'bulk3@example.com' && failed++ === 0) throw new Error('451 try again later');
      await send(mail);
    };
    const t = await buildTestApp({
      deps: { mailOptions: { transport, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } },
    });
    try {
      await t.app.mailer.enqueueMany(
        t.database.db,
        SURVEY_MAIL,
        Array.from({ length: 10 }, (_, i) => surveyReminder(i)),
      );
      await t.app.mailer.start();
      await until(() => transport.sent.length >= 10);
      expect(failed).toBe(2); // the failure, then the retry that went through
      expect(transport.sent.map((m) => m.to).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `bulk${i}@example.com`).sort(),
      );
    } finally {
      await t.close();
    }
  });

  it('delivers a backlog into the dev mailbox while requests are answered (on PGlite too: one connection)', async () => {
    const t = await buildTestApp();
    try {
      const BULK = 1000;
      await t.app.mailer.enqueueMany(
        t.database.db,
        SURVEY_MAIL,
        Array.from({ length: BULK }, (_, i) => ({ ...surveyReminder(i), to: `dev-backlog${i}@example.com` })),
      );
      const delivered = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(devMailbox)
            .where(like(devMailbox.to, 'dev-backlog%'))
        )[0]?.n ?? 0;
      const started = performance.now();
      await t.app.mailer.start();
      /** Requests answered (each reads the database) while part of the backlog was delivered. */
      let answeredMidway = 0;
      for (let n = await delivered(); n < BULK; n = await delivered()) {
        // As a client's request does, this one arrives from outside (a timer here, a socket in a server).
        await new Promise((r) => setTimeout(r, 10));
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/dev/mailbox?to=dev-backlog1@example.com',
        });
        expect(res.statusCode).toBe(200);
        const after = await delivered();
        if (n > 0 && after < BULK) answeredMidway += 1;
        if (performance.now() - started > 60_000) throw new Error(`only ${n} of ${BULK} delivered`);
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${BULK} messages into the dev mailbox on ${t.database.kind} in ${seconds.toFixed(1)} s ` +
          `(${(BULK / seconds).toFixed(0)}/s), ${answeredMidway} requests answered midway`,
      );
      expect(answeredMidway).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
