import type { SessionLookup, SessionState } from './guard.ts';

/**
 * The guard reads the session's account on every authenticated request, so a deactivated, deleted or reset account
 * loses its sessions at once (docs/decisions.md). That read is most of what a cached authenticated answer costs.
 * This keeps each account's state under the writes version (platform/cache/write-version.ts), which every
 * successful data write through the API bumps, on every instance through the invalidation bus, before its caller
 * hears the answer: a deactivation, a deletion or a password reset is a write, so the next request reads the row
 * again. A short time-to-live bounds what a write made outside the API (a script, the database by hand) leaves
 * behind, and the map is bounded.
 */
export interface SessionCacheOptions {
  /** The writes version (`current()`): entries made under another version are not used. */
  version: { current(): string };
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
}

export function cachedSessionLookup(lookup: SessionLookup, options: SessionCacheOptions): SessionLookup {
  const { version, now = Date.now, ttlMs = 30_000, maxEntries = 20_000 } = options;
  const entries = new Map<string, { version: string; at: number; state: SessionState | undefined }>();
  return async (accountId) => {
    const v = version.current();
    const hit = entries.get(accountId);
    if (hit && hit.version === v && now() - hit.at < ttlMs) return hit.state;
    // The version is read BEFORE the row: a row read across a write is filed under the older version.
    const state = await lookup(accountId);
    entries.delete(accountId);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(accountId, { version: v, at: now(), state });
    return state;
  };
}
