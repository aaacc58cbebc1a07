import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import {
  CATALOGUES,
  catalogueExtraFields,
  type CatalogueDef,
  type TCatalogueWrite,
} from '@praktika/contracts/catalogues';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { createUser } from '../../../test/factories.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { interns } from '../../db/schema/profiles.ts';
import { AppError } from '../../platform/errors.ts';
import { isStillReferenced, pgError } from '../../platform/db/pg-error.ts';
import { createCatalogueRepo } from './catalogues.repo.ts';
import { createCatalogueService } from './catalogues.service.ts';
import type { Json } from '../../../test/api.ts';

const DEFS = CATALOGUES as readonly CatalogueDef[];
const def = (path: string): CatalogueDef => DEFS.find((d) => d.path === path)!;
const BASE_KEYS = [
  '_id',
  'createdAt',
  'enDescription',
  'enName',
  'localisations',
  'sqDescription',
  'sqName',
  'srCyrlName',
  'srDescription',
  'srName',
];

let t: TestApp;
const tokens: Partial<Record<TRole, string>> = {};
/** Ids of seeded items the extras point at. */
let categoryIt = '';
let categoryHealth = '';
let municipalityPrishtina = '';
let municipalityPrizren = '';
let seq = 0;

/** A signed-in account of that role, made directly in the database (until a shared loginAs exists). */
async function tokenFor(role: TRole): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(accounts).values({
    id,
    accountType: role === 'admin' ? 'business' : role,
    role,
    email: `${role}-${id}@test.local`,
    passwordHash: 'not-a-hash',
  });
  return t.app.tokens.signSession({ role, id, sv: 0 }, false);
}

const auth = (role: TRole | 'visitor') =>
  role === 'visitor' ? {} : { authorization: `Bearer ${tokens[role]}` };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  role: TRole | 'visitor' = 'visitor',
  payload?: Json,
) {
  const res = await t.app.inject({ method, url, headers: auth(role), ...(payload ? { payload } : {}) });
  return {
    status: res.statusCode,
    body: res.json() as Json & {
      data: Json;
      errorType?: string;
      details?: { field: string; issue: string }[];
    },
  };
}

/** A valid body for the collection with unique names (plus its required extras). */
function bodyFor(d: CatalogueDef, label = `item ${++seq}`): Json {
  const body: Json = {
    enName: `En ${label}`,
    enDescription: 'english',
    sqName: `Sq ${label}`,
    sqDescription: '',
    srName: `Sr ${label}`,
    srDescription: 'srpski',
  };
  for (const field of catalogueExtraFields(d)) {
    if (field === 'category') body.category = categoryIt;
    if (field === 'municipality') body.municipality = municipalityPrishtina;
    if (field === 'type') body.type = 'UNIVERSITY';
    if (field === 'hasUniqueIdentifier') body.hasUniqueIdentifier = true;
  }
  return body;
}

async function create(d: CatalogueDef, body: Json = bodyFor(d)): Promise<Json> {
  const res = await call('POST', `/api/${d.path}`, 'admin', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[d.one] as Json;
}

async function seededId(path: string, enName: string): Promise<string> {
  const res = await call('GET', `/api/${path}?pagination=false&name=${encodeURIComponent(enName)}`);
  const docs = (res.body.data[path] as { docs: Json[] }).docs;
  const hit = docs.find((doc) => doc.enName === enName);
  expect(hit, `${path} ${enName}`).toBeTruthy();
  return hit!._id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['intern', 'business', 'mentor', 'admin'] as const) tokens[role] = await tokenFor(role);
  categoryIt = await seededId('categories', 'Information technology');
  categoryHealth = await seededId('categories', 'Health');
  municipalityPrishtina = await seededId('municipalities', 'Pristina');
  municipalityPrizren = await seededId('municipalities', 'Prizren');
});
afterAll(async () => {
  await t.close();
});

