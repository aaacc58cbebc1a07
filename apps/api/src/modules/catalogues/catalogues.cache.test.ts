import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { captureMailer, createUser } from '../../../test/factories.ts';
import type { Database } from '../../platform/db/client.ts';
import { createLocalBus } from '../../platform/cache/invalidation.ts';
import type { Executor } from '../../platform/db/client.ts';
import { createCatalogueCache } from './catalogues.cache.ts';
import type { CatalogueRow } from '../../db/schema/catalogues.ts';

/*
 * Catalogues are served from process memory. What must hold: a write is visible at once on the instance that made
 * it and, through the invalidation bus, on every other instance; answers revalidate with ETag/304; each language
 * sorts in its own alphabet.
 */

let t: TestApp;
let admin: { headers: { authorization: string } };

beforeAll(async () => {
  t = await buildTestApp({ deps: { mailer: captureMailer() } });
  admin = await createUser(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const body = (name: string) => ({
  enName: `${name} en`,
  enDescription: '',
  sqName: `${name} sq`,
  sqDescription: '',
  srName: `${name} sr`,
  srDescription: '',
});

/** `/api<url>` written as the admin. */
const asAdmin = (app: TestApp['app'], method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });

/** `url` asked again with the ETag of an earlier answer. */
const revalidate = (app: TestApp['app'], url: string, etag: string) =>
  app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });

