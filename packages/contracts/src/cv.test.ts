import { describe, expect, it } from 'vitest';
import {
  CV_ISSUES,
  CV_LANGUAGES,
  ZInternCvWrite,
  isCvFilled,
  languageName,
  type TInternCvInput,
} from './cv.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const education = (over: Record<string, unknown> = {}) => ({
  country: A,
  municipality: B,
  type: 'UNIVERSITY',
  institution: A,
  fieldOfStudy: 'Informatikë',
  currentlyStudying: false,
  startDate: '2019-10-01',
  endDate: '2023-06-30',
  ...over,
});
const experience = (over: Record<string, unknown> = {}) => ({
  type: 'JOB',
  title: 'Developer',
  company: 'Acme',
  currentlyWorking: false,
  startDate: '2023-07-01',
  endDate: '2024-01-31',
  ...over,
});
const body = (over: Partial<Record<keyof TInternCvInput, unknown>> = {}) => ({
  name: 'Ëlira',
  lastName: 'Çela',
  birthdate: '2004-05-06',
  gender: 'F',
  municipality: A,
  categories: [A],
  education: [education()],
  experience: [experience()],
  languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'FLUENT' }],
  ...over,
});

/** The issues of a body as `path: code`. */
function issues(input: unknown): string[] {
  const r = ZInternCvWrite.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('CV write rules', () => {
  it('accepts a whole CV and normalises it (defaults, current rows lose their end date)', () => {
    const r = ZInternCvWrite.parse(
      body({
        education: [education({ currentlyStudying: true, endDate: '2020-01-01', otherInstitution: 'x' })],
      }),
    );
    expect(r.education[0]).toMatchObject({ endDate: null, otherInstitution: null, institution: A });
    expect(r.skills).toEqual([]);
    expect(r.cvFile).toBeNull();
    expect(r.phoneNumber).toBeNull();
  });

  it('at least one education and one language, on those fields', () => {
    expect(issues(body({ education: [], languages: [] }))).toEqual([
      `education: ${CV_ISSUES.atLeastOne}`,
      `languages: ${CV_ISSUES.atLeastOne}`,
    ]);
    expect(issues(body({ education: undefined }))).toEqual(['education: required']);
  });

  it('a row with a missing required field is reported on that row’s field', () => {
    expect(
      issues(body({ education: [education(), education({ institution: null, otherInstitution: '' })] })),
    ).toEqual(['education.1.institution: required']);
    expect(issues(body({ education: [education(), education({ type: undefined })] }))).toEqual([
      'education.1.type: required',
    ]);
    expect(issues(body({ experience: [experience({ company: '  ' })] }))).toEqual([
      'experience.0.company: required',
    ]);
    expect(
      issues(body({ languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'FLUENT' }, {}] })),
    ).toEqual([
      'languages.1.language: required',
      'languages.1.speakingLevel: required',
      'languages.1.writingLevel: required',
    ]);
    // A field of study is required except at high school; free text stands in for an institution abroad.
    expect(issues(body({ education: [education({ fieldOfStudy: null })] }))).toEqual([
      'education.0.fieldOfStudy: required',
    ]);
    expect(
      issues(
        body({
          education: [
            education({
              type: 'HIGH_SCHOOL',
              fieldOfStudy: null,
              institution: null,
              otherInstitution: 'Gymnasium Wien',
            }),
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('validStartDate / validEndDate: start after end is reported on both dates', () => {
    expect(
      issues(body({ experience: [experience({ startDate: '2024-02-01', endDate: '2023-01-01' })] })),
    ).toEqual([
      `experience.0.startDate: ${CV_ISSUES.validStartDate}`,
      `experience.0.endDate: ${CV_ISSUES.validEndDate}`,
    ]);
    expect(
      issues(body({ education: [education({ startDate: '2024-02-01', endDate: '2023-01-01' })] })),
    ).toEqual([
      `education.0.startDate: ${CV_ISSUES.validStartDate}`,
      `education.0.endDate: ${CV_ISSUES.validEndDate}`,
    ]);
  });

  it('dates in the future: a start never, an end only while the row is current (then it is dropped)', () => {
    expect(
      issues(
        body({ experience: [experience({ startDate: future, endDate: null, currentlyWorking: true })] }),
      ),
    ).toEqual([`experience.0.startDate: ${CV_ISSUES.validStartDate}`]);
    expect(issues(body({ experience: [experience({ endDate: future })] }))).toEqual([
      `experience.0.endDate: ${CV_ISSUES.validEndDate}`,
    ]);
    expect(issues(body({ experience: [experience({ endDate: future, currentlyWorking: true })] }))).toEqual(
      [],
    );
  });

  it('an end date is required unless current', () => {
    expect(issues(body({ experience: [experience({ endDate: null })] }))).toEqual([
      'experience.0.endDate: required',
    ]);
    expect(issues(body({ education: [education({ endDate: '' })] }))).toEqual([
      'education.0.endDate: required',
    ]);
    expect(issues(body({ education: [education({ endDate: null, currentlyStudying: true })] }))).toEqual([]);
  });

  it('impossible dates, duplicate languages, unknown levels and languages, a birth date in the future', () => {
    expect(issues(body({ education: [education({ startDate: '2023-02-30' })] }))).toEqual([
      'education.0.startDate: invalidDate',
    ]);
    expect(
      issues(
        body({
          languages: [
            { language: 'en', speakingLevel: 'FLUENT', writingLevel: 'FLUENT' },
            { language: 'en', speakingLevel: 'BEGINNER', writingLevel: 'BEGINNER' },
          ],
        }),
      ),
    ).toEqual([`languages.1.language: ${CV_ISSUES.duplicate}`]);
    expect(
      issues(body({ languages: [{ language: 'xx', speakingLevel: 'GOOD', writingLevel: 'NATIVE' }] })),
    ).toEqual(['languages.0.language: required', 'languages.0.speakingLevel: required']);
    expect(issues(body({ birthdate: future }))).toEqual(['birthdate: invalidDate']);
  });

  it('text limits and characters PostgreSQL cannot store', () => {
    expect(issues(body({ otherEngagements: 'x'.repeat(2001) }))).toEqual(['otherEngagements: tooLong']);
    expect(issues(body({ experience: [experience({ title: 'a\u0000b' })] }))).toEqual([
      'experience.0.title: invalidCharacters',
    ]);
  });
});

describe('isCvFilled (what applying requires)', () => {
  const cv = {
    name: 'Ëlira',
    lastName: 'Çela',
    birthdate: '2004-05-06',
    gender: 'F',
    municipality: { _id: A },
    categories: [{}],
    education: [{}],
    languages: [{}],
  };
  it('needs the personal data, a field of interest, an education and a language', () => {
    expect(isCvFilled(cv)).toBe(true);
    expect(isCvFilled({ ...cv, education: [] })).toBe(false);
    expect(isCvFilled({ ...cv, languages: [] })).toBe(false);
    expect(isCvFilled({ ...cv, categories: [] })).toBe(false);
    expect(isCvFilled({ ...cv, municipality: null })).toBe(false);
    expect(isCvFilled({ ...cv, name: ' ' })).toBe(false);
  });
});

describe('languageName', () => {
  it('names languages in the reader’s language, with names ICU lacks', () => {
    expect(languageName('sr', 'sq')).toBe('serbisht');
    expect(languageName('sq', 'sr')).toBe('albanski');
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('rom', 'sq')).toBe('romisht');
  });

  it('names every CV language in each UI language without the browser’s data (Chromium lacks Albanian)', () => {
    const original = Intl.DisplayNames;
    // a browser whose Intl knows no names at all
    Object.defineProperty(Intl, 'DisplayNames', {
      configurable: true,
      writable: true,
      value: class {
        of(code: string) {
          return code;
        }
      },
    });
    try {
      for (const code of CV_LANGUAGES)
        for (const lang of ['sq', 'sr', 'en'] as const) expect(languageName(code, lang)).not.toBe(code);
      expect(languageName('en', 'sq')).toBe('anglisht');
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { configurable: true, writable: true, value: original });
    }
  });
});
