import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../db/client.ts';
import { sha256 } from './archive.ts';

/** Raised for what the user can act on (a stopped server, a damaged archive, a non-empty directory): no stack. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export const FORMAT = 'praktika-backup';
export const FORMAT_VERSION = 1;

/** Entry names inside the archive. */
export const ENTRY = {
  database: 'database/pgdata.tar',
  uploadsPrefix: 'uploads/',
  jwtSecret: 'jwt-secret',
  manifest: 'manifest.json',
} as const;

const ZSha = z.string().regex(/^[0-9a-f]{64}$/);
const ZPart = z.object({ bytes: z.number().int().min(0), sha256: ZSha });

export const ZManifest = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  /** `server`: written by the running server; `offline`: by the CLI from a stopped data directory. */
  source: z.enum(['server', 'offline']),
  app: z.object({ version: z.string(), migrations: z.number().int().min(0) }),
  database: z.discriminatedUnion('kind', [
    /** The embedded database: PGlite's dump of its data directory (a tar). */
    z.object({ kind: z.literal('pglite'), migrationsApplied: z.number().int().min(0), ...ZPart.shape }),
    /** PostgreSQL is backed up with pg_dump; not in this archive. */
    z.object({ kind: z.literal('pg') }),
  ]),
  uploads: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('disk'),
      files: z.number().int().min(0),
      bytes: z.number().int().min(0),
      /** Of the `list` lines (`key size sha256\n`, in order): the part as a whole. */
      sha256: ZSha,
      list: z.array(z.object({ key: z.string(), bytes: z.number().int().min(0), sha256: ZSha })),
    }),
    /** Files on S3 are backed up by the bucket (versioning, replication); not in this archive. */
    z.object({ storage: z.literal('s3') }),
  ]),
  /** DATA_DIR/jwt-secret, when the data directory had one (sessions survive a restore). */
  jwtSecret: ZPart.nullable(),
});
export type Manifest = z.infer<typeof ZManifest>;
export type UploadEntry = { key: string; bytes: number; sha256: string };

/** The uploads part's own checksum, over its list. */
export const listChecksum = (list: readonly UploadEntry[]): string =>
  sha256(list.map((f) => `${f.key} ${f.bytes} ${f.sha256}\n`).join(''));

/** This build's version and how many migrations it knows (a backup from a newer build is refused). */
export function appInfo(): { version: string; migrations: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const pkg = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, '../../../package.json'), 'utf8')) as {
    version: string;
  };
  return { version: pkg.version, migrations: journal.entries.length };
}

/** The applied migrations as Drizzle records them. */
export const MIGRATIONS_APPLIED_SQL = 'select count(*)::int as n from drizzle.__drizzle_migrations';
