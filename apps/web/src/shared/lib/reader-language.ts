import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isUiLanguage, type TUiLanguage } from './languages.ts';

/**
 * The language a document is asked in for its reader (issue 22 §1): the interface's own language, sr-Cyrl
 * included, so the CV PDF, the certificate, the verify page and the exports come in the script the reader chose.
 * (API calls for data send the data language instead: `currentLanguage` in api-client.ts.)
 */
export function readerLanguage(): TUiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** `readerLanguage()` in a component: renders again when the interface's language changes. */
export function useReaderLanguage(): TUiLanguage {
  const { i18n: current } = useTranslation();
  return isUiLanguage(current.language) ? current.language : DEFAULT_LANGUAGE;
}
