/**
 * Public mentors: CRUD with and without a photo, photo rules (kind, owner, in use, replaced, dropped and deleted
 * photos gone), links (LinkedIn only on linkedin.com over https), order by position then name, malformed input,
 * unknown ids, and the permission matrix of every route.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import { useRoleApp } from '../../../test/role-app.ts';
import { type TestUser } from '../../../test/factories.ts';
import { PDF, formData, png } from '../../../test/files.ts';
import { uploadAs } from '../../../test/upload.ts';
import { expectOk, type Json } from '../../../test/api.ts';
import {
  PUBLIC_READ_ADMIN_WRITE,
  bodyMaker,
  contentAccessChecks,
  expectAccess,
  filesOf,
  formSender,
} from '../../../test/content-kit.ts';
import { ZPublicMentorList, ZPublicMentorResult } from '@praktika/contracts/public-mentors';

const kit = useRoleApp('public-mentors');
const { users } = kit;

const { api } = kit;

async function upload(kind = 'publicMentorPhoto', who: TestUser = users.admin) {
  return kind === 'publicMentorPhoto' || kind === 'photo' || kind === 'banner'
    ? uploadAs(kit.t.app, who.headers, kind, await png(), 'face.png')
    : uploadAs(kit.t.app, who.headers, kind, PDF, 'doc.pdf');
}

const body = bodyMaker((n) => ({
  name: `Drita Krasniqi ${n}`,
  organisation: 'Kosovo Innovation Centre',
  enRole: 'Software engineer',
  sqRole: 'Inxhiniere softueri',
  srRole: 'Softverska inženjerka',
  enBio: 'Ten years building web products.',
  sqBio: 'Dhjetë vjet në ndërtimin e produkteve në ueb.',
  srBio: 'Deset godina gradi veb proizvode.',
  linkedin: 'https://www.linkedin.com/in/drita-krasniqi',
  website: 'https://drita.example.org',
  photo: null,
  position: 5,
}));

async function create(overrides: Json = {}): Promise<Json> {
  const res = await api('POST', '/publicmentors', 'admin', body(overrides));
  return expectOk(res, ZPublicMentorResult).publicMentor as Json;
}

const { fileRow, fileCount } = filesOf(kit);
const download = (url: string, role: TRole | null = null) =>
  kit.t.app.inject({ method: 'GET', url, headers: role ? users[role].headers : {} });

describe('CRUD', () => {
  it('creates, reads, replaces and deletes; only the name is required', async () => {
    const sent = body({ name: '  Arben Gashi  ' });
    const res = await api('POST', '/publicmentors', 'admin', sent);
    const created = expectOk(res, ZPublicMentorResult).publicMentor;
    expect(created).toMatchObject({
      name: 'Arben Gashi',
      organisation: 'Kosovo Innovation Centre',
      srRole: 'Softverska inženjerka',
      sqBio: sent.sqBio,
      linkedin: 'https://www.linkedin.com/in/drita-krasniqi',
      website: 'https://drita.example.org',
      photo: null,
      position: 5,
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        '_id',
        'name',
        'organisation',
        'enRole',
        'sqRole',
        'srRole',
        'enBio',
        'sqBio',
        'srBio',
        'linkedin',
        'website',
        'photo',
        'position',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    // Anyone reads it.
    const read = await api('GET', `/publicmentors/${created._id}`, null);
    expect(expectOk(read, ZPublicMentorResult).publicMentor).toEqual(created);

    // PUT replaces every field: left-out optional ones become empty, null or 0.
    const put = await api('PUT', `/publicmentors/${created._id}`, 'admin', { name: 'Arben G.' });
    expect(expectOk(put, ZPublicMentorResult).publicMentor).toMatchObject({
      _id: created._id,
      name: 'Arben G.',
      organisation: '',
      enRole: '',
      srBio: '',
      linkedin: null,
      website: null,
      photo: null,
      position: 0,
    });

    const del = await api('DELETE', `/publicmentors/${created._id}`, 'admin');
    expect(expectOk(del, ZPublicMentorResult).publicMentor._id).toBe(created._id);
    expect((await api('GET', `/publicmentors/${created._id}`, null)).statusCode).toBe(404);
  });

  it('the public list is cached (ETag, 304) and shows every write at once', async () => {
    const url = '/api/publicmentors?limit=100';
    const names = async (headers: Record<string, string> = {}) => {
      const res = await kit.t.app.inject({ method: 'GET', url, headers });
      return {
        res,
        names:
          res.statusCode === 200
            ? (expectOk(res, ZPublicMentorList).publicMentors.docs as Json[]).map((d) => d.name)
            : [],
      };
    };
    const first = await names();
    const etag = first.res.headers.etag as string;
    expect((await names({ 'if-none-match': etag })).res.statusCode).toBe(304);
    const mentor = await create({ name: 'Cached Mentor' });
    const afterCreate = await names({ 'if-none-match': etag });
    expect(afterCreate.res.statusCode).toBe(200);
    expect(afterCreate.names).toContain('Cached Mentor');
    expect(
      (await api('PUT', `/publicmentors/${String(mentor._id)}`, 'admin', body({ name: 'Cached Renamed' })))
        .statusCode,
    ).toBe(200);
    expect((await names()).names).toContain('Cached Renamed');
    expect((await api('DELETE', `/publicmentors/${String(mentor._id)}`, 'admin')).statusCode).toBe(200);
    expect((await names()).names).not.toContain('Cached Renamed');
  });

  it('two people may share a name', async () => {
    await create({ name: 'Same Person' });
    await create({ name: 'same person' });
  });

  it('a photo: public to everyone; replacing, dropping and deleting remove the old file and its blob', async () => {
    const first = await upload();
    const created = await create({ photo: first._id });
    expect(created.photo).toMatchObject({ _id: first._id, kind: 'publicMentorPhoto', url: first.url });
    expect((await download(first.url)).statusCode).toBe(200);

    // Keeping the photo keeps it.
    const kept = await api('PUT', `/publicmentors/${created._id}`, 'admin', body({ photo: first._id }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await fileRow(first._id)).toBeDefined();

    // Replacing: the old record goes in the same transaction (404 at once), its blob after the job.
    const firstKey = (await fileRow(first._id))!.storageKey;
    const second = await upload();
    const replaced = await api('PUT', `/publicmentors/${created._id}`, 'admin', body({ photo: second._id }));
    expect(expectOk(replaced, ZPublicMentorResult).publicMentor.photo!._id).toBe(second._id);
    expect(await fileRow(first._id)).toBeUndefined();
    expect((await download(first.url, 'admin')).statusCode).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(firstKey)).toBeUndefined();

    // Dropping it (null) removes it too.
    const dropped = await api('PUT', `/publicmentors/${created._id}`, 'admin', body({ photo: null }));
    expect(expectOk(dropped, ZPublicMentorResult).publicMentor.photo).toBeNull();
    expect((await download(second.url, 'admin')).statusCode).toBe(404);

    // Deleting a mentor removes the photo.
    const third = await upload();
    const withPhoto = await create({ photo: third._id });
    const thirdKey = (await fileRow(third._id))!.storageKey;
    expect((await api('DELETE', `/publicmentors/${withPhoto._id}`, 'admin')).statusCode).toBe(200);
    expect((await download(third.url, 'admin')).statusCode).toBe(404);
    await kit.t.app.blobRemoval.drain();
    expect(await kit.t.app.storage.size(thirdKey)).toBeUndefined();
  });

  it('unknown ids are 404, malformed ids 400', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body()],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, `/publicmentors/${randomUUID()}`, 'admin', payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json().errorType).toBe('NOT_FOUND');
      expect((await api(method, '/publicmentors/not-a-uuid', 'admin', payload)).statusCode).toBe(400);
    }
  });
});

describe('validation', () => {
  const expectIssue = async (payload: Json, field: string, issue?: string) => {
    const res = await api('POST', '/publicmentors', 'admin', payload);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json().errorType).toBe('VALIDATION_ERROR');
    expect(res.json().details).toContainEqual(expect.objectContaining(issue ? { field, issue } : { field }));
  };

  it('names, lengths and positions', async () => {
    await expectIssue(body({ name: '   ' }), 'name', 'required');
    await expectIssue(body({ name: undefined }), 'name', 'required');
    await expectIssue(body({ name: 'x'.repeat(121) }), 'name', 'tooLong');
    await expectIssue(body({ organisation: 'x'.repeat(201) }), 'organisation', 'tooLong');
    await expectIssue(body({ sqRole: 'x'.repeat(121) }), 'sqRole', 'tooLong');
    await expectIssue(body({ enBio: 'x'.repeat(1501) }), 'enBio', 'tooLong');
    for (const position of [-1, 1001, 1.5, '3']) await expectIssue(body({ position }), 'position', 'invalid');
    // The limits themselves are fine.
    await create({ name: 'x'.repeat(120), srBio: 'y'.repeat(1500), position: 1000 });
  });

  it('LinkedIn only as https on linkedin.com; the website any http(s) URL', async () => {
    for (const linkedin of [
      'http://www.linkedin.com/in/x',
      'https://linkedin.com.evil.example/in/x',
      'https://example.org/in/x',
      'javascript:alert(1)',
      'linkedin.com/in/x',
    ])
      await expectIssue(body({ linkedin }), 'linkedin', 'linkedinUrl');
    for (const website of ['ftp://example.org', 'javascript:alert(1)', 'example.org', 'not a url'])
      await expectIssue(body({ website }), 'website', 'invalidUrl');
    const ok = await create({
      linkedin: 'https://xk.linkedin.com/in/someone',
      website: 'http://example.com/a',
    });
    expect(ok).toMatchObject({
      linkedin: 'https://xk.linkedin.com/in/someone',
      website: 'http://example.com/a',
    });
  });

  it('the photo must exist, be a public mentor photo, be the admin own upload and be used by no other mentor', async () => {
    const expectPhoto = async (photo: string, issue: string) => {
      const res = await api('POST', '/publicmentors', 'admin', body({ photo }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ field: 'photo', issue }]);
    };
    await expectPhoto(randomUUID(), 'notFound');
    await expectPhoto((await upload('banner'))._id, 'wrongFileKind');
    await expectPhoto((await upload('guide'))._id, 'wrongFileKind');
    await expectPhoto((await upload('publicMentorPhoto', users.mentor))._id, 'fileUnavailable');
    const used = await upload();
    const owner = await create({ photo: used._id });
    await expectPhoto(used._id, 'fileUnavailable');
    // On update too; the refused mentor keeps its own photo and the other keeps theirs.
    const mine = await upload();
    const other = await create({ photo: mine._id });
    const res = await api('PUT', `/publicmentors/${other._id}`, 'admin', body({ photo: used._id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'photo', issue: 'fileUnavailable' }]);
    expect(await fileRow(mine._id)).toBeDefined();
    expect(
      expectOk(await api('GET', `/publicmentors/${owner._id}`, null), ZPublicMentorResult).publicMentor.photo!
        ._id,
    ).toBe(used._id);
    expect((await api('POST', '/publicmentors', 'admin', body({ photo: 'nope' }))).statusCode).toBe(400);
  });
});

describe('form data (RC §7: POST "form data", and PUT)', () => {
  /** A write as a browser's FormData: the text fields and the file part `photo`. */
  const send = formSender(kit, 'photo', 'face.png');

  it('creates with the photo part and a numeric position; PUT replaces, empty values become null', async () => {
    const sent = body({ photo: undefined, position: 7 });
    const res = await send('POST', '/publicmentors', sent, await png());
    const created = expectOk(res, ZPublicMentorResult).publicMentor;
    expect(created).toMatchObject({
      name: sent.name,
      position: 7,
      linkedin: sent.linkedin,
      photo: { kind: 'publicMentorPhoto', type: 'image/png' },
    });
    expect(await fileRow(created.photo!._id)).toMatchObject({ ownerId: users.admin.id });
    expect(
      expectOk(await api('GET', `/publicmentors/${created._id}`, null), ZPublicMentorResult).publicMentor,
    ).toEqual(created);

    // PUT without a photo and with empty links: replaced as with JSON (photo and links null, old photo gone).
    const put = await send(
      'PUT',
      `/publicmentors/${created._id}`,
      body({ photo: null, linkedin: '', website: null, position: 2 }),
    );
    expect(expectOk(put, ZPublicMentorResult).publicMentor).toMatchObject({
      photo: null,
      linkedin: null,
      website: null,
      position: 2,
    });
    expect(await fileRow(created.photo!._id)).toBeUndefined();

    // The JSON form still works.
    const json = await api('PUT', `/publicmentors/${created._id}`, 'admin', body({ position: 3 }));
    expect(expectOk(json, ZPublicMentorResult).publicMentor.position).toBe(3);
  });

  it('a photo that is not an image is 415 UNSUPPORTED_FILE_TYPE, nothing stored', async () => {
    const before = await fileCount();
    const res = await send('POST', '/publicmentors', body({ photo: undefined }), PDF);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, errorType: 'UNSUPPORTED_FILE_TYPE' });
    expect(await fileCount()).toBe(before);
  });

  it('a missing name or a bad position is 400 on it; a stored photo is removed again', async () => {
    const before = await fileCount();
    const res = await send(
      'POST',
      '/publicmentors',
      body({ photo: undefined, name: undefined, position: 'first' }),
      await png(),
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json().details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['name', 'position']);
    await expect.poll(fileCount).toBe(before);
  });

  it('a part that is no field of the form is 400; other roles 403 before anything is stored', async () => {
    const form = await formData({ name: 'Someone' }, [{ field: 'cv', bytes: PDF }]);
    const odd = await kit.t.app.inject({
      method: 'POST',
      url: '/api/publicmentors',
      headers: { ...kit.headersOf('admin'), ...form.headers },
      payload: form.payload,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().details).toEqual([{ field: 'cv', issue: 'notAllowed' }]);
    const before = await fileCount();
    const intern = await send('POST', '/publicmentors', body({ photo: undefined }), await png(), 'intern');
    expect(intern.statusCode).toBe(403);
    expect(await fileCount()).toBe(before);
  });
});

