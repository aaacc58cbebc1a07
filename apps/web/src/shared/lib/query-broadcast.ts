import { useEffect } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Data changes reach the other tabs of the app (issue 17): a mutation invalidates its queries here AND tells every
 * other tab (a `BroadcastChannel`), whose listener invalidates the same keys, so a button the server would now
 * refuse (Apply after applying in another tab) disappears there too. Only query keys travel, never data. The
 * session follows the tabs through the `storage` event (session.ts); this is the same for data.
 *
 * Senders: `invalidateEverywhere(client, keys)` in a mutation's onSuccess. Listener: `useInvalidationListener`
 * once at the app's root (AppProviders). Without BroadcastChannel both do only the local part.
 */
export const QUERY_CHANNEL = 'praktika:queries';

interface InvalidateMessage {
  type: 'invalidate';
  /** The sending tab: a tab's own listener skips its messages (it invalidated already). */
  from: string;
  keys: QueryKey[];
}

const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const supported = () => typeof BroadcastChannel === 'function';
const senders = new Map<string, BroadcastChannel>();

function sender(name: string): BroadcastChannel | null {
  if (!supported()) return null;
  let ch = senders.get(name);
  if (!ch) {
    ch = new BroadcastChannel(name);
    senders.set(name, ch);
  }
  return ch;
}

const isMessage = (data: unknown): data is InvalidateMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as InvalidateMessage).type === 'invalidate' &&
  typeof (data as InvalidateMessage).from === 'string' &&
  Array.isArray((data as InvalidateMessage).keys) &&
  (data as InvalidateMessage).keys.every(Array.isArray);

/** Invalidates `keys` in this tab and tells the other tabs to do the same. */
export async function invalidateEverywhere(
  client: QueryClient,
  keys: readonly QueryKey[],
  channel = QUERY_CHANNEL,
): Promise<void> {
  const message: InvalidateMessage = { type: 'invalidate', from: TAB_ID, keys: [...keys] };
  try {
    sender(channel)?.postMessage(message);
  } catch {
    // a key that cannot be cloned: the other tabs refetch when they next mount the query
  }
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Invalidates what other tabs say changed; returns the unsubscribe. */
export function listenForInvalidations(client: QueryClient, channel = QUERY_CHANNEL): () => void {
  if (!supported()) return () => undefined;
  const ch = new BroadcastChannel(channel);
  ch.onmessage = (event: MessageEvent<unknown>) => {
    if (!isMessage(event.data) || event.data.from === TAB_ID) return;
    for (const queryKey of event.data.keys) void client.invalidateQueries({ queryKey });
  };
  return () => ch.close();
}

/** The listener for the app's query client, while the app is mounted. */
export function useInvalidationListener(client: QueryClient, channel = QUERY_CHANNEL): void {
  useEffect(() => listenForInvalidations(client, channel), [client, channel]);
}
