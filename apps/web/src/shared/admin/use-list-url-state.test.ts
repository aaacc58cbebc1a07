import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedUrlSearch } from './use-list-url-state.ts';

// The search box's wait, on a fake clock: what a slow or busy machine does to real key timings cannot move it.
describe('useDebouncedUrlSearch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  function setup(delay: number) {
    const commit = vi.fn<(value: string) => void>();
    const hook = renderHook(({ url }) => useDebouncedUrlSearch(url, commit, delay), {
      initialProps: { url: '' },
    });
    const type = (value: string) => act(() => hook.result.current[1](value));
    return { commit, hook, type };
  }

  it('commits once, `delay` after the last key; a key inside the wait starts it again', () => {
    const { commit, type } = setup(500);
    type('w');
    act(() => vi.advanceTimersByTime(350));
    type('we');
    act(() => vi.advanceTimersByTime(350));
    type('web');
    act(() => vi.advanceTimersByTime(499));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit.mock.calls).toEqual([['web']]);
  });

  it('trims, and commits nothing when the trimmed word is what the URL already has', () => {
    const { commit, hook, type } = setup(300);
    hook.rerender({ url: 'web' });
    type(' web ');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
    type(' webs ');
    act(() => vi.advanceTimersByTime(300));
    expect(commit.mock.calls).toEqual([['webs']]);
  });
});
