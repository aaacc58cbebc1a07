import type { reports as reference } from '../sq/reports.ts';
import { Plural, type Mirror } from '../shape.ts';

export const reports: Mirror<typeof reference> = {
  unspecified: 'Nije navedeno',
  genders: { M: 'Muški', F: 'Ženski', O: 'Drugo' },
  statuses: {
    INVITED: 'Pozvan/a',
    APPLIED: 'Prijavljen/a',
    SHORTLISTED: 'Na užoj listi',
    NOT_SHORTLISTED: 'Nije na užoj listi',
    INTERVIEW: 'Intervju',
    ACCEPTED_FOR_VALIDATION: 'Prihvaćen/a, čeka potvrdu',
    APPROVED: 'Odobren/a',
    HIRED: 'Zaposlen/a',
    EXTENDED: 'Produženo',
    COMPLETED: 'Završeno',
    DECLINED: 'Odbijeno od strane praktikanta',
    WITHDRAWN: 'Povučeno',
    REFUSED: 'Nije potvrđeno',
    CANCELLED: 'Otkazano',
  },
  stages: {
    REGISTERED: 'Registrovani',
    CV_FILLED: 'Sa popunjenim CV-jem',
    APPLIED: 'Prijavili su se',
    INVITED: 'Pozvani od organizacija',
    INTERVIEWED: 'Bili na intervjuu',
    ACCEPTED: 'Primljeni na praksu',
    ENGAGED: 'Započeli praksu',
    COMPLETED: 'Završili praksu',
    EMPLOYED: 'Sa ponudom za posao',
    MENTORED: 'Sa mentorom',
    TRAINED: 'Pohađali obuku',
  },
  spots: { TAKEN: 'Popunjena mesta', OPEN: 'Slobodna mesta' },
  openings: { OPEN: 'Otvoreni', CLOSED: 'Zatvoreni' },
  outcomes: {
    OFFERED_EMPLOYMENT: 'Ponuda za posao',
    EXTENDED_INTERNSHIP: 'Produžena praksa',
    NO_CONTINUATION: 'Bez nastavka',
  },
  mentees: new Plural({
    one: '{{count}} praktikant',
    few: '{{count}} praktikanta',
    other: '{{count}} praktikanata',
  }),
  age: '{{age}} god.',
};
