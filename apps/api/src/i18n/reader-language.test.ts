import { describe, expect, it } from 'vitest';
import { languageFromHeader, readerLanguage, readerLanguageFromHeader } from './index.ts';

/** The reader's language of documents (issue 22 §1): sr-Cyrl when Accept-Language names Serbian in Cyrillic. */
describe('readerLanguageFromHeader', () => {
  it('names sr-Cyrl for a Serbian tag with the Cyrillic script, first by weight', () => {
    expect(readerLanguageFromHeader('sr-Cyrl')).toBe('sr-Cyrl');
    expect(readerLanguageFromHeader('sr-Cyrl-RS,sr;q=0.9')).toBe('sr-Cyrl');
    expect(readerLanguageFromHeader('sr-RS-Cyrl')).toBe('sr-Cyrl');
    expect(readerLanguageFromHeader('SR-cyrl')).toBe('sr-Cyrl');
    expect(readerLanguageFromHeader('en;q=0.5, sr-Cyrl;q=0.8')).toBe('sr-Cyrl');
    expect(readerLanguageFromHeader('en, sr-Cyrl;q=0.8')).toBe('en');
    expect(readerLanguageFromHeader('sr-Cyrl;q=0, en')).toBe('en');
  });

  it('answers sq, sr and en as languageFromHeader does', () => {
    for (const header of [
      undefined,
      '',
      'sr',
      'sr-RS',
      'sr-Latn-RS,sr;q=0.9',
      'en-GB',
      'de, sq;q=0.5',
      'de',
      'fr, en;q=0.2',
    ])
      expect(readerLanguageFromHeader(header), String(header)).toBe(languageFromHeader(header));
  });

  it('an explicit choice first, when it is one of the reader languages', () => {
    expect(readerLanguage('sr-Cyrl', 'en')).toBe('sr-Cyrl');
    expect(readerLanguage('en', 'sr-Cyrl')).toBe('en');
    expect(readerLanguage('de', 'sr-Cyrl')).toBe('sr-Cyrl');
    expect(readerLanguage(undefined, undefined)).toBe('sq');
  });
});
