import { queryOptions } from '@tanstack/react-query';
import type { TStatisticsCounts } from '@praktika/contracts/reports';
import { apiFetch } from '../../../shared/lib/api-client.ts';

/**
 * The home page's "programme in numbers": `POST /api/reports/counts/home` (public, no body) → data.counts, each
 * count rounded down to a multiple of ten by the server. A read like `public-content.ts`'s (query options only,
 * the app's cache and stale defaults), so the home chunk stays small; only the contract's type is imported, not
 * its zod schemas.
 */
export const homeCountsOptions = () =>
  queryOptions({
    queryKey: ['reports', 'counts', 'home'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ counts: TStatisticsCounts }>('/reports/counts/home', { method: 'POST', signal }).then(
        (d) => d.counts,
      ),
  });
