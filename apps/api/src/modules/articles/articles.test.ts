/**
 * The articles API: list (newest first, type filter, paging), CRUD, duplicate titles per language, every rich
 * text sanitised on the way in (stored and read back inert), the photo endpoint (multipart, replaces and removes
 * the old file, refuses what is not an image), the permission matrix of every route, 400 and 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TRole } from '@praktika/contracts/common';
import { LINK_REL } from '../../platform/content/rich-text.ts';
import { useRoleApp } from '../../../test/role-app.ts';
import { TEXT, fileParts, png } from '../../../test/files.ts';
import { articles } from '../../db/schema/articles.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';
import {
  PUBLIC_READ_ADMIN_WRITE,
  bodyMaker,
  contentAccessChecks,
  expectAccess,
  expectDeleteAccess,
  expectIdChecks,
  expectOneWins,
  expectUniqueNames,
  filesOf,
} from '../../../test/content-kit.ts';
import { ZArticleList, ZArticleResult } from '@praktika/contracts/articles';

const kit = useRoleApp('articles');
const { users } = kit;

const { api, headersOf } = kit;

const body = bodyMaker((n) => ({
  enTitle: `Open day ${n}`,
  enText: '<p>Come and <strong>meet</strong> the organisations.</p>',
  sqTitle: `Dita e hapur ${n}`,
  sqText: '<p>Ejani të <em>takoni</em> organizatat.</p>',
  srTitle: `Dan otvorenih vrata ${n}`,
  srText: '<p>Dođite da upoznate organizacije.</p>',
  type: 'news',
}));

async function create(overrides: Json = {}): Promise<Json> {
  const res = await api('POST', '/articles', 'admin', body(overrides));
  return expectOk(res, ZArticleResult).article as Json;
}

async function putPhoto(id: string, bytes: Buffer, role: TRole | null = 'admin', field = 'photo') {
  const form = await fileParts([{ field, bytes, filename: 'photo.png' }]);
  return kit.t.app.inject({
    method: 'PUT',
    url: `/api/articles/${id}/photo`,
    headers: { ...headersOf(role), ...form.headers, 'accept-language': 'en' },
    payload: form.payload,
  });
}

const { fileRow, fileCount } = filesOf(kit);
const storedRow = async (id: string) =>
  (await kit.t.database.db.select().from(articles).where(eq(articles.id, id)))[0]!;

// First, while the table holds only these: order, filter and paging over a known set.
describe('GET /api/articles', () => {
  const made: Json[] = [];

  beforeAll(async () => {
    const types = ['news', 'story', 'event', 'announcement', 'news'];
    for (const [i, type] of types.entries()) {
      const a = await create({ type });
      // Distinct, known creation times: article i is i days old.
      await kit.t.database.db
        .update(articles)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 20 - i)) })
        .where(eq(articles.id, String(a._id)));
      made.push(a);
    }
  });
  const ids = (page: { docs: Json[] }) => page.docs.map((d) => d._id);
  const list = async (qs: string, role: TRole | null = null) => {
    const res = await api('GET', `/articles${qs}`, role);
    return expectOk(res, ZArticleList).articles as { docs: Json[] } & Json;
  };

  it('a visitor lists them newest first, with every field', async () => {
    const page = await list('');
    expect(page).toMatchObject({ totalDocs: 5, page: 1, limit: 10, totalPages: 1, hasNextPage: false });
    expect(ids(page)).toEqual(made.map((a) => a._id));
    expect(Object.keys(page.docs[0]!).sort()).toEqual(
      [
        '_id',
        'type',
        'enTitle',
        'enText',
        'sqTitle',
        'sqText',
        'srTitle',
        'srText',
        'photo',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(page.docs[0]).toMatchObject({ photo: null, createdAt: '2026-01-20T00:00:00.000Z' });
  });

  it('filters by type; an unknown type is 400', async () => {
    expect(ids(await list('?type=news'))).toEqual([made[0]!._id, made[4]!._id]);
    expect(ids(await list('?type=event'))).toEqual([made[2]!._id]);
    const bad = await api('GET', '/articles?type=blog', null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(expect.objectContaining({ field: 'type' }));
  });

  it('pages, and pagination=false gives the whole list', async () => {
    const p1 = await list('?limit=2&page=1');
    expect(p1).toMatchObject({ totalDocs: 5, totalPages: 3, hasNextPage: true, nextPage: 2, prevPage: null });
    const p3 = await list('?limit=2&page=3');
    expect(p3).toMatchObject({ page: 3, hasNextPage: false, hasPrevPage: true });
    const p2 = await list('?limit=2&page=2');
    expect([...ids(p1), ...ids(p2), ...ids(p3)]).toEqual(made.map((a) => a._id));
    expect((await list('?limit=2&page=9')).docs).toEqual([]);
    const whole = await list('?pagination=false&limit=1');
    expect(whole).toMatchObject({ totalDocs: 5, limit: 5, totalPages: 1 });
    expect((await api('GET', '/articles?limit=0', null)).statusCode).toBe(400);
    expect((await api('GET', '/articles?page=x', null)).statusCode).toBe(400);
  });
});

describe('CRUD', () => {
  it('creates, reads (anyone), replaces and deletes an article', async () => {
    const res = await api('POST', '/articles', 'admin', body({ enTitle: '  Spaced title  ', type: 'event' }));
    const created = expectOk(res, ZArticleResult).article;
    expect(created).toMatchObject({
      enTitle: 'Spaced title',
      type: 'event',
      enText: '<p>Come and <strong>meet</strong> the organisations.</p>',
      srText: '<p>Dođite da upoznate organizacije.</p>',
      photo: null,
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await api('GET', `/articles/${created._id}`, null);
    expect(expectOk(read, ZArticleResult).article).toEqual(created);

    const replacement = body({ type: 'story', sqText: '<h2>Titull</h2><p>Tekst i ri</p>' });
    const put = await api('PUT', `/articles/${created._id}`, 'admin', replacement);
    const updated = expectOk(put, ZArticleResult).article;
    expect(updated).toMatchObject({
      _id: created._id,
      type: 'story',
      enTitle: replacement.enTitle,
      sqText: '<h2>Titull</h2><p>Tekst i ri</p>',
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(expectOk(await api('GET', `/articles/${created._id}`, 'intern'), ZArticleResult).article).toEqual(
      updated,
    );

    const del = await api('DELETE', `/articles/${created._id}`, 'admin');
    expect(expectOk(del, ZArticleResult).article._id).toBe(created._id);
    expect((await api('GET', `/articles/${created._id}`, null)).statusCode).toBe(404);
    expect((await api('DELETE', `/articles/${created._id}`, 'admin')).statusCode).toBe(404);
  });

  it('404 on unknown ids, 400 on malformed ones, on every route with an id', async () => {
    const unknown = randomUUID();
    await expectIdChecks(unknown, ['not-a-uuid', '123', `${unknown}x`], 'articleId', (id) => [
      () => api('GET', `/articles/${id}`, null),
      () => api('PUT', `/articles/${id}`, 'admin', body()),
      () => api('DELETE', `/articles/${id}`, 'admin'),
      async () => putPhoto(id, await png()),
    ]);
  });
});

describe('validation', () => {
  const expectIssue = async (payload: Json, field: string, issue: string) => {
    const res = await api('POST', '/articles', 'admin', payload);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json().errorType).toBe('VALIDATION_ERROR');
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, issue }));
  };

  it('every title and text is required, within its length; the type is one of four', async () => {
    for (const field of ['enTitle', 'sqTitle', 'srTitle', 'enText', 'sqText', 'srText']) {
      await expectIssue(body({ [field]: undefined }), field, 'required');
      await expectIssue(body({ [field]: '   ' }), field, 'required');
    }
    await expectIssue(body({ srTitle: 'x'.repeat(201) }), 'srTitle', 'tooLong');
    await expectIssue(body({ enText: `<p>${'x'.repeat(100_000)}</p>` }), 'enText', 'tooLong');
    await expectIssue(body({ type: 'blog' }), 'type', expect.any(String) as unknown as string);
    await expectIssue(body({ type: undefined }), 'type', expect.any(String) as unknown as string);
    const notJson = await kit.t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: { ...users.admin.headers, 'content-type': 'application/json' },
      payload: '{"enTitle":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('accepts 100 000 characters in each text (a body above the 1 MB default)', async () => {
    const long = (c: string) => `<p>${c.repeat(100_000 - 7)}</p>`;
    const res = await api(
      'POST',
      '/articles',
      'admin',
      body({ enText: long('a'), sqText: long('ë'), srText: long('ђ') }),
    );
    expect((expectOk(res, ZArticleResult).article.srText as string).length).toBe(100_000);
  });

  it('a text with nothing left to show after sanitising is 400 required on that field', async () => {
    const res = await api(
      'POST',
      '/articles',
      'admin',
      body({ sqText: '<script>alert(1)</script>', srText: '<img src=x onerror=alert(1)><p>&nbsp;</p>' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'sqText', issue: 'required' },
      { field: 'srText', issue: 'required' },
    ]);
    const a = await create();
    const put = await api(
      'PUT',
      `/articles/${a._id}`,
      'admin',
      body({ enText: '<iframe src="x"></iframe>' }),
    );
    expect(put.statusCode).toBe(400);
    expect(put.json().details).toEqual([{ field: 'enText', issue: 'required' }]);
  });

  it('duplicate titles per language, ignoring case: 409 ARTICLE_EXISTS naming the fields', async () => {
    // Keeping its own titles (in another case) is no clash.
    await expectUniqueNames(kit, {
      path: '/articles',
      errorType: 'ARTICLE_EXISTS',
      body,
      create,
      names: { enTitle: 'Job fair', sqTitle: 'Panairi i punës', srTitle: 'Sajam posla' },
      one: { sqTitle: 'PANAIRI I PUNËS' },
      all: { enTitle: 'job FAIR', sqTitle: 'panairi i punës', srTitle: 'sajam posla' },
      clash: { enTitle: 'JOB fair' },
      recased: { enTitle: 'Job Fair', sqTitle: 'Panairi i punës', srTitle: 'Sajam posla' },
    });
  });

  it('simultaneous creates with the same title: one 200, the others 409 (the unique indexes)', async () => {
    const payload = body({ enTitle: 'Race', sqTitle: 'Gara', srTitle: 'Trka' });
    const sends = [1, 2, 3].map(() => api('POST', '/articles', 'admin', payload));
    await expectOneWins(sends, 'ARTICLE_EXISTS');
  });
});

describe('rich text is sanitised on every write', () => {
  const attack =
    '<p onclick="alert(1)" style="color:red">Hello<script>alert("x")</script>' +
    '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> ' +
    '<a href="JaVaScRiPt&#58;alert(4)">also bad</a> <a href="https://example.org" target="_blank">good</a></p>' +
    '<svg onload="alert(5)"></svg><iframe src="https://evil.example"></iframe>';
  const clean = `<p>Hellobad also bad <a href="https://example.org" rel="${LINK_REL}" target="_blank">good</a></p>`;
  const inert = (html: string) => {
    expect(html).not.toMatch(/script|onerror|onclick|onload|javascript|style=|<img|<svg|<iframe/i);
  };

  for (const field of ['enText', 'sqText', 'srText'] as const) {
    it(`${field}: stored inert and read back inert, on create and on update`, async () => {
      const created = await create({ [field]: attack });
      expect(created[field]).toBe(clean);
      const row = await storedRow(String(created._id));
      expect(row[field]).toBe(clean);
      inert(row[field]);
      const read = expectOk(await api('GET', `/articles/${created._id}`, null), ZArticleResult).article;
      expect(read[field]).toBe(clean);
      // The other texts are untouched.
      const other = field === 'enText' ? 'srText' : 'enText';
      expect(read[other]).toBe(body()[other]);

      const put = await api(
        'PUT',
        `/articles/${created._id}`,
        'admin',
        body({ [field]: `<h3 class="x">New</h3>${attack}` }),
      );
      expect(expectOk(put, ZArticleResult).article[field]).toBe(`<h3>New</h3>${clean}`);
      inert((await storedRow(String(created._id)))[field]);
      const listed = expectOk(await api('GET', '/articles?pagination=false', null), ZArticleList).articles
        .docs as Json[];
      inert(JSON.stringify(listed.find((d) => d._id === created._id)));
    });
  }
});

describe('PUT /api/articles/:articleId/photo', () => {
  it('sets the photo (public), replaces it (the old file and blob go), and deletion removes it', async () => {
    const a = await create();
    const first = await putPhoto(String(a._id), await png(20, 10));
    const photo1 = expectOk(first, ZArticleResult).article.photo!;
    expect(photo1).toMatchObject({ kind: 'articlePhoto', type: 'image/png', name: 'photo.png' });
    expect(photo1.url).toBe(`/api/files/${photo1._id}`);
    // Anyone may download it.
    const download = await kit.t.app.inject({ method: 'GET', url: photo1.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(expectOk(await api('GET', `/articles/${a._id}`, null), ZArticleResult).article.photo).toEqual(
      photo1,
    );
    const key1 = (await fileRow(photo1._id))!.storageKey;

    const second = await putPhoto(String(a._id), await png(30, 30));
    const photo2 = expectOk(second, ZArticleResult).article.photo!;
    expect(photo2._id).not.toBe(photo1._id);
    expect(await fileRow(photo1._id)).toBeUndefined();
    expect((await kit.t.app.inject({ method: 'GET', url: photo1.url })).statusCode).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(key1)).toBeUndefined();

    // Updating the texts keeps the photo.
    const put = await api('PUT', `/articles/${a._id}`, 'admin', body());
    expect(expectOk(put, ZArticleResult).article.photo).toEqual(photo2);

    const key2 = (await fileRow(photo2._id))!.storageKey;
    expect((await api('DELETE', `/articles/${a._id}`, 'admin')).statusCode).toBe(200);
    expect(await fileRow(photo2._id)).toBeUndefined();
    expect((await kit.t.app.inject({ method: 'GET', url: photo2.url })).statusCode).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(key2)).toBeUndefined();
  });

  it('a text file is 415 and changes nothing; no file part, another part name or JSON is 400/415', async () => {
    const a = await create();
    const ok = await putPhoto(String(a._id), await png());
    const photo = expectOk(ok, ZArticleResult).article.photo;
    const before = await fileCount();

    const text = await putPhoto(String(a._id), TEXT);
    expectError(text, 415, 'UNSUPPORTED_FILE_TYPE');
    expect(await fileCount()).toBe(before);
    expect(expectOk(await api('GET', `/articles/${a._id}`, null), ZArticleResult).article.photo).toEqual(
      photo,
    );

    const wrongPart = await putPhoto(String(a._id), await png(), 'admin', 'file');
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().details).toEqual([{ field: 'photo', issue: 'required' }]);
    const json = await api('PUT', `/articles/${a._id}/photo`, 'admin', { photo: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await fileCount()).toBe(before);
  });

  it('an upload stored for an article deleted meanwhile is removed again', async () => {
    const a = await create();
    const before = await fileCount();
    const service = kit.t.app.services.articles;
    // Delete the article while the upload is being stored (between the 404 check and the attaching).
    const res = service.setPhoto(
      { id: users.admin.id, role: 'admin', accountType: 'business' },
      String(a._id),
      {
        filename: 'late.png',
        stream: (await import('node:stream')).Readable.from(
          (async function* () {
            yield await png();
            await api('DELETE', `/articles/${a._id}`, 'admin');
          })(),
        ),
        field: () => undefined,
      },
    );
    await expect(res).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await fileCount()).toBe(before);
  });
});

describe('permissions', () => {
  it('every route: anyone reads; visitors 401 and intern, business, mentor 403 on writes; admins 200', async () => {
    const a = await create();
    const image = await png();
    const matrix = PUBLIC_READ_ADMIN_WRITE;
    await expectAccess(matrix, (role) => [
      ...contentAccessChecks(kit, '/articles', a._id, body, role),
      // Refused before validation: a malformed id is still 401/403.
      role !== 'admin' && ['delete bad id', 'write', () => api('DELETE', '/articles/nope', role)],
      ['photo', 'write', () => putPhoto(String(a._id), image, role)],
    ]);
    await expectDeleteAccess(kit, '/articles', matrix, create);
  });
});

describe('the cached list', () => {
  it('answers 304 to its ETag until a write (create, photo, update, delete) changes it', async () => {
    const url = '/api/articles?type=announcement&limit=50';
    const get = (etag?: string) =>
      kit.t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await get(etag)).statusCode).toBe(304);

    const a = await create({ type: 'announcement' });
    const afterCreate = await get(etag);
    expect(expectOk(afterCreate, ZArticleList).articles.docs[0]!._id).toBe(a._id);

    const etag2 = String(afterCreate.headers.etag);
    expect((await putPhoto(String(a._id), await png())).statusCode).toBe(200);
    const afterPhoto = await get(etag2);
    expect(expectOk(afterPhoto, ZArticleList).articles.docs[0]!.photo).toMatchObject({
      kind: 'articlePhoto',
    });

    const etag3 = String(afterPhoto.headers.etag);
    await api('PUT', `/articles/${a._id}`, 'admin', body({ type: 'announcement', enTitle: 'Renamed' }));
    const afterUpdate = await get(etag3);
    expect(expectOk(afterUpdate, ZArticleList).articles.docs[0]!.enTitle).toBe('Renamed');

    await api('DELETE', `/articles/${a._id}`, 'admin');
    const afterDelete = await get(String(afterUpdate.headers.etag));
    expect(expectOk(afterDelete, ZArticleList).articles.docs.map((d: Json) => d._id)).not.toContain(a._id);
  });
});
