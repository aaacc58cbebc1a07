/**
 * Certificates (issue 20 §1): issued when an internship or training is completed (and for older completions when
 * the intern lists them, once), the PDF read back, the public verification (JSON and the HTML page), revocation
 * and reissue, and who may do what.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZCertificateList,
  ZCertificateMine,
  ZCertificateResult,
  ZCertificateVerifyResult,
  type TCertificate,
} from '@praktika/contracts/certificates';
import { addDays, addMonths, programmeToday } from '@praktika/contracts/dates';
import type { TRole } from '@praktika/contracts/common';
import { useRoleApp, callAs } from '../../../test/role-app.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { captureMailer, createUser, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import {
  insertApplication,
  insertIntern,
  insertJob,
  insertTraining,
  setEmailLanguage,
} from '../../../test/opportunity-fixtures.ts';
import { insertMentorship } from '../../../test/mentoring-fixtures.ts';
import { latinLeftovers } from '@praktika/contracts/script';
import { certificates } from '../../db/schema/certificates.ts';
import { certificateTexts } from './certificates.pdf.ts';
import { renderMail } from '../../services.ts';
import { interns } from '../../db/schema/profiles.ts';

const mailer: CapturingMailer = captureMailer();
const today = programmeToday();
let intern: TestUser;
let otherIntern: TestUser;
let jobApplication: string;
let jobTitle: string;

const kit = useRoleApp(
  'certificates',
  async (k) => {
    intern = await insertIntern(k.t.app, { emailLanguage: 'sr' });
    otherIntern = await insertIntern(k.t.app);
    await k.t.app.database.db
      .update(interns)
      .set({ name: 'Ëndrit', lastName: 'Çeku-Đurić' })
      .where(eq(interns.id, intern.id));
    jobTitle = 'Zhvillues i ri – Čačak, Šabac, Žabljak, Ćuprija';
    const job = await insertJob(k.t.app, {
      businessId: k.users.business.id,
      title: jobTitle,
      engagementMonths: 3,
    });
    const start = addDays(today, -95);
    jobApplication = await insertApplication(k.t.app, job, intern.id, 'HIRED', {
      startDate: start,
      endDate: addMonths(start, 3),
    });
    await insertMentorship(k.t.app, {
      mentorId: k.users.mentor.id,
      internId: intern.id,
      applicationId: jobApplication,
    });
  },
  { mailer },
);

const db = () => kit.t.app.database.db;
const as = (
  who: TRole | TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(kit, method, url, who, payload);
const mine = async (who: TestUser) =>
  expectOk(await as(who, 'GET', '/certificates/mine'), ZCertificateMine).certificates;
const rowsOf = (applicationId: string) =>
  db().select().from(certificates).where(eq(certificates.applicationId, applicationId));

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join('') + '\n';
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

let issued: TCertificate;

describe('issued on completion', () => {
  it('finalising the internship issues the certificate in the same step, with the e-mail in the intern’s language', async () => {
    const res = await as('business', 'PUT', `/applications/${jobApplication}`, {
      action: 'finalize',
      outcome: 'NO_CONTINUATION',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf(jobApplication);
    expect(rows).toHaveLength(1);
    const list = await mine(intern);
    expect(list).toHaveLength(1);
    issued = list[0]!;
    expect(issued).toMatchObject({
      kind: 'JOB',
      status: 'ISSUED',
      holderName: 'Ëndrit Çeku-Đurić',
      title: jobTitle,
      months: 3,
      days: null,
      applicationId: jobApplication,
      internId: intern.id,
      revokedAt: null,
    });
    expect(issued.mentorName).toBeTruthy();
    expect(issued.startDate).toBe(addDays(today, -95));
    expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
    expect(issued.verifyUrl).toMatch(new RegExp(`/verify/${issued.code}$`));

    const mail = mailer.last(intern.email, 'certificate-ready');
    expect(mail).toMatchObject({
      language: 'sr',
      params: { kind: 'JOB', title: jobTitle, code: issued.code, name: 'Ëndrit' },
    });
    expect(mail!.params.link).toMatch(/\/internship$/);
  });

  it('a completed training gets one too, dated and measured by the training itself', async () => {
    const training = await insertTraining(kit.t.app, {
      businessId: kit.users.business.id,
      startDate: addDays(today, -30),
      endDate: addDays(today, -1),
    });
    const app = await insertApplication(kit.t.app, training, intern.id, 'APPROVED');
    const res = await as('business', 'PUT', `/applications/${app}`, { action: 'complete' });
    expect(res.statusCode, res.body).toBe(200);
    const cert = (await mine(intern)).find((c) => c.applicationId === app);
    expect(cert).toMatchObject({
      kind: 'TRAINING',
      startDate: addDays(today, -30),
      endDate: addDays(today, -1),
      days: 30,
      months: null,
      mentorName: null,
    });
    expect(mailer.last(intern.email, 'certificate-ready')!.params.link).toMatch(/\/myTrainings$/);
  });

  it('an application completed before certificates existed gets one when the intern lists them: once, even when asked at once', async () => {
    const job = await insertJob(kit.t.app, { businessId: kit.users.business.id });
    const app = await insertApplication(kit.t.app, job, otherIntern.id, 'COMPLETED', {
      startDate: addDays(today, -100),
      endDate: addDays(today, -10),
    });
    const before = mailer.sent.length;
    const answers = await Promise.all([0, 1, 2].map(() => as(otherIntern, 'GET', '/certificates/mine')));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await rowsOf(app)).toHaveLength(1);
    expect((await mine(otherIntern)).map((c) => c.applicationId)).toEqual([app]);
    // No e-mail for these: the intern is looking at it.
    expect(mailer.sent.length).toBe(before);
  });
});

describe('the e-mail', () => {
  it('"certificate ready" renders in Albanian, Serbian and English with the code and both links', () => {
    const params = {
      name: 'Ëndrit',
      kind: 'JOB' as const,
      title: jobTitle,
      organisation: 'Tech Kosova',
      code: 'K7Q2-M9XD-4T',
      verifyLink: 'http://localhost:3000/verify/K7Q2-M9XD-4T',
      link: 'http://localhost:3000/internship',
    };
    const subjects = {
      sq: 'Certifikata juaj është gati',
      sr: 'Vaš sertifikat je spreman',
      en: 'Your certificate is ready',
    };
    for (const language of ['sq', 'sr', 'en'] as const) {
      const mail = renderMail({ template: 'certificate-ready', language, params });
      expect(mail.subject).toBe(subjects[language]);
      for (const text of [mail.text, mail.html]) {
        expect(text).toContain('K7Q2-M9XD-4T');
        expect(text).toContain(params.verifyLink);
        expect(text).toContain(params.link);
      }
    }
  });
});

describe('the PDF', () => {
  it('one A4 page in the reader’s language first and the other two, with the letters of all three and the code', async () => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/certificates/${issued._id}/pdf`,
      headers: { ...intern.headers, 'accept-language': 'sr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Certificate-${issued.code}.pdf`);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Sertifikat o praksi',
      'Certifikatë praktike',
      'Internship certificate',
      'Ëndrit Çeku-Đurić',
      'Čačak, Šabac, Žabljak, Ćuprija',
      issued.code,
      'Partneri programa',
      'Partnerët e programit',
      'Programme partners',
      '3 meseca',
      '3 muaj',
      '3 months',
    ])
      expect(text, expected).toContain(expected);
    // Serbian first: its heading comes before the Albanian one.
    expect(text.indexOf('Sertifikat o praksi')).toBeLessThan(text.indexOf('Certifikatë praktike'));
  });
});

describe('the PDF in Cyrillic (issue 22 §1)', () => {
  it('Accept-Language sr-Cyrl: the Serbian texts in Cyrillic first, then Albanian and English; names and title as written', async () => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/certificates/${issued._id}/pdf`,
      headers: { ...intern.headers, 'accept-language': 'sr-Cyrl-RS, sr;q=0.8' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const t = certificateTexts('sr-Cyrl');
    const labels = [
      t.heading.JOB,
      t.certifies,
      t.labels.period,
      t.labels.length,
      t.labels.issued,
      t.labels.code,
    ];
    for (const label of labels) {
      expect(text, label).toContain(label);
      expect(latinLeftovers(label), label).toEqual([]);
    }
    for (const expected of ['Сертификат о пракси', 'Партнери програма', '3 месеца', 'Certifikatë praktike'])
      expect(text, expected).toContain(expected);
    // What people wrote stays as written: the holder's name and the posting's title.
    for (const kept of ['Ëndrit Çeku-Đurić', 'Čačak, Šabac, Žabljak, Ćuprija', issued.code])
      expect(text, kept).toContain(kept);
    expect(text).not.toContain('Sertifikat o praksi');
    expect(text.indexOf('Сертификат о пракси')).toBeLessThan(text.indexOf('Certifikatë praktike'));
    // Serbian (Latin) is still Latin, and sr-RS is Latin too.
    const sr = await kit.t.app.inject({
      method: 'GET',
      url: `/api/certificates/${issued._id}/pdf`,
      headers: { ...intern.headers, 'accept-language': 'sr-RS' },
    });
    const latin = (await pdfText(sr.rawPayload)).text;
    expect(latin).toContain('Sertifikat o praksi');
    expect(latin).not.toContain('Сертификат');
  });
});

describe('who may download', () => {
  it('the holder and admins; anyone else gets 404 (ids are not probed), a visitor 401', async () => {
    for (const path of ['pdf', 'credential']) {
      const url = `/certificates/${issued._id}/${path}`;
      expect((await as(intern, 'GET', url)).statusCode).toBe(200);
      expect((await as('admin', 'GET', url)).statusCode).toBe(200);
      for (const who of [otherIntern, kit.users.business, kit.users.mentor])
        expectError(await as(who, 'GET', url), 404, 'NOT_FOUND');
      expectError(await as(null, 'GET', url), 401, 'UNAUTHORIZED');
      expectError(await as('admin', 'GET', `/certificates/${randomUUID()}/${path}`), 404, 'NOT_FOUND');
      expectError(await as('admin', 'GET', `/certificates/not-an-id/${path}`), 400, 'VALIDATION_ERROR');
    }
  });

  it('only interns list their own; only admins list all, revoke and reissue', async () => {
    for (const who of ['business', 'mentor', 'admin'] as const)
      expectError(await as(who, 'GET', '/certificates/mine'), 403, 'FORBIDDEN');
    expectError(await as(null, 'GET', '/certificates/mine'), 401, 'UNAUTHORIZED');
    for (const who of [intern, kit.users.business, kit.users.mentor]) {
      expectError(await as(who, 'GET', '/certificates'), 403, 'FORBIDDEN');
      expectError(
        await as(who, 'POST', `/certificates/${issued._id}/revoke`, { reason: 'Fraud found' }),
        403,
        'FORBIDDEN',
      );
      expectError(await as(who, 'POST', `/certificates/${issued._id}/reissue`), 403, 'FORBIDDEN');
    }
    expectError(await as(null, 'GET', '/certificates'), 401, 'UNAUTHORIZED');
    // Another intern's list holds only their own.
    expect((await mine(otherIntern)).some((c) => c._id === issued._id)).toBe(false);
  });
});

describe('verification', () => {
  it('anyone verifies a code in any case, with or without dashes; only the listed fields come back', async () => {
    for (const code of [issued.code, issued.code.toLowerCase(), issued.code.replace(/-/g, '')]) {
      const res = await as(null, 'GET', `/certificates/verify/${code}`);
      const { verification } = expectOk(res, ZCertificateVerifyResult);
      expect(verification).toMatchObject({
        status: 'valid',
        code: issued.code,
        holderName: 'Ëndrit Çeku-Đurić',
      });
      expect(Object.keys(res.json().data.verification).sort()).toEqual(
        [
          'code',
          'endDate',
          'holderName',
          'issuedAt',
          'kind',
          'organisationName',
          'revokedAt',
          'startDate',
          'status',
          'title',
        ].sort(),
      );
      expect(res.body).not.toContain(intern.email);
    }
    for (const code of ['0000-0000-00', 'not-a-code', 'x'])
      expect(
        expectOk(await as(null, 'GET', `/certificates/verify/${code}`), ZCertificateVerifyResult),
      ).toEqual({
        verification: { status: 'notFound' },
      });
  });

  it('the verify page: server-rendered HTML in ?lng, Accept-Language or Albanian, no script, no e-mail or birth date', async () => {
    const [row] = await db().select().from(interns).where(eq(interns.id, intern.id));
    const page = async (url: string, language?: string) =>
      kit.t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
    const sq = await page(`/verify/${issued.code}`);
    expect(sq.statusCode).toBe(200);
    expect(sq.headers['content-type']).toContain('text/html');
    expect(sq.body).toContain('<html lang="sq">');
    expect(sq.body).toContain('Certifikata është e vlefshme');
    expect(sq.body).toContain('Ëndrit Çeku-Đurić');
    expect(sq.body).not.toContain('<script');
    expect(sq.body).not.toContain(intern.email);
    expect(sq.body).not.toContain(row!.birthdate);
    for (const l of ['sq', 'sr', 'en']) expect(sq.body).toContain(`href="/verify/${issued.code}?lng=${l}"`);
    const en = await page(`/verify/${issued.code.toLowerCase()}?lng=en`, 'sr');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('This certificate is valid');
    const sr = await page(`/verify/${issued.code}`, 'de, sr;q=0.8, en;q=0.5');
    expect(sr.body).toContain('<html lang="sr">');
    expect(sr.body).toContain('Sertifikat je važeći');
    const missing = await page('/verify/ZZZZ-ZZZZ-ZZ?lng=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No certificate was found with this code');
  });
});

describe('the verify page in Cyrillic (issue 22 §1)', () => {
  it('?lng=sr-Cyrl or an Accept-Language naming sr-Cyrl: the Serbian page in Cyrillic, the name and title as written', async () => {
    const page = async (url: string, language?: string) =>
      kit.t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
    const fixed = (html: string) =>
      [...html.matchAll(/<(?:h1|dt|p class="status[^"]*"[^>]*|p class="note"|title)>([^<]*)</g)].map((m) =>
        m[1]!.replace(/— Praktika$/, ''),
      );
    for (const [url, header] of [
      [`/verify/${issued.code}?lng=sr-Cyrl`, 'en'],
      [`/verify/${issued.code}`, 'sr-Cyrl'],
      [`/verify/${issued.code}`, 'de, sr-RS-Cyrl;q=0.9, sr;q=0.8'],
    ] as const) {
      const res = await page(url, header);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe('sr-Cyrl');
      expect(res.body).toContain('<html lang="sr-Cyrl">');
      expect(res.body).toContain('Сертификат је важећи');
      expect(res.body).toContain('Ëndrit Çeku-Đurić');
      expect(res.body).toContain('Čačak, Šabac, Žabljak, Ćuprija');
      const labels = fixed(res.body);
      expect(labels.length).toBeGreaterThan(8);
      for (const label of labels) expect(latinLeftovers(label), label).toEqual([]);
    }
    // The language links offer the Cyrillic page; sr stays Latin.
    const sq = await page(`/verify/${issued.code}`);
    expect(sq.body).toContain(`href="/verify/${issued.code}?lng=sr-Cyrl"`);
    expect(sq.body).toContain('>Српски<');
    const sr = await page(`/verify/${issued.code}?lng=sr`);
    expect(sr.body).toContain('<html lang="sr">');
    expect(sr.body).toContain('Sertifikat je važeći');
    const missing = await page('/verify/ZZZZ-ZZZZ-ZZ?lng=sr-Cyrl');
    expect(missing.statusCode).toBe(404);
    for (const label of fixed(missing.body)) expect(latinLeftovers(label), label).toEqual([]);
  });
});

describe('revocation and reissue', () => {
  it('an admin revokes with a reason: verification says revoked with the date; twice is refused; the reason is checked', async () => {
    const extra = await insertIntern(kit.t.app);
    const job = await insertJob(kit.t.app, { businessId: kit.users.business.id });
    const app = await insertApplication(kit.t.app, job, extra.id, 'COMPLETED', {
      startDate: addDays(today, -100),
      endDate: addDays(today, -10),
    });
    const [cert] = await mine(extra);
    expectError(await as('admin', 'POST', `/certificates/${cert!._id}/revoke`, {}), 400, 'VALIDATION_ERROR');
    const res = await as('admin', 'POST', `/certificates/${cert!._id}/revoke`, {
      reason: 'Completion reverted',
    });
    const { certificate } = expectOk(res, ZCertificateResult);
    expect(certificate).toMatchObject({ status: 'REVOKED', revokedReason: 'Completion reverted' });
    expect(certificate.revokedAt).toBeTruthy();
    const v = expectOk(await as(null, 'GET', `/certificates/verify/${cert!.code}`), ZCertificateVerifyResult);
    expect(v.verification).toMatchObject({ status: 'revoked', revokedAt: certificate.revokedAt });
    const html = await kit.t.app.inject({ method: 'GET', url: `/verify/${cert!.code}?lng=en` });
    expect(html.body).toContain('This certificate was revoked on');
    expectError(
      await as('admin', 'POST', `/certificates/${cert!._id}/revoke`, { reason: 'Again' }),
      409,
      'CERTIFICATE_REVOKED',
    );
    expectError(await as('admin', 'POST', `/certificates/${cert!._id}/reissue`), 409, 'CERTIFICATE_REVOKED');
    expectError(
      await as('admin', 'POST', `/certificates/${randomUUID()}/revoke`, { reason: 'Unknown' }),
      404,
      'NOT_FOUND',
    );
    // Listing again does not bring a revoked certificate back.
    expect((await mine(extra)).map((c) => c.status)).toEqual(['REVOKED']);
    expect(await rowsOf(app)).toHaveLength(1);
  });

  it('a reissue after a name correction: a new code with the current name, the old one replaced and revoked', async () => {
    await db().update(interns).set({ lastName: 'Çeku-Đurić Šćepanović' }).where(eq(interns.id, intern.id));
    await setEmailLanguage(kit.t.app, intern.id, 'en');
    const res = await as('admin', 'POST', `/certificates/${issued._id}/reissue`);
    const { certificate } = expectOk(res, ZCertificateResult);
    expect(certificate).toMatchObject({
      status: 'ISSUED',
      holderName: 'Ëndrit Çeku-Đurić Šćepanović',
      replacesId: issued._id,
      applicationId: jobApplication,
    });
    expect(certificate.code).not.toBe(issued.code);
    const list = await mine(intern);
    expect(list.find((c) => c._id === issued._id)).toMatchObject({
      status: 'REPLACED',
      replacedById: certificate._id,
    });
    const old = expectOk(
      await as(null, 'GET', `/certificates/verify/${issued.code}`),
      ZCertificateVerifyResult,
    );
    expect(old.verification.status).toBe('revoked');
    expect(mailer.last(intern.email, 'certificate-ready')).toMatchObject({
      language: 'en',
      params: { code: certificate.code },
    });
    issued = certificate;
  });

  it('admins list by status and find by name or code', async () => {
    const all = expectOk(await as('admin', 'GET', '/certificates?limit=100'), ZCertificateList).certificates;
    expect(all.totalDocs).toBeGreaterThanOrEqual(5);
    const byStatus = async (status: string) =>
      expectOk(await as('admin', 'GET', `/certificates?status=${status}&limit=100`), ZCertificateList)
        .certificates.docs;
    expect((await byStatus('ISSUED')).every((c) => c.status === 'ISSUED')).toBe(true);
    expect((await byStatus('REVOKED')).map((c) => c.status)).toEqual(['REVOKED']);
    expect((await byStatus('REPLACED')).map((c) => c._id)).toEqual([issued.replacesId]);
    const byName = expectOk(
      await as('admin', 'GET', `/certificates?q=${encodeURIComponent('šćepanović')}`),
      ZCertificateList,
    ).certificates.docs;
    expect(byName.map((c) => c._id)).toEqual([issued._id]);
    const byCode = expectOk(
      await as('admin', 'GET', `/certificates?q=${issued.code.toLowerCase().slice(0, 7)}`),
      ZCertificateList,
    ).certificates.docs;
    expect(byCode.map((c) => c._id)).toContain(issued._id);
    expectError(await as('admin', 'GET', '/certificates?status=LOST'), 400, 'VALIDATION_ERROR');
  });
});

describe('the account goes, its certificates with it', () => {
  it('deleting the intern’s account deletes their certificates', async () => {
    const gone = await createUser(kit.t.app, 'intern');
    const job = await insertJob(kit.t.app, { businessId: kit.users.business.id });
    const app = await insertApplication(kit.t.app, job, gone.id, 'COMPLETED', {
      startDate: addDays(today, -100),
      endDate: addDays(today, -10),
    });
    expect(await mine(gone)).toHaveLength(1);
    const res = await as(gone, 'DELETE', `/interns/${gone.id}`, { email: gone.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(app)).toHaveLength(0);
  });
});
