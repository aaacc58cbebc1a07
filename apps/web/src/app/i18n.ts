import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, DEFAULT_LANGUAGE, type TLanguage } from '../shared/lib/languages.ts';
import { LANGUAGE_KEY } from '../shared/lib/session.ts';
import { fullStopProcessor } from '../shared/lib/full-stop.ts';

/**
 * The default language's locales/sq/{namespace}.json, bundled: the texts are small, the home page is prerendered
 * in that language and hydrates with them at once. Another language's files load when it is chosen (or was
 * chosen before: main.tsx waits for them before it renders), through the backend below. The namespaces of
 * LAZY_NAMESPACES (shared/lib/lazy-locales.ts) load instead, in every language, with the routes that read them.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../locales/sq/*.json',
    '!../locales/sq/{auth,articles,banners,editor,admin,dashboard,documents,files,publicMentors,resources,resume,profile,users,privacy,postings,opportunities,engagements,mentoring,mentorAdmin,meetings,surveys,surveyAnswer,surveyStats}.json',
  ],
  { eager: true },
);
const otherLanguageFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/sq/*.json',
  '!../locales/*/{auth,articles,banners,editor,admin,dashboard,documents,files,publicMentors,resources,resume,profile,users,privacy,postings,opportunities,engagements,mentoring,mentorAdmin,meetings,surveys,surveyAnswer,surveyStats}.json',
]);

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!m) continue;
  const [, lang, ns] = m as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = mod.default;
}
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

/** i18next backend for the other languages' files (changeLanguage waits for them; useTranslation suspends). */
const otherLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = otherLanguageFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locales/${language}/${namespace}.json to load`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export function storedLanguage(): TLanguage {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as TLanguage) : DEFAULT_LANGUAGE;
}

function applyLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'sr' ? 'sr-Latn' : lang;
}

// `fullStop`: a name ending in a stop at a sentence's end ("… at Kodra SH.P.K..") reads with one stop.
void i18n
  .use(otherLanguages)
  .use(initReactI18next)
  .use(fullStopProcessor)
  .init({
    resources,
    // the bundled default language is used at once (no waiting a tick); the others load through the backend
    partialBundledLanguages: true,
    initAsync: false,
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: ['fullStop'],
  });
applyLanguage(i18n.language);

i18n.on('languageChanged', (lang) => {
  localStorage.setItem(LANGUAGE_KEY, lang);
  applyLanguage(lang);
});

/** Switches the language once its texts are there (the default language's are bundled). */
export function setLanguage(lang: TLanguage): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

/**
 * Resolves once every language's texts are there: pages other than the home page wait for it (router.tsx), as
 * a page may show a text in another language than the visitor's (a survey in its own language). The home page
 * loads another language's texts only when the visitor chooses it.
 */
export function allLanguagesReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadLanguages([...LANGUAGES], () => resolve());
  });
}

/** Resolves once the current language's texts are there (at once for the default language). */
export function languageReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadLanguages(i18n.language, () => resolve());
  });
}

export default i18n;
