import { z } from 'zod';
import type { TLanguage } from '@praktika/contracts/common';
import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
  type StoredParams,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { oneLine, programmeOffset, standardMail } from '../../platform/mail/layout.ts';

/**
 * The mentorship e-mails (issue 10): one mail, `mentorship`, whose `event` says what happened. Each goes in the
 * recipient's own language with a button to the screen where they act:
 * - `assigned` (to the mentor: a new intern to accept or decline; `/dashboard/myinterns`),
 * - `adminAssigned` (to the mentor an admin assigned or reassigned an intern to),
 * - `accepted` (to the intern: the mentor accepted; `/myMentor`),
 * - `waiting` (to the intern: nobody is free, the request is on the waiting list),
 * - `served` (to the intern: the waiting list gave them a mentor; `/myMentor`),
 * - `ended` (to the intern: the mentorship ended),
 * - `mentorEnded` (to the mentor: an admin ended the mentorship or gave the intern another mentor),
 * - `newMentor` (to the intern: an admin assigned them a mentor, or another one; `/myMentor`),
 * - `invited` (to an intern on the waiting list: a mentor invites them; they accept or decline on `/myMentor`),
 * - `inviteAccepted` / `inviteDeclined` (to the inviting mentor: the intern's answer; `/dashboard/myinterns`).
 * Params: `event`, `link`; optional `other` (the other person's name) and `opportunity` (the internship's title).
 */
export const MENTORSHIP_MAIL_EVENTS = [
  'assigned',
  'adminAssigned',
  'accepted',
  'waiting',
  'served',
  'ended',
  'mentorEnded',
  'newMentor',
  'invited',
  'inviteAccepted',
  'inviteDeclined',
] as const;
export type TMentorshipMailEvent = (typeof MENTORSHIP_MAIL_EVENTS)[number];

/** A mentorship's steps: assigned, accepted, waiting list, served, ended. */
export const MENTORSHIP_MAIL = defineMail({
  name: 'mentorship',
  params: z.object({
    name: zGreetingName,
    event: z.enum(MENTORSHIP_MAIL_EVENTS),
    link: zMailLink,
    other: z.string().optional(),
    opportunity: z.string().optional(),
  }),
  class: 'transactional',
  render: (params, ctx) => {
    const s = texts(ctx.lang).mailMentorships;
    const t = s[params.event];
    // Names and titles were typed by people: one line each (the HTML escapes them).
    const lines = [t.intro(oneLine(params.other) || 'Praktika')];
    if (params.opportunity) lines.push(`${s.opportunity}: ${oneLine(params.opportunity)}`);
    return standardMail(ctx, {
      subject: t.subject,
      name: params.name,
      lines,
      button: { href: params.link, label: t.button },
    });
  },
});

/**
 * The meeting e-mails (issue 10): one mail, `meeting`, whose `event` says what happened: an invitation, a
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

const LOCALES: Record<TLanguage, string> = { sq: 'sq', sr: 'sr-Latn', en: 'en-GB' };

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
  return `${day}, ${time.format(start)}–${time.format(end)} (${texts(lang).mailMeetings.zone(programmeOffset(start))})`;
}

/** Queued by the previous release: `durationMinutes` as a string. */
function legacyMeeting(params: StoredParams): StoredParams {
  const d = params.durationMinutes;
  return typeof d === 'string' ? { ...params, durationMinutes: Number(d) || 60 } : params;
}

/** A meeting's invitation, change, cancellation or reminder, to each attendee and to the mentor. */
export const MEETING_MAIL = defineMail({
  name: 'meeting',
  params: z.object({
    name: zGreetingName,
    event: z.enum(MEETING_MAIL_EVENTS),
    /** Who receives it. */
    role: z.enum(['intern', 'mentor']),
    title: zRequired,
    /** An ISO instant. */
    startDate: zRequired,
    durationMinutes: z.number().int().positive(),
    meetingLink: zRequired,
    /** The mentor's name. */
    mentor: zRequired,
    /** The recipient's meetings screen. */
    link: zMailLink,
    description: z.string().optional(),
  }),
  // Invitations, changes and cancellations are awaited; the reminders before a meeting go out in bulk.
  class: (params) => (params.event === 'reminder' ? 'bulk' : 'transactional'),
  legacy: legacyMeeting,
  render: (params, ctx) => {
    const s = texts(ctx.lang).mailMeetings;
    const t = s.events[params.event];
    const title = oneLine(params.title);
    const mentor = oneLine(params.mentor);
    const when = meetingWhen(ctx.lang, params.startDate, params.durationMinutes);
    const description = params.description?.trim();
    const cancelled = params.event === 'cancellation';
    return standardMail(ctx, {
      subject: t.subject(title),
      name: params.name,
      lines: [
        params.role === 'mentor' ? t.mentor(title) : t.intern(mentor, title),
        `${s.when}: ${when}`,
        ...(!cancelled && description ? [`${s.description}: ${description}`] : []),
        ...(!cancelled ? [`${s.join}: ${params.meetingLink}`] : []),
      ],
      // The meeting's own link (none for a cancellation), before the screen's button.
      htmlButtons: cancelled ? [] : [{ href: params.meetingLink, label: s.join }],
      button: { href: params.link, label: s.button[params.role] },
    });
  },
});

export type TMeetingMailParams = z.infer<typeof MEETING_MAIL.params>;

export const MENTORING_MAILS = [MENTORSHIP_MAIL, MEETING_MAIL] as const satisfies readonly MailDefinition[];
