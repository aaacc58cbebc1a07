import type { surveys as reference } from '../sq/surveys.ts';
import type { Mirror } from '../shape.ts';

export const surveys: Mirror<typeof reference> = {
  export: {
    submittedAt: 'Submitted at',
    version: 'Version',
    role: 'Respondent role',
    intern: 'Intern',
    organisation: 'Organisation',
    mentor: 'Mentor',
    municipality: 'Municipality',
    gender: 'Gender',
    revision: 'revision',
    other: 'other',
  },
  roles: {
    intern: 'Intern',
    business: 'Organisation',
    mentor: 'Mentor',
  },
  genders: {
    M: 'Male',
    F: 'Female',
    O: 'Other',
  },
};
