import i18n from 'i18next';
import { compareSerbianCyrillic, compareSerbianLatin, toCyrillic } from '@praktika/contracts/script';
import { languageTag, type TLanguage } from './languages.ts';

/**
 * A text of the data as the reader sees it: a Serbian (`sr`) value read while the interface is in Cyrillic is
 * shown in Cyrillic (issue 22 §1); anything else as it is. Data keeps Serbian in Latin only, apart from a
 * Cyrillic form given by hand where transliterating gives a poor result (a catalogue item's `srCyrlName`):
 * `cyrillic`, shown instead when present.
 */
export function shownText(text: string, lang: TLanguage, cyrillic?: string | null): string {
  if (lang !== 'sr' || i18n.language !== 'sr-Cyrl') return text;
  return cyrillic || toCyrillic(text);
}

const collators = new Map<string, (a: string, b: string) => number>();

/**
 * How the names shown in interface language `lang` sort (issue 22 §1): Serbian by its own alphabets, written out
 * (`compareSerbianCyrillic`, `compareSerbianLatin`) since browsers without ICU's Serbian data (Debian's Chromium)
 * would sort ђ, ј, љ, њ, ћ, џ and č, ć, đ, š, ž by code point; other languages by `Intl.Collator`.
 */
export function compareShown(lang: string): (a: string, b: string) => number {
  if (lang === 'sr-Cyrl') return compareSerbianCyrillic;
  if (lang === 'sr') return compareSerbianLatin;
  let compare = collators.get(lang);
  if (!compare) collators.set(lang, (compare = new Intl.Collator(languageTag(lang)).compare));
  return compare;
}

/**
 * A text folded for search: lower case, without diacritics (đ as d), so "cacak" finds "Čačak" and "dakovica"
 * finds "Đakovica"; Cyrillic letters stay (й and ё keep their marks folded off too, harmlessly).
 */
export function searchFolded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}
