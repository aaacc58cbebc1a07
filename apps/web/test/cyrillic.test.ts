import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import srCyrl from 'virtual:sr-cyrl-locales';
import { latinLeftovers } from '@praktika/contracts/script';
import { CV_LANGUAGES } from '@praktika/contracts/cv';
import i18n from '../src/app/i18n.ts';
import { shownLanguageName } from '../src/shared/lib/language-names.ts';

/**
 * Issue 22 §1: the interface in Serbian Cyrillic is the Serbian texts transliterated at build time. Every key of
 * every namespace is there, with the same placeholders, and no Latin word is left outside the exceptions
 * (placeholders, tags, URLs, e-mails, file names, the product name, codes and foreign names).
 */
const SR = path.resolve(import.meta.dirname, '../src/locales/sr');
type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>/g) ?? []).sort();
const namespaces = fs
  .readdirSync(SR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();

describe('Serbian in Cyrillic (derived locale files)', () => {
  it('has every namespace of Serbian', () => {
    expect(Object.keys(srCyrl).sort()).toEqual(namespaces);
  });

  it.each(namespaces)('%s: every key, the same placeholders, no Latin word left', async (ns) => {
    const latin = flatten(JSON.parse(fs.readFileSync(path.join(SR, `${ns}.json`), 'utf8')) as Tree);
    const cyrillic = flatten((await srCyrl[ns]!()).default as Tree);
    expect(Object.keys(cyrillic)).toEqual(Object.keys(latin));
    const left: string[] = [];
    for (const [key, text] of Object.entries(cyrillic)) {
      expect(placeholders(text), `${ns}:${key}`).toEqual(placeholders(latin[key]!));
      for (const word of latinLeftovers(text)) left.push(`${ns}:${key}: ${word}`);
    }
    expect(left).toEqual([]);
  });
});

describe('names of data shown in Cyrillic', () => {
  it('spoken languages: every name of the CV’s list in Cyrillic, in the other languages as they are', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    try {
      expect(shownLanguageName('sq', 'sr')).toBe('албански');
      const left = CV_LANGUAGES.flatMap((code) => latinLeftovers(shownLanguageName(code, 'sr')));
      expect(left).toEqual([]);
      await i18n.changeLanguage('sr');
      expect(shownLanguageName('sq', 'sr')).toBe('albanski');
    } finally {
      await i18n.changeLanguage('sq');
    }
  });
});
