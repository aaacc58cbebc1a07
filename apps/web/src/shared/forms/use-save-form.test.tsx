import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fail, ok, stubFetch } from '../../../test/helpers.tsx';
import { createResource } from '../api/create-resource.ts';
import { ApiError } from '../lib/api-client.ts';
import { useSaveForm, type SaveFormOptions } from './use-save-form.ts';

interface TThing {
  _id: string;
  name: string;
}
interface TThingWrite {
  name: string;
  removed?: string[];
}
const things = createResource<TThing, TThingWrite>({
  key: ['things'],
  path: 'things',
  listKey: 'things',
  oneKey: 'thing',
});

function renderSave(opts: Omit<SaveFormOptions<TThing, TThingWrite>, 'resource'>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSaveForm({ resource: things, ...opts }), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

/** Stubs the API with one expected call (method and URL) and its answer. */
const answerOnly = (method: string, url: string, answer: ReturnType<typeof ok> | ReturnType<typeof fail>) =>
  stubFetch((u, init) => (init?.method === method && u === url ? answer : undefined));

describe('useSaveForm', () => {
  it('creates without an id and hands the saved record to onSaved', async () => {
    const calls = answerOnly('POST', '/api/things', ok({ thing: { _id: 't1', name: 'new' } }));
    const onSaved = vi.fn();
    const onError = vi.fn();
    const { result } = renderSave({ id: undefined, onSaved });
    act(() => result.current.save({ name: 'new' }, onError));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ _id: 't1', name: 'new' }));
    expect(onError).not.toHaveBeenCalled();
    expect(calls.map((c) => [c.method, c.body])).toEqual([['POST', { name: 'new' }]]);
  });

  it('updates with an id, with the update body when one is given', async () => {
    const calls = answerOnly('PUT', '/api/things/t1', ok({ thing: { _id: 't1', name: 'renamed' } }));
    const onSaved = vi.fn();
    const { result } = renderSave({
      id: 't1',
      onSaved,
      updateBody: (body) => ({ ...body, removed: ['p1'] }),
    });
    act(() => result.current.save({ name: 'renamed' }, vi.fn()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ _id: 't1', name: 'renamed' }));
    expect(calls.map((c) => [c.method, c.body])).toEqual([['PUT', { name: 'renamed', removed: ['p1'] }]]);
  });

  it('sends the same body to the update when no update body is given', async () => {
    const calls = answerOnly('PUT', '/api/things/t1', ok({ thing: { _id: 't1', name: 'x' } }));
    const onSaved = vi.fn();
    const { result } = renderSave({ id: 't1', onSaved });
    act(() => result.current.save({ name: 'x' }, vi.fn()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.body)).toEqual([{ name: 'x' }]);
  });

  it('is saving while the create or the update is under way', async () => {
    let finish: (thing: TThing) => void = () => undefined;
    const waiting = new Promise<TThing>((resolve) => (finish = resolve));
    const resource = {
      useCreate: () => useMutation({ mutationFn: (_body: TThingWrite) => waiting }),
      useUpdate: () => useMutation({ mutationFn: (_vars: { id: string; body: TThingWrite }) => waiting }),
    };
    const onSaved = vi.fn();
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForm({ resource, id: 't1', onSaved }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current.saving).toBe(false);
    act(() => result.current.save({ name: 'x' }, vi.fn()));
    await waitFor(() => expect(result.current.saving).toBe(true));
    expect(onSaved).not.toHaveBeenCalled();
    act(() => finish({ _id: 't1', name: 'x' }));
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(onSaved).toHaveBeenCalledWith({ _id: 't1', name: 'x' });
  });

  it('hands a failed call to onError, not onSaved, and is no longer saving', async () => {
    answerOnly('POST', '/api/things', fail(409, 'THING_EXISTS', 'exists', [{ field: 'name' }]));
    const onSaved = vi.fn();
    const onError = vi.fn();
    const { result } = renderSave({ id: undefined, onSaved });
    act(() => result.current.save({ name: 'dup' }, onError));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const err: unknown = onError.mock.calls[0]?.[0];
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errorType).toBe('THING_EXISTS');
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.saving).toBe(false));
  });
});
