import { z } from 'zod';
import { defineMail, zRequired, type MailDefinition } from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { p, pre } from '../../platform/mail/layout.ts';

/** A visitor's message from the contact form, to the programme's address. */
export const CONTACT_MAIL = defineMail({
  name: 'contact',
  params: z.object({ name: zRequired, email: zRequired, message: zRequired }),
  class: 'transactional',
  render: ({ name, email, message }, ctx) => {
    // Everything here was typed by a visitor: escaped in the HTML, kept out of links, one line in the subject.
    const t = texts(ctx.lang).mailContact.contact;
    const sender = name.replace(/\s+/g, ' ').trim();
    return {
      subject: t.subject(sender),
      text: [t.intro, '', `${t.name}: ${sender}`, `${t.email}: ${email}`, '', `${t.message}:`, message].join(
        '\n',
      ),
      html: ctx.layout([
        p(t.intro),
        p(`${t.name}: ${sender}`),
        p(`${t.email}: ${email}`),
        p(`${t.message}:`),
        pre(message),
      ]),
    };
  },
});

export const CONTACT_MAILS = [CONTACT_MAIL] as const satisfies readonly MailDefinition[];
