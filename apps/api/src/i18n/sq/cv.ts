import type { TEducationType, TExperienceType, TLanguageLevel } from '@praktika/contracts/cv';

/** The CV PDF's labels (`modules/cv/cv.pdf.ts`). The web app has its own in its locales. */
export const cv = {
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
  } satisfies Record<TEducationType, string>,
  experienceTypes: { INTERNSHIP: 'Praktikë', JOB: 'Punë' } satisfies Record<TExperienceType, string>,
  levels: {
    NATIVE: 'gjuhë amtare',
    BEGINNER: 'fillestar',
    INTERMEDIATE: 'mesatar',
    FLUENT: 'rrjedhshëm',
  } satisfies Record<TLanguageLevel, string>,
};
