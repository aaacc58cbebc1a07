import { sql, type SQL } from 'drizzle-orm';
import { addDays, programmeInstant } from '@praktika/contracts/dates';

/**
 * Pieces of hand-written SQL shared by the statistics statements (reports, account counts): bound lists, `and` of
 * optional conditions, periods of Priština calendar days, the rows of `execute`.
 */

/** The rows of an `execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

/** `(v1, v2, …)` as bound parameters (for `x in …`). */
export const inList = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Is a multi-select filter given (one value or more)? */
export const given = <T>(values: readonly T[] | undefined): values is readonly T[] => !!values?.length;

/** The conditions that are present, joined by `and` (`true` when none). */
export function allOf(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => !!p);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** A period of Priština calendar days (`YYYY-MM-DD`, both inclusive); either end may be open. */
export interface DayPeriod {
  startDate?: string;
  endDate?: string;
}

/** The instant a Priština calendar day starts. */
const dayStart = (day: string) => programmeInstant(day, '00:00')!;

/** `column` (a timestamp) within the period's days: [start 00:00, the day after the end 00:00) in Priština. */
export function instantInPeriod(column: SQL, p: DayPeriod): SQL {
  return allOf([
    p.startDate ? sql`${column} >= ${dayStart(p.startDate)}::timestamptz` : undefined,
    p.endDate ? sql`${column} < ${dayStart(addDays(p.endDate, 1))}::timestamptz` : undefined,
  ]);
}

/** `column` (a calendar date) within the period's days. */
export function dayInPeriod(column: SQL, p: DayPeriod): SQL {
  return allOf([
    p.startDate ? sql`${column} >= ${p.startDate}::date` : undefined,
    p.endDate ? sql`${column} <= ${p.endDate}::date` : undefined,
  ]);
}

/** `exists` a row of the link table (`owner_column`, `item_id`) from `owner` to one of `items`. */
export const hasLink = (table: string, ownerColumn: string, owner: SQL, items: readonly string[]): SQL =>
  sql`exists (select 1 from ${sql.raw(table)} l where l.${sql.raw(ownerColumn)} = ${owner} and l.item_id in ${inList(items)})`;
