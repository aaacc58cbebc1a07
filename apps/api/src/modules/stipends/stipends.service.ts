import { randomUUID } from 'node:crypto';
import { contentLanguageOf, type TLanguage, type TPaged, type TUiLanguage } from '@praktika/contracts/common';
import { inScript } from '@praktika/contracts/script';
import { programmeToday } from '@praktika/contracts/dates';
import { EXPORT_CONTENT_TYPES } from '@praktika/contracts/reports';
import {
  DEFAULT_STIPEND_RATE,
  REMINDER_DAY,
  STIPEND_ISSUES,
  engagementMonths,
  engagementPart,
  monthEnd,
  monthOf,
  stipendAmounts,
  workingDays,
  type TAttendance,
  type TBankAccount,
  type TBankAccountWrite,
  type TRate,
  type TRateWrite,
  type TRun,
  type TRunCreate,
  type TStipendEvent,
  type TStipendExport,
  type TStipendMonth,
  type TStipendMonthQuery,
} from '@praktika/contracts/stipends';
import type { z } from 'zod';
import type { ZRunDetail, ZRunListQuery, ZStipendEventQuery } from '@praktika/contracts/stipends';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { ExportFile } from '../../platform/export/send.ts';
import { streamTables } from '../../platform/export/table.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { format, texts } from '../../i18n/index.ts';
import type { StipendRateRow, StipendRunRow, StipendBankAccountRow } from '../../db/schema/stipends.ts';
import * as repo from './stipends.repo.ts';
import { STIPEND_PAID_MAIL, STIPEND_REMINDER_MAIL, monthText } from './stipends.mail.ts';

export interface StipendServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  /** The clock: "today" and "this month" are Kosovo's calendar (contracts/dates.ts). */
  now: () => number;
}

export type StipendService = ReturnType<typeof createStipendService>;
type TRunDetail = z.infer<typeof ZRunDetail>;

/** What the change log keeps of a bank account: never the IBAN itself, only its country and last four characters. */
const maskedIban = (iban: string) => `${iban.slice(0, 2)}…${iban.slice(-4)}`;

function presentLine(r: repo.LineRow, withIban: boolean): TStipendMonth {
  const l = r.row;
  return {
    _id: l.id,
    applicationId: l.applicationId,
    title: r.title,
    intern: { _id: l.internId, internName: r.internName, internLastName: r.internLastName },
    business: { _id: l.businessId, businessName: r.businessName },
    month: l.month,
    workingDays: l.workingDays,
    monthWorkingDays: l.monthWorkingDays,
    daysPresent: l.daysPresent,
    note: l.note,
    monthlyCents: l.monthlyCents,
    hostSharePercent: l.hostSharePercent,
    amountCents: l.amountCents,
    hostShareCents: l.hostShareCents,
    programmeShareCents: l.programmeShareCents,
    status: l.status,
    confirmedAt: l.confirmedAt?.toISOString() ?? null,
    paidAt: l.paidAt?.toISOString() ?? null,
    runId: l.runId,
    ...(withIban ? { iban: l.payIban ?? r.iban } : {}),
  };
}

