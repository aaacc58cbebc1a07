import { Plural } from '../shape.ts';

/** Labels of the reports' rows that are not catalogue items, organisations or postings (modules/reports). */
export const reports = {
  unspecified: 'E papërcaktuar',
  genders: { M: 'Mashkull', F: 'Femër', O: 'Tjetër' },
  statuses: {
    INVITED: 'Ftuar',
    APPLIED: 'Aplikuar',
    SHORTLISTED: 'Në listën e ngushtë',
    NOT_SHORTLISTED: 'Jo në listën e ngushtë',
    INTERVIEW: 'Intervistë',
    ACCEPTED_FOR_VALIDATION: 'Pranuar, në pritje të validimit',
    APPROVED: 'Miratuar',
    HIRED: 'Punësuar',
    EXTENDED: 'Vazhduar',
    COMPLETED: 'Përfunduar',
    DECLINED: 'Refuzuar nga praktikanti',
    WITHDRAWN: 'Tërhequr',
    REFUSED: 'Jo e validuar',
    CANCELLED: 'Anuluar',
  },
  /** Programme info: how far the interns registered in the period got. */
  stages: {
    REGISTERED: 'Të regjistruar',
    CV_FILLED: 'Me CV të plotësuar',
    APPLIED: 'Kanë aplikuar',
    INVITED: 'Të ftuar nga organizatat',
    INTERVIEWED: 'Të intervistuar',
    ACCEPTED: 'Të pranuar për praktikë',
    ENGAGED: 'Kanë filluar praktikën',
    COMPLETED: 'Kanë përfunduar praktikën',
    EMPLOYED: 'Me ofertë punësimi',
    MENTORED: 'Me mentor',
    TRAINED: 'Kanë ndjekur trajnim',
  },
  /** Spots of postings and trainings. */
  spots: { TAKEN: 'Vende të zëna', OPEN: 'Vende të lira' },
  /** Postings and trainings by their deadline. */
  openings: { OPEN: 'Të hapura', CLOSED: 'Të mbyllura' },
  outcomes: {
    OFFERED_EMPLOYMENT: 'Ofertë punësimi',
    EXTENDED_INTERNSHIP: 'Praktikë e vazhduar',
    NO_CONTINUATION: 'Pa vazhdim',
  },
  /** "{{count}} interns" under the mentors' BY_INTERNS breakdown. */
  mentees: new Plural({ one: '{{count}} praktikant', other: '{{count}} praktikantë' }),
  /** Ages: "{{age}} vjeç". */
  age: '{{age}} vjeç',
};
