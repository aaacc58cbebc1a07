import { DEFAULT_LANGUAGE, isUiLanguage, type TUiLanguage } from '@praktika/contracts/common';
import { toCyrillic } from '@praktika/contracts/script';
import type { RenderedMail } from './layout.ts';

/**
 * A mail in its reader's script (issue 22 §1). Serbian mail is written once, in Latin: a reader whose saved e-mail
 * language is `sr-Cyrl` gets the Serbian (sr) mail, rendered like any other, then transliterated here, in the one
 * place every mail passes (`MailRegistry.render`). What Serbian Cyrillic keeps in Latin stays so (`toCyrillic`:
 * URLs, e-mail addresses, tags, codes, file names, Praktika).
 */

/** A queued job's language as a reader's language (sq when unknown: a job of an older release, a bad row). */
export const readerOf = (language: string): TUiLanguage =>
  isUiLanguage(language) ? language : DEFAULT_LANGUAGE;

/** `url` with `lng=<reader>` (an existing `lng` replaced), before any `#fragment`: the site opens in that language. */
export function withLanguage(url: string, reader: TUiLanguage): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  const path = queryAt < 0 ? base : base.slice(0, queryAt);
  const query = queryAt < 0 ? [] : base.slice(queryAt + 1).split('&');
  const kept = query.filter((part) => part !== '' && !part.startsWith('lng='));
  return `${path}?${[...kept, `lng=${reader}`].join('&')}${fragment}`;
}

/**
 * The params with every link to the site (`siteUrl`, config.publicUrl) carrying `lng=sr-Cyrl` for a Cyrillic reader:
 * the site's own language choice is Latin for a Serbian browser, so the link says which script to open in. Other
 * readers' links are left as they are; links elsewhere (a meeting's video call) are never touched.
 */
export function linksForReader<P>(params: P, reader: TUiLanguage, siteUrl: string | undefined): P {
  if (reader !== 'sr-Cyrl' || !siteUrl) return params;
  const site = siteUrl.replace(/\/$/, '');
  const isSiteLink = (v: string) => v === site || v.startsWith(`${site}/`) || v.startsWith(`${site}?`);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return isSiteLink(value) ? withLanguage(value, reader) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(params) as P;
}

/** The rendered mail in the reader's script: subject, text and HTML transliterated for `sr-Cyrl`, else as it is. */
export function inReaderScript(reader: TUiLanguage, mail: RenderedMail): RenderedMail {
  if (reader !== 'sr-Cyrl') return mail;
  return { subject: toCyrillic(mail.subject), text: toCyrillic(mail.text), html: toCyrillic(mail.html) };
}
