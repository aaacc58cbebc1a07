import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TRateScope, TStipendStatus } from '@praktika/contracts/stipends';
import { accounts } from './accounts.ts';
import { businesses, interns } from './profiles.ts';
import { applications } from './applications.ts';
import { id, day, createdAt, timestamps, timestampTz, requiredRef, optionalRef } from './columns.ts';

/**
 * Stipends (issue 20 §2; contracts/stipends.ts). Amounts are integer cents, shares whole percent.
 *
 * - `stipend_rates`: the monthly stipend and the host's share, DEFAULT (scope_id null) or per organisation
 *   (BUSINESS) or posting (OPPORTUNITY); one row per scope and id. Rows of a deleted organisation or posting stay
 *   (the id is not a foreign key: its rate no longer matters and the change log keeps what it was).
 * - `stipend_months`: one line per internship (application) and calendar month, made when first needed and unique
 *   per (application, month). It belongs to the intern and the organisation: deleting either deletes it (privacy).
 * - `stipend_runs`: a payment run of one month; its totals stay when a line goes with its intern's account.
 * - `stipend_bank_accounts`: the intern's IBAN and holder, one row per intern, erased with the account.
 * - `stipend_reminders`: one attendance reminder per organisation and month, sent once.
 * - `stipend_events`: the change log (who, when, what, before and after), written in the change's transaction.
 */
export const stipendRates = pgTable(
  'stipend_rates',
  {
    id: id(),
    scope: text('scope').$type<TRateScope>().notNull(),
    scopeId: text('scope_id'),
    monthlyCents: integer('monthly_cents').notNull(),
    hostSharePercent: integer('host_share_percent').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stipend_rates_scope_uq').on(t.scope, sql`coalesce(${t.scopeId}, '')`),
    check('stipend_rates_share_ck', sql`${t.hostSharePercent} between 0 and 100 and ${t.monthlyCents} >= 0`),
  ],
);
export type StipendRateRow = typeof stipendRates.$inferSelect;

export const stipendRuns = pgTable(
  'stipend_runs',
  {
    id: id(),
    month: day('month').notNull(),
    status: text('status').$type<'BUILT' | 'PAID'>().notNull().default('BUILT'),
    lineCount: integer('line_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    hostShareCents: integer('host_share_cents').notNull(),
    programmeShareCents: integer('programme_share_cents').notNull(),
    createdBy: optionalRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    paidBy: optionalRef('paid_by', () => accounts.id),
    paidAt: timestampTz('paid_at'),
  },
  (t) => [index('stipend_runs_month_idx').on(t.month, t.createdAt)],
);
export type StipendRunRow = typeof stipendRuns.$inferSelect;

export const stipendMonths = pgTable(
  'stipend_months',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id),
    internId: requiredRef('intern_id', () => interns.id),
    businessId: requiredRef('business_id', () => businesses.id),
    /** The first day of the month. */
    month: day('month').notNull(),
    /** Mon–Fri days of the engagement's part of the month (public holidays are not subtracted). */
    workingDays: integer('working_days').notNull(),
    /** Mon–Fri days of the whole month: the pro-rata denominator. */
    monthWorkingDays: integer('month_working_days').notNull(),
    daysPresent: integer('days_present'),
    note: text('note'),
    monthlyCents: integer('monthly_cents'),
    hostSharePercent: integer('host_share_percent'),
    amountCents: integer('amount_cents'),
    hostShareCents: integer('host_share_cents'),
    programmeShareCents: integer('programme_share_cents'),
    status: text('status').$type<TStipendStatus>().notNull().default('TO_CONFIRM'),
    confirmedBy: optionalRef('confirmed_by', () => accounts.id),
    confirmedAt: timestampTz('confirmed_at'),
    runId: text('run_id').references(() => stipendRuns.id, { onDelete: 'restrict' }),
    /** The account paid to, as it was when the run was built. */
    payIban: text('pay_iban'),
    payHolder: text('pay_holder'),
    paidAt: timestampTz('paid_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stipend_months_application_month_uq').on(t.applicationId, t.month),
    index('stipend_months_business_idx').on(t.businessId, t.month),
    index('stipend_months_intern_idx').on(t.internId, t.month),
    index('stipend_months_status_idx').on(t.status, t.month),
    index('stipend_months_run_idx').on(t.runId),
  ],
);
export type StipendMonthRow = typeof stipendMonths.$inferSelect;

export const stipendBankAccounts = pgTable('stipend_bank_accounts', {
  internId: text('intern_id')
    .primaryKey()
    .references(() => interns.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  accountHolder: text('account_holder').notNull(),
  ...timestamps(),
});
export type StipendBankAccountRow = typeof stipendBankAccounts.$inferSelect;

export const stipendReminders = pgTable(
  'stipend_reminders',
  {
    businessId: requiredRef('business_id', () => businesses.id),
    /** The month the reminder went out in (first day). */
    month: day('month').notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('stipend_reminders_uq').on(t.businessId, t.month)],
);

export const stipendEvents = pgTable(
  'stipend_events',
  {
    id: id(),
    actorId: optionalRef('actor_id', () => accounts.id),
    actorRole: text('actor_role').notNull(),
    entity: text('entity').$type<'month' | 'rate' | 'run' | 'bankAccount'>().notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('stipend_events_at_idx').on(t.at, t.id),
    index('stipend_events_entity_idx').on(t.entity, t.entityId),
  ],
);
export type StipendEventRow = typeof stipendEvents.$inferSelect;
