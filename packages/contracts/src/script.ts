/**
 * Serbian in Cyrillic, derived from the Latin texts (issue 22 §1): Serbian is written once, in Latin (gajica), and
 * its Cyrillic form is computed, at build time for the web app's texts and at send time for e-mails, PDFs and
 * exports. Serbian Latin and Cyrillic map one to one (Gaj's and Karadžić's alphabets have 30 letters each), apart
 * from the digraphs lj, nj and dž, which are one letter each (љ, њ, џ) except across a prefix (nad|živeti,
 * in|jekcija): those words are listed below.
 *
 * Kept in Latin, as Serbian Cyrillic text keeps them: placeholders ({{count}}, $t(…), {0}), HTML and Trans tags,
 * URLs, e-mail addresses, file names, the product's name (Praktika), codes and acronyms written in capitals
 * (XK, CV, PDF, IBAN, DD.MM.YYYY), codes mixing letters and digits (K7Q2-M9XD-4T, 1a2b3c4d), time zone names
 * (Europe/Belgrade), and foreign names: words with letters Serbian does not have (q, w, x, y: Excel, Shqip) or a
 * capital inside (LinkedIn). `latinLeftovers` finds any other Latin letter in a derived text (the tests scan every
 * text with it).
 */

const SINGLE: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
  A: 'А',
  B: 'Б',
  C: 'Ц',
  Č: 'Ч',
  Ć: 'Ћ',
  D: 'Д',
  Đ: 'Ђ',
  E: 'Е',
  F: 'Ф',
  G: 'Г',
  H: 'Х',
  I: 'И',
  J: 'Ј',
  K: 'К',
  L: 'Л',
  M: 'М',
  N: 'Н',
  O: 'О',
  P: 'П',
  R: 'Р',
  S: 'С',
  Š: 'Ш',
  T: 'Т',
  U: 'У',
  V: 'В',
  Z: 'З',
  Ž: 'Ж',
};

const DIGRAPH: Record<string, string> = {
  lj: 'љ',
  nj: 'њ',
  dž: 'џ',
  Lj: 'Љ',
  Nj: 'Њ',
  Dž: 'Џ',
  LJ: 'Љ',
  NJ: 'Њ',
  DŽ: 'Џ',
};

/**
 * Word beginnings where d+ž or n+j are two letters (a prefix ends before them): nad-, pod-, pred- before ž
 * (nadživeti, podžanr), od- in odžaliti (not in odžak, оџак); in-, kon-, van-, tan- before j in injekcija,
 * konjugacija, konjunkcija, vanjezički, Tanjug. Matched on the lower-cased word.
 */
const SPLIT_DIGRAPH = [/^(nad|pod|pred)ž/, /^(od)žal/, /^(in)jek/, /^(kon)ju[gn]/, /^(van)jez/, /^(tan)jug/];

/** Spans kept as they are: placeholders, tags, URLs, e-mails, file names, the product's name. */
const PROTECTED = new RegExp(
  [
    String.raw`\{\{[^}]*\}\}`, // i18next interpolation
    String.raw`\$t\([^)]*\)`, // i18next nesting
    String.raw`\{\d+\}`, // positional placeholders
    String.raw`<[^<>]*>`, // HTML and <0>…</0> Trans tags
    String.raw`&[a-zA-Z]+;|&#\d+;`, // HTML entities
    String.raw`\b(?:https?|mailto):[^\s<>"')]+`, // URLs
    String.raw`\bwww\.[^\s<>"')]+`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail addresses
    String.raw`(?:\b[\w-]+)?\.(?:pdf|xlsx|xls|csv|zip|docx?|odt|png|jpe?g|webp|ics|json|txt)\b`, // file names
    String.raw`\bPraktika\b`,
    // codes mixing letters and digits: a certificate's K7Q2-M9XD-4T, a bank reference's 1a2b3c4d, B2
    String.raw`\b[A-Za-z0-9]*(?:[A-Za-z]\d|\d[A-Za-z])[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*\b`,
    // time zone names (the e-mails' "Europe/Belgrade time, UTC+01:00")
    String.raw`\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)/[A-Za-z_]+\b`,
  ].join('|'),
  'g',
);

/** A word: Latin letters (with Serbian's č ć đ š ž). */
const WORD = /[A-Za-zČčĆćĐđŠšŽž]+/g;
/** A code or acronym: capitals and digits only, two or more, ASCII (XK, CV, PDF, DD, MM, YYYY, B2). */
const CODE = /^[A-Z][A-Z0-9]+$/;
/** Letters Serbian does not have, or a capital inside a word (LinkedIn, YouTube): a foreign name, kept. */
const FOREIGN = /[qwxyQWXY]|[a-zčćđšž][A-ZČĆĐŠŽ]/;

