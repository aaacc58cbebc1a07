import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's module cache: the app, Fastify, Drizzle, PGlite and pg-boss are imported once per
    // worker instead of once per file (most of the suite's time was import). Safe because no file mocks a module,
    // stubs env or globals, or fakes timers; each builds its own app on its own database (test/harness.ts).
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
    env: { LOG_LEVEL: 'silent' },
  },
});