describe.each(DEFS.map((d) => [d.path, d] as const))('catalogue %s', (_path, d) => {
  const itemKeys = [...BASE_KEYS, ...catalogueExtraFields(d), 'updatedAt'].sort();

  it('lists publicly under its path key in the paged shape, items with only their own fields', async () => {
    await create(d);
    const res = await call('GET', `/api/${d.path}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null });
    expect(Object.keys(res.body.data)).toEqual([d.path]);
    const list = res.body.data[d.path] as Json & { docs: Json[] };
    expect(Object.keys(list).sort()).toEqual(
      [
        'docs',
        'hasNextPage',
        'hasPrevPage',
        'limit',
        'nextPage',
        'page',
        'prevPage',
        'totalDocs',
        'totalPages',
      ].sort(),
    );
    expect(list).toMatchObject({ page: 1, limit: 10, prevPage: null, hasPrevPage: false });
    expect(list.docs.length).toBeGreaterThan(0);
    for (const doc of list.docs) expect(Object.keys(doc).sort()).toEqual(itemKeys);
  });

  it('creates, gets, updates and deletes one item under its singular key', async () => {
    const body = bodyFor(d);
    const created = await create(d, body);
    expect(Object.keys(created).sort()).toEqual(itemKeys);
    expect(created).toMatchObject({
      enName: body.enName,
      sqName: body.sqName,
      srName: body.srName,
      sqDescription: '',
      localisations: { en: { name: body.enName }, sq: { name: body.sqName }, sr: { name: body.srName } },
    });
    expect(new Date(created.createdAt as string).toISOString()).toBe(created.createdAt);
    const id = created._id as string;

    const got = await call('GET', `/api/${d.path}/${id}`);
    expect(got.status).toBe(200);
    expect(Object.keys(got.body.data)).toEqual([d.one]);
    expect(got.body.data[d.one]).toEqual(created);

    const changed: Json = { ...bodyFor(d), enDescription: 'changed' };
    const put = await call('PUT', `/api/${d.path}/${id}`, 'admin', changed);
    expect(put.status).toBe(200);
    expect(put.body.data[d.one]).toMatchObject({ _id: id, enName: changed.enName, enDescription: 'changed' });
    expect(Date.parse((put.body.data[d.one] as Json).updatedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(created.updatedAt as string),
    );

    // Saving an item under its own names is not a duplicate of itself.
    expect((await call('PUT', `/api/${d.path}/${id}`, 'admin', changed)).status).toBe(200);

    const del = await call('DELETE', `/api/${d.path}/${id}`, 'admin');
    expect(del.status).toBe(200);
    expect(del.body.data[d.one]).toMatchObject({ _id: id, enName: changed.enName });
    expect((await call('GET', `/api/${d.path}/${id}`)).body.errorType).toBe('NOT_FOUND');
  });

  it(`rejects duplicate names per language, case-insensitively, with ${d.exists}`, async () => {
    const first = bodyFor(d);
    await create(d, first);
    for (const field of ['enName', 'sqName', 'srName'] as const) {
      const clash = { ...bodyFor(d), [field]: ` ${String(first[field]).toUpperCase()} ` };
      const res = await call('POST', `/api/${d.path}`, 'admin', clash);
      expect(res.status, field).toBe(409);
      expect(res.body).toMatchObject({ success: false, data: null, errorType: d.exists });
      expect(res.body.details).toEqual([{ field, issue: 'exists' }]);
    }
    const other = await create(d);
    for (const field of ['enName', 'sqName', 'srName'] as const) {
      const clash = { ...bodyFor(d), [field]: String(first[field]).toLowerCase() };
      const res = await call('PUT', `/api/${d.path}/${other._id as string}`, 'admin', clash);
      expect(res.status, field).toBe(409);
      expect(res.body.errorType).toBe(d.exists);
    }
    // Nothing changed by the refused update.
    expect((await call('GET', `/api/${d.path}/${other._id as string}`)).body.data[d.one]).toEqual(other);
  });

  it('answers two simultaneous creates of the same name with one 201 and one 409', async () => {
    const body = bodyFor(d);
    const results = await Promise.all([
      call('POST', `/api/${d.path}`, 'admin', body),
      call('POST', `/api/${d.path}`, 'admin', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorType).toBe(d.exists);
    const list = await call('GET', `/api/${d.path}?name=${encodeURIComponent(String(body.enName))}`);
    expect((list.body.data[d.path] as Json).totalDocs).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = randomUUID();
    for (const [method, role, payload] of [
      ['GET', 'visitor', undefined],
      ['PUT', 'admin', bodyFor(d)],
      ['DELETE', 'admin', undefined],
    ] as const) {
      const res = await call(method, `/api/${d.path}/${unknown}`, role, payload);
      expect(res.status, method).toBe(404);
      expect(res.body.errorType).toBe('NOT_FOUND');
      const bad = await call(method, `/api/${d.path}/not-a-uuid`, role, payload);
      expect(bad.status, method).toBe(400);
      expect(bad.body.errorType).toBe('VALIDATION_ERROR');
      expect(bad.body.details?.[0]?.field).toBe('id');
    }
  });

  it('rejects a bad body with per-field details', async () => {
    const res = await call('POST', `/api/${d.path}`, 'admin', { enName: '', sqDescription: 5 });
    expect(res.status).toBe(400);
    expect(res.body.errorType).toBe('VALIDATION_ERROR');
    const fields = res.body.details!.map((x) => x.field);
    expect(fields).toEqual(expect.arrayContaining(['enName', 'sqName', 'srName', 'sqDescription']));
  });

  it('rejects extras that do not belong to the collection', async () => {
    const own = new Set<string>(catalogueExtraFields(d));
    const foreign: Json = {
      category: categoryIt,
      municipality: municipalityPrishtina,
      type: 'UNIVERSITY',
      hasUniqueIdentifier: true,
    };
    for (const [field, value] of Object.entries(foreign)) {
      if (own.has(field)) continue;
      const res = await call('POST', `/api/${d.path}`, 'admin', { ...bodyFor(d), [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body.errorType).toBe('VALIDATION_ERROR');
      expect(res.body.details).toContainEqual({ field, issue: 'notAllowed' });
    }
  });

  it('lets only admins write: visitor 401, intern/business/mentor 403', async () => {
    const target = await create(d);
    // Expected independently of the policy table the routes read: only admins write.
    const writers: readonly string[] = ['admin'];
    const writes: [string, 'POST' | 'PUT' | 'DELETE', () => string, () => Json | undefined][] = [
      ['create', 'POST', () => `/api/${d.path}`, () => bodyFor(d)],
      ['update', 'PUT', () => `/api/${d.path}/${target._id as string}`, () => bodyFor(d)],
      ['delete', 'DELETE', () => `/api/${d.path}/${target._id as string}`, () => undefined],
    ];
    for (const [action, method, url, body] of writes) {
      for (const role of ['visitor', 'intern', 'business', 'mentor', 'admin'] as const) {
        const res = await call(method, url(), role, body());
        const expected = writers.includes(role)
          ? method === 'POST'
            ? 201
            : 200
          : role === 'visitor'
            ? 401
            : 403;
        expect(res.status, `${action} as ${role}`).toBe(expected);
        if (expected >= 400) expect(res.body.errorType).toBe(expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
    }
    // Reads are public for everyone.
    for (const role of ['visitor', 'intern', 'business', 'mentor', 'admin'] as const) {
      expect((await call('GET', `/api/${d.path}`, role)).status).toBe(200);
    }
  });
});

describe('paging, sorting and searching', () => {
  /** Municipalities: 38 seeded plus those the per-collection tests above added. */
  const total = async () =>
    ((await call('GET', '/api/municipalities?pagination=false')).body.data.municipalities as Json)
      .totalDocs as number;

  it('pages municipalities (page 1, limit 10 by default)', async () => {
    const n = await total();
    expect(n).toBeGreaterThanOrEqual(38);
    const pages = (limit: number) => Math.ceil(n / limit);
    const first = (await call('GET', '/api/municipalities')).body.data.municipalities as Json & {
      docs: Json[];
    };
    expect(first).toMatchObject({
      totalDocs: n,
      limit: 10,
      page: 1,
      totalPages: pages(10),
      prevPage: null,
      nextPage: 2,
      hasNextPage: true,
    });
    expect(first.docs).toHaveLength(10);

    const second = (await call('GET', '/api/municipalities?page=2&limit=5')).body.data
      .municipalities as Json & { docs: Json[] };
    expect(second).toMatchObject({
      totalDocs: n,
      limit: 5,
      page: 2,
      totalPages: pages(5),
      prevPage: 1,
      nextPage: 3,
      hasPrevPage: true,
    });
    expect(second.docs).toHaveLength(5);

    const last = (await call('GET', `/api/municipalities?page=${pages(5)}&limit=5`)).body.data
      .municipalities as Json & { docs: Json[] };
    expect(last).toMatchObject({ page: pages(5), nextPage: null, hasNextPage: false });
    expect(last.docs).toHaveLength(n - 5 * (pages(5) - 1));

    const beyond = (await call('GET', '/api/municipalities?page=100&limit=5')).body.data
      .municipalities as Json & { docs: Json[] };
    expect(beyond.docs).toHaveLength(0);

    // Pages do not overlap and together hold every item once.
    const ids = new Set<string>();
    for (let page = 1; page <= pages(10); page++) {
      const docs = (
        (await call('GET', `/api/municipalities?page=${page}`)).body.data.municipalities as { docs: Json[] }
      ).docs;
      for (const doc of docs) ids.add(doc._id as string);
    }
    expect(ids.size).toBe(n);
  });

  it('returns the whole list with pagination=false in the same shape', async () => {
    const n = await total();
    const all = (await call('GET', '/api/municipalities?pagination=false&limit=5&page=3')).body.data
      .municipalities as Json & {
      docs: Json[];
    };
    expect(all).toMatchObject({
      totalDocs: n,
      limit: n,
      page: 1,
      totalPages: 1,
      prevPage: null,
      nextPage: null,
      hasNextPage: false,
    });
    expect(all.docs).toHaveLength(n);
  });

  it('rejects bad paging parameters', async () => {
    for (const q of [
      'page=0',
      'limit=0',
      'limit=1000',
      'page=x',
      'pagination=maybe',
      'selectedLanguage=de',
    ]) {
      const res = await call('GET', `/api/skills?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errorType).toBe('VALIDATION_ERROR');
    }
  });

  it("sorts by the selected language's name, sq by default", async () => {
    const tags = def('tags');
    await create(tags, { ...bodyFor(tags), sqName: 'Sorttag a', srName: 'Sorttag c', enName: 'Sorttag b' });
    await create(tags, { ...bodyFor(tags), sqName: 'Sorttag b', srName: 'Sorttag a', enName: 'Sorttag c' });
    await create(tags, { ...bodyFor(tags), sqName: 'Sorttag C', srName: 'Sorttag B', enName: 'Sorttag A' });
    const order = async (lang?: string) => {
      const res = await call('GET', `/api/tags?name=sorttag${lang ? `&selectedLanguage=${lang}` : ''}`);
      return (res.body.data.tags as { docs: Json[] }).docs.map((doc) => doc.sqName);
    };
    expect(await order()).toEqual(['Sorttag a', 'Sorttag b', 'Sorttag C']);
    expect(await order('sq')).toEqual(['Sorttag a', 'Sorttag b', 'Sorttag C']);
    expect(await order('sr')).toEqual(['Sorttag b', 'Sorttag C', 'Sorttag a']);
    expect(await order('en')).toEqual(['Sorttag C', 'Sorttag a', 'Sorttag b']);
  });

  it('searches name case-insensitively over all three languages', async () => {
    const names = async (q: string) =>
      (
        (await call('GET', `/api/municipalities?pagination=false&name=${encodeURIComponent(q)}`)).body.data
          .municipalities as {
          docs: Json[];
        }
      ).docs.map((doc) => doc.enName);
    expect(await names('PRISHT')).toEqual(['Pristina']); // sq Prishtinë
    expect(await names('priš')).toEqual(['Pristina']); // sr Priština
    expect(await names('pristina')).toEqual(['Pristina']); // en
    expect(await names('đeneral')).toEqual(['Hani i Elezit']);
    expect((await names('mitrovic')).sort()).toEqual(['Mitrovica', 'North Mitrovica']);
    expect(await names('%')).toEqual([]); // wildcards are literal
    expect(await names('no such place')).toEqual([]);
  });

  it('filters subcategories by category', async () => {
    const sub = def('subcategories');
    const a = await create(sub, { ...bodyFor(sub), category: categoryIt });
    const b = await create(sub, { ...bodyFor(sub), category: categoryHealth });
    expect(a.category).toBe(categoryIt);
    const list = async (category: string) =>
      (
        (await call('GET', `/api/subcategories?pagination=false&category=${category}`)).body.data
          .subcategories as { docs: Json[] }
      ).docs;
    // the seeded subcategories of health are there too
    const health = await list(categoryHealth);
    expect(health.map((doc) => doc._id)).toContain(b._id);
    expect(health.map((doc) => doc._id)).not.toContain(a._id);
    expect(health.every((doc) => doc.category === categoryHealth)).toBe(true);
    expect((await list(categoryIt)).every((doc) => doc.category === categoryIt)).toBe(true);
    expect(await list(randomUUID())).toEqual([]);
    expect((await call('GET', '/api/subcategories?category=nope')).status).toBe(400);
  });

  it('filters institutions by municipality, type and name', async () => {
    const inst = def('institutions');
    const uni = await create(inst, {
      ...bodyFor(inst, 'Filter uni'),
      municipality: municipalityPrizren,
      type: 'UNIVERSITY',
    });
    const school = await create(inst, {
      ...bodyFor(inst, 'Filter school'),
      municipality: municipalityPrizren,
      type: 'HIGH_SCHOOL',
    });
    await create(inst, {
      ...bodyFor(inst, 'Filter elsewhere'),
      municipality: municipalityPrishtina,
      type: 'HIGH_SCHOOL',
    });
    expect(uni).toMatchObject({ municipality: municipalityPrizren, type: 'UNIVERSITY' });
    const ids = async (q: string) =>
      (
        (await call('GET', `/api/institutions?pagination=false&${q}`)).body.data.institutions as {
          docs: Json[];
        }
      ).docs
        .map((doc) => doc._id)
        .sort();
    // name=filter leaves out the seeded institutions of Prizren
    expect(await ids(`municipality=${municipalityPrizren}&name=filter`)).toEqual(
      [uni._id, school._id].sort(),
    );
    expect(await ids(`municipality=${municipalityPrizren}&type=HIGH_SCHOOL&name=filter`)).toEqual([
      school._id,
    ]);
    expect(await ids(`municipality=${municipalityPrizren}&name=filter%20UNI`)).toEqual([uni._id]);
    expect((await call('GET', '/api/institutions?type=KINDERGARTEN')).status).toBe(400);
  });

  it("ignores filters that are not the collection's own", async () => {
    const all = (await call('GET', '/api/municipalities?pagination=false')).body.data.municipalities as Json;
    const filtered = (
      await call('GET', `/api/municipalities?pagination=false&category=${categoryIt}&type=UNIVERSITY`)
    ).body.data.municipalities as Json;
    expect(filtered.totalDocs).toBe(all.totalDocs);
  });
});

