/**
 * Facilitation guides and documents (one generic module, two areas): CRUD with the file, file rules (kind, owner,
 * in use, replaced and deleted files gone), duplicates per language, the list's filters (useLanguageFilter,
 * isGuide, name) and sort by the selected language, malformed input, unknown ids, and the permission matrix of
 * every route.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import { useRoleApp } from '../../../test/role-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { ELF, PDF } from '../../../test/files.ts';
import { uploadAs } from '../../../test/upload.ts';
import { expectOk, type Answer, type Json } from '../../../test/api.ts';
import { filesOf, formSender, withOverrides } from '../../../test/content-kit.ts';
import {
  ZDocumentResult,
  ZFacilitationGuideResult,
  type TDocument,
  type TFacilitationGuide,
} from '@praktika/contracts/documents';
import type { TPaged } from '@praktika/contracts/common';

const kit = useRoleApp('documents');
const { users } = kit;
let seq = 0;

const { api } = kit;

const uploadFile = (kind: string, who: TestUser = users.admin) =>
  uploadAs(kit.t.app, who.headers, kind, PDF, `${kind}.pdf`);

const { fileRow, fileCount } = filesOf(kit);

/** What differs between the two areas, as the tests see it. */
interface Area {
  path: string;
  one: string;
  list: string;
  kind: string;
  otherKind: string;
  duplicate: string;
  /** The flag in a body, and another value of it. */
  flag: Json;
  otherFlag: Json;
}

const AREAS: Area[] = [
  {
    path: '/facilitationguides',
    one: 'facilitationGuide',
    list: 'facilitationGuides',
    kind: 'guide',
    otherKind: 'document',
    duplicate: 'FACILITATION_GUIDE_EXISTS',
    flag: { language: 'sq' },
    otherFlag: { language: 'en' },
  },
  {
    path: '/documents',
    one: 'document',
    list: 'documents',
    kind: 'document',
    otherKind: 'guide',
    duplicate: 'DOCUMENTS_EXISTS',
    flag: { isGuide: true },
    otherFlag: { isGuide: false },
  },
];

