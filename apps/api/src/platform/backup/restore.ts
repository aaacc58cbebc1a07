/**
 * Checking and restoring a backup archive (backup.ts writes them). Nothing in the data directory changes until
 * the whole archive has been read and every checksum matched: the parts are unpacked into a staging folder inside
 * the data directory, the database is opened there once, and only then are they moved into place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { isStorageKey } from '../files/storage.ts';
import { readTar, sha256, type TarEntrySink } from './archive.ts';
import {
  BackupError,
  ENTRY,
  FORMAT,
  FORMAT_VERSION,
  MIGRATIONS_APPLIED_SQL,
  SECRET_FILES,
  ZManifest,
  appInfo,
  listChecksum,
  type Manifest,
  type SecretField,
} from './manifest.ts';

/** Files the data directory may hold that do not make it "not empty": the lock, a stopped server's endpoint. */
const HOUSEKEEPING = new Set(['praktika.lock', 'backup-endpoint.json']);
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
const MAX_SECRET_BYTES = 64 * 1024;

export interface ReadArchive {
  manifest: Manifest;
  /** The database dump (PGlite's tar), when asked to keep it. */
  database: Buffer | undefined;
  /** The secret files the archive holds, by manifest field (SECRET_FILES). */
  secrets: Partial<Record<SecretField, Buffer>>;
}

const damaged = (why: string) => new BackupError(`The archive is damaged or was changed: ${why}.`);

/**
 * Reads a whole archive and checks it against its manifest: every part's size and SHA-256, the list of uploaded
 * files (none missing, none extra), the format version, and that this build knows every migration the database
 * had. With `uploadsInto`, uploaded files are written under that folder; `keepDatabase` keeps the dump in memory.
 */
