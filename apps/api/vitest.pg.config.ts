import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The same API suite against a PostgreSQL server (CI): each test file gets its own database. The URL is set on
// this process, not only on the workers, so the global setup builds its template there too.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

export default mergeConfig(
  base,
  defineConfig({ test: { env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } } }),
);
