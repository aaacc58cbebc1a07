/**
 * Backups of an embedded installation: one `.tar.gz` holding PGlite's dump of DATA_DIR/pgdata, the uploads folder,
 * the secret files DATA_DIR has (`jwt-secret`, `certificate-signing-key`: SECRET_FILES), and a manifest with a
 * checksum per part (restore.ts checks them all).
 *
 * PGlite has no crash recovery, so its files may only be copied by the process that has the database open. Two
 * ways, both ending in `writeArchive`:
 * - the server is running: it makes the snapshot itself (`snapshotRunning`, asked by the CLI over loopback through
 *   backup.routes.ts);
 * - the server is stopped: the CLI takes the data-directory lock and opens the database itself (`snapshotStopped`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { createDiskStorage } from '../files/storage.ts';
import { TAR_END, sha256, tarHeader, tarPadding } from './archive.ts';
import {
  BackupError,
  ENTRY,
  FORMAT,
  FORMAT_VERSION,
  MIGRATIONS_APPLIED_SQL,
  SECRET_FILES,
  appInfo,
  listChecksum,
  type Manifest,
  type SecretField,
  type UploadEntry,
} from './manifest.ts';

/** One uploaded file to archive: its key and where its bytes are read from. */
export interface UploadFile {
  key: string;
  file: string;
  bytes: number;
}

/** What goes into one archive. */
export interface Snapshot {
  source: Manifest['source'];
  /** PGlite's dump of its data directory; undefined for PostgreSQL (pg_dump's job). */
  database: { dump: Uint8Array; migrationsApplied: number } | undefined;
  /** The uploads folder's files; undefined when files are on S3. */
  uploads: UploadFile[] | undefined;
  /** The data directory's secret files it has, by manifest field (SECRET_FILES). */
  secrets: Partial<Record<SecretField, Buffer>>;
  /** Removes what the snapshot staged (hard links); called once the archive is written or abandoned. */
  release(): Promise<void>;
}

/**
 * The uploads folder's files, sorted by key (a missing folder has none): the disk storage's own listing, so only
 * storage keys (no temporary `*.partial` copy, no `.backup-*` staging folder).
 */
