/**
 * What `npm run backup` and `npm run restore` do (backup-cli.ts and restore-cli.ts only read the arguments and
 * the environment). Messages go to `out`; failures the user can act on are BackupError.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { snapshotStopped, writeArchive } from './backup.ts';
import { isAlive } from '../db/data-dir-lock.ts';
import { BACKUP_ROUTE, TOKEN_HEADER, readEndpoint, type Endpoint } from './endpoint.ts';
import { BackupError, SECRET_FILES, type Manifest } from './manifest.ts';
import { readArchive, restoreArchive } from './restore.ts';

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Files are on S3 (S3_BUCKET is set). */
  s3Bucket: string | undefined;
  /** A file, or a folder to put `praktika-backup-<time>.tar.gz` in; `./backups` when unset. */
  out: string | undefined;
  print?: (line: string) => void;
}

export interface BackupOutcome {
  /** The archive written; undefined when there was nothing to put in one (PostgreSQL with files on S3). */
  file: string | undefined;
  manifest: Manifest | undefined;
  /** `server`: the running server made it; `offline`: made from the stopped data directory. */
  via: 'server' | 'offline' | undefined;
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const files = (n: number) => `${n} uploaded file${n === 1 ? '' : 's'}`;

function archivePath(out: string | undefined, now = new Date()): string {
  const name = `praktika-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  if (!out) return path.resolve('backups', name);
  const resolved = path.resolve(out);
  const isDir = out.endsWith('/') || (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory());
  return isDir ? path.join(resolved, name) : resolved;
}

/** Saves a stream as `file`, checks the whole archive, and only then gives it its name. */
async function saveChecked(stream: Readable, file: string): Promise<Manifest> {
  const partial = `${file}.partial`;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  try {
    await pipeline(stream, fs.createWriteStream(partial, { mode: 0o600 }));
    const { manifest } = await readArchive(partial);
    await fs.promises.rename(partial, file);
    return manifest;
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
}

/** The endpoint file names a server that does not answer (stopped without removing it, or not listening yet). */
class Unreachable extends BackupError {}

async function askServer(endpoint: Endpoint, file: string): Promise<Manifest> {
  const host = endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host;
  let res: Response;
  try {
    res = await fetch(`http://${host}:${endpoint.port}${BACKUP_ROUTE}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: endpoint.token, 'accept-encoding': 'identity' },
    });
  } catch (err) {
    throw new Unreachable(`Nothing answers on ${host}:${endpoint.port} (${(err as Error).message}).`);
  }
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel();
    throw new BackupError(
      `The server (pid ${endpoint.pid}) refused the backup (HTTP ${res.status}): another program may answer on ` +
        `port ${endpoint.port}. Stop the server (SIGTERM) and run npm run backup again for an offline backup.`,
    );
  }
  return await saveChecked(Readable.fromWeb(res.body as unknown as WebReadableStream), file);
}

function describe(manifest: Manifest, file: string): string[] {
  const size = fs.statSync(file).size;
  const parts: string[] = [];
  if (manifest.database.kind === 'pglite')
    parts.push(`the embedded database (${manifest.database.migrationsApplied} migrations)`);
  if (manifest.uploads.storage === 'disk')
    parts.push(`${files(manifest.uploads.files)} (${MB(manifest.uploads.bytes)})`);
  for (const s of SECRET_FILES) if (manifest[s.field]) parts.push(`the ${s.what} (DATA_DIR/${s.file})`);
  return [
    `Backup written: ${file} (${MB(size)}): ${parts.join(', ') || 'nothing'}; checked.`,
    `It holds personal data${manifest.database.kind === 'pglite' ? ' and password hashes' : ''}: copy it off ` +
      'this machine to a place only administrators can read (docs/deploy.md, "Backups").',
  ];
}

