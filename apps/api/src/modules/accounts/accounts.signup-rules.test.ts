import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TAccountType } from '@praktika/contracts/common';
import {
  ACCOUNT_PATHS,
  ZBusinessSentResult,
  ZInternSentResult,
  ZMentorSentResult,
} from '@praktika/contracts/accounts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  birthdateForAge,
  captureMailer,
  catalogueFixture,
  signupPayload,
  uniqueEmail,
  type CapturingMailer,
  type CatalogueFixture,
} from '../../../test/factories.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';
import { expectError, expectOk } from '../../../test/api.ts';

let t: TestApp;
let fx: CatalogueFixture;
let mailer: CapturingMailer;

beforeAll(async () => {
  mailer = captureMailer();
  t = await buildTestApp({ deps: { mailer } });
  fx = await catalogueFixture(t.app);
});
afterAll(async () => {
  await t.close();
});

const signup = (type: TAccountType, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${ACCOUNT_PATHS[type]}/auth/signup`,
    payload: signupPayload(type, fx, overrides),
  });

async function accountCount() {
  const [row] = await t.app.database.db.select({ n: count() }).from(accounts);
  return Number(row!.n);
}

function expectValidation(
  res: { statusCode: number; json(): { errorType?: string; details?: unknown[]; success?: boolean } },
  field: string,
  issue: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'VALIDATION_ERROR' });
  // A too-long field also names its limit (max, origin); the field and issue are what this checks.
  expect(res.json().details).toContainEqual(expect.objectContaining({ field, issue }));
}

describe('signup validation', () => {
  it.each(['intern', 'business', 'mentor'] as const)('%s: terms must be accepted', async (type) => {
    expectValidation(await signup(type, { terms: false }), 'terms', 'termsRequired');
    expectValidation(await signup(type, { terms: undefined }), 'terms', 'termsRequired');
  });

  it.each(['intern', 'business', 'mentor'] as const)(
    '%s: password too short, too long, not matching',
    async (type) => {
      expectValidation(
        await signup(type, { password: 'Short1!', passwordConfirm: 'Short1!' }),
        'password',
        'passwordMin',
      );
      const long = 'x'.repeat(129);
      expectValidation(
        await signup(type, { password: long, passwordConfirm: long }),
        'password',
        'passwordMax',
      );
      expectValidation(
        await signup(type, { passwordConfirm: 'Something-else-1' }),
        'passwordConfirm',
        'passwordMismatch',
      );
      // 8 and 128 characters are fine.
      expect(
        (await signup(type, { password: 'x'.repeat(8), passwordConfirm: 'x'.repeat(8) })).statusCode,
      ).toBe(200);
      expect(
        (await signup(type, { password: 'y'.repeat(128), passwordConfirm: 'y'.repeat(128) })).statusCode,
      ).toBe(200);
    },
  );

  it('e-mails are trimmed and lowercased; an invalid one is refused', async () => {
    const email = `  Mixed.Case-${Date.now()}@Example.Org `;
    const res = await signup('intern', { email });
    const [acc] = await t.app.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, expectOk(res, ZInternSentResult).internId));
    expect(acc!.email).toBe(email.trim().toLowerCase());
    expectValidation(await signup('intern', { email: 'not-an-email' }), 'email', 'invalidEmail');
  });

  it('intern age: 15 and 25 refused, 16 and 24 accepted', async () => {
    expectValidation(await signup('intern', { birthdate: birthdateForAge(15) }), 'birthdate', 'ageRange');
    expectValidation(await signup('intern', { birthdate: birthdateForAge(25) }), 'birthdate', 'ageRange');
    expect(
      (
        await signup('intern', {
          birthdate: birthdateForAge(16),
          guardianName: 'Drita Krasniqi',
          guardianEmail: 'drita@test.praktika.dev',
        })
      ).statusCode,
    ).toBe(200);
    expect((await signup('intern', { birthdate: birthdateForAge(24) })).statusCode).toBe(200);
  });

  it('intern birthMonth/birthYear are accepted instead of birthdate, and stored as the first of that month', async () => {
    const year = new Date().getUTCFullYear() - 20;
    const res = await signup('intern', { birthdate: undefined, birthMonth: 3, birthYear: year });
    const [row] = await t.app.database.db
      .select()
      .from(interns)
      .where(eq(interns.id, expectOk(res, ZInternSentResult).internId));
    expect(row!.birthdate).toBe(`${year}-03-01`);
    expectValidation(await signup('intern', { birthdate: undefined }), 'birthdate', 'required');
    expectValidation(await signup('intern', { birthdate: '2006-02-31' }), 'birthdate', 'invalidDate');
  });

  it('required fields per type', async () => {
    expectValidation(await signup('intern', { name: '   ' }), 'name', 'required');
    expectValidation(await signup('intern', { categories: [] }), 'categories', 'required');
    expectValidation(await signup('intern', { gender: 'X' }), 'gender', 'required');
    expectValidation(await signup('business', { number: undefined }), 'number', 'required');
    expectValidation(await signup('business', { municipality: undefined }), 'municipality', 'required');
    expect(
      (await signup('business', { municipality: undefined, otherMunicipality: 'Abroad' })).statusCode,
    ).toBe(200);
    expectValidation(await signup('mentor', { skills: [] }), 'skills', 'required');
  });

  it('mentor years of experience (issue 17): required, whole, at least 5 (minExperience), stored', async () => {
    expectValidation(
      await signup('mentor', { yearsOfExperience: undefined }),
      'yearsOfExperience',
      'required',
    );
    expectValidation(await signup('mentor', { yearsOfExperience: '7' }), 'yearsOfExperience', 'required');
    expectValidation(await signup('mentor', { yearsOfExperience: 6.5 }), 'yearsOfExperience', 'invalid');
    expectValidation(await signup('mentor', { yearsOfExperience: 4 }), 'yearsOfExperience', 'minExperience');
    expectValidation(await signup('mentor', { yearsOfExperience: 71 }), 'yearsOfExperience', 'invalid');
    const res = await signup('mentor', { yearsOfExperience: 5 });
    const [row] = await t.app.database.db
      .select({ years: mentors.yearsOfExperience })
      .from(mentors)
      .where(eq(mentors.id, expectOk(res, ZMentorSentResult).mentorId));
    expect(row).toEqual({ years: 5 });
  });

  it('phone numbers: "hello" refused with invalidPhone, Kosovo numbers stored as E.164, foreign ones accepted', async () => {
    expectValidation(await signup('business', { phoneNumber: 'hello' }), 'phoneNumber', 'invalidPhone');
    expectValidation(await signup('business', { phoneNumber: '123' }), 'phoneNumber', 'invalidPhone');
    expectValidation(await signup('intern', { phoneNumber: 'abc' }), 'phoneNumber', 'invalidPhone');
    expectValidation(await signup('business', { phoneNumber: '' }), 'phoneNumber', 'required');

    const biz = await signup('business', { phoneNumber: '044 123 456' });
    const [b] = await t.app.database.db
      .select({ phone: businesses.phoneNumber })
      .from(businesses)
      .where(eq(businesses.id, expectOk(biz, ZBusinessSentResult).businessId));
    expect(b!.phone).toBe('+38344123456');

    const intern = await signup('intern', { phoneNumber: '+41 44 668 18 00' });
    const [i] = await t.app.database.db
      .select({ phone: interns.phoneNumber })
      .from(interns)
      .where(eq(interns.id, expectOk(intern, ZInternSentResult).internId));
    expect(i!.phone).toBe('+41446681800');
  });

  it('business numbers: "abc" refused with invalidBusinessNumber; Kosovo and foreign formats accepted', async () => {
    expectValidation(await signup('business', { number: 'abc' }), 'number', 'invalidBusinessNumber');
    expectValidation(await signup('business', { number: '12#34' }), 'number', 'invalidBusinessNumber');
    expectValidation(
      await signup('business', { number: `A${'1'.repeat(30)}` }),
      'number',
      'invalidBusinessNumber',
    );
    const nrb = String(810_000_000 + (Date.now() % 100_000_000));
    expect((await signup('business', { number: nrb })).statusCode).toBe(200);
    expect((await signup('business', { number: `HRB ${Date.now()}` })).statusCode).toBe(200);
  });

  it('too long text is refused with tooLong', async () => {
    expectValidation(await signup('intern', { name: 'x'.repeat(101) }), 'name', 'tooLong');
    expect((await signup('intern', { name: 'x'.repeat(101) })).json().details).toContainEqual({
      field: 'name',
      issue: 'tooLong',
      max: 100,
      origin: 'string',
    });
  });

  it('catalogue references must exist in the right collection', async () => {
    const before = await accountCount();
    const missing = randomUUID();
    // A municipality id used as a category, a skill id as a municipality, an unknown id.
    const res = await signup('intern', {
      municipality: fx.skills[0],
      categories: [fx.categories[0], fx.municipalities[0]],
      skills: [missing],
      hearAbout: fx.ethnicities[0],
      ethnicity: fx.hearabout[0],
      disabilities: [fx.skills[1]],
    });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().details).toEqual(
      expect.arrayContaining(
        ['municipality', 'categories', 'skills', 'hearAbout', 'ethnicity', 'disabilities'].map((field) => ({
          field,
          issue: 'notFound',
        })),
      ),
    );
    const biz = await signup('business', {
      type: fx.countries[0],
      country: fx.businesstypes[0],
      category: fx.categories[0],
    });
    expect(biz.json().details).toEqual(
      expect.arrayContaining(['type', 'country', 'category'].map((field) => ({ field, issue: 'notFound' }))),
    );
    const mentor = await signup('mentor', { skills: [fx.categories[0]], disabilities: [missing] });
    expect(mentor.json().details).toEqual(
      expect.arrayContaining(['skills', 'disabilities'].map((field) => ({ field, issue: 'notFound' }))),
    );
    expectValidation(await signup('intern', { municipality: 'not-a-uuid' }), 'municipality', 'Invalid UUID');
    expect(await accountCount()).toBe(before);
  });
});

describe('uniqueness', () => {
  it('USER_EXISTS for the same e-mail (any case) and the same account type; nothing sent twice', async () => {
    const email = uniqueEmail('dup');
    expect((await signup('business', { email })).statusCode).toBe(200);
    const before = await accountCount();
    const again = await signup('business', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, data: null, errorType: 'USER_EXISTS' });
    expect(await accountCount()).toBe(before);
    expect(mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('two simultaneous signups with one e-mail: exactly one account, the other USER_EXISTS', async () => {
    for (const type of ['intern', 'business', 'mentor'] as const) {
      const email = uniqueEmail(`race-${type}`);
      const results = await Promise.all([0, 1, 2].map(() => signup(type, { email })));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const r of results.filter((x) => x.statusCode === 409))
        expect(r.json().errorType).toBe('USER_EXISTS');
      const rows = await t.app.database.db
        .select({ n: count() })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email}`);
      expect(Number(rows[0]!.n)).toBe(1);
    }
  });

  it('USER_EXISTS_NUMBER for a business number already registered (case-insensitive), also under a race', async () => {
    const number = `NR-${Date.now()}-abc`;
    expect((await signup('business', { number })).statusCode).toBe(200);
    const dup = await signup('business', { number: number.toUpperCase() });
    expectError(dup, 409, 'USER_EXISTS_NUMBER');

    const raceNumber = `RACE-${Date.now()}`;
    const results = await Promise.all([0, 1].map(() => signup('business', { number: raceNumber })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().errorType).toBe('USER_EXISTS_NUMBER');
    const rows = await t.app.database.db
      .select({ n: count() })
      .from(businesses)
      .where(sql`lower(${businesses.number}) = ${raceNumber.toLowerCase()}`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  // Deterministic race on PostgreSQL: a competing insert is in flight when the check runs, so only the
  // unique index can refuse the second account (PGlite has one connection and cannot show this).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'the unique indexes decide when the early check cannot see the other signup',
    async () => {
      for (const [field, code] of [
        ['email', 'USER_EXISTS'],
        ['number', 'USER_EXISTS_NUMBER'],
      ] as const) {
        const email = uniqueEmail('held');
        const number = `HELD-${randomUUID().slice(0, 8)}`; // business numbers have at most 30 characters
        const client = await t.database.pool!.connect();
        try {
          await client.query('begin');
          const id = randomUUID();
          await client.query(
            `insert into accounts (id, account_type, role, email, password_hash) values ($1, 'business', 'business', $2, 'x')`,
            [id, field === 'email' ? email : uniqueEmail('other')],
          );
          await client.query(`insert into businesses (id, name, number) values ($1, 'Held', $2)`, [
            id,
            number,
          ]);
          const pending = signup('business', field === 'email' ? { email } : { number });
          await new Promise((r) => setTimeout(r, 700));
          await client.query('commit');
          const res = await pending;
          expect(res.statusCode).toBe(409);
          expect(res.json().errorType).toBe(code);
        } finally {
          client.release();
        }
      }
    },
  );

  it('a failed signup leaves no account, profile or link rows behind', async () => {
    const [before] = await t.app.database.db.select({ n: count() }).from(interns);
    const res = await signup('intern', { categories: [fx.categories[0], randomUUID()] });
    expect(res.statusCode).toBe(400);
    const [after] = await t.app.database.db.select({ n: count() }).from(interns);
    expect(after!.n).toBe(before!.n);
  });
});
