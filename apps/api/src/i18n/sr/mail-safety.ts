import type { mailSafety as reference } from '../sq/mail-safety.ts';
import type { Mirror } from '../shape.ts';

export const mailSafety: Mirror<typeof reference> = {
  cancellation: {
    subject: { JOB: (t) => `Praksa je otkazana: ${t}`, TRAINING: (t) => `Obuka je otkazana: ${t}` },
    intro: { JOB: 'Jedna praksa je otkazana.', TRAINING: 'Jedna obuka je otkazana.' },
    opportunity: { JOB: 'Praksa', TRAINING: 'Obuka' },
    intern: 'Praktikant',
    organisation: 'Organizacija',
    by: 'Otkazano od strane',
    initiators: {
      INTERN: 'praktikanta',
      BUSINESS: 'organizacije',
      ADMIN: 'administratora programa',
    },
    lastDay: 'Poslednji dan',
    reasons: 'Razlozi',
    reasonLabels: {
      INTERN_RESIGNATION: 'Ostavka praktikanta',
      LACK_OF_CAPACITY: 'Nedostatak prostora ili kapaciteta',
      OTHER: 'Drugo',
    },
    reasonText: 'Pisani razlog',
    button: 'Otvorite u Praktika',
  },
  redFlag: {
    subject: (n) => `Nova prijava za ${n}`,
    highPrefix: '[Visok prioritet] ',
    intro: 'Neko je podneo prijavu (crvena zastavica) na Praktika. Pregledajte je na tabli prijava.',
    reported: { BUSINESS: 'Prijavljena organizacija', INTERN: 'Prijavljeni praktikant' },
    reportedBy: 'Prijavu podneo/la',
    reporters: { intern: 'praktikant', business: 'organizacija', mentor: 'mentor' },
    reasons: 'Razlozi',
    reasonLabels: {
      UNSAFE_CONDITIONS: 'Nebezbedni uslovi',
      HARASSMENT: 'Uznemiravanje',
      DISCRIMINATION: 'Diskriminacija',
      UNPAID_WORK: 'Neplaćeni rad',
      NOT_AS_DESCRIBED: 'Nije kako je opisano',
      NO_SHOW: 'Nepojavljivanje',
      MISCONDUCT: 'Nedolično ponašanje',
      OTHER: 'Drugo',
    },
    priority: 'Prioritet',
    priorities: { NORMAL: 'Normalan', HIGH: 'Visok' },
    note: 'Detalji su na Praktika. Prijavljena strana se ne obaveštava.',
    button: 'Otvorite prijave',
  },
  redFlagOverdue: {
    subject: (n) => `[Rok je istekao] Prijava za ${n} čeka odgovor`,
    intro:
      'Prijava visokog prioriteta je i dalje otvorena, a rok za odgovor (24 sata) je istekao. Molimo vas da je obradite što pre.',
    status: 'Status',
    statuses: { NEW: 'Nova', IN_REVIEW: 'U razmatranju' },
    deadline: 'Rok za odgovor',
    reported: 'Prijavljeno',
    note: 'Ovaj podsetnik se šalje svakog dana dok prijava ne bude rešena.',
    button: 'Otvorite prijave',
  },
};