describe('extras and references', () => {
  it('requires an existing category for subcategories', async () => {
    const sub = def('subcategories');
    const { category: _omit, ...noCategory } = bodyFor(sub);
    const missing = await call('POST', '/api/subcategories', 'admin', noCategory);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContainEqual({ field: 'category', issue: 'required' });

    for (const category of [randomUUID(), municipalityPrishtina]) {
      const res = await call('POST', '/api/subcategories', 'admin', { ...bodyFor(sub), category });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorType: 'VALIDATION_ERROR',
        details: [{ field: 'category', issue: 'notFound' }],
      });
    }
    const bad = await call('POST', '/api/subcategories', 'admin', { ...bodyFor(sub), category: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe('category');

    const created = await create(sub);
    const moved = await call('PUT', `/api/subcategories/${created._id as string}`, 'admin', {
      ...bodyFor(sub),
      category: categoryHealth,
    });
    expect(moved.body.data.subCategory).toMatchObject({ category: categoryHealth });
    const wrong = await call('PUT', `/api/subcategories/${created._id as string}`, 'admin', {
      ...bodyFor(sub),
      category: randomUUID(),
    });
    expect(wrong.status).toBe(400);
  });

  it('requires type and an existing municipality for institutions', async () => {
    const inst = def('institutions');
    const res = await call('POST', '/api/institutions', 'admin', {
      ...bodyFor(inst),
      type: undefined,
      municipality: undefined,
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'type', issue: 'required' },
        { field: 'municipality', issue: 'required' },
      ]),
    );
    const wrong = await call('POST', '/api/institutions', 'admin', {
      ...bodyFor(inst),
      municipality: categoryIt,
    });
    expect(wrong.body).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'municipality', issue: 'notFound' }],
    });
  });

  it('keeps hasUniqueIdentifier of a business type when an update does not send it', async () => {
    const bt = def('businesstypes');
    const created = await create(bt, { ...bodyFor(bt), hasUniqueIdentifier: true });
    expect(created.hasUniqueIdentifier).toBe(true);
    const { hasUniqueIdentifier: _omit, ...rest } = bodyFor(bt);
    const kept = await call('PUT', `/api/businesstypes/${created._id as string}`, 'admin', rest);
    expect(kept.body.data.businessType).toMatchObject({ hasUniqueIdentifier: true });
    const cleared = await call('PUT', `/api/businesstypes/${created._id as string}`, 'admin', {
      ...rest,
      hasUniqueIdentifier: false,
    });
    expect(cleared.body.data.businessType).toMatchObject({ hasUniqueIdentifier: false });
    const { hasUniqueIdentifier: _unset, ...plainBody } = bodyFor(bt);
    const plain = await create(bt, plainBody);
    expect(plain.hasUniqueIdentifier).toBe(false);
  });

  it('does not find an item through another collection', async () => {
    expect((await call('GET', `/api/skills/${categoryIt}`)).status).toBe(404);
    expect((await call('DELETE', `/api/skills/${categoryIt}`, 'admin')).status).toBe(404);
    expect((await call('GET', `/api/categories/${categoryIt}`)).status).toBe(200);
  });
});

