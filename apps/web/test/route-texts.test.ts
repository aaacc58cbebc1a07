import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TEXTS } from '../src/app/route-texts.ts';
import { LAZY_NAMESPACES } from '../src/shared/lib/lazy-locales.ts';
import { LANGUAGES } from '../src/shared/lib/languages.ts';
import { DASHBOARD_NAMESPACES } from '../src/app/dashboard/dashboard-namespaces.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
const LAZY: readonly string[] = LAZY_NAMESPACES;
const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;

/** The lazy namespaces a module names: `useTranslation('ns')`, `useTranslation(['a', 'b'])`, `'ns:key'`. */
function namespacesIn(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const n of m[1]!.matchAll(/'(\w+)'/g)) found.add(n[1]!);
  for (const m of source.matchAll(/['"`](\w+):[\w.]+/g)) found.add(m[1]!);
  return [...found].filter((n) => LAZY.includes(n));
}

/**
 * The lazy namespaces read by a module and everything it imports (statically or lazily), except the parts that
 * load their own (`useNamespaces`).
 */
function namespacesFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    if (file !== entry && /\buseNamespaces\(\[/.test(source)) continue;
    for (const n of namespacesIn(source)) found.add(n);
    for (const m of source.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      if (/\.tsx?$/.test(target) && fs.existsSync(target)) stack.push(target);
    }
  }
  return found;
}

const router = fs.readFileSync(path.join(SRC, 'app/router.tsx'), 'utf8');
const pages = [...router.matchAll(/page\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)].map(
  (m) => [m[1]!, path.resolve(SRC, 'app', m[2]!)] as const,
);

describe('each route loads the texts its pages read (app/route-texts.ts)', () => {
  it('finds the routes', () => expect(pages.length).toBeGreaterThan(30));

  it.each(pages)('%s', (route, module) => {
    const declared = ROUTE_TEXTS[route] ?? [];
    expect([...namespacesFrom(module)].filter((n) => !declared.includes(n as never))).toEqual([]);
  });

  it("the dashboard's one text chunk holds exactly its namespaces in every language", async () => {
    const { DASHBOARD_TEXT_FILES } = await import('../src/app/dashboard/dashboard-texts.ts');
    const expected = DASHBOARD_NAMESPACES.flatMap((ns) =>
      LANGUAGES.map((lang) => `../../locales/${lang}/${ns}.json`),
    );
    expect([...DASHBOARD_TEXT_FILES].sort()).toEqual(expected.sort());
  });

  it('the prerendered home page reads only namespaces of the entry', () => {
    expect([...namespacesFrom(path.join(SRC, 'app/routes/home-route.tsx'))]).toEqual([]);
  });
});
