import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  checkStoredSession,
  clearSession,
  decodeSessionToken,
  getSession,
  getToken,
  LANGUAGE_KEY,
  LEGACY_EXPIRY_KEY,
  LEGACY_TOKEN_KEY,
  saveSession,
  SESSION_KEY,
  sessionEndReason,
  takeSessionExpired,
  useSession,
} from '../src/shared/lib/session.ts';
import { ApiError, apiFetch, SESSION_EXPIRED_EVENT } from '../src/shared/lib/api-client.ts';
import { formatDate, formatDateTime } from '../src/shared/lib/format.ts';
import { fetchMe, toMe } from '../src/features/accounts/api/use-me.ts';
import { fail, fakeToken, ok, PHOTO_FILE, stubFetch } from './helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const stored = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as unknown;

describe('session storage', () => {
  it('saveSession stores token and expiry (ISO) together in one key and returns the claims', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = fakeToken({ role: 'intern', id: 'i1', exp });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const claims = saveSession(token);
    // one write: another tab never sees the token without its expiry
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
    expect(claims).toMatchObject({ role: 'intern', id: 'i1', exp });
    expect(stored()).toEqual({ token, expiry: new Date(exp * 1000).toISOString() });
    expect(localStorage.length).toBe(1);
    expect(getToken()).toBe(token);
    expect(getSession()).toMatchObject({ role: 'intern', id: 'i1' });
  });

  it('refuses a token without exp or that is not a JWT', () => {
    expect(saveSession('garbage')).toBeNull();
    expect(saveSession(fakeToken({ role: 'intern', id: 'i1', exp: 'soon' }))).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('decodeSessionToken needs three base64url parts, a JSON payload, exp, role and id', () => {
    const good = fakeToken({ role: 'intern', id: 'i1' });
    expect(decodeSessionToken(good)).toMatchObject({ role: 'intern', id: 'i1' });
    const [head, , sig] = good.split('.');
    const b64 = (text: string) => btoa(text).replace(/=+$/, '');
    expect(decodeSessionToken(`${head}.${b64('{"role":"intern"')}.${sig}`)).toBeNull(); // bad JSON
    expect(decodeSessionToken(`${head}.${b64('[1]')}.${sig}`)).toBeNull(); // not an object
    expect(decodeSessionToken(good.split('.').slice(0, 2).join('.'))).toBeNull(); // two parts
    expect(decodeSessionToken(`${good}.x`)).toBeNull(); // four parts
    expect(decodeSessionToken(`${head}.a+b/c.${sig}`)).toBeNull(); // not base64url
    expect(decodeSessionToken(fakeToken({ role: 'intern', exp: 99 }))).toBeNull(); // no id
  });

  it('getToken drops an expired token', () => {
    saveSession(fakeToken({ role: 'business', id: 'b1', exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(getSession()).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('moves the two keys of earlier versions into the one key and removes them', () => {
    const token = fakeToken({ role: 'mentor', id: 'm1' });
    const expiry = new Date(Date.now() + 60_000).toISOString();
    localStorage.setItem(LEGACY_TOKEN_KEY, token);
    localStorage.setItem(LEGACY_EXPIRY_KEY, expiry);
    expect(getSession()).toMatchObject({ role: 'mentor', id: 'm1' });
    expect(stored()).toEqual({ token, expiry });
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_EXPIRY_KEY)).toBeNull();
  });

  it('a half-written old pair (token without expiry) is dropped, not turned into a session', () => {
    localStorage.setItem(LEGACY_TOKEN_KEY, fakeToken({ role: 'mentor', id: 'm1' }));
    expect(getToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('clearSession clears all local storage but keeps the language, and records why', () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    localStorage.setItem(LANGUAGE_KEY, 'sr');
    localStorage.setItem('something.else', 'x');
    clearSession('logout');
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sr');
    expect(sessionEndReason()).toBe('logout');
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    expect(sessionEndReason()).toBeNull();
  });

  it('useSession re-renders on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => void saveSession(fakeToken({ role: 'admin', id: 'a1' })));
    expect(result.current).toMatchObject({ role: 'admin', id: 'a1' });
    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('useSession follows sign-in and sign-out made in another tab (storage event)', () => {
    const { result } = renderHook(() => useSession());
    const token = fakeToken({ role: 'business', id: 'b7' });
    // another tab wrote the key: this tab only learns it from the storage event
    act(() => {
      localStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ token, expiry: new Date(Date.now() + 60_000).toISOString() }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    });
    expect(result.current).toMatchObject({ role: 'business', id: 'b7' });
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBeNull();
  });

  it('a stored token whose payload cannot be decoded ends the session as expired', () => {
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    localStorage.setItem(LANGUAGE_KEY, 'en');
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'abc.%%%.def', expiry: new Date(Date.now() + 60_000).toISOString() }),
    );
    expect(getSession()).toBeNull();
    expect(getToken()).toBeNull(); // never sent as a bearer
    expect(checkStoredSession()).toBe(true);
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(takeSessionExpired()).toBe(true);
    expect(sessionEndReason()).toBe('expired');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    // garbled JSON in the key is the same; a valid session and no session are not
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(checkStoredSession()).toBe(true);
    saveSession(fakeToken({ role: 'intern', id: 'i1' }));
    expect(checkStoredSession()).toBe(false);
    clearSession();
    expect(checkStoredSession()).toBe(false);
  });
});

describe('apiFetch', () => {
  it('sends the bearer token and the language, and returns data', async () => {
    const token = fakeToken({ role: 'intern', id: 'i1' });
    saveSession(token);
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const calls = stubFetch(() => ok({ hello: 'world' }));
    await expect(apiFetch('/things', { query: { page: 2, skills: ['a', 'b'], empty: '' } })).resolves.toEqual(
      { hello: 'world' },
    );
    expect(calls[0]!.url).toBe('/api/things?page=2&skills=a&skills=b');
    const headers = calls[0]!.init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers['Accept-Language']).toBe('en');
  });

  it('a 401 clears the stored session', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'i1' }));
    localStorage.setItem('other', 'x');
    stubFetch(() => fail(401, 'UNAUTHORIZED'));
    await expect(apiFetch('/x')).rejects.toMatchObject({ errorType: 'UNAUTHORIZED', status: 401 });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(sessionEndReason()).toBe('cleared');
  });

  it('FAILED_DECODE_TOKEN clears the session and dispatches the session-expired event', async () => {
    saveSession(fakeToken({ role: 'business', id: 'b1' }));
    const onExpired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    stubFetch(() => fail(401, 'FAILED_DECODE_TOKEN', 'expired'));
    await expect(apiFetch('/businesses/b1')).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(sessionEndReason()).toBe('expired');
  });

  it('other failures keep the session and carry errorType, message and details', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'i1' }));
    stubFetch(() => ({
      status: 400,
      body: {
        success: false,
        data: null,
        error: 'bad',
        errorType: 'VALIDATION_ERROR',
        details: [{ field: 'email', issue: 'invalidEmail' }],
      },
    }));
    await expect(apiFetch('/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      errorType: 'VALIDATION_ERROR',
      message: 'bad',
      details: [{ field: 'email', issue: 'invalidEmail' }],
    });
    expect(getToken()).not.toBeNull();
  });

  it('a network failure is NETWORK_ERROR with the default message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/x')).rejects.toMatchObject({
      errorType: 'NETWORK_ERROR',
      message: 'Internal Server Error!',
      status: 0,
    });
  });
});

