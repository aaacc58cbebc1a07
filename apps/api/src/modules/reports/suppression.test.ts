import { describe, expect, it } from 'vitest';
import { ZReportResult } from '@praktika/contracts/reports';
import {
  homeCounts,
  isSmallNumber,
  roundDownForHome,
  shareOf,
  suppressResult,
  withShares,
  type TExactReportResult,
} from './suppression.ts';

/** A breakdown with rows a, b, c… holding `counts` in that order, and `total` (default: their sum). */
function breakdown(counts: number[], total = counts.reduce((s, c) => s + c, 0)): TExactReportResult {
  const rows = counts.map((count, i) => {
    const key = String.fromCharCode(97 + i);
    return { key, label: { sq: key, sr: key, en: key }, count };
  });
  return { type: 'BY_MUNICIPALITY', total, rows };
}

/** The rows of a suppressed answer as `key: count` ("<10" for a hidden one), and the total. */
function shown(counts: number[], total?: number) {
  const r = suppressResult(breakdown(counts, total));
  expect(ZReportResult.parse(r)).toEqual(r);
  for (const row of r.rows) expect(row.suppressed === true).toBe(row.count === null);
  return {
    rows: r.rows.map((row) => `${row.key}: ${row.count ?? '<10'}`),
    total: r.total,
    suppressed: r.suppressed,
  };
}

describe('suppressResult', () => {
  it('nothing small: every count and the total exact, nothing hidden', () => {
    expect(shown([40, 25, 10])).toEqual({
      rows: ['a: 40', 'b: 25', 'c: 10'],
      total: 75,
      suppressed: { below: 10, rows: 0, total: 'shown' },
    });
  });

  it('one small cell: it and the next-smallest non-zero cell are hidden; the total stays exact', () => {
    expect(shown([40, 25, 12, 0, 3])).toEqual({
      rows: ['a: 40', 'b: 25', 'c: <10', 'd: 0', 'e: <10'],
      total: 80,
      suppressed: { below: 10, rows: 2, total: 'shown' },
    });
  });

  it('two small cells: both hidden, no secondary cell (their sum alone is known)', () => {
    expect(shown([40, 25, 9, 1])).toEqual({
      rows: ['a: 40', 'b: 25', 'c: <10', 'd: <10'],
      total: 75,
      suppressed: { below: 10, rows: 2, total: 'shown' },
    });
  });

  it('a row of all small cells: all hidden, and the total too when it is itself small', () => {
    expect(shown([4, 3, 2])).toEqual({
      rows: ['a: <10', 'b: <10', 'c: <10'],
      total: null,
      suppressed: { below: 10, rows: 3, total: 'small' },
    });
    expect(shown([6, 5, 4]).total).toBe(15);
  });

  it('zero stays 0, is never a secondary cell, and a breakdown of zeros is exact', () => {
    expect(shown([0, 0, 0])).toEqual({
      rows: ['a: 0', 'b: 0', 'c: 0'],
      total: 0,
      suppressed: { below: 10, rows: 0, total: 'shown' },
    });
    expect(shown([20, 0, 5]).rows).toEqual(['a: <10', 'b: 0', 'c: <10']);
  });

  it('10 is shown, 9 is hidden', () => {
    expect(isSmallNumber(10)).toBe(false);
    expect(isSmallNumber(9)).toBe(true);
    expect(isSmallNumber(1)).toBe(true);
    expect(isSmallNumber(0)).toBe(false);
    expect(shown([10, 10, 10]).rows).toEqual(['a: 10', 'b: 10', 'c: 10']);
  });

  it('ties for the secondary cell: the first of them in row order is hidden', () => {
    expect(shown([30, 15, 15, 2]).rows).toEqual(['a: 30', 'b: <10', 'c: 15', 'd: <10']);
  });

  it('one small cell with no other non-zero cell: the total is withheld (it would equal the cell)', () => {
    // Only possible where the total is not the rows' sum (records counted in no row); kept safe anyway.
    expect(shown([3, 0], 25)).toEqual({
      rows: ['a: <10', 'b: 0'],
      total: null,
      suppressed: { below: 10, rows: 1, total: 'withheld' },
    });
    // When the total is the sum, it is that cell and so itself small.
    expect(shown([3, 0]).suppressed).toEqual({ below: 10, rows: 1, total: 'small' });
  });

  it('keeps the type, keys, labels and order, and does not change its argument', () => {
    const exact = breakdown([12, 5]);
    const copy = structuredClone(exact);
    const r = suppressResult(exact);
    expect(exact).toEqual(copy);
    expect(r.type).toBe('BY_MUNICIPALITY');
    expect(r.rows.map((row) => [row.key, row.label.en])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ]);
  });
});

describe('shares', () => {
  it('only with a base of at least 10 and a shown count', () => {
    expect(shareOf(1, 10)).toBe(0.1);
    expect(shareOf(2, 3)).toBe(null);
    expect(shareOf(null, 100)).toBe(null);
    expect(shareOf(5, null)).toBe(null);
    expect(shareOf(1, 3 * 10)).toBe(0.0333);
  });

  it('withShares: per row, from the (possibly hidden) total', () => {
    expect(withShares(breakdown([8, 2])).rows.map((r) => r.share)).toEqual([0.8, 0.2]);
    expect(withShares(breakdown([3, 2])).rows.map((r) => r.share)).toEqual([null, null]);
    expect(withShares(suppressResult(breakdown([30, 15, 5]))).rows.map((r) => r.share)).toEqual([
      0.6,
      null,
      null,
    ]);
  });
});

describe('home counts', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 10],
    [19, 10],
    [1234, 1230],
  ])('%i → %i', (count, rounded) => {
    expect(roundDownForHome(count)).toBe(rounded);
  });

  it('rounds every one of the six counts', () => {
    expect(
      homeCounts({
        internCount: 1234,
        businessCount: 9,
        mentorCount: 10,
        applicationCount: 19,
        jobCount: 0,
        trainingCount: 101,
      }),
    ).toEqual({
      internCount: 1230,
      businessCount: 0,
      mentorCount: 10,
      applicationCount: 10,
      jobCount: 0,
      trainingCount: 100,
    });
  });
});
