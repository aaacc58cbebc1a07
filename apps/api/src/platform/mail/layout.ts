import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';
import { contentLanguageOf, type TLanguage, type TUiLanguage } from '@praktika/contracts/common';
import { texts } from '../../i18n/index.ts';

/** A rendered e-mail: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One line for what people typed (names, titles): no line breaks in subjects; the HTML escapes it. */
export const oneLine = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

const BRAND = '#01486B';

/**
 * The page around an e-mail's blocks, in the reader's language (`sr-Cyrl`: the Serbian texts, which the pipeline
 * transliterates after rendering; the page says `lang="sr-Cyrl"`), with the signature and the footer.
 */
export function layout(reader: TUiLanguage, blocks: string[]): string {
  const s = texts(contentLanguageOf(reader)).mailLayout;
  return [
    '<!doctype html>',
    `<html lang="${reader}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<div style="font-size:20px;font-weight:bold;color:${BRAND};margin-bottom:24px">Praktika</div>`,
    ...blocks,
    `<p style="margin:24px 0 0">${escapeHtml(s.signature)}</p>`,
    `<p style="margin:24px 0 0;font-size:12px;color:#757575">${escapeHtml(s.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** A paragraph of text (escaped). */
export const p = (text: string): string =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

/** Text someone typed, its line breaks kept (escaped). */
export const pre = (text: string): string =>
  `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</p>`;

/** A button to `href`, with the address written out below it for mail readers that hide buttons. */
export const button = (href: string, label: string): string =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:12px;font-weight:bold">${escapeHtml(label)}</a></p>` +
  `<p style="margin:0 0 16px;font-size:12px;color:#757575;word-break:break-all">${escapeHtml(href)}</p>`;

/** A code to type by hand, large, under its label. */
export const codeBlock = (label: string, code: string): string =>
  `<p style="margin:0 0 4px;font-size:13px;color:#757575">${escapeHtml(label)}</p>` +
  `<p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:${BRAND}">${escapeHtml(code)}</p>`;

/** What a mail's render function is given: its language, the greeting and signature in it, the page. */
export interface MailContext {
  /**
   * The language of the texts and data (sq, sr, en). A Cyrillic reader's mail is rendered in `sr` and transliterated
   * afterwards by the pipeline (`reader-script.ts`), so templates never see `sr-Cyrl`.
   */
  lang: TLanguage;
  /** "Hello Ana," (the name trimmed; no name when empty). */
  hello(name: string | undefined): string;
  signature: string;
  /** The page around the blocks, in this language. */
  layout(blocks: string[]): string;
}

/** The context of a mail for `reader` (sr-Cyrl: the Serbian texts; the page's `lang` says sr-Cyrl). */
export function mailContext(reader: TUiLanguage): MailContext {
  const lang = contentLanguageOf(reader);
  const s = texts(lang).mailLayout;
  return {
    lang,
    hello: (name) => s.hello(name?.trim() || undefined),
    signature: s.signature,
    layout: (blocks) => layout(reader, blocks),
  };
}

/**
 * The usual e-mail: the greeting, some lines, a button (in the text: `label: href`), the signature; `htmlButtons`
 * go before the main button in the HTML only.
 */
export function standardMail(
  ctx: MailContext,
  mail: {
    subject: string;
    name: string | undefined;
    lines: string[];
    button: { href: string; label: string };
    htmlButtons?: { href: string; label: string }[];
  },
): RenderedMail {
  const hello = ctx.hello(mail.name);
  return {
    subject: mail.subject,
    text: [hello, '', ...mail.lines, '', `${mail.button.label}: ${mail.button.href}`, '', ctx.signature].join(
      '\n',
    ),
    html: ctx.layout([
      p(hello),
      ...mail.lines.map(p),
      ...(mail.htmlButtons ?? []).map((b) => button(b.href, b.label)),
      button(mail.button.href, mail.button.label),
    ]),
  };
}

/** The offset of the programme's zone (Europe/Belgrade) at `date`, e.g. `+01:00` or `+02:00`. */
export function programmeOffset(date: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: PROGRAMME_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? m[1]! : '+00:00';
}
