import { z } from 'zod';
import { GUARDIAN_TOKEN_TTL_DAYS } from '@praktika/contracts/guardian';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { oneLine, standardMail } from '../../platform/mail/layout.ts';

/**
 * Issue 22 §2. To the parent or guardian of an intern aged 16 or 17, in the intern's e-mail language: the programme,
 * the data kept, and the single-use link to consent or refuse (GUARDIAN_TOKEN_TTL_DAYS).
 */
export const GUARDIAN_REQUEST_MAIL = defineMail({
  name: 'guardianRequest',
  params: z.object({ name: zGreetingName, intern: zRequired, link: zMailLink }),
  class: 'transactional',
  render: (params, ctx) => {
    const t = texts(ctx.lang).mailGuardian.request;
    const intern = oneLine(params.intern);
    return standardMail(ctx, {
      subject: t.subject(intern),
      name: params.name,
      lines: [
        t.intro(intern),
        t.programme,
        `${t.dataIntro} ${t.data}`,
        t.sensitive,
        t.noConsent,
        t.decide,
        t.validity(GUARDIAN_TOKEN_TTL_DAYS),
        t.ignore,
      ],
      button: { href: params.link, label: t.button },
    });
  },
});

/** After a consent: thanks, and the link that withdraws it. */
export const GUARDIAN_CONFIRMED_MAIL = defineMail({
  name: 'guardianConfirmed',
  params: z.object({ name: zGreetingName, intern: zRequired, link: zMailLink }),
  class: 'transactional',
  render: (params, ctx) => {
    const t = texts(ctx.lang).mailGuardian.confirmed;
    const intern = oneLine(params.intern);
    return standardMail(ctx, {
      subject: t.subject(intern),
      name: params.name,
      lines: [t.intro(intern), t.withdraw],
      button: { href: params.link, label: t.button },
    });
  },
});

/** To the intern after a refusal or a withdrawal: their open applications ended. */
export const GUARDIAN_ENDED_MAIL = defineMail({
  name: 'guardianEnded',
  params: z.object({ name: zGreetingName, withdrawn: z.boolean(), link: zMailLink }),
  class: 'transactional',
  render: (params, ctx) => {
    const t = texts(ctx.lang).mailGuardian.ended;
    return standardMail(ctx, {
      subject: t.subject,
      name: params.name,
      lines: [params.withdrawn ? t.withdrawn : t.refused, t.applications],
      button: { href: params.link, label: t.button },
    });
  },
});

export const GUARDIAN_MAILS = [
  GUARDIAN_REQUEST_MAIL,
  GUARDIAN_CONFIRMED_MAIL,
  GUARDIAN_ENDED_MAIL,
] as const satisfies readonly MailDefinition[];
