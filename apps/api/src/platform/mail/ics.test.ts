import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { escapeText, foldLine, icsAttachment, writeIcs, type IcsEvent } from './ics.ts';

const base: IcsEvent = {
  id: '6f1c2a44-1111-4c2b-9d3e-000000000001',
  sequence: 0,
  method: 'REQUEST',
  stamp: new Date('2026-11-20T08:15:30Z'),
  start: new Date('2026-12-01T09:00:00Z'),
  durationMinutes: 60,
  summary: 'Check-in',
  description: 'Agenda',
  url: 'https://meet.example.org/abc?x=1,2',
  organizer: { name: 'Arta Krasniqi', email: 'arta@example.org' },
  attendees: [
    { name: 'Đorđe Petrović', email: 'djordje@example.org' },
    { name: 'Blerta "B" Hoxha', email: 'blerta@example.org' },
  ],
};

/** A minimal reader: unfolds, splits name;params:value, unescapes TEXT. Enough to check what was written. */
function parse(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      // The value starts at the first ':' outside a quoted parameter.
      let quoted = false;
      let i = 0;
      for (; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ':' && !quoted) break;
      }
      const [name, ...params] = line.slice(0, i).split(';');
      return { name: name!, params, value: line.slice(i + 1) };
    });
}
const unescape = (v: string) =>
  v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const field = (ics: string, name: string) => parse(ics).filter((l) => l.name === name);
