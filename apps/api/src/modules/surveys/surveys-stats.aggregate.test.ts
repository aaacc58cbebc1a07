import { describe, expect, it } from 'vitest';
import type { TAnswers, TQuestionType, TTri } from '@praktika/contracts/surveys';
import type { StatsQuestionRow } from './surveys-stats.repo.ts';
import {
  aggregateStatistics,
  answered,
  finishStatistics,
  foldAnswers,
  startStatistics,
  unionChoices,
} from './surveys-stats.aggregate.ts';

/**
 * The pure aggregation of survey statistics on hand-made questions and answers (no db): each question type, sections,
 * answers to other versions, revisions grouped apart or joined, and folding page by page.
 */

const tri = (en: string): TTri => ({ sq: `${en} sq`, sr: `${en} sr`, en });
const choice = (id: string) => ({ id, label: tri(id.toUpperCase()) });

/** A question row of version `version` (its id `v<version>`). */
function q(
  version: number,
  key: string,
  type: TQuestionType,
  settings: Record<string, unknown> = {},
  extra: Partial<StatsQuestionRow> = {},
): StatsQuestionRow {
  return {
    versionId: `v${version}`,
    version,
    key,
    revision: 1,
    reworded: false,
    position: 0,
    type,
    title: tri(`Question ${key}`),
    condition: null,
    linkedPreKey: null,
    settings,
    ...extra,
  };
}

const ans = (version: number, answers: TAnswers) => ({ versionId: `v${version}`, answers });

const only = <T>(list: T[]): T => {
  expect(list).toHaveLength(1);
  return list[0]!;
};

describe('answered', () => {
  it('counts only a real answer of the question type', () => {
    expect(answered('TEXT', '  ')).toBe(false);
    expect(answered('TEXT', ' x ')).toBe(true);
    expect(answered('YES_NO', false)).toBe(true);
    expect(answered('YES_NO', 'yes')).toBe(false);
    expect(answered('RATING', 2.5)).toBe(false);
    expect(answered('RATING', 3)).toBe(true);
    expect(answered('CHECKBOX', { choices: [] })).toBe(false);
    expect(answered('CHECKBOX', { choices: [], other: '  ' })).toBe(false);
    expect(answered('CHECKBOX', { choices: [], other: 'own' })).toBe(true);
    expect(answered('MATRIX', {})).toBe(false);
    expect(answered('MATRIX', { r1: 'c1' })).toBe(true);
    expect(answered('SECTION', 'anything')).toBe(false);
    expect(answered('TEXT', undefined)).toBe(false);
  });
});

describe('unionChoices', () => {
  it('keeps the newest order, then ids only older lists had', () => {
    const ids = unionChoices([
      [choice('b'), choice('a')],
      [choice('a'), choice('c')],
    ]).map((c) => c.id);
    expect(ids).toEqual(['b', 'a', 'c']);
  });
});