export async function listUploads(root: string): Promise<UploadFile[]> {
  const out: UploadFile[] = [];
  for await (const blob of createDiskStorage(root).list())
    out.push({ key: blob.key, file: path.join(root, blob.key), bytes: blob.bytes });
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The secret files `dataDir` has (SECRET_FILES); one it lacks is left out. */
export function readSecretFiles(dataDir: string): Snapshot['secrets'] {
  const secrets: Snapshot['secrets'] = {};
  for (const s of SECRET_FILES) {
    try {
      secrets[s.field] = fs.readFileSync(path.join(dataDir, s.file));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return secrets;
}

const LINK_FALLBACK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);

/**
 * The running server's snapshot, taken by the process that has the database open. PGlite runs one statement at a
 * time, and a transaction (Drizzle's, pg-boss's `exec` blocks) holds its transaction lock from BEGIN to COMMIT, so
 * inside `pglite.transaction` nothing else runs: the CHECKPOINT writes every committed page to disk and the dump
 * reads a data directory no transaction is half-way through. Our BEGIN writes nothing (no row, no transaction id).
 *
 * The uploads are hard-linked into a staging folder while that lock is held, which costs one link per file and
 * pins the exact set of files the dumped rows reference: a file's bytes never change after upload (write-once
 * under a random key), and removing one needs its record's deletion committed first, so after the lock is
 * released a removal can take the name away but not the bytes behind our link. Where links are not possible
 * (another file system), the files are read from the folder afterwards: still the same bytes, since they are
 * write-once; one removed meanwhile (its record deleted after the dump) is left out and reported.
 */
export async function snapshotRunning(opts: {
  pglite: PGlite;
  dataDir: string;
  /** The uploads folder; undefined when files are on S3. */
  uploadsRoot: string | undefined;
}): Promise<Snapshot & { unlinked: number }> {
  const { pglite, uploadsRoot } = opts;
  const staging = uploadsRoot ? path.join(uploadsRoot, `.backup-${randomUUID()}`) : undefined;
  const release = async () => {
    if (staging) await fs.promises.rm(staging, { recursive: true, force: true });
  };
  try {
    const taken = await pglite.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      const migrationsApplied = (await tx.query<{ n: number }>(MIGRATIONS_APPLIED_SQL)).rows[0]?.n ?? 0;
      const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      let uploads: UploadFile[] | undefined;
      let unlinked = 0;
      if (uploadsRoot && staging) {
        uploads = [];
        for (const f of await listUploads(uploadsRoot)) {
          const link = path.join(staging, f.key);
          try {
            await fs.promises.mkdir(path.dirname(link), { recursive: true });
            await fs.promises.link(f.file, link);
            uploads.push({ ...f, file: link });
          } catch (err) {
            if (!LINK_FALLBACK.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
            unlinked++;
            uploads.push(f);
          }
        }
      }
      return { dump, migrationsApplied, uploads, unlinked };
    });
    return {
      source: 'server',
      database: { dump: taken.dump, migrationsApplied: taken.migrationsApplied },
      uploads: taken.uploads,
      secrets: readSecretFiles(opts.dataDir),
      release,
      unlinked: taken.unlinked,
    };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * A stopped installation's snapshot. The caller holds the data-directory lock, so no server can start meanwhile;
 * opening the database lets PGlite bring its files to a clean state before the dump.
 */
export async function snapshotStopped(opts: {
  dataDir: string;
  /** False for PostgreSQL (the database is pg_dump's job). */
  embedded: boolean;
  /** False when files are on S3. */
  diskUploads: boolean;
}): Promise<Snapshot> {
  let database: Snapshot['database'];
  if (opts.embedded) {
    const pgdata = path.join(opts.dataDir, 'pgdata');
    if (!fs.existsSync(path.join(pgdata, 'PG_VERSION')))
      throw new BackupError(`There is no embedded database in ${pgdata} to back up.`);
    const pglite = await PGlite.create(pgdata);
    try {
      const migrationsApplied = (await pglite.query<{ n: number }>(MIGRATIONS_APPLIED_SQL)).rows[0]?.n ?? 0;
      await pglite.exec('CHECKPOINT');
      const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      database = { dump, migrationsApplied };
    } finally {
      await pglite.close();
    }
  }
  return {
    source: 'offline',
    database,
    uploads: opts.diskUploads ? await listUploads(path.join(opts.dataDir, 'uploads')) : undefined,
    secrets: readSecretFiles(opts.dataDir),
    release: async () => undefined,
  };
}

/** The zero bytes after an entry's data, if any (an empty chunk is never pushed to the stream). */
function* padding(size: number): Generator<Buffer> {
  const pad = tarPadding(size);
  if (pad.length) yield pad;
}

/** Counts what `writeArchive` wrote (for messages); `missing`: upload files gone before they were read. */
export interface ArchiveResult {
  manifest: Manifest;
  missing: string[];
}

/**
 * The archive as a gzip stream, entries in order: the database, the uploads, the secret files, then the manifest
 * (last, so that its checksums are of the bytes actually written). `done` settles once the manifest is written.
 */
export function writeArchive(snapshot: Snapshot): { stream: Readable; done: Promise<ArchiveResult> } {
  const now = new Date();
  let settle!: (r: ArchiveResult) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<ArchiveResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  done.catch(() => undefined); // the stream's error is the one callers see
  let finished = false;

  async function* entries(): AsyncGenerator<Buffer> {
    try {
      const missing: string[] = [];
      let database: Manifest['database'] = { kind: 'pg' };
      if (snapshot.database) {
        const { dump, migrationsApplied } = snapshot.database;
        yield tarHeader(ENTRY.database, dump.length, now);
        yield Buffer.from(dump.buffer, dump.byteOffset, dump.length);
        yield* padding(dump.length);
        database = { kind: 'pglite', migrationsApplied, bytes: dump.length, sha256: sha256(dump) };
      }
      let uploads: Manifest['uploads'] = { storage: 's3' };
      if (snapshot.uploads) {
        const list: UploadEntry[] = [];
        for (const f of snapshot.uploads) {
          let handle: fs.promises.FileHandle;
          try {
            handle = await fs.promises.open(f.file, 'r');
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
            missing.push(f.key);
            continue;
          }
          try {
            const { size } = await handle.stat();
            yield tarHeader(ENTRY.uploadsPrefix + f.key, size, now);
            const hash = createHash('sha256');
            let read = 0;
            for await (const chunk of handle.createReadStream({
              autoClose: false,
            }) as AsyncIterable<Buffer>) {
              read += chunk.length;
              if (read > size) break;
              hash.update(chunk);
              yield chunk;
            }
            if (read !== size) throw new Error(`${f.key} changed while it was archived`);
            yield* padding(size);
            list.push({ key: f.key, bytes: size, sha256: hash.digest('hex') });
          } finally {
            await handle.close();
          }
        }
        uploads = {
          storage: 'disk',
          files: list.length,
          bytes: list.reduce((n, f) => n + f.bytes, 0),
          sha256: listChecksum(list),
          list,
        };
      }
      const secrets = {} as Pick<Manifest, SecretField>;
      for (const s of SECRET_FILES) {
        const secret = snapshot.secrets[s.field];
        secrets[s.field] = null;
        if (!secret) continue;
        yield tarHeader(s.file, secret.length, now);
        yield secret;
        yield* padding(secret.length);
        secrets[s.field] = { bytes: secret.length, sha256: sha256(secret) };
      }
      const manifest: Manifest = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: now.toISOString(),
        source: snapshot.source,
        app: appInfo(),
        database,
        uploads,
        ...secrets,
      };
      const json = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
      yield tarHeader(ENTRY.manifest, json.length, now);
      yield json;
      yield* padding(json.length);
      yield TAR_END;
      finished = true;
      settle({ manifest, missing });
    } catch (err) {
      fail(err);
      throw err;
    } finally {
      if (!finished) fail(new BackupError('The backup was interrupted before it was complete.'));
      await snapshot.release();
    }
  }

  const tar = Readable.from(entries(), { objectMode: false });
  // The fastest level: the database's pages shrink about sevenfold even so, uploads (images, PDFs) hardly at all,
  // and level 6 would take 2.5 times the CPU for 15 % less, on a server that keeps serving meanwhile.
  const gzip = createGzip({ level: constants.Z_BEST_SPEED });
  tar.on('error', (err) => gzip.destroy(err));
  gzip.on('close', () => {
    if (!tar.destroyed) tar.destroy();
  });
  tar.pipe(gzip);
  return { stream: gzip, done };
}
