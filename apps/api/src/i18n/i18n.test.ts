import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@praktika/contracts/common';
import {
  CATALOGUES,
  Plural,
  countText,
  errorMessage,
  format,
  inAllLanguages,
  placeholders,
  type Mirror,
} from './index.ts';
import type { common } from './sq/common.ts';

/** Every leaf of a catalogue by its dotted key: texts, plurals and functions. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'string' || typeof node === 'function' || node instanceof Plural) {
    out.set(prefix, node);
    return out;
  }
  for (const [k, v] of Object.entries(node as Record<string, unknown>))
    for (const [key, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, leaf);
  return out;
}

/** The texts of a leaf (a plural's forms), for the empty and placeholder checks. */
const textsOf = (leaf: unknown): string[] =>
  leaf instanceof Plural ? Object.values(leaf.forms) : typeof leaf === 'string' ? [leaf] : [];

const reference = leaves(CATALOGUES.sq);

describe('API text catalogue', () => {
  it('has texts', () => {
    expect(reference.size).toBeGreaterThan(100);
  });

  for (const lang of LANGUAGES) {
    const own = leaves(CATALOGUES[lang]);

    it(`${lang}: the same keys as sq`, () => {
      expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
    });

    it(`${lang}: the same kind of leaf as sq, no empty text`, () => {
      for (const [key, ref] of reference) {
        const leaf = own.get(key);
        expect(typeof leaf, `${lang}:${key}`).toBe(typeof ref);
        expect(leaf instanceof Plural, `${lang}:${key}`).toBe(ref instanceof Plural);
        if (typeof ref === 'function')
          expect((leaf as () => unknown).length, `${lang}:${key}`).toBe(ref.length);
        for (const text of textsOf(leaf)) expect(text.trim(), `${lang}:${key}`).not.toBe('');
        if (leaf instanceof Plural) expect(leaf.forms.other, `${lang}:${key}`).toBeTruthy();
      }
    });

    it(`${lang}: the same {{placeholders}} per key as sq`, () => {
      for (const [key, ref] of reference) {
        const expected = [...new Set(textsOf(ref).flatMap(placeholders))].sort();
        for (const text of textsOf(own.get(key)))
          expect([...new Set(placeholders(text))].sort(), `${lang}:${key}`).toEqual(expected);
      }
    });
  }

  it('Serbian is written in Latin script', () => {
    const all = [...leaves(CATALOGUES.sr).values()].flatMap(textsOf).join('\n');
    expect(all).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('a language missing a key does not compile', () => {
    // @ts-expect-error `no` is missing
    const missing: Mirror<typeof common> = { yes: 'Da' };
    // @ts-expect-error `maybe` is not in the reference
    const extra: Mirror<typeof common> = { yes: 'Da', no: 'Ne', maybe: 'Možda' };
    expect([missing, extra]).toHaveLength(2);
  });
});

describe('accessors', () => {
  it('format fills placeholders and leaves unknown ones', () => {
    expect(format('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('countText picks the language plural form', () => {
    const p = CATALOGUES.sr.errors.counted.RESOURCE_IN_USE;
    expect(countText('sr', p, 1)).toBe('Ovu stavku koristi 1 zapis i ne može se obrisati.');
    expect(countText('sr', p, 3)).toBe('Ovu stavku koriste 3 zapisa i ne može se obrisati.');
    expect(countText('sr', p, 5)).toBe('Ovu stavku koristi 5 zapisa i ne može se obrisati.');
    expect(countText('en', CATALOGUES.en.errors.counted.RESOURCE_IN_USE, 3)).toBe(
      'This item is used by 3 records and cannot be deleted.',
    );
  });

  it('inAllLanguages', () => {
    expect(inAllLanguages((t) => t.common.yes)).toEqual({ sq: 'Po', sr: 'Da', en: 'Yes' });
  });

  it('errorMessage: special, counted, with params, plain', () => {
    expect(errorMessage('ALREADY_WORKING', 'en', 'ALREADY_ACCEPTED')).toBe(
      'You already have been accepted in an internship',
    );
    expect(errorMessage('NOT_FOUND', 'sq', 'NO_SUCH_SPECIAL')).toBe('Nuk u gjet.');
    expect(errorMessage('RESOURCE_IN_USE', 'en', undefined, { count: 1 })).toBe(
      'This item is used by 1 record and cannot be deleted.',
    );
    expect(errorMessage('RESOURCE_IN_USE', 'en')).toBe('This item is still in use and cannot be deleted.');
    expect(errorMessage('FILE_TOO_LARGE', 'sr', undefined, { limit: '5 MB' })).toBe(
      'Datoteka je prevelika: dozvoljeno je najviše 5 MB.',
    );
    expect(errorMessage('FILE_TOO_LARGE', 'en', undefined, { other: 1 })).toBe('The file is too large.');
  });
});
