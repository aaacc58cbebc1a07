import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import type { AppDeps } from '../src/app.ts';
import { buildTestApp, type TestApp } from './harness.ts';
import { captureMailer, createUser, type TestUser } from './factories.ts';
import type { Json } from './api.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What `app.inject` answers. */
export type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface RoleApp {
  /** The app (set in `beforeAll`: read it inside tests and hooks, not at module level). */
  readonly t: TestApp;
  /** One confirmed (mentors approved) account per role, filled in `beforeAll`. */
  readonly users: Record<TRole, TestUser>;
  /** The data directory of this file's app (uploads land under it). */
  readonly dataDir: string;
  headersOf(role: TRole | null): { authorization?: string };
  /** `/api<url>` as `role` (null: a visitor), in English. */
  api(method: ApiMethod, url: string, role: TRole | null, payload?: Json): Promise<InjectResponse>;
}

/**
 * The fixture most API test files start with: an app on its own data directory with a capturing mailer, one
 * account per role, and a request helper; registered as this file's `beforeAll`/`afterAll`. `setup` runs after
 * the accounts exist (catalogue fixtures and the like).
 */
export function useRoleApp(
  name: string,
  setup?: (kit: RoleApp) => Promise<void>,
  /** Extra app dependencies (e.g. a clock the test moves). */
  deps: Partial<AppDeps> = {},
): RoleApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `praktika-${name}-`));
  const users = {} as Record<TRole, TestUser>;
  let app: TestApp | undefined;
  const kit: RoleApp = {
    get t() {
      if (!app) throw new Error('the test app exists from beforeAll on');
      return app;
    },
    users,
    dataDir,
    headersOf: (role) => (role ? users[role].headers : {}),
    api: async (method, url, role, payload) =>
      await kit.t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...kit.headersOf(role), 'accept-language': 'en' },
        payload,
      }),
  };
  beforeAll(async () => {
    app = await buildTestApp({ config: { dataDir }, deps: { mailer: captureMailer(), ...deps } });
    for (const role of ['intern', 'business', 'mentor', 'admin'] as const)
      users[role] = await createUser(app.app, role, { approved: true });
    await setup?.(kit);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return kit;
}

/** `/api<url>` in English as a role's account (or null: a visitor) or as a user a test made. */
export async function callAs(
  kit: RoleApp,
  method: ApiMethod,
  url: string,
  who: TRole | TestUser | null,
  payload?: object,
): Promise<InjectResponse> {
  if (who === null || typeof who === 'string') return kit.api(method, url, who, payload as never);
  return kit.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...who.headers, 'accept-language': 'en' },
    payload: payload as never,
  });
}
