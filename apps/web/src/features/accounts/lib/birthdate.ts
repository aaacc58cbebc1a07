import dayjs, { type Dayjs } from 'dayjs';
import { AGE_MAX, AGE_MIN } from '@praktika/contracts/auth';
import { programmeToday } from '@praktika/contracts/dates';
import { needsGuardianConsent } from '@praktika/contracts/guardian';

/** Latest allowed birth date: exactly AGE_MIN years old today. */
export function latestBirthdate(today: Dayjs = dayjs()): Dayjs {
  return today.startOf('day').subtract(AGE_MIN, 'year');
}

/** Earliest allowed birth date: the day after turning AGE_MAX + 1 would be today. */
export function earliestBirthdate(today: Dayjs = dayjs()): Dayjs {
  return today
    .startOf('day')
    .subtract(AGE_MAX + 1, 'year')
    .add(1, 'day');
}

/**
 * Whether a birth date gives an age outside 16-24 today. Not used as the picker's `disabledDate`: antd
 * silently drops a typed disabled date, so the person would see "required" instead of the age rule.
 */
export function disabledBirthDate(current: Dayjs, today: Dayjs = dayjs()): boolean {
  const day = current.startOf('day');
  return day.isAfter(latestBirthdate(today), 'day') || day.isBefore(earliestBirthdate(today), 'day');
}

/** Where the calendar opens: a birth date inside the allowed range. */
export function defaultBirthdateView(today: Dayjs = dayjs()): Dayjs {
  return today.startOf('day').subtract(18, 'year');
}

export const DATE_FORMAT = 'DD/MM/YYYY';
/** What the picker reads from typed text: the display format first, also with one-digit days/months and dots. */
export const DATE_INPUT_FORMATS = [DATE_FORMAT, 'D/M/YYYY', 'DD.MM.YYYY', 'D.M.YYYY'];

/** The ISO day the API expects, from the picker's value. */
export function toIsoDay(value: unknown): string | undefined {
  return dayjs.isDayjs(value) && value.isValid() ? value.format('YYYY-MM-DD') : undefined;
}

/** Issue 22 §2: does this birth date (the picker's value) make the person under 18 today on Priština's calendar? */
export function isMinorBirthdate(value: unknown, now: Date = new Date()): boolean {
  const day = toIsoDay(value);
  return !!day && needsGuardianConsent(day, programmeToday(now));
}
