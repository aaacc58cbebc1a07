import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@praktika/contracts/common';
import type {
  TResource,
  TResourceListQuery,
  TResourceSummary,
  TResourceWrite,
} from '@praktika/contracts/resources';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { createNamedResource } from '../../../shared/api/create-resource.ts';
import { shownText } from '../../../shared/lib/shown-text.ts';

/** The list query the web sends (every field optional; the API applies the defaults). */
export type TResourceQueryWeb = Partial<TResourceListQuery>;

/**
 * The resource library (`/api/resources`): the list holds summaries (no link or file, for anyone); one resource
 * with its link or file is read through `resourceDetailOptions` (signed in).
 */
export const resourcesResource = createNamedResource<TResourceSummary, TResourceWrite, TResourceQueryWeb>(
  'resources',
  { oneKey: 'resource' },
);

/** GET /api/resources/:id -> data.resource (with the link or the file). */
export const resourceDetailOptions = (id: string) =>
  queryOptions({
    queryKey: resourcesResource.keys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<{ resource: TResource }>(`/resources/${encodeURIComponent(id)}`, { signal }).then(
        (d) => d.resource,
      ),
  });

export const useResourceDetail = (id: string | undefined, enabled = true) =>
  useQuery({ ...resourceDetailOptions(id ?? ''), enabled: !!id && enabled });

/** A resource's name (or description) in a language, English when that one is empty. */
export const resourceName = (item: TResourceSummary, lang: TLanguage) =>
  shownText(item[`${lang}Name`] || item.enName, lang);
export const resourceDescription = (item: TResourceSummary, lang: TLanguage) =>
  item[`${lang}Description`] || item.enDescription;
