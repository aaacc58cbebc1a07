import type { TLanguage } from '@praktika/contracts/common';
import { SURVEY_TOKEN_DAYS, SURVEY_TYPES, type TSurveyType } from '@praktika/contracts/surveys';

/**
 * The survey e-mails (issue 11 §2): one template, `survey`, whose `event` says whether the survey has just fallen
 * due or this is the one reminder. It goes to the respondent in their own language with TWO links: the signed-in
 * page (`link`: `/surveys/<id>` for interns, `/dashboard/surveys/<id>` for organisations and mentors) and the
 * phone link (`mobileLink`: `/mobilesurvey?token=…`, no sign-in, valid SURVEY_TOKEN_DAYS days).
 *
 * Params: `event` (`due` | `reminder`), `surveyType`, `link`, `mobileLink`, `name` (optional), `subject` (what the
 * survey is about: the internship's title or the intern's name; optional).
 */
export const SURVEY_MAIL_EVENTS = ['due', 'reminder'] as const;
export type TSurveyMailEvent = (typeof SURVEY_MAIL_EVENTS)[number];

export const SURVEY_TEMPLATE_PARAMS = ['event', 'surveyType', 'link', 'mobileLink'] as const;

interface Texts {
  subject: Record<TSurveyMailEvent, string>;
  /** What the survey is, per type. */
  kind: Record<TSurveyType, string>;
  due: (kind: string, about: string | undefined) => string;
  reminder: (kind: string, about: string | undefined) => string;
  button: string;
  mobile: string;
  validity: (days: number) => string;
}

const STRINGS: Record<TLanguage, Texts> = {
  en: {
    subject: { due: 'A survey is waiting for you', reminder: 'Reminder: your survey is still waiting' },
    kind: {
      PRE: 'the survey at the start of your internship',
      POST: 'the survey at the end of your internship',
      MENTOR: 'the mentor survey',
      ORGANISATION: 'the organisation survey',
    },
    due: (k, a) =>
      `Please fill in ${k}${a ? ` (${a})` : ''}. It takes a few minutes and helps the programme.`,
    reminder: (k, a) => `A reminder: ${k}${a ? ` (${a})` : ''} is still waiting for your answers.`,
    button: 'Open the survey',
    mobile: 'On your phone, without signing in',
    validity: (d) => `The phone link works for ${d} days.`,
  },
  sq: {
    subject: { due: 'Një anketë ju pret', reminder: 'Kujtesë: anketa juaj ende ju pret' },
    kind: {
      PRE: 'anketën në fillim të praktikës suaj',
      POST: 'anketën në fund të praktikës suaj',
      MENTOR: 'anketën e mentorit',
      ORGANISATION: 'anketën e organizatës',
    },
    due: (k, a) =>
      `Ju lutemi plotësoni ${k}${a ? ` (${a})` : ''}. Merr vetëm pak minuta dhe e ndihmon programin.`,
    reminder: (k, a) => `Kujtesë: ${k}${a ? ` (${a})` : ''} ende pret përgjigjet tuaja.`,
    button: 'Hap anketën',
    mobile: 'Në telefon, pa u kyçur',
    validity: (d) => `Lidhja për telefon vlen ${d} ditë.`,
  },
  sr: {
    subject: { due: 'Čeka vas anketa', reminder: 'Podsetnik: vaša anketa vas još čeka' },
    kind: {
      PRE: 'anketu na početku vaše prakse',
      POST: 'anketu na kraju vaše prakse',
      MENTOR: 'anketu za mentore',
      ORGANISATION: 'anketu za organizacije',
    },
    due: (k, a) =>
      `Molimo vas da popunite ${k}${a ? ` (${a})` : ''}. Traje nekoliko minuta i pomaže programu.`,
    reminder: (k, a) => `Podsetnik: ${k}${a ? ` (${a})` : ''} još čeka vaše odgovore.`,
    button: 'Otvori anketu',
    mobile: 'Na telefonu, bez prijave',
    validity: (d) => `Link za telefon važi ${d} dana.`,
  },
};

export interface SurveyMailText {
  subject: string;
  lines: string[];
  button: string;
  mobile: { href: string; label: string };
}

export function surveyMailText(lang: TLanguage, params: Record<string, string>): SurveyMailText {
  const s = STRINGS[lang];
  const event: TSurveyMailEvent = params.event === 'reminder' ? 'reminder' : 'due';
  const type: TSurveyType = (SURVEY_TYPES as readonly string[]).includes(params.surveyType ?? '')
    ? (params.surveyType as TSurveyType)
    : 'PRE';
  const about = params.subject?.replace(/\s+/g, ' ').trim() || undefined;
  const kind = s.kind[type];
  return {
    subject: s.subject[event],
    lines: [
      event === 'reminder' ? s.reminder(kind, about) : s.due(kind, about),
      s.validity(SURVEY_TOKEN_DAYS),
    ],
    button: s.button,
    mobile: { href: params.mobileLink ?? '', label: s.mobile },
  };
}
