import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { smtpSink } from '../../../test/smtp.ts';
import type { MailJob, Mailer } from './mailer.ts';
import type { Executor } from '../db/client.ts';
import { mailRegistry } from '../../services.ts';
import type { TDevMail } from './dev-mailbox.routes.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import { eq } from 'drizzle-orm';

let seq = 0;
/** Queues a job of the shape stored (its mail found by name in the app's registry). */
const enqueue = (mailer: Mailer, exec: Executor, j: MailJob) =>
  mailer.enqueue(exec, mailRegistry.definitions.get(j.template)!, j);
function job(overrides: Partial<MailJob> = {}): MailJob {
  seq += 1;
  return {
    template: 'confirmation',
    to: `intern${seq}@example.com`,
    language: 'sq',
    params: {
      name: 'Arta',
      code: String(100000 + seq),
      link: `https://praktika.example/confirm?token=tok${seq}`,
    },
    ...overrides,
  };
}

async function mailbox(t: TestApp, to?: string): Promise<TDevMail[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: to ? { to } : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data.messages;
}

async function until(check: () => boolean | Promise<boolean>, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail queue (dev mailbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers a job enqueued in a committed transaction', async () => {
    const j = job({ language: 'en' });
    await t.database.db.transaction(async (tx) => {
      await enqueue(t.app.mailer, tx, j);
    });
    expect(await mailbox(t, j.to)).toEqual([]); // queued, not yet delivered
    const started = performance.now();
    await t.app.mailer.drain();
    const ms = performance.now() - started;
    console.log(`drain of one job on ${t.database.kind}: ${ms.toFixed(0)} ms`);
    const [msg, ...rest] = await mailbox(t, j.to.toUpperCase());
    expect(rest).toEqual([]);
    expect(msg).toMatchObject({ to: j.to, subject: 'Confirm your Praktika account' });
    expect(msg?.text).toContain(j.params.code);
    expect(msg?.html).toContain(j.params.code);
    expect(Date.parse(msg?.createdAt ?? '')).not.toBeNaN();
  });

  it('sends nothing when the transaction rolls back', async () => {
    const j = job();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(t.app.mailer, tx, j);
        throw new Error('signup failed later');
      }),
    ).rejects.toThrow('signup failed later');
    await t.app.mailer.drain();
    expect(await mailbox(t, j.to)).toEqual([]);
  });

  it('enqueues outside a transaction too, and rejects a job without its params', async () => {
    const j = job({ template: 'reset', params: { link: 'https://p.example/reset/abc' } });
    await enqueue(t.app.mailer, t.database.db, j);
    await expect(
      enqueue(t.app.mailer, t.database.db, job({ params: { link: 'https://p.example' } })),
    ).rejects.toThrow(/code/);
    await expect(
      enqueue(t.app.mailer, t.database.db, job({ params: { code: '1', link: 'javascript:alert(1)' } })),
    ).rejects.toThrow(/http/);
    await t.app.mailer.drain();
    expect((await mailbox(t, j.to))[0]?.subject).toBe('Rivendosni fjalëkalimin tuaj në Praktika');
  });

  it('lists all messages newest first without a filter, and validates the query', async () => {
    const a = job();
    const b = job();
    await enqueue(t.app.mailer, t.database.db, a);
    await t.app.mailer.drain();
    await enqueue(t.app.mailer, t.database.db, b);
    await t.app.mailer.drain();
    const all = await mailbox(t);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.slice(0, 2).map((m) => m.to)).toEqual([b.to, a.to]);
    const bad = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${'x'.repeat(400)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorType).toBe('VALIDATION_ERROR');
  });

  it('serves the /dev/mailbox page with escaped content and a filter form', async () => {
    const j = job({
      params: { name: '<img src=x onerror=alert(1)>', code: '909090', link: 'https://p.example/c?t=1' },
    });
    await enqueue(t.app.mailer, t.database.db, j);
    await t.app.mailer.drain();
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(j.to)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.body).toContain('909090');
    expect(res.body).toContain('<a href="https://p.example/c?t=1">');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<form method="get" action="/dev/mailbox">');
    const empty = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=' });
    expect(empty.statusCode).toBe(200);
  });
});

