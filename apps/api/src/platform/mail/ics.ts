import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';

/**
 * A calendar invite (RFC 5545, with the iTIP methods of RFC 5546): one VEVENT in the programme's time zone,
 * Europe/Belgrade, with its VTIMEZONE, so calendars show the meeting at the right local time on both sides of the
 * summer-time change. No dependency: the format is small, and writing it here keeps escaping and folding in view.
 *
 * - TEXT values escape backslash, `;`, `,` and line breaks; parameter values (CN) are quoted and lose `"` and
 *   control characters, which a parameter cannot carry.
 * - Lines end in CRLF and are folded at 75 octets of UTF-8 (never inside a character).
 * - `METHOD:REQUEST` for a new or changed meeting, `METHOD:CANCEL` (and `STATUS:CANCELLED`) for a cancelled or
 *   deleted one; every change sends a higher `SEQUENCE` under the same `UID`, so calendars replace the event.
 */

export const ICS_PRODID = '-//Praktika//Meetings//EN';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  /** The meeting's id: the UID is `<id>@praktika`. */
  id: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** When this invite was written (DTSTAMP, in UTC). */
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** The meeting's link (URL, and LOCATION unless `location` is given). */
  url: string;
  /** A place to meet (an interview at the organisation's office); LOCATION is `url` without it. */
  location?: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
}

/** The UID every version of a meeting's invite carries. */
export const icsUid = (meetingId: string) => `${meetingId}@praktika`;

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (e.g. CN): quoted; DQUOTE and control characters cannot appear in it (§3.1). */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/[\u0000-\u001f\u007f"]/g, ' ').trim()}"`;
}

/** Folds one content line at 75 octets: continuation lines start with a space, characters stay whole (§3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDTHHMMSSZ`. */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PROGRAMME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Europe/Belgrade at `date`, as `YYYYMMDDTHHMMSS` (a DATE-TIME with TZID). */
export function belgradeLocal(date: Date): string {
  const parts = wallClock.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}

/** Europe/Belgrade: CET (+01:00) in winter, CEST (+02:00) from the last Sunday of March to that of October. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PROGRAMME_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The whole VCALENDAR, CRLF line ends, folded. */
export function writeIcs(event: IcsEvent): string {
  const cancel = event.method === 'CANCEL';
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const tz = PROGRAMME_TIME_ZONE;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${icsUid(event.id)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${tz}:${belgradeLocal(event.start)}`,
    `DTEND;TZID=${tz}:${belgradeLocal(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    `LOCATION:${escapeText(event.location ?? event.url)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The attachment an invite travels as (`text/calendar` with its method, so mail clients offer to add it). */
export function icsAttachment(event: IcsEvent): { filename: string; contentType: string; content: string } {
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; method=${event.method}; charset=UTF-8`,
    content: writeIcs(event),
  };
}
