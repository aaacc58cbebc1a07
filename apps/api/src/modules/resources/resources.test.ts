/**
 * The resource library API: CRUD with a link and with a file, exactly one of link or file, references
 * (subcategory under its category, tags), duplicates per language, every list filter and paging, the
 * permission matrix of every route, the list never showing links or files, and files removed with their blobs.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import { useRoleApp } from '../../../test/role-app.ts';
import { catalogueFixture } from '../../../test/factories.ts';
import { ELF, PDF, formData } from '../../../test/files.ts';
import { uploadAs } from '../../../test/upload.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { expectOk, type Json } from '../../../test/api.ts';
import {
  bodyMaker,
  contentAccessChecks,
  expectAccess,
  expectOneWins,
  expectUniqueNames,
  filesOf,
  formSender,
} from '../../../test/content-kit.ts';
import { ZResourceList, ZResourceResult } from '@praktika/contracts/resources';

/** Two categories; subcategories sub[0] under cat[0], sub[1] under cat[1]; three tags. */
let cat: [string, string];
let sub: [string, string];
let tag: [string, string, string];

async function addItems(collection: string, n: number, categoryId?: string): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await kit.t.database.db.insert(catalogueItems).values(
    ids.map((id) => {
      const name = `Res ${collection} ${id.slice(0, 8)}`;
      return { id, collection, enName: name, sqName: `${name} sq`, srName: `${name} sr`, categoryId };
    }),
  );
  return ids;
}

const kit = useRoleApp('resources', async () => {
  cat = (await catalogueFixture(kit.t.app)).categories;
  sub = [(await addItems('subcategories', 1, cat[0]))[0]!, (await addItems('subcategories', 1, cat[1]))[0]!];
  tag = (await addItems('tags', 3)) as [string, string, string];
});
const { users, api, headersOf } = kit;

const body = bodyMaker((n) => ({
  enName: `Guide ${n}`,
  enDescription: 'How to write a CV',
  sqName: `Udhëzues ${n}`,
  sqDescription: 'Si të shkruash një CV',
  srName: `Vodič ${n}`,
  srDescription: 'Kako napisati CV',
  category: cat[0],
  subcategory: sub[0],
  tags: [tag[1], tag[0]],
  language: 'sq',
  isGuide: true,
  link: 'https://example.org/cv-guide',
}));

const uploadFile = (role: TRole = 'admin', kind = 'resourceFile') =>
  uploadAs(kit.t.app, headersOf(role), kind, PDF, 'guide.pdf');

async function create(overrides: Json = {}): Promise<Json> {
  const res = await api('POST', '/resources', 'admin', body(overrides));
  return expectOk(res, ZResourceResult).resource as Json;
}

const { fileRow, fileCount } = filesOf(kit);

