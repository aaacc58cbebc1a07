/**
 * Cancellations: the intern with two weeks' notice, the host with a reason, an admin; only engagements
 * (ACCEPTED_FOR_VALIDATION, APPROVED, HIRED, EXTENDED); the application CANCELLED with its end date, the timeline
 * step, the cancellation row, and e-mails to the other party and the admins in their own languages; the lists per
 * role; "today" from the injected clock; the permission matrix.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import type { TLanguage, TRole } from '@praktika/contracts/common';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { callAs, useRoleApp, type ApiMethod } from '../../../test/role-app.ts';
import type { CapturingMailer, TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertIntern,
  insertJob,
  insertTraining,
  setEmailLanguage,
} from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { renderMail } from '../../services.ts';
import { applicationEvents, applications, type ApplicationRow } from '../../db/schema/applications.ts';
import { cancellations } from '../../db/schema/safety.ts';
import { createSafetyService } from './safety.service.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { expectStatuses, statusesOf } from '../../../test/matrix.ts';
import { ZApplicationResult } from '@praktika/contracts/applications';
import { ZCancellationList } from '@praktika/contracts/safety';

let otherIntern: TestUser;
let otherOrg: TestUser;
let secondAdmin: TestUser;

const kit = useRoleApp('cancellations', async (k) => {
  otherIntern = await insertIntern(k.t.app);
  otherOrg = await insertAccount(k.t.app, 'business');
  await setEmailLanguage(k.t.app, k.users.business.id, 'sq');
  await setEmailLanguage(k.t.app, k.users.admin.id, 'sr');
  secondAdmin = await insertAccount(k.t.app, 'admin', 'en');
});

const mail = () => kit.t.app.mailer as CapturingMailer;
const today = () => programmeToday();
const SOME_ID = '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f';

/**
 * A fresh engagement: a new intern (so the one-internship rule never trips) in `status` on a new posting of the
 * kit's organisation (or `host`).
 */
async function engagement(
  status: TApplicationStatus,
  opts: { intern?: TestUser; language?: TLanguage; host?: string; training?: boolean; endDate?: string } = {},
): Promise<{ app: ApplicationRow; intern: TestUser }> {
  const intern = opts.intern ?? (await insertIntern(kit.t.app, { emailLanguage: opts.language ?? 'en' }));
  const businessId = opts.host ?? kit.users.business.id;
  const posting = opts.training
    ? await insertTraining(kit.t.app, { businessId, title: 'Web basics' })
    : await insertJob(kit.t.app, { businessId, title: 'Data intern' });
  const app = await insertApplication(kit.t.app, posting, intern.id, {
    status,
    ...(opts.endDate ? { endDate: opts.endDate } : {}),
  });
  return { app, intern };
}

const call = (method: ApiMethod, url: string, who: TRole | TestUser | null, payload?: object) =>
  callAs(kit, method, url, who, payload);
const cancel = (who: TRole | TestUser | null, body: object) => call('POST', '/cancellations', who, body);
const detailsOf = (res: { json(): { details?: Array<{ field: string; issue: string }> } }) =>
  res.json().details?.map((d) => `${d.field}:${d.issue}`);
const rowsOf = (applicationId: string) =>
  kit.t.app.database.db.select().from(cancellations).where(eq(cancellations.applicationId, applicationId));
const statusOf = async (id: string) =>
  (await kit.t.app.database.db.select().from(applications).where(eq(applications.id, id)))[0]!;

