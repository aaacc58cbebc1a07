import { describe, expect, it } from 'vitest';
import { decodeResetBundle, encodeResetBundle } from './reset-bundle.ts';

describe('reset bundle (q)', () => {
  it('round-trips email, token and type, including non-ASCII', () => {
    const bundle = { email: 'drita.ë@example.test', resetToken: 'a.b.c', type: 'mentor' as const };
    const q = encodeResetBundle(bundle);
    expect(q).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeResetBundle(q)).toEqual(bundle);
  });
  it('accepts standard base64 with padding too', () => {
    const q = btoa(JSON.stringify({ email: 'a@b.c', resetToken: 't', type: 'admin' }));
    expect(decodeResetBundle(q)).toEqual({ email: 'a@b.c', resetToken: 't', type: 'admin' });
  });
  it('defaults an unknown type to intern', () => {
    const q = encodeResetBundle({ email: 'a@b.c', resetToken: 't', type: 'intern' }).replace(/=/g, '');
    expect(decodeResetBundle(q)?.type).toBe('intern');
    expect(
      decodeResetBundle(btoa(JSON.stringify({ email: 'a@b.c', resetToken: 't', type: 'boss' })))?.type,
    ).toBe('intern');
  });
  it('is null for missing or garbled q', () => {
    expect(decodeResetBundle(null)).toBeNull();
    expect(decodeResetBundle('')).toBeNull();
    expect(decodeResetBundle('%%%')).toBeNull();
    expect(decodeResetBundle(btoa('not json'))).toBeNull();
    expect(decodeResetBundle(btoa(JSON.stringify({ email: 'a@b.c' })))).toBeNull();
  });
});
