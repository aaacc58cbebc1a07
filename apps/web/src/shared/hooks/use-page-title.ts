import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const APP_NAME = 'Praktika';

/** "<Page> · Praktika", or the app name alone for an empty page name. */
export function pageTitle(page: string): string {
  return page.trim() ? `${page.trim()} · ${APP_NAME}` : APP_NAME;
}

/**
 * Sets `document.title` to "<Page> · Praktika", translated in the current language and updated when the language
 * changes. `key` is a namespaced translation key (often the page's own heading, e.g. `public:mentorship.title`);
 * `values` fills its placeholders.
 */
export function usePageTitle(key: string, values?: Record<string, string | number>): void {
  const { t, i18n } = useTranslation();
  const text = t(key, values ?? {});
  useEffect(() => {
    document.title = pageTitle(text);
  }, [text, i18n.language]);
}
