/**
 * Uploads (`POST /api/files`), every case on both storage drivers: the type comes from the bytes, images lose
 * their metadata, office zips are checked for bombs, sizes are limited per kind (and memory stays flat while a
 * 100 MB upload is refused), names are sanitised, concurrent uploads all land.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer, createUser, type TestUser } from '../../../test/factories.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import {
  ELF,
  PDF,
  TEXT,
  docx,
  docxBombEntries,
  docxBombRatio,
  jpegWithExif,
  png,
} from '../../../test/files.ts';
import { postFile } from '../../../test/upload.ts';
import { files } from '../../db/schema/files.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZFileResult } from '@praktika/contracts/files';

async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('no such blob');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(['disk', 's3'] as const)('uploads on the %s driver', (driver) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let intern: TestUser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-files-'));

  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3();
    t = await buildTestApp({ config: { dataDir, s3: s3?.config }, deps: { mailer: captureMailer() } });
    intern = await createUser(t.app, 'intern');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (kind: string | null, bytes: Buffer, filename?: string, user = intern) => {
    return postFile(t.app, { ...user.headers, 'accept-language': 'en' }, kind, bytes, filename);
  };
  const recordOf = async (id: string) =>
    (await t.database.db.select().from(files).where(eq(files.id, id)))[0]!;

  it('stores a photo under a random key, re-encoded without its metadata (EXIF, GPS)', async () => {
    const secret = 'GPS 42.6629N 21.1655E';
    const original = await jpegWithExif(secret);
    expect(original.includes(Buffer.from(secret))).toBe(true);
    const res = await upload('photo', original, 'IMG_0001.jpg');
    const { file } = expectOk(res, ZFileResult);
    expect(file).toMatchObject({ kind: 'photo', type: 'image/jpeg', name: 'IMG_0001.jpg' });
    expect(file.url).toBe(`/api/files/${file._id}`);

    const row = await recordOf(file._id);
    expect(row.ownerId).toBe(intern.id);
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(row.storageKey).not.toContain('IMG');
    const stored = await bytesOf(await t.app.storage.get(row.storageKey));
    expect(stored.includes(Buffer.from(secret))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(row.size).toBe(stored.length);
    expect(file.size).toBe(stored.length);
    const { createHash } = await import('node:crypto');
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
  });

  it('accepts PNG and WebP images, and PDF and DOCX documents, typed from their bytes', async () => {
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    for (const [kind, bytes, type] of [
      ['logo', await png(), 'image/png'],
      ['banner', webp, 'image/webp'],
      ['cv', PDF, 'application/pdf'],
      ['contract', await docx(), DOCX],
      ['guide', PDF, 'application/pdf'],
    ] as const) {
      const res = await upload(kind, bytes, 'whatever.bin');
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(expectOk(res, ZFileResult).file.type).toBe(type);
    }
  });

  it('refuses an executable renamed .png, a text file renamed .pdf and a PDF renamed .png (415)', async () => {
    for (const [kind, bytes, name] of [
      ['photo', ELF, 'cat.png'],
      ['cv', TEXT, 'cv.pdf'],
      ['photo', PDF, 'me.png'],
      ['cv', await png(), 'cv.pdf'],
    ] as const) {
      const res = await upload(kind, bytes, name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({
        errorType: 'UNSUPPORTED_FILE_TYPE',
        error: 'This type of file is not accepted here.',
      });
    }
  });

  it('refuses DOCX zip bombs: a huge unpacking ratio, thousands of entries (415)', async () => {
    for (const bomb of [await docxBombRatio(), await docxBombEntries()]) {
      const res = await upload('cv', bomb, 'bomb.docx');
      expectError(res, 415, 'UNSUPPORTED_FILE_TYPE');
    }
  });

  it('refuses a file above its kind’s limit with 413 naming the limit, translated', async () => {
    const head = await png();
    const big = Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024 + 1 - head.length)]);
    const res = await upload('photo', big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      errorType: 'FILE_TOO_LARGE',
      error: 'The file is too large: at most 5 MB is allowed.',
    });
    const bigCv = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const sq = await postFile(t.app, { ...intern.headers, 'accept-language': 'sq' }, 'cv', bigCv, 'big.pdf');
    expect(sq.statusCode).toBe(413);
    expect(sq.json().error).toBe('Skedari është shumë i madh: lejohen më së shumti 10 MB.');
  });

  it('keeps only a sanitised name: no path, no NUL or control characters', async () => {
    for (const [name, expected] of [
      ['../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\windows\\system.png', 'system.png'],
      ['a\u0000b\u0007c\u202e.png', 'abc.png'],
      ['....', 'file'],
    ] as const) {
      const res = await upload('photo', await png(), name);
      expect(res.statusCode, name).toBe(200);
      const { file } = expectOk(res, ZFileResult);
      expect(file.name, JSON.stringify(name)).toBe(expected);
      const row = await recordOf(file._id);
      expect(row.storageKey).not.toMatch(/\.\.|passwd|system/);
    }
  });

  it('stores 20 concurrent uploads, each under its own key', async () => {
    const image = await png(8, 8);
    const results = await Promise.all(Array.from({ length: 20 }, () => upload('photo', image, 'same.png')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = results.map((r) => expectOk(r, ZFileResult).file._id as string);
    expect(new Set(ids).size).toBe(20);
    const keys = await Promise.all(ids.map(async (id) => (await recordOf(id)).storageKey));
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) expect(await t.app.storage.size(key)).toBeGreaterThan(0);
  });

  it('answers 400 without a kind, with an unknown kind or without a file; 415 for JSON; 401 for visitors', async () => {
    expect((await upload(null, await png())).statusCode).toBe(400);
    const unknown = await upload('passport', await png());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'kind' })]);
    const noFile = new FormData();
    noFile.append('kind', 'photo');
    const res = new Response(noFile);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...intern.headers, 'content-type': res.headers.get('content-type') ?? '' },
      payload: Buffer.from(await res.arrayBuffer()),
    });
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: intern.headers,
      payload: { kind: 'photo' },
    });
    expect(json.statusCode).toBe(415);
    const visitor = await postFile(t.app, {}, 'photo', await png());
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a 100 MB upload to a 10 MB kind quickly, with flat memory (real server, streamed body)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = `----praktika${Date.now()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncv\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const total = 100 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(PDF);
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = Date.now();
    const abort = new AbortController();
    try {
      const res = await fetch(`${address}/api/files`, {
        signal: abort.signal,
        method: 'POST',
        headers: {
          ...intern.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'accept-language': 'en',
        },
        body,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe(
        'The file is too large: at most 10 MB is allowed.',
      );
    } finally {
      clearInterval(sampler);
      abort.abort();
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(peak - before).toBeLessThan(50 * 1024 * 1024);
    // Nothing of it was kept.
    expect(sent).toBeLessThan(total);
  });
});