describe('CRUD', () => {
  it('creates, reads, updates and deletes a resource with a link', async () => {
    const sent = body({ enName: '  Spaced name  ' });
    const res = await api('POST', '/resources', 'admin', sent);
    const created = expectOk(res, ZResourceResult).resource;
    expect(created).toMatchObject({
      enName: 'Spaced name',
      sqName: sent.sqName,
      srDescription: 'Kako napisati CV',
      category: cat[0],
      subcategory: sub[0],
      tags: [tag[1], tag[0]],
      language: 'sq',
      isGuide: true,
      kind: 'link',
      link: 'https://example.org/cv-guide',
      file: null,
    });

    const read = await api('GET', `/resources/${created._id}`, 'intern');
    expect(expectOk(read, ZResourceResult).resource).toEqual(created);

    const put = await api(
      'PUT',
      `/resources/${created._id}`,
      'admin',
      body({
        subcategory: null,
        tags: [tag[2]],
        isGuide: false,
        language: 'en',
        link: 'http://example.com/x',
      }),
    );
    expect(expectOk(put, ZResourceResult).resource).toMatchObject({
      _id: created._id,
      subcategory: null,
      tags: [tag[2]],
      isGuide: false,
      language: 'en',
      link: 'http://example.com/x',
    });

    const del = await api('DELETE', `/resources/${created._id}`, 'admin');
    expect(expectOk(del, ZResourceResult).resource._id).toBe(created._id);
    expect((await api('GET', `/resources/${created._id}`, 'admin')).statusCode).toBe(404);
    expect((await api('DELETE', `/resources/${created._id}`, 'admin')).statusCode).toBe(404);
    expect((await api('PUT', `/resources/${randomUUID()}`, 'admin', body())).statusCode).toBe(404);
    expect((await api('GET', '/resources/not-a-uuid', 'admin')).statusCode).toBe(400);
  });

  it('a resource with a file: readable by signed-in users; replacing and deleting remove the old file and blob', async () => {
    const first = await uploadFile();
    const created = await create({ link: undefined, file: first._id });
    expect(created).toMatchObject({
      kind: 'file',
      link: null,
      file: { _id: first._id, kind: 'resourceFile' },
    });
    // A signed-in reader downloads it; a visitor may not.
    expect(
      (await kit.t.app.inject({ method: 'GET', url: first.url, headers: users.mentor.headers })).statusCode,
    ).toBe(200);
    expect((await kit.t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(401);
    const firstKey = (await fileRow(first._id))!.storageKey;

    // Replacing the file: the old record goes in the same transaction, its blob after the job.
    const second = await uploadFile();
    const replaced = await api(
      'PUT',
      `/resources/${created._id}`,
      'admin',
      body({ link: undefined, file: second._id }),
    );
    expect(expectOk(replaced, ZResourceResult).resource.file!._id).toBe(second._id);
    expect(await fileRow(first._id)).toBeUndefined();
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(firstKey)).toBeUndefined();

    // Keeping the same file keeps it.
    const kept = await api(
      'PUT',
      `/resources/${created._id}`,
      'admin',
      body({ link: undefined, file: second._id }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await fileRow(second._id)).toBeDefined();

    // Giving up the file for a link removes the file.
    const secondKey = (await fileRow(second._id))!.storageKey;
    const toLink = await api(
      'PUT',
      `/resources/${created._id}`,
      'admin',
      body({ link: 'https://example.org/now' }),
    );
    expect(expectOk(toLink, ZResourceResult).resource).toMatchObject({ kind: 'link', file: null });
    expect(await fileRow(second._id)).toBeUndefined();
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(secondKey)).toBeUndefined();

    // Deleting a resource with a file removes the record and (after the job) the blob.
    const third = await uploadFile();
    const withFile = await create({ link: undefined, file: third._id });
    const thirdKey = (await fileRow(third._id))!.storageKey;
    expect(await kit.t.app.storage.size(thirdKey)).toBe(PDF.length);
    expect((await api('DELETE', `/resources/${withFile._id}`, 'admin')).statusCode).toBe(200);
    expect(await fileRow(third._id)).toBeUndefined();
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(thirdKey)).toBeUndefined();
  });
});

