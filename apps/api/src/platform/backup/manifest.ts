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
/**
 * The format this build writes. A reader accepts every version up to its own and refuses a newer one with "made by
 * a newer version" (an older build would otherwise call an entry it does not know damage). 1: database, uploads,
 * `jwt-secret`; 2 (2026-11-27): also `certificate-signing-key` (a version-1 manifest has no
 * `certificateSigningKey`, read as null: such an archive restores as one without the key).
 */
export const FORMAT_VERSION = 2;

/** Entry names inside the archive (the secret files are entries under their own names: SECRET_FILES). */
export const ENTRY = {
  database: 'database/pgdata.tar',
  uploadsPrefix: 'uploads/',
  manifest: 'manifest.json',
} as const;

const ZSha = z.string().regex(/^[0-9a-f]{64}$/);
const ZPart = z.object({ bytes: z.number().int().min(0), sha256: ZSha });

/** The manifest's fields of the secret files: each one's size and SHA-256, null when the directory had none. */
const ZSecrets = z.object({
  /** DATA_DIR/jwt-secret (sessions and e-mailed links survive a restore). */
  jwtSecret: ZPart.nullable(),
  /** DATA_DIR/certificate-signing-key (issued certificates stay verifiable); absent in format 1. */
  certificateSigningKey: ZPart.nullable().default(null),
});
export type SecretField = keyof z.infer<typeof ZSecrets>;

export interface SecretFile {
  /** Its manifest field. */
  field: SecretField;
  /** Its name in DATA_DIR, and its entry's name in the archive. */
  file: string;
  /** The setting that, when configured, replaces the file (it is then not generated, nor in the archive). */
  setting: string;
  /** How messages name it (without an article). */
  what: string;
  /** What restoring an archive without it means. */
  without: string;
}

const SECRETS: { [F in SecretField]: Omit<SecretFile, 'field'> } = {
  jwtSecret: {
    file: 'jwt-secret',
    setting: 'JWT_SECRET',
    what: 'JWT secret',
    without: 'sessions signed before the backup end',
  },
  certificateSigningKey: {
    file: 'certificate-signing-key',
    setting: 'CERTIFICATE_SIGNING_KEY',
    what: 'certificate signing key',
    without: 'certificates signed before the backup no longer verify',
  },
};

/**
 * The data directory's secret files: what platform/secrets.ts generates once where its setting is not configured
 * (one per manifest field, by type). Each is archived when the directory has it (an entry and a checksum in the
 * manifest), checked on restore and written with mode 0600; restoring an archive without it leaves the directory's
 * own alone.
 */
export const SECRET_FILES: readonly SecretFile[] = (Object.keys(SECRETS) as SecretField[]).map((field) => ({
  field,
  ...SECRETS[field],
}));

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
  ...ZSecrets.shape,
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
