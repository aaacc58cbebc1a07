/**
 * Downloads (`GET /api/files/:id`) and deletion (`DELETE /api/files/:id`): headers (Content-Disposition with
 * the sanitised name, nosniff), Range on both drivers, the permission matrix, and blob removal after commit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer, createUser, type TestUser } from '../../../test/factories.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import { PDF, png } from '../../../test/files.ts';
import { postFile } from '../../../test/upload.ts';
import { files } from '../../db/schema/files.ts';
import { eq } from 'drizzle-orm';
import { expectOk } from '../../../test/api.ts';
import { ZFileResult } from '@praktika/contracts/files';

interface Setup {
  t: TestApp;
  s3: TestS3 | undefined;
  dataDir: string;
}

async function setup(driver: 'disk' | 's3'): Promise<Setup> {
  const s3 = driver === 's3' ? await startTestS3() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-files-'));
  const t = await buildTestApp({ config: { dataDir, s3: s3?.config }, deps: { mailer: captureMailer() } });
  return { t, s3, dataDir };
}
async function teardown(s: Setup | undefined) {
  await s?.t.close();
  await s?.s3?.close();
  if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
}

async function uploadAs(t: TestApp, user: TestUser, kind: string, bytes: Buffer, name: string) {
  const res = await postFile(t.app, user.headers, kind, bytes, name);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return expectOk(res, ZFileResult).file as { _id: string; url: string; size: number; type: string };
}

describe.each(['disk', 's3'] as const)('downloads on the %s driver', (driver) => {
  let s: Setup;
  let owner: TestUser;
  beforeAll(async () => {
    s = await setup(driver);
    owner = await createUser(s.t.app, 'intern');
  });
  afterAll(() => teardown(s));

  it('sends the bytes with type, length, nosniff and a Content-Disposition naming the sanitised file', async () => {
    const file = await uploadAs(s.t, owner, 'cv', PDF, 'Curriculum vitæ "Arta" Krasniqi.pdf');
    const res = await s.t.app.inject({ method: 'GET', url: file.url, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Curriculum vit_ _Arta_ Krasniqi.pdf"; filename*=UTF-8''Curriculum%20vit%C3%A6%20%22Arta%22%20Krasniqi.pdf`,
    );
  });

  it('serves ranges (206 with Content-Range) and answers 416 past the end', async () => {
    const file = await uploadAs(s.t, owner, 'guide', PDF, 'guide.pdf');
    /** `url` as its owner with the Range header `range` (in English if `en`). */
    const ranged = (url: string, range: string, en = false) =>
      s.t.app.inject({
        method: 'GET',
        url,
        headers: { ...owner.headers, range, ...(en ? { 'accept-language': 'en' } : {}) },
      });
    const part = await ranged(file.url, 'bytes=0-7');
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PDF.length}`);
    expect(part.headers['content-length']).toBe('8');
    const tail = await ranged(file.url, 'bytes=-6');
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('%%EOF\n');
    const open = await ranged(file.url, 'bytes=9-');
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(PDF.subarray(9))).toBe(true);
    const out = await ranged(file.url, `bytes=${PDF.length}-`, true);
    expect(out.statusCode).toBe(416);
    expect(out.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(out.json()).toMatchObject({ errorType: 'RANGE_NOT_SATISFIABLE' });
  });

  it('deletes: the record at once, the blob when the removal job has run', async () => {
    const file = await uploadAs(s.t, owner, 'photo', await png(), 'me.png');
    const [row] = await s.t.database.db.select().from(files).where(eq(files.id, file._id));
    const res = await s.t.app.inject({ method: 'DELETE', url: file.url, headers: owner.headers });
    expect(expectOk(res, ZFileResult).file._id).toBe(file._id);
    expect((await s.t.app.inject({ method: 'GET', url: file.url, headers: owner.headers })).statusCode).toBe(
      404,
    );
    expect(await s.t.app.storage.size(row!.storageKey)).toBeGreaterThan(0);
    await s.t.app.blobRemoval.drain();
    expect(await s.t.app.storage.size(row!.storageKey)).toBeUndefined();
  });
});

describe('who may upload, read and delete', () => {
  let s: Setup;
  const users = {} as Record<TRole, TestUser>;
  let other: TestUser;
  beforeAll(async () => {
    s = await setup('disk');
    for (const role of ['intern', 'business', 'mentor', 'admin'] as const)
      users[role] = await createUser(s.t.app, role);
    other = await createUser(s.t.app, 'intern');
  });
  afterAll(() => teardown(s));

  const get = (url: string, user?: TestUser) =>
    s.t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  it('every role uploads; a visitor cannot', async () => {
    for (const role of ['intern', 'business', 'mentor', 'admin'] as const)
      expect((await uploadAs(s.t, users[role], 'photo', await png(), 'p.png'))._id).toBeTruthy();
    expect((await postFile(s.t.app, {}, 'photo', await png())).statusCode).toBe(401);
  });

  it('a public kind is read by everyone, visitors included', async () => {
    const banner = await uploadAs(s.t, users.business, 'banner', await png(), 'banner.png');
    for (const who of [undefined, users.intern, users.business, users.mentor, users.admin, other])
      expect((await get(banner.url, who)).statusCode, `${who?.role ?? 'visitor'}`).toBe(200);
    expect((await get(banner.url)).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('resource files are read by anyone signed in, not by visitors', async () => {
    const file = await uploadAs(s.t, users.admin, 'resourceFile', PDF, 'resource.pdf');
    expect((await get(file.url)).statusCode, 'visitor').toBe(401);
    for (const who of [users.intern, users.business, users.mentor, users.admin, other])
      expect((await get(file.url, who)).statusCode, who.role).toBe(200);
    expect((await get(file.url, users.intern)).headers['cache-control']).toBe('private, no-cache');
  });

  it('guides are read by mentors and admins, documents by organisations, mentors and admins (and the uploader)', async () => {
    const guide = await uploadAs(s.t, users.admin, 'guide', PDF, 'guide.pdf');
    const document = await uploadAs(s.t, users.admin, 'document', PDF, 'document.pdf');
    const want: Array<[string, TestUser | undefined, number, number]> = [
      ['visitor', undefined, 401, 401],
      ['intern', users.intern, 403, 403],
      ['business', users.business, 403, 200],
      ['mentor', users.mentor, 200, 200],
      ['admin', users.admin, 200, 200],
    ];
    for (const [name, who, guideStatus, documentStatus] of want) {
      expect((await get(guide.url, who)).statusCode, `guide ${name}`).toBe(guideStatus);
      expect((await get(document.url, who)).statusCode, `document ${name}`).toBe(documentStatus);
    }
    // An intern's own upload of such a kind stays readable by that intern.
    const own = await uploadAs(s.t, users.intern, 'guide', PDF, 'mine.pdf');
    expect((await get(own.url, users.intern)).statusCode).toBe(200);
    expect((await get(own.url, users.business)).statusCode).toBe(403);
    expect((await get(guide.url, users.mentor)).headers['cache-control']).toBe('private, no-cache');
  });

  it('a private kind (CV, photo) is read by its owner and admins only', async () => {
    const cv = await uploadAs(s.t, users.intern, 'cv', PDF, 'cv.pdf');
    const photo = await uploadAs(s.t, users.intern, 'photo', await png(), 'me.png');
    for (const url of [cv.url, photo.url]) {
      expect((await get(url, users.intern)).statusCode).toBe(200);
      expect((await get(url, users.admin)).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(401);
      for (const who of [users.business, users.mentor, other])
        expect((await get(url, who)).statusCode).toBe(403);
    }
  });

  it('only the owner and admins delete; an unknown id is 404, a malformed one 400', async () => {
    const del = (url: string, user?: TestUser) =>
      s.t.app.inject({ method: 'DELETE', url, headers: user?.headers ?? {} });
    const mine = await uploadAs(s.t, users.intern, 'cv', PDF, 'cv.pdf');
    expect((await del(mine.url)).statusCode).toBe(401);
    for (const who of [users.business, users.mentor, other])
      expect((await del(mine.url, who)).statusCode).toBe(403);
    expect((await del(mine.url, users.intern)).statusCode).toBe(200);
    const theirs = await uploadAs(s.t, users.mentor, 'mentorshipFile', PDF, 'plan.pdf');
    expect((await del(theirs.url, users.admin)).statusCode).toBe(200);
    expect((await del(`/api/files/${crypto.randomUUID()}`, users.admin)).statusCode).toBe(404);
    expect((await get(`/api/files/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/files/not-an-id')).statusCode).toBe(400);
  });

  it('a rolled-back removal keeps the blob and the record; a committed one removes the blob after the job', async () => {
    const file = await uploadAs(s.t, users.intern, 'cv', PDF, 'cv.pdf');
    const [row] = await s.t.database.db.select().from(files).where(eq(files.id, file._id));
    const key = row!.storageKey;
    const rollback = new Error('rollback');
    await expect(
      s.t.database.db.transaction(async (tx) => {
        await s.t.app.services.files.removeInTransaction(tx, file._id);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await s.t.app.blobRemoval.drain();
    expect(await s.t.app.storage.size(key)).toBe(PDF.length);
    expect((await get(file.url, users.intern)).statusCode).toBe(200);

    await s.t.database.db.transaction(async (tx) => {
      await s.t.app.services.files.removeInTransaction(tx, file._id);
    });
    await s.t.app.blobRemoval.drain();
    expect(await s.t.app.storage.size(key)).toBeUndefined();
    expect((await get(file.url, users.intern)).statusCode).toBe(404);
  });

  it('deleting the owner account removes its file records through the foreign key', async () => {
    const gone = await createUser(s.t.app, 'intern');
    const file = await uploadAs(s.t, gone, 'photo', await png(), 'me.png');
    const { accounts } = await import('../../db/schema/accounts.ts');
    await s.t.database.db.transaction(async (tx) => {
      await s.t.app.services.files.removeOwnedBy(tx, gone.id);
      await tx.delete(accounts).where(eq(accounts.id, gone.id));
    });
    expect(await s.t.database.db.select().from(files).where(eq(files.id, file._id))).toEqual([]);
  });
});
