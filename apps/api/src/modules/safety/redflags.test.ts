/**
 * Red flags: who may report whom (interns their hosts, organisations their applicants, approved mentors either party
 * of an engagement), priority (HIGH for minors, harassment, unsafe conditions), the admins' e-mails in their own
 * language (never the reported party's), the lists (admins everything with every filter; a reporter their own
 * reports without the admins' fields; the reported party nothing), the admins' changes and the red-flagged
 * organisations, and the permission matrix of every route.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TRole } from '@praktika/contracts/common';
import { callAs, useRoleApp, type ApiMethod } from '../../../test/role-app.ts';
import { createUser, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertIntern,
  insertJob,
  setEmailLanguage,
} from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { mentors } from '../../db/schema/profiles.ts';
import type { ApplicationRow } from '../../db/schema/applications.ts';
import { redFlags } from '../../db/schema/safety.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { expectStatuses, statusesOf } from '../../../test/matrix.ts';
import { ZRedFlagList, ZRedFlagResult, ZRedFlaggedOrganisations } from '@praktika/contracts/safety';

/** The parties: `intern` (the kit's) hired by `business` (the kit's); others around them. */
let hired: ApplicationRow;
let otherIntern: TestUser;
let otherOrg: TestUser;
let minor: TestUser;
let minorApp: ApplicationRow;
let invitedApp: ApplicationRow;
let appliedApp: ApplicationRow;
let unapprovedMentor: TestUser;
let secondAdmin: TestUser;

const kit = useRoleApp('redflags', async (k) => {
  const app = k.t.app;
  const job = await insertJob(app, { businessId: k.users.business.id, title: 'Data intern' });
  hired = await insertApplication(app, job, k.users.intern.id, { status: 'HIRED' });
  otherIntern = await insertIntern(app);
  otherOrg = await insertAccount(app, 'business');
  minor = await insertIntern(app, { age: 17 });
  const job2 = await insertJob(app, { businessId: k.users.business.id, title: 'Second posting' });
  minorApp = await insertApplication(app, job2, minor.id, { status: 'APPLIED' });
  invitedApp = await insertApplication(app, job2, otherIntern.id, { status: 'INVITED' });
  const job3 = await insertJob(app, { businessId: otherOrg.id, title: 'Elsewhere' });
  appliedApp = await insertApplication(app, job3, k.users.intern.id, { status: 'APPLIED' });
  unapprovedMentor = await createUser(app, 'mentor');
  await app.database.db
    .update(mentors)
    .set({ approvedByAdmin: false })
    .where(eq(mentors.id, unapprovedMentor.id));
  await setEmailLanguage(app, k.users.admin.id, 'sr');
  secondAdmin = await insertAccount(app, 'admin', 'en');
});

const mail = () => kit.t.app.mailer as CapturingMailer;
const call = (method: ApiMethod, url: string, who: TRole | TestUser | null, payload?: object) =>
  callAs(kit, method, url, who, payload);
const report = (who: TRole | TestUser | null, body: object) => call('POST', '/redflags', who, body);
const detailsOf = (res: { json(): { details?: Array<{ field: string; issue: string }> } }) =>
  res.json().details?.map((d) => `${d.field}:${d.issue}`);