describe('mail queue across restarts', () => {
  it('delivers after a restart what was not sent before', async () => {
    const database = await openTestDatabase();
    try {
      const first = await buildTestApp({ database });
      const j = job();
      await database.db.transaction((tx) => enqueue(first.app.mailer, tx, j));
      await first.close(); // never delivered
      const second = await buildTestApp({ database });
      await second.app.mailer.drain();
      expect((await mailbox(second, j.to)).length).toBe(1);
      await second.close();
    } finally {
      await database.close();
    }
  });
});

describe('mail over SMTP', () => {
  it('sends through nodemailer to the SMTP server', async () => {
    const sink = await smtpSink();
    const t = await buildTestApp({
      config: { smtpUrl: sink.url, mailFrom: 'Praktika <no-reply@praktika.test>' },
    });
    try {
      const j = job({ language: 'sr' });
      await enqueue(t.app.mailer, t.database.db, j);
      await t.app.mailer.drain();
      expect(sink.received).toHaveLength(1);
      const raw = sink.received[0] ?? '';
      expect(raw).toContain(`To: ${j.to}`);
      expect(raw).toContain('From: Praktika <no-reply@praktika.test>');
      expect(raw).toMatch(/Subject: .*Potvrdite svoj nalog/);
      expect(raw).toContain(j.params.code);
      // Not kept in the dev mailbox, which is off whenever SMTP is configured.
      const kept = await t.database.db.select().from(devMailbox).where(eq(devMailbox.to, j.to));
      expect(kept).toEqual([]);
      const page = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(page.statusCode).toBe(404);
    } finally {
      await t.close();
      await sink.close();
    }
  });

  it('sends a job handed out again after a crash only once, with one Message-ID per job', async () => {
    const sink = await smtpSink();
    const t = await buildTestApp({ config: { smtpUrl: sink.url, mailFrom: 'no-reply@praktika.test' } });
    try {
      const j = job();
      await enqueue(t.app.mailer, t.database.db, j);
      await t.app.mailer.drain();
      expect(sink.received).toHaveLength(1);
      const messageId = /^Message-ID: <([^@>]+)@[^>]+>/im.exec(sink.received[0] ?? '')?.[1];
      const rows = await t.database.query<{ id: string }>(
        `select id from pgboss.job where name = 'mail' and data->>'to' = $1`,
        [j.to],
      );
      expect(messageId).toBe(rows[0]!.id);
      // What pg-boss does when the worker died after the server accepted the message: the job is due again.
      await t.database.query(
        `update pgboss.job set state = 'retry', retry_count = 1, start_after = now(), completed_on = null
          where id = $1`,
        [messageId],
      );
      await t.app.mailer.drain();
      expect(sink.received).toHaveLength(1);
      const after = await t.database.query<{ state: string }>('select state from pgboss.job where id = $1', [
        messageId,
      ]);
      expect(after[0]!.state).toBe('completed');
    } finally {
      await t.close();
      await sink.close();
    }
  });

  it('retries with backoff after a transport failure, in the worker, and logs no codes or links', async () => {
    const sink = await smtpSink(1);
    const lines: string[] = [];
    const t = await buildTestApp({
      config: { smtpUrl: sink.url, logLevel: 'info' },
      deps: {
        logStream: { write: (l: string) => void lines.push(l) },
        mailOptions: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
      },
    });
    try {
      const j = job({ language: 'en' });
      await enqueue(t.app.mailer, t.database.db, j);
      await t.app.mailer.drain(); // first attempt fails: the job waits for its retry
      expect(sink.attempts()).toBe(1);
      expect(sink.received).toHaveLength(0);
      const started = Date.now();
      await t.app.mailer.start();
      await until(() => sink.received.length === 1);
      console.log(`retried delivery after ${Date.now() - started} ms`);
      expect(sink.attempts()).toBe(2);
      const log = lines.join('');
      expect(log).toContain('e-mail delivery failed');
      expect(log).not.toContain(j.params.code);
      expect(log).not.toContain(j.params.link ?? '-');
      expect(log).not.toMatch(/tok\d+/);
    } finally {
      await t.close();
      await sink.close();
    }
  });
});

describe('dev mailbox in production', () => {
  it('is absent', async () => {
    const t = await buildTestApp({ config: { env: 'production' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
