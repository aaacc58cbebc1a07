/**
 * Stipends: month lines made from the internships (idempotent, following extensions), attendance by the line's
 * organisation with the amounts (rate overrides, integer cents), the permission matrix (an organisation sees only
 * its interns' lines and never an IBAN; an intern only their own), the bank account (validated, normalised, in the
 * data export, erased with the account), payment runs (nothing to pay, build, lock, export read back, paid,
 * e-mails), the change log and the reminder job on a fixed clock.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import {
  ZBankAccountResult,
  ZRateList,
  ZRateResult,
  ZRunResult,
  ZStipendEventList,
  ZStipendMonthList,
  ZStipendMonthResult,
  monthEnd,
  stipendAmounts,
  workingDays,
  type TStipendMonth,
} from '@praktika/contracts/stipends';
import type { TDataExport } from '@praktika/contracts/privacy';
import type { TRole } from '@praktika/contracts/common';
import { latinLeftovers } from '@praktika/contracts/script';
import { callAs, useRoleApp, type ApiMethod } from '../../../test/role-app.ts';
import type { CapturingMailer, TestUser } from '../../../test/factories.ts';
import { expectError, expectIssues, expectOk } from '../../../test/api.ts';
import {
  insertAccount,
  insertIntern,
  insertJob,
  setEmailLanguage,
} from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { unzip } from '../../../test/unzip.ts';
import { renderMail } from '../../services.ts';
import { applications } from '../../db/schema/applications.ts';
import { stipendBankAccounts, stipendMonths } from '../../db/schema/stipends.ts';
import { businesses } from '../../db/schema/profiles.ts';

let clock = Date.parse('2026-12-10T10:00:00Z'); // a Thursday
const IBAN = 'XK051212012345678906';

let intern: TestUser;
let otherIntern: TestUser;
let otherOrg: TestUser;
let internshipId: string;
let jobId: string;

const kit = useRoleApp(
  'stipends',
  async (k) => {
    intern = await insertIntern(k.t.app, { emailLanguage: 'sr' });
    otherIntern = await insertIntern(k.t.app);
    otherOrg = await insertAccount(k.t.app, 'business');
    await setEmailLanguage(k.t.app, k.users.business.id, 'sq');
    const job = await insertJob(k.t.app, { businessId: k.users.business.id, title: 'Data intern' });
    jobId = job.id;
    // Started on Wednesday 14 October 2026, ends 15 January 2027: today (10 December) it has three months.
    internshipId = (
      await insertApplication(k.t.app, job, intern.id, {
        status: 'HIRED',
        startDate: '2026-10-14',
        endDate: '2027-01-15',
      })
    ).id;
    const otherJob = await insertJob(k.t.app, { businessId: otherOrg.id, title: 'Elsewhere' });
    await insertApplication(k.t.app, otherJob, otherIntern.id, {
      status: 'HIRED',
      startDate: '2026-11-02',
      endDate: '2027-03-01',
    });
  },
  { now: () => clock },
);

const mail = () => kit.t.app.mailer as CapturingMailer;
type Who = TRole | TestUser | null;
const call = (method: ApiMethod, url: string, who: Who, payload?: object) =>
  callAs(kit, method, url, who, payload);
const monthsOf = async (who: Who, query = '') =>
  expectOk(await call('GET', `/stipends/months?limit=100${query}`, who), ZStipendMonthList).months.docs;
const lineOf = async (month: string, who: Who = 'admin'): Promise<TStipendMonth> => {
  const line = (await monthsOf(who, `&month=${month}`)).find((l) => l.applicationId === internshipId);
  if (!line) throw new Error(`no line for ${month}`);
  return line;
};
/** The organisation's lines through the service (the clock moved past the test sessions' expiry). */
const asOrganisation = async (month?: string) =>
  (
    await kit.t.app.services.stipends.listMonths(
      { id: kit.users.business.id, role: 'business', accountType: 'business' },
      { page: 1, limit: 100, pagination: true, ...(month ? { month } : {}) },
    )
  ).months.docs;
const confirm = (id: string, who: Who, body: object) =>
  call('PUT', `/stipends/months/${id}/attendance`, who, body);