describe('deleting items in use', () => {
  it('refuses to delete a category that a subcategory uses (409 RESOURCE_IN_USE), changing nothing', async () => {
    const cat = await create(def('categories'));
    const sub = await create(def('subcategories'), { ...bodyFor(def('subcategories')), category: cat._id });
    const res = await call('DELETE', `/api/categories/${cat._id as string}`, 'admin');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorType: 'RESOURCE_IN_USE' });
    // used by 1 record: the subcategory
    expect(res.body.details).toEqual([{ field: 'id', issue: 'inUse', count: 1 }]);
    for (const [lang, message] of [
      ['en', 'This item is used by 1 record and cannot be deleted.'],
      ['sq', 'Ky element përdoret nga 1 regjistrim dhe nuk mund të fshihet.'],
      ['sr', 'Ovu stavku koristi 1 zapis i ne može se obrisati.'],
    ] as const) {
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/categories/${cat._id as string}`,
        headers: { ...auth('admin'), 'accept-language': lang },
      });
      expect(again.json().error).toBe(message);
    }
    expect((await call('GET', `/api/categories/${cat._id as string}`)).body.data.category).toEqual(cat);
    expect((await call('GET', `/api/subcategories/${sub._id as string}`)).body.data.subCategory).toEqual(sub);

    // Once the subcategory is gone, the category can go.
    expect((await call('DELETE', `/api/subcategories/${sub._id as string}`, 'admin')).status).toBe(200);
    expect((await call('DELETE', `/api/categories/${cat._id as string}`, 'admin')).status).toBe(200);
  });

  it('refuses to delete a municipality that an institution and a profile use: used by 2 records', async () => {
    const municipality = await create(def('municipalities'));
    await create(def('institutions'), { ...bodyFor(def('institutions')), municipality: municipality._id });
    const intern = await createUser(t.app, 'intern');
    await t.database.db
      .update(interns)
      .set({ municipalityId: municipality._id as string })
      .where(eq(interns.id, intern.id));
    const res = await call('DELETE', `/api/municipalities/${municipality._id as string}`, 'admin');
    expect(res.status).toBe(409);
    expect(res.body.errorType).toBe('RESOURCE_IN_USE');
    expect(res.body.details).toEqual([{ field: 'id', issue: 'inUse', count: 2 }]);
    for (const [lang, message] of [
      ['en', 'This item is used by 2 records and cannot be deleted.'],
      ['sq', 'Ky element përdoret nga 2 regjistrime dhe nuk mund të fshihet.'],
      ['sr', 'Ovu stavku koriste 2 zapisa i ne može se obrisati.'],
    ] as const) {
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/municipalities/${municipality._id as string}`,
        headers: { ...auth('admin'), 'accept-language': lang },
      });
      expect(again.json().error).toBe(message);
    }
    expect((await call('GET', `/api/municipalities/${municipality._id as string}`)).status).toBe(200);
  });
});

