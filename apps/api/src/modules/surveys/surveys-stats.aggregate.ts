import type {
  TAnswerValue,
  TChoice,
  TQuestionStatistics,
  TQuestionType,
  TStatisticsAnswer,
  TTri,
} from '@praktika/contracts/surveys';
import { inAllLanguages } from '../../i18n/index.ts';
import type { AnswerRow, StatsQuestionRow } from './surveys-stats.repo.ts';

/**
 * The survey statistics' aggregation, as pure functions (no db, no I/O): questions grouped by key and revision (by
 * key alone with `joinRevisions`), answers folded into per-group counts one page at a time, the counts presented as
 * the contract's TQuestionStatistics. An answer counts for the group of the question (key) in the version it was
 * given against, so a reworded question's answers never add up silently. Also the reading helpers (settings,
 * "answered?") the comparison and the export share.
 */

export const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;
export const shareOf = (count: number, of: number) => (of > 0 ? round(count / of) : 0);

// ---------------------------------------------------------------------------------------------------------------
// Reading questions and answers
// ---------------------------------------------------------------------------------------------------------------

const isTri = (v: unknown): v is TTri =>
  typeof v === 'object' &&
  v !== null &&
  ['sq', 'sr', 'en'].every((l) => typeof (v as Record<string, unknown>)[l] === 'string');
const choicesOf = (v: unknown): TChoice[] =>
  Array.isArray(v)
    ? v.filter(
        (c): c is TChoice =>
          typeof c === 'object' && c !== null && typeof c.id === 'string' && isTri(c.label),
      )
    : [];

const YES: TTri = inAllLanguages((t) => t.common.yes);
const NO: TTri = inAllLanguages((t) => t.common.no);

/** The type's own fields from a question row's settings (contracts' names). */
export function settingsOf(row: StatsQuestionRow) {
  const s = row.settings;
  return {
    yesLabel: isTri(s.yesLabel) ? s.yesLabel : YES,
    noLabel: isTri(s.noLabel) ? s.noLabel : NO,
    choices: choicesOf(s.choices),
    options: choicesOf(s.options),
    range: typeof s.range === 'number' ? s.range : 5,
    other: s.other === true,
  };
}

/** Choices of several rows (newest first): the newest's order, then ids only older rows had. */
export function unionChoices(lists: TChoice[][]): TChoice[] {
  const out: TChoice[] = [];
  const seen = new Set<string>();
  for (const l of lists)
    for (const c of l)
      if (!seen.has(c.id)) {
        seen.add(c.id);
        out.push(c);
      }
  return out;
}

export type CheckboxValue = { choices: string[]; other?: string };
export const isCheckbox = (a: TAnswerValue | undefined): a is CheckboxValue =>
  typeof a === 'object' && a !== null && Array.isArray((a as { choices?: unknown }).choices);
export const isMatrix = (a: TAnswerValue | undefined): a is Record<string, string> =>
  typeof a === 'object' && a !== null && !Array.isArray(a) && !isCheckbox(a);

