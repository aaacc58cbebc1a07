import type { TLanguage, TUiLanguage as TContractUiLanguage } from '@praktika/contracts/common';

/**
 * The languages, without zod: `@praktika/contracts/common` builds zod schemas at import time, and importing a
 * value from it would put zod (~25 KB gzip) into the public entry. Kept in step with the contracts by the types.
 */
export const LANGUAGES = ['sq', 'sr', 'en'] as const satisfies readonly TLanguage[];
export const DEFAULT_LANGUAGE: TLanguage = 'sq';
export type { TLanguage };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _same: Same<(typeof LANGUAGES)[number], TLanguage> = true;
void _same;

/**
 * The languages of the interface (issue 22 §1): the three content languages and Serbian in Cyrillic, whose texts
 * are the Serbian ones transliterated at build time (scripts/cyrillic-locales.ts). Data carries sq, sr and en
 * only: a Cyrillic reader gets the Serbian value, transliterated where it is shown (`contentLanguage`,
 * `shownText`).
 */
export const UI_LANGUAGES = ['sq', 'sr', 'sr-Cyrl', 'en'] as const;
export type TUiLanguage = (typeof UI_LANGUAGES)[number];
const _sameUi: Same<TUiLanguage, TContractUiLanguage> = true;
void _sameUi;

export const isUiLanguage = (value: unknown): value is TUiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** The data language of an interface language: Serbian in either script reads the `sr` values. */
export const contentLanguage = (lang: string): TLanguage =>
  lang === 'sr-Cyrl'
    ? 'sr'
    : (LANGUAGES as readonly string[]).includes(lang)
      ? (lang as TLanguage)
      : DEFAULT_LANGUAGE;

/** The BCP 47 tag of an interface language for `lang` attributes and Intl (Serbian's script made explicit). */
export const languageTag = (lang: string): string =>
  lang === 'sr' ? 'sr-Latn' : lang === 'sr-Cyrl' ? 'sr-Cyrl' : lang;