function word(w: string): string {
  if (CODE.test(w) || FOREIGN.test(w)) return w;
  const lower = w.toLowerCase();
  let split = -1;
  for (const re of SPLIT_DIGRAPH) {
    const m = re.exec(lower);
    if (m) {
      split = m[1]!.length;
      break;
    }
  }
  let out = '';
  for (let i = 0; i < w.length; i++) {
    if (i + 1 !== split) {
      const pair = DIGRAPH[w.slice(i, i + 2)];
      if (pair) {
        out += pair;
        i++;
        continue;
      }
    }
    const ch = w[i]!;
    out += SINGLE[ch] ?? ch;
  }
  return out;
}

function plain(text: string): string {
  return text.replace(WORD, word);
}

/** Serbian Latin text in Cyrillic (see the module's comment for what stays Latin). */
export function toCyrillic(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(PROTECTED)) {
    out += plain(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + plain(text.slice(last));
}

/** Every string of a nested structure (a locale file, a template's texts) in Cyrillic; keys stay as they are. */
export function cyrillicDeep<T>(value: T): T {
  if (typeof value === 'string') return toCyrillic(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => cyrillicDeep(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, cyrillicDeep(v)]),
    ) as T;
  }
  return value;
}

/**
 * The Latin words left in a Cyrillic text once the spans and words kept in Latin are taken out (the tests): any
 * letter of the Latin script counts, accented ones too (é, ë), not only the ones `toCyrillic` knows.
 */
export function latinLeftovers(text: string): string[] {
  const rest = text.replace(PROTECTED, ' ');
  return (rest.match(/\p{Script=Latin}+/gu) ?? []).filter((w) => !CODE.test(w) && !FOREIGN.test(w));
}

/** A text written in Serbian Latin (or any content language) as a reader of `lang` gets it. */
export function inScript(lang: string, text: string): string {
  return lang === 'sr-Cyrl' ? toCyrillic(text) : text;
}

/** The Serbian Cyrillic alphabet in its order (азбука): а б в г д ђ е ж з и ј к л љ м н њ о п р с т ћ у ф х ц ч џ ш. */
const AZBUKA = 'абвгдђежзијклљмнњопрстћуфхцчџш';
/**
 * The same letters in Serbian Latin order (abeceda: a b c č ć d dž đ e f g h i j k l lj m n nj o p r s š t u v z ž),
 * with the Latin letters Serbian does not have where English puts them (q after p, w x y after v).
 */
const ABECEDA = 'абцчћдџђефгхијклљмнњопqрсштувwxyзж';

/**
 * A comparator by one order of the 30 letters (lower-cased): white space first (two words before one longer word:
 * "Нови Сад" before "Новиград"), then the letters in that order, then anything else by code point; a text before
 * its continuations; case-insensitive, ties by code point so the order is total.
 */
function alphabetical(order: string): (a: string, b: string) => number {
  const ranks = new Map([...order].map((ch, i) => [ch, i]));
  const rank = (ch: string) => (/\s/.test(ch) ? -1 : (ranks.get(ch) ?? order.length + ch.codePointAt(0)!));
  return (a, b) => {
    const x = [...a.toLowerCase()];
    const y = [...b.toLowerCase()];
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) {
      const diff = rank(x[i]!) - rank(y[i]!);
      if (diff) return diff;
    }
    if (x.length !== y.length) return x.length - y.length;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

/**
 * Compares two texts in Serbian Cyrillic alphabetical order (issue 22 §1). Written out rather than left to
 * `Intl.Collator('sr-Cyrl')`, which browsers without ICU's Serbian data (Debian's Chromium) sort by code point:
 * ђ, ј, љ, њ, ћ, џ come out of place.
 */
export const compareSerbianCyrillic: (a: string, b: string) => number = alphabetical(AZBUKA);

const byAbeceda = alphabetical(ABECEDA);
/**
 * Compares two Serbian Latin texts in Serbian Latin order (lj, nj, dž one letter each, č ć after c, đ after dž,
 * š after s, ž after z): their Cyrillic forms (which settle the digraphs, `toCyrillic`) by the Latin order of the
 * letters. The Cyrillic order itself differs (ц ч џ ш come last), so a Latin list is not sorted by it.
 */
export function compareSerbianLatin(a: string, b: string): number {
  return byAbeceda(latinSortKey(a), latinSortKey(b)) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A Latin text's letters as Cyrillic ones, for sorting only: lower-cased first, so codes (IT) are not kept, then
 * what `toCyrillic` keeps in Latin (foreign words, URLs) letter by letter; q, w, x and y stay.
 */
function latinSortKey(text: string): string {
  return toCyrillic(text.toLowerCase()).replace(/[a-zčćđšž]/g, (ch) => SINGLE[ch] ?? ch);
}

/**
 * Whether a text is written in Cyrillic: no Latin letter outside codes and acronyms in capitals (ИТ, IT, B2,
 * ICT). A Serbian Cyrillic name given by hand (a catalogue item's `srCyrlName`) must pass.
 */
export function isCyrillicText(text: string): boolean {
  const words = text.match(/[\p{Script=Latin}\d]+/gu) ?? [];
  return words.every((w) => !/\p{Script=Latin}/u.test(w) || CODE.test(w));
}
