/**
 * What the tests of the admin-written content areas (articles, banners, resources, documents, public mentors)
 * share: bodies with overrides, the files table, multipart form writes and the permission matrix of an area
 * anyone reads and only admins write.
 */
import { expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TRole } from '@praktika/contracts/common';
import { files } from '../src/db/schema/files.ts';
import type { Answer, Json } from './api.ts';
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

/**
 * The permission checks the content areas share for their routes at `path` (`/articles`) and the record `id`:
 * list, read, create, update, and for everyone but an admin (whose would be 400) a create with an empty body,
 * which the guard refuses before validation. An area adds its own routes after these.
 */
export function contentAccessChecks(
  kit: Pick<RoleApp, 'api'>,
  path: string,
  id: unknown,
  body: () => Json,
  role: TRole | null,
): Array<AccessCheck | false> {
  return [
    ['list', 'list', () => kit.api('GET', path, role)],
    ['read', 'read', () => kit.api('GET', `${path}/${String(id)}`, role)],
    ['create', 'write', () => kit.api('POST', path, role, body())],
    role !== 'admin' && ['create {}', 'write', () => kit.api('POST', path, role, {})],
    ['update', 'write', () => kit.api('PUT', `${path}/${String(id)}`, role, body())],
  ];
}

/** For each role of `matrix`, deletes a record `create` makes and expects the role's `write` status. */
export async function expectDeleteAccess(
  kit: Pick<RoleApp, 'api'>,
  path: string,
  matrix: Array<[TRole | null, AccessWant]>,
  create: () => Promise<Json>,
): Promise<void> {
  for (const [role, want] of matrix) {
    const doomed = await create();
    const res = await kit.api('DELETE', `${path}/${String(doomed._id)}`, role);
    expect(res.statusCode, `delete ${role}`).toBe(want.write);
  }
}

/**
 * Every route with an id: `requests(id)` sent (one after the other) with an unknown id answer 404 `NOT_FOUND`,
 * and with each id of `malformed` 400 with a detail on `field`.
 */
export async function expectIdChecks(
  unknown: string,
  malformed: string[],
  field: string,
  requests: (id: string) => Array<() => Promise<Answer>>,
): Promise<void> {
  for (const send of requests(unknown)) {
    const res = await send();
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ errorType: string }>().errorType).toBe('NOT_FOUND');
  }
  for (const bad of malformed)
    for (const send of requests(bad)) {
      const res = await send();
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ details: unknown }>().details).toContainEqual(expect.objectContaining({ field }));
    }
}

/** Simultaneous writes of the same names (`sends` all at once): one 200, every other 409 with `errorType`. */
export async function expectOneWins(sends: Array<Promise<Answer>>, errorType: string): Promise<void> {
  const answers = await Promise.all(sends);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...sends.slice(1).map(() => 409)]);
  for (const r of answers.filter((a) => a.statusCode === 409))
    expect(r.json<{ errorType: string }>().errorType).toBe(errorType);
}

/**
 * Names unique per language, ignoring case, as `path`'s writes check them: with a record named `names` made, a
 * create reusing `one` (one name in another case) and one reusing all three are 409 `errorType` naming exactly
 * those fields, another record renamed with `clash` is 409 naming its field, and the record keeping its own
 * names in `recased` is 200.
 */
export async function expectUniqueNames(
  kit: Pick<RoleApp, 'api'>,
  o: {
    path: string;
    errorType: string;
    body: (overrides?: Json) => Json;
    create: (overrides?: Json) => Promise<Json>;
    names: Json;
    one: Json;
    all: Json;
    clash: Json;
    recased: Json;
  },
): Promise<void> {
  const fields = (j: Json) => Object.keys(j).map((field) => ({ field, issue: 'exists' }));
  const first = await o.create(o.names);
  const one = await kit.api('POST', o.path, 'admin', o.body(o.one));
  expect(one.statusCode).toBe(409);
  expect(one.json()).toMatchObject({ success: false, errorType: o.errorType });
  expect(one.json().details).toEqual(fields(o.one));
  const all = await kit.api('POST', o.path, 'admin', o.body(o.all));
  expect(all.statusCode).toBe(409);
  expect(all.json().details).toEqual(fields(o.all));
  const other = await o.create();
  const clash = await kit.api('PUT', `${o.path}/${String(other._id)}`, 'admin', o.body(o.clash));
  expect(clash.statusCode).toBe(409);
  expect(clash.json().details).toEqual(fields(o.clash));
  const same = await kit.api('PUT', `${o.path}/${String(first._id)}`, 'admin', o.body(o.recased));
  expect(same.statusCode, same.body).toBe(200);
}

/**
 * An area's body maker: `make(n)` with a new number each call (for names that must not clash), with `overrides`
 * applied as `withOverrides` does.
 */
export function bodyMaker(make: (n: number) => Json): (overrides?: Json) => Json {
  let seq = 0;
  return (overrides = {}) => withOverrides(make(++seq), overrides);
}