describe('POST /api/cancellations by the intern', () => {
  it('with two weeks’ notice: CANCELLED, end date the last day, the timeline step, the row, e-mails to the host and the admins', async () => {
    const { app, intern } = await engagement('HIRED', { language: 'sr' });
    mail().sent.length = 0;
    const lastDay = addDays(today(), 14);
    const res = await cancel(intern, {
      applicationId: app.id,
      internId: intern.id,
      businessId: kit.users.business.id,
      lastDay,
      reasonText: 'Moving abroad',
      emailLanguage: 'sr',
    });
    const answer = expectOk(res, ZApplicationResult).application;
    expect(answer).toMatchObject({ _id: app.id, status: 'CANCELLED', endDate: lastDay });
    expect(answer.timeline.at(-1)).toMatchObject({
      status: 'CANCELLED',
      action: 'cancel',
      by: 'intern',
      note: 'Moving abroad',
    });
    const [row] = await rowsOf(app.id);
    expect(row).toMatchObject({
      initiator: 'INTERN',
      reasons: ['INTERN_RESIGNATION'],
      reasonText: 'Moving abroad',
      lastDay,
      businessId: kit.users.business.id,
      internId: intern.id,
      createdBy: intern.id,
    });
    // The host (sq) and both admins (sr, en); never the intern who cancelled.
    const sent = mail().sent.filter((m) => m.template === 'cancellation');
    expect(sent.map((m) => m.to).sort()).toEqual(
      [kit.users.business.email, kit.users.admin.email, secondAdmin.email].sort(),
    );
    const host = mail().last(kit.users.business.email, 'cancellation')!;
    expect(host.language).toBe('sq');
    expect(host.params).toMatchObject({ initiator: 'INTERN', reasons: ['INTERN_RESIGNATION'], lastDay });
    expect(host.params.link).toBe(`http://localhost:3000/dashboard/internDetail/${intern.id}`);
    const sq = renderMail(host);
    expect(sq.subject).toBe('Praktika u anulua: Data intern');
    expect(sq.text).toContain('Anuluar nga: praktikanti');
    expect(sq.text).toContain('Dorëheqje e praktikantit');
    expect(sq.text).toContain(
      `Dita e fundit: ${lastDay.slice(8, 10)}/${lastDay.slice(5, 7)}/${lastDay.slice(0, 4)}`,
    );
    expect(sq.text).toContain('Moving abroad');
    expect(mail().last(kit.users.admin.email, 'cancellation')!.language).toBe('sr');
    expect(renderMail(mail().last(kit.users.admin.email, 'cancellation')!).subject).toBe(
      'Praksa je otkazana: Data intern',
    );
    expect(mail().last(secondAdmin.email, 'cancellation')!.params.link).toBe(
      'http://localhost:3000/dashboard/cancellations',
    );
  });

  it('needs the last day, at least 14 days ahead (noticePeriod); other reasons are kept beside the resignation', async () => {
    const { app, intern } = await engagement('APPROVED');
    const missing = await cancel(intern, { applicationId: app.id });
    expect(missing.statusCode).toBe(400);
    expect(detailsOf(missing)).toEqual(['lastDay:required']);
    const short = await cancel(intern, { applicationId: app.id, lastDay: addDays(today(), 13) });
    expectError(short, 400, 'VALIDATION_ERROR');
    expect(detailsOf(short)).toEqual(['lastDay:noticePeriod']);
    expect(await rowsOf(app.id)).toEqual([]);
    expect((await statusOf(app.id)).status).toBe('APPROVED');
    const ok = await cancel(intern, {
      applicationId: app.id,
      lastDay: addDays(today(), 20),
      reasons: ['OTHER', 'INTERN_RESIGNATION'],
      reasonText: 'Studies',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rowsOf(app.id))[0]!.reasons).toEqual(['INTERN_RESIGNATION', 'OTHER']);
  });

  it('a training ends the same way; the intern’s link goes to their trainings', async () => {
    const { app, intern } = await engagement('APPROVED', { training: true });
    const res = await cancel('admin', { applicationId: app.id, reasons: ['LACK_OF_CAPACITY'] });
    expect(expectOk(res, ZApplicationResult).application).toMatchObject({
      type: 'TRAINING',
      status: 'CANCELLED',
    });
    const toIntern = mail().last(intern.email, 'cancellation')!;
    expect(toIntern.params).toMatchObject({ kind: 'TRAINING', link: 'http://localhost:3000/myTrainings' });
    expect(renderMail(toIntern).subject).toBe('Training cancelled: Web basics');
  });
});

