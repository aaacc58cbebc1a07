/**
 * Every text field of every registered route refuses what PostgreSQL cannot store (NUL, unpaired UTF-16
 * surrogates) with 400 VALIDATION_ERROR and a `details` entry naming the field: the contracts' `zText`
 * primitive. The routes and their zod schemas are collected as the app registers them, so a route added
 * later is covered without touching this file, and a text field declared with a plain `z.string()` fails here.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_ISSUES } from '@praktika/contracts/common';
import type { TestApp } from '../../../test/harness.ts';
import { buildAppSeeingRoutes } from '../../../test/routes.ts';
import { captureMailer, createUser } from '../../../test/factories.ts';

type Location = 'body' | 'querystring' | 'params';
const LOCATIONS: readonly Location[] = ['body', 'querystring', 'params'];

interface CollectedRoute {
  method: string;
  url: string;
  schemas: Partial<Record<Location, z.ZodType>>;
}

interface TextField {
  route: CollectedRoute;
  location: Location;
  /** Property names and array indexes from the schema's root to the string. */
  path: (string | number)[];
  /** Enums accept only their own words: any field-named 400 will do; free text must say invalidCharacters. */
  kind: 'text' | 'enum';
  /** Discriminators of the union variants on the way (`questions.0.type = TEXT`), sent along so the variant is read. */
  givens?: Given[];
}
type Given = { path: (string | number)[]; value: unknown };

/** What a request carries for one field: JSON in bodies; percent-encoded (UTF-8, or WTF-8 for lone surrogates) in URLs. */
const VALUES = [
  { body: 'a\u0000b', url: 'a%00b', label: 'NUL inside' },
  { body: '\ud800', url: '%ED%A0%80', label: 'lone high surrogate' },
  { body: '\udfff\ud800', url: '%ED%BF%BF%ED%A0%80', label: 'reversed surrogate pair' },
] as const;

/** A well-formed value for path parameters the current request does not target (ids are uuids). */
const OTHER_PARAM = '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f';
/** Routes whose guard admits only the account named in the path (admins included or not), before validation. */
const OWNER_ONLY = new Set(['/api/businesses/:id/change-request']);

const isZod = (s: unknown): s is z.ZodType => typeof s === 'object' && s !== null && '_zod' in s;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** The string-typed places of a schema's input, nested objects and arrays included. */
function stringPaths(
  schema: z.ZodType,
): Array<{ path: (string | number)[]; kind: 'text' | 'enum'; givens: Given[] }> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found = new Map<string, { path: (string | number)[]; kind: 'text' | 'enum'; givens: Given[] }>();
  const visit = (node: JsonSchema | undefined, path: (string | number)[], depth: number, givens: Given[]) => {
    if (!node || depth > 12) return;
    if (node.$ref) {
      const name = node.$ref.replace(/^#\/\$defs\//, '');
      visit(root.$defs?.[name], path, depth + 1, givens);
    }
    for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      // A discriminated union's variant is read only with its discriminator: send it along.
      const discriminators = Object.entries(variant.properties ?? {})
        .filter(([, child]) => child.const !== undefined)
        .map(([name, child]) => ({ path: [...path, name], value: child.const }));
      visit(variant, path, depth + 1, [...givens, ...discriminators]);
    }
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.includes('string')) {
      const key = path.join('.');
      const kind = node.enum || node.const !== undefined ? 'enum' : 'text';
      // The same place reached as free text through one variant counts as free text.
      if (found.get(key)?.kind !== 'text')
        found.set(key, { path, kind, givens: givens.filter((g) => g.path.join('.') !== key) });
    }
    for (const [name, child] of Object.entries(node.properties ?? {}))
      visit(child, [...path, name], depth + 1, givens);
    const items = Array.isArray(node.items) ? node.items : node.items ? [node.items] : [];
    for (const item of items) visit(item, [...path, 0], depth + 1, givens);
  };
  visit(root, [], 0, []);
  return [...found.values()];
}

function setAt(path: (string | number)[], value: unknown, into?: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(into) ? [...(into as unknown[])] : [];
    list[head] = setAt(rest, value, list[head]);
    return list;
  }
  const obj = into && typeof into === 'object' ? { ...(into as Record<string, unknown>) } : {};
  obj[head!] = setAt(rest, value, obj[head!]);
  return obj;
}

interface Envelope {
  errorType?: string;
  details?: { field: string; issue: string }[];
}

/** The envelope, or nothing for a non-JSON answer (the dev mailbox's page). */
function parse(text: string): Envelope {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return {};
  }
}

const routes: CollectedRoute[] = [];
/** Keeps each route's methods (but HEAD) with its zod schemas. */
const collect = (route: RouteOptions, methods: string[]) => {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const schemas: CollectedRoute['schemas'] = {};
  for (const location of LOCATIONS) {
    const s = schema[location];
    if (isZod(s)) schemas[location] = s;
  }
  for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schemas });
};

let t: TestApp;
/**
 * No session first, then each role: the first that gets past the route's guard (not 401/403). Path parameters
 * other than the one under test carry the session's own account id, so routes only an account's owner may call
 * (`/businesses/:id/change-request`) are reached too.
 */
