import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_LANGUAGES, languageName } from '@praktika/contracts/cv';
import { contentLanguage, type TLanguage } from './languages.ts';
import { compareShown, shownText } from './shown-text.ts';

/**
 * A spoken language's name (an ISO code of the CV's and mentors' lists) in data language `lang`, as the reader
 * sees it: in Cyrillic when the interface is (issue 22 §1).
 */
export function shownLanguageName(code: string, lang: TLanguage): string {
  return shownText(languageName(code, lang), lang);
}

/**
 * The options of a select of spoken languages (the CV's, a mentor's): ISO codes named as the reader sees them, in
 * the order of the interface's language (Serbian by its own alphabets, `compareShown`).
 */
export function useSpokenLanguageOptions(): Array<{ value: string; label: string }> {
  const { i18n } = useTranslation();
  const ui = i18n.language;
  return useMemo(() => {
    const lang = contentLanguage(ui);
    const compare = compareShown(ui);
    return CV_LANGUAGES.map((code) => ({ value: code, label: shownLanguageName(code, lang) })).sort((a, b) =>
      compare(a.label, b.label),
    );
  }, [ui]);
}
