import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  ZContactList,
  ZContactResult,
} from '@praktika/contracts/contact';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { createUser } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import type { TDevMail } from '../../platform/mail/dev-mailbox.routes.ts';
import { expectOk } from '../../../test/api.ts';

const LIMIT = 3;
const PROGRAMME = 'programme@example.org';
let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
let mailSeq = 0;
const nextEmail = () => `sender${++mailSeq}@example.org`;
const tokens = {} as Record<TRole, string>;

beforeAll(async () => {
  // A stopped clock: the limits count in fixed minute windows, which a slow run must not straddle.
  const stopped = Date.now();
  t = await buildTestApp({
    config: { authRateLimit: LIMIT, contactEmail: PROGRAMME },
    deps: { now: () => stopped },
  });
  for (const role of ['intern', 'business', 'mentor', 'admin'] as const)
    tokens[role] = (await createUser(t.app, role)).token;
});
afterAll(async () => {
  await t.close();
});

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers, remoteAddress: ip });
const asRole = (role: TRole | null) =>
  role ? { authorization: `Bearer ${tokens[role]}` } : ({} as Record<string, string>);
const list = (query: Record<string, string>, role: TRole | null = 'admin') =>
  t.app.inject({ method: 'GET', url: '/api/contact', query, headers: asRole(role) });

async function mailbox(to: string): Promise<TDevMail[]> {
  await t.app.mailer.drain();
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to } });
  return expectOk<{ messages: TDevMail[] }>(res).messages;
}

describe('POST /api/contact', () => {
  it('a visitor sends a message: stored, and ONE e-mail to the programme address with the text escaped', async () => {
    const before = (await mailbox(PROGRAMME)).length;
    const email = nextEmail();
    const message = 'Hello <script>alert(1)</script> & "friends"\nSecond line with ë ç š đ';
    const res = await send({ name: '  Arta <b>Krasniqi</b> ', email: email.toUpperCase(), message });
    const created = expectOk(res, ZContactResult).contactMessage;
    expect(created).toMatchObject({ name: 'Arta <b>Krasniqi</b>', email, message });
    expect(Object.keys(created).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name']);

    const stored = await list({ search: email });
    expect(expectOk(stored, ZContactList).contactMessages.docs).toEqual([created]);

    const mails = await mailbox(PROGRAMME);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.text.includes(email))!;
    // The programme reads it in the site's default language, sq.
    expect(mail.subject).toBe('Mesazh i ri nga formulari i kontaktit: Arta <b>Krasniqi</b>');
    expect(mail.text).toContain(message);
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(mail.html).toContain('Arta &lt;b&gt;Krasniqi&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Krasniqi');
  });

  it('signed-in users may send too', async () => {
    for (const role of ['intern', 'business', 'mentor', 'admin'] as const) {
      const res = await send(
        { name: role, email: nextEmail(), message: 'A message long enough.' },
        asRole(role),
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses missing, short, long, malformed and unstorable fields with 400 and the field', async () => {
    const ok = { name: 'Arta', email: nextEmail(), message: 'A message long enough.' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ok, name: undefined }, 'name', 'required'],
      [{ ...ok, name: '   ' }, 'name', 'required'],
      [{ ...ok, name: 'x'.repeat(CONTACT_NAME_MAX + 1) }, 'name', 'tooLong'],
      [{ ...ok, email: undefined }, 'email', 'required'],
      [{ ...ok, email: 'not-an-email' }, 'email', 'invalidEmail'],
      [{ ...ok, message: undefined }, 'message', 'required'],
      [{ ...ok, message: '  too short ' }, 'message', 'required'],
      [{ ...ok, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, 'message', 'tooLong'],
      [{ ...ok, message: 'A message with a NUL \u0000 inside' }, 'message', 'invalidCharacters'],
      [{ ...ok, name: 'Arta \ud800' }, 'name', 'invalidCharacters'],
    ];
    for (const [payload, field, issue] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorType: 'VALIDATION_ERROR' });
      expect(res.json().details).toContainEqual(expect.objectContaining({ field, issue }));
    }
    // A message of exactly the limits is fine.
    expect(
      (await send({ ...ok, name: 'x'.repeat(CONTACT_NAME_MAX), message: 'y'.repeat(CONTACT_MESSAGE_MAX) }))
        .statusCode,
    ).toBe(200);
  });

  it('is rate limited per IP and per e-mail: 429 RATE_LIMITED, nothing stored', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await send({ name: 'Ip', email: nextEmail(), message: 'Rate limit by IP.' }, {}, ip)).statusCode,
      ).toBe(200);
    const blocked = await send(
      { name: 'Ip', email: 'blocked-ip@example.org', message: 'Rate limit by IP.' },
      {},
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, data: null, errorType: 'RATE_LIMITED' });
    expect(expectOk(await list({ search: 'blocked-ip@' }), ZContactList).contactMessages.totalDocs).toBe(0);

    const email = 'same-sender@example.org';
    for (let i = 0; i < LIMIT; i++)
      expect((await send({ name: 'Mail', email, message: 'Rate limit by e-mail.' })).statusCode).toBe(200);
    expect((await send({ name: 'Mail', email, message: 'Rate limit by e-mail.' })).statusCode).toBe(429);
    expect(expectOk(await list({ search: email }), ZContactList).contactMessages.totalDocs).toBe(LIMIT);
  });
});

