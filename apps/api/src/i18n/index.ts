/*
 * The API's texts, one catalogue per language (sq is the reference shape; sr is Serbian Latin).
 * To add a namespace `x`: create `sq/x.ts` exporting `const x = { … }`, then `sr/x.ts` and `en/x.ts`
 * exporting `const x: Mirror<typeof reference> = { … }` (`import type { x as reference } from '../sq/x.ts'`),
 * and in each of `sq/index.ts`, `sr/index.ts`, `en/index.ts` add one line `export { x } from './x.ts';`.
 * Placeholders are `{{name}}` (filled by `format`), a count-dependent text is a `Plural`; see i18n.test.ts.
 */
import {
  DEFAULT_LANGUAGE,
  contentLanguageOf,
  LANGUAGES,
  isUiLanguage,
  type TLanguage,
  type TUiLanguage,
} from '@praktika/contracts/common';
import type { ErrorType } from '@praktika/contracts/errors';
import * as enNamespaces from './en/index.ts';
import type { Catalogue, Plural } from './shape.ts';
import * as sqNamespaces from './sq/index.ts';
import * as srNamespaces from './sr/index.ts';

export { Plural, type Catalogue, type Mirror } from './shape.ts';

/** Each language's catalogue as a plain object of its namespaces (sq's shape, which sr and en must match). */
const sq: Catalogue = { ...sqNamespaces };
const sr: Catalogue = { ...srNamespaces };
const en: Catalogue = { ...enNamespaces };

export const CATALOGUES: Readonly<Record<TLanguage, Catalogue>> = { sq, sr, en };

/** The whole catalogue of one language. */
export function texts(lang: TLanguage): Catalogue {
  return CATALOGUES[lang];
}

/** One text in every language: `inAllLanguages((t) => t.common.yes)` is `{ sq: 'Po', sr: 'Da', en: 'Yes' }`. */
export function inAllLanguages<R>(pick: (t: Catalogue) => R): Record<TLanguage, R> {
  return { sq: pick(sq), sr: pick(sr), en: pick(en) };
}

/** The `{{name}}` placeholders of a text, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
}

/** A text with its `{{name}}` placeholders filled; a placeholder without a value stays as it is. */
export function format(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

const PLURAL_RULES: Record<TLanguage, Intl.PluralRules> = {
  sq: new Intl.PluralRules('sq'),
  sr: new Intl.PluralRules('sr-Latn'),
  en: new Intl.PluralRules('en'),
};

/** The form of a count-dependent text for `count` by the language's plural rules, `{{count}}` filled. */
export function countText(lang: TLanguage, text: Plural, count: number): string {
  const form = text.forms[PLURAL_RULES[lang].select(count)] ?? text.forms.other;
  return format(form, { count });
}

/**
 * The request's data language: the first of sq, sr, en named in Accept-Language (Serbian in either script is sr;
 * a tag with q=0 is refused), else sq.
 */
export function languageFromHeader(header: string | undefined): TLanguage {
  return contentLanguageOf(readerLanguageFromHeader(header));
}

/**
 * A reader's language from Accept-Language, for what is written for them (PDFs, exports, the verify page): like
 * `languageFromHeader`, but a Serbian tag naming the Cyrillic script (`sr-Cyrl`, `sr-Cyrl-RS`, `sr-RS-Cyrl`) is
 * `sr-Cyrl`. Other Serbian tags (`sr`, `sr-RS`, `sr-Latn`) stay `sr` (Latin), as before. Tags with q=0 are refused.
 */
export function readerLanguageFromHeader(header: string | undefined): TUiLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = tag.slice(0, 2);
    if (lang === 'sr' && tag.split(/[-_]/).slice(1).includes('cyrl')) return 'sr-Cyrl';
    if ((LANGUAGES as readonly string[]).includes(lang)) return lang as TLanguage;
  }
  return DEFAULT_LANGUAGE;
}

/** The reader's language: an explicit choice (`?lng=`, `?language=`) when it names one of UI_LANGUAGES, else the header. */
export function readerLanguage(choice: unknown, header: string | undefined): TUiLanguage {
  if (isUiLanguage(choice)) return choice;
  return readerLanguageFromHeader(header);
}

/**
 * An error's message in `lang`: the `special` situation's message if there is one, else the code's counted
 * message when `params.count` is a number, else its message with params when every placeholder has a value,
 * else the code's plain message.
 */
export function errorMessage(
  code: ErrorType,
  lang: TLanguage,
  special?: string,
  params?: Record<string, string | number>,
): string {
  const t = CATALOGUES[lang].errors;
  const specials: Readonly<Record<string, string>> = t.special;
  if (special && Object.hasOwn(specials, special)) return specials[special]!;
  const counted: Partial<Record<ErrorType, Plural>> = t.counted;
  const forms = counted[code];
  if (forms && typeof params?.count === 'number') return countText(lang, forms, params.count);
  const withParams: Partial<Record<ErrorType, string>> = t.withParams;
  const template = withParams[code];
  if (template && params && placeholders(template).every((n) => params[n] !== undefined))
    return format(template, params);
  return t.messages[code];
}
