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
  it('puts letters with diacritics beside their base letter, not after z', async () => {
    const sr = await names('sr');
    // Đakovica sorts among the D's, Štrpce among the S's — not at the end.
    expect(sr.indexOf('Đakovica')).toBeLessThan(sr.indexOf('Glogovac'));
    expect(sr.indexOf('Đakovica')).toBeLessThan(sr.indexOf('Dečani')); // d-a before d-e
    expect(sr.indexOf('Đakovica')).toBeGreaterThan(-1);
    expect(sr.indexOf('Štrpce')).toBeLessThan(sr.indexOf('Uroševac'));
    expect(sr.at(-1)).not.toBe('Štrpce');
  });
});
