import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { smtpSink } from '../../test/smtp.ts';
import { png } from '../../test/files.ts';
import { adminUrl } from '../../test/template.ts';
import {
  API_DIR,
  call as callAt,
  eventually,
  startServer,
  stopServer,
  whenReady,
  type ServerProcess,
} from '../../test/server-process.ts';

/**
 * Issue 21 §2: two API processes (`src/server.ts`, as `npm start` runs it) on one PostgreSQL database, one Redis and
 * one S3 bucket, on two ports. What a load balancer spreading one user's requests over both needs: a session made on
 * A works on B; a write on A is seen fresh on B (the invalidation bus); rate limits count across both; a queued
 * e-mail goes out once although both run the mail workers; a file uploaded through A downloads through B. Both
 * start at once against an empty database, so the migrations and the first admin race too (advisory lock, upsert).
 * PostgreSQL only: the embedded database is one process per data directory by design.
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: `two-admin-${process.pid}@praktika.test`, password: 'Two-Instances-9!' };
/** Small, so crossing it takes few requests; each instance alone stays under it. */
const LIMIT = 6;
/**
 * Behind the "load balancer" (TRUST_PROXY): this run's own client address, so the per-IP limits of another run
 * within the same minute (Redis outlives the processes) never count here.
 */
const CLIENT_IP = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${1 + Math.floor(Math.random() * 250)}`;

type Instance = ServerProcess;
const database = `praktika_two_${process.pid}`;
let s3: TestS3 | undefined;
let smtp: Awaited<ReturnType<typeof smtpSink>> | undefined;
const instances: Instance[] = [];

const call = (
  instance: Instance,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; form?: FormData } = {},
) => callAt(instance.url, method, url, { ...opts, ip: CLIENT_IP });

describe.runIf(PG_URL)('two instances on one PostgreSQL, Redis and S3', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    await admin.end();
    s3 = await startTestS3(`two-${process.pid}`);
    smtp = await smtpSink();
    const env = {
      DATABASE_URL: adminUrl(PG_URL!, database),
      REDIS_URL,
      JWT_SECRET: randomUUID() + randomUUID(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'praktika@praktika.test',
      CONTACT_EMAIL: 'office@praktika.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: '127.0.0.1',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: s3.config.region!,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    };
    // Both at once on an empty database: the migrations, the seed and the first admin race.
    instances.push(...(await Promise.all([startServer(env), startServer(env)])));
    await Promise.all(instances.map((i) => whenReady(i)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => stopServer(i)));
    await s3?.close();
    await smtp?.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }, 60_000);

  it('migrated once and seeded once although both started together', async () => {
    const client = new pg.Client({ connectionString: adminUrl(PG_URL!, database) });
    await client.connect();
    try {
      const migrations = await client.query<{ n: string; distinct: string }>(
        'select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
      );
      expect(Number(migrations.rows[0]!.n)).toBe(Number(migrations.rows[0]!.distinct));
      const journal = JSON.parse(
        fs.readFileSync(path.join(API_DIR, 'src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(Number(migrations.rows[0]!.n)).toBe(journal.entries.length);
      const admins = await client.query(`select count(*)::int as n from accounts where email = $1`, [
        ADMIN.email,
      ]);
      expect(admins.rows[0]!.n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a session made on A works on B; a catalogue written on A is fresh on B; an upload through A downloads through B', async () => {
    const [a, b] = instances as [Instance, Instance];
    const login = await call(a, 'POST', '/businesses/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const token = (login.json!.data as { token: string }).token;
    expect((await call(b, 'GET', '/contact', { token })).status).toBe(200);

    // B loads (and caches) the list, A writes, B answers the new item without a restart.
    const names = async () => {
      const res = await call(b, 'GET', '/hearabout?pagination=false&selectedLanguage=en');
      expect(res.status).toBe(200);
      const docs = (res.json!.data as { hearabout: { docs: Array<{ enName: string }> } }).hearabout.docs;
      return docs.map((d) => d.enName);
    };
    const name = `Across ${process.pid}`;
    expect(await names()).not.toContain(name);
    const created = await call(a, 'POST', '/hearabout', {
      token,
      body: {
        enName: name,
        enDescription: '',
        sqName: name,
        sqDescription: '',
        srName: name,
        srDescription: '',
      },
    });
    expect(created.status).toBe(201);
    const written = Date.now();
    await eventually(async () => (await names()).includes(name), 10_000, 'the write on A seen on B');
    // The bus carries it at once; what a loaded machine adds is scheduling, not a cache's lifetime.
    expect(Date.now() - written).toBeLessThan(5000);

    const bytes = await png(24, 24);
    const form = new FormData();
    form.append('kind', 'photo');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    const uploaded = await call(a, 'POST', '/files', { token, form });
    expect(uploaded.status).toBe(200);
    const id = (uploaded.json!.data as { file: { _id: string } }).file._id;
    const downloaded = await call(b, 'GET', `/files/${id}`, { token });
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes!.length).toBeGreaterThan(0);
    // Served by B from the shared bucket: the same stored bytes A answers.
    const fromA = await call(a, 'GET', `/files/${id}`, { token });
    expect(downloaded.bytes!.equals(fromA.bytes!)).toBe(true);
  });

  it('each queued e-mail is sent exactly once although both instances run the mail workers', async () => {
    const [a, b] = instances as [Instance, Instance];
    const run = randomUUID().slice(0, 8);
    const sent: string[] = [];
    // Under the per-IP limit of the contact form (LIMIT a minute, counted across both).
    for (let i = 0; i < LIMIT - 1; i++) {
      const marker = `two-${run}-${i}`;
      const res = await call(i % 2 ? b : a, 'POST', '/contact', {
        body: { name: 'Two', email: `${marker}@praktika.test`, message: `Message ${marker} from a test.` },
      });
      expect(res.status).toBe(200);
      sent.push(marker);
    }
    const count = (marker: string) => smtp!.received.filter((m) => m.includes(marker)).length;
    await eventually(async () => sent.every((m) => count(m) >= 1), 60_000, 'every contact mail delivered');
    // Then the queue is empty: no job left that could still deliver a second copy.
    const client = new pg.Client({ connectionString: adminUrl(PG_URL!, database) });
    await client.connect();
    try {
      await eventually(
        async () => {
          const open = await client.query<{ n: number }>(
            `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')
               and data::text like $1`,
            [`%two-${run}-%`],
          );
          return open.rows[0]!.n === 0;
        },
        30_000,
        'the mail jobs finished',
      );
    } finally {
      await client.end();
    }
    for (const marker of sent) expect(count(marker), marker).toBe(1);
  });

  it('the sign-in limit counts across both instances (Redis)', async () => {
    const [a, b] = instances as [Instance, Instance];
    // The limits count in fixed minute windows (the servers' clocks, this machine's): a burst that straddled two
    // proves nothing, so it is sent again, with another address, in the window it ended in.
    const burst = async () => {
      const email = `limit-${randomUUID().slice(0, 8)}@praktika.test`;
      const window = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await call(i % 2 ? b : a, 'POST', '/interns/auth/login', {
          body: { email, password: 'Wrong-password-1!' },
        });
        statuses.push(res.status);
      }
      return Math.floor(Date.now() / 60_000) === window ? statuses : undefined;
    };
    const statuses = (await burst()) ?? (await burst());
    expect(statuses, 'two bursts in a row straddled a minute').toBeDefined();
    // Each instance saw (LIMIT + 2) / 2 attempts, under LIMIT: only a shared count refuses any.
    expect(statuses!.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses!.slice(LIMIT)).toEqual([429, 429]);
  });
});
