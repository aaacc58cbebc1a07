import i18n from 'i18next';

/**
 * Namespaces that are not in the entry bundle (app/i18n.ts leaves them out): each travels with the chunks that
 * use it, which register it with `addLocales` when they load. Texts of the articles, the banners and the
 * rich-text editor, the dashboard and its admin screens, the resource library, the mentor cards and the upload
 * field are read only on pages that are lazy chunks anyway, so the home page's first load does not carry them.
 * Each has `shared/i18n/<ns>-texts.ts`, imported by every module that reads the namespace.
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
] as const;

type LocaleFiles = Record<string, { default: Record<string, unknown> }>;

/** Adds `locales/<lang>/<ns>.json` files (an eager `import.meta.glob`) to i18next; adding twice is harmless. */
export function addLocales(files: LocaleFiles): void {
  for (const [file, mod] of Object.entries(files)) {
    const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (m && !i18n.hasResourceBundle(m[1]!, m[2]!)) i18n.addResourceBundle(m[1]!, m[2]!, mod.default, true);
  }
}
