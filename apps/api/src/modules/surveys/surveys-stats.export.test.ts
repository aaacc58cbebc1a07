import { describe, expect, it } from 'vitest';
import type { TQuestionType } from '@praktika/contracts/surveys';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import { EXPORT_HEADERS } from '../../../test/survey-stats-fixtures.ts';
import type { AnswerRow, StatsQuestionRow } from './surveys-stats.repo.ts';
import { indexQuestions } from './surveys-stats.aggregate.ts';
import { columnsFor, readable, surveyAnswerCells, surveyAnswerColumns } from './surveys-stats.export.ts';

/** The export's fixed texts in every language (no db): headers, roles, genders, default yes/no, "other". */

const row = (type: TQuestionType, settings: Record<string, unknown> = {}): StatsQuestionRow => ({
  versionId: 'v1',
  version: 1,
  key: 'q',
  revision: 1,
  reworded: false,
  position: 0,
  type,
  title: { sq: 'Pyetja', sr: 'Pitanje', en: 'Question' },
  condition: null,
  linkedPreKey: null,
  settings,
});

const answer = (respondentRole: AnswerRow['respondentRole'], gender: string | null): AnswerRow => ({
  id: 'a1',
  versionId: 'v1',
  version: 1,
  answers: {},
  submittedAt: '2026-03-01T10:00:00Z',
  respondentRole,
  applicationId: null,
  internId: null,
  internName: null,
  gender,
  municipalityId: null,
  businessName: null,
  mentorName: null,
  cohort: null,
  preAnswers: null,
  preVersionId: null,
});

describe('survey export texts', () => {
  it('has the fixed headers in sq, sr and en', () => {
    const titles = surveyAnswerColumns([], false).map((c) => c.title);
    expect(titles.map((t) => t.sq)).toEqual(EXPORT_HEADERS.sq);
    expect(titles.map((t) => t.sr)).toEqual(EXPORT_HEADERS.sr);
    expect(titles.map((t) => t.en)).toEqual(EXPORT_HEADERS.en);
  });

  it('names a reworded question’s revision', () => {
    const newer = { ...row('TEXT'), versionId: 'v2', version: 2, revision: 2 };
    const index = indexQuestions([newer, row('TEXT')], false);
    const titles = surveyAnswerColumns(index.groups, false)
      .slice(8)
      .map((c) => c.title);
    expect(titles).toEqual([
      { sq: 'Pyetja (rishikimi 2)', sr: 'Pitanje (revizija 2)', en: 'Question (revision 2)' },
      { sq: 'Pyetja (rishikimi 1)', sr: 'Pitanje (revizija 1)', en: 'Question (revision 1)' },
    ]);
  });

  it('writes roles and genders in the reader’s language', () => {
    const index = indexQuestions([], false);
    const cells = (a: AnswerRow, lang: 'sq' | 'sr' | 'en') =>
      surveyAnswerCells(a, [], index, new Map(), lang).slice(2, 8);
    expect(cells(answer('intern', 'M'), 'sq')).toEqual(['Praktikant', null, null, null, null, 'Mashkull']);
    expect(cells(answer('business', 'F'), 'sr')).toEqual(['Organizacija', null, null, null, null, 'Ženski']);
    expect(cells(answer('mentor', 'O'), 'en')).toEqual(['Mentor', null, null, null, null, 'Other']);
    expect(cells(answer('business', 'O'), 'sq')).toEqual(['Organizatë', null, null, null, null, 'Tjetër']);
    expect(cells(answer('intern', 'F'), 'en')).toEqual(['Intern', null, null, null, null, 'Female']);
  });

  it('answers yes/no with the default labels and names "other"', () => {
    const yesNo = row('YES_NO');
    expect(['sq', 'sr', 'en'].map((l) => readable(yesNo, true, l as 'sq'))).toEqual(['Po', 'Da', 'Yes']);
    expect(['sq', 'sr', 'en'].map((l) => readable(yesNo, false, l as 'sq'))).toEqual(['Jo', 'Ne', 'No']);
    const checkbox = row('CHECKBOX', { choices: [], other: true });
    expect(readable(checkbox, { choices: [], other: 'x' }, 'sr')).toBe('drugo: x');
    expect(readable(checkbox, { choices: [], other: 'x' }, 'sq')).toBe('tjetër: x');
  });

  it('in sr-Cyrl: the Serbian labels in Cyrillic, what the respondent wrote as written', () => {
    expect(readable(row('YES_NO'), true, 'sr-Cyrl')).toBe('Да');
    const checkbox = row('CHECKBOX', { choices: [], other: true });
    expect(readable(checkbox, { choices: [], other: 'Çka tjetër' }, 'sr-Cyrl')).toBe('друго: Çka tjetër');
    expect(readable(row('TEXT'), 'Shumë mirë', 'sr-Cyrl')).toBe('Shumë mirë');
    const index = indexQuestions([], false);
    expect(surveyAnswerCells(answer('business', 'F'), [], index, new Map(), 'sr-Cyrl').slice(2, 8)).toEqual([
      'Организација',
      null,
      null,
      null,
      null,
      'Женски',
    ]);
    const titles = columnsFor(surveyAnswerColumns([], false), 'sr-Cyrl').map((c) => c.title);
    expect(titles.map((t) => t.sr)).toEqual(EXPORT_HEADERS.sr.map(toCyrillic));
    expect(titles.map((t) => t.sq)).toEqual(EXPORT_HEADERS.sq);
    for (const t of titles) expect(latinLeftovers(t.sr), t.sr).toEqual([]);
  });
});