export async function readArchive(
  archive: string,
  opts: { uploadsInto?: string; keepDatabase?: boolean } = {},
): Promise<ReadArchive> {
  if (!fs.existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  const seen = new Set<string>();
  const uploads = new Map<string, { bytes: number; sha256: string }>();
  let manifestJson: Buffer | undefined;
  let database: { bytes: number; sha256: string; data: Buffer | undefined } | undefined;
  const secrets: ReadArchive['secrets'] = {};

  /** An entry kept in memory (the manifest, the secret files): refused above `limit` before it is read. */
  const collect = (size: number, limit: number, done: (data: Buffer) => void): TarEntrySink => {
    if (size > limit) throw damaged('an entry is larger than it can be');
    const chunks: Buffer[] = [];
    return {
      write: (chunk) => void chunks.push(Buffer.from(chunk)),
      end: () => done(Buffer.concat(chunks)),
    };
  };

  const onEntry = async (name: string, size: number): Promise<TarEntrySink> => {
    if (manifestJson) throw damaged(`${name} follows the manifest`);
    if (seen.has(name)) throw damaged(`${name} is in it twice`);
    seen.add(name);
    if (name === ENTRY.manifest) return collect(size, MAX_MANIFEST_BYTES, (data) => (manifestJson = data));
    const secret = SECRET_FILES.find((s) => s.file === name);
    if (secret) return collect(size, MAX_SECRET_BYTES, (data) => (secrets[secret.field] = data));
    if (name === ENTRY.database) {
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let bytes = 0;
      return {
        write(chunk) {
          hash.update(chunk);
          bytes += chunk.length;
          if (opts.keepDatabase) chunks.push(Buffer.from(chunk));
        },
        end() {
          database = {
            bytes,
            sha256: hash.digest('hex'),
            data: opts.keepDatabase ? Buffer.concat(chunks) : undefined,
          };
        },
      };
    }
    if (name.startsWith(ENTRY.uploadsPrefix)) {
      const key = name.slice(ENTRY.uploadsPrefix.length);
      if (!isStorageKey(key)) throw damaged(`an uploaded file has the name "${key}"`);
      const hash = createHash('sha256');
      let bytes = 0;
      let handle: fs.promises.FileHandle | undefined;
      if (opts.uploadsInto) {
        const file = path.join(opts.uploadsInto, key);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        handle = await fs.promises.open(file, 'wx', 0o600);
      }
      return {
        async write(chunk) {
          hash.update(chunk);
          bytes += chunk.length;
          if (handle) await handle.write(chunk);
        },
        async end() {
          await handle?.close();
          uploads.set(key, { bytes, sha256: hash.digest('hex') });
        },
      };
    }
    throw damaged(`it holds an unexpected entry "${name}"`);
  };

  try {
    const gunzip = fs.createReadStream(archive).pipe(createGunzip());
    await readTar(gunzip as AsyncIterable<Buffer>, onEntry);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw damaged((err as Error).message);
  }

  if (!manifestJson) throw damaged('it has no manifest');
  let raw: unknown;
  try {
    raw = JSON.parse(manifestJson.toString('utf8'));
  } catch {
    throw damaged('its manifest is not JSON');
  }
  const head = raw as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== FORMAT) throw new BackupError('This is not a Praktika backup archive.');
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `This archive has format version ${head.formatVersion}; this version of Praktika reads version ` +
        `${FORMAT_VERSION}. Restore it with the version that made it (or a newer one).`,
    );
  const parsed = ZManifest.safeParse(raw);
  if (!parsed.success) throw damaged('its manifest is not one this version of Praktika writes');
  const manifest = parsed.data;

  const part = (
    what: string,
    got: { bytes: number; sha256: string } | undefined,
    want: { bytes: number; sha256: string } | null,
  ) => {
    if (!want && got) throw damaged(`it holds ${what}, which its manifest does not list`);
    if (want && !got) throw damaged(`${what} is missing`);
    if (want && got && (want.bytes !== got.bytes || want.sha256 !== got.sha256))
      throw damaged(`the checksum of ${what} does not match its manifest`);
  };
  part('the database', database, manifest.database.kind === 'pglite' ? manifest.database : null);
  for (const s of SECRET_FILES) {
    const got = secrets[s.field];
    part(`the ${s.what}`, got && { bytes: got.length, sha256: sha256(got) }, manifest[s.field]);
  }
  if (manifest.uploads.storage === 'disk') {
    const { list } = manifest.uploads;
    if (
      list.length !== manifest.uploads.files ||
      list.reduce((n, f) => n + f.bytes, 0) !== manifest.uploads.bytes ||
      listChecksum(list) !== manifest.uploads.sha256
    )
      throw damaged('the checksum of the list of uploaded files does not match its manifest');
    if (uploads.size !== list.length)
      throw damaged('the number of uploaded files does not match its manifest');
    for (const f of list) {
      const got = uploads.get(f.key);
      if (!got) throw damaged(`the uploaded file ${f.key} is missing`);
      if (got.bytes !== f.bytes || got.sha256 !== f.sha256)
        throw damaged(`the checksum of the uploaded file ${f.key} does not match its manifest`);
    }
  } else if (uploads.size) throw damaged('it holds uploaded files, which its manifest does not list');

  if (manifest.database.kind === 'pglite') {
    const known = appInfo().migrations;
    if (manifest.database.migrationsApplied > known)
      throw new BackupError(
        `This backup's database has ${manifest.database.migrationsApplied} migrations and this version of ` +
          `Praktika knows ${known}: it was made by a newer version. Update Praktika, then restore.`,
      );
  }
  return { manifest, database: database?.data, secrets };
}

export interface RestoreResult {
  manifest: Manifest;
  dataDir: string;
  /** What was replaced in the data directory. */
  replaced: string[];
}

async function exists(p: string): Promise<boolean> {
  return fs.promises.access(p).then(
    () => true,
    () => false,
  );
}

/**
 * Restores `archive` into `dataDir`. Refuses while a server holds the directory's lock, and refuses a directory
 * that is not empty unless `force`; then replaces `pgdata`, `uploads` (when the archive holds the uploads folder)
 * and each secret file (`jwt-secret`, `certificate-signing-key`) the archive holds (one it does not hold is left
 * alone).
 */
