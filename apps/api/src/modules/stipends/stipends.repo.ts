import { and, asc, desc, eq, exists, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TPageQuery } from '@praktika/contracts/common';
import type { TRateScope, TStipendMonthQuery } from '@praktika/contracts/stipends';
import { accounts } from '../../db/schema/accounts.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { businesses, interns } from '../../db/schema/profiles.ts';
import {
  stipendBankAccounts,
  stipendEvents,
  stipendMonths,
  stipendRates,
  stipendReminders,
  stipendRuns,
  type StipendMonthRow,
} from '../../db/schema/stipends.ts';
import type { Executor } from '../../platform/db/client.ts';
import { all, listPage, totalDocs } from '../../platform/db/list.ts';

/** Whose lines: an organisation's, an intern's, or everyone's (admins). */
export type LineScope = { businessId: string } | { internId: string } | Record<string, never>;

/**
 * The internships that earn a stipend: JOB applications with a start date that are HIRED, EXTENDED or COMPLETED,
 * or CANCELLED after they were HIRED (the months worked until the last day are paid).
 */
function paidEngagement(): SQL {
  return and(
    eq(applications.kind, 'JOB'),
    sql`${applications.startDate} is not null`,
    or(
      inArray(applications.status, ['HIRED', 'EXTENDED', 'COMPLETED']),
      and(
        eq(applications.status, 'CANCELLED'),
        exists(
          sql`(select 1 from ${applicationEvents} where ${applicationEvents.applicationId} = ${applications.id} and ${applicationEvents.status} = 'HIRED')`,
        ),
      ),
    ),
  )!;
}

export interface Engagement {
  id: string;
  internId: string;
  businessId: string;
  opportunityId: string;
  startDate: string;
  endDate: string | null;
}

export async function engagementsOf(ex: Executor, scope: LineScope): Promise<Engagement[]> {
  const rows = await ex
    .select({
      id: applications.id,
      internId: applications.internId,
      businessId: applications.businessId,
      opportunityId: applications.opportunityId,
      startDate: applications.startDate,
      endDate: applications.endDate,
    })
    .from(applications)
    .where(
      all(
        paidEngagement(),
        'businessId' in scope ? eq(applications.businessId, scope.businessId) : undefined,
        'internId' in scope ? eq(applications.internId, scope.internId) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, startDate: r.startDate! }));
}

/** The lines still to confirm of the scope (their working days follow the engagement's dates). */
export async function openLinesOf(
  ex: Executor,
  scope: LineScope,
): Promise<Pick<StipendMonthRow, 'id' | 'applicationId' | 'month' | 'workingDays'>[]> {
  return await ex
    .select({
      id: stipendMonths.id,
      applicationId: stipendMonths.applicationId,
      month: stipendMonths.month,
      workingDays: stipendMonths.workingDays,
    })
    .from(stipendMonths)
    .where(
      all(
        eq(stipendMonths.status, 'TO_CONFIRM'),
        'businessId' in scope ? eq(stipendMonths.businessId, scope.businessId) : undefined,
        'internId' in scope ? eq(stipendMonths.internId, scope.internId) : undefined,
      ),
    );
}

/** Every (application, month) pair that has a line, of the scope. */
export async function lineKeysOf(ex: Executor, scope: LineScope): Promise<Set<string>> {
  const rows = await ex
    .select({ applicationId: stipendMonths.applicationId, month: stipendMonths.month })
    .from(stipendMonths)
    .where(
      all(
        'businessId' in scope ? eq(stipendMonths.businessId, scope.businessId) : undefined,
        'internId' in scope ? eq(stipendMonths.internId, scope.internId) : undefined,
      ),
    );
  return new Set(rows.map((r) => `${r.applicationId} ${r.month}`));
}

export async function insertLines(ex: Executor, rows: (typeof stipendMonths.$inferInsert)[]): Promise<void> {
  if (rows.length) await ex.insert(stipendMonths).values(rows).onConflictDoNothing();
}

/** Updates a line only while it is still to confirm (a confirmation may have won meanwhile). */
export async function updateOpenLine(ex: Executor, id: string, workingDays: number): Promise<void> {
  await ex
    .update(stipendMonths)
    .set({ workingDays, updatedAt: new Date() })
    .where(and(eq(stipendMonths.id, id), eq(stipendMonths.status, 'TO_CONFIRM')));
}