describe('aggregateStatistics', () => {
  it('TEXT: counts non-blank answers as respondents and texts', () => {
    const out = aggregateStatistics(
      [q(1, 't', 'TEXT')],
      [ans(1, { t: 'good' }), ans(1, { t: '   ' }), ans(1, {}), ans(1, { t: 'fine' })],
      false,
    );
    expect(out.respondents).toBe(4);
    const s = only(out.questions);
    expect(s).toMatchObject({ key: 't', type: 'TEXT', respondents: 2, textCount: 2, versions: [1] });
    expect(s.bars).toBeUndefined();
  });

  it('YES_NO: yes and no bars with the settings labels (default Po/Da/Yes) and shares', () => {
    const labelled = aggregateStatistics(
      [q(1, 'y', 'YES_NO', { yesLabel: tri('Sure'), noLabel: tri('Nope') })],
      [ans(1, { y: true }), ans(1, { y: true }), ans(1, { y: false }), ans(1, { y: 'no' })],
      false,
    );
    const s = only(labelled.questions);
    expect(s.respondents).toBe(3);
    expect(s.bars).toEqual([
      { id: 'yes', label: tri('Sure'), count: 2, share: 0.6667 },
      { id: 'no', label: tri('Nope'), count: 1, share: 0.3333 },
    ]);
    const plain = only(aggregateStatistics([q(1, 'y', 'YES_NO')], [ans(1, { y: false })], false).questions);
    expect(plain.bars?.map((b) => b.label)).toEqual([
      { sq: 'Po', sr: 'Da', en: 'Yes' },
      { sq: 'Jo', sr: 'Ne', en: 'No' },
    ]);
  });

  it('CHECKBOX: a bar per choice (a repeated choice once per answer), "other" counted apart', () => {
    const out = aggregateStatistics(
      [q(1, 'c', 'CHECKBOX', { choices: [choice('a'), choice('b'), choice('c')], other: true })],
      [
        ans(1, { c: { choices: ['a', 'a', 'b'] } }),
        ans(1, { c: { choices: ['a'], other: 'my own' } }),
        ans(1, { c: { choices: [], other: 'only other' } }),
        ans(1, { c: { choices: [], other: '  ' } }),
      ],
      false,
    );
    const s = only(out.questions);
    expect(s.respondents).toBe(3);
    expect(s.otherCount).toBe(2);
    expect(s.bars?.map((b) => [b.id, b.count, b.share])).toEqual([
      ['a', 2, 0.6667],
      ['b', 1, 0.3333],
      ['c', 0, 0],
    ]);
  });

  it('RATING: the distribution over the range and the mean; nobody answering gives a null mean', () => {
    const out = aggregateStatistics(
      [q(1, 'r', 'RATING', { range: 5 })],
      [ans(1, { r: 5 }), ans(1, { r: 4 }), ans(1, { r: 4 }), ans(1, { r: 3.5 })],
      false,
    );
    const s = only(out.questions);
    expect(s.respondents).toBe(3);
    expect(s.mean).toBe(4.3333);
    expect(s.distribution).toEqual([
      { value: 1, count: 0, share: 0 },
      { value: 2, count: 0, share: 0 },
      { value: 3, count: 0, share: 0 },
      { value: 4, count: 2, share: 0.6667 },
      { value: 5, count: 1, share: 0.3333 },
    ]);
    const empty = only(aggregateStatistics([q(1, 'r', 'RATING', { range: 7 })], [], false).questions);
    expect(empty.mean).toBeNull();
    expect(empty.distribution).toHaveLength(7);
  });

  it('MATRIX: per row option, a bar per column choice', () => {
    const out = aggregateStatistics(
      [q(1, 'm', 'MATRIX', { options: [choice('r1'), choice('r2')], choices: [choice('lo'), choice('hi')] })],
      [ans(1, { m: { r1: 'hi', r2: 'lo' } }), ans(1, { m: { r1: 'hi' } }), ans(1, { m: {} })],
      false,
    );
    const s = only(out.questions);
    expect(s.respondents).toBe(2);
    expect(s.matrix?.map((row) => [row.option.id, row.bars.map((b) => [b.id, b.count, b.share])])).toEqual([
      [
        'r1',
        [
          ['lo', 0, 0],
          ['hi', 2, 1],
        ],
      ],
      [
        'r2',
        [
          ['lo', 1, 0.5],
          ['hi', 0, 0],
        ],
      ],
    ]);
  });

  it('SECTION: listed in order but never counted; answers to a version without questions still count', () => {
    const out = aggregateStatistics(
      [q(1, 's', 'SECTION', {}, { position: 0 }), q(1, 't', 'TEXT', {}, { position: 1 })],
      [ans(1, { s: 'ignored', t: 'x' }), ans(9, { t: 'unknown version' })],
      false,
    );
    expect(out.respondents).toBe(2);
    expect(out.questions.map((s) => [s.key, s.type, s.respondents])).toEqual([
      ['s', 'SECTION', 0],
      ['t', 'TEXT', 1],
    ]);
  });

  it('orders questions by their place in the newest version having them', () => {
    const out = aggregateStatistics(
      [
        q(2, 'b', 'TEXT', {}, { position: 0 }),
        q(2, 'a', 'TEXT', {}, { position: 1 }),
        q(1, 'old', 'TEXT', {}, { position: 0 }),
        q(1, 'a', 'TEXT', {}, { position: 0 }),
        q(1, 'b', 'TEXT', {}, { position: 1 }),
      ],
      [],
      false,
    );
    expect(out.questions.map((s) => s.key)).toEqual(['b', 'a', 'old']);
  });

  // key "r" reworded: revision 2 in version 2 (range 7, a new title), revision 1 in version 1 (range 5)
  const reworded = [
    q(2, 'r', 'RATING', { range: 7 }, { revision: 2, title: tri('New wording') }),
    q(1, 'r', 'RATING', { range: 5 }, { revision: 1 }),
  ];
  const answersOf = [ans(2, { r: 7 }), ans(2, { r: 6 }), ans(1, { r: 1 })];

  it('keeps the revisions of a reworded question apart, each marked reworded', () => {
    const out = aggregateStatistics(reworded, answersOf, false);
    expect(
      out.questions.map((s) => [s.key, s.revision, s.reworded, s.versions, s.respondents, s.mean]),
    ).toEqual([
      ['r', 2, true, [2], 2, 6.5],
      ['r', 1, true, [1], 1, 1],
    ]);
    expect(out.questions[0]!.title.en).toBe('New wording');
    expect(out.questions[0]!.distribution).toHaveLength(7);
    expect(out.questions[1]!.distribution).toHaveLength(5);
  });

  it('joins the revisions into one group under the newest title and the widest range', () => {
    const s = only(aggregateStatistics(reworded, answersOf, true).questions);
    expect(s).toMatchObject({ key: 'r', revision: 2, reworded: true, versions: [1, 2], respondents: 3 });
    expect(s.title.en).toBe('New wording');
    expect(s.mean).toBe(4.6667);
    expect(s.distribution?.map((d) => d.count)).toEqual([1, 0, 0, 0, 0, 1, 1]);
  });

  it('joined CHECKBOX revisions: the newest choices first, then choices only older revisions had', () => {
    const s = only(
      aggregateStatistics(
        [
          q(2, 'c', 'CHECKBOX', { choices: [choice('b'), choice('a')] }, { revision: 2 }),
          q(1, 'c', 'CHECKBOX', { choices: [choice('a'), choice('gone')] }, { revision: 1 }),
        ],
        [ans(2, { c: { choices: ['b'] } }), ans(1, { c: { choices: ['gone', 'a'] } })],
        true,
      ).questions,
    );
    expect(s.bars?.map((b) => [b.id, b.count])).toEqual([
      ['b', 1],
      ['a', 1],
      ['gone', 1],
    ]);
  });

  it('folding page by page gives the same statistics as all at once', () => {
    const fold = startStatistics(reworded, false);
    for (const page of [answersOf.slice(0, 1), answersOf.slice(1)]) foldAnswers(fold, page);
    expect(finishStatistics(fold)).toEqual(aggregateStatistics(reworded, answersOf, false));
  });
});
