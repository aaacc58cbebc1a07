import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPageQuery, zMulti } from './common.ts';
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
