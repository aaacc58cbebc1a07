import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TAccountType } from '@praktika/contracts/common';
import { ACCOUNT_PATHS, ZMentorResult } from '@praktika/contracts/accounts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  bearer,
  birthdateForAge,
  catalogueFixture,
  createUser,
  signupAndConfirm,
  signupPayload,
  type CatalogueFixture,
  type FixtureCollection,
  type TestUser,
} from '../../../test/factories.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';
import { ZTokenResult } from '@praktika/contracts/auth';

let t: TestApp;
let fx: CatalogueFixture;
let intern: TestUser;
let business: TestUser;
let mentor: TestUser;
let admin: TestUser;
const birthdate = birthdateForAge(19);

beforeAll(async () => {
  t = await buildTestApp();
  fx = await catalogueFixture(t.app);
  [intern, business, mentor, admin] = await Promise.all([
    signupAndConfirm(t.app, 'intern', { birthdate, address: 'Rr. Agim Ramadani 5' }),
    signupAndConfirm(t.app, 'business', { name: 'Owner Org', otherMunicipality: 'Near the river' }),
    signupAndConfirm(t.app, 'mentor'),
    createUser(t.app, 'admin'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (type: TAccountType, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/${ACCOUNT_PATHS[type]}/${id}`, headers });

/** The catalogue item as profiles show it: the fixture's names in the three languages. */
function ref(collection: FixtureCollection, i: 0 | 1) {
  const id = fx[collection][i];
  const n = `Fixture ${collection} ${i} ${id.slice(0, 8)}`;
  return { _id: id, sqName: `${n} sq`, srName: `${n} sr`, enName: n, srCyrlName: null };
}

const INTERN_KEYS = [
  '_id',
  'email',
  'internName',
  'internLastName',
  'name',
  'lastName',
  'birthdate',
  'gender',
  'municipality',
  'phoneNumber',
  'address',
  'availability',
  'categories',
  'skills',
  'hearAbout',
  'ethnicity',
  'disabilities',
  'updateRequired',
  'updateFinished',
  'active',
  'internCurrentMentor',
  'emailLanguage',
  'createdAt',
  // The CV (modules/cv): empty after signup.
  'otherEngagements',
  'education',
  'experience',
  'languages',
  'photo',
  'cvFile',
];
const BUSINESS_PUBLIC_KEYS = [
  '_id',
  'businessName',
  'businessType',
  'businessCategories',
  'businessCountry',
  'businessMunicipality',
  'businessOtherMunicipality',
  'logo',
  // issue 22 §3
  'verified',
];
const BUSINESS_KEYS = [
  ...BUSINESS_PUBLIC_KEYS,
  'businessEmail',
  'businessNumber',
  'businessCategory',
  'businessPhoneNumber',
  'businessContactPerson',
  'businessAllowNotifications',
  // issue 22 §3: organisations only (admins' own records have none)
  'verification',
  'role',
  'active',
  'createdAt',
];
const MENTOR_KEYS = [
  '_id',
  'email',
  'mentorName',
  'mentorSurname',
  'mentorMunicipality',
  'mentorJob',
  'mentorFieldOfEducation',
  'mentorGender',
  'mentorSkills',
  'mentorCategories',
  'mentorEthnicity',
  'mentorDisabilities',
  'mentorApprovedByAdmin',
  'mentorApprovedAt',
  'available',
  'mentorAvailability',
  'mentorLanguages',
  'mentorYearsOfExperience',
  'mentorNumberOfInterns',
  'mentorMaxInterns',
  'photo',
  'CV',
  'emailLanguage',
  'active',
  'createdAt',
];
const sorted = (keys: string[]) => [...keys].sort();

/** Nothing of the account's secrets, under any spelling. */
function expectNoSecrets(body: string) {
  for (const s of ['password', 'sessionVersion', 'session_version', '"sv"', 'confirmation', '$argon2'])
    expect(body.toLowerCase(), s).not.toContain(s.toLowerCase());
}

describe('the owner reads their own record', () => {
  it('intern: the whole record with names, catalogue names and birth date', async () => {
    const res = await get('intern', intern.id, intern.headers);
    expect(res.statusCode).toBe(200);
    const { success, error, data } = res.json();
    expect({ success, error }).toEqual({ success: true, error: null });
    expect(sorted(Object.keys(data.intern))).toEqual(sorted(INTERN_KEYS));
    expect(data.intern).toEqual({
      _id: intern.id,
      email: intern.email,
      internName: 'Arta',
      internLastName: 'Krasniqi',
      name: 'Arta',
      lastName: 'Krasniqi',
      birthdate,
      gender: 'F',
      municipality: ref('municipalities', 0),
      phoneNumber: '+38344111222',
      address: 'Rr. Agim Ramadani 5',
      availability: null,
      categories: [ref('categories', 0)],
      skills: [ref('skills', 0), ref('skills', 1)],
      hearAbout: ref('hearabout', 0),
      ethnicity: ref('ethnicities', 0),
      disabilities: [ref('healthconditions', 0)],
      updateRequired: false,
      updateFinished: false,
      active: true,
      internCurrentMentor: null,
      emailLanguage: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      otherEngagements: null,
      education: [],
      experience: [],
      languages: [],
      photo: null,
      cvFile: null,
    });
    expectNoSecrets(res.body);
  });

  it('business: the whole record with its catalogue references', async () => {
    const res = await get('business', business.id, business.headers);
    const b = expectOk<{ business: Json }>(res).business;
    expect(sorted(Object.keys(b))).toEqual(sorted(BUSINESS_KEYS));
    expect(b).toEqual({
      _id: business.id,
      businessEmail: business.email,
      businessName: 'Owner Org',
      businessNumber: expect.stringMatching(/^BN-/),
      businessType: ref('businesstypes', 0),
      businessCategory: ref('businesscategories', 0),
      businessCategories: [ref('categories', 0), ref('categories', 1)],
      businessPhoneNumber: '+38344333444',
      businessContactPerson: 'Besa Gashi',
      businessCountry: ref('countries', 0),
      // issue 22 §3: a new sign-up waits for an admin's check
      verified: false,
      verification: {
        status: 'PENDING',
        verifiedAt: null,
        verifiedBy: null,
        rejectedAt: null,
        rejectionReason: null,
      },
      businessMunicipality: ref('municipalities', 0),
      businessOtherMunicipality: 'Near the river',
      businessAllowNotifications: false,
      logo: null,
      role: 'business',
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expectNoSecrets(res.body);
  });

  it('mentor: the whole record', async () => {
    const res = await get('mentor', mentor.id, mentor.headers);
    const m = expectOk(res, ZMentorResult).mentor;
    expect(sorted(Object.keys(m))).toEqual(sorted(MENTOR_KEYS));
    expect(m).toEqual({
      _id: mentor.id,
      email: mentor.email,
      mentorName: 'Driton',
      mentorSurname: 'Berisha',
      mentorMunicipality: ref('municipalities', 1),
      mentorJob: 'Engineer',
      mentorFieldOfEducation: 'Computer science',
      mentorGender: 'M',
      mentorSkills: [ref('skills', 0)],
      mentorCategories: [ref('categories', 1)],
      mentorEthnicity: ref('ethnicities', 1),
      mentorDisabilities: [],
      mentorApprovedByAdmin: false,
      mentorApprovedAt: null,
      available: true,
      mentorAvailability: 'available',
      mentorLanguages: [],
      // asked at signup (issue 17)
      mentorYearsOfExperience: 8,
      mentorNumberOfInterns: 0,
      mentorMaxInterns: 5,
      photo: null,
      CV: null,
      emailLanguage: 'en',
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expectNoSecrets(res.body);
  });

  it('admin: their own business-type record, with role admin', async () => {
    const res = await get('business', admin.id, admin.headers);
    const b = expectOk<{ business: Json }>(res).business;
    expect(sorted(Object.keys(b))).toEqual(sorted(BUSINESS_KEYS.filter((k) => k !== 'verification')));
    expect(b).toMatchObject({
      _id: admin.id,
      businessEmail: admin.email,
      role: 'admin',
      businessNumber: null,
    });
    expectNoSecrets(res.body);
  });
});

describe('admins read anyone’s whole record', () => {
  it.each([
    ['intern', () => intern, 'intern', INTERN_KEYS],
    ['business', () => business, 'business', BUSINESS_KEYS],
    ['mentor', () => mentor, 'mentor', MENTOR_KEYS],
  ] as const)('%s', async (type, who, key, keys) => {
    const res = await get(type, who().id, admin.headers);
    const record = expectOk<Record<string, Json>>(res)[key]!;
    expect(sorted(Object.keys(record))).toEqual(sorted([...keys]));
    expect(record._id).toBe(who().id);
    expectNoSecrets(res.body);
  });

  it('including sensitive personal data', async () => {
    const i = expectOk<{ intern: Json }>(await get('intern', intern.id, admin.headers)).intern;
    expect(i).toMatchObject({
      birthdate,
      ethnicity: ref('ethnicities', 0),
      disabilities: [ref('healthconditions', 0)],
    });
  });
});

describe('others', () => {
  it('may not read an intern’s record (403), whatever their role', async () => {
    const otherIntern = await createUser(t.app, 'intern');
    for (const reader of [otherIntern, mentor, business]) {
      const res = await get('intern', intern.id, reader.headers);
      expect(res.statusCode, reader.role).toBe(403);
      expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'FORBIDDEN' });
      expect(res.body).not.toContain('Krasniqi');
    }
  });

  it('may not read a mentor’s record (403)', async () => {
    const otherMentor = await createUser(t.app, 'mentor');
    for (const reader of [otherMentor, intern, business]) {
      const res = await get('mentor', mentor.id, reader.headers);
      expect(res.statusCode, reader.role).toBe(403);
      expect(res.json().errorType).toBe('FORBIDDEN');
    }
  });

  it('see only an organisation’s public fields', async () => {
    const otherBusiness = await createUser(t.app, 'business');
    for (const reader of [otherBusiness, intern, mentor]) {
      const res = await get('business', business.id, reader.headers);
      expect(res.statusCode, reader.role).toBe(200);
      const b = expectOk<{ business: Json }>(res).business;
      expect(sorted(Object.keys(b))).toEqual(sorted(BUSINESS_PUBLIC_KEYS));
      expect(b).toEqual({
        _id: business.id,
        businessName: 'Owner Org',
        businessType: ref('businesstypes', 0),
        businessCategories: [ref('categories', 0), ref('categories', 1)],
        businessCountry: ref('countries', 0),
        businessMunicipality: ref('municipalities', 0),
        businessOtherMunicipality: 'Near the river',
        logo: null,
        verified: false,
      });
      for (const secret of [business.email, '+38344333444', 'Besa Gashi', 'BN-', '"role"'])
        expect(res.body, secret).not.toContain(secret);
      expectNoSecrets(res.body);
    }
  });

  it('do not see admin accounts or unconfirmed organisations (404); admins do', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/auth/signup',
      payload: signupPayload('business', fx),
    });
    const unconfirmed = signup.json().data.businessId as string;
    for (const id of [admin.id, unconfirmed]) {
      const res = await get('business', id, business.headers);
      expectError(res, 404, 'NOT_FOUND');
      expect((await get('business', id, admin.headers)).statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  const routes = (): Array<[TAccountType, string]> => [
    ['intern', intern.id],
    ['business', business.id],
    ['mentor', mentor.id],
  ];

  it('no session → 401 UNAUTHORIZED', async () => {
    for (const [type, id] of routes()) {
      const res = await get(type, id);
      expect(res.statusCode, type).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'UNAUTHORIZED' });
    }
  });

  it('a tampered token → 401 FAILED_DECODE_TOKEN', async () => {
    const owners = { intern, business, mentor };
    for (const [type, id] of routes()) {
      const token = owners[type].token;
      const [h, p, s] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      for (const bad of [`${h}.${tamperedPayload}.${s}`, `${token.slice(0, -4)}AAAA`, 'garbage']) {
        const res = await get(type, id, bearer(bad));
        expect(res.statusCode, type).toBe(401);
        expect(res.json().errorType).toBe('FAILED_DECODE_TOKEN');
      }
    }
  });

  it.each(['intern', 'business', 'mentor'] as const)(
    'after a password reset the old %s token → 401 FAILED_DECODE_TOKEN; the new one works',
    async (type) => {
      const user = await signupAndConfirm(t.app, type);
      expect((await get(type, user.id, user.headers)).statusCode).toBe(200);
      const resetToken = await t.app.tokens.signReset({ accountId: user.id, email: user.email, type, sv: 0 });
      const newPassword = 'A-brand-new-pass-9';
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/${ACCOUNT_PATHS[type]}/auth/reset/${resetToken}`,
        payload: { email: user.email, newPassword, passwordConfirm: newPassword },
      });
      expect(reset.statusCode).toBe(200);
      const old = await get(type, user.id, user.headers);
      expectError(old, 401, 'FAILED_DECODE_TOKEN');
      const fresh = await get(type, user.id, bearer(expectOk(reset, ZTokenResult).token));
      expect(fresh.statusCode).toBe(200);
    },
  );
});

