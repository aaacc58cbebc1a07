import { use } from 'react';
import i18n from 'i18next';
import { LANGUAGES } from './languages.ts';

/**
 * Namespaces that are not in the entry bundle (app/i18n.ts leaves them out). A route loads the ones its pages read
 * with `loadNamespaces` (app/router.tsx `page(load, namespaces)`), in every language, before the page renders; a
 * part that loads on its own (a lazy component) loads its namespaces the same way. Tests load every namespace
 * (app/i18n-all-languages.ts).
 */
export const LAZY_NAMESPACES = [
  'auth',
  'articles',
  'banners',
  'editor',
  'admin',
  'dashboard',
  'documents',
  'files',
  'publicMentors',
  'resources',
  'resume',
  'profile',
  'users',
  'privacy',
  'postings',
  'opportunities',
  'engagements',
  'mentorAdmin',
  'mentoring',
  'meetings',
  'surveys',
  'surveyAnswer',
  'surveyStats',
  'stipends',
  'certificates',
] as const;
export type TLazyNamespace = (typeof LAZY_NAMESPACES)[number];

/**
 * Adds these namespaces in every language to i18next (once; a namespace already there is not loaded again). The
 * files' map is a chunk of its own (locale-files.ts), loaded with the first page that needs one: not in the entry.
 */
export async function loadNamespaces(namespaces: readonly TLazyNamespace[]): Promise<void> {
  if (!namespaces.length) return;
  const { addNamespaces } = await import('./locale-files.ts');
  await addNamespaces(namespaces);
}

const loading = new Map<string, Promise<void>>();

/**
 * For a part that loads on its own, outside a route (a lazy component): suspends it until these namespaces are
 * there, so its chunk brings its texts and the page that shows it does not carry them.
 */
export function useNamespaces(namespaces: readonly TLazyNamespace[]): void {
  const languages = [...LANGUAGES, i18n.language];
  if (namespaces.every((ns) => languages.every((lang) => i18n.hasResourceBundle(lang, ns)))) return;
  const key = namespaces.join(' ');
  let pending = loading.get(key);
  if (!pending) loading.set(key, (pending = loadNamespaces(namespaces)));
  use(pending);
}
