/**
 * The banners API: CRUD with every field and its defaults, link rules, visitors and non-admins seeing only active
 * banners (list and one), order by position then age, paging, photos (several per request, slide order, at most
 * five, a text file refused, deletedPhotos, deletion removing them), the permission matrix, 400 and 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TRole } from '@praktika/contracts/common';
import { useRoleApp } from '../../../test/role-app.ts';
import { TEXT, fileParts, png } from '../../../test/files.ts';
import { bannerPhotos, banners } from '../../db/schema/banners.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';
import {
  PUBLIC_READ_ADMIN_WRITE,
  bodyMaker,
  contentAccessChecks,
  expectAccess,
  expectDeleteAccess,
  expectIdChecks,
  filesOf,
} from '../../../test/content-kit.ts';
import { ZBannerList, ZBannerResult } from '@praktika/contracts/banners';

const kit = useRoleApp('banners');
const { users } = kit;

const { api, headersOf } = kit;

const body = bodyMaker((n) => ({
  enText: `Find your internship ${n}`,
  sqText: `Gjej praktikën tënde ${n}`,
  srText: `Pronađi svoju praksu ${n}`,
}));

async function create(overrides: Json = {}): Promise<Json> {
  const res = await api('POST', '/banners', 'admin', body(overrides));
  return expectOk(res, ZBannerResult).banner as Json;
}

async function addPhotos(id: string, images: Buffer[], role: TRole | null = 'admin', field = 'photo') {
  const form = await fileParts(images.map((bytes, i) => ({ field, bytes, filename: `slide-${i}.png` })));
  return kit.t.app.inject({
    method: 'PUT',
    url: `/api/banners/${id}/photo`,
    headers: { ...headersOf(role), ...form.headers, 'accept-language': 'en' },
    payload: form.payload,
  });
}

const { fileRow, fileCount } = filesOf(kit);
const images = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => png(10 + i, 10)));

// First, while the table holds only these: visibility, order and paging over a known set.
describe('GET /api/banners', () => {
  const made: Record<string, Json> = {};

  beforeAll(async () => {
    made.third = await create({ position: 5 });
    made.hidden = await create({ position: 0, active: false });
    made.first = await create({ position: 1 });
    made.second = await create({ position: 1 });
    made.hiddenLast = await create({ position: 9, active: false });
    // Same position: the older comes first.
    await kit.t.database.db
      .update(banners)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(banners.id, String(made.first!._id)));
  });
  const ids = (page: { docs: Json[] }) => page.docs.map((d) => d._id);
  const id = (key: string) => made[key]!._id;
  const list = async (qs: string, role: TRole | null) => {
    const res = await api('GET', `/banners${qs}`, role);
    return expectOk(res, ZBannerList).banners as { docs: Json[] } & Json;
  };

  it('visitors and non-admins get only active banners, by position then age; `active` cannot widen it', async () => {
    for (const role of [null, 'intern', 'business', 'mentor'] as const) {
      for (const qs of ['', '?active=false', '?active=true']) {
        const page = await list(qs, role);
        expect(ids(page), `${role} ${qs}`).toEqual([id('first'), id('second'), id('third')]);
        expect(page.totalDocs).toBe(3);
      }
      expect((await api('GET', `/banners/${id('hidden')}`, role)).statusCode, String(role)).toBe(404);
      expect((await api('GET', `/banners/${id('first')}`, role)).statusCode, String(role)).toBe(200);
    }
  });

  it('admins get all, or filter by active', async () => {
    expect(ids(await list('', 'admin'))).toEqual([
      id('hidden'),
      id('first'),
      id('second'),
      id('third'),
      id('hiddenLast'),
    ]);
    expect(ids(await list('?active=false', 'admin'))).toEqual([id('hidden'), id('hiddenLast')]);
    expect(ids(await list('?active=1', 'admin'))).toEqual([id('first'), id('second'), id('third')]);
    expect(
      expectOk(await api('GET', `/banners/${id('hidden')}`, 'admin'), ZBannerResult).banner,
    ).toMatchObject({
      active: false,
    });
    expect((await api('GET', '/banners?active=maybe', 'admin')).statusCode).toBe(400);
  });

  it('pages like every list', async () => {
    const p1 = await list('?limit=2', 'admin');
    expect(p1).toMatchObject({ totalDocs: 5, totalPages: 3, hasNextPage: true, nextPage: 2 });
    const p3 = await list('?limit=2&page=3', 'admin');
    expect(p3).toMatchObject({ page: 3, hasNextPage: false });
    expect(ids(p3)).toEqual([id('hiddenLast')]);
    expect(await list('?pagination=false&limit=1', null)).toMatchObject({ totalDocs: 3, limit: 3 });
    expect((await api('GET', '/banners?limit=101', null)).statusCode).toBe(400);
  });

  it('the cached list: 304 to its ETag until a write changes it; admins and visitors never share an answer', async () => {
    const visitor = await kit.t.app.inject({ method: 'GET', url: '/api/banners' });
    const etag = String(visitor.headers.etag);
    expect(
      (await kit.t.app.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    const admin = await api('GET', '/banners', 'admin');
    expect(admin.headers.etag).not.toBe(etag);
    // Deactivating a banner: visitors' answer changes at once.
    const put = await api('PUT', `/banners/${id('third')}`, 'admin', {
      ...body(),
      position: 5,
      active: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await kit.t.app.inject({
      method: 'GET',
      url: '/api/banners',
      headers: { 'if-none-match': etag },
    });
    expect(ids(expectOk(after, ZBannerList).banners)).toEqual([id('first'), id('second')]);
  });
});

describe('CRUD', () => {
  it('creates with defaults, reads, replaces every field and deletes', async () => {
    const res = await api('POST', '/banners', 'admin', body({ enText: '  Spaced  ' }));
    const created = expectOk(res, ZBannerResult).banner;
    expect(created).toMatchObject({
      enText: 'Spaced',
      enSubtitle: '',
      sqSubtitle: '',
      srSubtitle: '',
      enButton: '',
      sqButton: '',
      srButton: '',
      link: null,
      active: true,
      position: 0,
      photos: [],
    });
    expect(expectOk(await api('GET', `/banners/${created._id}`, null), ZBannerResult).banner).toEqual(
      created,
    );

    const full = body({
      enSubtitle: 'Apply today',
      sqSubtitle: 'Apliko sot',
      srSubtitle: 'Prijavi se danas',
      enButton: 'Apply',
      sqButton: 'Apliko',
      srButton: 'Prijavi se',
      link: '/opportunitiesinterships',
      active: false,
      position: 7,
    });
    const put = await api('PUT', `/banners/${created._id}`, 'admin', full);
    expect(expectOk(put, ZBannerResult).banner).toMatchObject({
      ...full,
      _id: created._id,
      createdAt: created.createdAt,
    });
    // PUT replaces: what is left out takes its default again.
    const bare = await api('PUT', `/banners/${created._id}`, 'admin', body());
    expect(expectOk(bare, ZBannerResult).banner).toMatchObject({
      link: null,
      active: true,
      position: 0,
      enButton: '',
    });

    const del = await api('DELETE', `/banners/${created._id}`, 'admin');
    expect(expectOk(del, ZBannerResult).banner._id).toBe(created._id);
    expect((await api('GET', `/banners/${created._id}`, 'admin')).statusCode).toBe(404);
    expect((await api('DELETE', `/banners/${created._id}`, 'admin')).statusCode).toBe(404);
  });

  it('404 on unknown ids, 400 on malformed ones, on every route with an id', async () => {
    const unknown = randomUUID();
    await expectIdChecks(unknown, ['not-a-uuid', `${unknown}0`], 'id', (id) => [
      () => api('GET', `/banners/${id}`, null),
      () => api('PUT', `/banners/${id}`, 'admin', body()),
      () => api('DELETE', `/banners/${id}`, 'admin'),
      async () => addPhotos(id, await images(1)),
    ]);
  });
});

describe('validation', () => {
  const expectIssue = async (payload: Json, field: string, issue: string) => {
    const res = await api('POST', '/banners', 'admin', payload);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, issue }));
  };

  it('texts required and limited; subtitles, buttons and position limited', async () => {
    for (const field of ['enText', 'sqText', 'srText']) {
      await expectIssue(body({ [field]: undefined }), field, 'required');
      await expectIssue(body({ [field]: ' ' }), field, 'required');
      await expectIssue(body({ [field]: 'x'.repeat(201) }), field, 'tooLong');
    }
    await expectIssue(body({ sqSubtitle: 'x'.repeat(301) }), 'sqSubtitle', 'tooLong');
    await expectIssue(body({ srButton: 'x'.repeat(41) }), 'srButton', 'tooLong');
    for (const position of [-1, 1001, 1.5, '3'])
      await expectIssue(body({ position }), 'position', expect.any(String) as unknown as string);
    await expectIssue(body({ active: 'yes' }), 'active', expect.any(String) as unknown as string);
  });

  it('the link: an http(s) URL or a same-site path; anything else is invalidUrl', async () => {
    for (const link of ['https://example.org/apply', 'http://example.org', '/', '/resources?x=1#top'])
      expect((await create({ link })).link, link).toBe(link);
    expect((await create({ link: '' })).link).toBeNull();
    expect((await create({ link: null })).link).toBeNull();
    for (const link of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://example.org',
      'example.org',
      'resources',
      '/a b',
      'https://',
      'data:text/html,x',
    ])
      await expectIssue(body({ link }), 'link', 'invalidUrl');
  });
});

describe('photos', () => {
  it('several photos in one request, appended in slide order; public to download', async () => {
    const b = await create();
    const first = await addPhotos(String(b._id), await images(2));
    const photos = expectOk(first, ZBannerResult).banner.photos as Json[];
    expect(photos.map((p) => p.name)).toEqual(['slide-0.png', 'slide-1.png']);
    expect(photos[0]).toMatchObject({ kind: 'banner', type: 'image/png' });
    expect((await kit.t.app.inject({ method: 'GET', url: String(photos[0]!.url) })).statusCode).toBe(200);

    const more = await addPhotos(String(b._id), await images(1));
    const all = expectOk(more, ZBannerResult).banner.photos as Json[];
    expect(all.map((p) => p._id)).toEqual([photos[0]!._id, photos[1]!._id, all[2]!._id]);
    expect(expectOk(await api('GET', `/banners/${b._id}`, null), ZBannerResult).banner.photos).toEqual(all);
    const listed = expectOk(await api('GET', '/banners?pagination=false', null), ZBannerList).banners
      .docs as Json[];
    expect(listed.find((d) => d._id === b._id)!.photos).toEqual(all);
  });

  it('at most 5 per banner: 400 tooMany on photos, and nothing of the refused request is kept', async () => {
    const b = await create();
    const before = await fileCount();
    const six = await addPhotos(String(b._id), await images(6));
    expect(six.statusCode).toBe(400);
    expect(six.json().details).toEqual([{ field: 'photos', issue: 'tooMany', max: 5, origin: 'array' }]);
    expect(await fileCount()).toBe(before);

    expect((await addPhotos(String(b._id), await images(3))).statusCode).toBe(200);
    const three = await addPhotos(String(b._id), await images(3));
    expect(three.statusCode).toBe(400);
    expect(three.json().details[0]).toMatchObject({ field: 'photos', issue: 'tooMany' });
    expect(await fileCount()).toBe(before + 3);
    const two = await addPhotos(String(b._id), await images(2));
    expect(expectOk(two, ZBannerResult).banner.photos).toHaveLength(5);
    expect((await addPhotos(String(b._id), await images(1))).statusCode).toBe(400);
    expect(await fileCount()).toBe(before + 5);
  });

  it('simultaneous uploads cannot pass the cap together: one 200, the other 400 with its files removed', async () => {
    const b = await create();
    const before = await fileCount();
    const [x, y] = await Promise.all([
      addPhotos(String(b._id), await images(3)),
      addPhotos(String(b._id), await images(3)),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    const photos = expectOk(await api('GET', `/banners/${b._id}`, null), ZBannerResult).banner
      .photos as Json[];
    expect(photos).toHaveLength(3);
    expect(await fileCount()).toBe(before + 3);
  });

  it('a text file is 415 (the photos before it in the request are not kept); no photo part is 400; JSON is 415', async () => {
    const b = await create();
    const before = await fileCount();
    const form = await fileParts([
      { field: 'photo', bytes: await png(), filename: 'ok.png' },
      { field: 'photo', bytes: TEXT, filename: 'notes.png' },
    ]);
    const res = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/banners/${b._id}/photo`,
      headers: { ...users.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expectError(res, 415, 'UNSUPPORTED_FILE_TYPE');
    expect(await fileCount()).toBe(before);
    expect(expectOk(await api('GET', `/banners/${b._id}`, null), ZBannerResult).banner.photos).toEqual([]);

    const wrong = await addPhotos(String(b._id), await images(1), 'admin', 'file');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'photo', issue: 'required' }]);
    expect((await api('PUT', `/banners/${b._id}/photo`, 'admin', { photo: 'x' })).statusCode).toBe(415);
    expect(await fileCount()).toBe(before);
  });

  it('deletedPhotos removes those photos (record now, blob after commit); another banner’s photo is 400', async () => {
    const b = await create();
    const other = await create();
    const photos = expectOk(await addPhotos(String(b._id), await images(3)), ZBannerResult).banner
      .photos as Json[];
    const otherPhoto = (
      expectOk(await addPhotos(String(other._id), await images(1)), ZBannerResult).banner.photos as Json[]
    )[0]!;
    const key = (await fileRow(String(photos[1]!._id)))!.storageKey;

    for (const deletedPhotos of [[otherPhoto._id], [randomUUID()], [photos[0]!._id, otherPhoto._id]]) {
      const bad = await api('PUT', `/banners/${b._id}`, 'admin', body({ deletedPhotos }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ field: 'deletedPhotos', issue: 'notFound' }]);
    }
    expect((await api('PUT', `/banners/${b._id}`, 'admin', body({ deletedPhotos: ['x'] }))).statusCode).toBe(
      400,
    );
    // Nothing was deleted by the refused requests.
    expect(await fileRow(String(photos[0]!._id))).toBeDefined();
    expect(await fileRow(String(otherPhoto._id))).toBeDefined();

    const res = await api('PUT', `/banners/${b._id}`, 'admin', body({ deletedPhotos: [photos[1]!._id] }));
    expect((expectOk(res, ZBannerResult).banner.photos as Json[]).map((p) => p._id)).toEqual([
      photos[0]!._id,
      photos[2]!._id,
    ]);
    expect(await fileRow(String(photos[1]!._id))).toBeUndefined();
    expect((await kit.t.app.inject({ method: 'GET', url: String(photos[1]!.url) })).statusCode).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(key)).toBeUndefined();
    // New photos go after the remaining ones.
    const added = expectOk(await addPhotos(String(b._id), await images(1)), ZBannerResult).banner
      .photos as Json[];
    expect(added.slice(0, 2).map((p) => p._id)).toEqual([photos[0]!._id, photos[2]!._id]);
    expect(added).toHaveLength(3);
  });

  it('deleting a banner removes its photos and their blobs', async () => {
    const b = await create();
    const photos = expectOk(await addPhotos(String(b._id), await images(2)), ZBannerResult).banner
      .photos as Json[];
    const keys = await Promise.all(photos.map(async (p) => (await fileRow(String(p._id)))!.storageKey));
    const del = await api('DELETE', `/banners/${b._id}`, 'admin');
    expect(expectOk(del, ZBannerResult).banner.photos).toHaveLength(2);
    for (const p of photos) expect(await fileRow(String(p._id))).toBeUndefined();
    expect(
      await kit.t.database.db
        .select()
        .from(bannerPhotos)
        .where(eq(bannerPhotos.bannerId, String(b._id))),
    ).toEqual([]);
    await kit.t.app.blobRemoval.drain();
    for (const key of keys) expect(await kit.t.app.storage.size(key)).toBeUndefined();
  });
});

describe('permissions', () => {
  it('every route: anyone reads; visitors 401 and intern, business, mentor 403 on writes; admins 200', async () => {
    const b = await create();
    const image = await images(1);
    const matrix = PUBLIC_READ_ADMIN_WRITE;
    await expectAccess(matrix, (role) => [
      ...contentAccessChecks(kit, '/banners', b._id, body, role),
      // Refused before validation.
      role !== 'admin' && ['update bad', 'write', () => api('PUT', '/banners/nope', role, {})],
      ['photo', 'write', () => addPhotos(String(b._id), image, role)],
    ]);
    await expectDeleteAccess(kit, '/banners', matrix, create);
  });
});