describe('admin list and delete', () => {
  it('permission matrix: visitor 401; intern, business, mentor 403; admin 200', async () => {
    const probe = (await send({ name: 'Probe', email: nextEmail(), message: 'Permission probe.' })).json()
      .data.contactMessage._id as string;
    const expected: Array<[TRole | null, number]> = [
      [null, 401],
      ['intern', 403],
      ['business', 403],
      ['mentor', 403],
    ];
    for (const [role, status] of expected) {
      expect((await list({}, role)).statusCode, `list as ${role}`).toBe(status);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/contact/${probe}`,
        headers: asRole(role),
      });
      expect(del.statusCode, `delete as ${role}`).toBe(status);
    }
    expect((await list({}, 'admin')).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/contact/${probe}`,
      headers: asRole('admin'),
    });
    expect(expectOk(del, ZContactResult).contactMessage._id).toBe(probe);
    // Gone: a second delete is 404, and the list no longer has it.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/contact/${probe}`,
      headers: asRole('admin'),
    });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/contact/not-a-uuid',
      headers: asRole('admin'),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages newest first and searches name or e-mail, ignoring case', async () => {
    const sent: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await send({
        name: `Pager Person ${i}`,
        email: `pager${i}@paging.example`,
        message: 'Paging message.',
      });
      sent.push(expectOk(res, ZContactResult).contactMessage._id as string);
    }
    const first = expectOk(
      await list({ search: 'PAGER PERSON', limit: '2', page: '1' }),
      ZContactList,
    ).contactMessages;
    expect(first).toMatchObject({
      totalDocs: 5,
      totalPages: 3,
      page: 1,
      limit: 2,
      hasNextPage: true,
      nextPage: 2,
    });
    const third = expectOk(
      await list({ search: 'pager person', limit: '2', page: '3' }),
      ZContactList,
    ).contactMessages;
    const second = expectOk(
      await list({ search: 'pager person', limit: '2', page: '2' }),
      ZContactList,
    ).contactMessages;
    const ids = [...first.docs, ...second.docs, ...third.docs].map((d: { _id: string }) => d._id);
    expect(ids).toEqual([...sent].reverse());
    expect(third).toMatchObject({ hasNextPage: false, hasPrevPage: true, prevPage: 2 });
    // By e-mail, and wildcards taken literally.
    const byEmail = expectOk(await list({ search: 'PAGER3@paging' }), ZContactList).contactMessages;
    expect(byEmail.docs.map((d: { name: string }) => d.name)).toEqual(['Pager Person 3']);
    expect(expectOk(await list({ search: 'pager_%' }), ZContactList).contactMessages.totalDocs).toBe(0);
    expect((await list({ search: 'a\u0000b' })).statusCode).toBe(400);
  });
});

describe('CONTACT_EMAIL', () => {
  it('is read from the environment, lowercased; unset by default', () => {
    expect(loadConfig({ CONTACT_EMAIL: 'Info@Praktika.Example' }).contactEmail).toBe('info@praktika.example');
    expect(loadConfig({}).contactEmail).toBeUndefined();
    expect(() => loadConfig({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
  });
});
