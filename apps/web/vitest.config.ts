import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { cyrillicLocales } from './scripts/cyrillic-locales.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return testFiles(rel);
    return TEST_FILE.test(e.name) ? [rel] : [];
  });
}

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) run isolated, each in a fresh module cache and jsdom
 * window: without isolation a mocked module stays mocked for the worker's next files, and a file that mocks a module
 * another file imported first gets the real one. Found by reading the files, so a new file that mocks is isolated too.
 */
const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
const isolated = ['src', 'test']
  .flatMap((dir) => testFiles(dir))
  .filter((file) => MOCKS_A_MODULE.test(fs.readFileSync(path.join(root, file), 'utf8')));
const isolatedProject: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'web (isolated)', include: isolated, isolate: true },
};

export default defineConfig({
  plugins: [react(), cyrillicLocales(path.join(root, 'src/locales'))],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 20000,
    projects: [
      {
        // Every other file shares its worker's module cache and jsdom window with the worker's other files: React,
        // antd, the router and the app are imported, and jsdom is set up, once per worker instead of once per file
        // (most of the suite's time). test/setup.ts gives each file the state a fresh page starts with.
        extends: true,
        test: {
          name: 'web',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      ...(isolated.length ? [isolatedProject] : []),
    ],
  },
});