describe('the service under races', () => {
  it('maps a unique violation that slipped past the check to the collection type', async () => {
    const db = t.database.db;
    const real = createCatalogueRepo(db);
    // A repo whose duplicate check sees nothing, as when another request inserts between check and write.
    const blind = createCatalogueService({
      db,
      repo: { ...real, nameClashes: async () => [] },
      cache: t.app.services.catalogueCache,
    });
    const skills = def('skills');
    const first = await blind.create(skills, {
      enName: 'Race en',
      enDescription: '',
      sqName: 'Race sq',
      sqDescription: '',
      srName: 'Race sr',
      srDescription: '',
    });
    const again = {
      enName: 'Other en',
      enDescription: '',
      sqName: 'RACE SQ',
      sqDescription: '',
      srName: 'Other sr',
      srDescription: '',
    };
    const err = await blind.create(skills, again).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'SKILL_EXISTS', details: [{ field: 'sqName', issue: 'exists' }] });
    const upd = await blind
      .update(skills, (await blind.create(skills, { ...again, sqName: 'Fresh sq' }))._id, {
        ...again,
        enName: 'RACE EN',
        sqName: 'Fresh sq',
      })
      .catch((e: unknown) => e);
    expect(upd).toMatchObject({ code: 'SKILL_EXISTS', details: [{ field: 'enName', issue: 'exists' }] });
    expect(first.sqName).toBe('Race sq');
  });

  it('surfaces a foreign-key violation inside a transaction as RESOURCE_IN_USE', async () => {
    const db = t.database.db;
    const repo = createCatalogueRepo(db);
    const service = createCatalogueService({ db, repo, cache: t.app.services.catalogueCache });
    const cat = await service.create(def('categories'), bodyFor(def('categories')) as TCatalogueWrite);
    await service.create(def('subcategories'), {
      ...(bodyFor(def('subcategories')) as TCatalogueWrite),
      category: cat._id,
    });

    // The generic repo inside a caller's transaction: the raw error carries the PostgreSQL code.
    const raw = await db
      .transaction(async (tx) => repo.collection('categories').remove(cat._id, tx))
      .catch((e: unknown) => e);
    // ON DELETE RESTRICT: 23503 on PostgreSQL 15, 23001 (restrict_violation) on PostgreSQL 18 / PGlite.
    expect(['23503', '23001']).toContain(pgError(raw)?.code);
    expect(isStillReferenced(raw)).toBe(true);

    const err = await service.remove(def('categories'), cat._id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'RESOURCE_IN_USE' });
    expect(await repo.collection('categories').findById(cat._id)).toBeTruthy();
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Json>;
    };
    for (const d of DEFS) {
      expect(Object.keys(doc.paths[`/api/${d.path}`] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`/api/${d.path}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    }
  });
});
