import { z } from 'zod';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { standardMail } from '../../platform/mail/layout.ts';
import { format, texts } from '../../i18n/index.ts';

/**
 * The certificates' e-mail (issue 20 §3): a certificate is ready, to its holder in their e-mail language, queued in
 * the transaction that issues it (the completion of the internship or training, or a reissue).
 *
 * Params: `kind` (JOB|TRAINING), `title`, `organisation`, `code` (in its printed groups), `verifyLink` (the public
 * verify page), `link` (the intern's page that downloads it), `name` (greeting).
 */
export const CERTIFICATE_READY_MAIL = defineMail({
  name: 'certificate-ready',
  params: z.object({
    name: zGreetingName,
    kind: z.enum(['JOB', 'TRAINING']),
    title: zRequired,
    organisation: zRequired,
    code: zRequired,
    verifyLink: zMailLink,
    link: zMailLink,
  }),
  class: 'transactional',
  render: (params, ctx) => {
    const s = texts(ctx.lang).mailCertificates;
    return standardMail(ctx, {
      subject: s.subject,
      name: params.name,
      lines: [
        format(s.ready[params.kind], { title: params.title, organisation: params.organisation }),
        format(s.code, { code: params.code, url: params.verifyLink }),
      ],
      button: { href: params.link, label: s.button },
    });
  },
});

export const CERTIFICATES_MAILS = [CERTIFICATE_READY_MAIL] as const satisfies readonly MailDefinition[];
