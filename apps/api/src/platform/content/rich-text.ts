import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (articles) is stored sanitised: what an admin's editor sends goes through an explicit allowlist before
 * it is written, so every reader (the web app, exports, whatever renders it later) gets inert markup.
 *
 * Allowed: paragraphs and line breaks, bold/italic/underline/strike, headings h2–h4, lists, quotes, code, rules,
 * and links. A link keeps only an absolute `http:`, `https:` or `mailto:` href (anything else, relative and
 * protocol-relative URLs included, turns the link into its plain text), `target="_blank"` if it was sent, and
 * always `rel="noopener noreferrer nofollow"`. No other attribute survives anywhere: no style, class, id or event
 * handler; no images, iframes, SVG, forms or scripts (scripts and styles lose their content too).
 */

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
] as const;

export const LINK_REL = 'noopener noreferrer nofollow';

/**
 * The href as the parser decoded it (entities resolved). Only an exact scheme passes: a scheme broken up by
 * white space or control characters (`java\tscript:`) or written with entities is not http, https or mailto.
 */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:)[^\s]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // Without an allowed href, no attributes at all: `exclusiveFilter` then drops the tag and keeps its text.
      // (Renaming it to a disallowed tag instead would leak: sanitize-html 2.18 keeps a discarded tag's rename
      // and applies it to the next closing tag at the same depth.)
      if (!ALLOWED_HREF.test(href)) return { tagName, attribs: {} };
      const out: Record<string, string> = { href, rel: LINK_REL };
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The allowlisted, inert form of `html`. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether `html` shows no text at all (only tags, white space and non-breaking spaces). */
export function richTextIsEmpty(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|&#x0*a0;/gi, ' ').trim() === '';
}

/** The text of sanitised HTML, entities decoded, blocks separated by a space (cards and search). */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<(?:\/p|br\s*\/?|\/h[2-4]|\/li|\/blockquote|\/pre|hr\s*\/?)>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