export async function deleteOpenLines(ex: Executor, ids: string[]): Promise<void> {
  if (ids.length)
    await ex
      .delete(stipendMonths)
      .where(and(inArray(stipendMonths.id, ids), eq(stipendMonths.status, 'TO_CONFIRM')));
}

const lineColumns = {
  row: stipendMonths,
  title: opportunities.title,
  opportunityId: applications.opportunityId,
  startDate: applications.startDate,
  endDate: applications.endDate,
  internName: interns.name,
  internLastName: interns.lastName,
  businessName: businesses.name,
  iban: stipendBankAccounts.iban,
};

export type LineRow = {
  row: StipendMonthRow;
  title: string;
  opportunityId: string;
  startDate: string | null;
  endDate: string | null;
  internName: string;
  internLastName: string;
  businessName: string;
  iban: string | null;
};

/** The lines with their internship, parties and bank account. */
function lineSelect(ex: Executor) {
  return ex
    .select(lineColumns)
    .from(stipendMonths)
    .innerJoin(applications, eq(applications.id, stipendMonths.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(interns, eq(interns.id, stipendMonths.internId))
    .innerJoin(businesses, eq(businesses.id, stipendMonths.businessId))
    .leftJoin(stipendBankAccounts, eq(stipendBankAccounts.internId, stipendMonths.internId))
    .$dynamic();
}

/** The same with the window count for `listPage` (a window function cannot be locked FOR UPDATE). */
function pagedLineSelect(ex: Executor) {
  return ex
    .select({ ...lineColumns, totalDocs: totalDocs() })
    .from(stipendMonths)
    .innerJoin(applications, eq(applications.id, stipendMonths.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(interns, eq(interns.id, stipendMonths.internId))
    .innerJoin(businesses, eq(businesses.id, stipendMonths.businessId))
    .leftJoin(stipendBankAccounts, eq(stipendBankAccounts.internId, stipendMonths.internId))
    .$dynamic();
}

export async function listLines(ex: Executor, q: TStipendMonthQuery, scope: LineScope) {
  const query = pagedLineSelect(ex)
    .where(
      all(
        'businessId' in scope ? eq(stipendMonths.businessId, scope.businessId) : undefined,
        'internId' in scope ? eq(stipendMonths.internId, scope.internId) : undefined,
        q.month ? eq(stipendMonths.month, q.month) : undefined,
        q.business ? eq(stipendMonths.businessId, q.business) : undefined,
        q.intern ? eq(stipendMonths.internId, q.intern) : undefined,
        q.status ? eq(stipendMonths.status, q.status) : undefined,
      ),
    )
    .orderBy(desc(stipendMonths.month), asc(interns.lastName), asc(interns.name), asc(stipendMonths.id));
  return await listPage<LineRow & { totalDocs: number }>(query, q);
}

export async function findLine(ex: Executor, id: string, lock = false): Promise<LineRow | undefined> {
  const base = lineSelect(ex).where(eq(stipendMonths.id, id));
  const [row] = await (lock ? base.for('update', { of: stipendMonths }) : base);
  return row;
}

export async function linesOfRun(ex: Executor, runId: string): Promise<LineRow[]> {
  return await lineSelect(ex)
    .where(eq(stipendMonths.runId, runId))
    .orderBy(asc(interns.lastName), asc(interns.name), asc(stipendMonths.id));
}

export async function updateLine(
  ex: Executor,
  id: string,
  values: Partial<typeof stipendMonths.$inferInsert>,
): Promise<void> {
  await ex
    .update(stipendMonths)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stipendMonths.id, id));
}

// ----- rates -----

/**
 * The rates with what they name: a BUSINESS override's organisation, an OPPORTUNITY override's posting and that
 * posting's organisation (left joins: override ids are not foreign keys, a deleted record leaves nulls); one
 * rate when `id` is given.
 */
export async function listRates(ex: Executor, id?: string) {
  return await ex
    .select({
      row: stipendRates,
      businessId: businesses.id,
      businessName: businesses.name,
      title: opportunities.title,
    })
    .from(stipendRates)
    .leftJoin(
      opportunities,
      and(eq(stipendRates.scope, 'OPPORTUNITY'), eq(opportunities.id, stipendRates.scopeId)),
    )
    .leftJoin(
      businesses,
      or(
        and(eq(stipendRates.scope, 'BUSINESS'), eq(businesses.id, stipendRates.scopeId)),
        and(eq(stipendRates.scope, 'OPPORTUNITY'), eq(businesses.id, opportunities.businessId)),
      ),
    )
    .where(id === undefined ? undefined : eq(stipendRates.id, id))
    .orderBy(
      sql`case ${stipendRates.scope} when 'DEFAULT' then 0 when 'BUSINESS' then 1 else 2 end`,
      asc(stipendRates.createdAt),
      asc(stipendRates.id),
    );
}

/** One rate by id, locked for its change. */
export async function findRateById(ex: Executor, id: string, lock = false) {
  const base = ex.select().from(stipendRates).where(eq(stipendRates.id, id));
  const [row] = await (lock ? base.for('update') : base);
  return row;
}

export async function deleteRate(ex: Executor, id: string): Promise<void> {
  await ex.delete(stipendRates).where(eq(stipendRates.id, id));
}

export async function findRate(ex: Executor, scope: TRateScope, scopeId: string | null, lock = false) {
  const base = ex
    .select()
    .from(stipendRates)
    .where(
      and(
        eq(stipendRates.scope, scope),
        scopeId === null ? isNull(stipendRates.scopeId) : eq(stipendRates.scopeId, scopeId),
      ),
    );
  const [row] = await (lock ? base.for('update') : base);
  return row;
}

/** The rates that may apply to a line: its posting's, its organisation's and the default. */
export async function ratesFor(ex: Executor, opportunityId: string, businessId: string) {
  return await ex
    .select()
    .from(stipendRates)
    .where(
      or(
        and(eq(stipendRates.scope, 'OPPORTUNITY'), eq(stipendRates.scopeId, opportunityId)),
        and(eq(stipendRates.scope, 'BUSINESS'), eq(stipendRates.scopeId, businessId)),
        eq(stipendRates.scope, 'DEFAULT'),
      ),
    );
}

export async function businessExists(ex: Executor, id: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(accounts, eq(accounts.id, businesses.id))
    .where(and(eq(businesses.id, id), eq(accounts.role, 'business')));
  return Boolean(row);
}

export async function jobExists(ex: Executor, id: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.kind, 'JOB')));
  return Boolean(row);
}