const one = (ics: string, name: string) => {
  const found = field(ics, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

describe('calendar invites (RFC 5545)', () => {
  it('escapes TEXT values: backslash, semicolon, comma, line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('writes a VCALENDAR with CRLF line ends, the zone and every field, and reads back the same values', () => {
    const description = 'Line one; with, punctuation\\ and\nline two';
    const ics = writeIcs({ ...base, description, summary: 'Plan: week 1, goals; review' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const names = parse(ics).map((l) => l.name);
    expect(names.slice(0, 5)).toEqual(['BEGIN', 'VERSION', 'PRODID', 'CALSCALE', 'METHOD']);
    expect(one(ics, 'VERSION').value).toBe('2.0');
    expect(one(ics, 'CALSCALE').value).toBe('GREGORIAN');
    expect(one(ics, 'METHOD').value).toBe('REQUEST');
    expect(one(ics, 'TZID').value).toBe('Europe/Belgrade');
    expect(field(ics, 'RRULE').map((l) => l.value)).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    ]);
    expect(field(ics, 'TZOFFSETTO').map((l) => l.value)).toEqual(['+0200', '+0100']);
    expect(one(ics, 'UID').value).toBe(`${base.id}@praktika`);
    expect(one(ics, 'SEQUENCE').value).toBe('0');
    expect(one(ics, 'DTSTAMP').value).toBe('20261120T081530Z');
    expect(unescape(one(ics, 'SUMMARY').value)).toBe('Plan: week 1, goals; review');
    expect(unescape(one(ics, 'DESCRIPTION').value)).toBe(description);
    expect(one(ics, 'URL').value).toBe(base.url);
    expect(unescape(one(ics, 'LOCATION').value)).toBe(base.url);
    const organizer = one(ics, 'ORGANIZER');
    expect(organizer.params).toEqual(['CN="Arta Krasniqi"']);
    expect(organizer.value).toBe('mailto:arta@example.org');
    const attendees = field(ics, 'ATTENDEE');
    expect(attendees.map((a) => a.value)).toEqual([
      'mailto:djordje@example.org',
      'mailto:blerta@example.org',
    ]);
    // A parameter value cannot hold a DQUOTE: it is replaced, the value stays quoted.
    expect(attendees[1]!.params[0]).toBe('CN="Blerta  B  Hoxha"');
    expect(attendees[0]!.params[0]).toBe('CN="Đorđe Petrović"');
    expect(one(ics, 'STATUS').value).toBe('CONFIRMED');
    expect(field(ics, 'BEGIN').map((l) => l.value)).toEqual([
      'VCALENDAR',
      'VTIMEZONE',
      'DAYLIGHT',
      'STANDARD',
      'VEVENT',
    ]);
  });

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const text = 'Takim për çështjet e praktikës – Đorđe, Šćepan, Žarko 😀 '.repeat(8);
    const ics = writeIcs({ ...base, description: text });
    const lines = ics.split('\r\n').filter(Boolean);
    const folded = lines.filter((l) => l.startsWith(' '));
    expect(folded.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no lone surrogate (a split emoji) and no split sequence.
      expect(() => encodeURIComponent(line)).not.toThrow();
      expect(Buffer.from(Buffer.from(line, 'utf8').toString('utf8'), 'utf8').toString('utf8')).toBe(line);
    }
    expect(unescape(one(ics, 'DESCRIPTION').value)).toBe(text);
    // A line of exactly 75 octets is not folded; one more octet is.
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // A two-octet character that would straddle octet 75 moves whole to the next line.
    expect(foldLine(`${'x'.repeat(74)}ë`)).toBe(`${'x'.repeat(74)}\r\n ë`);
  });

  it('writes local Europe/Belgrade wall time: +02:00 in July, +01:00 in December, and across the switch', () => {
    const at = (start: string, durationMinutes = 60) => {
      const ics = writeIcs({ ...base, start: new Date(start), durationMinutes });
      const vevent = ics.slice(ics.indexOf('BEGIN:VEVENT'));
      return { start: one(vevent, 'DTSTART'), end: one(vevent, 'DTEND') };
    };
    const july = at('2026-07-15T08:00:00Z');
    expect(july.start.params).toEqual(['TZID=Europe/Belgrade']);
    expect(july.start.value).toBe('20260715T100000');
    expect(july.end.value).toBe('20260715T110000');
    const december = at('2026-12-01T09:00:00Z', 90);
    expect(december.start.value).toBe('20261201T100000');
    expect(december.end.value).toBe('20261201T113000');
    // Summer time starts on Sunday 29 March 2026 at 02:00 CET (01:00 UTC).
    expect(at('2026-03-28T09:00:00Z').start.value).toBe('20260328T100000');
    expect(at('2026-03-29T09:00:00Z').start.value).toBe('20260329T110000');
    const across = at('2026-03-29T00:30:00Z'); // 01:30 CET, an hour later is 03:30 CEST
    expect(across.start.value).toBe('20260329T013000');
    expect(across.end.value).toBe('20260329T033000');
    // And ends on Sunday 25 October 2026 at 03:00 CEST (01:00 UTC).
    expect(at('2026-10-24T09:00:00Z').start.value).toBe('20261024T110000');
    expect(at('2026-10-25T09:00:00Z').start.value).toBe('20261025T100000');
  });

  it('an update carries a higher SEQUENCE under the same UID; a cancel METHOD:CANCEL and STATUS:CANCELLED', () => {
    const first = writeIcs(base);
    const update = writeIcs({ ...base, sequence: 1 });
    const cancel = icsAttachment({ ...base, sequence: 2, method: 'CANCEL' });
    expect(one(update, 'UID').value).toBe(one(first, 'UID').value);
    expect(one(update, 'SEQUENCE').value).toBe('1');
    expect(one(update, 'METHOD').value).toBe('REQUEST');
    expect(cancel.filename).toBe('invite.ics');
    expect(cancel.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(one(cancel.content, 'METHOD').value).toBe('CANCEL');
    expect(one(cancel.content, 'STATUS').value).toBe('CANCELLED');
    expect(one(cancel.content, 'SEQUENCE').value).toBe('2');
    expect(icsAttachment(base).contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
  });
});

describe('calendar invites read by a real iCalendar parser (node-ical)', () => {
  const read = (ics: string) => {
    const data = ical.sync.parseICS(ics);
    const events = Object.values(data).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    return { event: events[0]!, calendar: data.vcalendar as unknown as Record<string, unknown> };
  };

  it.each([
    ['July (CEST)', '2026-07-15T08:00:00.000Z', 60],
    ['December (CET)', '2026-12-01T09:00:00.000Z', 90],
    ['across the March switch', '2026-03-29T00:30:00.000Z', 60],
    ['the October switch day', '2026-10-25T09:00:00.000Z', 30],
  ])('%s: the parser finds the same instants, fields, method and sequence', (_name, start, minutes) => {
    const description = 'Takim për çështjet – Đorđe, Šćepan; 😀\nline two '.repeat(4);
    const ics = writeIcs({
      ...base,
      start: new Date(start),
      durationMinutes: minutes,
      description,
      sequence: 3,
    });
    const { event, calendar } = read(ics);
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.version).toBe('2.0');
    expect(event.uid).toBe(`${base.id}@praktika`);
    expect(Number(event.sequence)).toBe(3);
    expect(new Date(event.start).toISOString()).toBe(start);
    expect(new Date(event.end!).getTime() - Date.parse(start)).toBe(minutes * 60_000);
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(description);
    expect(event.location).toBe(base.url);
    expect(event.status).toBe('CONFIRMED');
    const attendees = [event.attendee].flat() as unknown as { val: string; params: { CN: string } }[];
    expect(attendees.map((a) => a.val)).toEqual(base.attendees.map((a) => `mailto:${a.email}`));
    expect(attendees[0]!.params.CN).toBe('Đorđe Petrović');
  });

  it('a cancel parses as METHOD:CANCEL with STATUS:CANCELLED', () => {
    const { event, calendar } = read(writeIcs({ ...base, method: 'CANCEL', sequence: 4 }));
    expect(calendar.method).toBe('CANCEL');
    expect(event.status).toBe('CANCELLED');
    expect(Number(event.sequence)).toBe(4);
  });
});
