import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Journeys that change what other journeys would see while they run: the statistics' counts of today, surveys
 * published (due at once to every intern with an internship), catalogue items added and removed, banners and
 * articles on every visitor's pages.
 */
const ONE_AT_A_TIME = [
  /statistics\.spec\.ts$/,
  /surveys(-stats)?\.spec\.ts$/,
  /admin-catalogues\.spec\.ts$/,
  /articles-banners\.spec\.ts$/,
];

export const E2E_ADMIN = { email: 'admin@praktika.test', password: 'Admin-Passw0rd!' };

/**
 * Journeys in Debian's Chromium against the real server (API + built web app) on a fresh
 * embedded database. scripts/e2e.mjs builds first and gives each run its own DATA_DIR.
 */
export default defineConfig({
  testDir: './e2e',
  // Traces and screenshots of failures; E2E_OUTPUT_DIR keeps concurrent runs apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  // A bound on waiting for a condition, not a delay: a busy runner may take longer than 20 s to render a dashboard
  // page in a fresh browser context (its chunk, its texts and its data) while the other browser and the server
  // share the two cores (seen: the admin's first /dashboard/validation in the pipeline journey).
  expect: { timeout: 30_000 },
  // Two browsers at a time: each journey waits on pages most of its time, so two share the two cores well. Files
  // whose steps change what every page or count shows (ONE_AT_A_TIME) run afterwards, alone.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: ONE_AT_A_TIME },
    { name: 'one at a time', testMatch: ONE_AT_A_TIME, workers: 1, dependencies: ['journeys'] },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      // scripts/e2e.mjs sets CHROMIUM_PATH: Debian's chromium-headless-shell when installed, else chromium.
      executablePath: CHROMIUM,
      args: [
        // The desktop browser needs asking for headless; its headless shell is nothing else.
        ...(CHROMIUM.endsWith('headless-shell') ? [] : ['--headless']),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The reader's system asks for reduced motion: antd's dialogs, menus and toasts appear and go at once
    // (apps/web/src/app/antd-scope.tsx), so a step does not wait for a transition to end before it acts or runs axe.
    // auth.spec.ts keeps the motion most visitors see (test.use there).
    reducedMotion: 'reduce',
    // On CI a trace is recorded for a failed test's retry only: recording every test (screenshots, DOM snapshots)
    // cost about a fifth of the journeys' CPU. Locally (no retries) every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? `/tmp/praktika-e2e-${process.pid}`,
      // An empty PostgreSQL database instead of the embedded one (CI: its native server spends less CPU than
      // PGlite's WebAssembly, which the browsers need).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  },
});
