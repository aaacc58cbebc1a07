import { z } from 'zod';
import { centsText } from '@praktika/contracts/stipends';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { countText, format, texts } from '../../i18n/index.ts';
import { button, oneLine, p, type MailContext, type RenderedMail } from '../../platform/mail/layout.ts';

/**
 * The stipends' e-mails, in the recipient's language:
 * - `stipendReminder` (to an organisation, from the 5th of a month): `count` months still to confirm, `link`.
 * - `stipendPaid` (to the intern when their line's run is marked paid): `month` (`YYYY-MM-01`), `amountCents`,
 *   `reference`, `link`.
 */

/** `2026-11-01` → `11/2026`. */
export const monthText = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

function notice(
  ctx: MailContext,
  mail: {
    subject: string;
    name: string | undefined;
    lines: string[];
    button: { href: string; label: string };
  },
): RenderedMail {
  const hello = ctx.hello(mail.name);
  return {
    subject: mail.subject,
    text: [hello, '', ...mail.lines, '', `${mail.button.label}: ${mail.button.href}`, '', ctx.signature].join(
      '\n',
    ),
    html: ctx.layout([p(hello), ...mail.lines.map(p), button(mail.button.href, mail.button.label)]),
  };
}

export const STIPEND_REMINDER_MAIL = defineMail({
  name: 'stipendReminder',
  params: z.object({ name: zGreetingName, count: z.number().int().min(1), link: zMailLink }),
  class: 'transactional',
  render: (params, ctx) => {
    const t = texts(ctx.lang).stipends.reminder;
    return notice(ctx, {
      subject: t.subject,
      name: params.name,
      lines: [countText(ctx.lang, t.intro, params.count), t.why],
      button: { href: params.link, label: t.button },
    });
  },
});

export const STIPEND_PAID_MAIL = defineMail({
  name: 'stipendPaid',
  params: z.object({
    name: zGreetingName,
    month: zRequired,
    amountCents: z.number().int().min(0),
    reference: zRequired,
    link: zMailLink,
  }),
  class: 'transactional',
  render: (params, ctx) => {
    const t = texts(ctx.lang).stipends.paid;
    return notice(ctx, {
      subject: t.subject,
      name: params.name,
      lines: [
        format(t.intro, { month: monthText(params.month) }),
        `${t.amount}: ${centsText(params.amountCents)} €`,
        `${t.reference}: ${oneLine(params.reference)}`,
      ],
      button: { href: params.link, label: t.button },
    });
  },
});

export const STIPENDS_MAILS = [
  STIPEND_REMINDER_MAIL,
  STIPEND_PAID_MAIL,
] as const satisfies readonly MailDefinition[];
