import { z } from 'zod';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { button, oneLine, p, pre, standardMail } from '../../platform/mail/layout.ts';

/** To a mentor an admin has approved. */
export const MENTOR_APPROVED_MAIL = defineMail({
  name: 'mentorApproved',
  params: z.object({ name: zGreetingName, link: zMailLink }),
  class: 'transactional',
  render: ({ name, link }, ctx) => {
    const t = texts(ctx.lang).mailPeople.mentorApproved;
    return standardMail(ctx, {
      subject: t.subject,
      name,
      lines: [t.intro],
      button: { href: link, label: t.button },
    });
  },
});

/** To each admin: an organisation asks to change its entity type, number or legal name. */
export const CHANGE_REQUEST_MAIL = defineMail({
  name: 'changeRequest',
  params: z.object({
    name: zGreetingName,
    organisation: zRequired,
    /** One of `businessName`, `businessNumber`, `businessType` (another is written as it is). */
    field: zRequired,
    oldValue: zRequired,
    newValue: zRequired,
    reason: zRequired,
    email: zRequired,
    link: zMailLink,
  }),
  class: 'transactional',
  render: ({ name, organisation, field, oldValue, newValue, reason, email, link }, ctx) => {
    // The organisation typed the new value and the reason: escaped in the HTML, one line in the subject.
    const t = texts(ctx.lang).mailPeople.changeRequest;
    const hello = ctx.hello(name);
    const org = oneLine(organisation);
    const fieldName = t.fields[field as keyof typeof t.fields] ?? field;
    const lines = [
      `${t.field}: ${fieldName}`,
      `${t.oldValue}: ${oldValue}`,
      `${t.newValue}: ${newValue}`,
      `${t.email}: ${email}`,
    ];
    return {
      subject: t.subject(org),
      text: [
        hello,
        '',
        t.intro(org),
        '',
        ...lines,
        '',
        `${t.reason}:`,
        reason,
        '',
        link,
        '',
        ctx.signature,
      ].join('\n'),
      html: ctx.layout([
        p(hello),
        p(t.intro(org)),
        ...lines.map(p),
        p(`${t.reason}:`),
        pre(reason),
        button(link, t.button),
      ]),
    };
  },
});

/** To an organisation an admin has verified (issue 22 §3). */
export const ORGANISATION_VERIFIED_MAIL = defineMail({
  name: 'organisationVerified',
  params: z.object({ name: zGreetingName, link: zMailLink }),
  class: 'transactional',
  render: ({ name, link }, ctx) => {
    const t = texts(ctx.lang).mailPeople.organisationVerified;
    return standardMail(ctx, {
      subject: t.subject,
      name,
      lines: [t.intro],
      button: { href: link, label: t.button },
    });
  },
});

/** To an organisation an admin has not verified, with the admin's reason (issue 22 §3). */
export const ORGANISATION_REJECTED_MAIL = defineMail({
  name: 'organisationRejected',
  params: z.object({ name: zGreetingName, reason: zRequired, link: zMailLink }),
  class: 'transactional',
  render: ({ name, reason, link }, ctx) => {
    // The admin typed the reason: escaped in the HTML, its line breaks kept.
    const t = texts(ctx.lang).mailPeople.organisationRejected;
    const hello = ctx.hello(name);
    return {
      subject: t.subject,
      text: [
        hello,
        '',
        t.intro,
        '',
        `${t.reason}:`,
        reason,
        '',
        t.next,
        '',
        `${t.button}: ${link}`,
        '',
        ctx.signature,
      ].join('\n'),
      html: ctx.layout([
        p(hello),
        p(t.intro),
        p(`${t.reason}:`),
        pre(reason),
        p(t.next),
        button(link, t.button),
      ]),
    };
  },
});

export const PEOPLE_MAILS = [
  MENTOR_APPROVED_MAIL,
  CHANGE_REQUEST_MAIL,
  ORGANISATION_VERIFIED_MAIL,
  ORGANISATION_REJECTED_MAIL,
] as const satisfies readonly MailDefinition[];
