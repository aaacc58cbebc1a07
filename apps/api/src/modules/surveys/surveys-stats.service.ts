import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TLanguage } from '@praktika/contracts/common';
import { addDays, programmeInstant, programmeToday, programmeWallClock } from '@praktika/contracts/dates';
import type { z } from 'zod';
import {
  suppressSmallCells,
  type ZTextAnswersQuery,
  type TAnswerValue,
  type TCell,
  type TChoice,
  type TCompareAnswer,
  type TComparedPair,
  type TQuestionStatistics,
  type TQuestionType,
  type TStatisticsAnswer,
  type TStatisticsQuery,
  type TSurveyType,
  type TTri,
} from '@praktika/contracts/surveys';
import type { TPaged } from '@praktika/contracts/common';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError } from '../../platform/errors.ts';
import { paged } from '../../platform/http/envelope.ts';
import type {
  AnswerFilter,
  AnswerRow,
  StatsQuestionRow,
  StatsVersion,
  SurveyStatsRepo,
} from './surveys-stats.repo.ts';

/**
 * Survey statistics, texts, the pre/post comparison and the .xlsx export (issue 11 §3; contracts/surveys.ts).
 *
 * Questions are grouped by key and revision (by key alone with `joinRevisions`): an answer counts for the group of
 * the question (key) in the version it was given against, so a reworded question's answers never add up silently.
 * Answers are read in pages and aggregated here (counts per choice, value, row), so memory holds one page plus the
 * aggregates, whatever the number of answers.
 */

export interface SurveyStatsDeps {
  repo: SurveyStatsRepo;
  /** The clock (ms), for the export's file name. */
  now: () => number;
}

export type TTextAnswersQuery = z.infer<typeof ZTextAnswersQuery>;

