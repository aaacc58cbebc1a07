import { z } from 'zod';
import type { ErrorType } from './errors.ts';

export const LANGUAGES = ['sq', 'sr', 'en'] as const;
export const DEFAULT_LANGUAGE = 'sq';
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const ROLES = ['intern', 'business', 'mentor', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** The three kinds of account; admins are business-type accounts with role admin. */
export const ACCOUNT_TYPES = ['intern', 'business', 'mentor'] as const;
export const ZAccountType = z.enum(ACCOUNT_TYPES);
export type TAccountType = z.infer<typeof ZAccountType>;

export const ZId = z.string().uuid();
export const ZIdParam = z.object({ id: ZId });

/** Booleans in query strings arrive as text. */
export const ZQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Multi-value filters: repeated parameters and comma lists both work. */
export function zMulti<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
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
      details?: { field: string; issue: string }[];
    };

export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, error: z.null() });
}

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  errorType: z.string(),
  reqId: z.string().optional(),
  details: z.array(z.object({ field: z.string(), issue: z.string() })).optional(),
});

export const ZMessage = z.object({ message: z.string() });
