import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/sq';
import 'dayjs/locale/sr';
import 'dayjs/locale/en';
import { LANGUAGES, DEFAULT_LANGUAGE, type TLanguage } from '../shared/lib/languages.ts';
import { LANGUAGE_KEY } from '../shared/lib/session.ts';

/**
 * Every locales/{lang}/{namespace}.json, bundled: the texts are small and must work offline. The namespaces of
 * LAZY_NAMESPACES (shared/lib/lazy-locales.ts) travel with the chunks that use them instead.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../locales/*/*.json',
    '!../locales/*/{articles,banners,editor,admin,dashboard,documents,files,publicMentors,resources,resume,profile,users,privacy,postings,opportunities,engagements,mentoring,mentorAdmin,meetings,surveys,surveyAnswer,surveyStats}.json',
  ],
  { eager: true },
);

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!m) continue;
  const [, lang, ns] = m as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = mod.default;
}
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

export function storedLanguage(): TLanguage {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as TLanguage) : DEFAULT_LANGUAGE;
}

function applyLanguage(lang: string) {
  dayjs.locale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'sr' ? 'sr-Latn' : lang;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(i18n.language);

i18n.on('languageChanged', (lang) => {
  localStorage.setItem(LANGUAGE_KEY, lang);
  applyLanguage(lang);
});

export function setLanguage(lang: TLanguage): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

export default i18n;
