import type { TLanguage } from '@praktika/contracts/common';
import {
  suppressSmallCells,
  type TAnswerValue,
  type TCell,
  type TComparedPair,
  type TQuestionType,
  type TTri,
} from '@praktika/contracts/surveys';
import type { AnswerRow, StatsQuestionRow } from './surveys-stats.repo.ts';
import { answered, isCheckbox, round, settingsOf, shareOf, unionChoices } from './surveys-stats.aggregate.ts';

/**
 * The pre/post comparison, as pure functions (no db, no I/O): every POST question linked to an existing PRE
 * question becomes a pair; PRE answers fold into its PRE side, POST answers into its POST side and, where the same
 * application has both and the pair is pairable (RATING or YES_NO on both sides), into the paired change with its
 * breakdowns by cohort and municipality. The breakdowns go through the small-cell rule when presented.
 */

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

export interface PairAcc {
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

/** The pairs: each POST key (in the POST rows' order, newest first) linked to a PRE key present in `preRows`. */
export function linkPairs(
  postRows: StatsQuestionRow[],
  preRows: StatsQuestionRow[],
  joinRevisions: boolean,
): PairAcc[] {
  const accs: PairAcc[] = [];
  const seen = new Set<string>();
  for (const row of postRows) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    if (!row.linkedPreKey) continue;
    const postSide = sideOf(postRows, row.key, joinRevisions);
    const preSide = sideOf(preRows, row.linkedPreKey, joinRevisions);
    if (!postSide || !preSide) continue;
    accs.push({
      preKey: row.linkedPreKey,
      postKey: row.key,
      pre: preSide,
      post: postSide,
      pairable: preSide.type === postSide.type && (postSide.type === 'RATING' || postSide.type === 'YES_NO'),
      pairs: 0,
      sum: 0,
      improved: 0,
      same: 0,
      declined: 0,
      byCohort: new Map(),
      byMunicipality: new Map(),
    });
  }
  return accs;
}

/** Folds a page of PRE answers into the pairs' PRE sides. */
export function foldPreAnswers(
  accs: PairAcc[],
  rows: Iterable<Pick<AnswerRow, 'versionId' | 'answers'>>,
): void {
  for (const r of rows) for (const p of accs) countSide(p.pre, r.versionId, r.answers[p.preKey]);
}

/**
 * Folds a page of POST answers (read with their PRE answer) into the pairs' POST sides and paired changes; returns
 * nothing, but adds the municipality of every counted pair to `municipalities` (their names are read later).
 */
export function foldPostAnswers(
  accs: PairAcc[],
  rows: Iterable<
    Pick<AnswerRow, 'versionId' | 'answers' | 'preAnswers' | 'preVersionId' | 'cohort' | 'municipalityId'>
  >,
  municipalities: Set<string>,
): void {
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
}

/** The pairs as the contract's compared pairs; municipalities named (`names`, id -> name) and sorted in `lang`. */
export function presentPairs(accs: PairAcc[], names: Map<string, string>, lang: TLanguage): TComparedPair[] {
  return accs.map((p): TComparedPair => {
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
  });
}
