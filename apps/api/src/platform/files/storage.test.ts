/**
 * The storage contract, run against both drivers: local disk and S3 (a local s3rver).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createS3Storage, type BlobStorage } from './storage.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-storage-'));
const source = path.join(tmp, 'source.txt');
fs.writeFileSync(source, 'hello, storage: ë ç š đ ž');
const size = fs.statSync(source).size;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const drivers: Array<[string, () => BlobStorage]> = [
  ['disk', () => createDiskStorage(path.join(tmp, 'uploads'))],
  ['s3', () => createS3Storage(s3.config)],
];

describe.each(drivers)('storage contract: %s', (_name, make) => {
  it('puts, gets whole and by range, sizes, deletes; a missing key is undefined and deleting it is fine', async () => {
    const storage = make();
    const key = `ab/${crypto.randomUUID()}`;
    await storage.put(key, source, { contentType: 'text/plain', size });
    expect(await text(await storage.get(key))).toBe('hello, storage: ë ç š đ ž');
    expect(await text(await storage.get(key, { start: 0, end: 4 }))).toBe('hello');
    expect(await text(await storage.get(key, { start: 7, end: 13 }))).toBe('storage');
    expect(await storage.size(key)).toBe(size);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get(`cd/${crypto.randomUUID()}`)).toBeUndefined();
  });

  it('lists every key with when it was written; removed keys are gone from the list', async () => {
    const storage = make();
    const before = Date.now();
    const keys = [`ab/${crypto.randomUUID()}`, `cd/${crypto.randomUUID()}`, `exports/${crypto.randomUUID()}`];
    for (const key of keys) await storage.put(key, source, { contentType: 'text/plain', size });
    const after = Date.now();
    const listed = new Map<string, Date>();
    for await (const blob of storage.list()) {
      expect(listed.has(blob.key)).toBe(false); // each key once
      listed.set(blob.key, blob.lastModified);
    }
    for (const key of keys) {
      const at = listed.get(key)?.getTime();
      expect(at, key).toBeDefined();
      // S3 keeps whole seconds.
      expect(at!).toBeGreaterThanOrEqual(before - 1000);
      expect(at!).toBeLessThanOrEqual(after + 1000);
    }
    await storage.delete(keys[0]!);
    const left: string[] = [];
    for await (const blob of storage.list()) left.push(blob.key);
    expect(left).not.toContain(keys[0]);
    expect(left).toEqual(expect.arrayContaining(keys.slice(1)));
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'ab/../../x', '/abs', 'a\u0000b', 'A/B', ''])
      await expect(storage.put(key, source, { contentType: 'text/plain', size })).rejects.toThrow(
        /Invalid storage key/,
      );
  });
});

/**
 * s3rver cannot answer a listing cut into pages on Node 24 (its continuation tokens use DES, which OpenSSL 3 leaves
 * out): a stub answers ListObjectsV2 in pages instead, read by the real SDK.
 */
describe('S3 storage list', () => {
  it('follows the continuation tokens page by page and leaves out what is not a key', async () => {
    const keys = [
      ...Array.from({ length: 4 }, (_, i) => `ab/${i}-${crypto.randomUUID()}`),
      'Not A Key',
      `exports/${crypto.randomUUID()}`,
    ].sort();
    const asked: Array<string | null> = [];
    const stub = http.createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://stub').searchParams;
      const token = query.get('continuation-token');
      asked.push(token);
      const max = Number(query.get('max-keys') ?? 1000);
      const start = token ? keys.indexOf(token) + 1 : 0;
      const page = keys.slice(start, start + max);
      const truncated = start + max < keys.length;
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
          `<Name>praktika</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys>` +
          `<IsTruncated>${truncated}</IsTruncated>` +
          page
            .map(
              (key) =>
                `<Contents><Key>${key}</Key><LastModified>2026-11-20T10:00:00.000Z</LastModified><Size>1</Size></Contents>`,
            )
            .join('') +
          (truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : '') +
          '</ListBucketResult>',
      );
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stub.address() as AddressInfo;
      const storage = createS3Storage(
        { ...s3.config, endpoint: `http://127.0.0.1:${port}`, bucket: 'praktika' },
        { listPageSize: 2 },
      );
      const listed: Array<{ key: string; lastModified: Date }> = [];
      for await (const blob of storage.list()) listed.push(blob);
      expect(listed.map((b) => b.key)).toEqual(keys.filter((k) => k !== 'Not A Key'));
      for (const blob of listed) expect(blob.lastModified.toISOString()).toBe('2026-11-20T10:00:00.000Z');
      expect(asked).toEqual([null, keys[1], keys[3]]); // three pages of two
    } finally {
      await new Promise<void>((resolve) => stub.close(() => resolve()));
    }
  });
});

describe('disk storage list', () => {
  it('lists nothing before the first upload, and leaves out what is not a key (a half-written copy)', async () => {
    const root = path.join(tmp, 'list-only');
    const storage = createDiskStorage(root);
    const none: string[] = [];
    for await (const blob of storage.list()) none.push(blob.key);
    expect(none).toEqual([]);
    const key = `ef/${crypto.randomUUID()}`;
    await storage.put(key, source, { contentType: 'text/plain', size });
    fs.writeFileSync(path.join(root, `${key}.partial`), 'half');
    fs.writeFileSync(path.join(root, 'ef', 'Upper-Case'), 'not a key');
    const listed: string[] = [];
    for await (const blob of storage.list()) listed.push(blob.key);
    expect(listed).toEqual([key]);
  });
});
