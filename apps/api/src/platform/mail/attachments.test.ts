import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { smtpSink } from '../../../test/smtp.ts';
import { icsAttachment, type IcsEvent } from './ics.ts';
import type { MailJob } from './mailer.ts';
import type { TDevMail } from './dev-mailbox.routes.ts';
import { createSmtpTransport } from './transport.ts';
import { MEETING_MAIL } from '../../modules/mentoring/mentoring.mail.ts';
import { renderMail } from '../../services.ts';

const event: IcsEvent = {
  id: '6f1c2a44-1111-4c2b-9d3e-000000000002',
  sequence: 1,
  method: 'REQUEST',
  stamp: new Date('2026-11-20T08:00:00Z'),
  start: new Date('2026-12-01T09:00:00Z'),
  durationMinutes: 60,
  summary: 'Takim – çështjet',
  description: '',
  url: 'https://meet.example.org/x',
  organizer: { name: 'Arta Krasniqi', email: 'arta@example.org' },
  attendees: [{ name: 'Đorđe', email: 'djordje@example.org' }],
};
const job: MailJob = {
  template: 'meeting',
  to: 'djordje@example.org',
  language: 'sr',
  params: {
    name: 'Đorđe',
    event: 'update',
    role: 'intern',
    title: 'Takim – çështjet',
    startDate: event.start.toISOString(),
    durationMinutes: 60,
    meetingLink: event.url,
    mentor: 'Arta Krasniqi',
    link: 'https://praktika.example/myMentor',
  },
  attachments: [icsAttachment(event)],
};

describe('e-mail attachments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reach the dev mailbox through the queue, with their name, type and text', async () => {
    await t.app.mailer.enqueue(t.app.database.db, MEETING_MAIL, job);
    await t.app.mailer.drain();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to: job.to } });
    const [message] = res.json().data.messages as TDevMail[];
    expect(message!.subject).toBe('Sastanak je izmenjen: Takim – çështjet');
    expect(message!.attachments).toEqual(job.attachments);
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${job.to}` });
    expect(page.body).toContain('Attachment invite.ics (text/calendar; method=REQUEST; charset=UTF-8)');
    // A message without attachments lists none.
    await t.app.mailer.enqueue(t.app.database.db, MEETING_MAIL, {
      ...job,
      to: 'plain@example.org',
      attachments: undefined,
    });
    await t.app.mailer.drain();
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: { to: 'plain@example.org' },
    });
    expect((plain.json().data.messages as TDevMail[])[0]!.attachments).toEqual([]);
  });

  it('go out over SMTP as a text/calendar part named invite.ics', async () => {
    const sink = await smtpSink();
    const transport = createSmtpTransport(sink.url, 'Praktika <no-reply@praktika.test>');
    try {
      await transport.send({ to: job.to, ...renderMail(job), attachments: job.attachments });
      expect(sink.received).toHaveLength(1);
      const raw = sink.received[0]!;
      expect(raw).toMatch(/Content-Type: text\/calendar; method=REQUEST; charset=UTF-8/i);
      expect(raw).toMatch(/filename=("?)invite\.ics\1/);
    } finally {
      transport.close();
      await sink.close();
    }
  });
});