describe('POST /api/cancellations by the host and by admins', () => {
  it('the host needs a reason (OTHER with text), and a last day not in the past (today by default)', async () => {
    const { app, intern } = await engagement('EXTENDED', { language: 'en' });
    const none = await cancel('business', { applicationId: app.id });
    expect(none.statusCode).toBe(400);
    expect(detailsOf(none)).toEqual(['reasons:required']);
    const other = await cancel('business', { applicationId: app.id, reasons: ['OTHER'] });
    expect(other.statusCode).toBe(400);
    expect(detailsOf(other)).toEqual(['reasonText:reasonTextRequired']);
    const past = await cancel('business', {
      applicationId: app.id,
      reasons: ['LACK_OF_CAPACITY'],
      lastDay: addDays(today(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(detailsOf(past)).toEqual(['lastDay:pastDate']);
    mail().sent.length = 0;
    const res = await cancel('business', {
      applicationId: app.id,
      reasons: ['OTHER'],
      reasonText: 'Office closed',
    });
    expect(expectOk(res, ZApplicationResult).application).toMatchObject({
      status: 'CANCELLED',
      endDate: today(),
    });
    expect((await rowsOf(app.id))[0]).toMatchObject({
      initiator: 'BUSINESS',
      lastDay: today(),
      reasons: ['OTHER'],
    });
    const toIntern = mail().last(intern.email, 'cancellation')!;
    expect(toIntern.language).toBe('en');
    expect(toIntern.params.link).toBe('http://localhost:3000/applications');
    const en = renderMail(toIntern);
    expect(en.text).toContain('Cancelled by: the organisation');
    expect(en.text).toContain('Reasons: Other');
    expect(en.text).toContain('Office closed');
    expect(mail().sent.map((m) => m.to)).not.toContain(kit.users.business.email);
  });

  it('an engagement ending sooner than the last day keeps its own end date', async () => {
    const end = addDays(today(), 5);
    const { app } = await engagement('HIRED', { endDate: end });
    const res = await cancel('business', {
      applicationId: app.id,
      reasons: ['LACK_OF_CAPACITY'],
      lastDay: addDays(today(), 10),
    });
    expect(expectOk(res, ZApplicationResult).application.endDate).toBe(end);
    expect((await rowsOf(app.id))[0]!.lastDay).toBe(addDays(today(), 10));
  });

  it('an admin cancels for the programme (a past day is allowed): both parties and the other admins are e-mailed', async () => {
    const { app, intern } = await engagement('ACCEPTED_FOR_VALIDATION', { language: 'sr' });
    mail().sent.length = 0;
    const lastDay = addDays(today(), -3);
    const res = await cancel('admin', { applicationId: app.id, reasons: ['LACK_OF_CAPACITY'], lastDay });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(app.id))[0]).toMatchObject({
      initiator: 'ADMIN',
      lastDay,
      createdBy: kit.users.admin.id,
    });
    expect(
      mail()
        .sent.map((m) => m.to)
        .sort(),
    ).toEqual([intern.email, kit.users.business.email, secondAdmin.email].sort());
    expect(mail().last(intern.email)!.language).toBe('sr');
    expect(renderMail(mail().last(intern.email)!).text).toContain(
      'Otkazano od strane: administratora programa',
    );
    const [event] = await kit.t.app.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, app.id))
      .orderBy(applicationEvents.at)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ action: 'cancel', status: 'CANCELLED', actorRole: 'admin' });
  });
});

