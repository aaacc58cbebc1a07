/**
 * Reading API answers in tests: `expectOk` asserts the success envelope and returns its `data`, typed by the
 * contract's answer schema when there is one (and checked against it), else by a type parameter; `expectError`
 * asserts the error envelope and returns it.
 *
 *   const { article } = expectOk(await api('POST', '/articles', 'admin', body), ZArticleResult);
 *   const page = expectOk<{ docs: Json[] }>(res);
 *   expect(expectError(res, 400, 'VALIDATION_ERROR').details).toContainEqual(...);
 */
import { expect } from 'vitest';
import type { z } from 'zod';
import { ZErrorEnvelope } from '@praktika/contracts/common';
import type { ErrorType } from '@praktika/contracts/errors';
import type { InjectResponse } from './role-app.ts';

/** A JSON object as tests write and read it where no contract type fits. */
export type Json = Record<string, unknown>;

/** The error envelope (`success: false`). */
export type ErrorEnvelope = z.output<typeof ZErrorEnvelope>;

/** What a test needs of an answer: `app.inject`'s response or one of the same shape. */
export type Answer = Pick<InjectResponse, 'statusCode' | 'body' | 'json'>;

interface OkOptions {
  /** The expected status (200 unless told). */
  status?: number;
}

function okEnvelope(res: Answer, status: number): unknown {
  expect(res.statusCode, res.body.slice(0, 2000)).toBe(status);
  const body = res.json<{ success?: unknown; data?: unknown }>();
  expect(body.success, res.body.slice(0, 2000)).toBe(true);
  return body.data;
}

/**
 * Asserts a success envelope (status 200 unless told) and returns its `data`. With a schema the data must also
 * match it; the data returned is the answer as sent (not the schema's parsed copy), so key checks still see
 * every key.
 */
export function expectOk<S extends z.ZodType>(res: Answer, schema: S, opts?: OkOptions): z.output<S>;
export function expectOk<T = Json>(res: Answer, schema?: undefined, opts?: OkOptions): T;
export function expectOk(res: Answer, schema?: z.ZodType, opts: OkOptions = {}): unknown {
  const data = okEnvelope(res, opts.status ?? 200);
  if (schema) {
    const parsed = schema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues, 'the answer matches its contract').toEqual([]);
  }
  return data;
}

/** Asserts an error envelope with `status` and `errorType` and returns it (for `details`, `error`). */
export function expectError(res: Answer, status: number, errorType: ErrorType): ErrorEnvelope {
  expect(res.statusCode, res.body.slice(0, 2000)).toBe(status);
  const body = res.json<ErrorEnvelope>();
  expect(body.errorType, res.body.slice(0, 2000)).toBe(errorType);
  expect(body.success).toBe(false);
  return body;
}

/** Asserts a 400 whose `details` include each of `issues` (others may come too). */
export function expectIssues(res: Answer, issues: Array<{ field: string; issue: string }>): void {
  expect(res.statusCode, res.body.slice(0, 2000)).toBe(400);
  expect(res.json<{ details?: unknown }>().details).toEqual(expect.arrayContaining(issues));
}
