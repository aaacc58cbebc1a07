import {
  HOME_COUNT_STEP,
  SMALL_NUMBER_MIN,
  type TReportResult,
  type TReportRow,
  type TStatisticsCounts,
} from '@praktika/contracts/reports';
import { suppressSmallCells } from '@praktika/contracts/surveys';

/**
 * The small-numbers rule of the reports (issue 19 §3, docs/decisions.md), as pure functions, applied on the server
 * after every filter to every export and to the shareable view; the admin's own screen gets exact answers. Only for
 * counts about people (interns, mentors, applications, engagements): a count of postings, organisations or spots is
 * left exact by the caller.
 *
 * - A count from 1 to SMALL_NUMBER_MIN − 1 is hidden ("<10"); 0 stays 0.
 * - Secondary suppression: when exactly one row of a breakdown is hidden, the smallest other non-zero row is hidden
 *   too, so the total minus the shown rows cannot give the hidden one away. Among equal counts the first in row
 *   order is taken (rows are sorted count descending, then label, so a stable choice). This is the surveys' rule
 *   (`suppressSmallCells`, contracts/surveys.ts) with the reports' threshold: one implementation for both.
 * - The total stays exact unless it is itself 1–9 (`small`), or one row stays hidden alone because no other
 *   non-zero row exists to hide with it (`withheld`): then the total would be that row's count.
 * - A share is given only when its base is at least SMALL_NUMBER_MIN and its count is shown.
 * - The public home counts are rounded down to a multiple of HOME_COUNT_STEP.
 */

/** A breakdown as computed, before the rule: every count exact, no shares yet (`withShares` comes after). */
export type TExactReportResult = Omit<TReportResult, 'total' | 'rows' | 'suppressed'> & {
  total: number;
  rows: (Omit<TReportRow, 'count' | 'suppressed' | 'share'> & { count: number })[];
};

/** Is `count` a small number (1 to SMALL_NUMBER_MIN − 1)? 0 is not: it identifies no one. */
export const isSmallNumber = (count: number): boolean => count > 0 && count < SMALL_NUMBER_MIN;

/** The breakdown with the small-numbers rule applied: hidden rows `count: null, suppressed: true`, see above. */
export function suppressResult(result: TExactReportResult): TReportResult {
  const cells = suppressSmallCells(
    result.rows.map((r) => r.count),
    SMALL_NUMBER_MIN,
  );
  const hiddenRows = cells.filter((c) => c.small).length;
  const total = isSmallNumber(result.total) ? 'small' : hiddenRows === 1 ? 'withheld' : 'shown';
  return {
    ...result,
    total: total === 'shown' ? result.total : null,
    rows: result.rows.map((row, i) => (cells[i]!.small ? { ...row, count: null, suppressed: true } : row)),
    suppressed: { below: SMALL_NUMBER_MIN, rows: hiddenRows, total },
  };
}

/** `count` as a share of `base` (0–1, four decimals); `null` when either is hidden or the base is below 10. */
export function shareOf(count: number | null, base: number | null): number | null {
  if (count === null || base === null || base < SMALL_NUMBER_MIN) return null;
  return Math.round((count / base) * 10_000) / 10_000;
}

/** The breakdown with each row's share of the total (for charts that show percentages, such as gender). */
export function withShares(result: TReportResult): TReportResult {
  return { ...result, rows: result.rows.map((row) => ({ ...row, share: shareOf(row.count, result.total) })) };
}

/** A public count rounded down to a multiple of HOME_COUNT_STEP (9 → 0, 19 → 10, 1234 → 1230). */
export const roundDownForHome = (count: number): number =>
  Math.floor(count / HOME_COUNT_STEP) * HOME_COUNT_STEP;

/** The six counts of `POST /reports/counts/home`, each rounded down for the public home page. */
export function homeCounts(counts: TStatisticsCounts): TStatisticsCounts {
  const rounded = Object.entries(counts).map(([name, count]) => [name, roundDownForHome(count)]);
  return Object.fromEntries(rounded) as TStatisticsCounts;
}
