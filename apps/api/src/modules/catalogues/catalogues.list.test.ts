import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';

let t: TestApp;
/** A word only this file's tags contain, so the name filter isolates them from seeded tags. */
const MARK = `lst${randomUUID().slice(0, 6)}`;

/**
 * Four tags with names that sort differently per language, creation and change times set by hand:
 * alpha and gamma were created in the same instant (a tie broken by id).
 */
const ITEMS = [
  { key: 'alpha', id: '00000000-0000-4000-8000-00000000000a', sq: 'Ç', en: 'Alpha', created: 2, updated: 9 },
  { key: 'beta', id: '00000000-0000-4000-8000-00000000000b', sq: 'Dh', en: 'Beta', created: 1, updated: 7 },
  { key: 'gamma', id: '00000000-0000-4000-8000-00000000000c', sq: 'C', en: 'Gamma', created: 2, updated: 8 },
  { key: 'delta', id: '00000000-0000-4000-8000-00000000000d', sq: 'E', en: 'Delta', created: 3, updated: 6 },
] as const;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(catalogueItems).values(
    ITEMS.map((i) => ({
      id: i.id,
      collection: 'tags',
      enName: `${i.en} ${MARK}`,
      sqName: `${i.sq} ${MARK}`,
      srName: `${i.en} sr ${MARK}`,
      createdAt: at(i.created),
      updatedAt: at(i.updated),
    })),
  );
  await t.app.services.catalogueCache.invalidate('tags');
});
afterAll(async () => {
  await t.database.db.delete(catalogueItems).where(
    inArray(
      catalogueItems.id,
      ITEMS.map((i) => i.id),
    ),
  );
  await t.close();
});

interface Page {
  docs: { _id: string }[];
  totalDocs: number;
  page: number;
  totalPages: number;
}
async function list(query: string): Promise<{ status: number; keys: string[]; page: Page }> {
  const res = await t.app.inject({ url: `/api/tags?name=${MARK}&${query}` });
  const page = res.json().data?.tags as Page;
  const key = (id: string) => ITEMS.find((i) => i.id === id)!.key;
  return { status: res.statusCode, keys: page ? page.docs.map((d) => key(d._id)) : [], page };
}

describe('catalogue list order (sort)', () => {
  it('defaults to the selected language’s alphabetical name order', async () => {
    expect((await list('selectedLanguage=en')).keys).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    // Albanian: C, Ç, D, Dh, E — Ç after C, Dh after D
    expect((await list('selectedLanguage=sq')).keys).toEqual(['gamma', 'alpha', 'beta', 'delta']);
    expect((await list('selectedLanguage=sq&sort=name')).keys).toEqual(['gamma', 'alpha', 'beta', 'delta']);
  });

  it('-name reverses the language’s order', async () => {
    expect((await list('selectedLanguage=en&sort=-name')).keys).toEqual(['gamma', 'delta', 'beta', 'alpha']);
    expect((await list('selectedLanguage=sq&sort=-name')).keys).toEqual(['delta', 'beta', 'alpha', 'gamma']);
  });

  it('createdAt and -createdAt order by creation, ties by id in both directions', async () => {
    expect((await list('sort=createdAt')).keys).toEqual(['beta', 'alpha', 'gamma', 'delta']);
    expect((await list('sort=-createdAt')).keys).toEqual(['delta', 'alpha', 'gamma', 'beta']);
  });

  it('updatedAt and -updatedAt order by the last change', async () => {
    expect((await list('sort=updatedAt')).keys).toEqual(['delta', 'beta', 'gamma', 'alpha']);
    expect((await list('sort=-updatedAt')).keys).toEqual(['alpha', 'gamma', 'beta', 'delta']);
  });

  it('pages through each order', async () => {
    const one = await list('sort=-updatedAt&page=1&limit=3');
    expect(one.keys).toEqual(['alpha', 'gamma', 'beta']);
    expect(one.page).toMatchObject({ totalDocs: 4, page: 1, totalPages: 2 });
    const two = await list('sort=-updatedAt&page=2&limit=3');
    expect(two.keys).toEqual(['delta']);
    expect((await list('selectedLanguage=en&sort=-name&page=2&limit=1')).keys).toEqual(['delta']);
    expect((await list('sort=createdAt&page=3&limit=1')).keys).toEqual(['gamma']);
    expect((await list('sort=createdAt&pagination=false')).keys).toEqual(['beta', 'alpha', 'gamma', 'delta']);
  });

  it('refuses an unknown order', async () => {
    const res = await t.app.inject({ url: '/api/tags?sort=random' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', details: [{ field: 'sort' }] });
  });
});

describe('the categories list’s `categories` filter (RC §7)', () => {
  type Item = { _id: string };
  const categories = async (query: string) => {
    const res = await t.app.inject({ url: `/api/categories?pagination=false&${query}` });
    return {
      status: res.statusCode,
      body: res.json(),
      ids: ((res.json().data?.categories?.docs ?? []) as Item[]).map((d) => d._id),
    };
  };

  it('answers only the fields of interest named, repeated or as a comma list, in the list’s order', async () => {
    const all = (await categories('')).ids;
    expect(all.length).toBeGreaterThan(3);
    const [a, b, c] = [all[0]!, all[1]!, all[2]!];
    expect((await categories(`categories=${c},${a}`)).ids).toEqual([a, c]);
    expect((await categories(`categories=${b}&categories=${c}`)).ids).toEqual([b, c]);
    const paged = await t.app.inject({ url: `/api/categories?categories=${a},${b},${c}&limit=2&page=2` });
    expect(paged.json().data.categories).toMatchObject({ totalDocs: 3, docs: [{ _id: c }] });
  });

  it('an id of another collection or an unknown one matches nothing; an empty value filters nothing', async () => {
    expect((await categories(`categories=${ITEMS[0].id}`)).ids).toEqual([]);
    expect((await categories(`categories=${randomUUID()}`)).ids).toEqual([]);
    expect((await categories('categories=')).ids.length).toBe((await categories('')).ids.length);
  });

  it('refuses a malformed id with 400 on `categories`', async () => {
    const res = await categories('categories=not-an-id');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: expect.stringMatching(/^categories/) }],
    });
  });

  it('belongs to the categories list only: other collections ignore it', async () => {
    const res = await t.app.inject({ url: `/api/tags?name=${MARK}&categories=${ITEMS[0].id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tags.totalDocs).toBe(4);
  });
});
