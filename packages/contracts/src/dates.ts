/**
 * Calendar dates of the programme. Deadlines, start and end dates are calendar dates (`YYYY-MM-DD`) in Kosovo's
 * time zone, Europe/Belgrade (CET/CEST). "Today" is the date on a wall clock in Priština; a deadline day lasts
 * until that day's midnight there. Arithmetic on calendar dates counts days, never hours, so the change to and
 * from summer time cannot move a deadline (docs/decisions.md, issue 9).
 */
export const PROGRAMME_TIME_ZONE = 'Europe/Belgrade';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Kosovo at the instant `now`. */
export function programmeToday(now: Date = new Date()): string {
  const parts = formatter.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Is `value` a real calendar date written `YYYY-MM-DD` (no 2026-02-30)? */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** `date` plus `days` calendar days (negative subtracts). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `months` calendar months; a day past the month's end becomes its last day (31 Jan + 1 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `DD/MM/YYYY`, the spec's display format for published dates and deadlines. */
export function displayDate(date: string): string {
  const m = ISO_DATE.exec(date.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

// ---------------------------------------------------------------------------------------------------------------
// Wall-clock times in Priština (meetings): a date and a time there <-> an instant with its offset.
// ---------------------------------------------------------------------------------------------------------------

const HOUR_MS = 3_600_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const wallFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallParts(ms: number) {
  const parts = wallFormatter.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
}

/** Minutes Priština's clock is ahead of UTC at the instant `ms` (60 in winter, 120 in summer). */
export function programmeOffsetMinutes(ms: number): number {
  const p = wallParts(ms);
  const wall = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/**
 * The instant at which Priština's clock shows `date` (`YYYY-MM-DD`) and `time` (`HH:MM`), as ISO 8601 with that
 * moment's offset (`2026-07-01T10:00:00+02:00`, `2026-12-01T10:00:00+01:00`). Around the change to and from summer
 * time it does what calendars do: a time the clock skips (02:30 on the last Sunday of March) moves forward by the
 * hour skipped (03:30+02:00); a time the clock shows twice (02:30 on the last Sunday of October) is the first one
 * (+02:00). Null for an invalid date or time.
 */
export function programmeInstant(date: string, time: string): string | null {
  const tm = TIME.exec(time);
  if (!isCalendarDate(date) || !tm) return null;
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, Number(tm[1]), Number(tm[2]));
  const before = programmeOffsetMinutes(wall - 24 * HOUR_MS);
  const after = programmeOffsetMinutes(wall + 24 * HOUR_MS);
  // an offset fits when the clock, at wall - offset, shows the wall time again; the earliest such instant wins
  const fits = [...new Set([before, after])]
    .map((o) => ({ o, ms: wall - o * 60_000 }))
    .filter(({ o, ms }) => programmeOffsetMinutes(ms) === o)
    .sort((a, b) => a.ms - b.ms);
  if (fits[0]) return `${date}T${time}:00${offsetText(fits[0].o)}`;
  // skipped by the clock: read with the offset before the change, shown as the clock's time after it
  const ms = wall - before * 60_000;
  const shown = programmeWallClock(new Date(ms).toISOString());
  return shown && `${shown.date}T${shown.time}:00${offsetText(programmeOffsetMinutes(ms))}`;
}

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) Priština's clock shows at `instant` (any ISO 8601), or null. */
export function programmeWallClock(instant: string): { date: string; time: string } | null {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  const p = wallParts(ms);
  return { date: `${p.y}-${pad(p.mo)}-${pad(p.d)}`, time: `${pad(p.h)}:${pad(p.mi)}` };
}

/** The Monday of the calendar week (Monday first) holding `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}
