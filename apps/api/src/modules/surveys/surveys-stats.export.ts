import { contentLanguageOf, type TLanguage, type TUiLanguage } from '@praktika/contracts/common';
import { inScript } from '@praktika/contracts/script';
import type { TAnswerValue, TChoice, TTri } from '@praktika/contracts/surveys';
import { inAllLanguages, type Catalogue } from '../../i18n/index.ts';
import { wallClockDate, type XlsxColumn, type XlsxValue } from '../../platform/export/table.ts';
import type { AnswerRow, StatsQuestionRow } from './surveys-stats.repo.ts';
import {
  answered,
  settingsOf,
  type CheckboxValue,
  type Group,
  type QuestionIndex,
} from './surveys-stats.aggregate.ts';

/**
 * The survey answers' .xlsx export: the survey's own columns, labels and readable values (`surveyAnswerColumns`,
 * `surveyAnswerCells`), written by the platform's streamed table (`streamXlsxTable`, platform/export/table.ts:
 * three bold header rows, sq, sr and en, rows committed one at a time so memory stays bounded). For a reader of
 * sr-Cyrl the Serbian header row and the values' labels (choices, yes/no, roles, genders, municipalities) are in
 * Cyrillic; what people wrote (text answers, "other" texts, names) stays as written.
 */

// ---------------------------------------------------------------------------------------------------------------
// The survey answers' columns and labels
// ---------------------------------------------------------------------------------------------------------------

/** A header of the export: its text in every language. */
const header = (key: keyof Catalogue['surveys']['export']): TTri =>
  inAllLanguages((t) => t.surveys.export[key]);

const FIXED_COLUMNS: XlsxColumn[] = [
  { key: 'submittedAt', title: header('submittedAt'), width: 18, numFmt: 'dd/mm/yyyy hh:mm' },
  { key: 'version', title: header('version'), width: 9 },
  { key: 'role', title: header('role'), width: 16 },
  { key: 'intern', title: header('intern'), width: 24 },
  { key: 'organisation', title: header('organisation'), width: 24 },
  { key: 'mentor', title: header('mentor'), width: 24 },
  { key: 'municipality', title: header('municipality'), width: 18 },
  { key: 'gender', title: header('gender'), width: 10 },
];
const ROLE_LABELS: Record<AnswerRow['respondentRole'], TTri> = {
  intern: inAllLanguages((t) => t.surveys.roles.intern),
  business: inAllLanguages((t) => t.surveys.roles.business),
  mentor: inAllLanguages((t) => t.surveys.roles.mentor),
};
const GENDER_LABELS: Record<string, TTri> = {
  M: inAllLanguages((t) => t.surveys.genders.M),
  F: inAllLanguages((t) => t.surveys.genders.F),
  O: inAllLanguages((t) => t.surveys.genders.O),
};
const OTHER_LABEL: TTri = header('other');
const REVISION_LABEL: TTri = header('revision');

/** An answer as a reader sees it in `reader`'s language, with the labels of the version it was given against. */
export function readable(
  row: StatsQuestionRow,
  a: TAnswerValue | undefined,
  reader: TUiLanguage,
): string | number | null {
  if (!answered(row.type, a)) return null;
  const lang = contentLanguageOf(reader);
  const sc = (text: string) => inScript(reader, text);
  const s = settingsOf(row);
  const label = (list: TChoice[], id: string) => {
    const found = list.find((c) => c.id === id);
    return found ? sc(found.label[lang]) : id;
  };
  switch (row.type) {
    case 'TEXT':
      return (a as string).trim();
    case 'YES_NO':
      return sc((a ? s.yesLabel : s.noLabel)[lang]);
    case 'RATING':
      return a as number;
    case 'CHECKBOX': {
      const v = a as CheckboxValue;
      const parts = v.choices.map((c) => label(s.choices, c));
      if (v.other?.trim()) parts.push(`${sc(OTHER_LABEL[lang])}: ${v.other.trim()}`);
      return parts.join('; ');
    }
    case 'MATRIX': {
      const v = a as Record<string, string>;
      const rows = [
        ...s.options.map((o) => o.id),
        ...Object.keys(v).filter((k) => !s.options.some((o) => o.id === k)),
      ];
      return rows
        .filter((o) => v[o] !== undefined)
        .map((o) => `${label(s.options, o)}: ${label(s.choices, v[o]!)}`)
        .join('; ');
    }
    default:
      return null;
  }
}

/**
 * The columns: the fixed ones (submitted at, version, respondent role, intern, organisation, mentor, municipality,
 * gender), then one per question group; a reworded question's title names its revision unless revisions are joined.
 */
export function surveyAnswerColumns(groups: Group[], joinRevisions: boolean): XlsxColumn[] {
  const titleOf = (g: Group, l: TLanguage) => {
    const newest = g.rows[0]!;
    return g.revisions.size > 1 && !joinRevisions
      ? `${newest.title[l]} (${REVISION_LABEL[l]} ${newest.revision})`
      : newest.title[l];
  };
  return [
    ...FIXED_COLUMNS,
    ...groups.map((g) => ({
      key: g.id,
      title: { sq: titleOf(g, 'sq'), sr: titleOf(g, 'sr'), en: titleOf(g, 'en') },
      width: 30,
    })),
  ];
}

/**
 * The columns for a reader of `reader`: in sr-Cyrl the Serbian header row in Cyrillic (the question titles are the
 * programme's own Serbian texts).
 */
export function columnsFor(columns: XlsxColumn[], reader: TUiLanguage): XlsxColumn[] {
  if (reader !== 'sr-Cyrl') return columns;
  return columns.map((c) => ({ ...c, title: { ...c.title, sr: inScript(reader, c.title.sr) } }));
}

/**
 * One respondent's row in `reader`'s language: the fixed cells, then per group the readable answer if the answer's version has
 * the group's question (the key in that version belongs to that group), else empty.
 */
export function surveyAnswerCells(
  r: AnswerRow,
  groups: Group[],
  index: QuestionIndex,
  municipalityNames: Map<string, string>,
  reader: TUiLanguage,
): XlsxValue[] {
  const lang = contentLanguageOf(reader);
  const sc = (text: string) => inScript(reader, text);
  const rowsOfVersion = index.rowOf.get(r.versionId);
  return [
    wallClockDate(r.submittedAt),
    r.version,
    sc(ROLE_LABELS[r.respondentRole]?.[lang] ?? r.respondentRole),
    r.internName,
    r.businessName,
    r.mentorName,
    r.municipalityId ? sc(municipalityNames.get(r.municipalityId) ?? '') || null : null,
    r.gender ? sc(GENDER_LABELS[r.gender]?.[lang] ?? r.gender) : null,
    ...groups.map((g) => {
      const row = rowsOfVersion?.get(g.key);
      return row && index.byVersion.get(r.versionId)?.get(g.key) === g
        ? readable(row, r.answers[g.key], reader)
        : null;
    }),
  ];
}