export async function runBackup(opts: BackupOptions): Promise<BackupOutcome> {
  const print = opts.print ?? ((line: string) => console.log(line));
  const dataDir = path.resolve(opts.dataDir);
  const file = archivePath(opts.out);

  if (opts.databaseUrl) {
    print(
      'DATABASE_URL is set: the PostgreSQL database is backed up with pg_dump, not by this command:\n' +
        '  pg_dump -Fc --no-owner -f praktika-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"\n' +
        '  (restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>.dump)',
    );
    if (opts.s3Bucket) {
      print(
        `Uploaded files are in the S3 bucket ${opts.s3Bucket}: they are backed up by the bucket's own ` +
          'versioning or replication. Nothing else to archive here.',
      );
      return { file: undefined, manifest: undefined, via: undefined };
    }
    // Files are write-once under random keys, so copying them while servers run gives exact bytes.
    const snapshot = await snapshotStopped({ dataDir, embedded: false, diskUploads: true });
    const manifest = await saveChecked(writeArchive(snapshot).stream, file);
    for (const line of describe(manifest, file)) print(line);
    return { file, manifest, via: 'offline' };
  }

  const endpoint = readEndpoint(dataDir);
  // The endpoint file of a server in this very process is ours too (tests); a stale file whose pid now belongs to
  // another program fails to connect, and the lock below then tells whether a server really runs.
  if (endpoint && (endpoint.pid === process.pid || isAlive(endpoint.pid))) {
    print(`A server (pid ${endpoint.pid}) runs on this data directory: asking it for the backup.`);
    try {
      const manifest = await askServer(endpoint, file);
      for (const line of describe(manifest, file)) print(line);
      return { file, manifest, via: 'server' };
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      print(err.message);
    }
  }

  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(dataDir);
  } catch (err) {
    throw new BackupError(
      `${(err as Error).message}\nThat server does not offer an online backup (it may still be starting, or be ` +
        'an older version). PGlite has no crash recovery: its files are consistent only when the server makes ' +
        'the snapshot itself or is stopped. Wait until it serves and run npm run backup again, or stop it ' +
        '(SIGTERM) first.',
    );
  }
  try {
    print('No server is running on this data directory: backing it up from disk.');
    const snapshot = await snapshotStopped({ dataDir, embedded: true, diskUploads: !opts.s3Bucket });
    const manifest = await saveChecked(writeArchive(snapshot).stream, file);
    for (const line of describe(manifest, file)) print(line);
    if (opts.s3Bucket)
      print(
        `Uploaded files are in the S3 bucket ${opts.s3Bucket}: back it up with its versioning or replication.`,
      );
    return { file, manifest, via: 'offline' };
  } finally {
    releaseLock();
  }
}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  force: boolean;
  databaseUrl: string | undefined;
  print?: (line: string) => void;
}

export async function runRestore(opts: RestoreOptions): Promise<void> {
  const print = opts.print ?? ((line: string) => console.log(line));
  const { manifest, dataDir, replaced } = await restoreArchive(opts);
  const parts: string[] = [];
  if (manifest.database.kind === 'pglite')
    parts.push(`the embedded database (${manifest.database.migrationsApplied} migrations)`);
  if (manifest.uploads.storage === 'disk') parts.push(files(manifest.uploads.files));
  for (const s of SECRET_FILES) if (manifest[s.field]) parts.push(`the ${s.what}`);
  print(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${parts.join(', ') || 'nothing'}` +
      (replaced.length ? ` (replacing ${replaced.join(', ')})` : '') +
      '. Start the server: it applies any newer migrations.',
  );
  if (manifest.database.kind === 'pg')
    print(
      'The archive holds no database (PostgreSQL): restore it from its pg_dump file with\n' +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>.dump',
    );
  if (manifest.uploads.storage === 's3')
    print('Uploaded files were on S3: restore them from the bucket versioning or replication if needed.');
  for (const s of SECRET_FILES)
    if (!manifest[s.field])
      print(`The archive holds no ${s.what}: ${s.without} unless ${s.setting} is the same.`);
}

/** Runs a CLI body; a failure prints its message (as admin-create does). The exit code. */
export async function cliMain(body: () => Promise<unknown>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
}