describe('month lines', () => {
  it('one per internship and month up to this month, made once however often listed', async () => {
    const lines = await monthsOf('business');
    expect(lines.map((l) => l.month).sort()).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
    expect(lines.every((l) => l.status === 'TO_CONFIRM' && l.amountCents === null)).toBe(true);
    const oct = lines.find((l) => l.month === '2026-10-01')!;
    expect(oct).toMatchObject({
      workingDays: workingDays('2026-10-14', '2026-10-31'),
      monthWorkingDays: workingDays('2026-10-01', '2026-10-31'),
      title: 'Data intern',
      intern: { _id: intern.id },
    });
    expect(oct.workingDays).toBe(13);
    await monthsOf('admin');
    await monthsOf('business');
    const rows = await kit.t.app.database.db
      .select()
      .from(stipendMonths)
      .where(eq(stipendMonths.applicationId, internshipId));
    expect(rows).toHaveLength(3);
  });

  it('an organisation sees only its interns’ lines and never an IBAN; an intern only their own; admins all', async () => {
    await call('PUT', '/stipends/bank-account', intern, { iban: IBAN, accountHolder: 'Ana Petrović' });
    const own = await monthsOf('business');
    expect(own.every((l) => l.business._id === kit.users.business.id)).toBe(true);
    const res = await call('GET', '/stipends/months?limit=100', 'business');
    expect(res.body).not.toContain(IBAN);
    expect(res.body).not.toContain('"iban"');
    expect((await monthsOf(otherOrg)).every((l) => l.intern._id === otherIntern.id)).toBe(true);
    expect((await monthsOf(intern)).every((l) => l.intern._id === intern.id)).toBe(true);
    expect((await call('GET', '/stipends/months', intern)).body).not.toContain(IBAN);
    const all = await monthsOf('admin');
    expect(new Set(all.map((l) => l.intern._id))).toEqual(new Set([intern.id, otherIntern.id]));
    expect(all.find((l) => l.intern._id === intern.id)?.iban).toBe(IBAN);
    // filters
    expect(
      (await monthsOf('admin', `&business=${otherOrg.id}`)).every((l) => l.business._id === otherOrg.id),
    ).toBe(true);
    expect(await monthsOf('admin', '&status=PAID')).toEqual([]);
    expectError(await call('GET', '/stipends/months', null), 401, 'UNAUTHORIZED');
    expectError(await call('GET', '/stipends/months', 'mentor'), 403, 'FORBIDDEN');
    expectError(await call('GET', '/stipends/months?status=NOPE', 'admin'), 400, 'VALIDATION_ERROR');
  });

  it('an extension (EXTENDED, the end moved) adds its months as time goes by; a shortened end updates open lines', async () => {
    const db = kit.t.app.database.db;
    await db
      .update(applications)
      .set({ status: 'EXTENDED', endDate: '2027-03-12' })
      .where(eq(applications.id, internshipId));
    clock = Date.parse('2027-03-20T10:00:00Z');
    try {
      const lines = (await asOrganisation()).filter((l) => l.applicationId === internshipId);
      expect(lines.map((l) => l.month).sort()).toEqual([
        '2026-10-01',
        '2026-11-01',
        '2026-12-01',
        '2027-01-01',
        '2027-02-01',
        '2027-03-01',
      ]);
      expect(lines.find((l) => l.month === '2027-03-01')?.workingDays).toBe(
        workingDays('2027-03-01', '2027-03-12'),
      );
      await db.update(applications).set({ endDate: '2027-03-05' }).where(eq(applications.id, internshipId));
      const march = (await asOrganisation('2027-03-01')).find((l) => l.applicationId === internshipId);
      expect(march?.workingDays).toBe(workingDays('2027-03-01', '2027-03-05'));
      // back to the original end: the months after January go (still to confirm), January is cut on the 15th
      await db
        .update(applications)
        .set({ status: 'HIRED', endDate: '2027-01-15' })
        .where(eq(applications.id, internshipId));
      const back = (await asOrganisation()).filter((l) => l.applicationId === internshipId);
      expect(back.map((l) => l.month).sort()).toEqual([
        '2026-10-01',
        '2026-11-01',
        '2026-12-01',
        '2027-01-01',
      ]);
      expect(back.find((l) => l.month === '2027-01-01')?.workingDays).toBe(
        workingDays('2027-01-01', '2027-01-15'),
      );
    } finally {
      clock = Date.parse('2026-12-10T10:00:00Z');
    }
  });
});

