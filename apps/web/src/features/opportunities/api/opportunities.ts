import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaged } from '@praktika/contracts/common';
import type { TApplication } from '@praktika/contracts/applications';
import type { z } from 'zod';
import type {
  TJob,
  ZMatchQuery,
  ZTrainingListQuery,
  TInternMatches,
  TMatch,
  TMatchedJob,
  TOpportunityKind,
  TTraining,
  TTrainingWriteInput,
} from '@praktika/contracts/opportunities';
import { OPPORTUNITY_PAGE_SIZES } from '@praktika/contracts/opportunities';
import type { TCvPart } from '@praktika/contracts/cv';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { createResource, type TResourceQuery } from '../../../shared/api/create-resource.ts';
import { jobsResource, type TJobItem, type TJobQueryWeb } from '../../../entities/opportunities/api.ts';

/*
 * Opportunities (issue 9): internship postings (`/api/jobs`) and trainings (`/api/trainings`). Lists, one posting,
 * create/update/delete (organisations and admins), the interns matched to a posting, the postings matched to an
 * intern, and invitations. Every write invalidates both resources (a posting's applications and matches depend on
 * it), and the application resource's keys as well (an invitation creates an application).
 */

/** A list query as the web sends it (the contract's input: every filter optional, lists as arrays or text). */
type Web<T extends z.ZodType> = Partial<z.input<T>> & TResourceQuery;
export type TTrainingQueryWeb = Web<typeof ZTrainingListQuery>;
export type TMatchQueryWeb = Web<typeof ZMatchQuery>;
export type TJobMatchQueryWeb = TJobQueryWeb & { sort?: 'asc' | 'desc' };

/** The internship postings' resource is an entity's (the stipends' posting select reads it too). */
export { jobsResource, type TJobItem, type TJobQueryWeb };
export type TTrainingItem = TTraining & { match?: TMatch };

export const trainingsResource = createResource<TTrainingItem, TTrainingWriteInput, TTrainingQueryWeb>({
  key: ['opportunities', 'trainings'],
  path: 'trainings',
  listKey: 'trainings',
  oneKey: 'training',
});

/** Root of every opportunities key (jobs, trainings, matches). */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  postingMatches: (kind: TOpportunityKind, id: string, query: TMatchQueryWeb) =>
    ['opportunities', 'matches', kind, id, query] as const,
  internMatches: (internId: string, query: TJobMatchQueryWeb) =>
    ['opportunities', 'matches', 'intern', internId, query] as const,
};

const seg = (s: string) => encodeURIComponent(s);
const kindPath = (kind: TOpportunityKind) => (kind === 'JOB' ? 'jobs' : 'trainings');

/**
 * GET /api/jobs/:id/matches or /api/trainings/:id/matches: interns for a posting, best first, with reasons; the
 * page carries `incompleteCvs` (interns left out only because their CV is not complete: a count, never who).
 */
export const postingMatchesOptions = (kind: TOpportunityKind, id: string, query: TMatchQueryWeb = {}) =>
  queryOptions({
    queryKey: opportunityKeys.postingMatches(kind, id, query),
    queryFn: ({ signal }) =>
      apiFetch<TInternMatches>(`/${kindPath(kind)}/${seg(id)}/matches`, {
        query,
        signal,
      }).then((d) => ({ ...d.matches, incompleteCvs: d.incompleteCvs ?? 0 })),
  });

export const usePostingMatches = (
  kind: TOpportunityKind,
  id: string | undefined,
  query: TMatchQueryWeb = {},
  enabled = true,
) =>
  useQuery({
    ...postingMatchesOptions(kind, id ?? '', query),
    enabled: !!id && enabled,
    placeholderData: (previous) => previous,
  });

/** GET /api/jobs/intern/:internId/matches: postings for an intern (the job filters + `sort`), with reasons. */
export const internMatchesOptions = (internId: string, query: TJobMatchQueryWeb = {}) =>
  queryOptions({
    queryKey: opportunityKeys.internMatches(internId, query),
    queryFn: ({ signal }) =>
      apiFetch<{ matches: TPaged<TMatchedJob> }>(`/jobs/intern/${seg(internId)}/matches`, {
        query,
        signal,
      }).then((d) => d.matches),
  });

/**
 * What the intern's CV still lacks for matching (`cvMissing` of the list's matched mode, one small page), for the
 * intern whose CV is not complete: "Matched to me" names the parts to complete.
 */
export const useCvMissing = (kind: TOpportunityKind, internId: string | undefined) =>
  useQuery({
    queryKey: ['opportunities', 'cvMissing', kind, internId ?? ''] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ cvMissing?: TCvPart[] }>(`/${kindPath(kind)}`, {
        query: { internId: internId ?? '', page: 1, limit: OPPORTUNITY_PAGE_SIZES[0] },
        signal,
      }).then((d) => d.cvMissing ?? []),
    enabled: !!internId,
  });

export const useInternMatches = (internId: string | undefined, query: TJobMatchQueryWeb = {}) =>
  useQuery({
    ...internMatchesOptions(internId ?? '', query),
    enabled: !!internId,
    placeholderData: (previous) => previous,
  });

/**
 * PUT /api/jobs/:jobId/invite/:inviteeId or /api/trainings/:id/invite/:inviteeId: an application with status
 * INVITED; the intern is e-mailed in `emailLanguage`. After recruitment has closed: JOB_EXPIRED.
 */
export const inviteIntern = ({
  kind,
  id,
  inviteeId,
  emailLanguage,
}: {
  kind: TOpportunityKind;
  id: string;
  inviteeId: string;
  emailLanguage?: string;
}) =>
  apiFetch<{ application: TApplication }>(`/${kindPath(kind)}/${seg(id)}/invite/${seg(inviteeId)}`, {
    method: 'PUT',
    body: emailLanguage ? { emailLanguage } : {},
  }).then((d) => d.application);

export const useInvite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteIntern,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opportunityKeys.all }),
        client.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
};

/** The resource of a kind (the list pages and detail pages are shared between jobs and trainings). */
export const opportunityResource = (kind: TOpportunityKind) =>
  kind === 'JOB' ? jobsResource : trainingsResource;

/** A posting's title whatever its kind (`title` for jobs, `name` for trainings). */
export const opportunityTitle = (item: TJob | TTraining) => ('title' in item ? item.title : item.name);
/** A posting's rich-text body whatever its kind. */
export const opportunityBody = (item: TJob | TTraining) => ('body' in item ? item.body : item.description);
/** A posting's spots whatever its kind. */
export const opportunitySpots = (item: TJob | TTraining) =>
  'availableSpots' in item ? item.availableSpots : item.spots;
