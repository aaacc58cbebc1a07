import './rich-text.css';

/**
 * Rich text as the API answers it. The server sanitises every text on every write (an allowlist of formatting
 * tags and http/https/mailto links, no attributes but a link's href, rel and target), so what it returns is shown
 * as it is; the web never renders HTML from anywhere else.
 */
export function RichText({ html, lang, className }: { html: string; lang?: string; className?: string }) {
  return (
    <div
      className={`pk-prose${className ? ` ${className}` : ''}`}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The plain text of rich text, shortened to about `max` characters at a word boundary (with "…"). Parsed into an
 * inert document (no scripts run, nothing loads), so it is safe for any HTML.
 */
export function plainExcerpt(html: string, max = 180): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // block ends become spaces, so "<p>a</p><p>b</p>" reads "a b"
  doc.querySelectorAll('p, li, h2, h3, h4, blockquote, br').forEach((el) => el.append(' '));
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
