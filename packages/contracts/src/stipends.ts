import { z } from 'zod';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { V } from './auth.ts';
import { ZId, ZPageQuery, zPaged, zText } from './common.ts';

/*
 * Stipends (issue 20 §2): the programme pays each intern a monthly stipend for every month of a running internship,
 * pro rata to the days the host organisation confirms, split between the programme and the host by a cost share.
 *
 * - Rates (`GET/PUT /stipends/rates`, `DELETE /stipends/rates/:id`, admins): a monthly stipend in cents and the
 *   host's share in whole percent, as a DEFAULT and as overrides per organisation (BUSINESS) or per internship posting
 *   (OPPORTUNITY); the most specific applies (posting > organisation > default). Overrides may be removed, the
 *   default only changed (STIPEND_DEFAULT_RATE).
 * - Month lines (`GET /stipends/months`): one per internship and calendar month (Kosovo's calendar) overlapping it,
 *   up to the current month, made when first needed. The organisation confirms attendance
 *   (`PUT /stipends/months/:id/attendance`): TO_CONFIRM → CONFIRMED, with the amounts; admins pay them in runs
 *   (`POST /stipends/runs` per month, export, `POST /stipends/runs/:id/paid`) → PAID, never changed again.
 * - The intern's bank account (`GET/PUT /stipends/bank-account`): IBAN and holder; the intern and admins only.
 * - Every change is logged (`GET /stipends/events`, admins).
 */

export const STIPEND_STATUSES = ['TO_CONFIRM', 'CONFIRMED', 'PAID'] as const;
export type TStipendStatus = (typeof STIPEND_STATUSES)[number];
export const RATE_SCOPES = ['DEFAULT', 'BUSINESS', 'OPPORTUNITY'] as const;
export type TRateScope = (typeof RATE_SCOPES)[number];

/** The default rate until an admin sets one: 150.00 € a month, the host pays 30 %. */
export const DEFAULT_STIPEND_RATE = { monthlyCents: 15_000, hostSharePercent: 30 } as const;
/** The largest monthly stipend an admin may set (100,000.00 €): amounts stay far inside safe integers. */
export const MAX_MONTHLY_CENTS = 10_000_000;
/** Reminders go out from this day of the month for months before it still to confirm. */
export const REMINDER_DAY = 5;

export const STIPEND_ISSUES = {
  /** More days present than working days in the engagement's part of the month. */
  daysAboveWorkingDays: 'daysAboveWorkingDays',
  /** Not an IBAN (checksum, length or country format). */
  invalidIban: 'invalidIban',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Calendar months and working days (dates are Kosovo calendar dates, `YYYY-MM-DD`, see dates.ts)
// ---------------------------------------------------------------------------------------------------------------

/** The first day of the month of `date`. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The last day of the month starting on `month`. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The first day of the month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** Monday to Friday from `from` to `to`, both included (0 when `to` is before `from`). Public holidays count. */
export function workingDays(from: string, to: string): number {
  let count = 0;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = start; t <= end; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) count++;
  }
  return count;
}

/** The part of `month` an engagement from `start` to `end` (null: open) covers, or null when none. */
export function engagementPart(
  month: string,
  start: string,
  end: string | null,
): { from: string; to: string } | null {
  const from = start > month ? start : month;
  const last = monthEnd(month);
  const to = end && end < last ? end : last;
  return from <= to ? { from, to } : null;
}

/** The months (first days) an engagement from `start` to `end` overlaps, up to and including `upTo`'s month. */
export function engagementMonths(start: string, end: string | null, upTo: string): string[] {
  const months: string[] = [];
  const lastMonth = monthOf(end && end < upTo ? end : upTo);
  for (let m = monthOf(start); m <= lastMonth; m = nextMonth(m)) months.push(m);
  return months;
}

// ---------------------------------------------------------------------------------------------------------------
// Amounts: integers (cents) only
// ---------------------------------------------------------------------------------------------------------------

/** `numerator / denominator` rounded half up, for non-negative integers (no floating point). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface TStipendAmounts {
  amountCents: number;
  hostShareCents: number;
  programmeShareCents: number;
}

/**
 * A month's stipend: the monthly rate times the days present over the working days of the WHOLE calendar month
 * (so a month the internship starts mid-way pays only its days), rounded half up to the cent; the host's share is
 * the amount times its percentage, rounded half up; the programme pays the rest (the two always add up).
 */
export function stipendAmounts(input: {
  monthlyCents: number;
  hostSharePercent: number;
  daysPresent: number;
  monthWorkingDays: number;
}): TStipendAmounts {
  const amountCents =
    input.monthWorkingDays === 0
      ? 0
      : divideRoundHalfUp(input.monthlyCents * input.daysPresent, input.monthWorkingDays);
  const hostShareCents = divideRoundHalfUp(amountCents * input.hostSharePercent, 100);
  return { amountCents, hostShareCents, programmeShareCents: amountCents - hostShareCents };
}

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes
// ---------------------------------------------------------------------------------------------------------------

const zMonth = () =>
  zText({ trim: true, max: 10 })
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, V.date)
    .transform((v) => (v.length === 7 ? `${v}-01` : v));

