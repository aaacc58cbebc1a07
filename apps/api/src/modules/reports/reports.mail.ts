import { z } from 'zod';
import { displayDate, programmeWallClock } from '@praktika/contracts/dates';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { standardMail } from '../../platform/mail/layout.ts';
import { countText, format, texts } from '../../i18n/index.ts';

/**
 * The reports' e-mail (issue 19 §4): a large export written by a job is ready. It goes to the admin who asked, in
 * the language of the request, with the link to the statistics page that downloads it with their session (the
 * file is theirs only) and until when it is kept (EXPORT_JOB_TTL_HOURS).
 *
 * Params: `file` (its name), `rows`, `link`, `expiresAt` (an ISO instant, shown on Priština's clock), `name`.
 */
export const REPORT_EXPORT_READY_MAIL = defineMail({
  name: 'report-export-ready',
  params: z.object({
    name: zGreetingName,
    file: zRequired,
    rows: z.number().int().min(0),
    link: zMailLink,
    expiresAt: z.string().datetime({ offset: true }),
  }),
  // The answer to the admin's own request.
  class: 'transactional',
  render: (params, ctx) => {
    const s = texts(ctx.lang).mailReports;
    const until = programmeWallClock(params.expiresAt);
    return standardMail(ctx, {
      subject: s.subject,
      name: params.name,
      lines: [
        format(s.ready, { file: params.file, rows: countText(ctx.lang, s.rows, params.rows) }),
        format(s.validity, { until: until ? `${displayDate(until.date)} ${until.time}` : params.expiresAt }),
      ],
      button: { href: params.link, label: s.button },
    });
  },
});

export const REPORTS_MAILS = [REPORT_EXPORT_READY_MAIL] as const satisfies readonly MailDefinition[];
