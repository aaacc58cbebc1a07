import type { cv as reference } from '../sq/cv.ts';
import type { Mirror } from '../shape.ts';

export const cv: Mirror<typeof reference> = {
  title: 'Biografija',
  contact: 'Kontakt',
  email: 'E-pošta',
  phone: 'Telefon',
  municipality: 'Opština',
  education: 'Obrazovanje',
  experience: 'Iskustvo',
  languages: 'Jezici',
  speaking: 'govor',
  writing: 'pisanje',
  skills: 'Veštine',
  categories: 'Oblasti interesovanja',
  availability: 'Dostupnost',
  otherEngagements: 'Ostali angažmani',
  fieldOfStudy: 'Smer',
  present: 'sada',
  studying: 'u toku',
  educationTypes: {
    HIGH_SCHOOL: 'Srednja škola',
    PROFESSIONAL_SCHOOL: 'Stručna škola',
    UNIVERSITY: 'Univerzitet',
  },
  experienceTypes: { INTERNSHIP: 'Praksa', JOB: 'Posao' },
  levels: { NATIVE: 'maternji', BEGINNER: 'početni', INTERMEDIATE: 'srednji', FLUENT: 'tečno' },
};
