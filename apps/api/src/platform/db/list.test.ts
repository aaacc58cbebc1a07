import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import type { Database } from './client.ts';
import { all, contains, dateRange, inList, listPage, listPageByKeys, totalDocs } from './list.ts';
import { createRepo } from './repo.ts';

/* The shared list mechanism on a real database: one table through the generic repo, and a select of one's own. */

let database: Database;
const COLLECTION = `list-test-${randomUUID().slice(0, 8)}`;
const ids: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const names = ['alpha', 'beta', 'gamma', '50% off', 'under_score', 'delta', 'epsilon'];
  for (const [i, name] of names.entries()) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    ids.push(id);
    await database.db.insert(catalogueItems).values({
      id,
      collection: COLLECTION,
      enName: name,
      sqName: `${name} sq`,
      srName: `${name} sr`,
      createdAt: new Date(Date.UTC(2026, 0, i + 1)),
    });
  }
});
afterAll(async () => {
  await database.close();
});

describe('the generic repo list (one table, scoped)', () => {
  const repo = () => createRepo(database.db, catalogueItems, eq(catalogueItems.collection, COLLECTION));

  it('pages with the total from the same query', async () => {
    const page = await repo().list({
      page: 2,
      limit: 3,
      pagination: true,
      orderBy: [asc(catalogueItems.enName)],
    });
    expect(page).toMatchObject({
      totalDocs: 7,
      limit: 3,
      page: 2,
      totalPages: 3,
      prevPage: 1,
      nextPage: 3,
      hasPrevPage: true,
      hasNextPage: true,
    });
    expect(page.docs.map((d) => d.enName)).toEqual(['delta', 'epsilon', 'gamma']);
    expect(page.docs[0]).not.toHaveProperty('totalDocs');
  });

  it('knows the total past the last page, and answers the whole list without paging', async () => {
    const past = await repo().list({ page: 9, limit: 3, pagination: true });
    expect(past.docs).toEqual([]);
    expect(past.totalDocs).toBe(7);
    expect(past.totalPages).toBe(3);
    const whole = await repo().list({ page: 5, limit: 2, pagination: false });
    expect(whole).toMatchObject({ totalDocs: 7, page: 1, limit: 7, totalPages: 1, hasNextPage: false });
    expect(whole.docs).toHaveLength(7);
  });

  it('an empty result is one page of nothing', async () => {
    const none = await repo().list({
      page: 1,
      limit: 10,
      pagination: true,
      where: contains(catalogueItems.enName, 'zzz'),
    });
    expect(none).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, hasNextPage: false });
  });
});

describe('filters', () => {
  const names = async (where: ReturnType<typeof all>) => {
    const q = database.db
      .select({ name: catalogueItems.enName, totalDocs: totalDocs() })
      .from(catalogueItems)
      .where(all(eq(catalogueItems.collection, COLLECTION), where))
      .orderBy(asc(catalogueItems.enName), asc(catalogueItems.id))
      .$dynamic();
    return (await listPage(q, { page: 1, limit: 100, pagination: true })).docs.map((d) => d.name);
  };

  it('contains: case-insensitive, across several columns, wildcards taken literally', async () => {
    expect(await names(contains(catalogueItems.enName, 'ALP'))).toEqual(['alpha']);
    expect(await names(contains([catalogueItems.enName, catalogueItems.sqName], 'eta SQ'))).toEqual(['beta']);
    expect(await names(contains(catalogueItems.enName, '%'))).toEqual(['50% off']);
    expect(await names(contains(catalogueItems.enName, '_'))).toEqual(['under_score']);
    expect(await names(contains(catalogueItems.enName, ''))).toHaveLength(7); // no filter
  });

  it('inList and dateRange', async () => {
    expect(await names(inList(catalogueItems.id, [ids[0], ids[2]]))).toEqual(['alpha', 'gamma']);
    expect(await names(inList(catalogueItems.id, []))).toHaveLength(7); // no filter
    expect(
      await names(
        dateRange(catalogueItems.createdAt, new Date(Date.UTC(2026, 0, 2)), new Date(Date.UTC(2026, 0, 3))),
      ),
    ).toEqual(['beta', 'gamma']);
    expect(await names(dateRange(catalogueItems.createdAt, new Date(Date.UTC(2026, 0, 7))))).toEqual([
      'epsilon',
    ]);
    expect(
      await names(all(contains(catalogueItems.enName, 'a'), inList(catalogueItems.id, [ids[1]]))),
    ).toEqual(['beta']);
  });
});

describe('listPageByKeys (two phases: keys, count, details)', () => {
  const inCollection = eq(catalogueItems.collection, COLLECTION);
  // `keys` is called for the page and again for the count: two calls mean the total was counted.
  const source = (calls: { keys: number; loaded: string[][] }, where = inCollection) => ({
    db: database.db,
    keys: () => {
      calls.keys++;
      return database.db.select({ key: catalogueItems.id }).from(catalogueItems).where(where).$dynamic();
    },
    order: [asc(catalogueItems.enName), asc(catalogueItems.id)],
    load: async (keys: string[]) => {
      calls.loaded.push(keys);
      // Loaded in another order on purpose: the page keeps the keys' order.
      return database.db
        .select({ id: catalogueItems.id, name: catalogueItems.enName })
        .from(catalogueItems)
        .where(inList(catalogueItems.id, keys))
        .orderBy(asc(catalogueItems.createdAt));
    },
    keyOf: (row: { id: string }) => row.id,
  });

  it('pages in the order of the keys, loads only the page, counts with the same filters', async () => {
    const calls = { keys: 0, loaded: [] as string[][] };
    const page = await listPageByKeys(source(calls), { page: 2, limit: 3, pagination: true });
    expect(page).toMatchObject({ totalDocs: 7, page: 2, limit: 3, totalPages: 3, hasNextPage: true });
    expect(page.docs.map((d) => d.name)).toEqual(['delta', 'epsilon', 'gamma']);
    expect(calls.loaded).toEqual([[ids[5], ids[6], ids[2]]]);
    expect(calls.keys).toBe(2);
  });

  it('a short first page is its own total (no count); past the end still knows the total', async () => {
    const calls = { keys: 0, loaded: [] as string[][] };
    const filtered = all(inCollection, contains(catalogueItems.enName, 'a'))!;
    const first = await listPageByKeys(source(calls, filtered), { page: 1, limit: 10, pagination: true });
    expect(first.docs.map((d) => d.name)).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    expect(first.totalDocs).toBe(4);
    expect(calls.keys).toBe(1);
    const past = await listPageByKeys(source(calls), { page: 9, limit: 3, pagination: true });
    expect(past).toMatchObject({ docs: [], totalDocs: 7, totalPages: 3 });
    expect(calls.keys).toBe(3);
  });

  it('without paging: every row in order, page 1', async () => {
    const calls = { keys: 0, loaded: [] as string[][] };
    const whole = await listPageByKeys(source(calls), { page: 4, limit: 2, pagination: false });
    expect(whole).toMatchObject({ totalDocs: 7, page: 1, limit: 7, hasNextPage: false });
    expect(whole.docs.map((d) => d.name)).toEqual([
      '50% off',
      'alpha',
      'beta',
      'delta',
      'epsilon',
      'gamma',
      'under_score',
    ]);
  });
});
