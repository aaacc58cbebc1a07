/**
 * Backups and restore on a real embedded data directory: the running server's archive (asked over loopback, as
 * `npm run backup` does), the stopped directory's archive, and restoring both into fresh directories where every
 * record and file is found again, and the data directory's secret files (JWT secret, certificate signing key) with
 * mode 0600. Archives of format 1 (before the signing key) still restore. Damaged archives and occupied directories
 * are refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations, wrapPglite, type Database } from '../db/client.ts';
import { seedReferenceData } from '../../modules/catalogues/catalogues.seed.ts';
import { installJobQueue } from '../mail/queue.ts';
import { JOBS } from '../../services.ts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer, createUser, type TestUser } from '../../../test/factories.ts';
import { uploadAs } from '../../../test/upload.ts';
import { PDF, png } from '../../../test/files.ts';
import { templateFile } from '../../../test/template.ts';
import { TAR_END, readTar, tarHeader, tarPadding } from './archive.ts';
import { writeArchive } from './backup.ts';
import { runBackup, runRestore } from './cli.ts';
import { BACKUP_ROUTE, ENDPOINT_FILE, TOKEN_HEADER, readEndpoint } from './endpoint.ts';
import { ENTRY, FORMAT_VERSION, MIGRATIONS_APPLIED_SQL } from './manifest.ts';
import { readArchive, restoreArchive } from './restore.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-backup-'));
const dir = (name: string) => path.join(root, name);
const source = dir('source');
const quiet = () => undefined;
/** The secret files of the source's data directory (what platform/secrets.ts generates). */
const JWT = 'a-development-secret';
const SIGNING_KEY = 'oC3l0V1n0cL8kV5m2c0y3wJc1f2Zr9tq6Qe4hWxSx0Y';

let t: TestApp;
let database: Database;
let intern: TestUser;
let business: TestUser;
/** The files as the source stored them: id, storage key, stored bytes. */
let stored: Array<{ id: string; key: string; bytes: Buffer }>;
let migrations: number;

