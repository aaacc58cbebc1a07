import type { TLanguage } from '@praktika/contracts/common';
import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';

/**
 * The meeting e-mails (issue 10): one template, `meeting`, whose `event` says what happened: an invitation, a
 * change, a cancellation, or the reminder before it starts. Each goes to every attendee and to the mentor, in the
 * recipient's own language, with the date and time in Europe/Belgrade (the zone named), the meeting's link and a
 * button to the recipient's meetings screen (`/myMentor` for interns, `/dashboard/mentorshipMeetings` for the
 * mentor). Invitations, changes and cancellations carry the calendar invite (`invite.ics`).
 *
 * Params: `event`, `role` (`intern` or `mentor`: who receives it), `title`, `startDate` (ISO instant),
 * `durationMinutes`, `meetingLink`, `mentor` (the mentor's name), `link` (the screen), `description` (optional).
 */
export const MEETING_MAIL_EVENTS = ['invitation', 'update', 'cancellation', 'reminder'] as const;
export type TMeetingMailEvent = (typeof MEETING_MAIL_EVENTS)[number];

export const MEETING_TEMPLATE_PARAMS = [
  'event',
  'role',
  'title',
  'startDate',
  'durationMinutes',
  'meetingLink',
  'mentor',
  'link',
] as const;

interface EventText {
  subject: (title: string) => string;
  /** To an intern: `mentor` is their mentor. */
  intern: (mentor: string, title: string) => string;
  /** To the mentor. */
  mentor: (title: string) => string;
}

interface Texts {
  events: Record<TMeetingMailEvent, EventText>;
  when: string;
  join: string;
  description: string;
  button: { intern: string; mentor: string };
  /** The zone as readers see it, e.g. "Europe/Belgrade time, UTC+01:00". */
  zone: (offset: string) => string;
}

const ev = (
  subject: (t: string) => string,
  intern: (m: string, t: string) => string,
  mentor: (t: string) => string,
): EventText => ({ subject, intern, mentor });

const STRINGS: Record<TLanguage, Texts> = {
  en: {
    events: {
      invitation: ev(
        (t) => `Meeting invitation: ${t}`,
        (m, t) => `Your mentor ${m} invites you to the meeting "${t}".`,
        (t) => `You planned the meeting "${t}". Your interns have received the invitation.`,
      ),
      update: ev(
        (t) => `Meeting changed: ${t}`,
        (m, t) => `Your mentor ${m} changed the meeting "${t}". Here are the new details.`,
        (t) => `You changed the meeting "${t}". Your interns have received the new details.`,
      ),
      cancellation: ev(
        (t) => `Meeting cancelled: ${t}`,
        (m, t) => `Your mentor ${m} cancelled the meeting "${t}".`,
        (t) => `You cancelled the meeting "${t}". Your interns have been told.`,
      ),
      reminder: ev(
        (t) => `Reminder: ${t}`,
        (m, t) => `A reminder: your meeting "${t}" with your mentor ${m} is coming up.`,
        (t) => `A reminder: your meeting "${t}" with your interns is coming up.`,
      ),
    },
    when: 'When',
    join: 'Join the meeting',
    description: 'About the meeting',
    button: { intern: 'Open your mentor page', mentor: 'Open your meetings' },
    zone: (o) => `${PROGRAMME_TIME_ZONE} time, UTC${o}`,
  },
  sq: {
    events: {
      invitation: ev(
        (t) => `Ftesë për takim: ${t}`,
        (m, t) => `Mentori juaj ${m} ju fton në takimin "${t}".`,
        (t) => `E planifikuat takimin "${t}". Praktikantët tuaj e morën ftesën.`,
      ),
      update: ev(
        (t) => `Takimi u ndryshua: ${t}`,
        (m, t) => `Mentori juaj ${m} e ndryshoi takimin "${t}". Ja detajet e reja.`,
        (t) => `E ndryshuat takimin "${t}". Praktikantët tuaj i morën detajet e reja.`,
      ),
      cancellation: ev(
        (t) => `Takimi u anulua: ${t}`,
        (m, t) => `Mentori juaj ${m} e anuloi takimin "${t}".`,
        (t) => `E anuluat takimin "${t}". Praktikantët tuaj u njoftuan.`,
      ),
      reminder: ev(
        (t) => `Kujtesë: ${t}`,
        (m, t) => `Kujtesë: takimi juaj "${t}" me mentorin ${m} po afrohet.`,
        (t) => `Kujtesë: takimi juaj "${t}" me praktikantët po afrohet.`,
      ),
    },
    when: 'Kur',
    join: 'Hyni në takim',
    description: 'Për takimin',
    button: { intern: 'Hapni faqen e mentorit', mentor: 'Hapni takimet tuaja' },
    zone: (o) => `ora e ${PROGRAMME_TIME_ZONE}, UTC${o}`,
  },
  sr: {
    events: {
      invitation: ev(
        (t) => `Poziv na sastanak: ${t}`,
        (m, t) => `Vaš mentor ${m} vas poziva na sastanak "${t}".`,
        (t) => `Zakazali ste sastanak "${t}". Vaši praktikanti su primili poziv.`,
      ),
      update: ev(
        (t) => `Sastanak je izmenjen: ${t}`,
        (m, t) => `Vaš mentor ${m} je izmenio sastanak "${t}". Evo novih detalja.`,
        (t) => `Izmenili ste sastanak "${t}". Vaši praktikanti su primili nove detalje.`,
      ),
      cancellation: ev(
        (t) => `Sastanak je otkazan: ${t}`,
        (m, t) => `Vaš mentor ${m} je otkazao sastanak "${t}".`,
        (t) => `Otkazali ste sastanak "${t}". Vaši praktikanti su obavešteni.`,
      ),
      reminder: ev(
        (t) => `Podsetnik: ${t}`,
        (m, t) => `Podsetnik: vaš sastanak "${t}" sa mentorom ${m} se približava.`,
        (t) => `Podsetnik: vaš sastanak "${t}" sa praktikantima se približava.`,
      ),
    },
    when: 'Kada',
    join: 'Pridružite se sastanku',
    description: 'O sastanku',
    button: { intern: 'Otvorite stranicu mentora', mentor: 'Otvorite svoje sastanke' },
    zone: (o) => `vreme ${PROGRAMME_TIME_ZONE}, UTC${o}`,
  },
};