export interface SurveyExport {
  fileName: string;
  stream: Readable;
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;
const shareOf = (count: number, of: number) => (of > 0 ? round(count / of) : 0);

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

const YES: TTri = { sq: 'Po', sr: 'Da', en: 'Yes' };
const NO: TTri = { sq: 'Jo', sr: 'Ne', en: 'No' };

/** The type's own fields from a question row's settings (contracts' names). */
function settingsOf(row: StatsQuestionRow) {
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
function unionChoices(lists: TChoice[][]): TChoice[] {
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

type CheckboxValue = { choices: string[]; other?: string };
const isCheckbox = (a: TAnswerValue | undefined): a is CheckboxValue =>
  typeof a === 'object' && a !== null && Array.isArray((a as { choices?: unknown }).choices);
const isMatrix = (a: TAnswerValue | undefined): a is Record<string, string> =>
  typeof a === 'object' && a !== null && !Array.isArray(a) && !isCheckbox(a);

/** Did this answer answer a question of `type`? */
function answered(type: TQuestionType, a: TAnswerValue | undefined): boolean {
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

/** A question group: one key and revision (or every revision of a key, joined). */
interface Group {
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

interface QuestionIndex {
  groups: Group[];
  /** version id -> key -> group. */
  byVersion: Map<string, Map<string, Group>>;
  /** version id -> key -> row. */
  rowOf: Map<string, Map<string, StatsQuestionRow>>;
}

/** Groups the questions of the included versions; ordered by their key's place in the newest version having it. */
function indexQuestions(rows: StatsQuestionRow[], joinRevisions: boolean): QuestionIndex {
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

function count(g: Group, type: TQuestionType, a: TAnswerValue | undefined): void {
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

function presentGroup(g: Group): TQuestionStatistics {
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
// The comparison
// ---------------------------------------------------------------------------------------------------------------

interface Side {
  type: TQuestionType;
  title: TTri;
  /** Accepted versions (version id -> the key's row there). */
  rows: Map<string, StatsQuestionRow>;
  respondents: number;
  values: Map<string, number>;
  sum: number;
  /** The distribution's values in order. */
  order: string[];
}

interface Breakdown {
  count: number;
  sum: number;
}

interface PairAcc {
  preKey: string;
  postKey: string;
  pre: Side;
  post: Side;
  /** RATING or YES_NO on both sides: a change per intern means something. */
  pairable: boolean;
  pairs: number;
  sum: number;
  improved: number;
  same: number;
  declined: number;
  byCohort: Map<string, Breakdown>;
  byMunicipality: Map<string, Breakdown>;
}

/** The side of a linked pair: the key's rows in the versions (its newest revision only, unless joined). */
function sideOf(rows: StatsQuestionRow[], key: string, joinRevisions: boolean): Side | null {
  const mine = rows.filter((r) => r.key === key); // newest first
  const newest = mine[0];
  if (!newest) return null;
  const accepted = mine.filter((r) => joinRevisions || r.revision === newest.revision);
  const order: string[] = [];
  if (newest.type === 'RATING') {
    const range = Math.max(...accepted.map((r) => settingsOf(r).range));
    for (let i = 1; i <= range; i++) order.push(String(i));
  } else if (newest.type === 'YES_NO') order.push('yes', 'no');
  else if (newest.type === 'CHECKBOX') {
    order.push(...unionChoices(accepted.map((r) => settingsOf(r).choices)).map((c) => c.id));
    if (accepted.some((r) => settingsOf(r).other)) order.push('other');
  }
  return {
    type: newest.type,
    title: newest.title,
    rows: new Map(accepted.map((r) => [r.versionId, r])),
    respondents: 0,
    values: new Map(),
    sum: 0,
    order,
  };
}

/** The numeric value of a pairable answer (RATING the value, YES_NO yes = 1, no = 0). */
function numeric(type: TQuestionType, a: TAnswerValue | undefined): number | null {
  if (type === 'RATING' && typeof a === 'number' && Number.isInteger(a)) return a;
  if (type === 'YES_NO' && typeof a === 'boolean') return a ? 1 : 0;
  return null;
}

function countSide(side: Side, versionId: string, a: TAnswerValue | undefined): void {
  if (!side.rows.has(versionId) || !answered(side.type, a)) return;
  side.respondents += 1;
  const add = (v: string) => side.values.set(v, (side.values.get(v) ?? 0) + 1);
  if (side.type === 'RATING' && typeof a === 'number') {
    add(String(a));
    side.sum += a;
  } else if (side.type === 'YES_NO' && typeof a === 'boolean') {
    add(a ? 'yes' : 'no');
    if (a) side.sum += 1;
  } else if (side.type === 'CHECKBOX' && isCheckbox(a)) {
    for (const c of new Set(a.choices)) add(c);
    if (a.other?.trim()) add('other');
  }
}

function presentSide(side: Side): TComparedPair['pre'] {
  const n = side.respondents;
  return {
    respondents: n,
    distribution: side.order.map((value) => {
      const c = side.values.get(value) ?? 0;
      return { value, count: c, share: shareOf(c, n) };
    }),
    mean: (side.type === 'RATING' || side.type === 'YES_NO') && n > 0 ? round(side.sum / n) : null,
  };
}

/** Cells of a breakdown through the small-cell rule; a hidden (or empty) cell's mean is hidden too. */
function breakdown<K>(entries: [K, Breakdown][]): { key: K; cell: TCell; meanChange: number | null }[] {
  const cells = suppressSmallCells(entries.map(([, b]) => b.count));
  return entries.map(([key, b], i) => {
    const cell = cells[i]!;
    return { key, cell, meanChange: cell.small || b.count === 0 ? null : round(b.sum / b.count) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The export's labels
// ---------------------------------------------------------------------------------------------------------------

const EXPORT_COLUMNS: { id: string; title: TTri; width: number }[] = [
  { id: 'submittedAt', title: { sq: 'Dërguar më', sr: 'Poslato', en: 'Submitted at' }, width: 18 },
  { id: 'version', title: { sq: 'Versioni', sr: 'Verzija', en: 'Version' }, width: 9 },
  {
    id: 'role',
    title: { sq: 'Roli i të anketuarit', sr: 'Uloga ispitanika', en: 'Respondent role' },
    width: 16,
  },
  { id: 'intern', title: { sq: 'Praktikanti', sr: 'Praktikant', en: 'Intern' }, width: 24 },
  { id: 'organisation', title: { sq: 'Organizata', sr: 'Organizacija', en: 'Organisation' }, width: 24 },
  { id: 'mentor', title: { sq: 'Mentori', sr: 'Mentor', en: 'Mentor' }, width: 24 },
  { id: 'municipality', title: { sq: 'Komuna', sr: 'Opština', en: 'Municipality' }, width: 18 },
  { id: 'gender', title: { sq: 'Gjinia', sr: 'Pol', en: 'Gender' }, width: 10 },
];
const ROLE_LABELS: Record<AnswerRow['respondentRole'], TTri> = {
  intern: { sq: 'Praktikant', sr: 'Praktikant', en: 'Intern' },
  business: { sq: 'Organizatë', sr: 'Organizacija', en: 'Organisation' },
  mentor: { sq: 'Mentor', sr: 'Mentor', en: 'Mentor' },
};
const GENDER_LABELS: Record<string, TTri> = {
  M: { sq: 'Mashkull', sr: 'Muški', en: 'Male' },
  F: { sq: 'Femër', sr: 'Ženski', en: 'Female' },
  O: { sq: 'Tjetër', sr: 'Drugo', en: 'Other' },
};
const OTHER_LABEL: TTri = { sq: 'tjetër', sr: 'drugo', en: 'other' };
const REVISION_LABEL: TTri = { sq: 'rishikimi', sr: 'revizija', en: 'revision' };
const HEADER_LANGUAGES: TLanguage[] = ['sq', 'sr', 'en'];

/** An answer as a reader sees it in `lang`, with the labels of the version it was given against. */
function readable(
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

/** The Europe/Belgrade wall clock of an instant as an Excel date (Excel dates carry no zone). */
function wallClockDate(instant: string): Date {
  const w = programmeWallClock(instant);
  return w ? new Date(`${w.date}T${w.time}:00Z`) : new Date(instant);
}

// ---------------------------------------------------------------------------------------------------------------
// The service
// ---------------------------------------------------------------------------------------------------------------

export function createSurveyStatsService({ repo, now }: SurveyStatsDeps) {
  /** The query's filters, resolved: versions to ids, calendar dates (Europe/Belgrade) to instants. */
  async function resolve(
    q: TStatisticsQuery,
    surveyType: TSurveyType = q.surveyType,
    withVersions = true,
  ): Promise<{ filter: AnswerFilter; versions: StatsVersion[] }> {
    if (q.from && q.to && q.from > q.to)
      throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'to', issue: 'validEndDate' }]);
    const wanted = withVersions && q.version?.length ? q.version.map(Number) : undefined;
    const versions = await repo.versions(surveyType, wanted);
    return {
      versions,
      filter: {
        surveyType,
        versionIds: wanted ? versions.map((v) => v.id) : null,
        from: q.from ? (programmeInstant(q.from, '00:00') ?? undefined) : undefined,
        to: q.to ? (programmeInstant(addDays(q.to, 1), '00:00') ?? undefined) : undefined,
        municipality: q.municipality,
        gender: q.gender,
        business: q.business,
      },
    };
  }

  return {
    /** Per question of the included versions: respondents and the type's bars, distribution, matrix or count. */
    async statistics(actor: Actor, q: TStatisticsQuery): Promise<TStatisticsAnswer> {
      assertCan(actor, 'statistics', 'survey');
      const { filter, versions } = await resolve(q);
      const index = indexQuestions(await repo.questions(versions.map((v) => v.id)), q.joinRevisions === true);
      let respondents = 0;
      await repo.eachAnswerPage(filter, (rows) => {
        for (const r of rows) {
          respondents += 1;
          const groups = index.byVersion.get(r.versionId);
          if (!groups) continue;
          for (const [key, g] of groups)
            count(g, index.rowOf.get(r.versionId)!.get(key)!.type, r.answers[key]);
        }
      });
      return { surveyType: q.surveyType, respondents, questions: index.groups.map(presentGroup) };
    },

    /** The texts of one question (TEXT answers, a CHECKBOX's "other" texts), newest first, paged and searchable. */
    async texts(
      actor: Actor,
      q: TTextAnswersQuery,
    ): Promise<{ texts: TPaged<{ text: string; submittedAt: string }> }> {
      assertCan(actor, 'statistics', 'survey');
      const { filter } = await resolve(q);
      const { rows, total } = await repo.texts(filter, {
        key: q.questionKey,
        revision: q.revision,
        search: q.search,
        page: q.page,
        limit: q.limit,
      });
      return { texts: paged(rows, total, q.page, q.limit) };
    },

    /**
     * Every POST question linked to an existing PRE question: both distributions and means, and the paired change
     * of interns who answered both (the same application's PRE and POST), with breakdowns by cohort and
     * municipality through the small-cell rule. Filters: the version filter applies to the POST side; dates,
     * municipality, gender and organisation to both sides (each side's own submission dates); a pair is anchored
     * on its POST answer.
     */
    async compare(actor: Actor, q: TStatisticsQuery, lang: TLanguage): Promise<TCompareAnswer> {
      assertCan(actor, 'statistics', 'survey');
      if (q.surveyType !== 'POST')
        throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'surveyType', issue: 'invalid_value' }]);
      const join = q.joinRevisions === true;
      const post = await resolve(q, 'POST');
      const pre = await resolve(q, 'PRE', false);
      const postRows = await repo.questions(post.versions.map((v) => v.id));
      const preRows = await repo.questions(pre.versions.map((v) => v.id));
      const accs: PairAcc[] = [];
      const seen = new Set<string>();
      for (const row of postRows) {
        if (seen.has(row.key)) continue;
        seen.add(row.key);
        if (!row.linkedPreKey) continue;
        const postSide = sideOf(postRows, row.key, join);
        const preSide = sideOf(preRows, row.linkedPreKey, join);
        if (!postSide || !preSide) continue;
        accs.push({
          preKey: row.linkedPreKey,
          postKey: row.key,
          pre: preSide,
          post: postSide,
          pairable:
            preSide.type === postSide.type && (postSide.type === 'RATING' || postSide.type === 'YES_NO'),
          pairs: 0,
          sum: 0,
          improved: 0,
          same: 0,
          declined: 0,
          byCohort: new Map(),
          byMunicipality: new Map(),
        });
      }
      if (!accs.length) return { pairs: [] };
      await repo.eachAnswerPage(pre.filter, (rows) => {
        for (const r of rows) for (const p of accs) countSide(p.pre, r.versionId, r.answers[p.preKey]);
      });
      const municipalities = new Set<string>();
      await repo.eachAnswerPage(
        post.filter,
        (rows) => {
          for (const r of rows)
            for (const p of accs) {
              countSide(p.post, r.versionId, r.answers[p.postKey]);
              if (!p.pairable || !r.preAnswers || !r.preVersionId) continue;
              if (!p.post.rows.has(r.versionId) || !p.pre.rows.has(r.preVersionId)) continue;
              const after = numeric(p.post.type, r.answers[p.postKey]);
              const before = numeric(p.pre.type, r.preAnswers[p.preKey]);
              if (after === null || before === null) continue;
              const change = after - before;
              p.pairs += 1;
              p.sum += change;
              if (change > 0) p.improved += 1;
              else if (change < 0) p.declined += 1;
              else p.same += 1;
              const add = (m: Map<string, Breakdown>, k: string) => {
                const b = m.get(k) ?? { count: 0, sum: 0 };
                b.count += 1;
                b.sum += change;
                m.set(k, b);
              };
              add(p.byCohort, r.cohort ?? 'unknown');
              if (r.municipalityId) {
                add(p.byMunicipality, r.municipalityId);
                municipalities.add(r.municipalityId);
              }
            }
        },
        { withPre: true },
      );
      const names = await repo.municipalityNames([...municipalities], lang);
      return {
        pairs: accs.map((p): TComparedPair => {
          let paired: TComparedPair['paired'] = null;
          if (p.pairable) {
            const [pairs] = suppressSmallCells([p.pairs]);
            const [improved, same, declined] = suppressSmallCells([p.improved, p.same, p.declined]);
            const cohorts = breakdown([...p.byCohort].sort(([a], [b]) => a.localeCompare(b)));
            const places = breakdown(
              [...p.byMunicipality]
                .map(([id, b]): [{ _id: string; name: string }, Breakdown] => [
                  { _id: id, name: names.get(id) ?? '' },
                  b,
                ])
                .sort(([a], [b]) => a.name.localeCompare(b.name, lang) || a._id.localeCompare(b._id)),
            );
            paired = {
              pairs: pairs!,
              meanChange: pairs!.small || p.pairs === 0 ? null : round(p.sum / p.pairs),
              improved: improved!,
              same: same!,
              declined: declined!,
              byCohort: cohorts.map((c) => ({ cohort: c.key, pairs: c.cell, meanChange: c.meanChange })),
              byMunicipality: places.map((m) => ({
                municipality: m.key,
                pairs: m.cell,
                meanChange: m.meanChange,
              })),
            };
          }
          return {
            preKey: p.preKey,
            postKey: p.postKey,
            type: p.post.type,
            title: { pre: p.pre.title, post: p.post.title },
            pre: presentSide(p.pre),
            post: presentSide(p.post),
            paired,
          };
        }),
      };
    },

    /**
     * The answers as an .xlsx (streamed): one row per respondent; three header rows (sq, sr, en); the fixed columns
     * (submitted at in Europe/Belgrade, version, respondent role, intern, organisation, mentor, municipality,
     * gender), then one column per question (key and revision, or key with `joinRevisions`), values readable in
     * `lang`. Checks and question reads happen before the stream starts, so failures are the envelope.
     */
    async exportAnswers(actor: Actor, q: TStatisticsQuery, lang: TLanguage): Promise<SurveyExport> {
      assertCan(actor, 'export', 'survey');
      const { filter, versions } = await resolve(q);
      const index = indexQuestions(await repo.questions(versions.map((v) => v.id)), q.joinRevisions === true);
      const groups = index.groups.filter((g) => g.rows[0]!.type !== 'SECTION');
      const municipalityNames = new Map<string, string>();
      const stream = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(q.surveyType, {
        views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_LANGUAGES.length }],
      });
      sheet.columns = [
        ...EXPORT_COLUMNS.map((c) => ({ key: c.id, width: c.width })),
        ...groups.map((g) => ({ key: g.id, width: 30 })),
      ];
      const write = async () => {
        for (const l of HEADER_LANGUAGES) {
          const header = sheet.addRow([
            ...EXPORT_COLUMNS.map((c) => c.title[l]),
            ...groups.map((g) => {
              const newest = g.rows[0]!;
              return g.revisions.size > 1 && q.joinRevisions !== true
                ? `${newest.title[l]} (${REVISION_LABEL[l]} ${newest.revision})`
                : newest.title[l];
            }),
          ]);
          header.font = { bold: true };
          header.commit();
        }
        // municipality names: one read per page of answers, in the export's language
        await repo.eachAnswerPage(filter, async (rows) => {
          const missing = new Set<string>();
          for (const r of rows)
            if (r.municipalityId && !municipalityNames.has(r.municipalityId)) missing.add(r.municipalityId);
          for (const [id, name] of await repo.municipalityNames([...missing], lang))
            municipalityNames.set(id, name);
          for (const r of rows) {
            const rowsOfVersion = index.rowOf.get(r.versionId);
            const line = sheet.addRow([
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
            ]);
            line.getCell(1).numFmt = 'dd/mm/yyyy hh:mm';
            line.commit();
          }
        });
        sheet.commit();
        await workbook.commit();
      };
      write().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
      return { fileName: `Survey_${q.surveyType}_${programmeToday(new Date(now()))}.xlsx`, stream };
    },
  };
}

export type SurveyStatsService = ReturnType<typeof createSurveyStatsService>;
