import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The same API suite against a PostgreSQL server (CI): each test file gets its own database.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    },
  }),
);
