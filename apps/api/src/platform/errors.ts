import { ERROR_STATUS, type ErrorType } from '@praktika/contracts/errors';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from './db/pg-error.ts';

export interface ErrorDetail {
  field: string;
  issue: string;
  /** For a too-long text or list: its limit, and whether it counts characters or items. */
  max?: number;
  origin?: 'string' | 'array';
  /** For an item still in use: how many records reference it. */
  count?: number;
  /** For a value below a minimum (a mentor's years of experience): the minimum. */
  min?: number;
  /** For `minExperience`: the years the mentor gave (null: none given). */
  given?: number | null;
}

/** A typed, expected failure. The error handler turns it into the envelope; routes never build errors. */
export class AppError extends Error {
  readonly code: ErrorType;
  readonly details: ErrorDetail[] | undefined;
  /** Extra message parameters for the translated text. */
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorType,
    message?: string,
    details?: ErrorDetail[],
    params?: Record<string, string | number>,
  ) {
    super(message ?? code);
    this.code = code;
    this.details = details;
    this.params = params;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/* The small helpers every service shares (issue 18): one typed version of each, no re-declarations. */

/** Keys a detail may carry besides its field and issue (a limit, a count, a minimum). */
export type DetailExtras = Omit<ErrorDetail, 'field' | 'issue'>;

/**
 * A VALIDATION_ERROR about one field: details `[{ field, issue, ...extras }]`. `message` names a special message
 * instead of the type's own (an opportunity's DEADLINE_PUSH); without it the message is the type's.
 */
export const invalid = (field: string, issue: string, extras?: DetailExtras, message?: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, issue, ...extras }]);

/** A VALIDATION_ERROR with these details, as they are (several fields at once). */
export const invalidAll = (details: ErrorDetail[]) => new AppError('VALIDATION_ERROR', undefined, details);

/** `code` (an …_EXISTS type) with one detail `{ field, issue: 'exists' }` for each field whose value is taken. */
export const alreadyExists = (code: ErrorType, fields: readonly string[]) =>
  new AppError(
    code,
    undefined,
    fields.map((field): ErrorDetail => ({ field, issue: 'exists' })),
  );

/** `value` is one of `list` (and is narrowed to the list's type). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A service's answers to the constraint violations its writes may meet; null: not one it answers. */
export interface WriteErrorAnswers {
  /** A unique index refused the row (a race the checks before could not see), by the index's name. */
  unique?: (constraint: string) => AppError | null;
  /** A foreign key found no referenced row (deleted meanwhile), by the constraint's name. */
  foreignKey?: (constraint: string) => AppError | null;
}

/**
 * A failed write as the service answers it: an AppError (a rule the transaction threw) as it is; a unique or
 * foreign-key violation through `answers`; anything else, or a violation with no answer, unchanged (a 500).
 */
export function fromWriteError(err: unknown, answers: WriteErrorAnswers): unknown {
  if (err instanceof AppError) return err;
  const pg = pgError(err);
  const answer =
    pg?.code === PG_UNIQUE_VIOLATION
      ? answers.unique
      : pg?.code === PG_FOREIGN_KEY_VIOLATION
        ? answers.foreignKey
        : undefined;
  return (pg && answer?.(pg.constraint)) ?? err;
}
