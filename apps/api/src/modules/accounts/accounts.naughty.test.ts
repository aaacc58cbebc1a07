import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  captureMailer,
  catalogueFixture,
  signupPayload,
  type CatalogueFixture,
} from '../../../test/factories.ts';
import { accounts } from './accounts.schema.ts';
import { businesses, interns, mentors } from './profiles.schema.ts';

/** The Big List of Naughty Strings. */
/** The shared naughty-strings list lives in `shared/data`, beside the repository (as in CI). */
const BLNS_FILE =
  process.env.BLNS_FILE ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/data/blns.json');
if (!fs.existsSync(BLNS_FILE)) {
  throw new Error(`${BLNS_FILE} not found: check out shared/ beside the repository, or set BLNS_FILE.`);
}
const BLNS = JSON.parse(fs.readFileSync(BLNS_FILE, 'utf8')) as string[];

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: 1_000_000 }, deps: { mailer: captureMailer() } });
  fx = await catalogueFixture(t.app);
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const db = t.app.database.db;
  const [a] = await db.select({ n: count() }).from(accounts);
  const [i] = await db.select({ n: count() }).from(interns);
  const [b] = await db.select({ n: count() }).from(businesses);
  const [m] = await db.select({ n: count() }).from(mentors);
  return { accounts: Number(a!.n), profiles: Number(i!.n) + Number(b!.n) + Number(m!.n) };
}

/** Never a 5xx, always the envelope; a failure is a 4xx with an errorType. */
function expectEnvelope(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  const body = JSON.parse(res.body) as {
    success: boolean;
    data: unknown;
    error: unknown;
    errorType?: string;
  };
  expect(typeof body.success, what).toBe('boolean');
  if (body.success) expect(body.error, what).toBeNull();
  else {
    expect(body.data, what).toBeNull();
    expect(typeof body.error, what).toBe('string');
    expect(typeof body.errorType, what).toBe('string');
  }
  return body.success;
}

describe('naughty strings never break signup or login', () => {
  it(
    'into signup text fields, e-mail and password: 200 or 4xx, each success a whole account',
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      let ok = 0;
      const one = async (s: string, i: number) => {
        const email = `blns-${i}@naughty.test`;
        const fields: Array<[string, Record<string, unknown>, 'intern' | 'business' | 'mentor']> = [
          [
            'intern name/address',
            { email, name: s, lastName: s, address: s, phoneNumber: s, availability: s },
            'intern',
          ],
          ['business email', { email: s }, 'business'],
          [
            'business number',
            { email: `n${email}`, number: s, name: s, contact: s, otherMunicipality: s },
            'business',
          ],
          [
            'mentor password',
            { email: `p${email}`, password: s, passwordConfirm: s, job: s, fieldOfEducation: s },
            'mentor',
          ],
          [
            'intern ids',
            { email: `x${email}`, municipality: s, categories: [s], birthdate: s, gender: s },
            'intern',
          ],
        ];
        for (const [what, overrides, type] of fields) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/${type === 'intern' ? 'interns' : type === 'business' ? 'businesses' : 'mentors'}/auth/signup`,
            payload: signupPayload(type, fx, overrides),
          });
          if (expectEnvelope(res, `${what}: ${JSON.stringify(s)}`)) ok++;
        }
      };
      // A few at a time: password hashing runs on the thread pool.
      for (let i = 0; i < BLNS.length; i += 4)
        await Promise.all(BLNS.slice(i, i + 4).map((s, j) => one(s, i + j)));
      const after = await counts();
      expect(after.accounts - before.accounts).toBe(ok);
      expect(after.profiles - before.profiles).toBe(ok);
      expect(ok).toBeGreaterThan(0);
    },
  );

  it(
    'into login, forgot, confirm and reset fields: 4xx envelopes only, nothing stored',
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      const one = async (s: string) => {
        const calls: Array<[string, unknown]> = [
          ['/api/interns/auth/login', { email: s, password: s }],
          ['/api/businesses/auth/login', { email: 'someone@naughty.test', password: s }],
          ['/api/mentors/auth/forgot', { email: s, emailLanguage: s }],
          [
            '/api/interns/auth/confirm',
            { email: 'someone@naughty.test', accountConfirmationCode: s, accountConfirmationToken: s },
          ],
          [
            `/api/interns/auth/reset/${encodeURIComponent(s) || 'x'}`,
            { email: 'someone@naughty.test', newPassword: s, passwordConfirm: s },
          ],
        ];
        for (const [url, payload] of calls) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload: payload as Record<string, unknown>,
          });
          expect(expectEnvelope(res, `${url}: ${JSON.stringify(s)}`)).toBe(false);
        }
      };
      for (let i = 0; i < BLNS.length; i += 4) await Promise.all(BLNS.slice(i, i + 4).map(one));
      expect(await counts()).toEqual(before);
    },
  );

  it('raw malformed bodies are 4xx envelopes', async () => {
    for (const payload of [
      '{',
      'null',
      '[]',
      '"x"',
      '{"email": {"$gt": ""}, "password": {"$ne": 1}}',
      BLNS.join(''),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/interns/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectEnvelope(res, payload.slice(0, 40));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
