import type { surveys as reference } from '../sq/surveys.ts';
import type { Mirror } from '../shape.ts';

export const surveys: Mirror<typeof reference> = {
  export: {
    submittedAt: 'Poslato',
    version: 'Verzija',
    role: 'Uloga ispitanika',
    intern: 'Praktikant',
    organisation: 'Organizacija',
    mentor: 'Mentor',
    municipality: 'Opština',
    gender: 'Pol',
    revision: 'revizija',
    other: 'drugo',
  },
  roles: {
    intern: 'Praktikant',
    business: 'Organizacija',
    mentor: 'Mentor',
  },
  genders: {
    M: 'Muški',
    F: 'Ženski',
    O: 'Drugo',
  },
};
