/**
 * The storage contract, run against both drivers: local disk and S3 (a local s3rver).
 */
import fs from 'node:fs';
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

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'ab/../../x', '/abs', 'a\u0000b', 'A/B', ''])
      await expect(storage.put(key, source, { contentType: 'text/plain', size })).rejects.toThrow(
        /Invalid storage key/,
      );
  });
});
