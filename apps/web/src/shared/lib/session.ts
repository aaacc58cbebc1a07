import { useSyncExternalStore } from 'react';
import type { TSessionClaims } from '@praktika/contracts/auth';

/** The session token and its expiry (ISO) live in localStorage, as the spec says. */
export const TOKEN_KEY = 'praktika.token';
export const EXPIRY_KEY = 'praktika.tokenExpiry';

const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}

export function decodeJwt<T = Record<string, unknown>>(token: string): T | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(b64), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

export function saveSession(token: string): TSessionClaims | null {
  const claims = decodeJwt<TSessionClaims>(token);
  if (!claims?.exp) return null;
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(EXPIRY_KEY, new Date(claims.exp * 1000).toISOString());
  endReason = null;
  emit();
  return claims;
}

/**
 * Why the session of this page ended: `logout` and `expired` are followed by a navigation the caller makes
 * (to / and to /login), so route guards must not redirect on their own; `cleared` (a 401) leaves it to the guards.
 */
export type SessionEndReason = 'logout' | 'expired' | 'cleared';
let endReason: SessionEndReason | null = null;
export function sessionEndReason(): SessionEndReason | null {
  return endReason;
}
/** Called after every navigation: the reason only matters until the navigation that follows the end. */
export function resetSessionEndReason(): void {
  endReason = null;
}

/** Logout and 401s: clear ALL local storage, as the spec says (the language choice is kept). */
export function clearSession(reason: SessionEndReason = 'cleared'): void {
  const lang = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (lang) localStorage.setItem(LANGUAGE_KEY, lang);
  endReason = reason;
  emit();
}

export const LANGUAGE_KEY = 'praktika.lang';

/** The stored token, or null; an expired one is dropped. */
export function getToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const expiry = Date.parse(localStorage.getItem(EXPIRY_KEY) ?? '');
  if (!expiry || expiry <= Date.now()) {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(EXPIRY_KEY);
    return null;
  }
  return token;
}

export function getSession(): TSessionClaims | null {
  const token = getToken();
  return token ? decodeJwt<TSessionClaims>(token) : null;
}

let cachedToken: string | null = null;
let cachedClaims: TSessionClaims | null = null;
function snapshot(): TSessionClaims | null {
  const token = getToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedClaims = token ? decodeJwt<TSessionClaims>(token) : null;
  }
  return cachedClaims;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's claims (role, id, intern flags), or null; re-renders on sign-in/out. */
export function useSession(): TSessionClaims | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
