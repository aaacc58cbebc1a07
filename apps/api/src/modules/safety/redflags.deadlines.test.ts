/**
 * Red flags answered in time (issue 22 §4): the response deadline at its edges (HIGH 24 hours; NORMAL five working
 * days on Priština's clock, weekends skipped, summer time kept, holidays counted), its move when an admin changes
 * the priority, the admins' list (overdue open reports first, then by deadline; `respondBy` and `overdue` for admins
 * only) and the overdue alert job (every active admin once at the deadline, again each next day while open, never
 * after resolution, never twice when run twice or at once). On a clock the test moves.
 */
import { describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { ZRedFlagList, ZRedFlagResult, type TRedFlag } from '@praktika/contracts/safety';
import type { TRole } from '@praktika/contracts/common';
import { callAs, useRoleApp } from '../../../test/role-app.ts';
import type { CapturingMailer, TestUser } from '../../../test/factories.ts';
import { insertAccount, insertIntern, insertJob } from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { expectOk } from '../../../test/api.ts';
import type { ApplicationRow } from '../../db/schema/applications.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { redFlagAlerts, redFlags } from '../../db/schema/safety.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { RED_FLAG_OVERDUE_JOB } from './safety.jobs.ts';
import { addWorkingDays, alertDueAt, respondByAfterChange, respondByFor } from './safety.deadlines.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the deadline', () => {
  it('HIGH: 24 real hours, across the change from summer time too', () => {
    expect(iso(respondByFor('HIGH', at('2026-11-27T17:00:00Z')).getTime())).toBe('2026-11-28T17:00:00.000Z');
    // 25 October 2026: Priština's clock goes back an hour; the deadline is still 24 hours later
    expect(iso(respondByFor('HIGH', at('2026-10-24T10:00:00Z')).getTime())).toBe('2026-10-25T10:00:00.000Z');
  });

  it('NORMAL: the same time on the fifth working day (Mon–Fri, Priština), weekends from Monday 00:00', () => {
    const cases: Array<[string, string, string]> = [
      // Friday 18:00 → next Friday 18:00 (CET, UTC+1)
      ['Friday evening', '2026-11-27T17:00:00Z', '2026-12-04T17:00:00.000Z'],
      // Friday 23:59:30 keeps its seconds
      ['Friday before midnight', '2026-11-27T22:59:30Z', '2026-12-04T22:59:30.000Z'],
      // Monday 10:00 → next Monday 10:00
      ['Monday morning', '2026-11-30T09:00:00Z', '2026-12-07T09:00:00.000Z'],
      // Wednesday 12:00 → next Wednesday 12:00
      ['midweek', '2026-12-02T11:00:00Z', '2026-12-09T11:00:00.000Z'],
      // Saturday and Sunday count from Monday 00:00: the Monday after (00:00 = 23:00 UTC the day before)
      ['Saturday', '2026-11-28T09:00:00Z', '2026-12-06T23:00:00.000Z'],
      ['Sunday late', '2026-11-29T22:30:00Z', '2026-12-06T23:00:00.000Z'],
      // Sunday 23:30 UTC is already Monday 00:30 in Priština: a working day
      ['Monday 00:30 local', '2026-11-29T23:30:00Z', '2026-12-06T23:30:00.000Z'],
      // Friday 19:00 summer time → next Friday 19:00 winter time (the wall clock, not 168 hours)
      ['over the change to winter time', '2026-10-23T17:00:00Z', '2026-10-30T18:00:00.000Z'],
      // Christmas (Friday) and New Year are public holidays in Kosovo, and count as working days
      ['over holidays', '2026-12-24T09:00:00Z', '2026-12-31T09:00:00.000Z'],
    ];
    for (const [name, from, expected] of cases)
      expect(iso(respondByFor('NORMAL', at(from)).getTime()), name).toBe(expected);
    expect(iso(addWorkingDays(at('2026-11-27T17:00:00Z'), 1)), 'one working day after Friday').toBe(
      '2026-11-30T17:00:00.000Z',
    );
  });

  it('a priority change: raised, 24 hours from the change but never later; lowered, NORMAL from the report', () => {
    const createdAt = new Date('2026-11-27T17:00:00Z'); // Friday 18:00
    const normal = { priority: 'NORMAL' as const, createdAt, respondBy: respondByFor('NORMAL', +createdAt) };
    const raisedSoon = respondByAfterChange(normal, 'HIGH', at('2026-11-28T08:00:00Z'));
    expect(iso(+raisedSoon)).toBe('2026-11-29T08:00:00.000Z');
    // raised two hours before the NORMAL deadline: the earlier deadline stays
    const raisedLate = respondByAfterChange(normal, 'HIGH', at('2026-12-04T15:00:00Z'));
    expect(iso(+raisedLate)).toBe('2026-12-04T17:00:00.000Z');
    const high = { priority: 'HIGH' as const, createdAt, respondBy: raisedSoon };
    expect(iso(+respondByAfterChange(high, 'NORMAL', at('2026-12-01T10:00:00Z')))).toBe(
      '2026-12-04T17:00:00.000Z',
    );
    expect(respondByAfterChange(high, 'HIGH', at('2026-12-01T10:00:00Z'))).toBe(raisedSoon);
  });

  it('alerts fall due at the deadline and every 24 hours after it', () => {
    const deadline = new Date('2026-11-28T17:00:00Z');
    expect(iso(+alertDueAt(deadline, at('2026-11-28T17:00:00Z')))).toBe('2026-11-28T17:00:00.000Z');
    expect(iso(+alertDueAt(deadline, at('2026-11-29T16:59:59Z')))).toBe('2026-11-28T17:00:00.000Z');
    expect(iso(+alertDueAt(deadline, at('2026-11-29T17:00:00Z')))).toBe('2026-11-29T17:00:00.000Z');
    expect(iso(+alertDueAt(deadline, at('2026-12-02T03:00:00Z')))).toBe('2026-12-01T17:00:00.000Z');
  });
});

