import { z } from 'zod';
import type { ErrorType } from './errors.ts';

export const LANGUAGES = ['sq', 'sr', 'en'] as const;
export const DEFAULT_LANGUAGE = 'sq';
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

/**
 * The languages a reader chooses (issue 22 §1): the three content languages and Serbian in Cyrillic. Data carries
 * sq, sr and en only; what is written for a reader (the interface, e-mails, PDFs, exports) may be in `sr-Cyrl`:
 * the Serbian text transliterated (`toCyrillic`, ./script.ts). Wherever a body names an `emailLanguage`, it may
 * be any of these.
 */
export const UI_LANGUAGES = ['sq', 'sr', 'sr-Cyrl', 'en'] as const;
export const ZUiLanguage = z.enum(UI_LANGUAGES);
export type TUiLanguage = z.infer<typeof ZUiLanguage>;

/** Whether a value names one of the readers' languages (a query's `lng`, a stored e-mail language). */
export const isUiLanguage = (value: unknown): value is TUiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** The data language of a reader's language: Serbian in either script reads the `sr` values. */
export const contentLanguageOf = (lang: TUiLanguage): TLanguage => (lang === 'sr-Cyrl' ? 'sr' : lang);

export const ROLES = ['intern', 'business', 'mentor', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** The three kinds of account; admins are business-type accounts with role admin. */
export const ACCOUNT_TYPES = ['intern', 'business', 'mentor'] as const;
export const ZAccountType = z.enum(ACCOUNT_TYPES);
export type TAccountType = z.infer<typeof ZAccountType>;

/**
 * Text PostgreSQL cannot store, or cannot store as sent: NUL (U+0000), and UTF-16 surrogates without their
 * pair (a lone high or low surrogate, or a low one before a high one), which would be stored as U+FFFD.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** Issue codes (zod messages) of text fields; the web app translates them as `validation.<code>`. */
export const TEXT_ISSUES = {
  required: 'required',
  tooLong: 'tooLong',
  invalidCharacters: 'invalidCharacters',
} as const;

export interface TextOptions {
  /** Trim surrounding white space before the length checks (default true; passwords and tokens keep theirs). */
  trim?: boolean;
  /** Minimum length (after trimming), reported as `required`; default 0. */
  min?: number;
  /** Maximum length (after trimming), reported as `tooLong`. */
  max?: number;
  /** Issue codes for a missing/short value and a long one (default `required`, `tooLong`). */
  required?: string;
  tooLong?: string;
}

/**
 * THE text primitive: every text field of every body, query and path parameter starts here. It refuses
 * what PostgreSQL cannot store (see `isStorableText`) with `invalidCharacters` before any other check,
 * then trims and checks lengths. It returns a zod string, so formats chain on (`zText().uuid()`,
 * `zText().regex(…)`, `zText().pipe(z.email())`).
 */
export function zText(opts: TextOptions = {}): z.ZodString {
  const required = opts.required ?? TEXT_ISSUES.required;
  // Only a missing or non-string value is `required`: checks chained on later (uuid, regex) keep their own messages.
  let s = z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? required : undefined) })
    .refine(isStorableText, { message: TEXT_ISSUES.invalidCharacters, abort: true });
  if (opts.trim ?? true) s = s.trim();
  if (opts.min) s = s.min(opts.min, required);
  if (opts.max !== undefined) s = s.max(opts.max, opts.tooLong ?? TEXT_ISSUES.tooLong);
  return s;
}

export const ZId = zText({ trim: false }).uuid();
export const ZIdParam = z.object({ id: ZId });

/** Booleans in query strings arrive as text. */
export const ZQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Multi-value filters: repeated parameters and comma lists both work; each value goes through `zText`. */
export function zMulti<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(zText({ trim: false }).pipe(item)));
}

export const MAX_PAGE_LIMIT = 100;
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(10),
  pagination: ZQueryBool.default(true),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function zPaged<T extends z.ZodType>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    prevPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
  });
}
export type TPaged<T> = {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  prevPage: number | null;
  nextPage: number | null;
  hasPrevPage: boolean;
  hasNextPage: boolean;
};

/** The response envelope every API answer uses. */
export type TEnvelope<T> =
  | { success: true; data: T; error: null }
  | {
      success: false;
      data: null;
      error: string;
      errorType: ErrorType;
      reqId?: string;
      details?: {
        field: string;
        issue: string;
        max?: number;
        min?: number;
        origin?: 'string' | 'array';
        count?: number;
      }[];
    };

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  errorType: z.string(),
  reqId: z.string().optional(),
  /**
   * Per field: the issue code, for `tooLong` the limit and whether it counts characters or list items, for
   * `inUse` (RESOURCE_IN_USE, field `id`) how many records still reference the item.
   */
  details: z
    .array(
      z.object({
        field: z.string(),
        issue: z.string(),
        max: z.number().optional(),
        min: z.number().optional(),
        origin: z.enum(['string', 'array']).optional(),
        count: z.number().int().optional(),
        /** For `minExperience`: the years the mentor gave (null: none given). */
        given: z.number().int().nullable().optional(),
      }),
    )
    .optional(),
});

export const ZMessage = z.object({ message: z.string() });

/**
 * Translated content: a name and a description in each language, sent and stored as the six fields
 * `enName, enDescription, sqName, sqDescription, srName, srDescription` (ARCHITECTURE: API conventions).
 * `zTranslatedWrite` is the write shape (names required, descriptions optional) for the given limits;
 * `ZTranslatedRead` the answer shape. Areas extend them with their own fields.
 */
export function zTranslatedWrite(limits: { nameMax: number; descriptionMax: number }) {
  const name = zText({ min: 1, max: limits.nameMax });
  const description = zText({ max: limits.descriptionMax }).default('');
  return z.object({
    enName: name,
    enDescription: description,
    sqName: name,
    sqDescription: description,
    srName: name,
    srDescription: description,
  });
}
export const ZTranslatedRead = z.object({
  enName: z.string(),
  enDescription: z.string(),
  sqName: z.string(),
  sqDescription: z.string(),
  srName: z.string(),
  srDescription: z.string(),
});