describe('the cached public list', () => {
  it('answers with an ETag (304 when unchanged) and shows every write at once', async () => {
    const url = '/api/resources?selectedLanguage=en&name=cachetest';
    const get = (headers: Record<string, string> = {}) => kit.t.app.inject({ method: 'GET', url, headers });
    const names = (res: Awaited<ReturnType<typeof get>>) =>
      (expectOk(res, ZResourceList).resources.docs as Json[]).map((d) => d.enName);

    const empty = await get();
    expect(empty.statusCode).toBe(200);
    expect(names(empty)).toEqual([]);
    const etag = empty.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);

    const created = await api('POST', '/resources', 'admin', body({ enName: 'Cachetest one' }));
    expect(created.statusCode).toBe(200);
    const afterCreate = await get({ 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect(names(afterCreate)).toEqual(['Cachetest one']);

    const rid = expectOk(created, ZResourceResult).resource._id as string;
    const renamed = await api('PUT', `/resources/${rid}`, 'admin', body({ enName: 'Cachetest renamed' }));
    expect(renamed.statusCode).toBe(200);
    expect(names(await get())).toEqual(['Cachetest renamed']);

    expect((await api('DELETE', `/resources/${rid}`, 'admin')).statusCode).toBe(200);
    expect(names(await get())).toEqual([]);
  });
});

describe('validation', () => {
  const expectIssue = async (payload: Json, field: string, issue: string, status = 400) => {
    const res = await api('POST', '/resources', 'admin', payload);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, issue }));
  };

  it('exactly one of link and file: both 400, neither 400', async () => {
    const file = await uploadFile();
    await expectIssue(body({ file: file._id }), 'file', 'linkOrFile');
    await expectIssue(body({ file: file._id }), 'link', 'linkOrFile');
    await expectIssue(body({ link: undefined }), 'link', 'required');
    await expectIssue(body({ link: null, file: null }), 'file', 'required');
    // The file is still free afterwards.
    expect(await fileRow(file._id)).toBeDefined();
  });

  it('refuses a link that is not an http(s) URL', async () => {
    for (const link of ['ftp://example.org/a', 'javascript:alert(1)', 'example.org', 'https://', 'not a url'])
      await expectIssue(body({ link }), 'link', 'invalidUrl');
  });

  it('refuses required fields missing and unknown references', async () => {
    await expectIssue(body({ enName: '  ' }), 'enName', 'required');
    await expectIssue(body({ category: undefined }), 'category', 'required');
    await expectIssue(body({ language: 'de' }), 'language', expect.any(String) as unknown as string);
    await expectIssue(body({ category: tag[0] }), 'category', 'notFound');
    await expectIssue(body({ subcategory: randomUUID() }), 'subcategory', 'notFound');
    await expectIssue(body({ tags: [tag[0], randomUUID()] }), 'tags', 'notFound');
    await expectIssue(body({ tags: [cat[0]] }), 'tags', 'notFound');
    await expectIssue(body({ file: randomUUID(), link: undefined }), 'file', 'notFound');
  });

  it('a subcategory of another category is 400 notInCategory', async () => {
    await expectIssue(body({ category: cat[0], subcategory: sub[1] }), 'subcategory', 'notInCategory');
    // And on update.
    const r = await create();
    const res = await api(
      'PUT',
      `/resources/${r._id}`,
      'admin',
      body({ category: cat[1], subcategory: sub[0] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'subcategory', issue: 'notInCategory' });
  });

  it('a file must be an unused resource file uploaded by the admin', async () => {
    const cv = await uploadFile('admin', 'document');
    await expectIssue(body({ link: undefined, file: cv._id }), 'file', 'wrongFileKind');
    const interns = await uploadFile('intern');
    await expectIssue(body({ link: undefined, file: interns._id }), 'file', 'fileUnavailable');
    const used = await uploadFile();
    await create({ link: undefined, file: used._id });
    await expectIssue(body({ link: undefined, file: used._id }), 'file', 'fileUnavailable');
  });

  it('duplicate names per language, ignoring case: 409 RESOURCE_EXISTS naming the fields', async () => {
    // Another resource renamed onto it: 409; the resource keeping its own names: 200.
    await expectUniqueNames(kit, {
      path: '/resources',
      errorType: 'RESOURCE_EXISTS',
      body,
      create,
      names: { enName: 'Unique En', sqName: 'Unik Sq', srName: 'Jedinstven Sr' },
      one: { sqName: 'UNIK sq' },
      all: { enName: 'unique en', sqName: 'unik sq', srName: 'jedinstven sr' },
      clash: { srName: 'Jedinstven SR' },
      recased: { enName: 'Unique En', sqName: 'Unik Sq', srName: 'Jedinstven Sr' },
    });
  });

  it('simultaneous creates with the same name: one 200, the other 409 (the unique indexes)', async () => {
    const payload = body({ enName: 'Race En', sqName: 'Race Sq', srName: 'Race Sr' });
    const sends = [1, 2, 3].map(() => api('POST', '/resources', 'admin', payload));
    await expectOneWins(sends, 'RESOURCE_EXISTS');
  });

  it('a tag, category or subcategory in use cannot be deleted', async () => {
    const [lone] = await addItems('tags', 1);
    await create({ tags: [lone] });
    const res = await api('DELETE', `/tags/${lone}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorType: 'RESOURCE_IN_USE' });
  });
});

describe('GET /api/resources', () => {
  /** A separate category so other tests' resources stay out of these lists. */
  let c: string;
  let s: string;
  let tg: string[];
  const names: Record<string, Json> = {};

  beforeAll(async () => {
    c = (await addItems('categories', 1))[0]!;
    s = (await addItems('subcategories', 1, c))[0]!;
    tg = await addItems('tags', 3);
    const file = await uploadFile();
    const specs: Array<[string, Json]> = [
      [
        'cv',
        {
          enName: 'Writing a CV',
          sqName: 'Shkrimi i CV-së',
          srName: 'Pisanje CV-a',
          tags: [tg[0]],
          language: 'sq',
        },
      ],
      [
        'interview',
        {
          enName: 'Interview tips',
          sqName: 'Këshilla për intervistë',
          srName: 'Saveti za intervju',
          tags: [tg[1]],
          language: 'en',
          subcategory: s,
          isGuide: false,
        },
      ],
      [
        'decan',
        {
          enName: 'Zebra Decan',
          sqName: 'Çelësi i Deçanit',
          srName: 'Ključ Dečana',
          tags: [tg[0], tg[1]],
          language: 'sr',
          link: undefined,
          file: file._id,
        },
      ],
      [
        'rights',
        {
          enName: 'Alpha rights',
          sqName: 'Të drejtat',
          srName: 'Đačka prava',
          tags: [],
          language: 'sq',
          isGuide: false,
        },
      ],
    ];
    for (const [key, spec] of specs)
      names[key] = await create({ category: c, subcategory: null, isGuide: true, ...spec });
  });

  const list = async (query: Record<string, string | string[]>, role: TRole | null = null) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries({ category: c, ...query }))
      for (const one of Array.isArray(v) ? v : [v]) qs.append(k, one);
    const res = await api('GET', `/resources?${qs}`, role);
    return expectOk(res, ZResourceList).resources as { docs: Json[]; totalDocs: number } & Json;
  };
  const ids = (page: { docs: Json[] }) => page.docs.map((d) => d._id);
  const id = (key: string) => names[key]!._id;

  it('a visitor sees the list without any link or file, only which of the two', async () => {
    const page = await list({ selectedLanguage: 'en' });
    expect(page.totalDocs).toBe(4);
    const decan = page.docs.find((d) => d._id === id('decan'))!;
    expect(decan).toMatchObject({ kind: 'file', tags: [tg[0], tg[1]], language: 'sr' });
    expect(page.docs.find((d) => d._id === id('cv'))).toMatchObject({ kind: 'link' });
    for (const doc of page.docs) {
      expect(Object.keys(doc).sort()).toEqual(
        [
          '_id',
          'category',
          'createdAt',
          'enDescription',
          'enName',
          'isGuide',
          'kind',
          'language',
          'srDescription',
          'srName',
          'sqDescription',
          'sqName',
          'subcategory',
          'tags',
          'updatedAt',
        ].sort(),
      );
      const text = JSON.stringify(doc);
      expect(text).not.toContain('example.org');
      expect(text).not.toContain('/api/files/');
    }
    // The signed-in list is the same summary.
    const asAdmin = await list({ selectedLanguage: 'en' }, 'admin');
    expect(JSON.stringify(asAdmin.docs)).not.toContain('/api/files/');
  });

  it('sorts by the selected language name, diacritics beside their base letter (default sq)', async () => {
    expect(ids(await list({ selectedLanguage: 'en' }))).toEqual([
      id('rights'),
      id('interview'),
      id('cv'),
      id('decan'),
    ]);
    // sq: Çelësi (c) < Këshilla < Shkrimi < Të drejtat
    expect(ids(await list({ selectedLanguage: 'sq' }))).toEqual([
      id('decan'),
      id('interview'),
      id('cv'),
      id('rights'),
    ]);
    expect(ids(await list({}))).toEqual(ids(await list({ selectedLanguage: 'sq' })));
    // sr: Đačka (d) < Ključ < Pisanje < Saveti
    expect(ids(await list({ selectedLanguage: 'sr' }))).toEqual([
      id('rights'),
      id('decan'),
      id('cv'),
      id('interview'),
    ]);
  });

  it('filters by name in any language, ignoring case and diacritics, wildcards literal', async () => {
    expect(ids(await list({ name: 'decan' })).sort()).toEqual([id('decan')]);
    expect(ids(await list({ name: 'KLJUC' }))).toEqual([id('decan')]);
    expect(ids(await list({ name: 'dacka' }))).toEqual([id('rights')]);
    expect(ids(await list({ name: 'intervju' }))).toEqual([id('interview')]);
    expect((await list({ name: '%' })).totalDocs).toBe(0);
    expect((await list({ name: 'cv', selectedLanguage: 'en' })).docs.map((d) => d.enName)).toEqual([
      'Writing a CV',
    ]);
  });

  it('filters by category, subcategory, tags (ANY), language and isGuide', async () => {
    expect((await list({ category: cat[1] })).totalDocs).toBe(0);
    expect(ids(await list({ subcategory: s }))).toEqual([id('interview')]);
    expect(ids(await list({ tags: tg[0]!, selectedLanguage: 'en' }))).toEqual([id('cv'), id('decan')]);
    // Any of them: repeated and comma list alike.
    const any = [id('interview'), id('cv'), id('decan')];
    expect(ids(await list({ tags: [tg[0]!, tg[1]!], selectedLanguage: 'en' }))).toEqual(any);
    expect(ids(await list({ tags: `${tg[0]},${tg[1]}`, selectedLanguage: 'en' }))).toEqual(any);
    expect((await list({ tags: tg[2]! })).totalDocs).toBe(0);
    expect(ids(await list({ language: 'sr' }))).toEqual([id('decan')]);
    expect(ids(await list({ isGuide: 'false', selectedLanguage: 'en' }))).toEqual([
      id('rights'),
      id('interview'),
    ]);
    expect(ids(await list({ isGuide: 'true', language: 'sq' }))).toEqual([id('cv')]);
    const bad = await api('GET', '/resources?tags=nope', null);
    expect(bad.statusCode).toBe(400);
    expect((await api('GET', '/resources?language=de', null)).statusCode).toBe(400);
  });

  it('pages, and pagination=false gives the whole list', async () => {
    const p1 = await list({ selectedLanguage: 'en', limit: '3', page: '1' });
    expect(p1).toMatchObject({
      totalDocs: 4,
      totalPages: 2,
      page: 1,
      limit: 3,
      hasNextPage: true,
      nextPage: 2,
    });
    const p2 = await list({ selectedLanguage: 'en', limit: '3', page: '2' });
    expect(p2).toMatchObject({ totalDocs: 4, page: 2, hasNextPage: false, hasPrevPage: true });
    expect([...ids(p1), ...ids(p2)]).toEqual([id('rights'), id('interview'), id('cv'), id('decan')]);
    const past = await list({ limit: '3', page: '5' });
    expect(past).toMatchObject({ totalDocs: 4, docs: [] });
    const whole = await list({ pagination: 'false', limit: '1' });
    expect(whole).toMatchObject({ totalDocs: 4, page: 1, limit: 4, totalPages: 1 });
    expect(whole.docs).toHaveLength(4);
  });
});

describe('permissions', () => {
  it('every route: visitor 401 except the list; intern, business, mentor 403 on writes; 200 where allowed', async () => {
    const r = await create();
    const matrix: Array<[TRole | null, { list: number; read: number; write: number }]> = [
      [null, { list: 200, read: 401, write: 401 }],
      ['intern', { list: 200, read: 200, write: 403 }],
      ['business', { list: 200, read: 200, write: 403 }],
      ['mentor', { list: 200, read: 200, write: 403 }],
    ];
    await expectAccess(matrix, (role) => [
      ...contentAccessChecks(kit, '/resources', r._id, body, role),
      ['delete', 'write', () => api('DELETE', `/resources/${r._id}`, role)],
    ]);
    expect((await api('GET', '/resources', 'admin')).statusCode).toBe(200);
    expect((await api('GET', `/resources/${r._id}`, 'admin')).statusCode).toBe(200);
    expect((await api('PUT', `/resources/${r._id}`, 'admin', body())).statusCode).toBe(200);
    expect((await api('DELETE', `/resources/${r._id}`, 'admin')).statusCode).toBe(200);
    expect((await api('POST', '/resources', 'admin', body())).statusCode).toBe(200);
  });
});

describe('form data (RC §7: POST and PUT "form data")', () => {
  /** A write as a browser's FormData: text fields, `tags` repeated, the file part `file`. */
  const send = formSender(kit, 'file', 'guide.pdf');

  it('creates with a link and replaces with a file part; the answers are the JSON form’s', async () => {
    const sent = body({ subcategory: null });
    const res = await send('POST', '/resources', sent);
    const created = expectOk(res, ZResourceResult).resource;
    expect(created).toMatchObject({
      enName: sent.enName,
      category: cat[0],
      subcategory: null,
      tags: [tag[1], tag[0]],
      language: 'sq',
      isGuide: true,
      kind: 'link',
      link: 'https://example.org/cv-guide',
      file: null,
    });
    expect(
      expectOk(await api('GET', `/resources/${created._id}`, 'admin'), ZResourceResult).resource,
    ).toEqual(created);

    // PUT with the file part `file` instead of the link, tags as a comma list, isGuide false.
    const put = await send(
      'PUT',
      `/resources/${created._id}`,
      body({ link: '', tags: `${tag[2]},${tag[0]}`, isGuide: false, subcategory: sub[0] }),
      PDF,
    );
    const updated = expectOk(put, ZResourceResult).resource;
    expect(updated).toMatchObject({
      _id: created._id,
      kind: 'file',
      link: null,
      tags: [tag[2], tag[0]],
      isGuide: false,
      subcategory: sub[0],
      file: { kind: 'resourceFile', name: 'guide.pdf' },
    });
    const stored = await fileRow(updated.file!._id);
    expect(stored).toMatchObject({ ownerId: users.admin.id, kind: 'resourceFile' });

    // The JSON form still works on the same record, keeping the file by its id.
    const json = await api(
      'PUT',
      `/resources/${created._id}`,
      'admin',
      body({ link: undefined, file: updated.file!._id }),
    );
    expect(expectOk(json, ZResourceResult).resource.file!._id).toBe(updated.file!._id);
  });

  it('a list may also come as a JSON array; an unknown tag is refused as with JSON', async () => {
    const res = await send('POST', '/resources', body({ tags: JSON.stringify([tag[2], tag[1]]) }));
    expect(expectOk(res, ZResourceResult).resource.tags).toEqual([tag[2], tag[1]]);
    const unknown = await send('POST', '/resources', body({ tags: [tag[0], randomUUID()] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorType: 'VALIDATION_ERROR' });
  });

  it('a file that is not a PDF or DOCX is 415 UNSUPPORTED_FILE_TYPE and nothing is stored', async () => {
    const before = await fileCount();
    const res = await send('POST', '/resources', body({ link: undefined }), ELF);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, errorType: 'UNSUPPORTED_FILE_TYPE' });
    expect(await fileCount()).toBe(before);
  });

  it('a missing required field is 400 VALIDATION_ERROR on it, and the file it stored is removed again', async () => {
    const before = await fileCount();
    const res = await send(
      'POST',
      '/resources',
      body({ link: undefined, enName: undefined, category: undefined }),
      PDF,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorType: 'VALIDATION_ERROR' });
    const fields = (res.json().details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['enName', 'category']));
    await expect.poll(fileCount).toBe(before);
    // Neither a link nor a file: the same 400 as JSON.
    const neither = await send('POST', '/resources', body({ link: undefined }));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details).toEqual(
      expect.arrayContaining([
        { field: 'link', issue: 'required' },
        { field: 'file', issue: 'required' },
      ]),
    );
  });

  it('a bad boolean and a second file part are 400; other roles are 403 before anything is read', async () => {
    const bad = await send('POST', '/resources', body({ isGuide: 'maybe' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'isGuide' })]);
    // The first file part is stored before the second is seen; it is removed again after the answer.
    const before = await fileCount();
    const form = await formData(
      { ...(body({ link: undefined }) as Record<string, string>), tags: [tag[0]] },
      [
        { field: 'file', bytes: PDF },
        { field: 'file', bytes: PDF },
      ],
    );
    const two = await kit.t.app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...headersOf('admin'), ...form.headers },
      payload: form.payload,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().details).toEqual([expect.objectContaining({ field: 'file', issue: 'tooMany' })]);
    await expect.poll(fileCount).toBe(before);
    const mentor = await send('POST', '/resources', body({ link: undefined }), PDF, 'mentor');
    expect(mentor.statusCode).toBe(403);
    expect(await fileCount()).toBe(before);
  });
});