/** Friday 27 November 2026, 18:00 in Priština. */
const START = at('2026-11-27T17:00:00Z');
let clock = START;
let hired: ApplicationRow;
let minorApp: ApplicationRow;
let secondAdmin: TestUser;
let inactiveAdmin: TestUser;

const kit = useRoleApp(
  'redflag-deadlines',
  async (k) => {
    const app = k.t.app;
    const job = await insertJob(app, { businessId: k.users.business.id, title: 'Deadline intern' });
    hired = await insertApplication(app, job, k.users.intern.id, { status: 'HIRED' });
    const minor = await insertIntern(app, { age: 17 });
    minorApp = await insertApplication(app, job, minor.id, { status: 'HIRED' });
    secondAdmin = await insertAccount(app, 'admin', 'en');
    inactiveAdmin = await insertAccount(app, 'admin', 'sr');
    await app.database.db.update(accounts).set({ active: false }).where(eq(accounts.id, inactiveAdmin.id));
    await app.database.db
      .update(accounts)
      .set({ emailLanguage: 'sr' })
      .where(eq(accounts.id, k.users.admin.id));
  },
  { now: () => clock },
);

const mail = () => kit.t.app.mailer as CapturingMailer;
const safety = () => kit.t.app.services.safety;
const adminActor = (): Actor => ({ id: kit.users.admin.id, role: 'admin', accountType: 'business' });
const report = async (who: TRole, body: object) =>
  expectOk(await callAs(kit, 'POST', '/redflags', who, body), ZRedFlagResult).redFlag;
const stored = async (id: string) =>
  (await kit.t.app.database.db.select().from(redFlags).where(eq(redFlags.id, id)))[0]!;
/** Every report but `keep` resolved: the alert job looks at the whole table. */
const resolveAllBut = (keep: string) =>
  kit.t.app.database.db.update(redFlags).set({ status: 'RESOLVED' }).where(ne(redFlags.id, keep));
const adminList = async () =>
  (await safety().listRedFlags(adminActor(), { page: 1, limit: 100, pagination: false })).redFlags.docs;

