import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { S3Config } from '../src/config.ts';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3 {
  config: S3Config;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver, on a free port, data in a temporary directory) with one bucket. */
export async function startTestS3(bucket = 'praktika-test'): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
