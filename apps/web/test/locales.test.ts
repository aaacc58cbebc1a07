import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@praktika/contracts/errors';

const SRC = path.resolve(import.meta.dirname, '../src');
const LOCALES = path.join(SRC, 'locales');
const LANGS = ['sq', 'sr', 'en'] as const;
/** Namespaces this check owns for unused keys; errors are looked up dynamically (errors:<TYPE>). */
const CHECK_UNUSED = ['common', 'home', 'public', 'dashboard', 'admin'];
/** Shared vocabulary kept for every feature, even before one uses it. */
const SHARED_PREFIXES = ['common:actions.'];

type Tree = { [k: string]: string | Tree };
const read = (lang: string, ns: string): Tree =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
/**
 * i18next plural keys (`key_one`, `key_few`, `key_other`, …): every language has every form any of the three
 * languages' plural rules name (Serbian needs one/few/other; Albanian and English use one/other and keep `few` only
 * so that all three files hold the same keys); checks below treat each group as one key.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
const pluralForms = (lang: string) =>
  new Intl.PluralRules(lang === 'sr' ? 'sr-Latn' : lang).resolvedOptions().pluralCategories;
const ALL_PLURAL_FORMS = [...new Set(LANGS.flatMap((l) => pluralForms(l)))].sort();
/** One language's texts with each plural key group joined under its base key (forms in the language's order). */
const grouped = (texts: Record<string, string>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const base = baseKey(key);
    out[base] = out[base] === undefined ? text : `${out[base]}\n${text}`;
  }
  return out;
};

const namespaces = [
  ...new Set(
    LANGS.flatMap((l) => fs.readdirSync(path.join(LOCALES, l)).map((f) => f.replace(/\.json$/, ''))),
  ),
];

describe('locales', () => {
  it.each(namespaces)('%s: every key exists, non-empty, in sq, sr and en', (ns) => {
    const keys = LANGS.map((l) => {
      expect(fs.existsSync(path.join(LOCALES, l, `${ns}.json`)), `${l}/${ns}.json`).toBe(true);
      const texts = flatten(read(l, ns));
      // plural groups: every form any language needs
      const bases = new Set(
        Object.keys(texts)
          .filter((k) => PLURAL.test(k))
          .map(baseKey),
      );
      for (const base of bases) {
        const forms = Object.keys(texts)
          .filter((k) => k !== base && baseKey(k) === base)
          .map((k) => PLURAL.exec(k)![1]!)
          .sort();
        expect(forms, `${l}/${ns}.json ${base}_* plural forms`).toEqual(ALL_PLURAL_FORMS);
        for (const form of pluralForms(l))
          expect(texts[`${base}_${form}`]?.trim(), `${l} ${base}_${form}`).toBeTruthy();
      }
      return grouped(texts);
    });
    const all = new Set(keys.flatMap((k) => Object.keys(k)));
    for (const [i, lang] of LANGS.entries()) {
      const missing = [...all].filter((k) => !keys[i]![k]?.trim());
      expect(missing, `${lang}/${ns}.json lacks`).toEqual([]);
    }
    // interpolation placeholders agree between languages
    for (const key of all) {
      const vars = keys.map((k) =>
        [...new Set([...(k[key] ?? '').matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort().join(','),
      );
      expect(new Set(vars).size, `${ns}:${key} placeholders ${vars.join(' | ')}`).toBe(1);
    }
  });

  it('every error type of the contracts, and NETWORK_ERROR, is translated in every language', () => {
    for (const lang of LANGS) {
      const errors = flatten(read(lang, 'errors'));
      const missing = [...ERROR_TYPES, 'NETWORK_ERROR'].filter((type) => !errors[type]?.trim());
      expect(missing, `${lang}/errors.json lacks`).toEqual([]);
    }
  });

  it('the spec English texts are used for the error types it names', () => {
    const en = flatten(read('en', 'errors'));
    expect(en.USER_EXISTS).toBe('User exists with given email!');
    expect(en.INVALID_CREDENTIALS).toBe('Invalid Credentials');
    expect(en.CODE_EXPIRED).toBe('Code has expired, please click resend code!');
    expect(en.ACCOUNT_CONFIRMED).toBe('Account already confirmed!');
    expect(en.FAILED_DECODE_TOKEN).toBe('Session has expired, please refresh and log in again to continue!');
    expect(en.INTERNAL_ERROR).toBe('Internal Server Error!');
    expect(flatten(read('en', 'common'))).toMatchObject({
      'toast.error': 'Error',
      'toast.success': 'Success',
      'toast.warning': 'Warn',
      'toast.info': 'Info',
    });
  });

  it('every key of the owned namespaces is used by the code (dynamic `prefix.${x}` keys count for their prefix)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(SRC);
    const literals = new Set<string>();
    const prefixes = new Set<string>(SHARED_PREFIXES);
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/['"]([\w-]+:)?([\w-]+(?:\.[\w-]+)+|[\w-]+)['"]/g))
        literals.add((m[1] ?? '') + m[2]);
      for (const m of code.matchAll(/`([\w-]+:)?([\w.-]*\.)\$\{/g)) prefixes.add((m[1] ?? '') + m[2]);
    }
    const used = (ns: string, key: string) =>
      literals.has(key) ||
      literals.has(`${ns}:${key}`) ||
      [...prefixes].some((p) => (p.includes(':') ? `${ns}:${key}`.startsWith(p) : key.startsWith(p)));
    const unused = CHECK_UNUSED.flatMap((ns) =>
      Object.keys(grouped(flatten(read('en', ns))))
        .filter((key) => !used(ns, key))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
