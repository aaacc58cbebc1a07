import { useSyncExternalStore } from 'react';
import type { TSessionClaims } from '@praktika/contracts/auth';

/**
 * The session lives in ONE localStorage key holding `{ token, expiry }` (expiry ISO), written in one
 * `setItem`: another tab never sees a token without its expiry (or the reverse). Other tabs follow sign-in and
 * sign-out through the `storage` event.
 */
export const SESSION_KEY = 'praktika.session';
/** The two keys of earlier versions; a stored pair is moved into SESSION_KEY on the next read, then removed. */
export const LEGACY_TOKEN_KEY = 'praktika.token';
export const LEGACY_EXPIRY_KEY = 'praktika.tokenExpiry';
export const LANGUAGE_KEY = 'praktika.lang';

interface StoredSession {
  token: string;
  expiry: string;
}

const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}

/** Decodes a JWT's payload without verifying it (the API verifies); null when it is not a decodable JWT. */
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

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The claims of a session token, or null when it cannot be one: not three base64url parts, a payload that is
 * not a JSON object, or no numeric `exp`, string `role` and string `id`.
 */
export function decodeSessionToken(token: string): TSessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
  const claims = decodeJwt<Record<string, unknown>>(token);
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
  if (typeof claims.role !== 'string' || typeof claims.id !== 'string') return null;
  return claims as unknown as TSessionClaims;
}

/** Moves a token/expiry pair of the old two-key format into SESSION_KEY and removes the old keys. */
function migrateLegacy(): void {
  const token = localStorage.getItem(LEGACY_TOKEN_KEY);
  const expiry = localStorage.getItem(LEGACY_EXPIRY_KEY);
  if (token === null && expiry === null) return;
  if (token && expiry && localStorage.getItem(SESSION_KEY) === null) {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token, expiry } satisfies StoredSession));
  }
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(LEGACY_EXPIRY_KEY);
}

type Stored =
  | { state: 'none' }
  | { state: 'valid'; token: string; expiry: number; claims: TSessionClaims }
  | { state: 'expired' }
  /** Something is stored but it is not a usable session (garbled JSON, undecodable token). */
  | { state: 'invalid' };

let cachedRaw: string | null = null;
let cachedStored: Stored = { state: 'none' };

function parse(raw: string | null): Stored {
  if (raw === null) return { state: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: 'invalid' };
  }
  const v = value as Partial<StoredSession> | null;
  if (!v || typeof v.token !== 'string' || typeof v.expiry !== 'string') return { state: 'invalid' };
  const claims = decodeSessionToken(v.token);
  if (!claims) return { state: 'invalid' };
  return { state: 'valid', token: v.token, expiry: Date.parse(v.expiry), claims };
}

function read(): Stored {
  migrateLegacy();
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedStored = parse(raw);
  }
  const s = cachedStored;
  if (s.state !== 'valid') return s;
  return !s.expiry || s.expiry <= Date.now() ? { state: 'expired' } : s;
}

export function saveSession(token: string): TSessionClaims | null {
  const claims = decodeSessionToken(token);
  if (!claims) return null;
  const stored: StoredSession = { token, expiry: new Date(claims.exp * 1000).toISOString() };
  localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
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

export const SESSION_EXPIRED_EVENT = 'praktika:session-expired';

/**
 * Set when the session ended as expired (FAILED_DECODE_TOKEN, or a stored token that cannot be decoded) and
 * nobody has handled it yet. The event alone can be missed when it fires before the session watcher has
 * subscribed; the watcher also takes this flag when it mounts.
 */
let sessionExpiredPending = false;

/** True once per expiry: whoever handles the session-expired flow takes it. */
export function takeSessionExpired(): boolean {
  const pending = sessionExpiredPending;
  sessionExpiredPending = false;
  return pending;
}

/** Ends the session as expired: clears it and tells the watcher to go to /login with the session-expired toast. */
export function expireSession(): void {
  clearSession('expired');
  sessionExpiredPending = true;
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

/**
 * A stored session that cannot be decoded is treated like FAILED_DECODE_TOKEN (expireSession). Returns true
 * when it did so. The session watcher calls it on load and when another tab writes the session.
 */
export function checkStoredSession(): boolean {
  if (read().state !== 'invalid') return false;
  expireSession();
  return true;
}

/** The stored token, or null; an expired one is dropped (an undecodable one is left to checkStoredSession). */
export function getToken(): string | null {
  const s = read();
  if (s.state === 'expired') {
    localStorage.removeItem(SESSION_KEY);
    return null;
  }
  return s.state === 'valid' ? s.token : null;
}

export function getSession(): TSessionClaims | null {
  return getToken() ? snapshot() : null;
}

function snapshot(): TSessionClaims | null {
  const s = read();
  return s.state === 'valid' ? s.claims : null;
}

/** Other tabs: a change of the session key (or a whole clear) notifies this tab's subscribers. */
function onStorage(e: StorageEvent) {
  if (e.key === null || e.key === SESSION_KEY || e.key === LEGACY_TOKEN_KEY) emit();
}

/** Subscribes to sign-in and sign-out, in this tab and in others (the `storage` event). */
export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's claims (role, id, intern flags), or null; re-renders on sign-in/out, also from other tabs. */
export function useSession(): TSessionClaims | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
