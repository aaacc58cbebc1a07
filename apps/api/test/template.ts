import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.test-template/pglite.tar');
export const TEMPLATE_DB = 'praktika_test_template';

export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