describe.each(AREAS)('$path', (area) => {
  function body(file: string, overrides: Json = {}): Json {
    const n = ++seq;
    return withOverrides(
      {
        enName: `Handbook ${n}`,
        enDescription: 'How the programme works',
        sqName: `Doracak ${n}`,
        sqDescription: 'Si funksionon programi',
        srName: `Priručnik ${n}`,
        srDescription: 'Kako program funkcioniše',
        file,
        ...area.flag,
      },
      overrides,
    );
  }

  /** The record in a success answer of this area. */
  const one = (res: Answer) => expectOk<Record<string, TDocument | TFacilitationGuide>>(res)[area.one]!;

  async function create(overrides: Json = {}): Promise<Json> {
    const file = await uploadFile(area.kind);
    const res = await api('POST', area.path, 'admin', body(file._id, overrides));
    return one(res) as Json;
  }

  it('creates, reads, replaces and deletes; the replaced and the deleted file are gone', async () => {
    const first = await uploadFile(area.kind);
    const sent = body(first._id, { enName: '  Spaced  ' });
    const res = await api('POST', area.path, 'admin', sent);
    const created = one(res);
    expect(created).toMatchObject({
      enName: 'Spaced',
      sqName: sent.sqName,
      srDescription: 'Kako program funkcioniše',
      file: { _id: first._id, kind: area.kind, type: 'application/pdf', url: `/api/files/${first._id}` },
      ...area.flag,
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'enDescription',
        'enName',
        'file',
        'sqDescription',
        'sqName',
        'srDescription',
        'srName',
        'updatedAt',
        ...Object.keys(area.flag),
      ].sort(),
    );

    const read = await api('GET', `${area.path}/${created._id}`, 'mentor');
    expect(one(read)).toEqual(created);

    // Keeping the file and changing the rest.
    const kept = await api(
      'PUT',
      `${area.path}/${created._id}`,
      'admin',
      body(first._id, { enDescription: '', ...area.otherFlag }),
    );
    expect(one(kept)).toMatchObject({ enDescription: '', ...area.otherFlag });
    expect(await fileRow(first._id)).toBeDefined();

    // Replacing the file: the old record goes in the same transaction, its blob after the job.
    const firstKey = (await fileRow(first._id))!.storageKey;
    const second = await uploadFile(area.kind);
    const replaced = await api('PUT', `${area.path}/${created._id}`, 'admin', body(second._id));
    expect(one(replaced).file._id).toBe(second._id);
    expect(await fileRow(first._id)).toBeUndefined();
    expect(
      (await kit.t.app.inject({ method: 'GET', url: first.url, headers: users.admin.headers })).statusCode,
    ).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(firstKey)).toBeUndefined();

    // Deleting removes the record and the file.
    const secondKey = (await fileRow(second._id))!.storageKey;
    const del = await api('DELETE', `${area.path}/${created._id}`, 'admin');
    expect(one(del)._id).toBe(created._id);
    expect(await fileRow(second._id)).toBeUndefined();
    expect(
      (await kit.t.app.inject({ method: 'GET', url: second.url, headers: users.admin.headers })).statusCode,
    ).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(secondKey)).toBeUndefined();
    expect((await api('GET', `${area.path}/${created._id}`, 'admin')).statusCode).toBe(404);
  });

  it('unknown ids are 404, malformed ids 400', async () => {
    const file = await uploadFile(area.kind);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body(file._id)],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, `${area.path}/${randomUUID()}`, 'admin', payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json().errorType).toBe('NOT_FOUND');
      expect((await api(method, `${area.path}/not-a-uuid`, 'admin', payload)).statusCode).toBe(400);
    }
    // The refused PUT left the file free.
    expect(await fileRow(file._id)).toBeDefined();
  });

  it('malformed bodies and queries are 400 naming the field', async () => {
    const file = await uploadFile(area.kind);
    const expectIssue = async (payload: Json, field: string, issue?: string) => {
      const res = await api('POST', area.path, 'admin', payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errorType).toBe('VALIDATION_ERROR');
      expect(res.json().details).toContainEqual(
        issue ? { field, issue } : expect.objectContaining({ field }),
      );
    };
    await expectIssue(body(file._id, { enName: '   ' }), 'enName', 'required');
    await expectIssue(body(file._id, { srName: undefined }), 'srName', 'required');
    await expectIssue(body(file._id, { sqName: 'x'.repeat(201) }), 'sqName');
    await expectIssue(body(file._id, { enDescription: 'x'.repeat(2001) }), 'enDescription');
    await expectIssue(body(file._id, { file: undefined }), 'file', 'required');
    await expectIssue(body(file._id, { file: 'nope' }), 'file');
    if ('language' in area.flag) {
      await expectIssue(body(file._id, { language: 'de' }), 'language');
      await expectIssue(body(file._id, { language: undefined }), 'language');
    } else await expectIssue(body(file._id, { isGuide: 'yes' }), 'isGuide');
    expect((await api('GET', `${area.path}?selectedLanguage=de`, 'admin')).statusCode).toBe(400);
    expect((await api('GET', `${area.path}?limit=0`, 'admin')).statusCode).toBe(400);
  });

  it('the file must exist, be of the area kind, be the admin own upload and be used by no other record', async () => {
    const expectFileIssue = async (file: string, issue: string) => {
      const res = await api('POST', area.path, 'admin', body(file));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ field: 'file', issue }]);
    };
    await expectFileIssue(randomUUID(), 'notFound');
    await expectFileIssue((await uploadFile(area.otherKind))._id, 'wrongFileKind');
    await expectFileIssue((await uploadFile(area.kind, users.mentor))._id, 'fileUnavailable');
    const other = await createUser(kit.t.app, 'admin');
    await expectFileIssue((await uploadFile(area.kind, other))._id, 'fileUnavailable');
    const taken = await create();
    const takenFile = (taken.file as Json)._id as string;
    await expectFileIssue(takenFile, 'fileUnavailable');
    // And on update: another record's file is refused, and the record keeps its own.
    const mine = await create();
    const res = await api('PUT', `${area.path}/${mine._id}`, 'admin', body(takenFile));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'file', issue: 'fileUnavailable' }]);
    expect(await fileRow(takenFile)).toBeDefined();
    expect(await fileRow((mine.file as Json)._id as string)).toBeDefined();
  });

  it(`duplicate names per language, ignoring case: 409 naming the fields`, async () => {
    const first = await create({
      enName: `Unique ${area.one}`,
      sqName: `Unik ${area.one}`,
      srName: `Jedinstven ${area.one}`,
    });
    const file = await uploadFile(area.kind);
    const one = await api(
      'POST',
      area.path,
      'admin',
      body(file._id, { sqName: `UNIK ${area.one}`.toLowerCase() }),
    );
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ success: false, errorType: area.duplicate });
    expect(one.json().details).toEqual([{ field: 'sqName', issue: 'exists' }]);
    const all = await api(
      'POST',
      area.path,
      'admin',
      body(file._id, {
        enName: `unique ${area.one}`.toUpperCase(),
        sqName: `unik ${area.one}`,
        srName: `jedinstven ${area.one}`,
      }),
    );
    expect(all.statusCode).toBe(409);
    expect(all.json().details).toEqual([
      { field: 'enName', issue: 'exists' },
      { field: 'sqName', issue: 'exists' },
      { field: 'srName', issue: 'exists' },
    ]);
    // The refused file is still free and usable.
    expect(await fileRow(file._id)).toBeDefined();
    // Another record renamed onto it: 409; the record keeping its own names: 200.
    const other = await create();
    const clash = await api(
      'PUT',
      `${area.path}/${other._id}`,
      'admin',
      body((other.file as Json)._id as string, { srName: `JEDINSTVEN ${area.one}` }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual([{ field: 'srName', issue: 'exists' }]);
    const same = await api(
      'PUT',
      `${area.path}/${first._id}`,
      'admin',
      body((first.file as Json)._id as string, {
        enName: `Unique ${area.one}`,
        sqName: `Unik ${area.one}`,
        srName: `Jedinstven ${area.one}`,
      }),
    );
    expect(same.statusCode, same.body).toBe(200);
  });

  describe('form data (RC §7: POST and PUT "form data")', () => {
    /** A write as a browser's FormData: the text fields and the file part `file`. */
    const send = formSender(kit, 'file', 'handbook.pdf');
    const withoutFile = (overrides: Json = {}) => body('', { file: undefined, ...overrides });

    it('creates and replaces with the file part `file`; the answers are the JSON form’s', async () => {
      const res = await send('POST', area.path, withoutFile(), PDF);
      const created = one(res);
      expect(created).toMatchObject({
        file: { kind: area.kind, type: 'application/pdf', name: 'handbook.pdf' },
        ...area.flag,
      });
      expect(await fileRow(created.file._id)).toMatchObject({ ownerId: users.admin.id, kind: area.kind });
      expect(one(await api('GET', `${area.path}/${created._id}`, 'admin'))).toEqual(created);

      // PUT with a new file: the old one goes as with JSON.
      const put = await send('PUT', `${area.path}/${created._id}`, withoutFile(area.otherFlag), PDF);
      const updated = one(put);
      expect(updated).toMatchObject({ _id: created._id, ...area.otherFlag });
      expect(updated.file._id).not.toBe(created.file._id);
      expect(await fileRow(created.file._id)).toBeUndefined();

      // PUT keeping the file: its id as a text field.
      const kept = await send('PUT', `${area.path}/${created._id}`, body(updated.file._id, area.flag));
      expect(one(kept)).toMatchObject({ file: { _id: updated.file._id }, ...area.flag });

      // And the JSON form still works.
      const json = await api('PUT', `${area.path}/${created._id}`, 'admin', body(updated.file._id));
      expect(json.statusCode, json.body).toBe(200);
    });

    it('a file of another type is 415 UNSUPPORTED_FILE_TYPE, nothing stored', async () => {
      const before = await fileCount();
      const res = await send('POST', area.path, withoutFile(), ELF);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, errorType: 'UNSUPPORTED_FILE_TYPE' });
      expect(await fileCount()).toBe(before);
    });

    it('a missing required field or file is 400 on it; a stored file is removed again', async () => {
      const before = await fileCount();
      const res = await send('POST', area.path, withoutFile({ sqName: undefined }), PDF);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', details: [{ field: 'sqName' }] });
      await expect.poll(fileCount).toBe(before);
      const noFile = await send('POST', area.path, withoutFile());
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().details).toEqual([expect.objectContaining({ field: 'file' })]);
    });

    it('a signed-in user who may not write is 403 before anything is stored', async () => {
      const before = await fileCount();
      const res = await send('POST', area.path, withoutFile(), PDF, 'business');
      expect(res.statusCode).toBe(403);
      expect(await fileCount()).toBe(before);
    });
  });

  it('simultaneous creates with the same names: one 200, the others 409', async () => {
    const names = { enName: `Race ${area.one}`, sqName: `Gara ${area.one}`, srName: `Trka ${area.one}` };
    const uploads = await Promise.all([1, 2, 3].map(() => uploadFile(area.kind)));
    const answers = await Promise.all(
      uploads.map((f) => api('POST', area.path, 'admin', body(f._id, names))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().errorType).toBe(area.duplicate);
  });
});

