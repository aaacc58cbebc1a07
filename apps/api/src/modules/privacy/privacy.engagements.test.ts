/**
 * Privacy with applications, cancellations, red flags and certificates: "download my data" holds the person's
 * applications (with their timelines), their cancellations, the reports they filed (never a report about them) and
 * an intern's certificates (never another's); deleting an intern or an organisation takes their applications,
 * cancellations, reports and certificates with them, and the anonymised counts stay whole.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import type { TDataExport } from '@praktika/contracts/privacy';
import { useRoleApp } from '../../../test/role-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertIntern,
  insertJob,
  insertTraining,
} from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { unzip } from '../../../test/unzip.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { cancellations, redFlags } from '../../db/schema/safety.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { countAccounts } from './privacy.public.ts';
import { expectOk } from '../../../test/api.ts';
import { ZRedFlagList, ZRedFlagResult } from '@praktika/contracts/safety';
import {
  ZCertificateMine,
  ZCertificateResult,
  ZCertificateVerifyResult,
  type TCertificate,
} from '@praktika/contracts/certificates';

const kit = useRoleApp('privacy-engagements');

async function as(who: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return kit.t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload: payload as never });
}

async function exportOf(who: TestUser): Promise<{ data: TDataExport; text: string }> {
  const res = await as(who, 'GET', '/me/export');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const text = unzip(res.rawPayload)[0]!.data.toString();
  return { data: JSON.parse(text) as TDataExport, text };
}

/**
 * An intern hired by an organisation, who then cancels; the intern reports the host, the host reports the intern,
 * and an approved mentor reports the intern too; a second intern's application to the same organisation.
 */