describe('POST /api/redflags: who may report whom', () => {
  it('an intern reports the host of one of their applications; the answer is the reporter view', async () => {
    const res = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      businessId: kit.users.business.id,
      reasons: ['UNPAID_WORK'],
      reasonText: 'No pay for three weeks',
    });
    const flag = expectOk(res, ZRedFlagResult).redFlag;
    expect(flag).toMatchObject({
      reported: 'BUSINESS',
      application: { _id: hired.id, type: 'JOB', title: 'Data intern' },
      business: { _id: kit.users.business.id },
      intern: { _id: kit.users.intern.id, minor: false },
      reporter: { _id: kit.users.intern.id, role: 'intern' },
      reasons: ['UNPAID_WORK'],
      reasonText: 'No pay for three weeks',
      status: 'NEW',
      mentorshipId: null,
    });
    expect(flag).not.toHaveProperty('priority');
    expect(flag).not.toHaveProperty('internalNote');
    // Stored as NORMAL.
    const [row] = await kit.t.app.database.db.select().from(redFlags).where(eq(redFlags.id, flag._id));
    expect(row).toMatchObject({ priority: 'NORMAL', status: 'NEW', reporterRole: 'intern' });
  });

  it('an intern may report only the host (reported BUSINESS), of their own applications', async () => {
    const wrongSide = await report('intern', {
      reported: 'INTERN',
      applicationId: hired.id,
      reasons: ['OTHER'],
      reasonText: 'x',
    });
    expect(wrongSide.statusCode).toBe(400);
    expect(detailsOf(wrongSide)).toEqual(['reported:invalid']);
    const notMine = await report(otherIntern, {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    expectError(notMine, 403, 'FORBIDDEN');
    // Any of their applications will do (an application still open).
    const applied = await report('intern', {
      reported: 'BUSINESS',
      applicationId: appliedApp.id,
      reasons: ['NOT_AS_DESCRIBED'],
    });
    expect(expectOk(applied, ZRedFlagResult).redFlag.business._id).toBe(otherOrg.id);
  });

  it('an organisation reports an intern who applied to it, not one it only invited, and not another organisation', async () => {
    const ok = await report('business', {
      reported: 'INTERN',
      applicationId: minorApp.id,
      internId: minor.id,
      reasons: ['NO_SHOW'],
    });
    expect(expectOk(ok, ZRedFlagResult).redFlag).toMatchObject({
      reported: 'INTERN',
      intern: { _id: minor.id, minor: true },
    });
    const invited = await report('business', {
      reported: 'INTERN',
      applicationId: invitedApp.id,
      reasons: ['NO_SHOW'],
    });
    expect(invited.statusCode).toBe(403);
    const other = await report(otherOrg, {
      reported: 'INTERN',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    expect(other.statusCode).toBe(403);
    const wrongSide = await report('business', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    expect(wrongSide.statusCode).toBe(400);
    expect(detailsOf(wrongSide)).toEqual(['reported:invalid']);
  });

  it('an approved mentor reports either party of an engagement; an unapproved one, or about a mere application, may not', async () => {
    for (const reported of ['BUSINESS', 'INTERN'] as const) {
      const res = await report('mentor', {
        reported,
        applicationId: hired.id,
        mentorId: kit.users.mentor.id,
        reasons: ['MISCONDUCT'],
      });
      expect(expectOk(res, ZRedFlagResult).redFlag).toMatchObject({
        reported,
        reporter: { role: 'mentor', _id: kit.users.mentor.id },
      });
    }
    expect(
      (
        await report(unapprovedMentor, {
          reported: 'BUSINESS',
          applicationId: hired.id,
          reasons: ['MISCONDUCT'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await report('mentor', { reported: 'INTERN', applicationId: minorApp.id, reasons: ['MISCONDUCT'] }))
        .statusCode,
    ).toBe(403);
    const notMe = await report('mentor', {
      reported: 'INTERN',
      applicationId: hired.id,
      mentorId: unapprovedMentor.id,
      reasons: ['MISCONDUCT'],
    });
    expect(notMe.statusCode).toBe(400);
    expect(detailsOf(notMe)).toEqual(['mentorId:invalid']);
  });

  it('refuses what does not fit: other parties than the application’s, a mentorship (none exist yet), no application, OTHER without text, unknown application', async () => {
    const mismatch = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      businessId: otherOrg.id,
      internId: otherIntern.id,
      reasons: ['NO_SHOW'],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(detailsOf(mismatch)).toEqual(['businessId:invalid', 'internId:invalid']);
    const mentorship = await report('mentor', {
      reported: 'INTERN',
      applicationId: hired.id,
      mentorshipId: '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f',
      reasons: ['NO_SHOW'],
    });
    expect(mentorship.statusCode).toBe(400);
    expect(detailsOf(mentorship)).toEqual(['mentorshipId:notFound']);
    const nothing = await report('intern', { reported: 'BUSINESS', reasons: ['NO_SHOW'] });
    expect(nothing.statusCode).toBe(400);
    expect(detailsOf(nothing)).toEqual(['applicationId:required']);
    const other = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['OTHER'],
    });
    expect(other.statusCode).toBe(400);
    expect(detailsOf(other)).toEqual(['reasonText:reasonTextRequired']);
    const none = await report('intern', { reported: 'BUSINESS', applicationId: hired.id, reasons: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await report('intern', {
      reported: 'BUSINESS',
      applicationId: '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f',
      reasons: ['NO_SHOW'],
    });
    expectError(unknown, 404, 'NOT_FOUND');
  });
});

describe('priority and e-mails', () => {
  const priorityOf = async (id: string) =>
    (await kit.t.app.database.db.select().from(redFlags).where(eq(redFlags.id, id)))[0]!.priority;

  it('is HIGH when the intern is a minor, or the reasons include harassment or unsafe conditions', async () => {
    const aboutMinor = await report('business', {
      reported: 'INTERN',
      applicationId: minorApp.id,
      reasons: ['NO_SHOW'],
    });
    expect(await priorityOf(expectOk(aboutMinor, ZRedFlagResult).redFlag._id)).toBe('HIGH');
    for (const reason of ['HARASSMENT', 'UNSAFE_CONDITIONS'] as const) {
      const res = await report('intern', {
        reported: 'BUSINESS',
        applicationId: hired.id,
        reasons: ['NO_SHOW', reason],
      });
      expect(await priorityOf(expectOk(res, ZRedFlagResult).redFlag._id)).toBe('HIGH');
    }
    const normal = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['DISCRIMINATION'],
    });
    expect(await priorityOf(expectOk(normal, ZRedFlagResult).redFlag._id)).toBe('NORMAL');
  });

  it('e-mails every admin in their own language, never the reported party, without the text or the reporter', async () => {
    mail().sent.length = 0;
    const res = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['HARASSMENT'],
      reasonText: 'Secret details',
    });
    expect(res.statusCode).toBe(200);
    const sent = mail().sent;
    expect(sent.every((m) => m.template === 'redFlag')).toBe(true);
    expect(sent.map((m) => m.to)).not.toContain(kit.users.business.email);
    expect(sent.map((m) => m.to)).not.toContain(kit.users.intern.email);
    const sr = mail().last(kit.users.admin.email, 'redFlag')!;
    const en = mail().last(secondAdmin.email, 'redFlag')!;
    expect(sr.language).toBe('sr');
    expect(en.language).toBe('en');
    expect(sr.params).toMatchObject({
      reported: 'BUSINESS',
      reporterRole: 'intern',
      reasons: ['HARASSMENT'],
      priority: 'HIGH',
    });
    expect(JSON.stringify(sr.params)).not.toContain('Secret details');
    expect(JSON.stringify(sr.params)).not.toContain(kit.users.intern.id);
    const { renderMail } = await import('../../services.ts');
    const srMail = renderMail(sr);
    expect(srMail.subject).toBe('[Visok prioritet] Nova prijava za Test Business');
    expect(srMail.text).toContain('Uznemiravanje');
    expect(srMail.text).toContain('http://localhost:3000/dashboard/redFlags');
    expect(renderMail({ ...en, language: 'sq' }).text).toContain('Ngacmim');
    expect(renderMail(en).text).toContain('Reported by: an intern');
  });
});

describe('GET /api/redflags', () => {
  it('admins list every report with the admins’ fields and the reporter, by every filter', async () => {
    const res = await call('GET', `/redflags?business=${kit.users.business.id}&pagination=false`, 'admin');
    const docs = expectOk(res, ZRedFlagList).redFlags.docs as Array<
      Record<string, unknown> & { _id: string }
    >;
    expect(docs.length).toBeGreaterThan(3);
    expect(docs[0]).toHaveProperty('priority');
    expect(docs[0]).toHaveProperty('internalNote');
    expect(docs[0]).toHaveProperty('reporter.name');
    const ids = async (query: string) =>
      expectOk(await call('GET', `/redflags?pagination=false&${query}`, 'admin'), ZRedFlagList).redFlags
        .docs as Array<{
        _id: string;
        [k: string]: unknown;
      }>;
    const rows = await kit.t.app.database.db.select().from(redFlags);
    const expectSet = async (query: string, pick: (r: (typeof rows)[number]) => boolean) => {
      const got = (await ids(query)).map((d) => d._id).sort();
      expect(got, query).toEqual(
        rows
          .filter(pick)
          .map((r) => r.id)
          .sort(),
      );
      expect(got.length, query).toBeGreaterThan(0);
    };
    await expectSet(`application=${minorApp.id}`, (r) => r.applicationId === minorApp.id);
    await expectSet(`business=${otherOrg.id}`, (r) => r.businessId === otherOrg.id);
    await expectSet(`intern=${minor.id}`, (r) => r.internId === minor.id);
    await expectSet(`mentor=${kit.users.mentor.id}`, (r) => r.mentorId === kit.users.mentor.id);
    await expectSet('priority=HIGH', (r) => r.priority === 'HIGH');
    await expectSet('reported=INTERN', (r) => r.reported === 'INTERN');
    await expectSet('status=NEW', (r) => r.status === 'NEW');
    expect(await ids('mentorship=0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f')).toEqual([]);
    expect(await ids('status=RESOLVED,IN_REVIEW')).toEqual([]);
    const page = expectOk(await call('GET', '/redflags?limit=2&page=2', 'admin'), ZRedFlagList).redFlags;
    expect(page).toMatchObject({ page: 2, limit: 2, totalDocs: rows.length, hasPrevPage: true });
    // Open reports by response deadline (none is overdue yet: HIGH ones first), the resolved ones last.
    const all = await ids('');
    const open = all.filter((d) => d.status !== 'RESOLVED');
    const deadlines = open.map((d) => d.respondBy as string);
    expect([...deadlines].sort()).toEqual(deadlines);
    expect(all.slice(0, open.length)).toEqual(open);
    expect(open.every((d) => d.overdue === false)).toBe(true);
  });

  it('a reporter sees only their own reports, without priority or internal note; the reported party sees none about itself', async () => {
    const mine = expectOk(await call('GET', '/redflags?pagination=false', 'intern'), ZRedFlagList).redFlags
      .docs as Array<Record<string, unknown> & { reporter: { _id: string } }>;
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) {
      expect(r.reporter._id).toBe(kit.users.intern.id);
      expect(r).not.toHaveProperty('priority');
      expect(r).not.toHaveProperty('internalNote');
    }
    // The kit's organisation reported interns and was reported by the intern and the mentor: it sees its own only.
    const org = expectOk(await call('GET', '/redflags?pagination=false', 'business'), ZRedFlagList).redFlags
      .docs as Array<{
      reporter: { _id: string };
      reported: string;
    }>;
    expect(org.length).toBeGreaterThan(0);
    expect(org.every((r) => r.reporter._id === kit.users.business.id && r.reported === 'INTERN')).toBe(true);
    // Filtering by itself does not open the others.
    const self = await call(
      'GET',
      `/redflags?business=${kit.users.business.id}&reported=BUSINESS`,
      'business',
    );
    expect(expectOk(self, ZRedFlagList).redFlags.docs).toEqual([]);
    // The reported minor has reported nothing, and sees nothing.
    const aboutMinor = await call('GET', `/redflags?intern=${minor.id}`, minor);
    expect(expectOk(aboutMinor, ZRedFlagList).redFlags.totalDocs).toBe(0);
    expect(aboutMinor.body).not.toContain(kit.users.business.id);
  });
});

describe('PUT /api/redflags/:id (admins)', () => {
  it('changes status, priority and the internal note; the reporter sees the status, never the note', async () => {
    const created = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    const id = expectOk(created, ZRedFlagResult).redFlag._id as string;
    const res = await call('PUT', `/redflags/${id}`, 'admin', {
      status: 'IN_REVIEW',
      priority: 'HIGH',
      internalNote: 'Called the host',
    });
    expect(expectOk(res, ZRedFlagResult).redFlag).toMatchObject({
      status: 'IN_REVIEW',
      priority: 'HIGH',
      internalNote: 'Called the host',
    });
    const partial = await call('PUT', `/redflags/${id}`, 'admin', { status: 'RESOLVED' });
    expect(expectOk(partial, ZRedFlagResult).redFlag).toMatchObject({
      status: 'RESOLVED',
      priority: 'HIGH',
      internalNote: 'Called the host',
    });
    const seen = (await call('GET', '/redflags?pagination=false', 'intern'))
      .json()
      .data.redFlags.docs.find((d: { _id: string }) => d._id === id);
    expect(seen.status).toBe('RESOLVED');
    expect(JSON.stringify(seen)).not.toContain('Called the host');
    const cleared = await call('PUT', `/redflags/${id}`, 'admin', { internalNote: null, priority: 'NORMAL' });
    expect(expectOk(cleared, ZRedFlagResult).redFlag).toMatchObject({
      internalNote: null,
      priority: 'NORMAL',
      status: 'RESOLVED',
    });
    const bad = await call('PUT', `/redflags/${id}`, 'admin', { status: 'CLOSED' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('PUT', '/redflags/0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f', 'admin', {
      status: 'NEW',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/redflags/organisations (admins)', () => {
  it('lists reported organisations with total, open and high counts, the latest report first, paged', async () => {
    const res = await call('GET', '/redflags/organisations?pagination=false', 'admin');
    const docs = expectOk(res, ZRedFlaggedOrganisations).organisations.docs as Array<{
      _id: string;
      total: number;
      open: number;
      high: number;
      lastReportedAt: string;
      email: string;
    }>;
    const rows = (await kit.t.app.database.db.select().from(redFlags)).filter(
      (r) => r.reported === 'BUSINESS',
    );
    const expected = [...new Set(rows.map((r) => r.businessId))];
    expect(docs.map((d) => d._id).sort()).toEqual(expected.sort());
    for (const d of docs) {
      const of = rows.filter((r) => r.businessId === d._id);
      expect(d.total).toBe(of.length);
      expect(d.open).toBe(of.filter((r) => r.status !== 'RESOLVED').length);
      expect(d.high).toBe(of.filter((r) => r.priority === 'HIGH').length);
      expect(d.lastReportedAt).toBe(
        new Date(Math.max(...of.map((r) => r.createdAt.getTime()))).toISOString(),
      );
    }
    expect(docs.find((d) => d._id === kit.users.business.id)?.email).toBe(kit.users.business.email);
    const times = docs.map((d) => d.lastReportedAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The most recent report (about the kit's organisation) puts it first; then the other one.
    await report('intern', { reported: 'BUSINESS', applicationId: appliedApp.id, reasons: ['NO_SHOW'] });
    const first = expectOk(
      await call('GET', '/redflags/organisations?limit=1', 'admin'),
      ZRedFlaggedOrganisations,
    ).organisations;
    expect(first).toMatchObject({ totalDocs: 2, limit: 1, hasNextPage: true });
    expect(first.docs[0]!._id).toBe(otherOrg.id);
  });
});

describe('permission matrix', () => {
  const someId = '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f';
  const WHO = ['visitor', 'intern', 'otherIntern', 'business', 'otherOrg', 'mentor', 'admin'] as const;
  type Who = (typeof WHO)[number];
  const who = (w: Who): TRole | TestUser | null =>
    w === 'visitor' ? null : w === 'otherIntern' ? otherIntern : w === 'otherOrg' ? otherOrg : w;
  const reportOn = (reported: string) => () => ({ reported, applicationId: hired.id, reasons: ['NO_SHOW'] });
  const none = () => undefined;

  // Statuses in the order of WHO: visitor, intern, otherIntern, business, otherOrg, mentor, admin.
  it.each<[string, `${ApiMethod} ${string}`, () => object | undefined, number[]]>([
    [
      'report the host of the hired intern',
      'POST /redflags',
      reportOn('BUSINESS'),
      [401, 200, 403, 400, 403, 200, 403],
    ],
    ['report the hired intern', 'POST /redflags', reportOn('INTERN'), [401, 400, 403, 200, 403, 200, 403]],
    ['list', 'GET /redflags', none, [401, 200, 200, 200, 200, 200, 200]],
    [
      'work a report',
      'PUT /redflags/:id',
      () => ({ status: 'IN_REVIEW' }),
      [401, 403, 403, 403, 403, 403, 200],
    ],
    ['red-flagged organisations', 'GET /redflags/organisations', none, [401, 403, 403, 403, 403, 403, 200]],
  ])('%s', async (_name, route, body, row) => {
    const [flag] = await kit.t.app.database.db.select({ id: redFlags.id }).from(redFlags).limit(1);
    const [method, path] = route.split(' ') as [ApiMethod, string];
    const url = path.replace(':id', flag?.id ?? someId);
    await expectStatuses(
      statusesOf(WHO, row),
      async (w) => (await call(method, url, who(w), body())).statusCode,
    );
  });
});
