import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  UI_LANGUAGES,
  isUiLanguage,
  languageTag,
  type TUiLanguage,
} from '../shared/lib/languages.ts';
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
    '!../locales/sq/{auth,articles,banners,editor,admin,dashboard,documents,files,publicMentors,resources,resume,profile,users,privacy,postings,opportunities,engagements,mentoring,mentorAdmin,meetings,surveys,surveyAnswer,surveyStats,stipends,certificates}.json',
  ],
  { eager: true },
);
const otherLanguageFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/sq/*.json',
  '!../locales/*/{auth,articles,banners,editor,admin,dashboard,documents,files,publicMentors,resources,resume,profile,users,privacy,postings,opportunities,engagements,mentoring,mentorAdmin,meetings,surveys,surveyAnswer,surveyStats,stipends,certificates}.json',
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
    // Serbian in Cyrillic: the Serbian file through toCyrillic, at build time (scripts/cyrillic-locales.ts); its
    // list of files is a chunk of its own, out of the entry
    const load =
      language === 'sr-Cyrl'
        ? async () => {
            const { default: srCyrl } = await import('virtual:sr-cyrl-locales');
            const file = srCyrl[namespace];
            if (!file) throw new Error(`no Serbian file ${namespace}.json to derive`);
            return file();
          }
        : otherLanguageFiles[`../locales/${language}/${namespace}.json`];
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

/**
 * The language to start in: `?lng=` when a link names one (links travel with their language: sq, sr, sr-Cyrl,
 * en), else the one chosen before on this browser, else Albanian.
 */
export function storedLanguage(): TUiLanguage {
  const fromLink = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lng');
  if (isUiLanguage(fromLink)) return fromLink;
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return isUiLanguage(v) ? v : DEFAULT_LANGUAGE;
}

function applyLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(lang);
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
    supportedLngs: [...UI_LANGUAGES],
    // sr-Cyrl is a language of its own (its texts are whole), not sr's variant: load it alone
    load: 'currentOnly',
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
export function setLanguage(lang: TUiLanguage): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

/**
 * Resolves once every language's texts are there: pages other than the home page wait for it (router.tsx), as
 * a page may show a text in another language than the visitor's (a survey in its own language). The home page
 * loads another language's texts only when the visitor chooses it.
 */
export function allLanguagesReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadLanguages([...new Set<string>([...LANGUAGES, i18n.language])], () => resolve());
  });
}

/** Resolves once the current language's texts are there (at once for the default language). */
export function languageReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadLanguages(i18n.language, () => resolve());
  });
}

export default i18n;
