import { useQuery } from '@tanstack/react-query';
import type { TPaged } from '@praktika/contracts/common';
import type { TSurveyAssignment } from '@praktika/contracts/surveys';
import { apiFetch } from '../../../shared/lib/api-client.ts';

/**
 * The caller's pending surveys (the avatar menu and the dashboard notice show them). Its own small module: the
 * avatar menu is in the public entry, which must not carry the resource factory and mutations of surveys.ts. The
 * key is the one `surveysResource.keys.list(query)` makes, so answering a survey refetches it.
 */
const QUERY = { completed: false, page: 1, limit: 20 } as const;

export function usePendingSurveys(enabled: boolean) {
  return useQuery({
    queryKey: ['surveys', 'list', QUERY] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ surveys: TPaged<TSurveyAssignment> }>('/surveys', { query: { ...QUERY }, signal }).then(
        (d) => d.surveys,
      ),
    enabled,
  });
}
