import { addDays, programmeInstant, programmeWallClock } from '@praktika/contracts/dates';
import { RED_FLAG_HIGH_HOURS, RED_FLAG_WORKING_DAYS } from '@praktika/contracts/safety';

/**
 * The admins' response deadline of a red flag (issue 22 §4, docs/decisions.md 2026-11-27):
 * - HIGH: RED_FLAG_HIGH_HOURS (24) hours after the clock starts, counted in real hours.
 * - NORMAL: RED_FLAG_WORKING_DAYS (5) working days: the same time on Priština's wall clock on the fifth Monday to
 *   Friday after the start day (Friday 18:00 → next Friday 18:00; Monday 10:00 → next Monday 10:00). A report made
 *   on a Saturday or Sunday starts counting on Monday at 00:00. Public holidays count as working days.
 * - The clock starts when the report is made; a change of priority by an admin is in `respondByAfterChange`.
 */

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

type Priority = 'NORMAL' | 'HIGH';

/** Monday to Friday (a calendar date `YYYY-MM-DD`). */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** `days` working days after the instant `fromMs`, on Priština's wall clock (summer time kept right), in ms. */
export function addWorkingDays(fromMs: number, days: number): number {
  const wall = programmeWallClock(new Date(fromMs).toISOString())!;
  let start = wall.date;
  let time = wall.time;
  let base = fromMs;
  if (!isWorkingDay(start)) {
    while (!isWorkingDay(start)) start = addDays(start, 1);
    time = '00:00';
    base = Date.parse(programmeInstant(start, time)!);
  }
  let end = start;
  for (let left = days; left > 0;) {
    end = addDays(end, 1);
    if (isWorkingDay(end)) left--;
  }
  // the wall clock's step from start to end, added to the exact start (its seconds kept)
  return base + (Date.parse(programmeInstant(end, time)!) - Date.parse(programmeInstant(start, time)!));
}

/** The deadline of a flag of `priority` whose clock starts at `fromMs`. */
export function respondByFor(priority: Priority, fromMs: number): Date {
  return new Date(
    priority === 'HIGH'
      ? fromMs + RED_FLAG_HIGH_HOURS * HOUR_MS
      : addWorkingDays(fromMs, RED_FLAG_WORKING_DAYS),
  );
}

/**
 * The deadline after an admin changes the priority at `nowMs`:
 * - raised to HIGH: 24 hours from the change, but never later than the deadline it had (raising never gives more
 *   time; a flag already overdue stays overdue);
 * - lowered to NORMAL: the NORMAL deadline counted from the report (as if it had been NORMAL from the start), so
 *   lowering gives back what the report had and never a fresh five days.
 * The same priority keeps the deadline.
 */
export function respondByAfterChange(
  flag: { priority: Priority; respondBy: Date; createdAt: Date },
  to: Priority,
  nowMs: number,
): Date {
  if (to === flag.priority) return flag.respondBy;
  if (to === 'HIGH')
    return new Date(Math.min(flag.respondBy.getTime(), respondByFor('HIGH', nowMs).getTime()));
  return respondByFor('NORMAL', flag.createdAt.getTime());
}

/**
 * The overdue alert due at `nowMs` for a flag whose deadline is `respondBy` (not after `nowMs`): the deadline plus
 * the whole days since, i.e. the first alert at the deadline and one every 24 hours after it. Its key with the flag
 * makes each alert once.
 */
export function alertDueAt(respondBy: Date, nowMs: number): Date {
  const days = Math.floor((nowMs - respondBy.getTime()) / DAY_MS);
  return new Date(respondBy.getTime() + Math.max(0, days) * DAY_MS);
}
