/**
 * The intern's CV API: GET/PUT /api/interns/:id, PUT /api/interns/:id/photo, PUT /api/interns/:id/cv (PDF).
 * Rules on their field paths, rows replaced, the new token's flags, photo and CV file handling, the PDF's text,
 * and who may call each route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { useFixtureApp } from '../../../test/fixture-app.ts';
import { birthdateForAge, createUser, signupAndConfirm, type TestUser } from '../../../test/factories.ts';
import { PDF, fileParts, png } from '../../../test/files.ts';
import { uploadAs } from '../../../test/upload.ts';
import { insertApplication, insertJob } from '../../../test/opportunity-fixtures.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { interns } from '../../db/schema/profiles.ts';
import { files } from '../../db/schema/files.ts';
import { internEducation, internExperience, internLanguages } from '../../db/schema/cv.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZInternCvResult, ZInternCvSaveResult, ZInternReadResult } from '@praktika/contracts/cv';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import { texts } from '../../i18n/index.ts';

const kit = useFixtureApp();
let kosovo: string;
let institution: string;
let intern: TestUser;
let other: TestUser;
let business: TestUser;
let mentor: TestUser;
let admin: TestUser;

const NAME = 'Ëlirë Çaçi';
const LAST = 'Šarčević-Đurđević Žižek';

beforeAll(async () => {
  const db = kit.t.app.database.db;
  const [k] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.collection, 'countries'), eq(catalogueItems.seedKey, 'kosovo')));
  kosovo = k!.id;
  institution = randomUUID();
  await db.insert(catalogueItems).values({
    id: institution,
    collection: 'institutions',
    enName: 'Test University',
    sqName: 'Universiteti i Testit',
    srName: 'Univerzitet Testa',
    institutionType: 'UNIVERSITY',
    municipalityId: kit.fx.municipalities[0],
  });
  [intern, other, business, mentor, admin] = await Promise.all([
    signupAndConfirm(kit.t.app, 'intern', { emailLanguage: 'sr' }),
    createUser(kit.t.app, 'intern'),
    createUser(kit.t.app, 'business'),
    createUser(kit.t.app, 'mentor'),
    createUser(kit.t.app, 'admin'),
  ]);
});

const education = (over: Record<string, unknown> = {}) => ({
  country: kosovo,
  municipality: kit.fx.municipalities[0],
  type: 'UNIVERSITY',
  institution,
  fieldOfStudy: 'Shkenca kompjuterike',
  currentlyStudying: false,
  startDate: '2021-10-01',
  endDate: '2024-06-30',
  ...over,
});
const abroad = (over: Record<string, unknown> = {}) =>
  education({
    country: kit.fx.countries[0],
    municipality: null,
    institution: null,
    otherInstitution: 'Technische Universität Wien',
    currentlyStudying: true,
    endDate: null,
    ...over,
  });
const experience = (over: Record<string, unknown> = {}) => ({
  type: 'INTERNSHIP',
  title: 'Praktikante',
  company: 'Çarshia Sh.p.k.',
  currentlyWorking: false,
  startDate: '2023-07-01',
  endDate: '2023-09-30',
  description: 'Punë me klientë',
  location: 'Prishtinë',
  ...over,
});
function cvBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: NAME,
    lastName: LAST,
    birthdate: birthdateForAge(20),
    gender: 'F',
    municipality: kit.fx.municipalities[0],
    phoneNumber: '044 123 456',
    address: 'Rr. Nënë Tereza 1',
    ethnicity: kit.fx.ethnicities[0],
    disabilities: [kit.fx.healthconditions[0]],
    categories: [kit.fx.categories[0]],
    skills: [kit.fx.skills[1]],
    availability: 'Full time',
    otherEngagements: 'Vullnetare në Kryqin e Kuq',
    education: [education(), abroad()],
    experience: [experience()],
    languages: [
      { language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' },
      { language: 'en', speakingLevel: 'FLUENT', writingLevel: 'INTERMEDIATE' },
    ],
    cvFile: null,
    ...over,
  };
}

const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  kit.t.app.inject({ method: 'PUT', url: `/api/interns/${id}`, payload: body as object, headers });
const get = (id: string, headers: Record<string, string> = {}) =>
  kit.t.app.inject({ method: 'GET', url: `/api/interns/${id}`, headers });
const details = (res: { json(): { details?: Array<{ field: string; issue: string }> } }) =>
  res.json().details?.map((d) => `${d.field}: ${d.issue}`);

const uploadFile = async (user: TestUser, kind: string, bytes: Buffer, name: string) =>
  (await uploadAs(kit.t.app, user.headers, kind, bytes, name))._id;
const fileRow = async (id: string) =>
  (await kit.t.app.database.db.select().from(files).where(eq(files.id, id)))[0];

describe('PUT /api/interns/:id', () => {
  it('before the first save the CV is empty and the session says it is not filled', async () => {
    expect(decodeJwt(intern.token)).toMatchObject({ updateFinished: false });
    const res = await get(intern.id, intern.headers);
    expect(expectOk(res, ZInternCvResult).intern).toMatchObject({
      education: [],
      languages: [],
      updateFinished: false,
    });
  });

  it('saves the whole CV, answers it with a new token: updateFinished true, updateRequired cleared', async () => {
    await kit.t.app.database.db
      .update(interns)
      .set({ updateRequired: true })
      .where(eq(interns.id, intern.id));
    const res = await put(intern.id, cvBody(), intern.headers);
    const { intern: cv, token } = expectOk(res, ZInternCvSaveResult);
    expect(cv).toMatchObject({
      name: NAME,
      lastName: LAST,
      phoneNumber: '+38344123456',
      otherEngagements: 'Vullnetare në Kryqin e Kuq',
      updateFinished: true,
      updateRequired: false,
      skills: [{ _id: kit.fx.skills[1] }],
      education: [
        {
          country: { _id: kosovo, enName: 'Kosovo' },
          municipality: { _id: kit.fx.municipalities[0] },
          type: 'UNIVERSITY',
          institution: { _id: institution, sqName: 'Universiteti i Testit' },
          otherInstitution: null,
          endDate: '2024-06-30',
        },
        {
          country: { _id: kit.fx.countries[0] },
          municipality: null,
          institution: null,
          otherInstitution: 'Technische Universität Wien',
          currentlyStudying: true,
          endDate: null,
        },
      ],
      experience: [{ type: 'INTERNSHIP', company: 'Çarshia Sh.p.k.', endDate: '2023-09-30' }],
      languages: [
        { language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' },
        { language: 'en', speakingLevel: 'FLUENT', writingLevel: 'INTERMEDIATE' },
      ],
      photo: null,
      cvFile: null,
    });
    const claims = decodeJwt(token as string);
    expect(claims).toMatchObject({
      id: intern.id,
      role: 'intern',
      updateFinished: true,
      updateRequired: false,
      aboveOrUnderAge: false,
    });
    // Not "remember me": a day, like the session it replaces.
    expect(claims.exp! - claims.iat!).toBe(86400);
    // The new token works, and the old one too (same session version).
    expect((await get(intern.id, { authorization: `Bearer ${token as string}` })).statusCode).toBe(200);
    expect(expectOk(await get(intern.id, intern.headers), ZInternCvResult).intern).toEqual(cv);
  });

  it('replaces the rows: fewer rows after a second save, none left over', async () => {
    const db = kit.t.app.database.db;
    const res = await put(
      intern.id,
      cvBody({
        education: [abroad()],
        experience: [],
        languages: [{ language: 'de', speakingLevel: 'BEGINNER', writingLevel: 'BEGINNER' }],
        skills: [],
      }),
      intern.headers,
    );
    expect(expectOk(res, ZInternCvResult).intern).toMatchObject({ experience: [], skills: [] });
    expect(
      await db.select().from(internEducation).where(eq(internEducation.internId, intern.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(internExperience).where(eq(internExperience.internId, intern.id)),
    ).toHaveLength(0);
    expect(
      (await db.select().from(internLanguages).where(eq(internLanguages.internId, intern.id))).map(
        (l) => l.language,
      ),
    ).toEqual(['de']);
  });

  it('a "remember me" session gets a 30-day token back', async () => {
    const remembered = await createUser(kit.t.app, 'intern', { remember: true });
    const res = await put(remembered.id, cvBody(), remembered.headers);
    const claims = decodeJwt(expectOk(res, ZInternCvSaveResult).token as string);
    expect(claims.exp! - claims.iat!).toBe(30 * 86400);
  });

  it('contract rules answer 400 on their field paths; nothing is stored', async () => {
    const before = expectOk(await get(intern.id, intern.headers), ZInternCvResult).intern;
    const res = await put(
      intern.id,
      cvBody({
        education: [
          education(),
          education({ institution: null, startDate: '2024-01-01', endDate: '2023-01-01' }),
        ],
        experience: [experience({ endDate: null })],
        languages: [],
      }),
      intern.headers,
    );
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(details(res)).toEqual([
      'education.1.institution: required',
      'education.1.startDate: validStartDate',
      'education.1.endDate: validEndDate',
      'experience.0.endDate: required',
      'languages: atLeastOne',
    ]);
    expect(expectOk(await get(intern.id, intern.headers), ZInternCvResult).intern).toEqual(before);
  });

  it('education places: Kosovo needs a municipality, abroad has none, an institution must fit municipality and type', async () => {
    const res = await put(
      intern.id,
      cvBody({
        education: [
          education({ municipality: null, institution: null, otherInstitution: 'Shkolla' }),
          abroad({ municipality: kit.fx.municipalities[0] }),
          education({ type: 'HIGH_SCHOOL' }),
          education({ municipality: kit.fx.municipalities[1] }),
        ],
      }),
      intern.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual([
      'education.0.municipality: required',
      'education.1.municipality: municipalityAbroad',
      'education.2.institution: institutionMismatch',
      'education.3.institution: institutionMismatch',
    ]);
  });

  it('catalogue references of the wrong collection are 400 notFound on their fields', async () => {
    const res = await put(
      intern.id,
      cvBody({
        education: [
          education({ country: kit.fx.municipalities[0] }),
          abroad({ institution: kit.fx.skills[0] }),
        ],
      }),
      intern.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual(['education.0.country: notFound', 'education.1.institution: notFound']);
  });

  it('a changed birth date must give an age of 16-24', async () => {
    const res = await put(intern.id, cvBody({ birthdate: birthdateForAge(30) }), intern.headers);
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual(['birthdate: ageRange']);
  });

  it('malformed input is 400, never 500', async () => {
    for (const body of [
      'not json',
      [],
      { education: 'x' },
      cvBody({ education: [null] }),
      cvBody({ languages: [{ language: 7 }] }),
    ]) {
      const res = await kit.t.app.inject({
        method: 'PUT',
        url: `/api/interns/${intern.id}`,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { ...intern.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await put('not-a-uuid', cvBody(), admin.headers)).statusCode).toBe(400);
    expect((await put(randomUUID(), cvBody(), admin.headers)).statusCode).toBe(404);
  });

  it('only admins set updateRequired; an admin save keeps the flag and answers no token', async () => {
    const asIntern = await put(intern.id, cvBody({ updateRequired: true }), intern.headers);
    expect(asIntern.statusCode).toBe(403);
    const res = await put(intern.id, cvBody({ updateRequired: true }), admin.headers);
    expect(expectOk(res, ZInternCvSaveResult).token).toBeUndefined();
    expect(expectOk(res, ZInternCvResult).intern.updateRequired).toBe(true);
    const again = await put(intern.id, cvBody(), admin.headers);
    expect(expectOk(again, ZInternCvResult).intern.updateRequired).toBe(true);
    // The intern's own save answers the request.
    const own = await put(intern.id, cvBody(), intern.headers);
    expect(expectOk(own, ZInternCvResult).intern.updateRequired).toBe(false);
    expect(decodeJwt(expectOk(own, ZInternCvSaveResult).token as string).updateRequired).toBe(false);
  });
});

describe('the CV file (uploaded through POST /api/files, kind cv)', () => {
  it('attaches the intern’s own upload, refuses others’, other kinds and unknown ids, and removes a replaced one', async () => {
    const mine = await uploadFile(intern, 'cv', PDF, 'cv.pdf');
    const res = await put(intern.id, cvBody({ cvFile: mine }), intern.headers);
    expect(expectOk(res, ZInternCvResult).intern.cvFile).toMatchObject({
      _id: mine,
      kind: 'cv',
      name: 'cv.pdf',
    });
    // Saving again with the same file keeps it.
    expect((await put(intern.id, cvBody({ cvFile: mine }), intern.headers)).statusCode).toBe(200);

    const theirs = await uploadFile(other, 'cv', PDF, 'theirs.pdf');
    const photo = await uploadFile(intern, 'photo', await png(), 'me.png');
    for (const [fileId, issue] of [
      [theirs, 'fileUnavailable'],
      [photo, 'wrongFileKind'],
      [randomUUID(), 'notFound'],
    ] as const) {
      const r = await put(intern.id, cvBody({ cvFile: fileId }), intern.headers);
      expect(r.statusCode).toBe(400);
      expect(details(r)).toEqual([`cvFile: ${issue}`]);
    }
    // Another intern cannot take it either.
    const stolen = await put(other.id, cvBody({ cvFile: mine }), other.headers);
    expect(details(stolen)).toEqual(['cvFile: fileUnavailable']);

    const key = (await fileRow(mine))!.storageKey;
    const cleared = await put(intern.id, cvBody({ cvFile: null }), intern.headers);
    expect(expectOk(cleared, ZInternCvResult).intern.cvFile).toBeNull();
    expect(await fileRow(mine)).toBeUndefined();
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(key)).toBeUndefined();
  });

  it('a file an admin uploads for the intern becomes the intern’s, who can then download it', async () => {
    const id = await uploadFile(admin, 'cv', PDF, 'for-intern.pdf');
    const res = await put(intern.id, cvBody({ cvFile: id }), admin.headers);
    expect(res.statusCode).toBe(200);
    expect((await fileRow(id))!.ownerId).toBe(intern.id);
    const dl = await kit.t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: intern.headers });
    expect(dl.statusCode).toBe(200);
  });
});

describe('PUT /api/interns/:id/photo', () => {
  const sendPhoto = async (id: string, headers: Record<string, string>, field = 'photo') => {
    const body = await fileParts([{ field, bytes: await png(24, 24), filename: 'me.png' }]);
    return kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('stores the photo (kind photo, re-encoded), then a new one replaces it and the old file and blob go', async () => {
    const first = await sendPhoto(intern.id, intern.headers);
    const photo1 = expectOk(first, ZInternCvResult).intern.photo!;
    expect(photo1).toMatchObject({ kind: 'photo', type: 'image/png' });
    const key1 = (await fileRow(photo1._id))!.storageKey;

    const second = await sendPhoto(intern.id, admin.headers);
    const photo2 = expectOk(second, ZInternCvResult).intern.photo!;
    expect(photo2._id).not.toBe(photo1._id);
    // Uploaded by an admin, owned by the intern.
    expect((await fileRow(photo2._id))!.ownerId).toBe(intern.id);
    expect(await fileRow(photo1._id)).toBeUndefined();
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(key1)).toBeUndefined();
    expect(expectOk(await get(intern.id, intern.headers), ZInternCvResult).intern.photo!._id).toBe(
      photo2._id,
    );
  });

  it('400 without a photo part, 415 for a PDF or a JSON body, 404 for an unknown intern', async () => {
    expect((await sendPhoto(intern.id, intern.headers, 'file')).statusCode).toBe(400);
    const pdf = await fileParts([{ field: 'photo', bytes: PDF, filename: 'x.png' }]);
    const refused = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/photo`,
      payload: pdf.payload,
      headers: { ...pdf.headers, ...intern.headers },
    });
    expect(refused.statusCode).toBe(415);
    const json = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/photo`,
      payload: {},
      headers: intern.headers,
    });
    expect(json.statusCode).toBe(415);
    expect((await sendPhoto(randomUUID(), admin.headers)).statusCode).toBe(404);
  });
});

describe('permissions on every CV route', () => {
  type Caller = [string, () => Record<string, string>, number];
  const callers = (): Caller[] => [
    ['self', () => intern.headers, 200],
    ['another intern', () => other.headers, 403],
    ['business', () => business.headers, 403],
    ['mentor', () => mentor.headers, 403],
    ['admin', () => admin.headers, 200],
    ['visitor', () => ({}), 401],
  ];

  it.each(callers())('GET, PUT, photo and PDF as %s', async (_who, headers, status) => {
    expect((await get(intern.id, headers())).statusCode).toBe(status);
    expect((await put(intern.id, cvBody(), headers())).statusCode).toBe(status);
    const body = await fileParts([{ field: 'photo', bytes: await png(), filename: 'p.png' }]);
    const photo = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...headers() },
    });
    expect(photo.statusCode).toBe(status);
    const pdf = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/cv`,
      headers: headers(),
    });
    expect(pdf.statusCode).toBe(status);
    // Refused callers learn nothing about the input either (401/403 before 400).
    if (status !== 200) expect((await put(intern.id, { junk: true }, headers())).statusCode).toBe(status);
  });

  it('an organisation the intern applied to reads its own view of the CV (GET only), others stay at 403', async () => {
    const host = await createUser(kit.t.app, 'business');
    expect((await get(intern.id, host.headers)).statusCode).toBe(403);
    const job = await insertJob(kit.t.app, { businessId: host.id });
    await insertApplication(kit.t.app, job, intern.id, 'APPLIED');
    const res = await get(intern.id, host.headers);
    const seen = expectOk(res, ZInternReadResult).intern as Record<string, unknown>;
    expect(seen._id).toBe(intern.id);
    expect(typeof seen.age).toBe('number');
    for (const hidden of ['birthdate', 'ethnicity', 'disabilities', 'address', 'hearAbout', 'updateRequired'])
      expect(seen, hidden).not.toHaveProperty(hidden);
    const [row] = await kit.t.app.database.db.select().from(interns).where(eq(interns.id, intern.id));
    expect(res.body).not.toContain(row!.birthdate);
    // Still no writes, and another organisation still nothing.
    expect((await put(intern.id, cvBody(), host.headers)).statusCode).toBe(403);
    expect((await get(intern.id, business.headers)).statusCode).toBe(403);
  });
});

describe('PUT /api/interns/:id/cv (the PDF)', () => {
  async function pdfText(buf: Buffer): Promise<string> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(buf) }).promise;
    let text = '';
    for (let i = 1; i <= doc.numPages; i += 1) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      text += content.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
    }
    await doc.destroy();
    return text;
  }
  const pdf = (query = '', payload?: object) =>
    kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/cv${query}`,
      headers: intern.headers,
      ...(payload ? { payload } : {}),
    });

  it('renders the stored CV with its letters, in the intern’s language by default, without sensitive data', async () => {
    expect((await put(intern.id, cvBody(), intern.headers)).statusCode).toBe(200);
    const res = await pdf('', { resumeHtml: '<p>ignored</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="CV-Elire-Caci-Sarcevic-Durdevic-Zizek.pdf"; filename*=UTF-8''${encodeURIComponent('CV-Ëlirë-Çaçi-Šarčević-Đurđević-Žižek.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(NAME);
    expect(text).toContain(LAST);
    for (const ch of ['ë', 'ç', 'š', 'đ', 'ž', 'č']) expect(text).toContain(ch);
    // The intern signed up in Serbian: Serbian labels and catalogue names.
    expect(text).toContain('Obrazovanje');
    expect(text).toContain('Univerzitet Testa');
    expect(text).toContain('albanski');
    expect(text).toContain('maternji');
    expect(text).toContain('Technische Universität Wien');
    expect(text).toContain('Vullnetare në Kryqin e Kuq');
    // Never ethnicity, health conditions, birth date or address.
    expect(text).not.toContain('ethnicities');
    expect(text).not.toContain('healthconditions');
    expect(text).not.toContain(String(cvBody().birthdate));
    expect(text).not.toContain('Tereza');
    // ignored
    expect(text).not.toContain('ignored');
  });

  it('?language picks the labels and names', async () => {
    const sq = await pdfText((await pdf('?language=sq')).rawPayload);
    expect(sq).toContain('Arsimi');
    expect(sq).toContain('Universiteti i Testit');
    expect(sq).toContain('anglisht');
    const en = await pdfText((await pdf('?language=en')).rawPayload);
    expect(en).toContain('Education');
    expect(en).toContain('Test University');
    expect(en).toContain('English');
    expect((await pdf('?language=de')).statusCode).toBe(400);
  });
  it('?language=sr-Cyrl: the Serbian labels and catalogue names in Cyrillic, what the intern wrote as written', async () => {
    const res = await pdf('?language=sr-Cyrl');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const l = texts('sr').cv;
    for (const label of [l.title, l.contact, l.education, l.languages].map(toCyrillic)) {
      expect(text, label).toContain(label);
      expect(latinLeftovers(label), label).toEqual([]);
    }
    // Every fixed label of the PDF has a Cyrillic form without Latin leftovers.
    const all = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(all) : [];
    for (const label of all(l)) expect(latinLeftovers(toCyrillic(label)), label).toEqual([]);
    for (const cyrillic of ['Образовање', 'Универзитет Теста', 'албански', 'матерњи'])
      expect(text, cyrillic).toContain(cyrillic);
    // The intern's own words (here German and Albanian) and name stay as written.
    for (const kept of ['Technische Universität Wien', 'Vullnetare në Kryqin e Kuq', NAME, LAST])
      expect(text, kept).toContain(kept);
    for (const latin of ['Obrazovanje', 'Univerzitet Testa', 'albanski']) expect(text).not.toContain(latin);
    // sr is still the Latin PDF.
    const sr = await pdfText((await pdf('?language=sr')).rawPayload);
    expect(sr).toContain('Obrazovanje');
    expect(sr).not.toContain('Образовање');
  });

  it('carries the intern’s photo (above the name) once there is one', async () => {
    const body = await fileParts([{ field: 'photo', bytes: await png(24, 24), filename: 'me.png' }]);
    const sent = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...intern.headers },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await pdf();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(await pdfText(res.rawPayload)).toContain(NAME);
  });
});
