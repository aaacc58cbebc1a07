import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function names(lang: 'sq' | 'sr' | 'en'): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/municipalities?pagination=false&selectedLanguage=${lang}` });
  const key = `${lang}Name` as const;
  return res.json().data.municipalities.docs.map((d: Record<string, string>) => d[key]);
}

describe('catalogue sorting by language', () => {
  it('Serbian Latin order: … D, Dž, Đ, E …, S, Š, T …; letters with diacritics never at the end', async () => {
    const sr = await names('sr');
    const at = (n: string) => {
      const i = sr.indexOf(n);
      expect(i, n).toBeGreaterThan(-1);
      return i;
    };
    // Đ is its own letter after D (and Dž): Dečani and Dragaš come before Đakovica, which comes before E/F/G.
    expect(at('Dečani')).toBeLessThan(at('Đakovica'));
    expect(at('Dragaš')).toBeLessThan(at('Đakovica'));
    expect(at('Đakovica')).toBeLessThan(at('Glogovac'));
    // Š after every S word, before T/U.
    expect(at('Štrpce')).toBeGreaterThan(at('Srbica'));
    expect(at('Štrpce')).toBeLessThan(at('Uroševac'));
    expect(sr.at(-1)).not.toBe('Štrpce');
  });

  it('Albanian order: … D, Dh, E, Ë …, G, Gj …', async () => {
    const sq = await names('sq');
    const at = (n: string) => {
      const i = sq.indexOf(n);
      expect(i, n).toBeGreaterThan(-1);
      return i;
    };
    expect(at('Deçan')).toBeLessThan(at('Dragash'));
    // Gj is a letter after G: Graçanicë (G-r) before Gjakovë and Gjilan.
    expect(at('Graçanicë')).toBeLessThan(at('Gjakovë'));
    expect(at('Gjakovë')).toBeLessThan(at('Gjilan'));
  });
});
