/**
 * People API: organisation and mentor profiles (PUT, logo, photo, CV file, change requests), mentor approval,
 * activation, updateRequired and new admins; who may call each route (permission matrix).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  captureMailer,
  catalogueFixture,
  createUser,
  signupAndConfirm,
  type CapturingMailer,
  type CatalogueFixture,
  type TestUser,
} from '../../../test/factories.ts';
import { PDF, fileParts, png } from '../../../test/files.ts';
import { renderMail } from '../../services.ts';
import { files } from '../../db/schema/files.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { mentors } from '../../db/schema/profiles.ts';
import { CHANGE_REQUESTS_PER_HOUR } from './people.routes.ts';
import { expectError, expectIssues, expectOk } from '../../../test/api.ts';
import { ZTokenResult } from '@praktika/contracts/auth';
import { ZInternCvResult } from '@praktika/contracts/cv';
import { z } from 'zod';
import {
  ZActiveResult,
  ZBusinessFullResult,
  ZBusinessListItem,
  ZMentorFullResult,
  ZSentResult,
} from '@praktika/contracts/people';

/** `POST /businesses/admins` answers the new admin as a list item. */
const ZAdminCreated = z.object({ business: ZBusinessListItem });

let t: TestApp;
let mail: CapturingMailer;
let fx: CatalogueFixture;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-people-'));
  mail = captureMailer();
  t = await buildTestApp({ config: { dataDir }, deps: { mailer: mail } });
  fx = await catalogueFixture(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Who = TestUser | null;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Who, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

function businessBody(over: Record<string, unknown> = {}) {
  return {
    businessEmail: `org-${randomUUID().slice(0, 8)}@test.praktika.dev`,
    businessCategory: fx.businesscategories[1],
    businessCategories: [fx.categories[1]],
    businessPhoneNumber: '044 555 666',
    businessContactPerson: 'Vjosa Hoxha',
    businessCountry: fx.countries[0],
    businessMunicipality: fx.municipalities[1],
    businessOtherMunicipality: null,
    businessAllowNotifications: true,
    ...over,
  };
}

function mentorBody(over: Record<string, unknown> = {}) {
  return {
    mentorName: 'Dragana',
    mentorSurname: 'Đorđević',
    mentorMunicipality: fx.municipalities[1],
    mentorJob: 'Software architect',
    mentorFieldOfEducation: 'Computer science',
    mentorGender: 'F',
    mentorSkills: [fx.skills[0], fx.skills[1]],
    mentorCategories: [fx.categories[0]],
    mentorEthnicity: fx.ethnicities[0],
    mentorDisabilities: [],
    mentorLanguages: ['sr', 'en'],
    mentorYearsOfExperience: 7,
    mentorAvailability: 'available',
    ...over,
  };
}

describe('PUT /api/businesses/:id', () => {
  it('the organisation edits its profile and notification preference; GET shows it', async () => {
    const org = await createUser(t.app, 'business');
    const body = businessBody();
    const res = await call('PUT', `/api/businesses/${org.id}`, org, body);
    const b = expectOk(res, ZBusinessFullResult).business;
    expect(b).toMatchObject({
      _id: org.id,
      businessEmail: body.businessEmail,
      businessPhoneNumber: '+38344555666',
      businessContactPerson: 'Vjosa Hoxha',
      businessAllowNotifications: true,
      businessMunicipality: { _id: fx.municipalities[1] },
      businessCategory: { _id: fx.businesscategories[1] },
      active: true,
    });
    expect(b.businessCategories.map((c: { _id: string }) => c._id)).toEqual([fx.categories[1]]);
    const read = await call('GET', `/api/businesses/${org.id}`, org);
    expect(expectOk(read, ZBusinessFullResult).business).toMatchObject({ businessEmail: body.businessEmail });
    // The new address signs in.
    const login = await call('POST', '/api/businesses/auth/login', null, {
      email: body.businessEmail,
      password: org.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('entity type, number and legal name are immutable for the organisation (same values pass); admins may correct them', async () => {
    const org = await createUser(t.app, 'business');
    const before = expectOk(
      await call('GET', `/api/businesses/${org.id}`, org),
      ZBusinessFullResult,
    ).business;
    const same = await call('PUT', `/api/businesses/${org.id}`, org, {
      ...businessBody(),
      businessName: before.businessName,
      businessNumber: before.businessNumber,
      businessType: before.businessType!._id,
    });
    expect(same.statusCode, same.body).toBe(200);

    const changed = await call('PUT', `/api/businesses/${org.id}`, org, {
      ...businessBody(),
      businessName: 'Another Legal Name',
      businessNumber: '999888777',
      businessType: fx.businesstypes[1],
    });
    expectError(changed, 400, 'VALIDATION_ERROR');
    expect(changed.json().details).toEqual(
      expect.arrayContaining([
        { field: 'businessName', issue: 'immutable' },
        { field: 'businessNumber', issue: 'immutable' },
        { field: 'businessType', issue: 'immutable' },
      ]),
    );
    const after = expectOk(await call('GET', `/api/businesses/${org.id}`, org), ZBusinessFullResult).business;
    expect(after.businessName).toBe(before.businessName);

    const admin = await createUser(t.app, 'admin');
    const corrected = await call('PUT', `/api/businesses/${org.id}`, admin, {
      ...businessBody(),
      businessName: 'Corrected Sh.p.k.',
      businessNumber: '810000123',
      businessType: fx.businesstypes[1],
    });
    expect(expectOk(corrected, ZBusinessFullResult).business).toMatchObject({
      businessName: 'Corrected Sh.p.k.',
      businessNumber: '810000123',
      businessType: { _id: fx.businesstypes[1] },
    });
  });

  it('a taken e-mail is RESOURCE_EXISTS; a taken number USER_EXISTS_NUMBER', async () => {
    const [org, other, admin] = await Promise.all([
      createUser(t.app, 'business'),
      createUser(t.app, 'business'),
      createUser(t.app, 'admin'),
    ]);
    const dupEmail = await call(
      'PUT',
      `/api/businesses/${org.id}`,
      org,
      businessBody({ businessEmail: other.email }),
    );
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toMatchObject({
      errorType: 'RESOURCE_EXISTS',
      details: [{ field: 'businessEmail' }],
    });
    const otherNumber = expectOk(await call('GET', `/api/businesses/${other.id}`, other), ZBusinessFullResult)
      .business.businessNumber as string;
    const dupNumber = await call(
      'PUT',
      `/api/businesses/${org.id}`,
      admin,
      businessBody({ businessNumber: otherNumber.toLowerCase() }),
    );
    expectError(dupNumber, 409, 'USER_EXISTS_NUMBER');
  });

  it('400 on missing fields and unknown catalogue items; 404 for an unknown or admin id', async () => {
    const admin = await createUser(t.app, 'admin');
    const org = await createUser(t.app, 'business');
    const missing = await call('PUT', `/api/businesses/${org.id}`, org, {
      businessEmail: 'x@test.praktika.dev',
    });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['businessCategories', 'businessPhoneNumber', 'businessCountry']),
    );
    const unknown = await call(
      'PUT',
      `/api/businesses/${org.id}`,
      org,
      businessBody({ businessCountry: randomUUID() }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'businessCountry', issue: 'notFound' }]);
    expect((await call('PUT', `/api/businesses/${randomUUID()}`, admin, businessBody())).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/businesses/${admin.id}`, admin, businessBody())).statusCode).toBe(404);
  });
});

describe('PUT /api/businesses/:id/logo', () => {
  it('stores the logo (kind logo), replaces and removes the old one; anyone may download it', async () => {
    const org = await createUser(t.app, 'business');
    const up = async () => {
      const form = await fileParts([{ field: 'logo', bytes: await png(), filename: 'logo.png' }]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${org.id}/logo`,
        headers: { ...org.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const first = await up();
    const logo = expectOk(first, ZBusinessFullResult).business.logo!;
    expect(logo).toMatchObject({ kind: 'logo', type: 'image/png' });
    const second = await up();
    const logo2 = expectOk(second, ZBusinessFullResult).business.logo!;
    expect(logo2._id).not.toBe(logo._id);
    const [old] = await t.app.database.db.select().from(files).where(eq(files.id, logo._id));
    expect(old).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: logo2.url })).statusCode).toBe(200);
  });

  it('a file part under another name is 400; a PDF is 415', async () => {
    const org = await createUser(t.app, 'business');
    const wrong = await fileParts([{ field: 'photo', bytes: await png() }]);
    const r1 = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${org.id}/logo`,
      headers: { ...org.headers, ...wrong.headers },
      payload: wrong.payload,
    });
    expect(r1.statusCode).toBe(400);
    const pdf = await fileParts([{ field: 'logo', bytes: PDF }]);
    const r2 = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${org.id}/logo`,
      headers: { ...org.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(r2.statusCode).toBe(415);
  });
});

describe('POST /api/businesses/:id/change-request', () => {
  it('e-mails every active admin in their language, never inactive ones; rate limited', async () => {
    const [sqAdmin, srAdmin, gone] = await Promise.all([
      createUser(t.app, 'admin'),
      createUser(t.app, 'admin'),
      createUser(t.app, 'admin'),
    ]);
    await t.app.database.db.update(accounts).set({ emailLanguage: 'sr' }).where(eq(accounts.id, srAdmin.id));
    await t.app.database.db.update(accounts).set({ active: false }).where(eq(accounts.id, gone.id));
    const org = await createUser(t.app, 'business');
    const sentBefore = mail.sent.length;
    const res = await call('POST', `/api/businesses/${org.id}/change-request`, org, {
      field: 'businessName',
      newValue: 'Acme <b>New</b> L.L.C.',
      reason: 'We registered a new legal name.',
    });
    expect(expectOk(res, ZSentResult)).toEqual({ sent: true });
    const batch = mail.sent.slice(sentBefore);
    expect(batch.every((m) => m.template === 'changeRequest')).toBe(true);
    expect(mail.last(sqAdmin.email, 'changeRequest')?.language).toBe('sq');
    const sr = mail.last(srAdmin.email, 'changeRequest')!;
    expect(sr.language).toBe('sr');
    const rendered = renderMail(sr);
    expect(rendered.subject).toContain('Zahtev za izmenu');
    expect(rendered.text).toContain('Pravni naziv');
    expect(rendered.html).toContain('Acme &lt;b&gt;New&lt;/b&gt; L.L.C.');
    expect(mail.last(gone.email)).toBeUndefined();

    for (let i = 1; i < CHANGE_REQUESTS_PER_HOUR; i++)
      await call('POST', `/api/businesses/${org.id}/change-request`, org, {
        field: 'businessNumber',
        newValue: '123456789',
        reason: 'Typo.',
      });
    const limited = await call('POST', `/api/businesses/${org.id}/change-request`, org, {
      field: 'businessNumber',
      newValue: '123456789',
      reason: 'Typo.',
    });
    expect(limited.statusCode).toBe(429);
  });

  it('only the three immutable fields may be named', async () => {
    const org = await createUser(t.app, 'business');
    const res = await call('POST', `/api/businesses/${org.id}/change-request`, org, {
      field: 'businessEmail',
      newValue: 'x',
      reason: 'y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'field', issue: 'required' }]);
  });
});

describe('mentor profile', () => {
  it('PUT /api/mentors/:id replaces the profile; the answer has languages, experience, availability and 0 of 5 interns', async () => {
    const m = await createUser(t.app, 'mentor');
    const res = await call(
      'PUT',
      `/api/mentors/${m.id}`,
      m,
      mentorBody({ mentorAvailability: 'unavailable' }),
    );
    expect(expectOk(res, ZMentorFullResult).mentor).toMatchObject({
      _id: m.id,
      mentorName: 'Dragana',
      mentorSurname: 'Đorđević',
      mentorLanguages: ['sr', 'en'],
      mentorYearsOfExperience: 7,
      mentorAvailability: 'unavailable',
      available: false,
      mentorNumberOfInterns: 0,
      mentorMaxInterns: 5,
      mentorApprovedByAdmin: false,
      mentorEthnicity: { _id: fx.ethnicities[0] },
    });
    const got = await call('GET', `/api/mentors/${m.id}`, m);
    expect(expectOk(got, ZMentorFullResult).mentor.mentorJob).toBe('Software architect');
  });

  it('refuses a bad body field by field', async () => {
    const m = await createUser(t.app, 'mentor');
    const res = await call(
      'PUT',
      `/api/mentors/${m.id}`,
      m,
      mentorBody({ mentorLanguages: ['sr', 'sr'], mentorYearsOfExperience: -1, mentorAvailability: 'maybe' }),
    );
    expectIssues(res, [
      { field: 'mentorLanguages.1', issue: 'duplicate' },
      { field: 'mentorYearsOfExperience', issue: 'invalid' },
      { field: 'mentorAvailability', issue: 'required' },
    ]);
  });

  it('photo (part photo) and CV (part cv) are stored as the mentor’s and replace the old ones', async () => {
    const m = await createUser(t.app, 'mentor');
    const admin = await createUser(t.app, 'admin');
    const photo = await fileParts([{ field: 'photo', bytes: await png() }]);
    const p = await t.app.inject({
      method: 'PUT',
      url: `/api/mentors/${m.id}/logo`,
      headers: { ...m.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(expectOk(p, ZMentorFullResult).mentor.photo).toMatchObject({ kind: 'photo' });
    // An admin uploads the CV; the file still belongs to the mentor, who can download it.
    const cv = await fileParts([{ field: 'cv', bytes: PDF, filename: 'cv.pdf' }]);
    const c = await t.app.inject({
      method: 'PUT',
      url: `/api/mentors/${m.id}/cv`,
      headers: { ...admin.headers, ...cv.headers },
      payload: cv.payload,
    });
    const file = expectOk(c, ZMentorFullResult).mentor.CV!;
    expect(file).toMatchObject({ kind: 'cv', type: 'application/pdf', name: 'cv.pdf' });
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: m.headers })).statusCode).toBe(200);
    const other = await createUser(t.app, 'mentor');
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: other.headers })).statusCode).toBe(
      403,
    );
    // A photo on the CV route is refused by kind.
    const wrong = await fileParts([{ field: 'cv', bytes: await png() }]);
    const w = await t.app.inject({
      method: 'PUT',
      url: `/api/mentors/${m.id}/cv`,
      headers: { ...m.headers, ...wrong.headers },
      payload: wrong.payload,
    });
    expect(w.statusCode).toBe(415);
  });
});