describe('attendance', () => {
  it('the organisation confirms a month started mid-way: pro rata over the whole month, the shares in cents', async () => {
    const oct = await lineOf('2026-10-01', 'business');
    const res = await confirm(oct._id, 'business', { daysPresent: 13, note: 'All good' });
    const { month } = expectOk(res, ZStipendMonthResult);
    const expected = stipendAmounts({
      monthlyCents: 15_000,
      hostSharePercent: 30,
      daysPresent: 13,
      monthWorkingDays: 22,
    });
    expect(month).toMatchObject({
      status: 'CONFIRMED',
      daysPresent: 13,
      note: 'All good',
      monthlyCents: 15_000,
      hostSharePercent: 30,
      ...expected,
    });
    // 15000 × 13 / 22 = 8863.6 → 8864; 30 % = 2659.2 → 2659
    expect(expected).toEqual({ amountCents: 8_864, hostShareCents: 2_659, programmeShareCents: 6_205 });
    expect(month.iban).toBeUndefined();
  });

  it('refuses other organisations, interns, too many days, a month not started, and bad bodies', async () => {
    const nov = await lineOf('2026-11-01');
    expectError(await confirm(nov._id, otherOrg, { daysPresent: 3 }), 403, 'FORBIDDEN');
    expectError(await confirm(nov._id, intern, { daysPresent: 3 }), 403, 'FORBIDDEN');
    expectError(await confirm(nov._id, null, { daysPresent: 3 }), 401, 'UNAUTHORIZED');
    const tooMany = expectError(
      await confirm(nov._id, 'business', { daysPresent: 22 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(tooMany.details).toEqual([{ field: 'daysPresent', issue: 'daysAboveWorkingDays', max: 21 }]);
    expectError(await confirm(nov._id, 'business', { daysPresent: -1 }), 400, 'VALIDATION_ERROR');
    expectError(await confirm(nov._id, 'business', { daysPresent: 'x' }), 400, 'VALIDATION_ERROR');
    expectError(await confirm('not-an-id', 'admin', { daysPresent: 1 }), 400, 'VALIDATION_ERROR');
    expectError(
      await confirm('0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f', 'admin', { daysPresent: 1 }),
      404,
      'NOT_FOUND',
    );
    // an internship starting after today: its December line exists but cannot be confirmed yet
    const late = await insertIntern(kit.t.app);
    const job = await insertJob(kit.t.app, { businessId: kit.users.business.id, title: 'Late start' });
    const app = await insertApplication(kit.t.app, job, late.id, {
      status: 'HIRED',
      startDate: '2026-12-21',
      endDate: '2027-02-01',
    });
    const dec = (await monthsOf('business', '&month=2026-12')).find((l) => l.applicationId === app.id)!;
    expect(dec.workingDays).toBe(workingDays('2026-12-21', '2026-12-31'));
    expectError(await confirm(dec._id, 'business', { daysPresent: 1 }), 409, 'STIPEND_MONTH_NOT_STARTED');
  });

  it('0 days and all days; an admin confirms too; a correction re-snapshots until the line is in a run', async () => {
    const nov = await lineOf('2026-11-01');
    expect(
      expectOk(await confirm(nov._id, 'admin', { daysPresent: 0 }), ZStipendMonthResult).month,
    ).toMatchObject({
      amountCents: 0,
      hostShareCents: 0,
      programmeShareCents: 0,
      status: 'CONFIRMED',
    });
    const all = expectOk(await confirm(nov._id, 'business', { daysPresent: 21 }), ZStipendMonthResult).month;
    expect(all).toMatchObject({ amountCents: 15_000, hostShareCents: 4_500, programmeShareCents: 10_500 });
  });
});

describe('rates', () => {
  it('admins read the default and set overrides: the posting’s beats the organisation’s, which beats the default', async () => {
    const { rates } = expectOk(await call('GET', '/stipends/rates', 'admin'), ZRateList);
    expect(rates).toEqual([
      expect.objectContaining({
        scope: 'DEFAULT',
        scopeId: null,
        monthlyCents: 15_000,
        hostSharePercent: 30,
      }),
    ]);
    expectOk(
      await call('PUT', '/stipends/rates', 'admin', {
        scope: 'BUSINESS',
        scopeId: kit.users.business.id,
        monthlyCents: 20_000,
        hostSharePercent: 100,
      }),
    );
    const dec = await lineOf('2026-12-01');
    const business = expectOk(
      await confirm(dec._id, 'business', { daysPresent: 10 }),
      ZStipendMonthResult,
    ).month;
    const decDays = workingDays('2026-12-01', monthEnd('2026-12-01'));
    expect(business).toMatchObject({
      monthlyCents: 20_000,
      hostSharePercent: 100,
      ...stipendAmounts({
        monthlyCents: 20_000,
        hostSharePercent: 100,
        daysPresent: 10,
        monthWorkingDays: decDays,
      }),
    });
    expect(business.programmeShareCents).toBe(0);
    const put = await call('PUT', '/stipends/rates', 'admin', {
      scope: 'OPPORTUNITY',
      scopeId: jobId,
      monthlyCents: 10_001,
      hostSharePercent: 0,
    });
    expect(expectOk(put, undefined).rate).toMatchObject({ scope: 'OPPORTUNITY', scopeName: 'Data intern' });
    const posting = expectOk(
      await confirm(dec._id, 'business', { daysPresent: 10 }),
      ZStipendMonthResult,
    ).month;
    expect(posting).toMatchObject({ monthlyCents: 10_001, hostSharePercent: 0, hostShareCents: 0 });
    expect(posting.programmeShareCents).toBe(posting.amountCents);
    // updating the default keeps one DEFAULT row
    expectOk(
      await call('PUT', '/stipends/rates', 'admin', {
        scope: 'DEFAULT',
        monthlyCents: 16_000,
        hostSharePercent: 25,
      }),
    );
    const after = expectOk(await call('GET', '/stipends/rates', 'admin'), ZRateList).rates;
    expect(after.map((r) => r.scope)).toEqual(['DEFAULT', 'BUSINESS', 'OPPORTUNITY']);
    expect(after[0]).toMatchObject({ monthlyCents: 16_000, hostSharePercent: 25 });
  });

  it('refuses non-admins and bad rates', async () => {
    for (const who of ['intern', 'business', 'mentor'] as const)
      expectError(await call('GET', '/stipends/rates', who), 403, 'FORBIDDEN');
    expectError(
      await call('PUT', '/stipends/rates', 'business', {
        scope: 'DEFAULT',
        monthlyCents: 1,
        hostSharePercent: 1,
      }),
      403,
      'FORBIDDEN',
    );
    const share = expectError(
      await call('PUT', '/stipends/rates', 'admin', {
        scope: 'DEFAULT',
        monthlyCents: 100,
        hostSharePercent: 101,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(share.details).toEqual([{ field: 'hostSharePercent', issue: 'invalid', max: 100 }]);
    expectIssues(
      await call('PUT', '/stipends/rates', 'admin', {
        scope: 'BUSINESS',
        monthlyCents: 100,
        hostSharePercent: 1,
      }),
      [{ field: 'scopeId', issue: 'required' }],
    );
    expectIssues(
      await call('PUT', '/stipends/rates', 'admin', {
        scope: 'BUSINESS',
        scopeId: intern.id,
        monthlyCents: 100,
        hostSharePercent: 1,
      }),
      [{ field: 'scopeId', issue: 'notFound' }],
    );
    expectError(
      await call('PUT', '/stipends/rates', 'admin', {
        scope: 'DEFAULT',
        monthlyCents: 1.5,
        hostSharePercent: 1,
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
  it('names what overrides apply to: the organisation, the posting and the posting’s organisation', async () => {
    const db = kit.t.app.database.db;
    const nameOf = async (id: string) =>
      (await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, id)))[0]!.name;
    const { rates } = expectOk(await call('GET', '/stipends/rates', 'admin'), ZRateList);
    const org = await nameOf(kit.users.business.id);
    expect(rates.find((r) => r.scope === 'DEFAULT')).toMatchObject({ scopeName: null, business: null });
    expect(rates.find((r) => r.scope === 'BUSINESS')).toMatchObject({
      scopeId: kit.users.business.id,
      scopeName: org,
      business: { _id: kit.users.business.id, businessName: org },
    });
    expect(rates.find((r) => r.scope === 'OPPORTUNITY')).toMatchObject({
      scopeId: jobId,
      scopeName: 'Data intern',
      business: { _id: kit.users.business.id, businessName: org },
    });
  });

  it('an override is removed (logged in the change log); the next month confirmed takes the next rate', async () => {
    const org = await insertAccount(kit.t.app, 'business');
    const job = await insertJob(kit.t.app, { businessId: org.id, title: 'Posting to drop' });
    const worker = await insertIntern(kit.t.app);
    const app = await insertApplication(kit.t.app, job, worker.id, {
      status: 'HIRED',
      startDate: '2026-11-02',
      endDate: '2027-02-01',
    });
    const put = await call('PUT', '/stipends/rates', 'admin', {
      scope: 'OPPORTUNITY',
      scopeId: job.id,
      monthlyCents: 12_345,
      hostSharePercent: 10,
    });
    const rate = expectOk(put, ZRateResult).rate;
    expect(rate.business?._id).toBe(org.id);
    // refused: 401, non-admins 403, a bad id 400, an unknown one 404, the default 409 in the asker's language
    expectError(await call('DELETE', `/stipends/rates/${rate._id}`, null), 401, 'UNAUTHORIZED');
    for (const who of ['intern', 'business', 'mentor'] as const)
      expectError(await call('DELETE', `/stipends/rates/${rate._id}`, who), 403, 'FORBIDDEN');
    expectError(await call('DELETE', '/stipends/rates/not-an-id', 'admin'), 400, 'VALIDATION_ERROR');
    expectError(
      await call('DELETE', '/stipends/rates/0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f', 'admin'),
      404,
      'NOT_FOUND',
    );
    const before = expectOk(await call('GET', '/stipends/rates', 'admin'), ZRateList).rates;
    const byDefault = before.find((r) => r.scope === 'DEFAULT')!;
    const refused = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/stipends/rates/${byDefault._id}`,
      headers: { ...kit.headersOf('admin'), 'accept-language': 'sq' },
    });
    const body = expectError(refused, 409, 'STIPEND_DEFAULT_RATE');
    expect(body.error).toBe('Tarifa e paracaktuar nuk mund të hiqet; ndryshoni shumën e saj.');
    expect(
      expectOk(await call('GET', '/stipends/rates', 'admin'), ZRateList).rates.map((r) => r._id),
    ).toContain(byDefault._id);
    // removed: answered as it was, gone from the list, logged with what it was
    const removed = expectOk(await call('DELETE', `/stipends/rates/${rate._id}`, 'admin'), ZRateResult).rate;
    expect(removed).toMatchObject({ _id: rate._id, scope: 'OPPORTUNITY', scopeName: 'Posting to drop' });
    const after = expectOk(await call('GET', '/stipends/rates', 'admin'), ZRateList).rates;
    expect(after.map((r) => r._id)).not.toContain(rate._id);
    expect(after).toHaveLength(before.length - 1);
    expectError(await call('DELETE', `/stipends/rates/${rate._id}`, 'admin'), 404, 'NOT_FOUND');
    const { events } = expectOk(
      await call('GET', '/stipends/events?entity=rate&limit=100', 'admin'),
      ZStipendEventList,
    );
    const deleted = events.docs.find((e) => e.entityId === rate._id && e.action === 'delete');
    expect(deleted).toMatchObject({
      actor: { _id: kit.users.admin.id, role: 'admin' },
      before: { scope: 'OPPORTUNITY', scopeId: job.id, monthlyCents: 12_345, hostSharePercent: 10 },
      after: null,
    });
    // the month confirmed now takes the default (the organisation has no override of its own)
    const nov = (await monthsOf(org, '&month=2026-11')).find((l) => l.applicationId === app.id)!;
    const confirmed = expectOk(await confirm(nov._id, org, { daysPresent: 5 }), ZStipendMonthResult).month;
    expect(confirmed).toMatchObject({
      monthlyCents: byDefault.monthlyCents,
      hostSharePercent: byDefault.hostSharePercent,
      ...stipendAmounts({
        monthlyCents: byDefault.monthlyCents,
        hostSharePercent: byDefault.hostSharePercent,
        daysPresent: 5,
        monthWorkingDays: nov.monthWorkingDays,
      }),
    });
    expect(confirmed.monthlyCents).not.toBe(12_345);
  });
});

describe('bank account', () => {
  it('the intern saves an IBAN typed with spaces; it is stored without them; a wrong one is refused', async () => {
    const saved = expectOk(
      await call('PUT', '/stipends/bank-account', intern, {
        iban: 'xk05 1212 0123 4567 8906',
        accountHolder: 'Ana P',
      }),
      ZBankAccountResult,
    );
    expect(saved.bankAccount).toMatchObject({ iban: IBAN, accountHolder: 'Ana P' });
    expect(
      expectOk(await call('GET', '/stipends/bank-account', intern), ZBankAccountResult).bankAccount?.iban,
    ).toBe(IBAN);
    expectIssues(
      await call('PUT', '/stipends/bank-account', intern, {
        iban: 'XK051212012345678907',
        accountHolder: 'A',
      }),
      [{ field: 'iban', issue: 'invalidIban' }],
    );
    expectIssues(await call('PUT', '/stipends/bank-account', intern, { iban: '', accountHolder: '' }), [
      { field: 'accountHolder', issue: 'required' },
    ]);
    expect(
      expectOk(await call('GET', '/stipends/bank-account', otherIntern), ZBankAccountResult).bankAccount,
    ).toBe(null);
  });

  it('never to hosts or mentors (nor admins through this route: they see it in payments)', async () => {
    for (const who of ['business', 'mentor', 'admin'] as const) {
      expectError(await call('GET', '/stipends/bank-account', who), 403, 'FORBIDDEN');
      expectError(
        await call('PUT', '/stipends/bank-account', who, { iban: IBAN, accountHolder: 'X' }),
        403,
        'FORBIDDEN',
      );
    }
    expectError(await call('GET', '/stipends/bank-account', null), 401, 'UNAUTHORIZED');
  });
});

describe('payment runs', () => {
  it('nothing to pay is an error; the run takes every confirmed line with a bank account, once', async () => {
    expectError(
      await call('POST', '/stipends/runs', 'admin', { month: '2026-09' }),
      409,
      'STIPEND_NOTHING_TO_PAY',
    );
    expectError(await call('POST', '/stipends/runs', 'business', { month: '2026-10' }), 403, 'FORBIDDEN');
    expectError(await call('POST', '/stipends/runs', 'admin', { month: 'October' }), 400, 'VALIDATION_ERROR');
    // the other organisation's intern has no bank account: their confirmed November waits
    const otherNov = (await monthsOf(otherOrg, '&month=2026-11'))[0]!;
    expectOk(await confirm(otherNov._id, otherOrg, { daysPresent: 5 }));
    const built = expectOk(await call('POST', '/stipends/runs', 'admin', { month: '2026-11' }), ZRunResult, {
      status: 201,
    }).run;
    expect(built.lines.map((l) => l.intern._id)).toEqual([intern.id]);
    expect(built).toMatchObject({ month: '2026-11-01', status: 'BUILT', lineCount: 1, totalCents: 15_000 });
    expect(built.lines[0]?.iban).toBe(IBAN);
    expectError(
      await call('POST', '/stipends/runs', 'admin', { month: '2026-11' }),
      409,
      'STIPEND_NOTHING_TO_PAY',
    );
    // in a run: locked
    expectError(await confirm(built.lines[0]!._id, 'business', { daysPresent: 3 }), 409, 'STIPEND_LOCKED');
    expectError(await confirm(built.lines[0]!._id, 'admin', { daysPresent: 3 }), 409, 'STIPEND_LOCKED');
    const list = expectOk(await call('GET', '/stipends/runs', 'admin')).runs as {
      docs: Array<{ _id: string }>;
    };
    expect(list.docs.map((r) => r._id)).toContain(built._id);
  });

  it('exports the bank file in csv (BOM, the admin’s language) and xlsx, read back', async () => {
    const run = expectOk(await call('POST', '/stipends/runs', 'admin', { month: '2026-10' }), ZRunResult, {
      status: 201,
    }).run;
    const csv = await kit.t.app.inject({
      method: 'GET',
      url: `/api/stipends/runs/${run._id}/export?format=csv`,
      headers: { ...kit.headersOf('admin'), 'accept-language': 'sq' },
    });
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="stipends-2026-10-/);
    expect(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain('10/2026');
    expect(lines[1]).toBe('Emri,IBAN,Mbajtësi i llogarisë,Shuma (EUR),Referenca');
    expect(lines[2]).toMatch(new RegExp(`^[^,]+,${IBAN},Ana P,88\\.64,Bursa 10/2026 [0-9a-f]{8}$`));

    const xlsx = await call('GET', `/stipends/runs/${run._id}/export?format=xlsx`, 'admin');
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Name',
      'IBAN',
      'Account holder',
      'Amount (EUR)',
      'Reference',
    ]);
    expect(sheet.getRow(3).getCell(2).value).toBe(IBAN);
    expect(sheet.getRow(3).getCell(4).value).toBe(88.64);
    expectError(
      await call('GET', `/stipends/runs/${run._id}/export?format=pdf`, 'admin'),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call('GET', `/stipends/runs/${run._id}/export`, 'business'), 403, 'FORBIDDEN');

    // Serbian in Cyrillic (issue 22 §1): the note and headers in Cyrillic; the reference, which goes to the bank,
    // stays in Latin. Serbian (Latin) stays Latin.
    const exportIn = async (language: string) => {
      const res = await kit.t.app.inject({
        method: 'GET',
        url: `/api/stipends/runs/${run._id}/export?format=csv`,
        headers: { ...kit.headersOf('admin'), 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    };
    const cyrillic = await exportIn('sr-Cyrl');
    expect(cyrillic[0]).toBe('Исплата стипендија за месец 10/2026');
    expect(cyrillic[1]).toBe('Име,IBAN,Власник рачуна,Износ (EUR),Позив на број');
    for (const text of [cyrillic[0]!, ...cyrillic[1]!.split(',')])
      expect(latinLeftovers(text), text).toEqual([]);
    expect(cyrillic[2]).toMatch(new RegExp(`^[^,]+,${IBAN},Ana P,88\\.64,Stipendija 10/2026 [0-9a-f]{8}$`));
    const latin = await exportIn('sr');
    expect(latin[1]).toBe('Ime,IBAN,Vlasnik računa,Iznos (EUR),Poziv na broj');
  });

  it('marked paid: the lines PAID for good, the intern e-mailed in their language, never twice', async () => {
    const run = expectOk(await call('GET', '/stipends/runs', 'admin')).runs as {
      docs: Array<{ _id: string; month: string }>;
    };
    const nov = run.docs.find((r) => r.month === '2026-11-01')!;
    mail().sent.length = 0;
    const paid = expectOk(await call('POST', `/stipends/runs/${nov._id}/paid`, 'admin'), ZRunResult).run;
    expect(paid.status).toBe('PAID');
    expect(paid.lines.every((l) => l.status === 'PAID' && l.paidAt)).toBe(true);
    const sent = mail().last(intern.email, 'stipendPaid');
    expect(sent?.language).toBe('sr');
    expect(sent?.params).toMatchObject({ month: '2026-11-01', amountCents: 15_000 });
    const rendered = renderMail(sent!);
    expect(rendered.subject).toBe('Vaša stipendija je isplaćena');
    expect(rendered.text).toContain('150.00 €');
    expectError(await call('POST', `/stipends/runs/${nov._id}/paid`, 'admin'), 409, 'STIPEND_RUN_PAID');
    expectError(await confirm(paid.lines[0]!._id, 'admin', { daysPresent: 1 }), 409, 'STIPEND_LOCKED');
    expectError(await call('POST', `/stipends/runs/${nov._id}/paid`, 'business'), 403, 'FORBIDDEN');
    // the intern sees it paid
    expect((await monthsOf(intern, '&month=2026-11'))[0]).toMatchObject({
      status: 'PAID',
      amountCents: 15_000,
    });
  });
});

describe('change log', () => {
  it('admins read every change: attendance, rates, runs, paid, bank account (the IBAN masked)', async () => {
    const { events } = expectOk(await call('GET', '/stipends/events?limit=100', 'admin'), ZStipendEventList);
    const kinds = new Set(events.docs.map((e) => `${e.entity}:${e.action}`));
    for (const k of [
      'month:confirm',
      'rate:create',
      'rate:update',
      'rate:delete',
      'run:build',
      'run:paid',
      'bankAccount:create',
    ])
      expect(kinds).toContain(k);
    const confirmEvent = events.docs.find((e) => e.action === 'confirm')!;
    expect(confirmEvent.actor._id).toBeTruthy();
    expect(confirmEvent.after).toMatchObject({ status: 'CONFIRMED' });
    expect(JSON.stringify(events)).not.toContain(IBAN);
    for (const who of ['intern', 'business', 'mentor'] as const)
      expectError(await call('GET', '/stipends/events', who), 403, 'FORBIDDEN');
  });
});

describe('reminder job', () => {
  it('from the 5th, each organisation with earlier months to confirm is e-mailed once, in its language', async () => {
    const service = kit.t.app.services.stipends;
    mail().sent.length = 0;
    clock = Date.parse('2027-01-04T10:00:00Z');
    try {
      expect(await service.remindOrganisations()).toBe(0);
      clock = Date.parse('2027-01-05T07:00:00Z');
      const sent = await service.remindOrganisations();
      expect(sent).toBeGreaterThanOrEqual(2);
      const toOrg = mail().last(kit.users.business.email, 'stipendReminder');
      expect(toOrg?.language).toBe('sq');
      expect(toOrg?.params.link).toMatch(/\/dashboard\/payment$/);
      expect(renderMail(toOrg!).subject).toBe('Konfirmoni praninë e praktikantëve');
      expect(mail().last(otherOrg.email, 'stipendReminder')).toBeDefined();
      expect(await service.remindOrganisations()).toBe(0);
      clock = Date.parse('2027-01-20T07:00:00Z');
      expect(await service.remindOrganisations()).toBe(0);
    } finally {
      clock = Date.parse('2026-12-10T10:00:00Z');
    }
  });
});

describe('privacy', () => {
  it('the bank account and the months are in the intern’s data export, and go with the account', async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/me/export', headers: intern.headers });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(
      unzip(res.rawPayload)
        .find((e) => e.name === 'data.json')!
        .data.toString(),
    ) as TDataExport;
    expect(data.stipends?.bankAccount).toMatchObject({ iban: IBAN, accountHolder: 'Ana P' });
    expect(data.stipends?.months.length).toBeGreaterThan(0);
    const business = await kit.t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: kit.headersOf('business'),
    });
    const bdata = JSON.parse(
      unzip(business.rawPayload)
        .find((e) => e.name === 'data.json')!
        .data.toString(),
    ) as TDataExport;
    expect(bdata.stipends).toBeNull();
    expect(business.rawPayload.includes(Buffer.from(IBAN))).toBe(false);

    const del = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/interns/${intern.id}`,
      headers: intern.headers,
      payload: { email: intern.email },
    });
    expect(del.statusCode, del.body).toBe(200);
    const db = kit.t.app.database.db;
    expect(
      await db.select().from(stipendBankAccounts).where(eq(stipendBankAccounts.internId, intern.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(stipendMonths)
        .where(and(eq(stipendMonths.internId, intern.id))),
    ).toEqual([]);
  });
});
