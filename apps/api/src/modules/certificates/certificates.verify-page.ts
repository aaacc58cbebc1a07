import { contentLanguageOf, UI_LANGUAGES, type TUiLanguage } from '@praktika/contracts/common';
import type { TCertificateVerification } from '@praktika/contracts/certificates';
import { displayDate } from '@praktika/contracts/dates';
import { inScript } from '@praktika/contracts/script';
import { format, readerLanguage, texts } from '../../i18n/index.ts';
import { escapeHtml } from '../../platform/mail/layout.ts';

/*
 * `GET /verify/{code}`: the public verify page, rendered on the server as plain HTML (no script at all), because
 * employers open it from a phone by scanning the certificate's QR code. It says valid, revoked (with the date) or
 * not found, in the visitor's language, and for a known code only what the verification answer holds: the name,
 * the organisation, the title, the dates, the kind and the issue date; past the verification limit, to wait a
 * minute (429). Mobile-first CSS inline; the languages as plain links. In `sr-Cyrl` the Serbian texts are shown in
 * Cyrillic (`inScript`); the name, organisation and title stay as they were written.
 */

const LANGUAGE_NAMES: Record<TUiLanguage, string> = {
  sq: 'Shqip',
  sr: 'Srpski',
  'sr-Cyrl': 'Српски',
  en: 'English',
};

/** The page's texts in the reader's language and script. */
function verifyTexts(lang: TUiLanguage) {
  const t = texts(contentLanguageOf(lang)).certificates.verify;
  const s = (text: string) => inScript(lang, text);
  return {
    ...t,
    ...Object.fromEntries(
      Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[k, s(v)] as const] : [])),
    ),
    kinds: { JOB: s(t.kinds.JOB), TRAINING: s(t.kinds.TRAINING) },
  } as typeof t;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;background:#f3f6f8;color:#1b1f23;line-height:1.5;font-size:16px}
header,main,footer{max-width:40rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.brand{font-weight:700;color:#01486B;text-decoration:none;font-size:1.125rem}
nav ul{list-style:none;margin:0;padding:0;display:flex;gap:.25rem}
nav a{display:inline-block;min-width:2.75rem;min-height:2.75rem;padding:.625rem .5rem;text-align:center;color:#01486B;border-radius:.375rem}
nav a[aria-current="true"]{background:#01486B;color:#fff;text-decoration:none}
h1{font-size:1.375rem;margin:0 0 1rem}
.status{border-radius:.5rem;padding:1rem;margin:0 0 1rem;font-weight:700;font-size:1.125rem;border:2px solid}
.valid{background:#e6f4ea;border-color:#1e7b34;color:#14532d}
.revoked{background:#fdecea;border-color:#b3261e;color:#8c1d18}
.notFound{background:#fff8e1;border-color:#8a6100;color:#5c4100}
dl{margin:0;background:#fff;border-radius:.5rem;padding:1rem;border:1px solid #d0d7de}
dt{font-size:.875rem;color:#4a5560;margin-top:.75rem}
dt:first-child{margin-top:0}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.note{font-size:.875rem;color:#4a5560}
`;

/**
 * The page's language: `?lng=` when it names one of sq, sr, sr-Cyrl, en, else Accept-Language
 * (`readerLanguageFromHeader`: sr-Cyrl for a Serbian Cyrillic tag), else sq. (The web app keeps its language in
 * localStorage, not in a cookie, so there is no cookie to read.)
 */
export function verifyPageLanguage(lng: string | undefined, acceptLanguage: string | undefined): TUiLanguage {
  return readerLanguage(lng, acceptLanguage);
}

export function renderVerifyPage(
  verification: TCertificateVerification,
  lang: TUiLanguage,
  /** The code as it is in the path (for the language links). */
  pathCode: string,
): string {
  const t = verifyTexts(lang);
  const e = escapeHtml;

  let body: string;
  if (verification.status === 'notFound') {
    body = `<p class="status notFound" role="status">${e(t.notFound)}</p><p>${e(t.notFoundHint)}</p>`;
  } else {
    const v = verification;
    const status =
      v.status === 'valid'
        ? `<p class="status valid" role="status">✓ ${e(t.valid)}</p>`
        : `<p class="status revoked" role="status">✗ ${e(format(t.revoked, { date: displayDate(v.revokedAt ?? '') }))}</p>`;
    const period =
      v.startDate || v.endDate
        ? `${v.startDate ? displayDate(v.startDate) : '…'} – ${v.endDate ? displayDate(v.endDate) : '…'}`
        : '';
    const rows: [string, string][] = [
      [t.holder, v.holderName],
      [t.organisation, v.organisationName],
      [t.title, v.title],
      [t.kind, t.kinds[v.kind]],
      ...(period ? ([[t.period, period]] as [string, string][]) : []),
      [t.issued, displayDate(v.issuedAt)],
      [t.code, v.code],
    ];
    body = `${status}<dl>${rows.map(([k, val]) => `<dt>${e(k)}</dt><dd>${e(val)}</dd>`).join('')}</dl><p class="note">${e(t.note)}</p>`;
  }

  return layout(lang, pathCode, body);
}

/**
 * The page a visitor gets after VERIFICATIONS_PER_MINUTE codes in a minute (answered 429): the same page, saying
 * in their language to wait a minute, and no verification.
 */
export function renderVerifyLimitPage(lang: TUiLanguage, pathCode: string): string {
  const message = inScript(lang, texts(contentLanguageOf(lang)).errors.messages.RATE_LIMITED);
  return layout(lang, pathCode, `<p class="status notFound" role="alert">${escapeHtml(message)}</p>`);
}

/** The page around `body`: the head, the brand and the language links (to this code's page in each language). */
function layout(lang: TUiLanguage, pathCode: string, body: string): string {
  const t = verifyTexts(lang);
  const e = escapeHtml;
  const self = `/verify/${encodeURIComponent(pathCode)}`;
  const languages = UI_LANGUAGES.map(
    (l) =>
      `<li><a href="${e(`${self}?lng=${l}`)}" hreflang="${l}" lang="${l}"${l === lang ? ' aria-current="true"' : ''}>${e(LANGUAGE_NAMES[l])}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.pageTitle)} — Praktika</title>
<style>${CSS}</style>
</head>
<body>
<header>
<a class="brand" href="/">${e(t.home)}</a>
<nav aria-label="${e(t.language)}"><ul>${languages}</ul></nav>
</header>
<main>
<h1>${e(t.pageTitle)}</h1>
${body}
</main>
</body>
</html>`;
}