interface Session {
  headers: { authorization?: string };
  id?: string;
}
const sessions: Session[] = [{ headers: {} }];

beforeAll(async () => {
  t = await buildAppSeeingRoutes(
    { config: { authRateLimit: 1_000_000 }, deps: { mailer: captureMailer() } },
    collect,
  );
  for (const role of ['admin', 'business', 'intern', 'mentor'] as const) {
    const user = await createUser(t.app, role, { approved: true });
    sessions.push({ headers: user.headers, id: user.id });
  }
});
afterAll(async () => {
  await t?.close();
});

function inject(field: TextField, value: (typeof VALUES)[number], { headers, id }: Session) {
  const { route, location, path } = field;
  const target = location === 'params' ? String(path[0]) : undefined;
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === target ? value.url : (id ?? OTHER_PARAM),
  );
  const query = location === 'querystring' ? `?${encodeURIComponent(String(path[0]))}=${value.url}` : '';
  return t.app.inject({
    method: route.method as 'GET',
    url: url + query,
    headers,
    ...(location === 'body'
      ? {
          payload: (field.givens ?? []).reduce(
            (body, g) => setAt(g.path, g.value, body),
            setAt(path, value.body),
          ) as Record<string, unknown>,
        }
      : {}),
  });
}

describe('text fields refuse characters PostgreSQL cannot store', () => {
  it('every string field of every route body, query and path: 400 VALIDATION_ERROR naming it, never 5xx', async () => {
    const fields: TextField[] = routes.flatMap((route) =>
      LOCATIONS.flatMap((location) => {
        const schema = route.schemas[location];
        if (!schema) return [];
        const places = stringPaths(schema);
        // A URL carries one level: query and path parameters are tested by their top-level name.
        return (location === 'body' ? places : places.filter((p) => p.path.length === 1)).map((p) => ({
          route,
          location,
          ...p,
        }));
      }),
    );

    // The collection works: known routes and fields of each location are there.
    const names = new Set(
      fields.map((f) => `${f.route.method} ${f.route.url} ${f.location}.${f.path.join('.')}`),
    );
    for (const expected of [
      'POST /api/skills body.enName',
      'PUT /api/tags/:id body.srDescription',
      'PUT /api/tags/:id params.id',
      'GET /api/skills querystring.name',
      'POST /api/interns/auth/signup body.name',
      'POST /api/interns/auth/signup body.categories.0',
      'POST /api/businesses/auth/login body.password',
      'POST /api/mentors/auth/reset/:resetToken params.resetToken',
      'GET /api/businesses querystring.businessName',
      'GET /api/dev/mailbox querystring.to',
    ])
      expect(names, expected).toContain(expected);

    // Which session reaches each route's validation (guards answer 401/403 before it).
    const byRoute = new Map<CollectedRoute, TextField[]>();
    for (const f of fields) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
    const sessionOf = new Map<CollectedRoute, Session>();
    const failures: string[] = [];
    await Promise.all(
      [...byRoute].map(async ([route, [first]]) => {
        for (const session of sessions) {
          const res = await inject(first!, VALUES[0], session);
          if (res.statusCode !== 401 && res.statusCode !== 403) {
            sessionOf.set(route, session);
            return;
          }
        }
        failures.push(
          `${route.method} ${route.url}: 401/403 for every role, its validation is never reached`,
        );
      }),
    );

    const cases = fields.flatMap((field) => VALUES.map((value) => ({ field, value })));
    const CONCURRENCY = 32;
    for (let i = 0; i < cases.length; i += CONCURRENCY) {
      await Promise.all(
        cases.slice(i, i + CONCURRENCY).map(async ({ field, value }) => {
          const session = sessionOf.get(field.route);
          if (!session) return;
          const key = field.path.join('.');
          const what = `${field.route.method} ${field.route.url} ${field.location}.${key} = ${value.label}`;
          const res = await inject(field, value, session);
          const body = parse(res.body);
          if (res.statusCode >= 500) {
            failures.push(`${what}: ${res.statusCode} ${body.errorType}`);
            return;
          }
          // A URL has no way to carry a lone surrogate: its percent-encoding is not UTF-8, so the query
          // keeps it as literal text and the router refuses the path. It must still never fail the server.
          const transported = field.location === 'body' || value === VALUES[0];
          if (!transported) return;
          // Routes only an account's owner may call compare the path's id with the session before validating
          // anything (permission first): any other id, this one included, is their 403.
          if (field.location === 'params' && res.statusCode === 403 && OWNER_ONLY.has(field.route.url))
            return;
          const named = body.details?.find(
            (d) =>
              (d.field === key || d.field.startsWith(`${key}.`)) &&
              (field.kind === 'enum' || d.issue === TEXT_ISSUES.invalidCharacters),
          );
          if (res.statusCode !== 400 || body.errorType !== 'VALIDATION_ERROR' || !named)
            failures.push(
              `${what}: ${res.statusCode} ${body.errorType} ${JSON.stringify(body.details ?? [])}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(500);
  }, 180_000);
});
