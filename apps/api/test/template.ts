import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDb: string;
  }
}

export const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.test-template');

/** Set by global-setup: unique per run, so concurrent runs never share a template. */
export function templateFile(): string {
  return inject('templateFile');
}
export function templateDb(): string {
  return inject('templateDb');
}

export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