async function names(app: TestApp['app'], path: string, lang = 'en'): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${path}?pagination=false&selectedLanguage=${lang}`,
  });
  expect(res.statusCode).toBe(200);
  const key = `${lang}Name` as const;
  return (res.json().data[path].docs as Record<string, string>[]).map((d) => d[key]!);
}

describe('ETag and 304', () => {
  it('revalidates an unchanged list with 304 and answers 200 with a new ETag after a write', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/skills?page=1&limit=5' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    // The same query, in another order: the same answer.
    const again = await revalidate(t.app, '/api/skills?limit=5&page=1', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const created = await asAdmin(t.app, 'POST', '/skills', body('Aaa etag skill'));
    expect(created.statusCode).toBe(201);
    const after = await revalidate(t.app, '/api/skills?page=1&limit=5&selectedLanguage=en', etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.skills.docs[0].enName).toBe('Aaa etag skill en');
  });

  it('sends the cached answer compressed as the client asks, the same JSON as uncompressed', async () => {
    const url = '/api/municipalities?pagination=false';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });
});

describe('writes are seen at once', () => {
  it('create, rename and delete show in the next list and get', async () => {
    const created = await asAdmin(t.app, 'POST', '/tags', body('Fresh tag'));
    const id = created.json().data.tag._id as string;
    expect(await names(t.app, 'tags')).toContain('Fresh tag en');
    await asAdmin(t.app, 'PUT', `/tags/${id}`, body('Renamed tag'));
    const list = await names(t.app, 'tags');
    expect(list).toContain('Renamed tag en');
    expect(list).not.toContain('Fresh tag en');
    expect((await t.app.inject({ method: 'GET', url: `/api/tags/${id}` })).json().data.tag.enName).toBe(
      'Renamed tag en',
    );
    await asAdmin(t.app, 'DELETE', `/tags/${id}`);
    expect(await names(t.app, 'tags')).not.toContain('Renamed tag en');
    expect((await t.app.inject({ method: 'GET', url: `/api/tags/${id}` })).statusCode).toBe(404);
  });

  it('a refused write (duplicate) changes nothing and keeps serving', async () => {
    const before = await names(t.app, 'tags');
    await asAdmin(t.app, 'POST', '/tags', body('Dup tag'));
    const dup = await asAdmin(t.app, 'POST', '/tags', body('Dup tag'));
    expect(dup.statusCode).toBe(409);
    expect(await names(t.app, 'tags')).toEqual(
      [...before, 'Dup tag en'].sort(new Intl.Collator('en').compare),
    );
  });
});

describe('alphabetical order per language', () => {
  it('Serbian Latin: Dečani, Dž…, Đakovica; Albanian: D… before Dh…; search ignores diacritics', async () => {
    const sr = await names(t.app, 'municipalities', 'sr');
    const at = (name: string) => sr.findIndex((n) => n.startsWith(name));
    expect(at('Dečani')).toBeGreaterThanOrEqual(0);
    expect(at('Đakovica')).toBeGreaterThan(at('Dečani'));
    expect(at('Đakovica')).toBeGreaterThan(at('Dragaš'));
    const sq = await names(t.app, 'municipalities', 'sq');
    const d = sq.filter((n) => n.startsWith('D'));
    const firstDh = d.findIndex((n) => n.startsWith('Dh'));
    if (firstDh >= 0) expect(d.slice(firstDh).every((n) => n.startsWith('Dh'))).toBe(true);
    expect(sq.indexOf('Deçan')).toBeLessThan(sq.indexOf('Dragash'));
    // "Çair"-style letters sort after their base letter's words in sq, not at the end.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/municipalities?name=gjakove&selectedLanguage=sq',
    });
    expect(search.json().data.municipalities.docs.map((m: { sqName: string }) => m.sqName)).toContain(
      'Gjakovë',
    );
    const srSearch = await t.app.inject({ method: 'GET', url: '/api/municipalities?name=dakovica' });
    expect(srSearch.json().data.municipalities.docs.map((m: { srName: string }) => m.srName)).toContain(
      'Đakovica',
    );
  });
});

describe('several instances', () => {
  /** Two apps on one database; `config` chooses how they hear each other. */
  async function pair(database: Database, redisUrl?: string) {
    const make = () =>
      buildTestApp({ database, config: redisUrl ? { redisUrl } : {}, deps: { mailer: captureMailer() } });
    return [await make(), await make()] as const;
  }

  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not seen within 5 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function seesOthersWrite(a: TestApp, b: TestApp) {
    const boss = await createUser(a.app, 'admin');
    expect(await names(b.app, 'hearabout')).not.toContain('Across en'); // b has loaded (and cached) the list
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/hearabout',
      headers: boss.headers,
      payload: body('Across'),
    });
    expect(res.statusCode).toBe(201);
    await eventually(async () => (await names(b.app, 'hearabout')).includes('Across en'));
  }

  /** Two instances on one new database (and `redisUrl`'s bus, if given): a write on one is seen on the other. */
  async function acrossInstances(redisUrl?: string) {
    const database = await openTestDatabase();
    const [a, b] = await pair(database, redisUrl);
    try {
      await seesOthersWrite(a, b);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  }

  it('PostgreSQL server: a write on one instance reaches the other through LISTEN/NOTIFY', async (ctx) => {
    if (!process.env.TEST_DATABASE_URL) ctx.skip('needs the PostgreSQL server (test:api:pg)');
    await acrossInstances();
  });

  it('REDIS_URL: a write on one instance reaches the other through Redis pub/sub', async (ctx) => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    const up = await probe
      .connect()
      .then(() => true)
      .catch(() => false);
    probe.disconnect();
    if (!up) ctx.skip(`no Redis at ${url}`);
    await acrossInstances(url);
  });
});

describe('the cache itself', () => {
  it('never keeps a load that an invalidation overtook', async () => {
    const bus = createLocalBus();
    const gates: Array<(rows: CatalogueRow[]) => void> = [];
    // A stand-in executor whose select resolves when the test says so.
    const fake = {
      select: () => ({
        from: () => ({
          where: () => ({
            orderBy: () => new Promise<CatalogueRow[]>((resolve) => gates.push(resolve)),
          }),
        }),
      }),
    } as unknown as Executor;
    const cache = createCatalogueCache(fake, bus);
    const row = (id: string, name: string) =>
      ({ id, enName: name, sqName: name, srName: name }) as unknown as CatalogueRow;

    const early = cache.collection('skills'); // load 1 starts
    await cache.invalidate('skills'); // a write commits meanwhile
    const late = cache.collection('skills'); // load 2 starts
    expect(gates).toHaveLength(2);
    gates[1]!([row('b', 'new')]);
    gates[0]!([row('a', 'old')]); // the stale load finishes last
    expect((await early).rows.map((r) => r.id)).toEqual(['a']);
    expect((await late).rows.map((r) => r.id)).toEqual(['b']);
    // What stays cached is the fresh one, with no third load.
    expect((await cache.collection('skills')).rows.map((r) => r.id)).toEqual(['b']);
    expect(gates).toHaveLength(2);
    cache.close();
  });
});
