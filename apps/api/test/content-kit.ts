/**
 * What the tests of the admin-written content areas (articles, banners, resources, documents, public mentors)
 * share: bodies with overrides, the files table, multipart form writes and the permission matrix of an area
 * anyone reads and only admins write.
 */
import { expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TRole } from '@praktika/contracts/common';
import { files } from '../src/db/schema/files.ts';
import type { Json } from './api.ts';
import { formData } from './files.ts';
import type { TestApp } from './harness.ts';
import type { ApiMethod, InjectResponse, RoleApp } from './role-app.ts';

/** `base` with `overrides` applied; an override that is `undefined` removes the key. */
export function withOverrides(base: Json, overrides: Json = {}): Json {
  const out: Json = { ...base, ...overrides };
  for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete out[k];
  return out;
}

/** The `files` row of `id` (undefined once removed). */
export async function fileRow(kit: { readonly t: TestApp }, id: string) {
  return (await kit.t.database.db.select().from(files).where(eq(files.id, id)))[0];
}

/** How many `files` rows there are. */
export async function fileCount(kit: { readonly t: TestApp }): Promise<number> {
  return (await kit.t.database.db.select({ n: count() }).from(files))[0]!.n;
}

/** `fileRow` and `fileCount` bound to one test app. */
export function filesOf(kit: { readonly t: TestApp }) {
  return { fileRow: (id: string) => fileRow(kit, id), fileCount: () => fileCount(kit) };
}

type FormValue = string | number | boolean | null | undefined | ReadonlyArray<string>;

/**
 * A write as a browser's FormData sends it (`formData`): text fields (a list as the key repeated, null as empty)
 * and file parts, as `role`, in English.
 */
export async function sendForm(
  kit: RoleApp,
  method: ApiMethod,
  url: string,
  fields: Json,
  parts: Array<{ field: string; bytes: Buffer; filename?: string }> = [],
  role: TRole | null = 'admin',
): Promise<InjectResponse> {
  const text: Record<string, FormValue> = {};
  for (const [k, v] of Object.entries(fields))
    text[k] = Array.isArray(v) ? (v as string[]) : v === null || v === undefined ? v : String(v);
  const form = await formData(text, parts);
  return kit.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...kit.headersOf(role), ...form.headers, 'accept-language': 'en' },
    payload: form.payload,
  });
}

/**
 * A form writer for one area: `send(method, url, fields, file?, role?)` sends the fields with `file` (if any) as
 * the part `field` named `filename`, as `role` (an admin unless told).
 */
export function formSender(kit: RoleApp, field: string, filename: string) {
  return (method: ApiMethod, url: string, fields: Json, file?: Buffer, role: TRole = 'admin') =>
    sendForm(kit, method, url, fields, file ? [{ field, bytes: file, filename }] : [], role);
}

/** Expected statuses per role of an area anyone lists and reads and only admins write. */
export type AccessWant = { list: number; read: number; write: number };

/** One request of a permission check: its label, which expected status applies, and how to send it. */
export type AccessCheck = [
  label: string,
  kind: keyof AccessWant,
  send: () => Promise<{ statusCode: number }>,
];

/**
 * For each role of `matrix` in turn, sends the requests `checks(role)` lists (`false`: none), one after the other,
 * and expects each to answer the role's status for its kind (the message: the label and the role).
 */
export async function expectAccess(
  matrix: Array<[TRole | null, AccessWant]>,
  checks: (role: TRole | null) => Array<AccessCheck | false>,
): Promise<void> {
  for (const [role, want] of matrix)
    for (const check of checks(role)) {
      if (!check) continue;
      const [label, kind, send] = check;
      expect((await send()).statusCode, `${label} ${String(role)}`).toBe(want[kind]);
    }
}

/** Anyone lists and reads; a visitor's write is 401, a non-admin's 403, an admin's 200. */
export const PUBLIC_READ_ADMIN_WRITE: Array<[TRole | null, AccessWant]> = [
  [null, { list: 200, read: 200, write: 401 }],
  ['intern', { list: 200, read: 200, write: 403 }],
  ['business', { list: 200, read: 200, write: 403 }],
  ['mentor', { list: 200, read: 200, write: 403 }],
  ['admin', { list: 200, read: 200, write: 200 }],
];
