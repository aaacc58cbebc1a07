import { describe, expect, it } from 'vitest';
import type { TInternCv } from '@praktika/contracts/cv';
import { presentInternForOrganisation } from './cv.presenter.ts';

const ref = (name: string) => ({ _id: `id-${name}`, sqName: name, srName: name, enName: name });

const cv: TInternCv = {
  _id: 'i1',
  email: 'elire@example.com',
  internName: 'Ëlirë',
  internLastName: 'Çaçi',
  name: 'Ëlirë',
  lastName: 'Çaçi',
  birthdate: '2009-03-15',
  gender: 'F',
  municipality: ref('Prishtinë'),
  phoneNumber: '+38344123456',
  address: 'Rr. Nënë Tereza 1',
  availability: 'Full time',
  categories: [ref('IT')],
  skills: [ref('Excel')],
  hearAbout: ref('Facebook'),
  ethnicity: ref('SECRET-ETHNICITY'),
  disabilities: [ref('SECRET-CONDITION')],
  updateRequired: false,
  updateFinished: true,
  active: true,
  internCurrentMentor: null,
  emailLanguage: 'sq',
  createdAt: '2026-01-01T00:00:00.000Z',
  otherEngagements: 'Vullnetare',
  education: [],
  experience: [],
  languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' }],
  photo: null,
  cvFile: null,
};

describe('presentInternForOrganisation', () => {
  it('drops birth date, ethnicity, health conditions, address and flags; adds the age', () => {
    const seen = presentInternForOrganisation(cv, new Date('2027-03-15T10:00:00Z'));
    const text = JSON.stringify(seen);
    for (const hidden of ['2009-03-15', 'SECRET-ETHNICITY', 'SECRET-CONDITION', 'Tereza', 'Facebook'])
      expect(text).not.toContain(hidden);
    for (const key of ['birthdate', 'ethnicity', 'disabilities', 'address', 'hearAbout', 'updateRequired'])
      expect(seen).not.toHaveProperty(key);
    expect(seen).toMatchObject({
      name: 'Ëlirë',
      lastName: 'Çaçi',
      gender: 'F',
      age: 18,
      minor: false,
      otherEngagements: 'Vullnetare',
      languages: cv.languages,
    });
  });

  it('marks 16 and 17 year olds as minors, counting whole years', () => {
    expect(presentInternForOrganisation(cv, new Date('2025-03-15T00:00:00Z'))).toMatchObject({
      age: 16,
      minor: true,
    });
    expect(presentInternForOrganisation(cv, new Date('2027-03-14T00:00:00Z'))).toMatchObject({
      age: 17,
      minor: true,
    });
    expect(presentInternForOrganisation(cv, new Date('2031-03-15T00:00:00Z'))).toMatchObject({
      age: 22,
      minor: false,
    });
  });
});
