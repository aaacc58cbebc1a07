import { z } from 'zod';
import { CONFIRMATION_CODE_TTL_MINUTES } from '@praktika/contracts/auth';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { button, codeBlock, p } from '../../platform/mail/layout.ts';

const ZConfirmationParams = z.object({ name: zGreetingName, code: zRequired, link: zMailLink });

function confirmationMail<const N extends 'confirmation' | 'resend'>(name: N) {
  return defineMail({
    name,
    params: ZConfirmationParams,
    class: 'transactional',
    render: ({ name: recipient, code, link }, ctx) => {
      const t = texts(ctx.lang).mailAccounts[name];
      const hello = ctx.hello(recipient);
      return {
        subject: t.subject,
        text: [
          hello,
          '',
          t.intro,
          '',
          `${t.linkIntro} (${t.button})`,
          link,
          '',
          t.codeIntro,
          '',
          `    ${code}`,
          '',
          t.validity(CONFIRMATION_CODE_TTL_MINUTES),
          t.outro,
          '',
          ctx.signature,
        ].join('\n'),
        html: ctx.layout([
          p(hello),
          p(t.intro),
          p(t.linkIntro),
          button(link, t.button),
          p(t.codeIntro),
          codeBlock(t.codeLabel, code),
          p(t.validity(CONFIRMATION_CODE_TTL_MINUTES)),
          p(t.outro),
        ]),
      };
    },
  });
}

/** After signing up: the link and the code that confirm the account. */
export const CONFIRMATION_MAIL = confirmationMail('confirmation');
/** A new code and link on request (the previous ones no longer work). */
export const RESEND_MAIL = confirmationMail('resend');

/** A password reset link (valid for an hour). */
export const RESET_MAIL = defineMail({
  name: 'reset',
  params: z.object({ name: zGreetingName, link: zMailLink }),
  class: 'transactional',
  render: ({ name, link }, ctx) => {
    const t = texts(ctx.lang).mailAccounts.reset;
    const hello = ctx.hello(name);
    return {
      subject: t.subject,
      text: [hello, '', t.intro, link, '', t.validity, t.ignore, '', ctx.signature].join('\n'),
      html: ctx.layout([p(hello), p(t.intro), button(link, t.button), p(t.validity), p(t.ignore)]),
    };
  },
});

export const ACCOUNTS_MAILS = [
  CONFIRMATION_MAIL,
  RESEND_MAIL,
  RESET_MAIL,
] as const satisfies readonly MailDefinition[];
