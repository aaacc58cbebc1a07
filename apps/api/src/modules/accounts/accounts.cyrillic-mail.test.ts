/**
 * E-mails in the recipient's saved script (issue 22 §1), through HTTP on the real database and the real mail queue
 * (the dev mailbox): an account whose e-mail language is sr-Cyrl gets the Serbian mails in Cyrillic, with links
 * that open the site in sr-Cyrl; an sr account still gets them in Latin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  catalogueFixture,
  DEFAULT_PASSWORD,
  signupPayload,
  type CatalogueFixture,
} from '../../../test/factories.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { texts } from '../../i18n/index.ts';
import type { TDevMail } from '../../platform/mail/dev-mailbox.routes.ts';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await catalogueFixture(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

/** What the queue has delivered to `to`, newest first. */
async function mailbox(to: string): Promise<TDevMail[]> {
  await t.app.mailer.drain();
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to } });
  expect(res.statusCode).toBe(200);
  return res.json().data.messages;
}

async function savedLanguage(email: string): Promise<string | undefined> {
  const rows = await t.database.db
    .select({ language: accounts.emailLanguage })
    .from(accounts)
    .where(eq(accounts.email, email));
  return rows[0]?.language;
}

/** The first link to `path` in a mail's text. */
function linkTo(mail: TDevMail, path: string): URL {
  const href = new RegExp(`https?://\\S+${path}\\S*`).exec(mail.text)?.[0];
  if (!href) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(href);
}

const readerWords = (mail: TDevMail) =>
  latinLeftovers(`${mail.subject}\n${mail.text}\n${mail.html.replace(/<[^>]*>/g, ' ')}`);

/** An intern signed up in `emailLanguage` from the web's sign-up form: their confirmation mail. */
async function signupIntern(email: string, emailLanguage: string): Promise<TDevMail> {
  const res = await post(
    '/api/interns/auth/signup',
    signupPayload('intern', fx, { email, name: 'Jelena', lastName: 'Petrović', emailLanguage }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const mails = await mailbox(email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** Confirms with the code and the token of a confirmation mail; the session. */
async function confirm(email: string, mail: TDevMail): Promise<string> {
  const code = /^ {4}(\d{6})$/m.exec(mail.text)?.[1];
  const token = linkTo(mail, '/confirm-email/').pathname.split('/confirm-email/')[1];
  const res = await post('/api/interns/auth/confirm', {
    email,
    accountConfirmationCode: code,
    accountConfirmationToken: token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

describe('e-mails in the saved script', () => {
  const sr = texts('sr').mailAccounts;

  it('signing up in Cyrillic saves sr-Cyrl: the confirmation comes in Cyrillic, its link opening the site in sr-Cyrl', async () => {
    const email = 'jelena.petrovic.cyrl@example.com';
    const mail = await signupIntern(email, 'sr-Cyrl');
    expect(await savedLanguage(email)).toBe('sr-Cyrl');

    expect(mail.subject).toBe(toCyrillic(sr.confirmation.subject));
    expect(mail.subject).toMatch(/\p{Script=Cyrillic}/u);
    expect(mail.text).toContain(toCyrillic(texts('sr').mailLayout.hello('Jelena')));
    expect(mail.text).toContain('Здраво Јелена,');
    expect(readerWords(mail)).toEqual([]);
    expect(mail.html).toContain('<html lang="sr-Cyrl">');

    const link = linkTo(mail, '/confirm-email/');
    expect(link.searchParams.get('lng')).toBe('sr-Cyrl');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('type')).toBe('intern');
    expect(mail.html).toContain(
      `${link.pathname}?email=${encodeURIComponent(email)}&amp;type=intern&amp;lng=sr-Cyrl`,
    );

    // The code and the token still confirm; the profile answers the saved language as it is.
    const session = await confirm(email, mail);
    const id = String(decodeJwt(session).id);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/interns/${id}`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.intern.emailLanguage).toBe('sr-Cyrl');
  });

  it('an sr account still gets Latin, its links without lng', async () => {
    const email = 'jelena.petrovic.latn@example.com';
    const mail = await signupIntern(email, 'sr');
    expect(await savedLanguage(email)).toBe('sr');
    expect(mail.subject).toBe(sr.confirmation.subject);
    expect(mail.text).toContain('Zdravo Jelena,');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(mail.html).toContain('<html lang="sr">');
    expect(linkTo(mail, '/confirm-email/').searchParams.has('lng')).toBe(false);
  });

  it('signing in from the Cyrillic interface saves sr-Cyrl, and the next e-mail (a reset) comes in Cyrillic', async () => {
    const email = 'jelena.petrovic.login@example.com';
    await confirm(email, await signupIntern(email, 'sr'));
    const login = await post('/api/interns/auth/login', {
      email,
      password: DEFAULT_PASSWORD,
      emailLanguage: 'sr-Cyrl',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await savedLanguage(email)).toBe('sr-Cyrl');

    // The asking screen's language is ignored (the account's saved one decides), as before.
    const forgot = await post('/api/interns/auth/forgot', { email, emailLanguage: 'en' });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [reset] = await mailbox(email);
    expect(reset!.subject).toBe(toCyrillic(sr.reset.subject));
    expect(readerWords(reset!)).toEqual([]);
    expect(linkTo(reset!, '/reset-password/').searchParams.get('lng')).toBe('sr-Cyrl');

    const refused = await post('/api/interns/auth/login', {
      email,
      password: DEFAULT_PASSWORD,
      emailLanguage: 'xx',
    });
    expect(refused.statusCode).toBe(400);
    expect(await savedLanguage(email)).toBe('sr-Cyrl');
  });
});