const LOCALES: Record<TLanguage, string> = { sq: 'sq', sr: 'sr-Latn', en: 'en-GB' };

/** The offset of Europe/Belgrade at `date`, e.g. `+01:00` or `+02:00`. */
export function belgradeOffset(date: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: PROGRAMME_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? m[1]! : '+00:00';
}

/** "Tuesday, 1 December 2026, 10:00–11:00 (Europe/Belgrade time, UTC+01:00)" in the reader's language. */
export function meetingWhen(lang: TLanguage, startIso: string, durationMinutes: number): string {
  const start = new Date(startIso);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const locale = LOCALES[lang];
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: PROGRAMME_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: PROGRAMME_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(start)}–${time.format(end)} (${STRINGS[lang].zone(belgradeOffset(start))})`;
}

export interface MeetingMailText {
  subject: string;
  lines: string[];
  /** The meeting's own link (absent for a cancellation). */
  join: { href: string; label: string } | null;
  button: string;
}

export function meetingMailText(lang: TLanguage, params: Record<string, string>): MeetingMailText {
  const s = STRINGS[lang];
  const event: TMeetingMailEvent = (MEETING_MAIL_EVENTS as readonly string[]).includes(params.event ?? '')
    ? (params.event as TMeetingMailEvent)
    : 'invitation';
  const role = params.role === 'mentor' ? 'mentor' : 'intern';
  const t = s.events[event];
  const title = (params.title ?? '').replace(/\s+/g, ' ').trim();
  const mentor = (params.mentor ?? '').replace(/\s+/g, ' ').trim();
  const when = meetingWhen(lang, params.startDate ?? '', Number(params.durationMinutes) || 60);
  const description = params.description?.trim();
  const cancelled = event === 'cancellation';
  return {
    subject: t.subject(title),
    lines: [
      role === 'mentor' ? t.mentor(title) : t.intern(mentor, title),
      `${s.when}: ${when}`,
      ...(!cancelled && description ? [`${s.description}: ${description}`] : []),
      ...(!cancelled ? [`${s.join}: ${params.meetingLink ?? ''}`] : []),
    ],
    join: cancelled ? null : { href: params.meetingLink ?? '', label: s.join },
    button: s.button[role],
  };
}
