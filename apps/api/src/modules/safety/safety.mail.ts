import { z } from 'zod';
import { displayDate } from '@praktika/contracts/dates';
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
import { button, oneLine, p, pre } from '../../platform/mail/layout.ts';

/**
 * The e-mails of cancellations and red flags, in sq, sr and en:
 * - `cancellation` (to the other party and the admins): `kind` (JOB|TRAINING), `title`, `intern`, `organisation`,
 *   `initiator` (INTERN|BUSINESS|ADMIN), `lastDay` (YYYY-MM-DD), `reasons` (codes), `link`; optional `name`
 *   (greeting) and `reasonText`.
 * - `redFlag` (to the admins only, never the reported party): `reported` (BUSINESS|INTERN), `subject` (the reported
 *   organisation's or intern's name), `reporterRole` (intern|business|mentor), `reasons`, `priority`
 *   (NORMAL|HIGH), `link`. The written text and the reporter's name stay in the dashboard, out of mailboxes.
 */

/** The reasons' labels, in the order given (an unknown code as it is). */
function labels<K extends string>(codes: readonly K[], names: Record<K, string>): string {
  return codes.map((c) => names[c] ?? c).join(', ');
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
    const hello = ctx.hello(params.name);
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
    return {
      subject: t.subject[kind](title),
      text: [
        hello,
        '',
        t.intro[kind],
        '',
        ...lines,
        ...(written ? ['', `${t.reasonText}:`, written] : []),
        '',
        `${t.button}: ${params.link}`,
        '',
        ctx.signature,
      ].join('\n'),
      html: ctx.layout([
        p(hello),
        p(t.intro[kind]),
        ...lines.map(p),
        ...(written ? [p(`${t.reasonText}:`), pre(written)] : []),
        button(params.link, t.button),
      ]),
    };
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
    const hello = ctx.hello(params.name);
    const subjectName = oneLine(params.subject);
    const lines = [
      `${t.reported[params.reported]}: ${subjectName}`,
      `${t.reportedBy}: ${t.reporters[params.reporterRole]}`,
      `${t.reasons}: ${labels(params.reasons, t.reasonLabels)}`,
      `${t.priority}: ${t.priorities[params.priority]}`,
    ];
    return {
      subject: `${params.priority === 'HIGH' ? t.highPrefix : ''}${t.subject(subjectName)}`,
      text: [
        hello,
        '',
        t.intro,
        '',
        ...lines,
        '',
        t.note,
        '',
        `${t.button}: ${params.link}`,
        '',
        ctx.signature,
      ].join('\n'),
      html: ctx.layout([p(hello), p(t.intro), ...lines.map(p), p(t.note), button(params.link, t.button)]),
    };
  },
});

export type TCancellationMailParams = z.infer<typeof CANCELLATION_MAIL.params>;

export const SAFETY_MAILS = [CANCELLATION_MAIL, RED_FLAG_MAIL] as const satisfies readonly MailDefinition[];
