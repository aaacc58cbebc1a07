import { describe, expect, it } from 'vitest';
import type { SessionState } from './guard.ts';
import { cachedSessionLookup } from './session-cache.ts';

const state = (active: boolean, sessionVersion = 0): SessionState => ({
  role: 'intern',
  accountType: 'intern',
  sessionVersion,
  active,
});

function setup() {
  const rows = new Map<string, SessionState>([['a', state(true)]]);
  let reads = 0;
  let version = 0;
  let clock = 0;
  const lookup = cachedSessionLookup(
    async (id) => {
      reads++;
      return rows.get(id);
    },
    { version: { current: () => String(version) }, now: () => clock, ttlMs: 1000, maxEntries: 2 },
  );
  return {
    lookup,
    rows,
    reads: () => reads,
    bump: () => version++,
    tick: (ms: number) => (clock += ms),
  };
}

describe('the session cache', () => {
  it('reads the row once while nothing is written', async () => {
    const s = setup();
    expect(await s.lookup('a')).toEqual(state(true));
    expect(await s.lookup('a')).toEqual(state(true));
    expect(s.reads()).toBe(1);
  });

  it('a write (deactivation, reset, deletion) makes the next request read the row again', async () => {
    const s = setup();
    await s.lookup('a');
    s.rows.set('a', state(false, 1));
    s.bump();
    expect(await s.lookup('a')).toEqual(state(false, 1));
    s.rows.delete('a');
    s.bump();
    expect(await s.lookup('a')).toBeUndefined();
    expect(s.reads()).toBe(3);
  });

  it('entries expire after their time to live, and the map stays bounded', async () => {
    const s = setup();
    await s.lookup('a');
    s.tick(1000);
    await s.lookup('a');
    expect(s.reads()).toBe(2);
    await s.lookup('b');
    await s.lookup('c');
    // 'a' was the oldest of the two kept: read again
    await s.lookup('a');
    expect(s.reads()).toBe(5);
  });
});
