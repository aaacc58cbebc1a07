import { describe, expect, it } from 'vitest';
import { V } from '@praktika/contracts/auth';
import { LANGUAGES } from '@praktika/contracts/common';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../locales/*/{auth,validation}.json',
  {
    eager: true,
  },
);

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const load = (lang: string, ns: string) => files[`../../../locales/${lang}/${ns}.json`]?.default ?? {};

describe('auth and validation texts', () => {
  for (const ns of ['auth', 'validation']) {
    it(`${ns}: every language has the same keys, none empty`, () => {
      const en = keys(load('en', ns)).sort();
      expect(en.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        expect(keys(load(lang, ns)).sort(), lang).toEqual(en);
        for (const key of en) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], load(lang, ns));
          expect(typeof value === 'string' && value.trim().length > 0, `${lang}:${ns}.${key}`).toBe(true);
        }
      }
    });
  }

  it('every validation code of the contracts has a message', () => {
    for (const code of Object.values(V)) expect(keys(load('en', 'validation'))).toContain(code);
  });

  it('Serbian is written in Latin script', () => {
    const text = JSON.stringify([load('sr', 'auth'), load('sr', 'validation')]);
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });
});