describe('PUT /api/mentors/:id/approve', () => {
  it('refuses under 5 years of experience (also when unknown)', async () => {
    const admin = await createUser(t.app, 'admin');
    const m = await createUser(t.app, 'mentor');
    // a mentor registered before signup asked the years (issue 17): the refusal says none were given
    await t.app.database.db.update(mentors).set({ yearsOfExperience: null }).where(eq(mentors.id, m.id));
    const unknown = await call('PUT', `/api/mentors/${m.id}/approve`, admin, { approved: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { field: 'mentorYearsOfExperience', issue: 'minExperience', min: 5, given: null },
    ]);
    await call('PUT', `/api/mentors/${m.id}`, m, mentorBody({ mentorYearsOfExperience: 4 }));
    const four = await call('PUT', `/api/mentors/${m.id}/approve`, admin, { approved: true });
    expect(four.statusCode).toBe(400);
    expect(four.json().details).toEqual([
      { field: 'mentorYearsOfExperience', issue: 'minExperience', min: 5, given: 4 },
    ]);
    expect(
      expectOk(await call('GET', `/api/mentors/${m.id}`, admin), ZMentorFullResult).mentor
        .mentorApprovedByAdmin,
    ).toBe(false);
  });

  it('approves at 5 years and e-mails a Serbian mentor in Serbian, once', async () => {
    const admin = await createUser(t.app, 'admin');
    const m = await signupAndConfirm(t.app, 'mentor', { emailLanguage: 'sr', name: 'Jelena' });
    await call('PUT', `/api/mentors/${m.id}`, m, mentorBody({ mentorYearsOfExperience: 5 }));
    const res = await call('PUT', `/api/mentors/${m.id}/approve`, admin, { approved: true });
    expect(expectOk(res, ZMentorFullResult).mentor).toMatchObject({ mentorApprovedByAdmin: true });
    expect(expectOk(res, ZMentorFullResult).mentor.mentorApprovedAt).toEqual(expect.any(String));
    const sent = mail.sent.filter((j) => j.to === m.email && j.template === 'mentorApproved');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.language).toBe('sr');
    const rendered = renderMail(sent[0]!);
    expect(rendered.subject).toBe('Vaš mentorski profil na Praktika je odobren');
    expect(rendered.text).toContain('Zdravo Dragana');
    // Approving again sends nothing more; the mentor sees the flag.
    await call('PUT', `/api/mentors/${m.id}/approve`, admin, { approved: true });
    expect(mail.sent.filter((j) => j.to === m.email && j.template === 'mentorApproved')).toHaveLength(1);
    expect(
      expectOk(await call('GET', `/api/mentors/${m.id}`, m), ZMentorFullResult).mentor.mentorApprovedByAdmin,
    ).toBe(true);
    // Withdrawn.
    const off = await call('PUT', `/api/mentors/${m.id}/approve`, admin, { approved: false });
    expect(expectOk(off, ZMentorFullResult).mentor).toMatchObject({
      mentorApprovedByAdmin: false,
      mentorApprovedAt: null,
    });
  });
});

