import type { mailSurveys as reference } from '../sq/mail-surveys.ts';
import type { Mirror } from '../shape.ts';

export const mailSurveys: Mirror<typeof reference> = {
  subject: { due: 'Čeka vas anketa', reminder: 'Podsetnik: vaša anketa vas još čeka' },
  kind: {
    PRE: 'anketu na početku vaše prakse',
    POST: 'anketu na kraju vaše prakse',
    MENTOR: 'anketu za mentore',
    ORGANISATION: 'anketu za organizacije',
  },
  due: (k, a) => `Molimo vas da popunite ${k}${a ? ` (${a})` : ''}. Traje nekoliko minuta i pomaže programu.`,
  reminder: (k, a) => `Podsetnik: ${k}${a ? ` (${a})` : ''} još čeka vaše odgovore.`,
  button: 'Otvori anketu',
  mobile: 'Na telefonu, bez prijave',
  validity: (d) => `Link za telefon važi ${d} dana.`,
};
