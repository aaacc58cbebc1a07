import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import type { TAccountType } from '@praktika/contracts/common';
import { ACCOUNT_PATHS } from '@praktika/contracts/accounts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  DEFAULT_PASSWORD,
  captureMailer,
  catalogueFixture,
  signupPayload,
  type CapturingMailer,
  type CatalogueFixture,
  type SentMail,
} from '../../../test/factories.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors, internSkills } from '../../db/schema/profiles.ts';
import { expectOk } from '../../../test/api.ts';
import { ZTokenResult } from '@praktika/contracts/auth';

let t: TestApp;
let mailer: CapturingMailer;
let clock = Date.now();
let fx: CatalogueFixture;

beforeAll(async () => {
  mailer = captureMailer();
  t = await buildTestApp({ deps: { mailer, now: () => clock } });
  fx = await catalogueFixture(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = Date.now();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const auth = (type: TAccountType, call: string) => `/api/${ACCOUNT_PATHS[type]}/auth/${call}`;

/** The code and link token from the last confirmation/resend e-mail to `email`. */
function mailedCode(email: string) {
  const job = mailer.sent
    .filter(
      (m): m is SentMail<'confirmation' | 'resend'> =>
        m.to === email && (m.template === 'confirmation' || m.template === 'resend'),
    )
    .at(-1);
  if (!job) throw new Error(`no confirmation mail to ${email}`);
  const token = new URL(job.params.link!).pathname.split('/confirm-email/')[1]!;
  return { code: job.params.code, token, job };
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signup(type: TAccountType, overrides: Record<string, unknown> = {}) {
  const body = signupPayload(type, fx, overrides);
  const res = await post(auth(type, 'signup'), body);
  return { res, body, email: String(body.email).toLowerCase() };
}

async function signupConfirmed(type: TAccountType, overrides: Record<string, unknown> = {}) {
  const s = await signup(type, overrides);
  expect(s.res.statusCode).toBe(200);
  const { code, token } = mailedCode(s.email);
  const res = await post(auth(type, 'confirm'), {
    email: s.email,
    accountConfirmationCode: code,
    accountConfirmationToken: token,
  });
  expect(res.statusCode).toBe(200);
  return {
    ...s,
    id: s.res.json().data[`${type}Id`] as string,
    sessionToken: expectOk(res, ZTokenResult).token as string,
  };
}

describe.each(['intern', 'business', 'mentor'] as const)('%s signup, confirm and login', (type) => {
  it('signs up: data.sent and data.<type>Id, account + profile stored, confirmation e-mail with code and link', async () => {
    const { res, email, body } = await signup(type, { email: `New.${type}.${Date.now()}@Example.COM` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json()).toMatchObject({ success: true, error: null });
    expect(data.sent).toBe(true);
    const id = data[`${type}Id`];
    expect(typeof id).toBe('string');
    expect(Object.keys(data).sort()).toEqual([`${type}Id`, 'sent'].sort());

    const [acc] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, id));
    expect(acc).toMatchObject({
      email,
      accountType: type,
      role: type,
      confirmedAt: null,
      emailLanguage: 'en',
    });
    expect(acc!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(acc!.passwordHash).not.toContain(String(body.password));
    const profile = { intern: interns, business: businesses, mentor: mentors }[type];
    expect(await t.app.database.db.select().from(profile).where(eq(profile.id, id))).toHaveLength(1);

    const { code, token, job } = mailedCode(email);
    expect(job).toMatchObject({ template: 'confirmation', to: email, language: 'en' });
    expect(code).toMatch(/^\d{6}$/);
    expect(job.params.link).toBe(
      `http://localhost:3000/confirm-email/${token}?email=${encodeURIComponent(email)}&type=${type}`,
    );
    expect(job.params.name).toBe(body.name);
    // Only hashes are stored.
    expect(acc!.confirmationCodeHash).not.toContain(code);
    expect(acc!.confirmationTokenHash).not.toBe(token);
    expect(acc!.confirmationCodeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses login before confirmation (UNCONFIRMED_ACCOUNT), confirms with code + token, then logs in', async () => {
    const { email, res: sres } = await signup(type);
    const id = sres.json().data[`${type}Id`];
    const early = await post(auth(type, 'login'), { email, password: DEFAULT_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, data: null, errorType: 'UNCONFIRMED_ACCOUNT' });

    const { code, token } = mailedCode(email);
    const conf = await post(auth(type, 'confirm'), {
      email,
      accountConfirmationCode: code,
      accountConfirmationToken: token,
    });
    const claims = decodeJwt(expectOk(conf, ZTokenResult).token);
    expect(claims).toMatchObject({ role: type, id, sv: 0 });

    const login = await post(auth(type, 'login'), { email: email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(decodeJwt(expectOk(login, ZTokenResult).token)).toMatchObject({ role: type, id });
  });

  it('confirm with the code alone (the /confirm page has no token) works; a wrong token fails', async () => {
    const { email } = await signup(type);
    const { code } = mailedCode(email);
    const badToken = await post(auth(type, 'confirm'), {
      email,
      accountConfirmationCode: code,
      accountConfirmationToken: 'not-the-token',
    });
    expect(badToken.json().errorType).toBe('INVALID_CODE');
    const res = await post(auth(type, 'confirm'), { email, accountConfirmationCode: code });
    expect(expectOk(res, ZTokenResult).token).toBeTruthy();
  });

  it('the e-mailed link alone confirms: token without code signs in, and a used link cannot confirm again', async () => {
    const { email, res: sres } = await signup(type);
    const { token } = mailedCode(email);
    const res = await post(auth(type, 'confirm'), { email, accountConfirmationToken: token });
    expect(decodeJwt(expectOk(res, ZTokenResult).token)).toMatchObject({
      role: type,
      id: sres.json().data[`${type}Id`],
    });
    const [acc] = await t.app.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(acc!.confirmedAt).not.toBeNull();
    expect(acc!.confirmationTokenHash).toBeNull();

    const reused = await post(auth(type, 'confirm'), { email, accountConfirmationToken: token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorType).toBe('ACCOUNT_CONFIRMED');
    expect((await post(auth(type, 'login'), { email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('token-only confirm: a wrong token is INVALID_CODE and counts as an attempt; an expired one CODE_EXPIRED', async () => {
    const { email } = await signup(type);
    const { token } = mailedCode(email);
    const wrong = await post(auth(type, 'confirm'), { email, accountConfirmationToken: `${token}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorType).toBe('INVALID_CODE');
    const [acc] = await t.app.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(acc!.confirmationAttempts).toBe(1);
    expect(acc!.confirmedAt).toBeNull();

    clock += 15 * 60_000 + 1000;
    const late = await post(auth(type, 'confirm'), { email, accountConfirmationToken: token });
    expect(late.statusCode).toBe(400);
    expect(late.json().errorType).toBe('CODE_EXPIRED');
  });

  it('token-only confirm shares the attempt limit; the token of an older e-mail fails after a resend', async () => {
    const { email } = await signup(type);
    const first = mailedCode(email);
    for (let i = 0; i < 5; i++)
      expect(
        (await post(auth(type, 'confirm'), { email, accountConfirmationToken: `wrong-${i}` })).json()
          .errorType,
      ).toBe('INVALID_CODE');
    const blocked = await post(auth(type, 'confirm'), { email, accountConfirmationToken: first.token });
    expect(blocked.json().errorType).toBe('CODE_EXPIRED');

    expect((await post(auth(type, 'resend'), { email })).statusCode).toBe(200);
    const fresh = mailedCode(email);
    const old = await post(auth(type, 'confirm'), { email, accountConfirmationToken: first.token });
    expect(old.json().errorType).toBe('INVALID_CODE');
    const ok = await post(auth(type, 'confirm'), { email, accountConfirmationToken: fresh.token });
    expect(ok.statusCode).toBe(200);
  });

  it('neither code nor token: 400 VALIDATION_ERROR required on the code', async () => {
    const { email } = await signup(type);
    const res = await post(auth(type, 'confirm'), { email, accountConfirmationToken: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'accountConfirmationCode', issue: 'required' }],
    });
  });

  it('INVALID_CODE for a wrong code; after 5 wrong codes even the right one is CODE_EXPIRED; resend gives a new one', async () => {
    const { email } = await signup(type);
    const { code, token } = mailedCode(email);
    for (let i = 0; i < 5; i++) {
      const res = await post(auth(type, 'confirm'), {
        email,
        accountConfirmationCode: wrongCode(code),
        accountConfirmationToken: token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorType).toBe('INVALID_CODE');
    }
    const late = await post(auth(type, 'confirm'), {
      email,
      accountConfirmationCode: code,
      accountConfirmationToken: token,
    });
    expect(late.json().errorType).toBe('CODE_EXPIRED');

    const resend = await post(auth(type, 'resend'), { email, emailLanguage: 'sr' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data).toMatchObject({ sent: true, [`${type}Id`]: expect.any(String) });
    const fresh = mailedCode(email);
    expect(fresh.job.template).toBe('resend');
    // the account's saved language (en at signup), not the asking screen's (issue 17, 1.8)
    expect(fresh.job.language).toBe('en');
    expect(fresh.token).not.toBe(token);
    // The old link token is replaced.
    const old = await post(auth(type, 'confirm'), {
      email,
      accountConfirmationCode: fresh.code,
      accountConfirmationToken: token,
    });
    expect(old.json().errorType).toBe('INVALID_CODE');
    const ok = await post(auth(type, 'confirm'), {
      email,
      accountConfirmationCode: fresh.code,
      accountConfirmationToken: fresh.token,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('CODE_EXPIRED after 15 minutes', async () => {
    const { email } = await signup(type);
    const { code, token } = mailedCode(email);
    clock += 14 * 60_000;
    const stillValid = await post(auth(type, 'confirm'), {
      email,
      accountConfirmationCode: wrongCode(code),
      accountConfirmationToken: token,
    });
    expect(stillValid.json().errorType).toBe('INVALID_CODE');
    clock += 60_000 + 1000;
    const res = await post(
      auth(type, 'confirm'),
      { email, accountConfirmationCode: code, accountConfirmationToken: token },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorType).toBe('CODE_EXPIRED');
    expect(res.json().error).toBe('Code has expired, please click resend code!');
  });

  it('resend and confirm of a confirmed account: ACCOUNT_CONFIRMED', async () => {
    const { email } = await signupConfirmed(type);
    const resend = await post(auth(type, 'resend'), { email, emailLanguage: 'sr' });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().errorType).toBe('ACCOUNT_CONFIRMED');
    const again = await post(auth(type, 'confirm'), { email, accountConfirmationCode: '000000' });
    expect(again.json().errorType).toBe('ACCOUNT_CONFIRMED');
  });

  it('resend, confirm and forgot for an unknown e-mail: RESOURCE_NOT_FOUND', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (const [call, body] of [
      ['resend', { email }],
      ['confirm', { email, accountConfirmationCode: '123456', accountConfirmationToken: 'x' }],
      ['forgot', { email }],
    ] as const) {
      const res = await post(auth(type, call), body, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'RESOURCE_NOT_FOUND' });
    }
    const forgot = await post(auth(type, 'forgot'), { email }, { 'accept-language': 'en' });
    expect(forgot.json().error).toBe('User not found with given email');
  });

  it('INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const { email } = await signupConfirmed(type);
    const wrong = await post(auth(type, 'login'), { email, password: 'not-the-password' });
    const unknown = await post(auth(type, 'login'), { email: `x${email}`, password: DEFAULT_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'INVALID_CREDENTIALS' });
    }
    expect(wrong.json().error).toBe(unknown.json().error);
  });

  it('an e-mail is per account type: the same e-mail may sign up as another type', async () => {
    const other: TAccountType = type === 'intern' ? 'mentor' : 'intern';
    const { email } = await signupConfirmed(type);
    const res = await signup(other, { email });
    expect(res.res.statusCode).toBe(200);
    // …but logging in at the other door with the wrong type's account is not possible before confirming it
    const login = await post(auth(other, 'login'), { email, password: DEFAULT_PASSWORD });
    expect(login.json().errorType).toBe('UNCONFIRMED_ACCOUNT');
  });
});

describe('session tokens', () => {
  it('remember → 30 days, otherwise 1 day', async () => {
    const { email } = await signupConfirmed('business');
    const now = Math.floor(clock / 1000);
    const short = decodeJwt(
      expectOk(await post(auth('business', 'login'), { email, password: DEFAULT_PASSWORD }), ZTokenResult)
        .token,
    );
    const long = decodeJwt(
      (await post(auth('business', 'login'), { email, password: DEFAULT_PASSWORD, remember: true })).json()
        .data.token,
    );
    expect(short.exp! - now).toBeGreaterThanOrEqual(86400 - 5);
    expect(short.exp! - now).toBeLessThanOrEqual(86400 + 5);
    expect(long.exp! - now).toBeGreaterThanOrEqual(30 * 86400 - 5);
    expect(long.exp! - now).toBeLessThanOrEqual(30 * 86400 + 5);
  });

  it('intern token claims: role, id, updateFinished, updateRequired, aboveOrUnderAge', async () => {
    const { email, id } = await signupConfirmed('intern');
    const token = (await post(auth('intern', 'login'), { email, password: DEFAULT_PASSWORD })).json().data
      .token;
    // Signup does not collect education and languages, so the CV is not filled yet (isCvFilled).
    expect(decodeJwt(token)).toMatchObject({
      role: 'intern',
      id,
      updateFinished: false,
      updateRequired: false,
      aboveOrUnderAge: false,
      exp: expect.any(Number),
    });
    // An admin flags the profile, and years pass: the claims follow.
    await t.app.database.db.update(interns).set({ updateRequired: true }).where(eq(interns.id, id));
    clock += 6 * 366 * 86400_000;
    const later = (await post(auth('intern', 'login'), { email, password: DEFAULT_PASSWORD })).json().data
      .token;
    expect(decodeJwt(later)).toMatchObject({ updateRequired: true, aboveOrUnderAge: true });
  });

  it('business and mentor tokens carry no intern flags', async () => {
    const { sessionToken } = await signupConfirmed('mentor');
    const claims = decodeJwt(sessionToken);
    expect(claims.role).toBe('mentor');
    expect(claims).not.toHaveProperty('updateFinished');
  });

  it('mentors start unapproved and can sign in', async () => {
    const { id, email } = await signupConfirmed('mentor');
    const [m] = await t.app.database.db.select().from(mentors).where(eq(mentors.id, id));
    expect(m!.approvedByAdmin).toBe(false);
    const res = await post(auth('mentor', 'login'), {
      email,
      password: DEFAULT_PASSWORD,
      emailLanguage: 'sr',
    });
    expect(res.statusCode).toBe(200);
    const [acc] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, id));
    expect(acc!.emailLanguage).toBe('sr');
  });
});

describe('password reset', () => {
  function resetLinkToken(email: string) {
    const job = mailer.last(email, 'reset');
    if (!job) throw new Error('no reset mail');
    expect(job.params.link).toMatch(/^http:\/\/localhost:3000\/reset-password\//);
    return job.params.link!.split('/reset-password/')[1]!;
  }

  it('forgot → e-mail with link; reset returns a session, works once, ends older sessions', async () => {
    const { email, sessionToken, id } = await signupConfirmed('intern');
    const admin = (await post(auth('intern', 'login'), { email, password: DEFAULT_PASSWORD })).json().data
      .token as string;
    expect(admin).toBeTruthy();

    const forgot = await post(auth('intern', 'forgot'), { email: email.toUpperCase(), emailLanguage: 'sr' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().data).toEqual({ sent: true });
    const job = mailer.last(email, 'reset')!;
    // the account's saved language (en at signup), not the asking screen's `emailLanguage` (issue 17, 1.8)
    expect(job).toMatchObject({ language: 'en', params: { name: 'Arta' } });
    const resetToken = resetLinkToken(email);
    expect(decodeJwt(resetToken)).toMatchObject({ email, type: 'intern' });

    const newPassword = 'A-brand-new-pass';
    const res = await post(`${auth('intern', 'reset')}/${resetToken}`, {
      email,
      newPassword,
      passwordConfirm: newPassword,
    });
    const fresh = expectOk(res, ZTokenResult).token as string;
    expect(decodeJwt(fresh)).toMatchObject({ id, role: 'intern', sv: 1 });

    // The same link a second time: expired-link message.
    const again = await post(
      `${auth('intern', 'reset')}/${resetToken}`,
      { email, newPassword: 'Another-pass-1', passwordConfirm: 'Another-pass-1' },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      errorType: 'RESOURCE_NOT_FOUND',
      error: 'The link has expired. Please send a new request to reset your password.',
    });

    // Old sessions end; the new one works (an intern on an admin route is 403, not 401).
    for (const old of [sessionToken, admin]) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/api/businesses',
        headers: { authorization: `Bearer ${old}` },
      });
      expect(r.statusCode).toBe(401);
      expect(r.json().errorType).toBe('FAILED_DECODE_TOKEN');
    }
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(now.statusCode).toBe(403);

    expect(
      (await post(auth('intern', 'login'), { email, password: DEFAULT_PASSWORD })).json().errorType,
    ).toBe('INVALID_CREDENTIALS');
    expect((await post(auth('intern', 'login'), { email, password: newPassword })).statusCode).toBe(200);
  });

  it('PASSWORD_SAME when the new password equals the old one', async () => {
    const { email } = await signupConfirmed('business');
    await post(auth('business', 'forgot'), { email });
    const token = resetLinkToken(email);
    const res = await post(`${auth('business', 'reset')}/${token}`, {
      email,
      newPassword: DEFAULT_PASSWORD,
      passwordConfirm: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorType).toBe('PASSWORD_SAME');
  });

  it('expired (after one hour), garbled, wrong-type and other-email links', async () => {
    const { email } = await signupConfirmed('mentor');
    await post(auth('mentor', 'forgot'), { email });
    const token = resetLinkToken(email);
    const body = { email, newPassword: 'Fresh-password-9', passwordConfirm: 'Fresh-password-9' };

    const wrongType = await post(`${auth('intern', 'reset')}/${token}`, body);
    expect(wrongType.json().errorType).toBe('RESOURCE_NOT_FOUND');
    const garbled = await post(`${auth('mentor', 'reset')}/${token.slice(0, -3)}abc`, body);
    expect(garbled.json().errorType).toBe('RESOURCE_NOT_FOUND');
    const notJwt = await post(`${auth('mentor', 'reset')}/hello`, body, { 'accept-language': 'en' });
    expect(notJwt.json()).toMatchObject({
      errorType: 'RESOURCE_NOT_FOUND',
      error: expect.stringContaining('link has expired'),
    });
    const otherEmail = await post(`${auth('mentor', 'reset')}/${token}`, {
      ...body,
      email: 'someone@else.com',
    });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().details).toEqual([{ field: 'email', issue: 'invalid' }]);

    clock += 61 * 60_000;
    const expired = await post(`${auth('mentor', 'reset')}/${token}`, body);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().errorType).toBe('RESOURCE_NOT_FOUND');
  });

  it('reset validates the new password pair', async () => {
    const { email } = await signupConfirmed('intern');
    await post(auth('intern', 'forgot'), { email });
    const token = resetLinkToken(email);
    const short = await post(`${auth('intern', 'reset')}/${token}`, {
      email,
      newPassword: 'short',
      passwordConfirm: 'short',
    });
    expect(short.json().details).toContainEqual({ field: 'newPassword', issue: 'passwordMin' });
    const mismatch = await post(`${auth('intern', 'reset')}/${token}`, {
      email,
      newPassword: 'Long-enough-1',
      passwordConfirm: 'Long-enough-2',
    });
    expect(mismatch.json().details).toContainEqual({ field: 'passwordConfirm', issue: 'passwordMismatch' });
  });

  it('reset of an unconfirmed account also confirms it', async () => {
    const { email } = await signup('intern');
    await post(auth('intern', 'forgot'), { email });
    const token = resetLinkToken(email);
    const res = await post(`${auth('intern', 'reset')}/${token}`, {
      email,
      newPassword: 'Confirmed-by-reset',
      passwordConfirm: 'Confirmed-by-reset',
    });
    expect(res.statusCode).toBe(200);
    const login = await post(auth('intern', 'login'), { email, password: 'Confirmed-by-reset' });
    expect(login.statusCode).toBe(200);
    const [acc] = await t.app.database.db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email}`);
    expect(acc!.confirmedAt).not.toBeNull();
    expect(acc!.confirmationCodeHash).toBeNull();
  });

  it('POST /users/auth/resetPassword by type answers data.message (admin type resets the business-type account)', async () => {
    const { email } = await signupConfirmed('business');
    await post(auth('business', 'forgot'), { email });
    const resetToken = resetLinkToken(email);
    const body = {
      email,
      newPassword: 'Typed-reset-pass',
      passwordConfirm: 'Typed-reset-pass',
      resetToken,
      type: 'admin',
    };
    const res = await post('/api/users/auth/resetPassword', body, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Your password has been reset.' },
      error: null,
    });
    const reused = await post('/api/users/auth/resetPassword', body);
    expect(reused.json().errorType).toBe('RESOURCE_NOT_FOUND');
    // An intern-type reset with a business token is refused.
    await post(auth('business', 'forgot'), { email });
    const other = await post('/api/users/auth/resetPassword', {
      ...body,
      resetToken: resetLinkToken(email),
      type: 'intern',
      newPassword: 'X-password-22',
      passwordConfirm: 'X-password-22',
    });
    expect(other.json().errorType).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('signup stores the links', () => {
  it('intern skills are linked once each even when sent twice', async () => {
    const { res } = await signup('intern', { skills: [fx.skills[0], fx.skills[0], fx.skills[1]] });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.internId;
    const rows = await t.app.database.db.select().from(internSkills).where(eq(internSkills.ownerId, id));
    expect(rows.map((r) => r.itemId).sort()).toEqual([fx.skills[0], fx.skills[1]].sort());
  });
});