describe('GET /api/publicmentors', () => {
  it('orders by position, then name (case and diacritics folded), and pages', async () => {
    // This file's other tests created mentors with positions 0, 5 and 1000: use 1..3 to read them apart.
    const c = await create({ name: 'Çlirim Hoxha', position: 2 });
    const b = await create({ name: 'besa Morina', position: 2 });
    const d = await create({ name: 'Dardan Berisha', position: 2 });
    const a = await create({ name: 'Zana Shala', position: 1 });
    const e = await create({ name: 'Agon Rexhepi', position: 3 });
    const res = await api('GET', '/publicmentors?pagination=false', null);
    const all = expectOk(res, ZPublicMentorList).publicMentors;
    const ids = (all.docs as Json[]).map((m) => m._id);
    const mine = ids.filter((id) => [a, b, c, d, e].some((m) => m._id === id));
    expect(mine).toEqual([a._id, b._id, c._id, d._id, e._id]);
    const positions = (all.docs as Json[]).map((m) => m.position as number);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));

    const p1 = await api('GET', '/publicmentors?limit=2&page=1', null);
    expect(expectOk(p1, ZPublicMentorList).publicMentors).toMatchObject({
      totalDocs: all.totalDocs,
      limit: 2,
      page: 1,
      hasNextPage: true,
    });
    expect(expectOk(p1, ZPublicMentorList).publicMentors.docs.map((m: Json) => m._id)).toEqual(
      ids.slice(0, 2),
    );
    expect((await api('GET', '/publicmentors?limit=0', null)).statusCode).toBe(400);
    expect((await api('GET', '/publicmentors?page=x', null)).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('every route, every role (written out by hand)', async () => {
    const m = await create();
    // Everyone but the admin here; the admin's writes follow.
    const matrix = PUBLIC_READ_ADMIN_WRITE.filter(([role]) => role !== 'admin');
    await expectAccess(matrix, (role) => [
      ...contentAccessChecks(kit, '/publicmentors', m._id, body, role),
      ['delete', 'write', () => api('DELETE', `/publicmentors/${m._id}`, role)],
    ]);
    expect((await api('PUT', `/publicmentors/${m._id}`, 'admin', body())).statusCode).toBe(200);
    expect((await api('DELETE', `/publicmentors/${m._id}`, 'admin')).statusCode).toBe(200);
    expect((await api('POST', '/publicmentors', 'admin', body())).statusCode).toBe(200);
  });
});