describe('deadlines of reports', () => {
  it('a NORMAL report made on Friday evening is due the next Friday evening; a minor’s HIGH one in 24 hours', async () => {
    clock = START;
    const normal = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NOT_AS_DESCRIBED'],
    });
    expect((await stored(normal._id)).respondBy.toISOString()).toBe('2026-12-04T17:00:00.000Z');
    const minor = await report('business', {
      reported: 'INTERN',
      applicationId: minorApp.id,
      reasons: ['NO_SHOW'],
    });
    const row = await stored(minor._id);
    expect(row.priority).toBe('HIGH');
    expect(row.respondBy.toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('moves with the admin’s change of priority', async () => {
    clock = START;
    const flag = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    // three days on (the sessions' tokens no longer hold): through the service, as the route calls it
    clock = at('2026-11-30T08:00:00Z'); // Monday 09:00
    const put = async (body: object) =>
      ZRedFlagResult.parse(await safety().updateRedFlag(adminActor(), flag._id, body)).redFlag;
    const raised = await put({ priority: 'HIGH' });
    expect(raised).toMatchObject({ priority: 'HIGH', respondBy: '2026-12-01T08:00:00.000Z', overdue: false });
    // the same priority again, with a status: the deadline stays
    const noted = await put({ status: 'IN_REVIEW', priority: 'HIGH' });
    expect(noted.respondBy).toBe('2026-12-01T08:00:00.000Z');
    const lowered = await put({ priority: 'NORMAL' });
    expect(lowered).toMatchObject({ priority: 'NORMAL', respondBy: '2026-12-04T17:00:00.000Z' });
    const resolved = await put({ status: 'RESOLVED' });
    expect(resolved).toMatchObject({ respondBy: null, overdue: false });
    clock = START;
  });
});

describe('the lists', () => {
  it('admins: overdue open reports first, then open ones by deadline, the resolved last; non-admins never see deadlines', async () => {
    clock = START;
    const high = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['HARASSMENT'],
    });
    clock = START + HOUR;
    const normal = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    clock = START + 2 * HOUR;
    const later = await report('mentor', {
      reported: 'INTERN',
      applicationId: hired.id,
      reasons: ['MISCONDUCT'],
    });
    // two days on: the HIGH one (due Saturday 18:00) is overdue; the NORMAL ones are due next Friday
    clock = at('2026-11-29T17:00:00Z');
    const docs = await adminList();
    const open = docs.filter((d) => d.status !== 'RESOLVED');
    const overdue = open.filter((d) => d.overdue);
    expect(overdue.map((d) => d._id)).toContain(high._id);
    // overdue first, then by deadline, the resolved ones last
    const rank = (d: TRedFlag) => (d.status === 'RESOLVED' ? 2 : d.overdue ? 0 : 1);
    const ranks = docs.map(rank);
    expect([...ranks].sort()).toEqual(ranks);
    for (const group of [0, 1]) {
      const deadlines = docs.filter((d) => rank(d) === group).map((d) => d.respondBy!);
      expect([...deadlines].sort()).toEqual(deadlines);
    }
    expect(docs.indexOf(docs.find((d) => d._id === normal._id)!)).toBeLessThan(
      docs.indexOf(docs.find((d) => d._id === later._id)!),
    );
    for (const d of docs.filter((x) => x.status === 'RESOLVED'))
      expect(d).toMatchObject({ respondBy: null, overdue: false });
    expect(docs.find((d) => d._id === normal._id)).toMatchObject({
      overdue: false,
      respondBy: '2026-12-04T18:00:00.000Z',
    });

    clock = START;
    const api = expectOk(await callAs(kit, 'GET', '/redflags?pagination=false', 'admin'), ZRedFlagList)
      .redFlags.docs;
    expect(api[0]).toHaveProperty('respondBy');
    expect(api[0]).toHaveProperty('overdue');
    for (const who of ['intern', 'business', 'mentor'] as const) {
      const res = await callAs(kit, 'GET', '/redflags?pagination=false', who);
      const mine = expectOk(res, ZRedFlagList).redFlags.docs;
      expect(mine.length, who).toBeGreaterThan(0);
      expect(res.body, who).not.toContain('respondBy');
      expect(res.body, who).not.toContain('overdue');
      // the reporter's own list stays newest first
      const times = mine.map((d) => d.createdAt);
      expect([...times].sort().reverse(), who).toEqual(times);
    }
    const answer = await callAs(kit, 'POST', '/redflags', 'intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    expect(answer.body).not.toContain('respondBy');
  });
});

