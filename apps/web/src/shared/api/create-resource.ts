import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPaged } from '@praktika/contracts/common';
import { apiFetch, type RequestOptions } from '../lib/api-client.ts';

/** Query parameters of a list call (what `apiFetch` puts in the query string). */
export type TResourceQuery = NonNullable<RequestOptions['query']>;

export interface ResourceConfig {
  /** Root of every query key of this resource, e.g. `['catalogues', 'skills']`. */
  key: readonly unknown[];
  /** Path under /api, without the leading slash: `skills` -> GET /api/skills, GET /api/skills/:id. */
  path: string;
  /** Key of the paged list in the answer's `data` (the spec's list key, e.g. `skills`). */
  listKey: string;
  /** Key of one item in the answer's `data` (e.g. `skill`). */
  oneKey: string;
}

/**
 * One REST resource of the API (`GET/POST /api/<path>`, `GET/PUT/DELETE /api/<path>/:id`) as fetchers, query
 * options, hooks and a query-key factory. Types come from the contracts: `TItem` the response item, `TWrite` the
 * create/update body, `TQuery` the list query. Every mutation invalidates `keys.all`, so lists, details and
 * anything else keyed under the resource (e.g. the unpaged lists of selects) refetch.
 *
 * HTTP caching: requests use fetch's default cache mode, so when the API answers lists with an `ETag` the browser
 * revalidates (If-None-Match) and hands a 304 back as the cached 200; nothing here sees the 304.
 */
export function createResource<TItem, TWrite, TQuery extends TResourceQuery = TResourceQuery>(
  config: ResourceConfig,
) {
  const base = `/${config.path}`;

  const keys = {
    all: config.key,
    lists: () => [...config.key, 'list'] as const,
    list: (query: TQuery) => [...config.key, 'list', query] as const,
    details: () => [...config.key, 'detail'] as const,
    detail: (id: string) => [...config.key, 'detail', id] as const,
  };

  const api = {
    /** GET /api/<path>?query -> data[listKey] */
    list: (query: TQuery, signal?: AbortSignal) =>
      apiFetch<Record<string, TPaged<TItem>>>(base, { query, signal }).then((data) => {
        const page = data[config.listKey];
        if (!page) throw new Error(`answer of GET ${base} has no data.${config.listKey}`);
        return page;
      }),
    /** GET /api/<path>/:id -> data[oneKey] */
    one: (id: string, signal?: AbortSignal) =>
      apiFetch<Record<string, TItem>>(`${base}/${encodeURIComponent(id)}`, { signal }).then(
        (data) => data[config.oneKey] as TItem,
      ),
    /** POST /api/<path> */
    create: (body: TWrite) =>
      apiFetch<Record<string, TItem>>(base, { method: 'POST', body }).then(
        (data) => data[config.oneKey] as TItem,
      ),
    /** PUT /api/<path>/:id */
    update: ({ id, body }: { id: string; body: TWrite }) =>
      apiFetch<Record<string, TItem>>(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body }).then(
        (data) => data[config.oneKey] as TItem,
      ),
    /** DELETE /api/<path>/:id */
    remove: (id: string) =>
      apiFetch<Record<string, TItem>>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(
        (data) => data[config.oneKey] as TItem,
      ),
  };

  const listOptions = (query: TQuery) =>
    queryOptions({ queryKey: keys.list(query), queryFn: ({ signal }) => api.list(query, signal) });
  const oneOptions = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => api.one(id, signal) });

  const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: keys.all });

  /** A mutation hook that invalidates the resource after success. */
  function useResourceMutation<TVars>(fn: (vars: TVars) => Promise<TItem>, kind: string) {
    const client = useQueryClient();
    return useMutation({
      mutationKey: [...config.key, kind],
      mutationFn: fn,
      onSuccess: () => invalidate(client),
    });
  }

  return {
    config,
    keys,
    api,
    listOptions,
    oneOptions,
    invalidate,
    /** The paged list; keeps the previous page on screen while the next one loads. */
    useList: (query: TQuery, opts: { enabled?: boolean } = {}) =>
      useQuery({ ...listOptions(query), placeholderData: (previous) => previous, enabled: opts.enabled }),
    useOne: (id: string | undefined) => useQuery({ ...oneOptions(id ?? ''), enabled: !!id }),
    useCreate: () => useResourceMutation(api.create, 'create'),
    useUpdate: () => useResourceMutation(api.update, 'update'),
    useRemove: () => useResourceMutation(api.remove, 'remove'),
  };
}

/**
 * `createResource` for a resource named by its path alone (`articles`: query key `['articles']`, `GET /api/articles`,
 * list under `data.articles`); `oneKey` is the key of one item, `listKey` given only where it differs from the path.
 */
export function createNamedResource<TItem, TWrite, TQuery extends TResourceQuery = TResourceQuery>(
  path: string,
  keys: { oneKey: string; listKey?: string },
) {
  return createResource<TItem, TWrite, TQuery>({ key: [path], path, listKey: keys.listKey ?? path, ...keys });
}

export type Resource<TItem, TWrite, TQuery extends TResourceQuery = TResourceQuery> = ReturnType<
  typeof createResource<TItem, TWrite, TQuery>
>;
