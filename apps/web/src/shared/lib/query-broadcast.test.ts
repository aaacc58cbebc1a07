import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateEverywhere, listenForInvalidations } from './query-broadcast.ts';

/** A channel of this test's own, so other test files (other workers) never hear it. */
const CHANNEL = `praktika:queries:test:${Math.random().toString(36).slice(2)}`;
const opened: BroadcastChannel[] = [];
const otherTab = () => {
  const ch = new BroadcastChannel(CHANNEL);
  opened.push(ch);
  return ch;
};
afterEach(() => {
  for (const ch of opened.splice(0)) ch.close();
});

/** A client with one fresh, cached query under `key`. */
function clientWith(key: readonly unknown[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(key, { applied: false });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the query-invalidation broadcast', () => {
  it('a mutation invalidates its keys here and tells the other tabs which keys', async () => {
    const client = clientWith(['applications', 'applied', 'JOB', 'j1']);
    const heard: unknown[] = [];
    otherTab().onmessage = (e: MessageEvent) => heard.push(e.data);
    await invalidateEverywhere(client, [['applications'], ['opportunities']], CHANNEL);
    expect(stale(client, ['applications', 'applied', 'JOB', 'j1'])).toBe(true);
    await vi.waitFor(() =>
      expect(heard).toEqual([
        expect.objectContaining({ type: 'invalidate', keys: [['applications'], ['opportunities']] }),
      ]),
    );
  });

  it('another tab applying invalidates this tab’s "applied" answer; junk and stopped listeners change nothing', async () => {
    const client = clientWith(['applications', 'applied', 'JOB', 'j1']);
    const other = clientWith(['resources']);
    const stop = listenForInvalidations(client, CHANNEL);
    const tab = otherTab();
    tab.postMessage({ type: 'something', keys: [['applications']] });
    tab.postMessage({ type: 'invalidate', from: 'another-tab', keys: [['applications']] });
    await vi.waitFor(() => expect(stale(client, ['applications', 'applied', 'JOB', 'j1'])).toBe(true));
    expect(stale(other, ['resources'])).toBe(false);

    stop();
    const later = clientWith(['applications', 'x']);
    const stopLater = listenForInvalidations(later, CHANNEL);
    stopLater();
    tab.postMessage({ type: 'invalidate', from: 'another-tab', keys: [['applications']] });
    // a listener that stopped never hears it: a second, live one proves the message went out
    const live = clientWith(['applications', 'y']);
    const stopLive = listenForInvalidations(live, CHANNEL);
    tab.postMessage({ type: 'invalidate', from: 'another-tab', keys: [['applications']] });
    await vi.waitFor(() => expect(stale(live, ['applications', 'y'])).toBe(true));
    expect(stale(later, ['applications', 'x'])).toBe(false);
    stopLive();
  });
});
