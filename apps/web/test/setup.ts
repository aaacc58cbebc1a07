import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { takeSessionExpired } from '../src/shared/lib/api-client.ts';
import { resetSessionEndReason } from '../src/shared/lib/session.ts';
import i18n from '../src/app/i18n.ts';
import { DEFAULT_LANGUAGE } from '../src/shared/lib/languages.ts';
// every language's texts at once (the app loads the other languages' files on demand)
import '../src/app/i18n-all-languages.ts';

// This file runs before every test file. Most files share their worker's module cache and jsdom window with the
// files before them (vitest.config.ts, isolate: false): each starts as a fresh page does, in the default language
// (a previous file's tests may have switched to English) with nothing stored.
await i18n.changeLanguage(DEFAULT_LANGUAGE);
localStorage.clear();
sessionStorage.clear();

// findBy*/waitFor wait for a condition; this is only how long before they give up. The default second is less than
// an antd page's first render takes on a loaded machine (2 cores shared by several suites), where tests failed
// although nothing was wrong. A passing test is not slowed by it.
configure({ asyncUtilTimeout: 5000 });

// antd reads matchMedia for responsive parts; jsdom has none. A narrow window whose reader asked for reduced motion
// (app/antd-scope.tsx: antd's motion token off, no click wave), as the browser journeys run; a file that needs
// another window sets its own matchMedia and puts this one back.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;
// antd's selects, tables and text areas measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear(); // e.g. the dashboard's last staff role, a sign-up's pending confirmation
  takeSessionExpired(); // no expiry carries over to the next test
  // A logout or expiry whose navigation the test did not wait for would make the next test's route guards wait
  // for a navigation that never comes (DashboardRoot showed a loader on /dashboard/users instead of redirecting).
  resetSessionEndReason();
  document.title = ''; // a title is the previous test's only until the page under test sets its own
});