/** Lists: each area's own records, created here with names that sort differently per language. */
describe('lists', () => {
  async function make(pathName: string, kind: string, names: Json, flag: Json): Promise<string> {
    const file = await uploadFile(kind);
    const res = await api('POST', pathName, 'admin', { ...names, ...flag, file: file._id });
    expect(res.statusCode, res.body).toBe(200);
    return expectOk<Record<string, TDocument | TFacilitationGuide>>(res)[
      pathName === '/documents' ? 'document' : 'facilitationGuide'
    ]!._id as string;
  }
  const NAMES = {
    decan: { enName: 'Zz Decan list', sqName: 'Çelësi list', srName: 'Ključ list' },
    rights: { enName: 'Aa rights list', sqName: 'Të drejtat list', srName: 'Đačka prava list' },
    interview: { enName: 'Mm interview list', sqName: 'Këshilla list', srName: 'Saveti list' },
  };
  const ids: Record<string, Record<keyof typeof NAMES, string>> = {};

  beforeAll(async () => {
    ids.guides = {
      decan: await make('/facilitationguides', 'guide', NAMES.decan, { language: 'sr' }),
      rights: await make('/facilitationguides', 'guide', NAMES.rights, { language: 'sq' }),
      interview: await make('/facilitationguides', 'guide', NAMES.interview, { language: 'en' }),
    };
    ids.documents = {
      decan: await make('/documents', 'document', NAMES.decan, { isGuide: true }),
      rights: await make('/documents', 'document', NAMES.rights, { isGuide: false }),
      interview: await make('/documents', 'document', NAMES.interview, {}),
    };
  });

  const list = async (pathName: string, key: string, query: Record<string, string>) => {
    const res = await api('GET', `${pathName}?${new URLSearchParams({ name: 'list', ...query })}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    return expectOk<Record<string, TPaged<Json>>>(res)[key]! as { docs: Json[]; totalDocs: number } & Json;
  };
  const guides = (q: Record<string, string> = {}) => list('/facilitationguides', 'facilitationGuides', q);
  const docs = (q: Record<string, string> = {}) => list('/documents', 'documents', q);
  const idsOf = (page: { docs: Json[] }) => page.docs.map((d) => d._id);

  it('sorts by the selected language name, diacritics beside their base letter (default sq)', async () => {
    for (const [page, key] of [
      [guides, 'guides'],
      [docs, 'documents'],
    ] as const) {
      const g = ids[key]!;
      expect(idsOf(await page({ selectedLanguage: 'en' })), `${key} en`).toEqual([
        g.rights,
        g.interview,
        g.decan,
      ]);
      // sq: Çelësi (c) < Këshilla < Të drejtat
      expect(idsOf(await page({ selectedLanguage: 'sq' })), `${key} sq`).toEqual([
        g.decan,
        g.interview,
        g.rights,
      ]);
      expect(idsOf(await page())).toEqual([g.decan, g.interview, g.rights]);
      // sr: Đačka (d) < Ključ < Saveti
      expect(idsOf(await page({ selectedLanguage: 'sr' })), `${key} sr`).toEqual([
        g.rights,
        g.decan,
        g.interview,
      ]);
    }
  });

  it('guides: useLanguageFilter keeps only those written in the selected language (default sq)', async () => {
    const g = ids.guides!;
    expect(idsOf(await guides({ useLanguageFilter: 'true', selectedLanguage: 'sr' }))).toEqual([g.decan]);
    expect(idsOf(await guides({ useLanguageFilter: 'true', selectedLanguage: 'en' }))).toEqual([g.interview]);
    expect(idsOf(await guides({ useLanguageFilter: 'true' }))).toEqual([g.rights]);
    expect((await guides({ useLanguageFilter: 'false', selectedLanguage: 'sr' })).totalDocs).toBe(3);
    const page = await guides({ useLanguageFilter: 'true', selectedLanguage: 'sr' });
    expect(page.docs[0]).toMatchObject({ language: 'sr', file: { kind: 'guide' } });
    expect((await api('GET', '/facilitationguides?useLanguageFilter=maybe', 'admin')).statusCode).toBe(400);
  });

  it('documents: isGuide filters (isGuide defaults to false)', async () => {
    const d = ids.documents!;
    expect(idsOf(await docs({ isGuide: 'true' }))).toEqual([d.decan]);
    expect(idsOf(await docs({ isGuide: 'false', selectedLanguage: 'en' }))).toEqual([d.rights, d.interview]);
    expect((await docs()).totalDocs).toBe(3);
    expect((await api('GET', '/documents?isGuide=maybe', 'admin')).statusCode).toBe(400);
  });

  it('name: part of a name in any language, ignoring case and diacritics; wildcards literal', async () => {
    const g = ids.guides!;
    const d = ids.documents!;
    expect(idsOf(await guides({ name: 'KLJUC LIST' }))).toEqual([g.decan]);
    expect(idsOf(await docs({ name: 'celesi list' }))).toEqual([d.decan]);
    expect(idsOf(await guides({ name: 'dacka prava' }))).toEqual([g.rights]);
    expect(idsOf(await docs({ name: 'interview list' }))).toEqual([d.interview]);
    expect((await guides({ name: '%' })).totalDocs).toBe(0);
  });

  it('pages, and pagination=false gives the whole list', async () => {
    const p1 = await guides({ selectedLanguage: 'en', limit: '2', page: '1' });
    expect(p1).toMatchObject({
      totalDocs: 3,
      totalPages: 2,
      page: 1,
      limit: 2,
      hasNextPage: true,
      nextPage: 2,
    });
    const p2 = await guides({ selectedLanguage: 'en', limit: '2', page: '2' });
    expect(p2).toMatchObject({ totalDocs: 3, page: 2, hasNextPage: false, hasPrevPage: true });
    expect([...idsOf(p1), ...idsOf(p2)]).toEqual([
      ids.guides!.rights,
      ids.guides!.interview,
      ids.guides!.decan,
    ]);
    const whole = await docs({ pagination: 'false', limit: '1' });
    expect(whole).toMatchObject({ totalDocs: 3, page: 1, limit: 3, totalPages: 1 });
  });
});

describe('permissions', () => {
  it('every route, every role (written out by hand)', async () => {
    const guideFile = await uploadFile('guide');
    const documentFile = await uploadFile('document');
    const guide = expectOk(
      await api('POST', '/facilitationguides', 'admin', {
        enName: 'Perm guide',
        sqName: 'Perm udhëzues',
        srName: 'Perm vodič',
        language: 'sq',
        file: guideFile._id,
      }),
      ZFacilitationGuideResult,
    ).facilitationGuide._id as string;
    const doc = expectOk(
      await api('POST', '/documents', 'admin', {
        enName: 'Perm doc',
        sqName: 'Perm dokument',
        srName: 'Perm dokument sr',
        file: documentFile._id,
      }),
      ZDocumentResult,
    ).document._id as string;

    type Want = { list: number; read: number; write: number };
    const matrix: Array<[TRole | null, { guides: Want; documents: Want }]> = [
      [
        null,
        { guides: { list: 401, read: 401, write: 401 }, documents: { list: 401, read: 401, write: 401 } },
      ],
      [
        'intern',
        { guides: { list: 403, read: 403, write: 403 }, documents: { list: 403, read: 403, write: 403 } },
      ],
      [
        'business',
        { guides: { list: 403, read: 403, write: 403 }, documents: { list: 200, read: 200, write: 403 } },
      ],
      [
        'mentor',
        { guides: { list: 200, read: 200, write: 403 }, documents: { list: 200, read: 200, write: 403 } },
      ],
    ];
    for (const [role, want] of matrix) {
      for (const [p, id, w] of [
        ['/facilitationguides', guide, want.guides],
        ['/documents', doc, want.documents],
      ] as const) {
        const who = `${p} ${String(role)}`;
        expect((await api('GET', p, role)).statusCode, `list ${who}`).toBe(w.list);
        expect((await api('GET', `${p}/${id}`, role)).statusCode, `read ${who}`).toBe(w.read);
        // Refused before validation: an empty body is still 401/403.
        expect((await api('POST', p, role, {})).statusCode, `create ${who}`).toBe(w.write);
        expect((await api('PUT', `${p}/${id}`, role, {})).statusCode, `update ${who}`).toBe(w.write);
        expect((await api('DELETE', `${p}/${id}`, role)).statusCode, `delete ${who}`).toBe(w.write);
      }
    }
    // Admins: every route.
    expect((await api('GET', '/facilitationguides', 'admin')).statusCode).toBe(200);
    expect((await api('GET', `/documents/${doc}`, 'admin')).statusCode).toBe(200);
    expect((await api('DELETE', `/facilitationguides/${guide}`, 'admin')).statusCode).toBe(200);
    expect((await api('DELETE', `/documents/${doc}`, 'admin')).statusCode).toBe(200);
  });
});
