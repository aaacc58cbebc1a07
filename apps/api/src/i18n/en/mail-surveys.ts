import type { mailSurveys as reference } from '../sq/mail-surveys.ts';
import type { Mirror } from '../shape.ts';

export const mailSurveys: Mirror<typeof reference> = {
  subject: { due: 'A survey is waiting for you', reminder: 'Reminder: your survey is still waiting' },
  kind: {
    PRE: 'the survey at the start of your internship',
    POST: 'the survey at the end of your internship',
    MENTOR: 'the mentor survey',
    ORGANISATION: 'the organisation survey',
  },
  due: (k, a) => `Please fill in ${k}${a ? ` (${a})` : ''}. It takes a few minutes and helps the programme.`,
  reminder: (k, a) => `A reminder: ${k}${a ? ` (${a})` : ''} is still waiting for your answers.`,
  button: 'Open the survey',
  mobile: 'On your phone, without signing in',
  validity: (d) => `The phone link works for ${d} days.`,
};