describe('ids', () => {
  it.each(['intern', 'business', 'mentor'] as const)(
    'a malformed %s id → 400 VALIDATION_ERROR on id',
    async (type) => {
      for (const bad of ['not-a-uuid', '123', `${randomUUID()}x`]) {
        const res = await get(type, bad, admin.headers);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          errorType: 'VALIDATION_ERROR',
          details: [expect.objectContaining({ field: 'id' })],
        });
      }
    },
  );

  it.each(['intern', 'business', 'mentor'] as const)(
    'without a session a malformed %s id is 401, not 400: auth comes before validation',
    async (type) => {
      const res = await get(type, 'not-a-uuid', {});
      expectError(res, 401, 'UNAUTHORIZED');
    },
  );

  it.each(['intern', 'business', 'mentor'] as const)('an unknown %s id → 404 NOT_FOUND', async (type) => {
    const res = await get(type, randomUUID(), admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'NOT_FOUND' });
  });

  it('an unknown organisation → 404 for any signed-in reader', async () => {
    const res = await get('business', randomUUID(), intern.headers);
    expectError(res, 404, 'NOT_FOUND');
  });

  it('another type’s id is not found under the wrong path', async () => {
    expect((await get('intern', mentor.id, admin.headers)).statusCode).toBe(404);
    expect((await get('mentor', business.id, admin.headers)).statusCode).toBe(404);
    expect((await get('business', intern.id, admin.headers)).statusCode).toBe(404);
  });

  it('a reader who may not see interns learns nothing about which ids exist (403 either way)', async () => {
    const res = await get('intern', randomUUID(), mentor.headers);
    expectError(res, 403, 'FORBIDDEN');
  });
});
