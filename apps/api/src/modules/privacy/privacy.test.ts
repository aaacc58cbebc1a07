/**
 * Privacy: DELETE /api/interns|businesses|mentors/:id (erasure with anonymised facts, sessions end, files gone,
 * counts unchanged, the last admin stays, admins' content files survive) and GET /api/me/export (the zip), with
 * who may call each route.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import { EXPORTS_PER_HOUR, ZDeletionResults, type TDataExport } from '@praktika/contracts/privacy';
import { ZInternCvResult } from '@praktika/contracts/cv';
import { ZBusinessFullResult } from '@praktika/contracts/people';
import { useFixtureApp } from '../../../test/fixture-app.ts';
import { filesOf } from '../../../test/content-kit.ts';
import { createUser, signupAndConfirm, type TestUser } from '../../../test/factories.ts';
import { PDF, fileParts, png } from '../../../test/files.ts';
import { uploadAs } from '../../../test/upload.ts';
import { unzip } from '../../../test/unzip.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { interns } from '../../db/schema/profiles.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { internLanguages } from '../../db/schema/cv.ts';
import { publicMentors } from '../../db/schema/public-mentors.ts';
import { anonymisedAccounts } from '../../db/schema/privacy.ts';
import { countAccounts } from './privacy.public.ts';
import { programmeToday } from '@praktika/contracts/dates';
import { expectError, expectOk } from '../../../test/api.ts';

const kit = useFixtureApp();

type Who = TestUser | null;
const PATH: Record<TAccountType, string> = { intern: 'interns', business: 'businesses', mentor: 'mentors' };
const typeOf = (role: TRole): TAccountType => (role === 'admin' ? 'business' : role);

const remove = (type: TAccountType, id: string, who: Who, payload?: unknown) =>
  kit.t.app.inject({
    method: 'DELETE',
    url: `/api/${PATH[type]}/${id}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const exportOf = (who: Who) =>
  kit.t.app.inject({ method: 'GET', url: '/api/me/export', ...(who ? { headers: who.headers } : {}) });

const upload = async (who: TestUser, kind: string, bytes: Buffer, name: string) =>
  (await uploadAs(kit.t.app, who.headers, kind, bytes, name))._id;

const { fileRow } = filesOf(kit);
const today = () => programmeToday();
const thisYear = () => new Date().getUTCFullYear();

describe('DELETE /api/interns/:id', () => {
  it('the intern confirms with the e-mail; afterwards: no sign-in, old token refused, files gone, counts unchanged', async () => {
    const intern = await signupAndConfirm(kit.t.app, 'intern', {
      municipality: kit.fx.municipalities[1],
      gender: 'O',
      birthdate: `${thisYear() - 19}-02-03`,
    });
    const photo = await fileParts([{ field: 'photo', bytes: await png(20, 20), filename: 'me.png' }]);
    const put = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/photo`,
      payload: photo.payload,
      headers: { ...photo.headers, ...intern.headers },
    });
    const photoId = expectOk(put, ZInternCvResult).intern.photo!._id;
    const cvId = await upload(intern, 'cv', PDF, 'cv.pdf');
    const keys = [(await fileRow(photoId))!.storageKey, (await fileRow(cvId))!.storageKey];
    for (const key of keys) expect(await kit.t.app.storage.size(key)).toBeGreaterThan(0);
    await kit.t.app.database.db.insert(internLanguages).values({
      internId: intern.id,
      language: 'sq',
      position: 0,
      speakingLevel: 'NATIVE',
      writingLevel: 'NATIVE',
    });
    const sent = await kit.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Arta', email: intern.email.toUpperCase(), message: 'A question about internships.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const db = kit.t.app.database.db;
    const filters = [
      { role: 'intern' as const },
      { role: 'intern' as const, municipalities: [kit.fx.municipalities[1]] },
      { role: 'intern' as const, genders: ['O' as const] },
      { role: 'intern' as const, birthYears: [thisYear() - 19] },
      { role: 'intern' as const, registeredFrom: today(), registeredTo: today() },
    ];
    const before = await Promise.all(filters.map((f) => countAccounts(db, f)));
    expect(before.every((c) => c.live >= 1)).toBe(true);

    // The confirmation must be the account's own address.
    const wrong = await remove('intern', intern.id, intern, { email: 'someone-else@test.praktika.dev' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'email', issue: 'confirmationMismatch' }],
    });
    expect((await remove('intern', intern.id, intern)).statusCode).toBe(400);
    expect((await remove('intern', intern.id, intern, { email: 42 })).statusCode).toBe(400);

    const res = await remove('intern', intern.id, intern, { email: ` ${intern.email.toUpperCase()} ` });
    const { intern: deleted } = expectOk(res, ZDeletionResults.intern);
    expect(deleted).toMatchObject({ _id: intern.id, deleted: true });
    expect(Date.parse(deleted.deletedAt)).not.toBeNaN();

    // Sessions end, sign-in fails like an unknown address, a second delete finds nothing.
    const old = await kit.t.app.inject({
      method: 'GET',
      url: `/api/interns/${intern.id}`,
      headers: intern.headers,
    });
    expectError(old, 401, 'FAILED_DECODE_TOKEN');
    const login = await kit.t.app.inject({
      method: 'POST',
      url: '/api/interns/auth/login',
      payload: { email: intern.email, password: intern.password },
    });
    expectError(login, 401, 'INVALID_CREDENTIALS');
    const admin = await createUser(kit.t.app, 'admin');
    expect((await remove('intern', intern.id, admin, { email: intern.email })).statusCode).toBe(404);

    // Personal data, CV rows, files and contact messages are gone; blobs after the removal jobs run.
    expect(await db.select().from(accounts).where(eq(accounts.id, intern.id))).toEqual([]);
    expect(await db.select().from(interns).where(eq(interns.id, intern.id))).toEqual([]);
    expect(await db.select().from(internLanguages).where(eq(internLanguages.internId, intern.id))).toEqual(
      [],
    );
    expect(await fileRow(photoId)).toBeUndefined();
    expect(await fileRow(cvId)).toBeUndefined();
    expect(
      await db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${intern.email}`),
    ).toEqual([]);
    await kit.t.app.blobRemoval.drain();
    for (const key of keys) expect(await kit.t.app.storage.size(key)).toBeUndefined();

    // Every count is what it was: the deleted intern now counts through its anonymised row.
    const after = await Promise.all(filters.map((f) => countAccounts(db, f)));
    expect(after.map((c) => c.total)).toEqual(before.map((c) => c.total));
    after.forEach((c, i) => {
      expect(c.live).toBe(before[i]!.live - 1);
      expect(c.anonymised).toBe(before[i]!.anonymised + 1);
    });

    // The fact row holds no identity: nothing of it is the account's id, e-mail or names.
    const rows = await db.select().from(anonymisedAccounts);
    const row = rows.find((r) => r.role === 'intern' && r.gender === 'O' && r.birthYear === thisYear() - 19);
    expect(row).toMatchObject({
      accountType: 'intern',
      municipalityId: kit.fx.municipalities[1],
      businessTypeId: null,
      registeredOn: today(),
      deletedOn: today(),
    });
    expect(row!.id).not.toBe(intern.id);
    const text = JSON.stringify(rows);
    for (const secret of [intern.id, intern.email, 'Arta', 'Krasniqi', `02-03`])
      expect(text).not.toContain(secret);
  });

  it('contact messages from an address another account still uses stay', async () => {
    const email = `shared-${randomUUID().slice(0, 8)}@test.praktika.dev`;
    const intern = await createUser(kit.t.app, 'intern', { email });
    await createUser(kit.t.app, 'mentor', { email });
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Shared', email, message: 'Both of my accounts ask this.' },
    });
    expect((await remove('intern', intern.id, intern, { email })).statusCode).toBe(200);
    const left = await kit.t.app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(left).toHaveLength(1);
  });
});

describe('DELETE /api/businesses/:id and /api/mentors/:id', () => {
  it('an organisation deletes itself; its logo goes; counts by entity type and municipality stay', async () => {
    const db = kit.t.app.database.db;
    const org = await createUser(kit.t.app, 'business');
    const logo = await fileParts([{ field: 'logo', bytes: await png(), filename: 'logo.png' }]);
    const put = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${org.id}/logo`,
      payload: logo.payload,
      headers: { ...logo.headers, ...org.headers },
    });
    const key = (await fileRow(expectOk(put, ZBusinessFullResult).business.logo!._id))!.storageKey;
    const filters = [
      { role: 'business' as const },
      {
        role: 'business' as const,
        businessTypes: [kit.fx.businesstypes[0]],
        municipalities: [kit.fx.municipalities[0]],
      },
    ];
    const before = await Promise.all(filters.map((f) => countAccounts(db, f)));
    const res = await remove('business', org.id, org, { email: org.email });
    expect(expectOk(res, ZDeletionResults.business).business).toMatchObject({ _id: org.id, deleted: true });
    const after = await Promise.all(filters.map((f) => countAccounts(db, f)));
    expect(after.map((c) => c.total)).toEqual(before.map((c) => c.total));
    expect(after[1]!.anonymised).toBe(before[1]!.anonymised + 1);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(key)).toBeUndefined();
    const again = await kit.t.app.inject({
      method: 'GET',
      url: `/api/businesses/${org.id}`,
      headers: org.headers,
    });
    expect(again.statusCode).toBe(401);
  });

  it('an admin deletes a mentor (confirming the mentor’s e-mail); counts by gender stay', async () => {
    const db = kit.t.app.database.db;
    const admin = await createUser(kit.t.app, 'admin');
    const mentor = await createUser(kit.t.app, 'mentor');
    const cvId = await upload(mentor, 'cv', PDF, 'mentor-cv.pdf');
    const before = await countAccounts(db, { role: 'mentor', genders: ['M'] });
    expect((await remove('mentor', mentor.id, admin, { email: admin.email })).statusCode).toBe(400);
    const res = await remove('mentor', mentor.id, admin, { email: mentor.email });
    expect(expectOk(res, ZDeletionResults.mentor).mentor._id).toBe(mentor.id);
    expect(await fileRow(cvId)).toBeUndefined();
    expect((await countAccounts(db, { role: 'mentor', genders: ['M'] })).total).toBe(before.total);
    const old = await kit.t.app.inject({
      method: 'GET',
      url: `/api/mentors/${mentor.id}`,
      headers: mentor.headers,
    });
    expect(old.statusCode).toBe(401);
  });

  it('the path’s type must be the account’s: an intern id under /mentors is 404 (for an admin)', async () => {
    const admin = await createUser(kit.t.app, 'admin');
    const intern = await createUser(kit.t.app, 'intern');
    expect((await remove('mentor', intern.id, admin, { email: intern.email })).statusCode).toBe(404);
    expect((await remove('intern', randomUUID(), admin, { email: 'x@test.praktika.dev' })).statusCode).toBe(
      404,
    );
    expect((await remove('intern', 'not-a-uuid', admin, { email: 'x@test.praktika.dev' })).statusCode).toBe(
      400,
    );
    expect((await remove('intern', intern.id, admin, { email: 'a\u0000b' })).statusCode).toBe(400);
  });
});

describe('who may delete an account', () => {
  const cases: Array<{ target: TRole; who: TRole | 'self' | 'visitor'; status: number }> = [];
  for (const target of ['intern', 'business', 'mentor'] as const) {
    cases.push({ target, who: 'self', status: 200 }, { target, who: 'visitor', status: 401 });
    cases.push({ target, who: 'admin', status: 200 });
    for (const role of ['intern', 'business', 'mentor'] as const)
      cases.push({ target, who: role, status: 403 });
  }
  for (const { target, who, status } of cases) {
    it(`${who} deleting ${target === who ? 'another' : 'an'} ${target}: ${status}`, async () => {
      const victim = await createUser(kit.t.app, target);
      const caller = who === 'self' ? victim : who === 'visitor' ? null : await createUser(kit.t.app, who);
      const res = await remove(typeOf(target), victim.id, caller, { email: victim.email });
      expect(res.statusCode, res.body).toBe(status);
      const still = await kit.t.app.database.db.select().from(accounts).where(eq(accounts.id, victim.id));
      expect(still).toHaveLength(status === 200 ? 0 : 1);
    });
  }
  it('refused callers learn nothing about the input: 403 before 400', async () => {
    const victim = await createUser(kit.t.app, 'intern');
    const other = await createUser(kit.t.app, 'intern');
    expect((await remove('intern', victim.id, other, { email: 7 })).statusCode).toBe(403);
    expect((await remove('intern', victim.id, null, { email: 7 })).statusCode).toBe(401);
  });
});

describe('administrator accounts', () => {
  it('an admin deletes another admin: the content files it uploaded pass to the admin who deletes', async () => {
    const db = kit.t.app.database.db;
    const [a, b] = await Promise.all([createUser(kit.t.app, 'admin'), createUser(kit.t.app, 'admin')]);
    const photo = await upload(b, 'publicMentorPhoto', await png(), 'pm.png');
    await db.insert(publicMentors).values({ id: randomUUID(), name: 'Shown Mentor', photoId: photo });
    const business = await createUser(kit.t.app, 'business');
    // An organisation cannot delete an admin account (nor can an admin's path be another type's).
    expect((await remove('business', b.id, business, { email: b.email })).statusCode).toBe(403);
    const res = await remove('business', b.id, a, { email: b.email });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fileRow(photo))!.ownerId).toBe(a.id);
    const dl = await kit.t.app.inject({ method: 'GET', url: `/api/files/${photo}` });
    expect(dl.statusCode).toBe(200);
  });

  it('the last active admin cannot be deleted, by itself or anyone', async () => {
    const db = kit.t.app.database.db;
    const last = await createUser(kit.t.app, 'admin');
    const lastFile = await upload(last, 'publicMentorPhoto', await png(), 'keep.png');
    // Every other admin of this database is deactivated: `last` is the only active one.
    await db.execute(sql`update accounts set active = false where role = 'admin' and id <> ${last.id}`);
    const res = await remove('business', last.id, last, { email: last.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'id', issue: 'lastAdmin' }],
    });
    expect(await fileRow(lastFile)).toBeDefined();
    // With another active admin it may go, and its files pass to that admin.
    const heir = await createUser(kit.t.app, 'admin');
    expect((await remove('business', last.id, last, { email: last.email })).statusCode).toBe(200);
    expect((await fileRow(lastFile))!.ownerId).toBe(heir.id);
  });
});

describe('GET /api/me/export', () => {
  it('the intern downloads a zip: data.json with the whole CV, files and contact messages, and the files’ bytes', async () => {
    const intern = await signupAndConfirm(kit.t.app, 'intern', { birthdate: `${thisYear() - 20}-05-06` });
    const cvId = await upload(intern, 'cv', PDF, 'Ëndërr CV.pdf');
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Arta', email: intern.email, message: 'Please send me the programme dates.' },
    });
    const res = await exportOf(intern);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="praktika-my-data.zip"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = unzip(res.rawPayload);
    const data = JSON.parse(entries.find((e) => e.name === 'data.json')!.data.toString()) as TDataExport;
    expect(data.account).toMatchObject({ _id: intern.id, email: intern.email, role: 'intern' });
    expect(JSON.stringify(data.account)).not.toMatch(/password|Hash|sessionVersion/i);
    expect(data.profile.type).toBe('intern');
    if (data.profile.type !== 'intern') throw new Error('intern profile expected');
    expect(data.profile.intern).toMatchObject({ birthdate: `${thisYear() - 20}-05-06` });
    expect(data.profile.intern.ethnicity?._id).toBe(kit.fx.ethnicities[0]);
    expect(data.profile.intern.disabilities.map((d) => d._id)).toEqual([kit.fx.healthconditions[0]]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: intern.email, message: 'Please send me the programme dates.' }),
    ]);
    expect(data.files).toEqual([expect.objectContaining({ _id: cvId, name: 'Ëndërr CV.pdf', kind: 'cv' })]);
    const inZip = entries.find((e) => e.name === data.files[0]!.path);
    expect(data.files[0]!.path).toBe(`files/${cvId.slice(0, 8)}-Ëndërr CV.pdf`);
    expect(inZip!.data.equals(PDF)).toBe(true);
    expect(entries.map((e) => e.name)).toEqual(['data.json', data.files[0]!.path]);
  });

  it('every role downloads its own data; visitors 401', async () => {
    for (const role of ['business', 'mentor', 'admin'] as const) {
      const who = await createUser(kit.t.app, role);
      const res = await exportOf(who);
      expect(res.statusCode, `${role} ${res.body.slice(0, 200)}`).toBe(200);
      const data = JSON.parse(unzip(res.rawPayload)[0]!.data.toString()) as TDataExport;
      expect(data.account).toMatchObject({ _id: who.id, role });
      expect(data.profile.type).toBe(typeOf(role));
    }
    const visitor = await exportOf(null);
    expectError(visitor, 401, 'UNAUTHORIZED');
  });

  it(`${EXPORTS_PER_HOUR} exports per hour per account, then 429`, async () => {
    const who = await createUser(kit.t.app, 'mentor');
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await exportOf(who)).statusCode).toBe(200);
    const over = await exportOf(who);
    expectError(over, 429, 'RATE_LIMITED');
    // Another account has its own allowance.
    expect((await exportOf(await createUser(kit.t.app, 'mentor'))).statusCode).toBe(200);
  });
});
