import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fail, ok, paged, stubFetch } from '../../../test/helpers.tsx';
import { ApiError } from '../lib/api-client.ts';
import { createResource } from './create-resource.ts';
import { catalogueKeys, catalogueResource } from './catalogues.ts';

interface TThing {
  _id: string;
  name: string;
}
const things = createResource<TThing, { name: string }, { page?: number; name?: string }>({
  key: ['things'],
  path: 'things',
  listKey: 'things',
  oneKey: 'thing',
});

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

describe('createResource', () => {
  it('has a query-key factory under one root', () => {
    expect(things.keys.all).toEqual(['things']);
    expect(things.keys.list({ page: 2 })).toEqual(['things', 'list', { page: 2 }]);
    expect(things.keys.detail('t1')).toEqual(['things', 'detail', 't1']);
    // the catalogues: one root per collection, under which the selects' lists also live
    expect(catalogueResource('skills').keys.all).toEqual(catalogueKeys.collection('skills'));
    expect(catalogueResource('skills')).toBe(catalogueResource('skills'));
  });

  it('lists, reads, creates, updates and deletes on the REST paths with the contract keys', async () => {
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === '/api/things?page=2&name=a+b') return paged('things', [], { page: 2 });
      if (method === 'GET' && url === '/api/things/t%2F1') return ok({ thing: { _id: 't/1', name: 'x' } });
      if (method === 'POST' && url === '/api/things') return ok({ thing: { _id: 't2', name: 'new' } });
      if (method === 'PUT' && url === '/api/things/t2') return ok({ thing: { _id: 't2', name: 'renamed' } });
      if (method === 'DELETE' && url === '/api/things/t2')
        return ok({ thing: { _id: 't2', name: 'renamed' } });
      return undefined;
    });
    expect(await things.api.list({ page: 2, name: 'a b' })).toMatchObject({ page: 2, docs: [] });
    expect(await things.api.one('t/1')).toEqual({ _id: 't/1', name: 'x' });
    expect(await things.api.create({ name: 'new' })).toEqual({ _id: 't2', name: 'new' });
    expect(await things.api.update({ id: 't2', body: { name: 'renamed' } })).toMatchObject({
      name: 'renamed',
    });
    expect(await things.api.remove('t2')).toMatchObject({ _id: 't2' });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['GET', undefined],
      ['POST', { name: 'new' }],
      ['PUT', { name: 'renamed' }],
      ['DELETE', undefined],
    ]);
    // requests keep fetch's default cache mode, so the browser can revalidate an ETag'd list (304 -> cached 200)
    expect(calls.every((c) => c.init?.cache === undefined)).toBe(true);
  });

  it('a mutation invalidates the lists through the key factory: the list refetches after a create', async () => {
    let docs: TThing[] = [{ _id: 't1', name: 'one' }];
    const calls = stubFetch((url, init) => {
      if ((init?.method ?? 'GET') === 'GET' && url === '/api/things?page=1') return paged('things', docs);
      if (init?.method === 'POST' && url === '/api/things') {
        docs = [...docs, { _id: 't2', name: 'two' }];
        return ok({ thing: docs[1] });
      }
      return undefined;
    });
    const client = newClient();
    const { result } = renderHook(() => ({ list: things.useList({ page: 1 }), create: things.useCreate() }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.list.data?.docs).toHaveLength(1));
    await act(() => result.current.create.mutateAsync({ name: 'two' }));
    await waitFor(() => expect(result.current.list.data?.docs.map((d) => d.name)).toEqual(['one', 'two']));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('a failed call is an ApiError with the envelope type and details', async () => {
    stubFetch(() => fail(409, 'SKILL_EXISTS', 'exists', [{ field: 'enName', issue: 'exists' }]));
    const err = await catalogueResource('skills')
      .api.create({
        enName: 'A',
        enDescription: '',
        sqName: 'A',
        sqDescription: '',
        srName: 'A',
        srDescription: '',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ errorType: 'SKILL_EXISTS', status: 409, details: [{ field: 'enName' }] });
  });
});