export const ZRate = z.object({
  _id: z.string(),
  scope: z.enum(RATE_SCOPES),
  /** The organisation's or posting's id; null for DEFAULT. */
  scopeId: z.string().nullable(),
  /** The organisation's name or the posting's title (null for DEFAULT, or when the record is gone). */
  scopeName: z.string().nullable(),
  /**
   * The organisation: a BUSINESS override's own, an OPPORTUNITY override's posting's; null for DEFAULT (or when the
   * record is gone: override ids are not foreign keys).
   */
  business: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
  monthlyCents: z.number().int(),
  hostSharePercent: z.number().int(),
  updatedAt: z.string(),
});
export type TRate = z.infer<typeof ZRate>;
export const ZRateList = z.object({ rates: z.array(ZRate) });

export const ZRateWrite = z
  .object({
    scope: z.enum(RATE_SCOPES),
    scopeId: ZId.nullable().default(null),
    monthlyCents: z.coerce.number().int(V.invalid).min(0, V.invalid).max(MAX_MONTHLY_CENTS, V.invalid),
    hostSharePercent: z.coerce.number().int(V.invalid).min(0, V.invalid).max(100, V.invalid),
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'DEFAULT' && v.scopeId !== null)
      ctx.addIssue({ code: 'custom', path: ['scopeId'], message: V.invalid });
    if (v.scope !== 'DEFAULT' && v.scopeId === null)
      ctx.addIssue({ code: 'custom', path: ['scopeId'], message: V.required });
  });
export type TRateWrite = z.infer<typeof ZRateWrite>;
export const ZRateResult = z.object({ rate: ZRate });

export const ZStipendMonth = z.object({
  _id: z.string(),
  applicationId: z.string(),
  title: z.string(),
  intern: z.object({ _id: z.string(), internName: z.string(), internLastName: z.string() }),
  business: z.object({ _id: z.string(), businessName: z.string() }),
  /** First day of the month (`YYYY-MM-01`). */
  month: z.string(),
  /** Mon–Fri days of the engagement's part of the month (public holidays are not subtracted). */
  workingDays: z.number().int(),
  /** Mon–Fri days of the whole month: the stipend's denominator. */
  monthWorkingDays: z.number().int(),
  daysPresent: z.number().int().nullable(),
  note: z.string().nullable(),
  monthlyCents: z.number().int().nullable(),
  hostSharePercent: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  hostShareCents: z.number().int().nullable(),
  programmeShareCents: z.number().int().nullable(),
  status: z.enum(STIPEND_STATUSES),
  confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  runId: z.string().nullable(),
  /** Admins only: the intern's IBAN on file (or the one paid to), null when none. */
  iban: z.string().nullable().optional(),
});
export type TStipendMonth = z.infer<typeof ZStipendMonth>;

export const ZStipendMonthQuery = ZPageQuery.extend({
  month: zMonth().optional(),
  business: ZId.optional(),
  intern: ZId.optional(),
  status: z.enum(STIPEND_STATUSES).optional(),
});
export type TStipendMonthQuery = z.infer<typeof ZStipendMonthQuery>;
export const ZStipendMonthList = z.object({ months: zPaged(ZStipendMonth) });
export const ZStipendMonthResult = z.object({ month: ZStipendMonth });

export const ZAttendance = z.object({
  daysPresent: z.coerce.number().int(V.invalid).min(0, V.invalid).max(31, V.invalid),
  note: zText({ max: 1000 }).optional(),
});
export type TAttendance = z.infer<typeof ZAttendance>;

export const ZRunCreate = z.object({ month: zMonth() });
export type TRunCreate = z.infer<typeof ZRunCreate>;

export const ZRun = z.object({
  _id: z.string(),
  month: z.string(),
  status: z.enum(['BUILT', 'PAID']),
  lineCount: z.number().int(),
  totalCents: z.number().int(),
  hostShareCents: z.number().int(),
  programmeShareCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TRun = z.infer<typeof ZRun>;
export const ZRunDetail = ZRun.extend({ lines: z.array(ZStipendMonth) });
export const ZRunResult = z.object({ run: ZRunDetail });
export const ZRunList = z.object({ runs: zPaged(ZRun) });
export const ZRunListQuery = ZPageQuery.extend({ month: zMonth().optional() });
export const ZRunExportQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** An IBAN as typed (spaces and lower case allowed), stored and answered in its electronic form (`XK05…`). */
export const ZIban = zText({ min: 1, max: 50, required: V.required })
  .transform((v) => electronicFormatIBAN(v) ?? '')
  .refine((v) => isValidIBAN(v), { message: STIPEND_ISSUES.invalidIban });

export const ZBankAccountWrite = z.object({
  iban: ZIban,
  accountHolder: zText({ min: 1, max: 140, required: V.required }),
});
export type TBankAccountWrite = z.infer<typeof ZBankAccountWrite>;
export const ZBankAccount = z.object({
  iban: z.string(),
  accountHolder: z.string(),
  updatedAt: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;
export const ZBankAccountResult = z.object({ bankAccount: ZBankAccount.nullable() });

export const ZStipendEvent = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string().nullable(), role: z.string() }),
  entity: z.enum(['month', 'rate', 'run', 'bankAccount']),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type TStipendEvent = z.infer<typeof ZStipendEvent>;
export const ZStipendEventList = z.object({ events: zPaged(ZStipendEvent) });
export const ZStipendEventQuery = ZPageQuery.extend({
  entity: z.enum(['month', 'rate', 'run', 'bankAccount']).optional(),
});

/** What "download my data" holds of an intern's stipends. */
export interface TStipendExport {
  bankAccount: TBankAccount | null;
  months: TStipendMonth[];
}

/** `12345` cents → `123.45` (for files and e-mails; screens format with Intl). */
export const centsText = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
