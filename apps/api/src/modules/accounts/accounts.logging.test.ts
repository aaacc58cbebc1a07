import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  captureMailer,
  catalogueFixture,
  signupPayload,
  type CapturingMailer,
} from '../../../test/factories.ts';
import { expectOk } from '../../../test/api.ts';
import { ZTokenResult } from '@praktika/contracts/auth';

let t: TestApp;
let mailer: CapturingMailer;
const lines: string[] = [];

beforeAll(async () => {
  mailer = captureMailer();
  t = await buildTestApp({
    config: { logLevel: 'trace' },
    deps: { mailer, logStream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
});

describe('accounts logging', () => {
  it('never logs passwords, confirmation codes, link tokens, reset tokens or session tokens', async () => {
    const fx = await catalogueFixture(t.app);
    const password = 'Secret-Log-Password-1';
    const body = signupPayload('intern', fx, { password, passwordConfirm: password });
    const email = String(body.email);
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload });

    expect((await post('/api/interns/auth/signup', body)).statusCode).toBe(200);
    const job = mailer.last(email, 'confirmation')!;
    const code = job.params.code;
    const linkToken = new URL(job.params.link!).pathname.split('/confirm-email/')[1]!;
    // A failed attempt (error path) and the real one.
    await post('/api/interns/auth/confirm', {
      email,
      accountConfirmationCode: '999999',
      accountConfirmationToken: linkToken,
    });
    const conf = await post('/api/interns/auth/confirm', {
      email,
      accountConfirmationCode: code,
      accountConfirmationToken: linkToken,
    });
    const session = expectOk(conf, ZTokenResult).token as string;
    await post('/api/interns/auth/login', { email, password: 'Wrong-password-99' });
    await post('/api/interns/auth/forgot', { email });
    const resetToken = mailer.last(email, 'reset')!.params.link!.split('/reset-password/')[1]!;
    const newPassword = 'Another-Secret-Pass-2';
    const reset = await post(`/api/interns/auth/reset/${resetToken}`, {
      email,
      newPassword,
      passwordConfirm: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: { authorization: `Bearer ${session}` },
    });

    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      password,
      newPassword,
      'Wrong-password-99',
      linkToken,
      resetToken,
      session,
      expectOk(reset, ZTokenResult).token,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});
