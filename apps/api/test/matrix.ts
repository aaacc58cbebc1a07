/**
 * Permission matrices in tests: the expected statuses of one route written as a row in the order of its callers,
 * and the check that asks every caller in turn and compares the whole row at once (a failure names each caller).
 */
import { expect } from 'vitest';

/** `row`'s statuses keyed by the caller at the same place in `callers`. */
export function statusesOf<W extends string>(
  callers: readonly W[],
  row: readonly number[],
): Record<W, number> {
  expect(row, 'one status per caller').toHaveLength(callers.length);
  return Object.fromEntries(callers.map((w, i) => [w, row[i]])) as Record<W, number>;
}

/** Asks `status(w)` of each caller of `expected` in turn (in its order) and expects exactly its statuses. */
export async function expectStatuses<W extends string>(
  expected: Record<W, number>,
  status: (w: W) => Promise<number>,
): Promise<void> {
  const got: Record<string, number> = {};
  for (const w of Object.keys(expected) as W[]) got[w] = await status(w);
  expect(got).toEqual(expected);
}
