import { z } from 'zod';
import { displayDate, programmeWallClock } from '@praktika/contracts/dates';
import { CANCELLATION_REASONS, RED_FLAG_REASONS } from '@praktika/contracts/safety';
import {
  defineMail,
  splitCodes,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { button, oneLine, p, pre, type MailContext, type RenderedMail } from '../../platform/mail/layout.ts';

/**
 * The e-mails of cancellations and red flags, in sq, sr and en:
 * - `cancellation` (to the other party and the admins): `kind` (JOB|TRAINING), `title`, `intern`, `organisation`,
 *   `initiator` (INTERN|BUSINESS|ADMIN), `lastDay` (YYYY-MM-DD), `reasons` (codes), `link`; optional `name`
 *   (greeting) and `reasonText`.
 * - `redFlag` (to the admins only, never the reported party): `reported` (BUSINESS|INTERN), `subject` (the reported
 *   organisation's or intern's name), `reporterRole` (intern|business|mentor), `reasons`, `priority`
 *   (NORMAL|HIGH), `link`. The written text and the reporter's name stay in the dashboard, out of mailboxes.
 * - `redFlagOverdue` (to the admins): an open HIGH report past its deadline: `reported`, `subject`, `reasons`,
 *   `status` (NEW|IN_REVIEW), `createdAt` and `respondBy` (ISO instants), `link`.
 */

/** The reasons' labels, in the order given (an unknown code as it is). */
function labels<K extends string>(codes: readonly K[], names: Record<K, string>): string {
  return codes.map((c) => names[c] ?? c).join(', ');
}

/**
 * Both safety e-mails: the greeting, the intro, the facts one per line, an optional closing part (`text` lines,
 * `html` blocks) after a blank line, and the button to the dashboard.
 */
function safetyNotice(
  ctx: MailContext,
  mail: {
    subject: string;
    name: string | undefined;
    intro: string;
    facts: string[];
    closing?: { text: string[]; html: string[] };
    button: { href: string; label: string };
  },
): RenderedMail {
  const hello = ctx.hello(mail.name);
  const closing = mail.closing ?? { text: [], html: [] };
  return {
    subject: mail.subject,
    text: [
      hello,
      '',
      mail.intro,
      '',
      ...mail.facts,
      ...(closing.text.length ? ['', ...closing.text] : []),
      '',
      `${mail.button.label}: ${mail.button.href}`,
      '',
      ctx.signature,
    ].join('\n'),
    html: ctx.layout([
      p(hello),
      p(mail.intro),
      ...mail.facts.map(p),
      ...closing.html,
      button(mail.button.href, mail.button.label),
    ]),
  };
}

/** A cancelled engagement: to the other party and the admins. */
export const CANCELLATION_MAIL = defineMail({
  name: 'cancellation',
  params: z.object({
    name: zGreetingName,
    kind: z.enum(['JOB', 'TRAINING']),
    title: zRequired,
    intern: zRequired,
    organisation: zRequired,
    initiator: z.enum(['INTERN', 'BUSINESS', 'ADMIN']),
    lastDay: zRequired,
    reasons: z.array(z.enum(CANCELLATION_REASONS)).min(1),
    reasonText: z.string().optional(),
    link: zMailLink,
  }),
  class: 'transactional',
  // Queued by the previous release: `reasons` joined by commas.
  legacy: (params) => splitCodes(params, 'reasons'),
  render: (params, ctx) => {
    const t = texts(ctx.lang).mailSafety.cancellation;
    const kind = params.kind;
    const title = oneLine(params.title);
    const lines = [
      `${t.opportunity[kind]}: ${title}`,
      `${t.intern}: ${oneLine(params.intern)}`,
      `${t.organisation}: ${oneLine(params.organisation)}`,
      `${t.by}: ${t.initiators[params.initiator]}`,
      `${t.lastDay}: ${displayDate(params.lastDay)}`,
      `${t.reasons}: ${labels(params.reasons, t.reasonLabels)}`,
    ];
    const written = params.reasonText?.trim();
    return safetyNotice(ctx, {
      subject: t.subject[kind](title),
      name: params.name,
      intro: t.intro[kind],
      facts: lines,
      closing: written
        ? { text: [`${t.reasonText}:`, written], html: [p(`${t.reasonText}:`), pre(written)] }
        : undefined,
      button: { href: params.link, label: t.button },
    });
  },
});

/** A new red flag: to the admins only, never the reported party. */
export const RED_FLAG_MAIL = defineMail({
  name: 'redFlag',
  params: z.object({
    name: zGreetingName,
    reported: z.enum(['BUSINESS', 'INTERN']),
    subject: zRequired,
    reporterRole: z.enum(['intern', 'business', 'mentor']),
    reasons: z.array(z.enum(RED_FLAG_REASONS)).min(1),
    priority: z.enum(['NORMAL', 'HIGH']),
    link: zMailLink,
  }),
  class: 'transactional',
  // Queued by the previous release: `reasons` joined by commas.
  legacy: (params) => splitCodes(params, 'reasons'),
  render: (params, ctx) => {
    const t = texts(ctx.lang).mailSafety.redFlag;
    const subjectName = oneLine(params.subject);
    const lines = [
      `${t.reported[params.reported]}: ${subjectName}`,
      `${t.reportedBy}: ${t.reporters[params.reporterRole]}`,
      `${t.reasons}: ${labels(params.reasons, t.reasonLabels)}`,
      `${t.priority}: ${t.priorities[params.priority]}`,
    ];
    return safetyNotice(ctx, {
      subject: `${params.priority === 'HIGH' ? t.highPrefix : ''}${t.subject(subjectName)}`,
      name: params.name,
      intro: t.intro,
      facts: lines,
      closing: { text: [t.note], html: [p(t.note)] },
      button: { href: params.link, label: t.button },
    });
  },
});

/** `DD/MM/YYYY HH:MM` on Priština's clock (the instant as it is when not a date). */
function wallTime(instant: string): string {
  const wall = programmeWallClock(instant);
  return wall ? `${displayDate(wall.date)} ${wall.time}` : instant;
}

/**
 * An open HIGH report past its response deadline: to every active admin when it becomes overdue, and again every
 * 24 hours while it stays open (`safety.alertOverdue`). Like `redFlag`, no text and no reporter.
 */
export const RED_FLAG_OVERDUE_MAIL = defineMail({
  name: 'redFlagOverdue',
  params: z.object({
    name: zGreetingName,
    reported: z.enum(['BUSINESS', 'INTERN']),
    subject: zRequired,
    reasons: z.array(z.enum(RED_FLAG_REASONS)).min(1),
    status: z.enum(['NEW', 'IN_REVIEW']),
    /** ISO instants. */
    createdAt: zRequired,
    respondBy: zRequired,
    link: zMailLink,
  }),
  class: 'transactional',
  render: (params, ctx) => {
    const t = texts(ctx.lang).mailSafety;
    const o = t.redFlagOverdue;
    const subjectName = oneLine(params.subject);
    return safetyNotice(ctx, {
      subject: o.subject(subjectName),
      name: params.name,
      intro: o.intro,
      facts: [
        `${t.redFlag.reported[params.reported]}: ${subjectName}`,
        `${t.redFlag.reasons}: ${labels(params.reasons, t.redFlag.reasonLabels)}`,
        `${t.redFlag.priority}: ${t.redFlag.priorities.HIGH}`,
        `${o.status}: ${o.statuses[params.status]}`,
        `${o.reported}: ${wallTime(params.createdAt)}`,
        `${o.deadline}: ${wallTime(params.respondBy)}`,
      ],
      closing: { text: [o.note], html: [p(o.note)] },
      button: { href: params.link, label: o.button },
    });
  },
});

export type TCancellationMailParams = z.infer<typeof CANCELLATION_MAIL.params>;

export const SAFETY_MAILS = [
  CANCELLATION_MAIL,
  RED_FLAG_MAIL,
  RED_FLAG_OVERDUE_MAIL,
] as const satisfies readonly MailDefinition[];