beforeAll(async () => {
  // The app's migrated, seeded database (the suite's template) on disk in a data directory, as the server has it.
  fs.mkdirSync(source);
  // (The PostgreSQL run of the suite has no PGlite template: the directory is then migrated and seeded here.)
  const template = fs.existsSync(templateFile()) ? fs.readFileSync(templateFile()) : undefined;
  const pglite = await PGlite.create(
    path.join(source, 'pgdata'),
    template ? { loadDataDir: new Blob([template]) } : {},
  );
  database = wrapPglite(pglite);
  if (!template) {
    await runMigrations(database);
    await seedReferenceData(database.db);
    await installJobQueue(database, JOBS);
  }
  t = await buildTestApp({ database, config: { dataDir: source }, deps: { mailer: captureMailer() } });
  intern = await createUser(t.app, 'intern');
  business = await createUser(t.app, 'business');
  const ids = [
    (await uploadAs(t.app, intern.headers, 'photo', await png(40, 30), 'face.png'))._id,
    (await uploadAs(t.app, intern.headers, 'cv', PDF, 'cv.pdf'))._id,
  ];
  const rows = await database.query<{ id: string; storage_key: string }>(
    'select id, storage_key from files where id = any($1)',
    [ids],
  );
  stored = rows.map((r) => ({
    id: r.id,
    key: r.storage_key,
    bytes: fs.readFileSync(path.join(source, 'uploads', r.storage_key)),
  }));
  expect(stored).toHaveLength(2);
  migrations = (await database.query<{ n: number }>(MIGRATIONS_APPLIED_SQL))[0]!.n;
  expect(migrations).toBeGreaterThan(0);
  fs.writeFileSync(path.join(source, 'jwt-secret'), JWT, { mode: 0o600 });
  fs.writeFileSync(path.join(source, 'certificate-signing-key'), SIGNING_KEY, { mode: 0o600 });
  // What a server killed during a backup left behind: removed when the next one starts listening.
  fs.mkdirSync(path.join(source, 'uploads/.backup-stale/ab'), { recursive: true });
  fs.writeFileSync(path.join(source, 'uploads/.backup-stale/ab/x'), 'x');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.app.close();
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Opens a restored data directory and checks that every record and file of the source is there, and its secret
 * files (the signing key `signingKey` when the archive did not hold one).
 */
async function expectEverything(dataDir: string, signingKey = SIGNING_KEY): Promise<void> {
  const pglite = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    const accounts = await pglite.query<{ email: string }>('select email from accounts where id = any($1)', [
      [intern.id, business.id],
    ]);
    expect(accounts.rows.map((r) => r.email).sort()).toEqual([intern.email, business.email].sort());
    const files = await pglite.query<{ id: string; storage_key: string; sha256: string }>(
      'select id, storage_key, sha256 from files where id = any($1)',
      [stored.map((f) => f.id)],
    );
    expect(files.rows).toHaveLength(2);
    for (const f of stored) {
      const row = files.rows.find((r) => r.id === f.id)!;
      expect(row.storage_key).toBe(f.key);
      const bytes = fs.readFileSync(path.join(dataDir, 'uploads', f.key));
      expect(bytes.equals(f.bytes)).toBe(true);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }
  } finally {
    await pglite.close();
  }
  expectSecrets(dataDir, signingKey);
}

/** The source's secret files, restored with their bytes and readable by their owner only. */
function expectSecrets(dataDir: string, signingKey = SIGNING_KEY): void {
  for (const [file, content] of [
    ['jwt-secret', JWT],
    ['certificate-signing-key', signingKey],
  ] as const) {
    expect(fs.readFileSync(path.join(dataDir, file), 'utf8')).toBe(content);
    expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
  }
}

/** The entries of an archive, in order. */
async function entriesOf(archive: string): Promise<Array<{ name: string; data: Buffer }>> {
  const out: Array<{ name: string; data: Buffer }> = [];
  await readTar(Readable.from([gunzipSync(fs.readFileSync(archive))]), (name) => {
    const chunks: Buffer[] = [];
    return {
      write: (chunk) => void chunks.push(Buffer.from(chunk)),
      end: () => void out.push({ name, data: Buffer.concat(chunks) }),
    };
  });
  return out;
}

/** Writes `entries` as an archive. */
function packArchive(file: string, entries: Array<{ name: string; data: Buffer }>): string {
  const now = new Date();
  const parts = entries.flatMap((e) => [
    tarHeader(e.name, e.data.length, now),
    e.data,
    tarPadding(e.data.length),
  ]);
  fs.writeFileSync(file, gzipSync(Buffer.concat([...parts, TAR_END]), { level: 1 }));
  return file;
}

/** The archive with its manifest changed by `edit` and without the entries `drop` names. */
async function rewritten(
  archive: string,
  file: string,
  edit: (manifest: Record<string, unknown>) => void,
  drop: string[] = [],
): Promise<string> {
  const entries = (await entriesOf(archive)).filter((e) => !drop.includes(e.name));
  const last = entries.at(-1)!;
  expect(last.name).toBe(ENTRY.manifest);
  const manifest = JSON.parse(last.data.toString('utf8')) as Record<string, unknown>;
  edit(manifest);
  last.data = Buffer.from(JSON.stringify(manifest));
  return packArchive(dir(file), entries);
}

/** The archive with one byte of an uploaded file changed, repacked into a valid gzip stream. */
function tamperedCopy(archive: string, key: string): string {
  const tar = gunzipSync(fs.readFileSync(archive));
  const header = tar.indexOf(Buffer.from(`${ENTRY.uploadsPrefix}${key}\0`));
  expect(header % 512).toBe(0);
  tar[header + 512 + 20]! ^= 0xff;
  const out = `${archive}.tampered.tar.gz`;
  fs.writeFileSync(out, gzipSync(tar));
  return out;
}

let serverArchive: string;
let offlineArchive: string;

describe('backup while the server runs', () => {
  it('the server writes its endpoint file, readable by its owner, and clears stale staging', () => {
    const file = path.join(source, ENDPOINT_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const endpoint = readEndpoint(source)!;
    expect(endpoint.pid).toBe(process.pid);
    expect(endpoint.port).toBe((t.app.server.address() as { port: number }).port);
    expect(fs.existsSync(path.join(source, 'uploads/.backup-stale'))).toBe(false);
  });

  it('answers only with the token from the data directory', async () => {
    for (const headers of [{}, { [TOKEN_HEADER]: 'x'.repeat(43) }]) {
      const res = await t.app.inject({ method: 'POST', url: BACKUP_ROUTE, headers });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: BACKUP_ROUTE,
      headers: { [TOKEN_HEADER]: readEndpoint(source)!.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const file = dir('inject.tar.gz');
    fs.writeFileSync(file, res.rawPayload);
    const { manifest } = await readArchive(file);
    expect(manifest).toMatchObject({
      source: 'server',
      database: { kind: 'pglite', migrationsApplied: migrations },
      uploads: { storage: 'disk', files: 2 },
      jwtSecret: { bytes: JWT.length },
      certificateSigningKey: { bytes: SIGNING_KEY.length },
    });
    expect((await entriesOf(file)).map((e) => e.name)).toEqual([
      ENTRY.database,
      ...stored.map((f) => ENTRY.uploadsPrefix + f.key).sort(),
      'jwt-secret',
      'certificate-signing-key',
      ENTRY.manifest,
    ]);
  });

  it('npm run backup asks the running server over loopback and checks the archive', async () => {
    const lines: string[] = [];
    const out = await runBackup({
      dataDir: source,
      databaseUrl: undefined,
      s3Bucket: undefined,
      out: dir('backups/'),
      print: (l) => lines.push(l),
    });
    expect(out.via).toBe('server');
    expect(lines.join('\n')).toMatch(
      /Backup written: .*the JWT secret \(DATA_DIR\/jwt-secret\), the certificate signing key \(DATA_DIR\/certificate-signing-key\); checked/,
    );
    serverArchive = out.file!;
    expect(fs.statSync(serverArchive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir('backups'))).toEqual([path.basename(serverArchive)]);
    // The hard links the snapshot staged are gone.
    expect(fs.readdirSync(path.join(source, 'uploads')).filter((n) => n.startsWith('.'))).toEqual([]);
    if (out.manifest?.uploads.storage !== 'disk') throw new Error('uploads expected');
    expect(out.manifest.uploads.list.map((f) => f.key).sort()).toEqual(stored.map((f) => f.key).sort());
  });

  it('a download broken off half-way leaves nothing staged behind', async () => {
    const { port, token } = readEndpoint(source)!;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${BACKUP_ROUTE}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: token },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    await res.body!.getReader().read();
    const staged = () => fs.readdirSync(path.join(source, 'uploads')).filter((n) => n.startsWith('.'));
    expect(staged()).toHaveLength(1); // the hard links, while the archive is being sent
    abort.abort();
    await vi.waitFor(() => expect(staged()).toEqual([]), { timeout: 5000, interval: 50 });
  });

  it('restores into a fresh data directory with every record and file', async () => {
    const result = await restoreArchive({ archive: serverArchive, dataDir: dir('restored-a') });
    expect(result.replaced).toEqual([]);
    await expectEverything(dir('restored-a'));
    expect(fs.readdirSync(dir('restored-a')).sort()).toEqual([
      'certificate-signing-key',
      'jwt-secret',
      'pgdata',
      'uploads',
    ]);
  });
});

describe('backup of a stopped data directory', () => {
  beforeAll(async () => {
    await t.app.close();
    await database.close();
    expect(fs.existsSync(path.join(source, ENDPOINT_FILE))).toBe(false);
  });

  it('opens the database itself under the data-directory lock, and the archive restores', async () => {
    const out = await runBackup({
      dataDir: source,
      databaseUrl: undefined,
      s3Bucket: undefined,
      out: dir('offline.tar.gz'),
      print: quiet,
    });
    expect(out.via).toBe('offline');
    expect(fs.existsSync(path.join(source, 'praktika.lock'))).toBe(false);
    offlineArchive = out.file!;
    await restoreArchive({ archive: offlineArchive, dataDir: dir('restored-b') });
    await expectEverything(dir('restored-b'));
  });

  it('refuses a directory that is not empty unless forced, and never while a server holds it', async () => {
    const target = dir('restored-a');
    await expect(restoreArchive({ archive: offlineArchive, dataDir: target })).rejects.toThrow(/not empty/);
    // A live process (not this one) holds the lock.
    fs.writeFileSync(path.join(target, 'praktika.lock'), String(process.ppid));
    await expect(restoreArchive({ archive: offlineArchive, dataDir: target, force: true })).rejects.toThrow(
      /while a server runs.*in use by another Praktika process/,
    );
    fs.rmSync(path.join(target, 'praktika.lock'));
    fs.writeFileSync(path.join(target, 'uploads', 'stray-file'), 'not in the backup');
    const result = await restoreArchive({ archive: offlineArchive, dataDir: target, force: true });
    expect(result.replaced.sort()).toEqual(['certificate-signing-key', 'jwt-secret', 'pgdata', 'uploads']);
    expect(fs.existsSync(path.join(target, 'uploads', 'stray-file'))).toBe(false);
    await expectEverything(target);
  });

  it('npm run restore names the secret files it restored', async () => {
    const lines: string[] = [];
    await runRestore({
      archive: offlineArchive,
      dataDir: dir('restored-c'),
      force: false,
      databaseUrl: undefined,
      print: (l) => lines.push(l),
    });
    expect(lines.join('\n')).toMatch(/Restored .*, the JWT secret, the certificate signing key\./);
    expect(lines.join('\n')).not.toMatch(/holds no/);
    expectSecrets(dir('restored-c'));
  });

  it('an archive of format 1 (before the signing key) restores and leaves the key of the directory alone', async () => {
    const v1 = await rewritten(
      offlineArchive,
      'format-1.tar.gz',
      (m) => {
        m.formatVersion = 1;
        delete m.certificateSigningKey;
      },
      ['certificate-signing-key'],
    );
    const { manifest, secrets } = await readArchive(v1);
    expect(manifest.certificateSigningKey).toBeNull();
    expect(Object.keys(secrets)).toEqual(['jwtSecret']);
    const target = dir('restored-v1');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'certificate-signing-key'), 'the-directorys-own-key', { mode: 0o600 });
    const lines: string[] = [];
    await runRestore({
      archive: v1,
      dataDir: target,
      force: true,
      databaseUrl: undefined,
      print: (l) => lines.push(l),
    });
    await expectEverything(target, 'the-directorys-own-key');
    expect(lines.join('\n')).toMatch(
      /holds no certificate signing key: certificates signed before the backup no longer verify unless CERTIFICATE_SIGNING_KEY is the same/,
    );
    // Into an empty directory: no key at all (the server generates a new one outside production).
    const bare = dir('restored-v1-bare');
    await restoreArchive({ archive: v1, dataDir: bare });
    expect(fs.readdirSync(bare).sort()).toEqual(['jwt-secret', 'pgdata', 'uploads']);
  });
});

describe('damaged archives', () => {
  it('refuses a file whose bytes changed, before touching the data directory', async () => {
    const tampered = tamperedCopy(serverArchive, stored[0]!.key);
    await expect(readArchive(tampered)).rejects.toThrow(/checksum of the uploaded file .* does not match/);
    const target = dir('tampered');
    await expect(restoreArchive({ archive: tampered, dataDir: target })).rejects.toThrow(
      /damaged or was changed/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('refuses a signing key that changed, is missing or is not in the manifest', async () => {
    const entries = await entriesOf(serverArchive);
    const key = entries.find((e) => e.name === 'certificate-signing-key')!;
    key.data = Buffer.from(key.data.toString('utf8').replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    const changed = packArchive(dir('key-changed.tar.gz'), entries);
    await expect(readArchive(changed)).rejects.toThrow(
      /checksum of the certificate signing key does not match its manifest/,
    );
    const target = dir('key-changed');
    await expect(restoreArchive({ archive: changed, dataDir: target })).rejects.toThrow(
      /damaged or was changed/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
    const missing = await rewritten(serverArchive, 'key-missing.tar.gz', () => undefined, [
      'certificate-signing-key',
    ]);
    await expect(readArchive(missing)).rejects.toThrow(/the certificate signing key is missing/);
    const unlisted = await rewritten(serverArchive, 'key-unlisted.tar.gz', (m) => {
      m.certificateSigningKey = null;
    });
    await expect(readArchive(unlisted)).rejects.toThrow(
      /holds the certificate signing key, which its manifest does not list/,
    );
  });

  it('refuses an archive of a newer format', async () => {
    const newer = await rewritten(serverArchive, 'format-next.tar.gz', (m) => {
      m.formatVersion = FORMAT_VERSION + 1;
    });
    await expect(readArchive(newer)).rejects.toThrow(
      `format version ${FORMAT_VERSION + 1}; this version of Praktika reads version ${FORMAT_VERSION}`,
    );
  });

  it('refuses a damaged or truncated gzip stream', async () => {
    const bytes = fs.readFileSync(serverArchive);
    const flipped = dir('flipped.tar.gz');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    fs.writeFileSync(flipped, copy);
    await expect(readArchive(flipped)).rejects.toThrow(/damaged or was changed/);
    const truncated = dir('truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, bytes.length - 2000));
    await expect(readArchive(truncated)).rejects.toThrow(/damaged or was changed/);
  });

  it('refuses a database made by a newer version (more migrations than this build knows)', async () => {
    const file = dir('newer.tar.gz');
    const { stream } = writeArchive({
      source: 'offline',
      database: { dump: new Uint8Array([1, 2, 3]), migrationsApplied: 10_000 },
      uploads: [],
      secrets: {},
      release: async () => undefined,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    fs.writeFileSync(file, Buffer.concat(chunks));
    await expect(readArchive(file)).rejects.toThrow(/made by a newer version/);
  });
});

describe('with PostgreSQL (DATABASE_URL)', () => {
  it('prints the pg_dump command and archives the uploads folder and the secret only', async () => {
    const lines: string[] = [];
    const out = await runBackup({
      dataDir: source,
      databaseUrl: 'postgres://praktika@db.example/praktika',
      s3Bucket: undefined,
      out: dir('pg.tar.gz'),
      print: (l) => lines.push(l),
    });
    expect(lines.join('\n')).toMatch(/pg_dump -Fc .*"\$DATABASE_URL"/);
    expect(lines.join('\n')).not.toContain('db.example');
    expect(out.manifest).toMatchObject({ database: { kind: 'pg' }, uploads: { storage: 'disk', files: 2 } });
    const target = dir('restored-pg');
    await restoreArchive({ archive: out.file!, dataDir: target, databaseUrl: 'postgres://x@y/z' });
    expect(fs.readdirSync(target).sort()).toEqual(['certificate-signing-key', 'jwt-secret', 'uploads']);
    expectSecrets(target);
    for (const f of stored)
      expect(fs.readFileSync(path.join(target, 'uploads', f.key)).equals(f.bytes)).toBe(true);
    // An embedded installation's archive is not restored where PostgreSQL is configured.
    await expect(
      restoreArchive({ archive: offlineArchive, dataDir: dir('pg-2'), databaseUrl: 'postgres://x@y/z' }),
    ).rejects.toThrow(/DATABASE_URL is set/);
  });

  it('with files on S3 there is nothing to archive', async () => {
    const lines: string[] = [];
    const out = await runBackup({
      dataDir: source,
      databaseUrl: 'postgres://praktika@db.example/praktika',
      s3Bucket: 'praktika-files',
      out: dir('s3.tar.gz'),
      print: (l) => lines.push(l),
    });
    expect(out.file).toBeUndefined();
    expect(lines.join('\n')).toMatch(/S3 bucket praktika-files/);
    expect(fs.existsSync(dir('s3.tar.gz'))).toBe(false);
  });
});
