import type { cv as reference } from '../sq/cv.ts';
import type { Mirror } from '../shape.ts';

export const cv: Mirror<typeof reference> = {
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
};