describe('what may be cancelled', () => {
  it('only engagements: ACCEPTED_FOR_VALIDATION, APPROVED, HIRED, EXTENDED; anything else is INVALID_TRANSITION', async () => {
    for (const status of ['ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'EXTENDED'] as const) {
      const { app } = await engagement(status);
      const res = await cancel('business', { applicationId: app.id, reasons: ['LACK_OF_CAPACITY'] });
      expect(res.statusCode, `${status} ${res.body}`).toBe(200);
    }
    for (const status of [
      'INVITED',
      'APPLIED',
      'SHORTLISTED',
      'INTERVIEW',
      'COMPLETED',
      'CANCELLED',
      'REFUSED',
    ] as const) {
      const { app } = await engagement(status);
      const res = await cancel('business', { applicationId: app.id, reasons: ['LACK_OF_CAPACITY'] });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().errorType).toBe('INVALID_TRANSITION');
    }
  });

  it('an unknown application is NOT_FOUND; parties that are not the application’s are refused with 400', async () => {
    const unknown = await cancel('business', { applicationId: SOME_ID, reasons: ['LACK_OF_CAPACITY'] });
    expectError(unknown, 404, 'NOT_FOUND');
    const { app } = await engagement('HIRED');
    const wrong = await cancel('business', {
      applicationId: app.id,
      reasons: ['LACK_OF_CAPACITY'],
      businessId: otherOrg.id,
      internId: otherIntern.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(detailsOf(wrong)).toEqual(['businessId:invalid', 'internId:invalid']);
    expect((await statusOf(app.id)).status).toBe('HIRED');
  });

  it('two cancellations at once (the intern and the host): one wins, the other finds it cancelled', async () => {
    const { app, intern } = await engagement('HIRED');
    const [a, b] = await Promise.all([
      cancel(intern, { applicationId: app.id, lastDay: addDays(today(), 14) }),
      cancel('business', { applicationId: app.id, reasons: ['LACK_OF_CAPACITY'] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await rowsOf(app.id)).toHaveLength(1);
  });

  it('"today" comes from the injected clock (Kosovo’s calendar day)', async () => {
    // 23:30 UTC on 10 January 2030 is already 11 January in Priština.
    const service = createSafetyService({
      db: kit.t.app.database.db,
      mailer: kit.t.app.mailer,
      presentApplication: async (actor, id) =>
        (await kit.t.app.services.applications.get(actor, id)).application,
      publicUrl: 'http://localhost:3000',
      now: () => Date.parse('2030-01-10T23:30:00Z'),
    });
    expect(service.today()).toBe('2030-01-11');
    const { app, intern } = await engagement('HIRED', { endDate: '2030-06-30' });
    const actor = { id: intern.id, role: 'intern' as const, accountType: 'intern' as const };
    await expect(
      service.cancel(actor, { applicationId: app.id, reasons: [], lastDay: '2030-01-24' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'lastDay', issue: 'noticePeriod' }],
    });
    const done = await service.cancel(actor, { applicationId: app.id, reasons: [], lastDay: '2030-01-25' });
    expect(done.application).toMatchObject({ status: 'CANCELLED', endDate: '2030-01-25' });
  });
});

describe('GET /api/cancellations', () => {
  it('admins see all with the filters; an intern and an organisation their own only', async () => {
    const elsewhere = await engagement('HIRED', { host: otherOrg.id });
    const res = await cancel(elsewhere.intern, {
      applicationId: elsewhere.app.id,
      lastDay: addDays(today(), 15),
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = await kit.t.app.database.db.select().from(cancellations);
    const ids = async (who: TRole | TestUser, query = '') => {
      const r = await call('GET', `/cancellations?pagination=false&${query}`, who);
      return (expectOk(r, ZCancellationList).cancellations.docs as Array<{ _id: string }>)
        .map((d) => d._id)
        .sort();
    };
    const sorted = (rows: typeof all) => rows.map((r) => r.id).sort();
    expect(await ids('admin')).toEqual(sorted(all));
    expect(await ids('admin', `business=${otherOrg.id}`)).toEqual(
      sorted(all.filter((r) => r.businessId === otherOrg.id)),
    );
    expect(await ids('admin', `intern=${elsewhere.intern.id}`)).toEqual(
      sorted(all.filter((r) => r.internId === elsewhere.intern.id)),
    );
    expect(await ids('admin', `application=${elsewhere.app.id}`)).toHaveLength(1);
    expect(await ids('business')).toEqual(sorted(all.filter((r) => r.businessId === kit.users.business.id)));
    expect(await ids(otherOrg)).toEqual(sorted(all.filter((r) => r.businessId === otherOrg.id)));
    expect(await ids(elsewhere.intern)).toEqual(
      sorted(all.filter((r) => r.internId === elsewhere.intern.id)),
    );
    // Asking for another party's rows gives nothing.
    expect(await ids(otherOrg, `business=${kit.users.business.id}`)).toEqual([]);
    expect(await ids('intern')).toEqual([]);
    const one = expectOk(
      await call('GET', `/cancellations?application=${elsewhere.app.id}`, 'admin'),
      ZCancellationList,
    ).cancellations;
    expect(one.docs[0]).toMatchObject({
      application: { _id: elsewhere.app.id, type: 'JOB', title: 'Data intern' },
      business: { _id: otherOrg.id, businessName: 'Test Business' },
      intern: { _id: elsewhere.intern.id, internName: 'Test', internLastName: 'Intern' },
      initiator: 'INTERN',
      reasons: ['INTERN_RESIGNATION'],
      reasonText: null,
      lastDay: addDays(today(), 15),
    });
    const page = expectOk(
      await call('GET', '/cancellations?limit=1&page=2', 'admin'),
      ZCancellationList,
    ).cancellations;
    expect(page).toMatchObject({ page: 2, limit: 1, totalDocs: all.length });
  });
});

describe('permission matrix', () => {
  const WHO = ['visitor', 'intern', 'otherIntern', 'business', 'otherOrg', 'mentor', 'admin'] as const;
  type Who = (typeof WHO)[number];
  /** The caller `w` names: a role's account, `intern` (the engagement's, if given), the others, or a visitor. */
  const who = (w: Who, intern?: TestUser): TRole | TestUser | null =>
    w === 'visitor'
      ? null
      : w === 'intern' && intern
        ? intern
        : w === 'otherIntern'
          ? otherIntern
          : w === 'otherOrg'
            ? otherOrg
            : w;

  it('POST /cancellations: the application’s intern, its organisation and admins; nobody else', async () => {
    const expected = statusesOf(WHO, [401, 200, 403, 200, 403, 403, 200]);
    await expectStatuses(expected, async (w) => {
      const { app, intern } = await engagement('HIRED');
      const body =
        w === 'intern' || w === 'otherIntern'
          ? { applicationId: app.id, lastDay: addDays(today(), 14) }
          : { applicationId: app.id, reasons: ['LACK_OF_CAPACITY'] };
      const { statusCode } = await cancel(who(w, intern), body);
      const cancelled = (await statusOf(app.id)).status === 'CANCELLED';
      expect(cancelled, w).toBe(expected[w] === 200);
      return statusCode;
    });
  });

  it('GET /cancellations: interns, organisations and admins; not mentors or visitors', async () => {
    const expected = statusesOf(WHO, [401, 200, 200, 200, 200, 403, 200]);
    await expectStatuses(expected, async (w) => (await call('GET', '/cancellations', who(w))).statusCode);
  });
});
