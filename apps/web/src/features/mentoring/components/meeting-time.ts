import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { displayDate, programmeOffsetMinutes, programmeWallClock } from '@praktika/contracts/dates';

/** `+02:00` / `+01:00`: the offset of Priština's clock at `instant`. */
export function offsetOf(instant: string): string {
  const minutes = programmeOffsetMinutes(Date.parse(instant));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A meeting's time as its reader sees it: weekday, DD/MM/YYYY, HH:MM in Priština, and the zone. */
export interface MeetingTimeText {
  /** e.g. "Wed" in the reader's language. */
  weekday: string;
  /** DD/MM/YYYY */
  date: string;
  /** HH:MM (24 h) */
  time: string;
  /** HH:MM of the end. */
  endTime: string;
  /** "Kosovo time (UTC+02:00)" in the reader's language. */
  zone: string;
  /** Everything in one line, for confirmations and labels. */
  full: string;
}

/**
 * Formats meeting instants in Europe/Belgrade (the programme's zone, whatever the reader's device says), in the
 * current language, with the zone named.
 */
export function useMeetingTime() {
  const { t, i18n } = useTranslation('meetings');
  // dayjs's locales (loaded by app/i18n.ts), not Intl: Debian's Chromium has no Albanian names and showed English.
  const lang = i18n.language;
  return (startDate: string, endDate?: string): MeetingTimeText => {
    const start = programmeWallClock(startDate);
    const end = endDate ? programmeWallClock(endDate) : null;
    const day = start ? dayjs(start.date).locale(lang).format('ddd') : '';
    const date = start ? displayDate(start.date) : '';
    const time = start?.time ?? '';
    const endTime = end?.time ?? '';
    const zone = t('time.zone', { offset: offsetOf(startDate) });
    const span = endTime ? `${time}–${endTime}` : time;
    return { weekday: day, date, time, endTime, zone, full: `${day} ${date}, ${span} (${zone})` };
  };
}