async function story() {
  const app = kit.t.app;
  const org = await insertAccount(app, 'business');
  const intern = await insertIntern(app);
  const other = await insertIntern(app);
  const job = await insertJob(app, { businessId: org.id, title: 'Story posting' });
  const hired = await insertApplication(app, job, intern.id, { status: 'HIRED' });
  const applied = await insertApplication(app, job, other.id, { status: 'APPLIED' });
  /** A report on `hired` by `by`, which must be accepted; its id. */
  const flag = async (by: TestUser, reported: string, reason: string, reasonText: string) => {
    const body = { reported, applicationId: hired.id, reasons: [reason], reasonText };
    const res = await as(by, 'POST', '/redflags', body);
    expect(res.statusCode, res.body).toBe(200);
    return expectOk(res, ZRedFlagResult).redFlag._id as string;
  };
  const flags = {
    byIntern: await flag(intern, 'BUSINESS', 'UNPAID_WORK', 'From the intern: no pay'),
    byOrg: await flag(org, 'INTERN', 'NO_SHOW', 'From the host: missed days'),
    byMentor: await flag(kit.users.mentor, 'INTERN', 'MISCONDUCT', 'From the mentor'),
  };
  const note = await kit.api('PUT', `/redflags/${flags.byIntern}`, 'admin', {
    internalNote: 'Admins only: call the host',
    status: 'IN_REVIEW',
  });
  expect(note.statusCode, note.body).toBe(200);
  const cancelled = await as(intern, 'POST', '/cancellations', {
    applicationId: hired.id,
    lastDay: addDays(programmeToday(), 14),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return {
    org,
    intern,
    other,
    hired,
    applied,
    flags,
  };
}

describe('GET /api/me/export with engagements', () => {
  it('the intern: their applications with the timeline, the cancellation, the report they filed; nothing about them', async () => {
    const s = await story();
    const { data, text } = await exportOf(s.intern);
    expect(data.applications.map((a) => a._id)).toEqual([s.hired.id]);
    const app = data.applications[0]!;
    expect(app).toMatchObject({ status: 'CANCELLED', job: { title: 'Story posting' } });
    expect(app.timeline.map((e) => e.status)).toEqual(['APPLIED', 'CANCELLED']);
    expect(data.cancellations).toEqual([
      expect.objectContaining({
        application: expect.objectContaining({ _id: s.hired.id }),
        initiator: 'INTERN',
      }),
    ]);
    expect(data.redFlags.map((f) => f._id)).toEqual([s.flags.byIntern]);
    expect(data.redFlags[0]).not.toHaveProperty('internalNote');
    expect(data.redFlags[0]).not.toHaveProperty('priority');
    // The reports about the intern (by the host and by the mentor) appear nowhere.
    for (const secret of [
      s.flags.byOrg,
      s.flags.byMentor,
      'From the host',
      'From the mentor',
      kit.users.mentor.id,
      'Admins only',
    ])
      expect(text).not.toContain(secret);
  });

  it('the organisation: applications to its postings, the cancellation, its own report; not the intern’s report about it', async () => {
    const s = await story();
    const { data, text } = await exportOf(s.org);
    expect(data.applications.map((a) => a._id).sort()).toEqual([s.hired.id, s.applied.id].sort());
    expect(data.applications.find((a) => a._id === s.hired.id)!.timeline.at(-1)).toMatchObject({
      status: 'CANCELLED',
      by: 'intern',
    });
    expect(data.cancellations.map((c) => c.application._id)).toEqual([s.hired.id]);
    expect(data.redFlags.map((f) => f._id)).toEqual([s.flags.byOrg]);
    for (const secret of [
      s.flags.byIntern,
      s.flags.byMentor,
      'From the intern',
      'From the mentor',
      'Admins only',
    ])
      expect(text).not.toContain(secret);
  });

  it('a mentor: the reports they filed, no applications; an admin: none of the parties’ data', async () => {
    const s = await story();
    const mentor = await exportOf(kit.users.mentor);
    expect(mentor.data.applications).toEqual([]);
    expect(mentor.data.redFlags.map((f) => f._id)).toContain(s.flags.byMentor);
    expect(mentor.text).not.toContain(s.flags.byIntern);
    const admin = await exportOf(kit.users.admin);
    expect(admin.data).toMatchObject({ applications: [], cancellations: [], redFlags: [] });
  });
});

describe('deleting accounts with engagements', () => {
  const db = () => kit.t.app.database.db;
  const rowsOf = async (ids: { applications: string[] }) => ({
    applications: await db().select().from(applications).where(inArray(applications.id, ids.applications)),
    events: await db()
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids.applications)),
    cancellations: await db()
      .select()
      .from(cancellations)
      .where(inArray(cancellations.applicationId, ids.applications)),
  });

  it('an intern goes with their applications, timelines, cancellations and every report naming them; counts stay', async () => {
    const s = await story();
    const before = await countAccounts(db(), { role: 'intern' });
    const res = await as(s.intern, 'DELETE', `/interns/${s.intern.id}`, { email: s.intern.email });
    expect(res.statusCode, res.body).toBe(200);
    const left = await rowsOf({ applications: [s.hired.id] });
    expect(left).toEqual({ applications: [], events: [], cancellations: [] });
    expect(
      await db()
        .select()
        .from(redFlags)
        .where(or(eq(redFlags.internId, s.intern.id), eq(redFlags.reporterId, s.intern.id))),
    ).toEqual([]);
    // The organisation, its posting and the other intern's application stay.
    expect(await db().select().from(applications).where(eq(applications.id, s.applied.id))).toHaveLength(1);
    const after = await countAccounts(db(), { role: 'intern' });
    expect(after.total).toBe(before.total);
    expect(after.live).toBe(before.live - 1);
    expect(after.anonymised).toBe(before.anonymised + 1);
    const orgList = await as(s.org, 'GET', '/redflags');
    expect(expectOk(orgList, ZRedFlagList).redFlags.totalDocs).toBe(0);
  });

  it('an organisation goes with its postings, their applications, cancellations and reports; interns stay', async () => {
    const s = await story();
    const before = await countAccounts(db(), { role: 'business' });
    const res = await as(s.org, 'DELETE', `/businesses/${s.org.id}`, { email: s.org.email });
    expect(res.statusCode, res.body).toBe(200);
    const left = await rowsOf({ applications: [s.hired.id, s.applied.id] });
    expect(left).toEqual({ applications: [], events: [], cancellations: [] });
    expect(await db().select().from(opportunities).where(eq(opportunities.businessId, s.org.id))).toEqual([]);
    expect(await db().select().from(redFlags).where(eq(redFlags.businessId, s.org.id))).toEqual([]);
    const after = await countAccounts(db(), { role: 'business' });
    expect(after.total).toBe(before.total);
    expect(after.anonymised).toBe(before.anonymised + 1);
    // The intern still downloads their data: the applications went with the organisation.
    const { data } = await exportOf(s.intern);
    expect(data.applications).toEqual([]);
    expect(data.redFlags).toEqual([]);
  });
});