export async function restoreArchive(opts: {
  archive: string;
  dataDir: string;
  force?: boolean;
  /** Set when this installation uses PostgreSQL: an archive with an embedded database is refused. */
  databaseUrl?: string | undefined;
}): Promise<RestoreResult> {
  const dataDir = path.resolve(opts.dataDir);
  if (!fs.existsSync(opts.archive)) throw new BackupError(`There is no file ${opts.archive}.`);
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(dataDir);
  } catch (err) {
    throw new BackupError(
      `Cannot restore while a server runs: ${(err as Error).message} (The running server keeps the database ` +
        'open and would overwrite what restore writes.)',
    );
  }
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  try {
    const entries = await fs.promises.readdir(dataDir);
    // Leftovers of an interrupted restore (we hold the lock: no other restore runs).
    for (const e of entries.filter((n) => n.startsWith('.restore-')))
      await fs.promises.rm(path.join(dataDir, e), { recursive: true, force: true });
    const present = entries.filter((n) => !HOUSEKEEPING.has(n) && !n.startsWith('.restore-'));
    if (present.length && !opts.force)
      throw new BackupError(
        `The data directory ${dataDir} is not empty (${present.join(', ')}). Restoring replaces its database ` +
          'and files: run again with --force to do so (nothing is changed until the archive has been checked).',
      );

    await fs.promises.mkdir(staging, { recursive: true });
    const read = await readArchive(opts.archive, {
      uploadsInto: path.join(staging, 'uploads'),
      keepDatabase: true,
    });
    const { manifest } = read;
    if (manifest.database.kind === 'pglite' && opts.databaseUrl)
      throw new BackupError(
        'This archive holds an embedded (PGlite) database, but DATABASE_URL is set: this installation uses ' +
          'PostgreSQL. Unset DATABASE_URL to restore the embedded installation.',
      );

    const parts: string[] = [];
    if (manifest.database.kind === 'pglite' && read.database) {
      const pgdata = path.join(staging, 'pgdata');
      const pglite = await PGlite.create(pgdata, { loadDataDir: new Blob([new Uint8Array(read.database)]) });
      try {
        const applied = (await pglite.query<{ n: number }>(MIGRATIONS_APPLIED_SQL)).rows[0]?.n;
        if (applied !== manifest.database.migrationsApplied)
          throw damaged('the restored database does not have the migrations its manifest lists');
        await pglite.exec('CHECKPOINT');
      } finally {
        await pglite.close();
      }
      parts.push('pgdata');
    }
    if (manifest.uploads.storage === 'disk') {
      await fs.promises.mkdir(path.join(staging, 'uploads'), { recursive: true });
      parts.push('uploads');
    }
    for (const s of SECRET_FILES) {
      const secret = read.secrets[s.field];
      if (!secret) continue;
      await fs.promises.writeFile(path.join(staging, s.file), secret, { mode: 0o600 });
      parts.push(s.file);
    }

    // Move the old parts aside, the new ones in; put the old ones back if a move fails.
    const aside = path.join(staging, 'replaced');
    await fs.promises.mkdir(aside);
    const replaced: string[] = [];
    const moved: string[] = [];
    try {
      for (const name of parts) {
        if (await exists(path.join(dataDir, name))) {
          await fs.promises.rename(path.join(dataDir, name), path.join(aside, name));
          replaced.push(name);
        }
        await fs.promises.rename(path.join(staging, name), path.join(dataDir, name));
        moved.push(name);
      }
    } catch (err) {
      for (const name of moved)
        await fs.promises
          .rm(path.join(dataDir, name), { recursive: true, force: true })
          .catch(() => undefined);
      for (const name of replaced)
        await fs.promises.rename(path.join(aside, name), path.join(dataDir, name)).catch(() => undefined);
      throw err;
    }
    return { manifest, dataDir, replaced };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    releaseLock();
  }
}
