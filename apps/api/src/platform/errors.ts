import { ERROR_STATUS, type ErrorType } from '@praktika/contracts/errors';

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
