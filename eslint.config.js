import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import webBoundaries from './eslint-rules/web-boundaries.js';
import apiBoundaries from './eslint-rules/api-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'apps/api/.test-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'praktika-web': webBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features apart, shared -> entities -> features -> app, on resolved paths (eslint-rules/web-boundaries.js).
      'praktika-web/layers': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts'],
    plugins: { 'praktika-api': apiBoundaries },
    rules: {
      // Platform and tables below the modules; modules apart, on resolved paths (eslint-rules/api-boundaries.js).
      'praktika-api/layers': 'error',
    },
  },
);
