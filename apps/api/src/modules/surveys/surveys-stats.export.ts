import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TLanguage } from '@praktika/contracts/common';
import { programmeWallClock } from '@praktika/contracts/dates';
import type { TAnswerValue, TChoice, TTri } from '@praktika/contracts/surveys';
import { inAllLanguages, type Catalogue } from '../../i18n/index.ts';
import type { AnswerRow, StatsQuestionRow } from './surveys-stats.repo.ts';
import {
  answered,
  settingsOf,
  type CheckboxValue,
  type Group,
  type QuestionIndex,
} from './surveys-stats.aggregate.ts';

/**
 * The survey answers' .xlsx export, in two parts:
 * - a generic streamed table (`streamXlsxTable`): one sheet, three bold header rows (sq, sr, en), frozen below the
 *   headers and right of the first column(s), rows written and committed one at a time so memory stays bounded;
 *   meant to be reused by other exports;
 * - the survey's own columns, labels and readable values (`surveyAnswerColumns`, `surveyAnswerCells`).
 */

// ---------------------------------------------------------------------------------------------------------------
// A streamed table with three header rows
// ---------------------------------------------------------------------------------------------------------------

/** The header rows' languages, in order. */
export const HEADER_LANGUAGES: readonly TLanguage[] = ['sq', 'sr', 'en'];

export interface XlsxColumn {
  key: string;
  /** The header, one row per language of HEADER_LANGUAGES. */
  title: TTri;
  width: number;
  /** The cells' number format (e.g. 'dd/mm/yyyy hh:mm' for dates). */
  numFmt?: string;
}

export type XlsxValue = string | number | boolean | Date | null;

export interface XlsxTableOptions {
  sheetName: string;
  columns: XlsxColumn[];
  /** Columns frozen on the left (the header rows are always frozen). Default 1. */
  frozenColumns?: number;
}

/**
 * Streams an .xlsx of one table: the header rows are written at once, then `fill` adds the data rows (each written
 * and committed at once); the workbook is committed when `fill` settles. A failure (of `fill` or the writer)
 * destroys the stream with that error, so the reader sees a broken download, never a truncated success. Do every
 * check before calling this: once the stream is returned, the response has started.
 */
export function streamXlsxTable(
  { sheetName, columns, frozenColumns = 1 }: XlsxTableOptions,
  fill: (addRow: (values: XlsxValue[]) => void) => Promise<void>,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: frozenColumns, ySplit: HEADER_LANGUAGES.length }],
  });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width }));
  const formats = columns.flatMap((c, i) => (c.numFmt ? [{ column: i + 1, numFmt: c.numFmt }] : []));
  const addRow = (values: XlsxValue[]) => {
    const row = sheet.addRow(values);
    for (const f of formats) row.getCell(f.column).numFmt = f.numFmt;
    row.commit();
  };
  const write = async () => {
    for (const l of HEADER_LANGUAGES) {
      const header = sheet.addRow(columns.map((c) => c.title[l]));
      header.font = { bold: true };
      header.commit();
    }
    await fill(addRow);
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}

/** The Europe/Belgrade wall clock of an instant as an Excel date (Excel dates carry no zone). */
export function wallClockDate(instant: string): Date {
  const w = programmeWallClock(instant);
  return w ? new Date(`${w.date}T${w.time}:00Z`) : new Date(instant);
}

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

/** An answer as a reader sees it in `lang`, with the labels of the version it was given against. */
export function readable(
  row: StatsQuestionRow,
  a: TAnswerValue | undefined,
  lang: TLanguage,
): string | number | null {
  if (!answered(row.type, a)) return null;
  const s = settingsOf(row);
  const label = (list: TChoice[], id: string) => list.find((c) => c.id === id)?.label[lang] ?? id;
  switch (row.type) {
    case 'TEXT':
      return (a as string).trim();
    case 'YES_NO':
      return (a ? s.yesLabel : s.noLabel)[lang];
    case 'RATING':
      return a as number;
    case 'CHECKBOX': {
      const v = a as CheckboxValue;
      const parts = v.choices.map((c) => label(s.choices, c));
      if (v.other?.trim()) parts.push(`${OTHER_LABEL[lang]}: ${v.other.trim()}`);
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
 * One respondent's row in `lang`: the fixed cells, then per group the readable answer if the answer's version has
 * the group's question (the key in that version belongs to that group), else empty.
 */
export function surveyAnswerCells(
  r: AnswerRow,
  groups: Group[],
  index: QuestionIndex,
  municipalityNames: Map<string, string>,
  lang: TLanguage,
): XlsxValue[] {
  const rowsOfVersion = index.rowOf.get(r.versionId);
  return [
    wallClockDate(r.submittedAt),
    r.version,
    ROLE_LABELS[r.respondentRole]?.[lang] ?? r.respondentRole,
    r.internName,
    r.businessName,
    r.mentorName,
    r.municipalityId ? (municipalityNames.get(r.municipalityId) ?? null) : null,
    r.gender ? (GENDER_LABELS[r.gender]?.[lang] ?? r.gender) : null,
    ...groups.map((g) => {
      const row = rowsOfVersion?.get(g.key);
      return row && index.byVersion.get(r.versionId)?.get(g.key) === g
        ? readable(row, r.answers[g.key], lang)
        : null;
    }),
  ];
}