/** Did this answer answer a question of `type`? */
export function answered(type: TQuestionType, a: TAnswerValue | undefined): boolean {
  if (a === undefined) return false;
  switch (type) {
    case 'TEXT':
      return typeof a === 'string' && a.trim() !== '';
    case 'YES_NO':
      return typeof a === 'boolean';
    case 'RATING':
      return typeof a === 'number' && Number.isInteger(a);
    case 'CHECKBOX':
      return isCheckbox(a) && (a.choices.length > 0 || !!a.other?.trim());
    case 'MATRIX':
      return isMatrix(a) && Object.keys(a).length > 0;
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Grouping and counting
// ---------------------------------------------------------------------------------------------------------------

/** A question group: one key and revision (or every revision of a key, joined). */
export interface Group {
  id: string;
  key: string;
  /** Rows of the included versions, newest first. */
  rows: StatsQuestionRow[];
  revisions: Set<number>;
  respondents: number;
  yes: number;
  no: number;
  choices: Map<string, number>;
  other: number;
  ratings: Map<number, number>;
  ratingSum: number;
  matrix: Map<string, Map<string, number>>;
}

export interface QuestionIndex {
  groups: Group[];
  /** version id -> key -> group. */
  byVersion: Map<string, Map<string, Group>>;
  /** version id -> key -> row. */
  rowOf: Map<string, Map<string, StatsQuestionRow>>;
}

/** What the aggregation reads of an answer: the version it was given against and its answers by key. */
export type AggregatedAnswer = Pick<AnswerRow, 'versionId' | 'answers'>;

/**
 * Groups the questions of the included versions (`rows` newest version first); ordered by their key's place in the
 * newest version having it.
 */
export function indexQuestions(rows: StatsQuestionRow[], joinRevisions: boolean): QuestionIndex {
  const groups = new Map<string, Group>();
  const byVersion = new Map<string, Map<string, Group>>();
  const rowOf = new Map<string, Map<string, StatsQuestionRow>>();
  const keyRevisions = new Map<string, Set<number>>();
  const keyNewest = new Map<string, StatsQuestionRow>();
  for (const row of rows) {
    // rows arrive newest version first
    const id = joinRevisions ? row.key : `${row.key}#${row.revision}`;
    let g = groups.get(id);
    if (!g) {
      g = {
        id,
        key: row.key,
        rows: [],
        revisions: new Set(),
        respondents: 0,
        yes: 0,
        no: 0,
        choices: new Map(),
        other: 0,
        ratings: new Map(),
        ratingSum: 0,
        matrix: new Map(),
      };
      groups.set(id, g);
    }
    g.rows.push(row);
    g.revisions.add(row.revision);
    if (!byVersion.has(row.versionId)) byVersion.set(row.versionId, new Map());
    byVersion.get(row.versionId)!.set(row.key, g);
    if (!rowOf.has(row.versionId)) rowOf.set(row.versionId, new Map());
    rowOf.get(row.versionId)!.set(row.key, row);
    if (!keyRevisions.has(row.key)) keyRevisions.set(row.key, new Set());
    keyRevisions.get(row.key)!.add(row.revision);
    if (!keyNewest.has(row.key)) keyNewest.set(row.key, row);
  }
  const sorted = [...groups.values()].sort((a, b) => {
    const ka = keyNewest.get(a.key)!;
    const kb = keyNewest.get(b.key)!;
    return (
      kb.version - ka.version ||
      ka.position - kb.position ||
      a.key.localeCompare(b.key) ||
      b.rows[0]!.revision - a.rows[0]!.revision
    );
  });
  for (const g of sorted) g.revisions = new Set([...g.revisions, ...keyRevisions.get(g.key)!]);
  return { groups: sorted, byVersion, rowOf };
}

/** Counts one answer to a question of `type` into its group (unanswered: nothing). */
export function countAnswer(g: Group, type: TQuestionType, a: TAnswerValue | undefined): void {
  if (!answered(type, a)) return;
  g.respondents += 1;
  if (type === 'YES_NO') {
    if (a === true) g.yes += 1;
    else g.no += 1;
  } else if (type === 'RATING' && typeof a === 'number') {
    g.ratings.set(a, (g.ratings.get(a) ?? 0) + 1);
    g.ratingSum += a;
  } else if (type === 'CHECKBOX' && isCheckbox(a)) {
    for (const c of new Set(a.choices)) g.choices.set(c, (g.choices.get(c) ?? 0) + 1);
    if (a.other?.trim()) g.other += 1;
  } else if (type === 'MATRIX' && isMatrix(a)) {
    for (const [option, choice] of Object.entries(a)) {
      if (!g.matrix.has(option)) g.matrix.set(option, new Map());
      const m = g.matrix.get(option)!;
      m.set(choice, (m.get(choice) ?? 0) + 1);
    }
  }
}

/** A group's counts as the contract's statistics of one question (the newest row's type, title and labels). */
export function presentGroup(g: Group): TQuestionStatistics {
  const newest = g.rows[0]!;
  const type = newest.type;
  const s = settingsOf(newest);
  const n = g.respondents;
  const bar = (c: TChoice, count: number) => ({ id: c.id, label: c.label, count, share: shareOf(count, n) });
  const out: TQuestionStatistics = {
    key: g.key,
    revision: newest.revision,
    // more than one revision of this key among the included versions: the admin sees it was reworded
    reworded: g.revisions.size > 1,
    type,
    title: newest.title,
    versions: [...new Set(g.rows.map((r) => r.version))].sort((a, b) => a - b),
    respondents: n,
  };
  if (type === 'YES_NO')
    out.bars = [bar({ id: 'yes', label: s.yesLabel }, g.yes), bar({ id: 'no', label: s.noLabel }, g.no)];
  if (type === 'CHECKBOX') {
    const choices = unionChoices(g.rows.map((r) => settingsOf(r).choices));
    out.bars = choices.map((c) => bar(c, g.choices.get(c.id) ?? 0));
    out.otherCount = g.other;
  }
  if (type === 'RATING') {
    const range = Math.max(...g.rows.map((r) => settingsOf(r).range));
    out.distribution = Array.from({ length: range }, (_, i) => {
      const c = g.ratings.get(i + 1) ?? 0;
      return { value: i + 1, count: c, share: shareOf(c, n) };
    });
    out.mean = n > 0 ? round(g.ratingSum / n) : null;
  }
  if (type === 'MATRIX') {
    const options = unionChoices(g.rows.map((r) => settingsOf(r).options));
    const columns = unionChoices(g.rows.map((r) => settingsOf(r).choices));
    out.matrix = options.map((option) => ({
      option,
      bars: columns.map((c) => bar(c, g.matrix.get(option.id)?.get(c.id) ?? 0)),
    }));
  }
  if (type === 'TEXT') out.textCount = n;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The fold: statistics of answers read in pages
// ---------------------------------------------------------------------------------------------------------------

/** The running statistics: memory holds the aggregates only, whatever the number of answers folded in. */
export interface StatisticsFold {
  index: QuestionIndex;
  /** Every answer folded in, whether or not its version has questions. */
  respondents: number;
}

export function startStatistics(questions: StatsQuestionRow[], joinRevisions: boolean): StatisticsFold {
  return { index: indexQuestions(questions, joinRevisions), respondents: 0 };
}

/** Folds a page of answers into the statistics. */
export function foldAnswers(fold: StatisticsFold, answers: Iterable<AggregatedAnswer>): void {
  const { index } = fold;
  for (const r of answers) {
    fold.respondents += 1;
    const groups = index.byVersion.get(r.versionId);
    if (!groups) continue;
    for (const [key, g] of groups)
      countAnswer(g, index.rowOf.get(r.versionId)!.get(key)!.type, r.answers[key]);
  }
}

export function finishStatistics(fold: StatisticsFold): Omit<TStatisticsAnswer, 'surveyType'> {
  return { respondents: fold.respondents, questions: fold.index.groups.map(presentGroup) };
}

/** The statistics of answers at hand, in one call (start, fold, finish). */
export function aggregateStatistics(
  questions: StatsQuestionRow[],
  answers: Iterable<AggregatedAnswer>,
  joinRevisions: boolean,
): Omit<TStatisticsAnswer, 'surveyType'> {
  const fold = startStatistics(questions, joinRevisions);
  foldAnswers(fold, answers);
  return finishStatistics(fold);
}