/** An intern with a completed internship and its certificate (issued when the intern lists theirs). */
async function certified(
  title: string,
): Promise<{ intern: TestUser; application: string; certificate: TCertificate }> {
  const app = kit.t.app;
  const intern = await insertIntern(app);
  const job = await insertJob(app, { businessId: kit.users.business.id, title });
  const application = await insertApplication(app, job, intern.id, {
    status: 'COMPLETED',
    startDate: addDays(programmeToday(), -100),
    endDate: addDays(programmeToday(), -10),
  });
  const mine = expectOk(await as(intern, 'GET', '/certificates/mine'), ZCertificateMine).certificates;
  expect(mine).toHaveLength(1);
  return { intern, application: application.id, certificate: mine[0]! };
}

describe('certificates in "download my data"', () => {
  it('the intern finds theirs (valid and revoked, with the date and reason); another intern’s are absent', async () => {
    const a = await certified('Certified posting A');
    const b = await certified('Certified posting B');
    // A second certificate of A's (a training), revoked by an admin.
    const training = await insertTraining(kit.t.app, {
      businessId: kit.users.business.id,
      title: 'Revoked training',
      startDate: addDays(programmeToday(), -200),
      endDate: addDays(programmeToday(), -120),
    });
    await insertApplication(kit.t.app, training, a.intern.id, { status: 'COMPLETED' });
    const listed = expectOk(await as(a.intern, 'GET', '/certificates/mine'), ZCertificateMine).certificates;
    const second = listed.find((c) => c._id !== a.certificate._id)!;
    const revoked = expectOk(
      await kit.api('POST', `/certificates/${second._id}/revoke`, 'admin', { reason: 'Completion reverted' }),
      ZCertificateResult,
    ).certificate;

    const { data, text } = await exportOf(a.intern);
    expect(data.certificates.map((c) => c._id).sort()).toEqual([a.certificate._id, second._id].sort());
    expect(data.certificates.find((c) => c._id === a.certificate._id)).toMatchObject({
      code: a.certificate.code,
      kind: 'JOB',
      title: 'Certified posting A',
      organisationName: a.certificate.organisationName,
      startDate: a.certificate.startDate,
      endDate: a.certificate.endDate,
      issuedAt: a.certificate.issuedAt,
      status: 'ISSUED',
      revokedAt: null,
      revokedReason: null,
    });
    expect(a.certificate.organisationName).toBeTruthy();
    expect(a.certificate.startDate).toBeTruthy();
    expect(data.certificates.find((c) => c._id === second._id)).toMatchObject({
      code: second.code,
      kind: 'TRAINING',
      title: 'Revoked training',
      status: 'REVOKED',
      revokedAt: revoked.revokedAt,
      revokedReason: 'Completion reverted',
    });
    expect(revoked.revokedAt).toBeTruthy();
    for (const other of [b.certificate._id, b.certificate.code, 'Certified posting B'])
      expect(text).not.toContain(other);
    expect((await exportOf(b.intern)).data.certificates.map((c) => c._id)).toEqual([b.certificate._id]);
  });

  it('other roles have none', async () => {
    await certified('Certified posting C');
    for (const who of [kit.users.business, kit.users.mentor, kit.users.admin])
      expect((await exportOf(who)).data.certificates).toEqual([]);
  });

  it('deleting the intern’s account deletes their certificates; another intern’s stay', async () => {
    const gone = await certified('Certified posting D');
    const stays = await certified('Certified posting E');
    const res = await as(gone.intern, 'DELETE', `/interns/${gone.intern.id}`, { email: gone.intern.email });
    expect(res.statusCode, res.body).toBe(200);
    const rowsOf = (internId: string) =>
      kit.t.app.database.db.select().from(certificates).where(eq(certificates.internId, internId));
    expect(await rowsOf(gone.intern.id)).toEqual([]);
    expect(await rowsOf(stays.intern.id)).toHaveLength(1);
    expect(
      expectOk(
        await kit.api('GET', `/certificates/verify/${gone.certificate.code}`, null),
        ZCertificateVerifyResult,
      ).verification.status,
    ).toBe('notFound');
  });
});
