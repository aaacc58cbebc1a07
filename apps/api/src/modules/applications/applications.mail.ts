import { z } from 'zod';
import { displayDate, programmeInstant } from '@praktika/contracts/dates';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { oneLine, programmeOffset, standardMail } from '../../platform/mail/layout.ts';

/**
 * The application e-mails (issue 9): one mail, `application`, whose `event` says what happened. Each goes to
 * the other party of the step (the intern, the organisation, or the programme's admins for validation), in the
 * recipient's language, with a button to the screen where they act. `opportunity` is the posting's title or the
 * training's name, `other` the party who acted (an organisation's or an intern's name), `details` an optional
 * line. Dates travel as calendar dates and are written DD/MM/YYYY, times in Kosovo time with the zone named:
 * `interviewDate`, `interviewTime`, `interviewPlace`, `interviewLink` (an interview; the invitation carries
 * `invite.ics`), `startDate` and `endDate` (accepted, validated), `endDate` alone (extended).
 */
export const APPLICATION_MAIL_EVENTS = [
  'applied',
  'invited',
  'acceptInvitation',
  'declineInvitation',
  'withdraw',
  /** Issue 22 §2: ended because the minor's guardian refused or withdrew consent (to the organisation). */
  'guardianEnded',
  'shortlist',
  'notShortlist',
  'scheduleInterview',
  'accept',
  'validation',
  'approve',
  'refuse',
  'hire',
  'extend',
  'finalize',
  'complete',
  'contract',
] as const;
export type TApplicationMailEvent = (typeof APPLICATION_MAIL_EVENTS)[number];

/** Every step of an application, to the other party or the admins. */
export const APPLICATION_MAIL = defineMail({
  name: 'application',
  params: z.object({
    name: zGreetingName,
    event: z.enum(APPLICATION_MAIL_EVENTS),
    opportunity: zRequired,
    other: zRequired,
    link: zMailLink,
    details: z.string().optional(),
    interviewDate: z.string().optional(),
    interviewTime: z.string().optional(),
    interviewPlace: z.string().optional(),
    interviewLink: z.string().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
  }),
  // Every step of an application, the interview invitation among them.
  class: 'transactional',
  render: (params, ctx) => {
    const s = texts(ctx.lang).mailApplications;
    const t = s[params.event];
    // Names and titles were typed by people: one line each (the HTML escapes them).
    const opportunity = oneLine(params.opportunity);
    const lines = [t.intro(oneLine(params.other), opportunity)];
    if (params.interviewDate && params.interviewTime) {
      const instant = programmeInstant(params.interviewDate, params.interviewTime);
      const zone = instant ? ` (${s.zone(programmeOffset(new Date(instant)))})` : '';
      lines.push(`${s.when}: ${displayDate(params.interviewDate)}, ${params.interviewTime}${zone}`);
      if (params.interviewPlace) lines.push(`${s.place}: ${oneLine(params.interviewPlace)}`);
      if (params.interviewLink) lines.push(`${s.join}: ${oneLine(params.interviewLink)}`);
    } else if (params.startDate && params.endDate)
      lines.push(`${s.dates}: ${displayDate(params.startDate)} – ${displayDate(params.endDate)}`);
    else if (params.endDate) lines.push(`${s.newEnd}: ${displayDate(params.endDate)}`);
    if (params.details) lines.push(`${s.details}: ${oneLine(params.details)}`);
    return standardMail(ctx, {
      subject: t.subject(opportunity),
      name: params.name,
      lines,
      button: { href: params.link, label: t.button },
    });
  },
});

export type TApplicationMailParams = z.infer<typeof APPLICATION_MAIL.params>;

export const APPLICATIONS_MAILS = [APPLICATION_MAIL] as const satisfies readonly MailDefinition[];
