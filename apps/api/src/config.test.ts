import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('links in e-mails follow PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '3510' }).publicUrl).toBe('http://localhost:3510');
    expect(loadConfig({ PORT: '3510', PUBLIC_URL: 'https://praktika.example.org/' }).publicUrl).toBe(
      'https://praktika.example.org',
    );
  });

  it('lower-cases the first admin e-mail and reads REDIS_URL', () => {
    const c = loadConfig({ ADMIN_EMAIL: 'Admin@Example.ORG', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(c.adminEmail).toBe('admin@example.org');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('stores uploads on disk unless S3_BUCKET is set; an endpoint means path-style unless told otherwise', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'praktika', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      bucket: 'praktika',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    const aws = loadConfig({
      S3_BUCKET: 'praktika',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(aws).toMatchObject({ region: 'eu-central-1', forcePathStyle: false, accessKeyId: 'id' });
    expect(
      loadConfig({ S3_BUCKET: 'praktika', S3_ENDPOINT: 'http://r2', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'praktika', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'x' })).toThrow(/S3_BUCKET/);
  });
});