function presentRun(r: StipendRunRow): TRun {
  return {
    _id: r.id,
    month: r.month,
    status: r.status,
    lineCount: r.lineCount,
    totalCents: r.totalCents,
    hostShareCents: r.hostShareCents,
    programmeShareCents: r.programmeShareCents,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}

const presentBankAccount = (r: StipendBankAccountRow): TBankAccount => ({
  iban: r.iban,
  accountHolder: r.accountHolder,
  updatedAt: r.updatedAt.toISOString(),
});

/** The rate that applies: the posting's, else the organisation's, else the default (else the built-in one). */
export function applicableRate(
  rates: readonly Pick<StipendRateRow, 'scope' | 'scopeId' | 'monthlyCents' | 'hostSharePercent'>[],
  opportunityId: string,
  businessId: string,
): { monthlyCents: number; hostSharePercent: number } {
  const pick =
    rates.find((r) => r.scope === 'OPPORTUNITY' && r.scopeId === opportunityId) ??
    rates.find((r) => r.scope === 'BUSINESS' && r.scopeId === businessId) ??
    rates.find((r) => r.scope === 'DEFAULT');
  return pick
    ? { monthlyCents: pick.monthlyCents, hostSharePercent: pick.hostSharePercent }
    : { ...DEFAULT_STIPEND_RATE };
}

function presentRate(r: Awaited<ReturnType<typeof repo.listRates>>[number]): TRate {
  return {
    _id: r.row.id,
    scope: r.row.scope,
    scopeId: r.row.scopeId,
    scopeName: r.row.scope === 'BUSINESS' ? r.businessName : r.row.scope === 'OPPORTUNITY' ? r.title : null,
    business:
      r.row.scope !== 'DEFAULT' && r.businessId && r.businessName !== null
        ? { _id: r.businessId, businessName: r.businessName }
        : null,
    monthlyCents: r.row.monthlyCents,
    hostSharePercent: r.row.hostSharePercent,
    updatedAt: r.row.updatedAt.toISOString(),
  };
}

/** What the change log keeps of a rate. */
const rateState = (r: Pick<StipendRateRow, 'scope' | 'scopeId' | 'monthlyCents' | 'hostSharePercent'>) => ({
  scope: r.scope,
  scopeId: r.scopeId,
  monthlyCents: r.monthlyCents,
  hostSharePercent: r.hostSharePercent,
});

/** What the audit keeps of a line. */
const lineState = (l: {
  status: string;
  daysPresent: number | null;
  note: string | null;
  amountCents: number | null;
  hostShareCents: number | null;
  programmeShareCents: number | null;
  monthlyCents: number | null;
  hostSharePercent: number | null;
  runId: string | null;
}) => ({
  status: l.status,
  daysPresent: l.daysPresent,
  note: l.note,
  monthlyCents: l.monthlyCents,
  hostSharePercent: l.hostSharePercent,
  amountCents: l.amountCents,
  hostShareCents: l.hostShareCents,
  programmeShareCents: l.programmeShareCents,
  runId: l.runId,
});

/**
 * Stipends: month lines made on demand from the internships, attendance confirmed by the organisation, amounts
 * from the rates (integer cents), payment runs built, exported and paid by admins, the intern's bank account, the
 * organisations' reminder, and the change log written in every change's transaction.
 */
export function createStipendService(deps: StipendServiceDeps) {
  const { db, mailer } = deps;
  const today = () => programmeToday(new Date(deps.now()));
  const link = (path: string) => `${deps.publicUrl}${path}`;

  async function log(
    tx: Executor,
    actor: Actor | null,
    entity: TStipendEvent['entity'],
    entityId: string,
    action: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await repo.insertEvent(tx, {
      id: randomUUID(),
      actorId: actor?.id ?? null,
      actorRole: actor?.role ?? 'system',
      entity,
      entityId,
      action,
      before,
      after,
      at: new Date(deps.now()),
    });
  }

  /**
   * Makes the scope's lines match its internships up to this month: a line per month overlapping each one
   * (inserted once: the unique (application, month) index), working days of lines still to confirm following the
   * engagement's dates (an extension, a cancellation), and lines still to confirm of months no longer in an
   * internship removed. Confirmed and paid lines never change here.
   */
  async function sync(scope: repo.LineScope): Promise<void> {
    const day = today();
    await db.transaction(async (tx) => {
      const engagements = await repo.engagementsOf(tx, scope);
      const existing = await repo.lineKeysOf(tx, scope);
      const open = await repo.openLinesOf(tx, scope);
      const expected = new Map<string, number>();
      const inserts: Parameters<typeof repo.insertLines>[1] = [];
      for (const e of engagements)
        for (const month of engagementMonths(e.startDate, e.endDate, day)) {
          const part = engagementPart(month, e.startDate, e.endDate);
          if (!part) continue;
          const days = workingDays(part.from, part.to);
          const key = `${e.id} ${month}`;
          expected.set(key, days);
          if (!existing.has(key))
            inserts.push({
              id: randomUUID(),
              applicationId: e.id,
              internId: e.internId,
              businessId: e.businessId,
              month,
              workingDays: days,
              monthWorkingDays: workingDays(month, monthEnd(month)),
            });
        }
      await repo.insertLines(tx, inserts);
      const stale: string[] = [];
      for (const line of open) {
        const days = expected.get(`${line.applicationId} ${line.month}`);
        if (days === undefined) stale.push(line.id);
        else if (days !== line.workingDays) await repo.updateOpenLine(tx, line.id, days);
      }
      await repo.deleteOpenLines(tx, stale);
    });
  }

  const scopeOf = (actor: Actor): repo.LineScope =>
    actor.role === 'admin' ? {} : actor.role === 'intern' ? { internId: actor.id } : { businessId: actor.id };

  async function mustFindLine(ex: Executor, id: string, lock = false): Promise<repo.LineRow> {
    const row = await repo.findLine(ex, id, lock);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function ensureDefaultRate(): Promise<void> {
    if (await repo.findRate(db, 'DEFAULT', null)) return;
    await db.transaction(async (tx) => {
      const id = randomUUID();
      const values = { scope: 'DEFAULT' as const, scopeId: null, ...DEFAULT_STIPEND_RATE };
      if (await repo.insertRate(tx, { id, ...values }))
        await log(tx, null, 'rate', id, 'create', null, values);
    });
  }

  async function runDetail(run: StipendRunRow, ex: Executor = db): Promise<TRunDetail> {
    const lines = await repo.linesOfRun(ex, run.id);
    return { ...presentRun(run), lines: lines.map((l) => presentLine(l, true)) };
  }

  async function mustFindRun(ex: Executor, id: string, lock = false): Promise<StipendRunRow> {
    const run = await repo.findRun(ex, id, lock);
    if (!run) throw new AppError('NOT_FOUND');
    return run;
  }

  /** A line's bank reference: "Stipend 11/2026 <first 8 characters of the line id>" in the language asked. */
  const referenceOf = (lang: TLanguage, month: string, lineId: string) =>
    `${format(texts(lang).stipends.reference, { month: monthText(month) })} ${lineId.slice(0, 8)}`;

  return {
    today,

    /** Brings the lines of everyone up to date (the reminder job; tests). */
    syncAll: () => sync({}),

    /**
     * `GET /stipends/months`: an organisation its interns' lines, an intern their own, admins everyone's (with
     * the IBAN on file or paid to). Lines are brought up to date with the internships first.
     */
    async listMonths(actor: Actor, q: TStipendMonthQuery): Promise<{ months: TPaged<TStipendMonth> }> {
      assertCan(actor, 'list', 'stipend');
      const scope = scopeOf(actor);
      await sync(scope);
      const page = await repo.listLines(db, q, scope);
      return { months: { ...page, docs: page.docs.map((r) => presentLine(r, actor.role === 'admin')) } };
    },

    /**
     * `PUT /stipends/months/:id/attendance` (the line's organisation, or an admin): days present out of the
     * engagement's working days in the month, and a note → CONFIRMED with the amounts from the rate that applies
     * now (kept on the line). A confirmed line may be corrected until it is in a payment run; then it is locked.
     */
    async confirmAttendance(actor: Actor, id: string, body: TAttendance): Promise<{ month: TStipendMonth }> {
      const day = today();
      await db.transaction(async (tx) => {
        const line = await mustFindLine(tx, id, true);
        assertCan(actor, 'confirm', 'stipend', { ownerId: line.row.businessId, ownerType: 'business' });
        if (line.row.status === 'PAID' || line.row.runId) throw new AppError('STIPEND_LOCKED');
        const part = line.startDate ? engagementPart(line.row.month, line.startDate, line.endDate) : null;
        if (!part || part.from > day) throw new AppError('STIPEND_MONTH_NOT_STARTED');
        if (body.daysPresent > line.row.workingDays)
          throw invalid('daysPresent', STIPEND_ISSUES.daysAboveWorkingDays, { max: line.row.workingDays });
        const rate = applicableRate(
          await repo.ratesFor(tx, line.opportunityId, line.row.businessId),
          line.opportunityId,
          line.row.businessId,
        );
        const amounts = stipendAmounts({
          ...rate,
          daysPresent: body.daysPresent,
          monthWorkingDays: line.row.monthWorkingDays,
        });
        const after = {
          status: 'CONFIRMED' as const,
          daysPresent: body.daysPresent,
          note: body.note?.trim() || null,
          ...rate,
          ...amounts,
        };
        await repo.updateLine(tx, id, { ...after, confirmedBy: actor.id, confirmedAt: new Date(deps.now()) });
        await log(
          tx,
          actor,
          'month',
          id,
          'confirm',
          lineState(line.row),
          lineState({ ...line.row, ...after }),
        );
      });
      return { month: presentLine(await mustFindLine(db, id), actor.role === 'admin') };
    },

    /** `GET /stipends/rates` (admins): the default (made with the built-in rate on first read) and the overrides. */
    async listRates(actor: Actor): Promise<{ rates: TRate[] }> {
      assertCan(actor, 'rates', 'stipend');
      await ensureDefaultRate();
      const rows = await repo.listRates(db);
      return { rates: rows.map(presentRate) };
    },

    /**
     * `PUT /stipends/rates` (admins): sets the rate of a scope (the default, an organisation, an internship
     * posting), creating it when missing. Lines already confirmed keep the rate they were confirmed with.
     */
    async putRate(actor: Actor, body: TRateWrite): Promise<{ rate: TRate }> {
      assertCan(actor, 'rates', 'stipend');
      if (body.scope === 'BUSINESS' && !(await repo.businessExists(db, body.scopeId!)))
        throw invalid('scopeId', 'notFound');
      if (body.scope === 'OPPORTUNITY' && !(await repo.jobExists(db, body.scopeId!)))
        throw invalid('scopeId', 'notFound');
      await db.transaction(async (tx) => {
        const current = await repo.findRate(tx, body.scope, body.scopeId, true);
        const values = { monthlyCents: body.monthlyCents, hostSharePercent: body.hostSharePercent };
        if (current) {
          await repo.updateRate(tx, current.id, { ...values, updatedAt: new Date(deps.now()) });
          await log(tx, actor, 'rate', current.id, 'update', rateState(current), {
            scope: body.scope,
            scopeId: body.scopeId,
            ...values,
          });
        } else {
          const id = randomUUID();
          if (!(await repo.insertRate(tx, { id, scope: body.scope, scopeId: body.scopeId, ...values })))
            throw new AppError('RESOURCE_EXISTS');
          await log(tx, actor, 'rate', id, 'create', null, {
            scope: body.scope,
            scopeId: body.scopeId,
            ...values,
          });
        }
      });
      const { rates } = await this.listRates(actor);
      const rate = rates.find((r) => r.scope === body.scope && r.scopeId === body.scopeId);
      if (!rate) throw new AppError('NOT_FOUND');
      return { rate };
    },

    /**
     * `DELETE /stipends/rates/:id` (admins): removes an override (an organisation's or a posting's), logged in the
     * same transaction; the next less specific rate applies to months confirmed after. Months already confirmed
     * keep the rate they were confirmed with. The DEFAULT is only changed, never removed (STIPEND_DEFAULT_RATE).
     */
    async deleteRate(actor: Actor, id: string): Promise<{ rate: TRate }> {
      assertCan(actor, 'rates', 'stipend');
      return await db.transaction(async (tx) => {
        const current = await repo.findRateById(tx, id, true);
        if (!current) throw new AppError('NOT_FOUND');
        if (current.scope === 'DEFAULT') throw new AppError('STIPEND_DEFAULT_RATE');
        const [named] = await repo.listRates(tx, id);
        await repo.deleteRate(tx, id);
        await log(tx, actor, 'rate', id, 'delete', rateState(current), null);
        return { rate: presentRate(named!) };
      });
    },

    /**
     * `POST /stipends/runs` (admins): a payment run of `month` with every confirmed line not yet in a run whose
     * intern has a bank account (lines without one wait for a later run). Atomic: two admins building at once never
     * take a line twice, and a run with no line is not made (STIPEND_NOTHING_TO_PAY).
     */
    async buildRun(actor: Actor, body: TRunCreate): Promise<{ run: TRunDetail }> {
      assertCan(actor, 'pay', 'stipend');
      if (body.month > monthOf(today())) throw new AppError('STIPEND_NOTHING_TO_PAY');
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repo.insertRun(tx, {
          id,
          month: body.month,
          lineCount: 0,
          totalCents: 0,
          hostShareCents: 0,
          programmeShareCents: 0,
          createdBy: actor.id,
          createdAt: new Date(deps.now()),
        });
        const taken = await repo.takeLines(tx, id, body.month);
        if (!taken.length) throw new AppError('STIPEND_NOTHING_TO_PAY');
        const sum = (pick: (l: (typeof taken)[number]) => number | null) =>
          taken.reduce((s, l) => s + (pick(l) ?? 0), 0);
        const totals = {
          lineCount: taken.length,
          totalCents: sum((l) => l.amountCents),
          hostShareCents: sum((l) => l.hostShareCents),
          programmeShareCents: sum((l) => l.programmeShareCents),
        };
        await repo.updateRun(tx, id, totals);
        await log(tx, actor, 'run', id, 'build', null, {
          month: body.month,
          ...totals,
          lines: taken.map((l) => l.id),
        });
      });
      return { run: await runDetail(await mustFindRun(db, id)) };
    },

    async listRuns(actor: Actor, q: z.infer<typeof ZRunListQuery>): Promise<{ runs: TPaged<TRun> }> {
      assertCan(actor, 'pay', 'stipend');
      const page = await repo.listRuns(db, q);
      return { runs: { ...page, docs: page.docs.map((r) => presentRun(r.row)) } };
    },

    async getRun(actor: Actor, id: string): Promise<{ run: TRunDetail }> {
      assertCan(actor, 'pay', 'stipend');
      return { run: await runDetail(await mustFindRun(db, id)) };
    },

    /**
     * `GET /stipends/runs/:id/export` (admins): the bank file, one row per line: the intern's name, the IBAN paid
     * to, the account holder, the amount in euros (a number with two decimals) and the reference; headers in the
     * admin's language; xlsx or csv (UTF-8 with a BOM), like the reports' exports. In sr-Cyrl the sheet, note and
     * headers are the Serbian ones in Cyrillic, while the reference stays in Latin: it goes to the bank and onto the
     * intern's statement, where payment systems take Latin letters.
     */
    async exportRun(
      actor: Actor,
      id: string,
      fileFormat: 'xlsx' | 'csv',
      reader: TUiLanguage,
    ): Promise<ExportFile> {
      assertCan(actor, 'pay', 'stipend');
      const run = await mustFindRun(db, id);
      const lines = await repo.linesOfRun(db, id);
      const lang = contentLanguageOf(reader);
      const c = (text: string) => inScript(reader, text);
      const t = texts(lang).stipends.export;
      return {
        fileName: `stipends-${run.month.slice(0, 7)}-${run.id.slice(0, 8)}.${fileFormat}`,
        contentType: EXPORT_CONTENT_TYPES[fileFormat],
        stream: streamTables({ format: fileFormat }, [
          {
            name: c(t.sheet),
            notes: [format(c(t.note), { month: monthText(run.month) })],
            columns: [
              { width: 30 },
              { width: 26 },
              { width: 30 },
              { width: 14, numFmt: '0.00', csv: (v) => (typeof v === 'number' ? v.toFixed(2) : '') },
              { width: 30 },
            ],
            headers: [[t.name, t.iban, t.accountHolder, t.amount, t.reference].map(c)],
            rows: lines.map((l) => [
              `${l.internName} ${l.internLastName}`.trim(),
              l.row.payIban ?? '',
              l.row.payHolder ?? '',
              (l.row.amountCents ?? 0) / 100,
              referenceOf(lang, l.row.month, l.row.id),
            ]),
          },
        ]),
      };
    },

    /**
     * `POST /stipends/runs/:id/paid` (admins): the run and its lines PAID (never changed again), and a "payment
     * made" e-mail to each intern in their language; once (STIPEND_RUN_PAID after).
     */
    async markPaid(actor: Actor, id: string): Promise<{ run: TRunDetail }> {
      assertCan(actor, 'pay', 'stipend');
      const paidAt = new Date(deps.now());
      await db.transaction(async (tx) => {
        const run = await mustFindRun(tx, id, true);
        if (run.status === 'PAID') throw new AppError('STIPEND_RUN_PAID');
        await repo.updateRun(tx, id, { status: 'PAID', paidAt, paidBy: actor.id });
        await repo.payLines(tx, id, paidAt);
        const lines = await repo.linesOfRun(tx, id);
        await log(
          tx,
          actor,
          'run',
          id,
          'paid',
          { status: run.status },
          { status: 'PAID', lines: lines.map((l) => l.row.id) },
        );
        const people = new Map(
          (await repo.internRecipients(tx, [...new Set(lines.map((l) => l.row.internId))])).map((p) => [
            p.id,
            p,
          ]),
        );
        for (const l of lines) {
          const to = people.get(l.row.internId);
          if (!to) continue;
          await mailer.enqueue(tx, STIPEND_PAID_MAIL, {
            to: to.email,
            language: to.emailLanguage,
            params: {
              name: to.name,
              month: l.row.month,
              amountCents: l.row.amountCents ?? 0,
              reference: referenceOf(contentLanguageOf(to.emailLanguage), l.row.month, l.row.id),
              link: link('/internship'),
            },
          });
        }
      });
      return { run: await runDetail(await mustFindRun(db, id)) };
    },

    /** `GET /stipends/bank-account` (the intern): their own, or null. */
    async getBankAccount(actor: Actor): Promise<{ bankAccount: TBankAccount | null }> {
      assertCan(actor, 'read', 'bankAccount');
      const row = await repo.findBankAccount(db, actor.id);
      return { bankAccount: row ? presentBankAccount(row) : null };
    },

    /** `PUT /stipends/bank-account` (the intern): IBAN (validated, stored without spaces) and holder. */
    async putBankAccount(actor: Actor, body: TBankAccountWrite): Promise<{ bankAccount: TBankAccount }> {
      assertCan(actor, 'update', 'bankAccount');
      const row = await db.transaction(async (tx) => {
        const before = await repo.findBankAccount(tx, actor.id);
        const saved = await repo.upsertBankAccount(tx, actor.id, body.iban, body.accountHolder);
        await log(
          tx,
          actor,
          'bankAccount',
          actor.id,
          before ? 'update' : 'create',
          before ? { iban: maskedIban(before.iban) } : null,
          { iban: maskedIban(saved.iban) },
        );
        return saved;
      });
      return { bankAccount: presentBankAccount(row) };
    },

    /** `GET /stipends/events` (admins): the change log, newest first. */
    async listEvents(
      actor: Actor,
      q: z.infer<typeof ZStipendEventQuery>,
    ): Promise<{ events: TPaged<TStipendEvent> }> {
      assertCan(actor, 'audit', 'stipend');
      const page = await repo.listEvents(db, q);
      return {
        events: {
          ...page,
          docs: page.docs.map(({ row }) => ({
            _id: row.id,
            actor: { _id: row.actorId, role: row.actorRole },
            entity: row.entity,
            entityId: row.entityId,
            action: row.action,
            before: row.before ?? null,
            after: row.after ?? null,
            at: row.at.toISOString(),
          })),
        },
      };
    },

    /**
     * The reminder (a daily job): from the REMINDER_DAY-th of a month, each organisation with lines of earlier
     * months still to confirm is e-mailed once that month, in its language. Answers how many were e-mailed.
     */
    async remindOrganisations(): Promise<number> {
      const day = today();
      if (Number(day.slice(8, 10)) < REMINDER_DAY) return 0;
      await sync({});
      const month = monthOf(day);
      let sent = 0;
      for (const org of await repo.organisationsToRemind(db, month))
        await db.transaction(async (tx) => {
          if (!(await repo.recordReminder(tx, org.businessId, month))) return;
          await mailer.enqueue(tx, STIPEND_REMINDER_MAIL, {
            to: org.email,
            language: org.emailLanguage,
            params: { name: org.name, count: org.count, link: link('/dashboard/payment') },
          });
          sent++;
        });
      return sent;
    },

    /** The intern's stipend data for "download my data": the bank account and every month line. */
    async exportFor(actor: Actor): Promise<TStipendExport | null> {
      if (actor.role !== 'intern') return null;
      const account = await repo.findBankAccount(db, actor.id);
      const page = await repo.listLines(db, { page: 1, limit: 1, pagination: false }, { internId: actor.id });
      return {
        bankAccount: account ? presentBankAccount(account) : null,
        months: page.docs.map((r) => presentLine(r, true)),
      };
    },
  };
}