describe('useMe fetcher', () => {
  it('calls the role’s own record: interns, businesses (also admins), mentors', async () => {
    const calls = stubFetch(() =>
      ok({
        intern: {
          internName: 'Arta',
          internLastName: 'Krasniqi',
          email: 'arta@example.test',
          internCurrentMentor: { _id: 'm' },
        },
      }),
    );
    await expect(fetchMe({ role: 'intern', id: 'i1' })).resolves.toEqual({
      firstName: 'Arta',
      lastName: 'Krasniqi',
      displayName: null,
      email: 'arta@example.test',
      hasMentor: true,
      photo: null,
    });
    await fetchMe({ role: 'admin', id: 'a1' });
    await fetchMe({ role: 'business', id: 'b1' });
    await fetchMe({ role: 'mentor', id: 'm1' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/interns/i1',
      '/api/businesses/a1',
      '/api/businesses/b1',
      '/api/mentors/m1',
    ]);
  });

  it('a 404 (no profile yet, or the route is not built yet) is "no data", not an error', async () => {
    stubFetch((url) => (url === '/api/interns/i1' ? fail(404, 'NOT_FOUND') : undefined));
    await expect(fetchMe({ role: 'intern', id: 'i1' })).resolves.toBeNull();
  });

  it('a tampered token (FAILED_DECODE_TOKEN) is an error', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'i1' }));
    stubFetch(() => fail(401, 'FAILED_DECODE_TOKEN'));
    await expect(fetchMe({ role: 'intern', id: 'i1' })).rejects.toMatchObject({
      errorType: 'FAILED_DECODE_TOKEN',
    });
  });

  it('reads business records by their name', () => {
    expect(toMe('business', { business: { businessName: 'Acme', businessEmail: 'hr@acme.test' } })).toEqual({
      firstName: null,
      lastName: null,
      displayName: 'Acme',
      email: 'hr@acme.test',
      hasMentor: false,
      photo: null,
    });
  });

  it('reads intern and mentor records by their spec names', () => {
    expect(
      toMe('intern', {
        intern: {
          internName: 'Arta',
          internLastName: 'Berisha',
          email: 'a@b.org',
          internCurrentMentor: null,
        },
      }),
    ).toEqual({
      firstName: 'Arta',
      lastName: 'Berisha',
      displayName: null,
      email: 'a@b.org',
      hasMentor: false,
      photo: null,
    });
    expect(
      toMe('intern', { intern: { internName: 'Arta', internCurrentMentor: { _id: 'm1' } } }).hasMentor,
    ).toBe(true);
    // the CV's photo, for the avatar
    const photo = PHOTO_FILE;
    expect(toMe('intern', { intern: { internName: 'Arta', photo } }).photo).toEqual(photo);
    expect(
      toMe('mentor', { mentor: { mentorName: 'Driton', mentorSurname: 'Gashi', email: 'd@g.org' } }),
    ).toMatchObject({ firstName: 'Driton', lastName: 'Gashi', email: 'd@g.org' });
  });
});

describe('formatDate', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2025, 11, 31, 10, 30))).toBe('31/12/2025');
    expect(formatDateTime(new Date(2025, 11, 31, 10, 30))).toBe('31/12/2025 10:30');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