describe('activation', () => {
  it('deactivating ends a live session at once and blocks login with ACCOUNT_DEACTIVATED; reactivating lets the account in again', async () => {
    const admin = await createUser(t.app, 'admin');
    const intern = await signupAndConfirm(t.app, 'intern');
    expect((await call('GET', `/api/interns/${intern.id}`, intern)).statusCode).toBe(200);
    const off = await call('PUT', `/api/interns/${intern.id}/active`, admin, { active: false });
    expect(expectOk(off, ZActiveResult)).toEqual({ _id: intern.id, active: false });
    const stale = await call('GET', `/api/interns/${intern.id}`, intern);
    expectError(stale, 401, 'FAILED_DECODE_TOKEN');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/interns/auth/login',
      headers: { 'accept-language': 'sr' },
      payload: { email: intern.email, password: intern.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      errorType: 'ACCOUNT_DEACTIVATED',
      error: 'Ovaj nalog je deaktiviran. Molimo kontaktirajte tim programa.',
    });
    // A wrong password still says only INVALID_CREDENTIALS.
    const wrong = await call('POST', '/api/interns/auth/login', null, {
      email: intern.email,
      password: 'nope-nope-1',
    });
    expect(wrong.json().errorType).toBe('INVALID_CREDENTIALS');

    await call('PUT', `/api/interns/${intern.id}/active`, admin, { active: true });
    // The old session stays ended (the session version moved on); a new login works.
    expect((await call('GET', `/api/interns/${intern.id}`, intern)).statusCode).toBe(401);
    const again = await call('POST', '/api/interns/auth/login', null, {
      email: intern.email,
      password: intern.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('works for organisations, mentors and other admins; the path’s type must match; an admin cannot deactivate themself', async () => {
    const admin = await createUser(t.app, 'admin');
    const [org, m, other] = await Promise.all([
      createUser(t.app, 'business'),
      createUser(t.app, 'mentor'),
      createUser(t.app, 'admin'),
    ]);
    expect((await call('PUT', `/api/businesses/${org.id}/active`, admin, { active: false })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/businesses/${org.id}`, org)).statusCode).toBe(401);
    expect((await call('PUT', `/api/mentors/${m.id}/active`, admin, { active: false })).statusCode).toBe(200);
    expect(expectOk(await call('GET', `/api/mentors/${m.id}`, admin), ZMentorFullResult).mentor.active).toBe(
      false,
    );
    expect(
      (await call('PUT', `/api/businesses/${other.id}/active`, admin, { active: false })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/mentors/${org.id}/active`, admin, { active: false })).statusCode).toBe(
      404,
    );
    const self = await call('PUT', `/api/businesses/${admin.id}/active`, admin, { active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().details).toEqual([{ field: 'active', issue: 'ownAccount' }]);
  });
});

describe('updateRequired and new admins', () => {
  it('an admin sets updateRequired on an intern; the next token carries it', async () => {
    const admin = await createUser(t.app, 'admin');
    const intern = await signupAndConfirm(t.app, 'intern');
    const res = await call('PUT', `/api/interns/${intern.id}/updateRequired`, admin, {
      updateRequired: true,
    });
    expect(expectOk(res, ZInternCvResult).intern).toMatchObject({ _id: intern.id, updateRequired: true });
    const login = await call('POST', '/api/interns/auth/login', null, {
      email: intern.email,
      password: intern.password,
    });
    const claims = JSON.parse(
      Buffer.from(expectOk(login, ZTokenResult).token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.updateRequired).toBe(true);
    expect(
      (await call('PUT', `/api/interns/${randomUUID()}/updateRequired`, admin, { updateRequired: true }))
        .statusCode,
    ).toBe(404);
  });

  it('an admin creates another admin, who signs in at the business login; duplicates are USER_EXISTS', async () => {
    const admin = await createUser(t.app, 'admin');
    const email = `Admin-${randomUUID().slice(0, 8)}@Test.Praktika.dev`;
    const body = { email, password: 'Strong-Pass-9', passwordConfirm: 'Strong-Pass-9', emailLanguage: 'sr' };
    const res = await call('POST', '/api/businesses/admins', admin, body);
    expect(expectOk(res, ZAdminCreated).business).toMatchObject({
      email: email.toLowerCase(),
      active: true,
    });
    const login = await call('POST', '/api/businesses/auth/login', null, {
      email: email.toLowerCase(),
      password: 'Strong-Pass-9',
    });
    const claims = JSON.parse(
      Buffer.from(expectOk(login, ZTokenResult).token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.role).toBe('admin');
    expect((await call('POST', '/api/businesses/admins', admin, body)).json().errorType).toBe('USER_EXISTS');
    const weak = await call('POST', '/api/businesses/admins', admin, {
      ...body,
      email: 'x@test.praktika.dev',
      password: 'short',
      passwordConfirm: 'other',
    });
    expectIssues(weak, [
      { field: 'password', issue: 'passwordMin' },
      { field: 'passwordConfirm', issue: 'passwordMismatch' },
    ]);
  });
});

describe('permission matrix', () => {
  let self: Record<'intern' | 'business' | 'mentor', TestUser>;
  let others: Record<'intern' | 'business' | 'mentor' | 'admin', TestUser>;
  beforeAll(async () => {
    const [i, b, m, i2, b2, m2, a] = await Promise.all([
      createUser(t.app, 'intern'),
      createUser(t.app, 'business'),
      createUser(t.app, 'mentor'),
      createUser(t.app, 'intern'),
      createUser(t.app, 'business'),
      createUser(t.app, 'mentor'),
      createUser(t.app, 'admin'),
    ]);
    self = { intern: i, business: b, mentor: m };
    others = { intern: i2, business: b2, mentor: m2, admin: a };
  });

  type Row = {
    name: string;
    method: 'GET' | 'PUT' | 'POST';
    url: () => string;
    body?: () => unknown;
    /** Who gets past the permission check (status below 401/403); everyone else is refused. */
    allowed: Array<'self' | 'intern' | 'business' | 'mentor' | 'admin'>;
    /** Which account is "self" for the route's path. */
    owner?: 'intern' | 'business' | 'mentor';
  };
  const rows: Row[] = [
    { name: 'GET /interns', method: 'GET', url: () => '/api/interns', allowed: ['admin'] },
    { name: 'GET /businesses', method: 'GET', url: () => '/api/businesses', allowed: ['admin'] },
    {
      name: 'GET /businesses admins',
      method: 'GET',
      url: () => '/api/businesses?queryForAdmins=true',
      allowed: ['admin'],
    },
    { name: 'GET /mentors', method: 'GET', url: () => '/api/mentors', allowed: ['admin'] },
    {
      name: 'PUT /businesses/:id',
      method: 'PUT',
      url: () => `/api/businesses/${self.business.id}`,
      body: () => businessBody(),
      allowed: ['self', 'admin'],
      owner: 'business',
    },
    {
      name: 'PUT /businesses/:id/logo',
      method: 'PUT',
      url: () => `/api/businesses/${self.business.id}/logo`,
      allowed: ['self', 'admin'],
      owner: 'business',
    },
    {
      name: 'POST /businesses/:id/change-request',
      method: 'POST',
      url: () => `/api/businesses/${self.business.id}/change-request`,
      body: () => ({ field: 'businessName', newValue: 'New', reason: 'Because.' }),
      allowed: ['self'],
      owner: 'business',
    },
    {
      name: 'POST /businesses/admins',
      method: 'POST',
      url: () => '/api/businesses/admins',
      body: () => ({
        email: `a-${randomUUID().slice(0, 8)}@test.praktika.dev`,
        password: 'Strong-Pass-9',
        passwordConfirm: 'Strong-Pass-9',
      }),
      allowed: ['admin'],
    },
    {
      name: 'PUT /mentors/:id',
      method: 'PUT',
      url: () => `/api/mentors/${self.mentor.id}`,
      body: () => mentorBody(),
      allowed: ['self', 'admin'],
      owner: 'mentor',
    },
    {
      name: 'PUT /mentors/:id/logo',
      method: 'PUT',
      url: () => `/api/mentors/${self.mentor.id}/logo`,
      allowed: ['self', 'admin'],
      owner: 'mentor',
    },
    {
      name: 'PUT /mentors/:id/cv',
      method: 'PUT',
      url: () => `/api/mentors/${self.mentor.id}/cv`,
      allowed: ['self', 'admin'],
      owner: 'mentor',
    },
    {
      name: 'PUT /mentors/:id/approve',
      method: 'PUT',
      url: () => `/api/mentors/${self.mentor.id}/approve`,
      body: () => ({ approved: false }),
      allowed: ['admin'],
      owner: 'mentor',
    },
    ...(['interns', 'businesses', 'mentors'] as const).map((p): Row => ({
      name: `PUT /${p}/:id/active`,
      method: 'PUT',
      url: () =>
        `/api/${p}/${self[p === 'interns' ? 'intern' : p === 'businesses' ? 'business' : 'mentor'].id}/active`,
      body: () => ({ active: true }),
      allowed: ['admin'],
      owner: p === 'interns' ? 'intern' : p === 'businesses' ? 'business' : 'mentor',
    })),
    {
      name: 'PUT /interns/:id/updateRequired',
      method: 'PUT',
      url: () => `/api/interns/${self.intern.id}/updateRequired`,
      body: () => ({ updateRequired: false }),
      allowed: ['admin'],
      owner: 'intern',
    },
  ];

  it.each(rows)('$name', async (row) => {
    const callers: Array<[string, Who]> = [
      ['visitor', null],
      ['intern', others.intern],
      ['business', others.business],
      ['mentor', others.mentor],
      ['admin', others.admin],
    ];
    if (row.owner) callers.push(['self', self[row.owner]]);
    for (const [who, user] of callers) {
      const res = await call(row.method, row.url(), user, row.body?.());
      const allowed = (row.allowed as string[]).includes(who);
      if (who === 'visitor') expect(res.statusCode, `${row.name} as visitor`).toBe(401);
      else if (allowed)
        expect([401, 403], `${row.name} as ${who}: ${res.body}`).not.toContain(res.statusCode);
      else {
        expect(res.statusCode, `${row.name} as ${who}`).toBe(403);
        expect(res.json().errorType).toBe('FORBIDDEN');
      }
    }
  });
});
