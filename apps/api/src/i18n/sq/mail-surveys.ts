import type { TSurveyType } from '@praktika/contracts/surveys';

interface Texts {
  subject: Record<'due' | 'reminder', string>;
  /** What the survey is, per type. */
  kind: Record<TSurveyType, string>;
  due: (kind: string, about: string | undefined) => string;
  reminder: (kind: string, about: string | undefined) => string;
  button: string;
  mobile: string;
  validity: (days: number) => string;
}

/** The survey e-mails (`modules/surveys/surveys.mail.ts`): due and reminder. */
export const mailSurveys: Texts = {
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
};
