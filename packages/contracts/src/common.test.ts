import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZId, ZPageQuery, isStorableText, zMulti, zText } from './common.ts';
import { ZEmail, ZPassword } from './auth.ts';
import { ERROR_STATUS, ERROR_TYPES, isErrorType } from './errors.ts';
import { CATALOGUES, catalogueDef } from './catalogues.ts';

describe('common contracts', () => {
  it('pages default to 1 and 10 and read pagination=false', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, limit: 10, pagination: true });
    expect(ZPageQuery.parse({ page: '2', limit: '5', pagination: 'false' })).toEqual({
      page: 2,
      limit: 5,
      pagination: false,
    });
    expect(ZPageQuery.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('multi-value filters accept repeated parameters and comma lists', () => {
    const m = zMulti(z.string().min(1));
    expect(m.parse('a,b')).toEqual(['a', 'b']);
    expect(m.parse(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
  });

  describe('zText, the one text primitive', () => {
    const ID = '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f';
    const issues = (schema: z.ZodType, v: unknown) => schema.safeParse(v).error?.issues.map((i) => i.message);
    const UNSTORABLE = {
      NUL: 'a\u0000b',
      'NUL alone': '\u0000',
      'lone high surrogate': '\ud800',
      'lone low surrogate': 'x\udfffy',
      'high surrogate at the end': 'ab\udbff',
      'reversed pair': '\udfff\ud800',
    };

    it.each(Object.entries(UNSTORABLE))('refuses %s with invalidCharacters only', (_, value) => {
      expect(isStorableText(value)).toBe(false);
      expect(issues(zText(), value)).toEqual(['invalidCharacters']);
      expect(issues(zText({ min: 1, max: 2 }), value)).toEqual(['invalidCharacters']);
      // Formats chained on it and the shared fields report the same code.
      expect(issues(ZId, value)).toEqual(['invalidCharacters']);
      expect(issues(ZEmail, `${value}@example.org`)).toEqual(['invalidCharacters']);
      expect(issues(ZPassword, `${value}-long-enough`)).toEqual(['invalidCharacters']);
      expect(issues(zMulti(ZId), [ID, value])).toEqual(['invalidCharacters']);
      expect(zMulti(ZId).safeParse(`${value},${ID}`).error?.issues).toMatchObject([
        { path: [0], message: 'invalidCharacters' },
      ]);
    });

    it('accepts surrogate pairs and Albanian and Serbian letters, unchanged', () => {
      for (const value of ['😀', 'a😀b', 'ç ë š đ ž č ć', 'Ç Ë Š Đ Ž Č Ć', '\ud83d\ude00\ud83c\udde6']) {
        expect(isStorableText(value), value).toBe(true);
        expect(zText({ min: 1, max: 100 }).parse(value)).toBe(value);
      }
    });

    it('trims by default, then checks length with required and tooLong', () => {
      expect(zText().parse('  Prishtinë  ')).toBe('Prishtinë');
      expect(zText({ trim: false }).parse('  x ')).toBe('  x ');
      expect(issues(zText({ min: 1 }), '   ')).toEqual(['required']);
      expect(issues(zText({ min: 1 }), undefined)).toEqual(['required']);
      expect(issues(zText({ max: 3 }), 'abcd')).toEqual(['tooLong']);
      expect(issues(zText({ max: 3, tooLong: 'passwordMax' }), 'abcd')).toEqual(['passwordMax']);
      expect(zText({ max: 3 }).parse(' abc ')).toBe('abc');
    });
  });

  it('every error type has an HTTP status in the 4xx or 5xx range', () => {
    for (const t of ERROR_TYPES) expect(ERROR_STATUS[t]).toBeGreaterThanOrEqual(400);
    expect(isErrorType('USER_EXISTS')).toBe(true);
    expect(isErrorType('toString')).toBe(false);
  });

  it('every catalogue has a unique path, one key and an existing *_EXISTS type', () => {
    const paths = new Set(CATALOGUES.map((c) => c.path));
    expect(paths.size).toBe(CATALOGUES.length);
    for (const c of CATALOGUES) {
      expect(isErrorType(c.exists)).toBe(true);
      expect(catalogueDef(c.path)).toBe(c);
    }
  });
});
