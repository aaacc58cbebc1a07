import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  clearSession,
  EXPIRY_KEY,
  getSession,
  getToken,
  LANGUAGE_KEY,
  saveSession,
  sessionEndReason,
  TOKEN_KEY,
  useSession,
} from '../src/shared/lib/session.ts';
import { ApiError, apiFetch, SESSION_EXPIRED_EVENT } from '../src/shared/lib/api-client.ts';
import { formatDate, formatDateTime } from '../src/shared/lib/format.ts';
import { fetchMe, toMe } from '../src/features/account/api/use-me.ts';
import { fail, fakeToken, ok, stubFetch } from './helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('session storage', () => {
  it('saveSession stores the token and its expiry as an ISO date and returns the claims', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = fakeToken({ role: 'intern', id: 'i1', exp });
    const claims = saveSession(token);
    expect(claims).toMatchObject({ role: 'intern', id: 'i1', exp });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(EXPIRY_KEY)).toBe(new Date(exp * 1000).toISOString());
    expect(getToken()).toBe(token);
    expect(getSession()).toMatchObject({ role: 'intern', id: 'i1' });
  });

  it('refuses a token without exp or that is not a JWT', () => {
    expect(saveSession('garbage')).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('getToken drops an expired token', () => {
    saveSession(fakeToken({ role: 'business', id: 'b1', exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRY_KEY)).toBeNull();
    expect(getSession()).toBeNull();
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
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
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
    stubFetch(() => undefined);
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
    });
    expect(
      toMe('intern', { intern: { internName: 'Arta', internCurrentMentor: { _id: 'm1' } } }).hasMentor,
    ).toBe(true);
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
