import type { TLanguage } from '@praktika/contracts/common';
import type { TEducationType, TExperienceType, TLanguageLevel } from '@praktika/contracts/cv';

/** The CV PDF's labels in the three languages (sr is Serbian Latin). The web app has its own in its locales. */
export interface CvLabels {
  title: string;
  contact: string;
  email: string;
  phone: string;
  municipality: string;
  education: string;
  experience: string;
  languages: string;
  speaking: string;
  writing: string;
  skills: string;
  categories: string;
  availability: string;
  otherEngagements: string;
  fieldOfStudy: string;
  present: string;
  studying: string;
  educationTypes: Record<TEducationType, string>;
  experienceTypes: Record<TExperienceType, string>;
  levels: Record<TLanguageLevel, string>;
}

export const CV_LABELS: Record<TLanguage, CvLabels> = {
  sq: {
    title: 'Curriculum Vitae',
    contact: 'Kontakti',
    email: 'E-mail',
    phone: 'Telefoni',
    municipality: 'Komuna',
    education: 'Arsimi',
    experience: 'Përvoja',
    languages: 'Gjuhët',
    speaking: 'të folurit',
    writing: 'të shkruarit',
    skills: 'Aftësitë',
    categories: 'Fushat e interesit',
    availability: 'Disponueshmëria',
    otherEngagements: 'Angazhime të tjera',
    fieldOfStudy: 'Drejtimi',
    present: 'tani',
    studying: 'në studime',
    educationTypes: {
      HIGH_SCHOOL: 'Shkollë e mesme',
      PROFESSIONAL_SCHOOL: 'Shkollë profesionale',
      UNIVERSITY: 'Universitet',
    },
    experienceTypes: { INTERNSHIP: 'Praktikë', JOB: 'Punë' },
    levels: { NATIVE: 'gjuhë amtare', BEGINNER: 'fillestar', INTERMEDIATE: 'mesatar', FLUENT: 'rrjedhshëm' },
  },
  sr: {
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
  },
  en: {
    title: 'Curriculum Vitae',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    municipality: 'Municipality',
    education: 'Education',
    experience: 'Experience',
    languages: 'Languages',
    speaking: 'speaking',
    writing: 'writing',
    skills: 'Skills',
    categories: 'Fields of interest',
    availability: 'Availability',
    otherEngagements: 'Other engagements',
    fieldOfStudy: 'Field of study',
    present: 'present',
    studying: 'ongoing',
    educationTypes: {
      HIGH_SCHOOL: 'High school',
      PROFESSIONAL_SCHOOL: 'Professional school',
      UNIVERSITY: 'University',
    },
    experienceTypes: { INTERNSHIP: 'Internship', JOB: 'Job' },
    levels: { NATIVE: 'native', BEGINNER: 'beginner', INTERMEDIATE: 'intermediate', FLUENT: 'fluent' },
  },
};
