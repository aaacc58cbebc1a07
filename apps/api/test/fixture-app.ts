import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './harness.ts';
import { catalogueFixture, type CatalogueFixture } from './factories.ts';

export interface FixtureApp {
  /** The app (set in `beforeAll`: read it inside tests and hooks, not at module level). */
  readonly t: TestApp;
  /** Two catalogue items per collection accounts reference. */
  readonly fx: CatalogueFixture;
}

/**
 * For test files that make their own accounts (no `useRoleApp` users): this file's app and its catalogue
 * fixture, opened in a `beforeAll` registered here (before the file's own) and closed in `afterAll`.
 */
export function useFixtureApp(opts: Parameters<typeof buildTestApp>[0] = {}): FixtureApp {
  let app: TestApp | undefined;
  let items: CatalogueFixture | undefined;
  beforeAll(async () => {
    app = await buildTestApp(opts);
    items = await catalogueFixture(app.app);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      if (!app) throw new Error('the test app exists from beforeAll on');
      return app;
    },
    get fx() {
      if (!items) throw new Error('the catalogue fixture exists from beforeAll on');
      return items;
    },
  };
}
