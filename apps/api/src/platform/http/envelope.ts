import { z } from 'zod';
import type { TPaged } from '@praktika/contracts/common';
import { ZErrorEnvelope } from '@praktika/contracts/common';

/** A success envelope: `{ success: true, data, error: null }`. */
export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}

/** The success envelope's schema around `data`. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, error: z.null() });
}

/** Response schemas for a route: 200 (or `status`) with the data schema, and the error envelope. */
export function responses<T extends z.ZodType>(data: T, status = 200) {
  return {
    [status]: success(data),
    '4xx': ZErrorEnvelope,
    '5xx': ZErrorEnvelope,
  };
}

/** The paged list shape from a page of docs and the total. */
export function paged<T>(docs: T[], totalDocs: number, page: number, limit: number): TPaged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / Math.max(limit, 1)));
  return {
    docs,
    totalDocs,
    limit,
    page,
    totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
  };
}