// ----- runs -----

/**
 * Takes every confirmed line of `month` not yet in a run, of an intern with a bank account, into `runId`, with
 * that account as it is now. One UPDATE: a line another run took meanwhile is skipped (PostgreSQL re-reads a row
 * locked by a concurrent update and finds its run set), so no line is ever in two runs.
 */
export async function takeLines(ex: Executor, runId: string, month: string) {
  return await ex
    .update(stipendMonths)
    .set({
      runId,
      payIban: sql`${stipendBankAccounts.iban}`,
      payHolder: sql`${stipendBankAccounts.accountHolder}`,
      updatedAt: new Date(),
    })
    .from(stipendBankAccounts)
    .where(
      and(
        eq(stipendBankAccounts.internId, stipendMonths.internId),
        eq(stipendMonths.month, month),
        eq(stipendMonths.status, 'CONFIRMED'),
        isNull(stipendMonths.runId),
      ),
    )
    .returning({
      id: stipendMonths.id,
      amountCents: stipendMonths.amountCents,
      hostShareCents: stipendMonths.hostShareCents,
      programmeShareCents: stipendMonths.programmeShareCents,
    });
}

export async function listRuns(ex: Executor, q: TPageQuery & { month?: string | undefined }) {
  const query = ex
    .select({ row: stipendRuns, totalDocs: totalDocs() })
    .from(stipendRuns)
    .where(all(q.month ? eq(stipendRuns.month, q.month) : undefined))
    .orderBy(desc(stipendRuns.createdAt), desc(stipendRuns.id))
    .$dynamic();
  return await listPage(query, q);
}

export async function findRun(ex: Executor, id: string, lock = false) {
  const base = ex.select().from(stipendRuns).where(eq(stipendRuns.id, id));
  const [row] = await (lock ? base.for('update') : base);
  return row;
}

