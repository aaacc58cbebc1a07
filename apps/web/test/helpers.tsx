import { onTestFinished, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CATALOGUE_PATHS } from '@praktika/contracts/catalogues';

/** An unsigned JWT with the given claims (the client only decodes it); expires in an hour unless `exp` is given. */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

export interface StubbedCall {
  url: string;
  method: string;
  init?: RequestInit;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export type StubAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
export type StubHandler = (url: string, init?: RequestInit) => StubAnswer | undefined;

/**
 * Replaces fetch. `answer` must answer EVERY call the test causes: a call it returns `undefined` for throws an
 * error naming the method and URL, and fails the test when it finishes (the app turns a thrown fetch into a
 * network error, which a test could otherwise pass through unnoticed).
 */
export function stubFetch(answer: StubHandler = () => undefined) {
  const calls: StubbedCall[] = [];
  const unexpected: string[] = [];
  onTestFinished(() => {
    if (unexpected.length)
      throw new Error(`unexpected API calls (declare them in the test's stub): ${unexpected.join(', ')}`);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, init, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const a = answer(url, init);
      if (!a) {
        unexpected.push(`${method} ${url}`);
        throw new Error(`stubFetch: no answer for ${method} ${url}`);
      }
      return new Response(JSON.stringify(a.body), {
        status: a.status ?? 200,
        headers: { 'content-type': 'application/json', ...a.headers },
      });
    }),
  );
  return calls;
}

/** Same as `stubFetch` (the name the feature tests use). */
export const stubApi = stubFetch;

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data, error: null } });
export const fail = (status: number, errorType: string, error = 'failed', details: unknown[] = []) => ({
  status,
  body: { success: false, data: null, error, errorType, details },
});

/** A paged list answer (`data[key] = { docs, totalDocs, ... }`). */
export function paged<T>(key: string, docs: T[], { page = 1, limit = 10, totalDocs = docs.length } = {}) {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return ok({
    [key]: {
      docs,
      totalDocs,
      limit,
      page,
      totalPages,
      prevPage: page > 1 ? page - 1 : null,
      nextPage: page < totalPages ? page + 1 : null,
      hasPrevPage: page > 1,
      hasNextPage: page < totalPages,
    },
  });
}

/** An uploaded photo as the API describes a file (an intern's CV photo, a mentor's picture). */
export const PHOTO_FILE = {
  _id: 'p1',
  kind: 'photo',
  type: 'image/png',
  size: 10,
  name: 'me.png',
  url: '/api/files/p1',
};

/** A catalogue reference as the API embeds it; the name is `en` in every language unless `sq`/`sr` are given. */
export const catalogueRef = (id: string, en: string, sq = en, sr = en) => ({
  _id: id,
  enName: en,
  sqName: sq,
  srName: sr,
});

/** A catalogue list item: the reference, empty descriptions, and `extra`. */
export const catalogueItem = (id: string, en: string, extra: Record<string, unknown> = {}) => ({
  ...catalogueRef(id, en),
  enDescription: '',
  sqDescription: '',
  srDescription: '',
  ...extra,
});

/**
 * Answers the unpaged list of any reference catalogue (`GET /api/<collection>?pagination=false...`) with `docs`
 * (default: none), for pages whose selects load catalogues the test does not care about.
 */
export function catalogueLists(docs: Partial<Record<string, unknown[]>> = {}): StubHandler {
  return (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return undefined;
    const m = /^\/api\/(\w+)\?(.*)$/.exec(url);
    if (!m || !(CATALOGUE_PATHS as string[]).includes(m[1]!)) return undefined;
    if (new URLSearchParams(m[2]).get('pagination') !== 'false') return undefined;
    return paged(m[1]!, docs[m[1]!] ?? [], { limit: 100000 });
  };
}

/** The first handler that answers. */
export function answerWith(...handlers: StubHandler[]): StubHandler {
  return (url, init) => {
    for (const h of handlers) {
      const a = h(url, init);
      if (a) return a;
    }
    return undefined;
  };
}

/** The home page's public counts (`POST /reports/counts/home`), all zero. */
const HOME_COUNTS = {
  internCount: 0,
  businessCount: 0,
  mentorCount: 0,
  applicationCount: 0,
  jobCount: 0,
  trainingCount: 0,
};

/**
 * Adds the public pages' own content calls to a stub: the home hero's banners, the latest articles and the
 * mentorship page's mentors, all answered with empty lists (so the static hero shows, no article strip and no
 * mentor cards), for tests that pass through those pages.
 */
export const withHome =
  (answer: StubHandler = () => undefined): StubHandler =>
  (url, init) => {
    if (url.startsWith('/api/banners?')) return paged('banners', []);
    if (url.startsWith('/api/articles?')) return paged('articles', []);
    if (url.startsWith('/api/publicmentors?')) return paged('publicMentors', []);
    if (url === '/api/reports/counts/home') return ok({ counts: HOME_COUNTS });
    return answer(url, init);
  };

/**
 * Loads the lazy chunks (page modules and the texts they register) of the routes these paths match, e.g. in a
 * `beforeAll` with a generous timeout. A route's first load transforms its whole module graph (seconds on a
 * loaded machine); inside a test that time ran out the test's waits (a title still the previous test's, a guard
 * that had not redirected yet). Loaded first, a test's waits measure only its own rendering.
 */
export async function loadRoutes(routes: RouteObject[], paths: readonly string[]): Promise<void> {
  const lazies = paths.flatMap((path) =>
    (matchRoutes(routes, path) ?? []).map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy() : undefined,
    ),
  );
  await Promise.all(lazies);
}

/** Opens an antd select and clicks its option with this label (the option's title or text). */
export async function pickOption(user: UserEvent, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  const option = await waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') === label || o.textContent === label,
      );
      if (!found) throw new Error(`no option ${label}`);
      return found;
    },
    { timeout: 5000 },
  );
  await user.click(option);
}
