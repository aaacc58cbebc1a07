import { z } from 'zod';
import { SURVEY_TOKEN_DAYS, SURVEY_TYPES } from '@praktika/contracts/surveys';
import {
  defineMail,
  zGreetingName,
  zMailLink,
  zRequired,
  type MailDefinition,
} from '../../platform/mail/define-mail.ts';
import { texts } from '../../i18n/index.ts';
import { button, p } from '../../platform/mail/layout.ts';

/**
 * The survey e-mails (issue 11 §2): one mail, `survey`, whose `event` says whether the survey has just fallen
 * due or this is the one reminder. It goes to the respondent in their own language with TWO links: the signed-in
 * page (`link`: `/surveys/<id>` for interns, `/dashboard/surveys/<id>` for organisations and mentors) and the
 * phone link (`mobileLink`: `/mobilesurvey?token=…`, no sign-in, valid SURVEY_TOKEN_DAYS days).
 *
 * Params: `event` (`due` | `reminder`), `surveyType`, `link`, `mobileLink`, `name` (optional), `subject` (what the
 * survey is about: the internship's title or the intern's name; optional).
 */
export const SURVEY_MAIL_EVENTS = ['due', 'reminder'] as const;
export type TSurveyMailEvent = (typeof SURVEY_MAIL_EVENTS)[number];

/** A survey fell due, or its one reminder: two links, signed in and phone. */
export const SURVEY_MAIL = defineMail({
  name: 'survey',
  params: z.object({
    name: zGreetingName,
    event: z.enum(SURVEY_MAIL_EVENTS),
    surveyType: z.enum(SURVEY_TYPES),
    link: zMailLink,
    mobileLink: zRequired,
    subject: z.string().optional(),
  }),
  // A survey falling due (an invitation to answer it) and its reminder.
  class: 'bulk',
  render: (params, ctx) => {
    const s = texts(ctx.lang).mailSurveys;
    const about = params.subject?.replace(/\s+/g, ' ').trim() || undefined;
    const kind = s.kind[params.surveyType];
    const lines = [
      params.event === 'reminder' ? s.reminder(kind, about) : s.due(kind, about),
      s.validity(SURVEY_TOKEN_DAYS),
    ];
    const hello = ctx.hello(params.name);
    return {
      subject: s.subject[params.event],
      text: [
        hello,
        '',
        ...lines,
        '',
        `${s.button}: ${params.link}`,
        `${s.mobile}: ${params.mobileLink}`,
        '',
        ctx.signature,
      ].join('\n'),
      html: ctx.layout([
        p(hello),
        ...lines.map(p),
        button(params.link, s.button),
        button(params.mobileLink, s.mobile),
      ]),
    };
  },
});

export const SURVEYS_MAILS = [SURVEY_MAIL] as const satisfies readonly MailDefinition[];