/** The interns of a run's lines with their e-mail address and language (the "payment made" e-mail). */
export async function internRecipients(ex: Executor, ids: string[]) {
  if (!ids.length) return [];
  return await ex
    .select({
      id: accounts.id,
      email: accounts.email,
      emailLanguage: accounts.emailLanguage,
      name: interns.name,
    })
    .from(accounts)
    .innerJoin(interns, eq(interns.id, accounts.id))
    .where(inArray(accounts.id, ids));
}

// ----- bank accounts -----

export async function findBankAccount(ex: Executor, internId: string) {
  const [row] = await ex.select().from(stipendBankAccounts).where(eq(stipendBankAccounts.internId, internId));
  return row;
}

export async function upsertBankAccount(ex: Executor, internId: string, iban: string, accountHolder: string) {
  const now = new Date();
  const [row] = await ex
    .insert(stipendBankAccounts)
    .values({ internId, iban, accountHolder, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: stipendBankAccounts.internId,
      set: { iban, accountHolder, updatedAt: now },
    })
    .returning();
  return row!;
}

// ----- reminders -----

/** Organisations with lines of months before `month` still to confirm, with how many. */
export async function organisationsToRemind(ex: Executor, month: string) {
  return await ex
    .select({
      businessId: stipendMonths.businessId,
      count: sql<number>`count(*)`.mapWith(Number),
      email: accounts.email,
      emailLanguage: accounts.emailLanguage,
      name: businesses.name,
    })
    .from(stipendMonths)
    .innerJoin(accounts, eq(accounts.id, stipendMonths.businessId))
    .innerJoin(businesses, eq(businesses.id, stipendMonths.businessId))
    .where(
      and(eq(stipendMonths.status, 'TO_CONFIRM'), lt(stipendMonths.month, month), eq(accounts.active, true)),
    )
    .groupBy(stipendMonths.businessId, accounts.email, accounts.emailLanguage, businesses.name);
}

/** Records the reminder of `businessId` for `month`; false when it was sent already. */
export async function recordReminder(ex: Executor, businessId: string, month: string): Promise<boolean> {
  const rows = await ex
    .insert(stipendReminders)
    .values({ businessId, month })
    .onConflictDoNothing()
    .returning({ businessId: stipendReminders.businessId });
  return rows.length > 0;
}

// ----- change log -----

export async function insertEvent(ex: Executor, values: typeof stipendEvents.$inferInsert): Promise<void> {
  await ex.insert(stipendEvents).values(values);
}

export async function listEvents(ex: Executor, q: TPageQuery & { entity?: string | undefined }) {
  const query = ex
    .select({ row: stipendEvents, totalDocs: totalDocs() })
    .from(stipendEvents)
    .where(all(q.entity ? eq(stipendEvents.entity, q.entity as 'month') : undefined))
    .orderBy(desc(stipendEvents.at), desc(stipendEvents.id))
    .$dynamic();
  return await listPage(query, q);
}

// ----- writes of rates and runs -----

/** Inserts a rate; false when the scope has one already (the unique index). */
export async function insertRate(ex: Executor, values: typeof stipendRates.$inferInsert): Promise<boolean> {
  const rows = await ex
    .insert(stipendRates)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: stipendRates.id });
  return rows.length > 0;
}

export async function updateRate(
  ex: Executor,
  id: string,
  values: { monthlyCents: number; hostSharePercent: number; updatedAt: Date },
): Promise<void> {
  await ex.update(stipendRates).set(values).where(eq(stipendRates.id, id));
}

export async function insertRun(ex: Executor, values: typeof stipendRuns.$inferInsert): Promise<void> {
  await ex.insert(stipendRuns).values(values);
}

export async function updateRun(
  ex: Executor,
  id: string,
  values: Partial<typeof stipendRuns.$inferInsert>,
): Promise<void> {
  await ex.update(stipendRuns).set(values).where(eq(stipendRuns.id, id));
}

/** Every line of the run PAID. */
export async function payLines(ex: Executor, runId: string, paidAt: Date): Promise<void> {
  await ex
    .update(stipendMonths)
    .set({ status: 'PAID', paidAt, updatedAt: paidAt })
    .where(eq(stipendMonths.runId, runId));
}