describe('the overdue alert', () => {
  it('e-mails every active admin once at the deadline, again the next day, never after resolution', async () => {
    clock = START;
    const flag = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['UNSAFE_CONDITIONS'],
    });
    await resolveAllBut(flag._id);
    mail().sent.length = 0;
    const overdueMails = () => mail().sent.filter((m) => m.template === 'redFlagOverdue');

    clock = START + 24 * HOUR - 60_000;
    expect(await safety().alertOverdue()).toBe(0);
    clock = START + 24 * HOUR + 5 * 60_000;
    expect(await safety().alertOverdue()).toBe(1);
    const first = overdueMails();
    expect(first.map((m) => m.to).sort()).toEqual([kit.users.admin.email, secondAdmin.email].sort());
    expect(first.map((m) => m.to)).not.toContain(inactiveAdmin.email);
    const sr = mail().last(kit.users.admin.email, 'redFlagOverdue')!;
    expect(sr.language).toBe('sr');
    expect(mail().last(secondAdmin.email, 'redFlagOverdue')!.language).toBe('en');
    const { renderMail } = await import('../../services.ts');
    const srMail = renderMail(sr);
    expect(srMail.subject).toBe('[Rok je istekao] Prijava za Test Business čeka odgovor');
    expect(srMail.text).toContain('Nebezbedni uslovi');
    expect(srMail.text).toContain('Rok za odgovor: 28/11/2026 18:00');
    expect(srMail.text).toContain('http://localhost:3000/dashboard/redFlags');
    expect(renderMail({ ...sr, language: 'en' }).subject).toBe(
      '[Overdue] The report about Test Business is waiting for an answer',
    );
    expect(renderMail({ ...sr, language: 'sq' }).text).toContain('Afati i përgjigjes: 28/11/2026 18:00');

    // the same run again, the job handed out again, or later the same day: nothing more
    expect(await safety().alertOverdue()).toBe(0);
    await RED_FLAG_OVERDUE_JOB.handle(kit.t.app.services, { data: {} } as never);
    clock = START + 47 * HOUR;
    expect(await safety().alertOverdue()).toBe(0);
    expect(overdueMails()).toHaveLength(2);
    // the next day: again
    clock = START + 48 * HOUR + 60_000;
    expect(await safety().alertOverdue()).toBe(1);
    expect(overdueMails()).toHaveLength(4);
    const alerts = await kit.t.app.database.db
      .select()
      .from(redFlagAlerts)
      .where(eq(redFlagAlerts.redFlagId, flag._id));
    expect(alerts.map((a) => a.dueAt.toISOString()).sort()).toEqual([
      '2026-11-28T17:00:00.000Z',
      '2026-11-29T17:00:00.000Z',
    ]);
    // resolved: never again
    await safety().updateRedFlag(adminActor(), flag._id, { status: 'RESOLVED' });
    clock = START + 72 * HOUR + 60_000;
    expect(await safety().alertOverdue()).toBe(0);
    expect(overdueMails()).toHaveLength(4);
    clock = START;
  });

  it('never for an overdue NORMAL report; once when two runs meet', async () => {
    clock = START;
    const normal = await report('intern', {
      reported: 'BUSINESS',
      applicationId: hired.id,
      reasons: ['NO_SHOW'],
    });
    await resolveAllBut(normal._id);
    mail().sent.length = 0;
    clock = at('2026-12-10T10:00:00Z');
    expect(await safety().alertOverdue()).toBe(0);
    expect((await adminList()).find((d) => d._id === normal._id)?.overdue).toBe(true);

    clock = START;
    const high = await report('business', {
      reported: 'INTERN',
      applicationId: minorApp.id,
      reasons: ['NO_SHOW'],
    });
    await resolveAllBut(high._id);
    clock = START + 25 * HOUR;
    const runs = await Promise.all([
      safety().alertOverdue(),
      safety().alertOverdue(),
      safety().alertOverdue(),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(mail().sent.filter((m) => m.template === 'redFlagOverdue')).toHaveLength(2);
    clock = START;
  });
});
