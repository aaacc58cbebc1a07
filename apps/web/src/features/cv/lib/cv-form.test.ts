import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { cvIssues, fieldPath, isFormPath, isKosovo, isRowFilled, serverPath } from './cv-form.ts';

const KOSOVO = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e01';
const ALBANIA = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e02';
const PRISHTINA = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e03';

const row = {
  country: KOSOVO,
  municipality: PRISHTINA,
  type: 'HIGH_SCHOOL' as const,
  notListed: true,
  otherInstitution: 'Gjimnazi',
  startDate: dayjs('2019-09-01'),
  endDate: dayjs('2023-06-30'),
};

const paths = (issues: ReturnType<typeof cvIssues>) => issues.map((i) => `${i.path.join('.')}: ${i.code}`);

describe('the CV form rules', () => {
  it('a row in Kosovo needs a municipality, one abroad has none (with Kosovo known)', () => {
    expect(isRowFilled('education', row, KOSOVO)).toBe(true);
    expect(isRowFilled('education', { ...row, municipality: null }, KOSOVO)).toBe(false);
    expect(isRowFilled('education', { ...row, country: ALBANIA }, KOSOVO)).toBe(false);
    expect(isRowFilled('education', { ...row, country: ALBANIA, municipality: null }, KOSOVO)).toBe(true);
    const issues = paths(cvIssues({ education: [{ ...row, municipality: null }] }, KOSOVO));
    expect(issues).toContain('education.0.municipality: required');
    expect(paths(cvIssues({ education: [{ ...row, country: ALBANIA }] }, KOSOVO))).toContain(
      'education.0.municipality: municipalityAbroad',
    );
  });

  it("shows a row's refinements together with its missing fields, and dates in the wrong order on both", () => {
    const issues = paths(
      cvIssues({
        education: [
          {
            country: KOSOVO,
            type: 'UNIVERSITY',
            startDate: dayjs('2023-01-01'),
            endDate: dayjs('2022-01-01'),
          },
        ],
        languages: [],
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        'education.0.institution: required',
        'education.0.fieldOfStudy: required',
        'education.0.startDate: validStartDate',
        'education.0.endDate: validEndDate',
        'languages: atLeastOne',
      ]),
    );
  });

  it('maps server fields to form paths; a not-listed institution shows on its free-text field', () => {
    expect(serverPath('body.education.1.institution')).toEqual(['education', 1, 'institution']);
    expect(isFormPath(['education', 1, 'institution'])).toBe(true);
    expect(isFormPath(['updateRequired'])).toBe(false);
    expect(fieldPath(['education', 0, 'institution'], { education: [row] })).toEqual([
      'education',
      0,
      'otherInstitution',
    ]);
    expect(isKosovo({ enName: 'Kosovo', sqName: 'Kosova', srName: 'Kosovo' })).toBe(true);
    expect(isKosovo({ enName: 'Albania', sqName: 'Shqipëria', srName: 'Albanija' })).toBe(false);
  });
});
