/**
 * The one reader of PostgreSQL errors. Drizzle wraps the driver's error (`cause`); node-postgres and PGlite both
 * carry the SQLSTATE `code` and, for constraint violations, the `constraint` name.
 */
export interface PgErrorInfo {
  code: string;
  constraint: string;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Raised instead of 23503 when a referencing foreign key is ON DELETE RESTRICT (PGlite's PostgreSQL 18). */
export const PG_RESTRICT_VIOLATION = '23001';
/** Malformed input a column type refuses (uuid, date, …). */
export const PG_INVALID_TEXT = ['22P02', '22007', '22008', '22021'] as const;

/** The PostgreSQL error behind `err` (searching its `cause` chain), if any. */
export function pgError(err: unknown): PgErrorInfo | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The violated unique constraint's name ('' when unnamed), or null when `err` is no unique violation. */
export function uniqueViolation(err: unknown): string | null {
  const pg = pgError(err);
  return pg?.code === PG_UNIQUE_VIOLATION ? pg.constraint : null;
}

/** The write failed because another row still references the one being deleted or re-keyed. */
export function isStillReferenced(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}
