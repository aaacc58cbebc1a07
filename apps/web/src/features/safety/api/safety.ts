import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TApplication } from '@praktika/contracts/applications';
import type { TPaged } from '@praktika/contracts/common';
import type {
  TCancellation,
  TCancellationCreate,
  TCancellationListQuery,
  TRedFlag,
  TRedFlagCreate,
  TRedFlagListQuery,
  ZRedFlaggedOrganisation,
  ZRedFlagUpdate,
} from '@praktika/contracts/safety';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { invalidateEverywhere } from '../../../shared/lib/query-broadcast.ts';
import { createResource, type TResourceQuery } from '../../../shared/api/create-resource.ts';
import { mentorshipsResource } from '../../../entities/mentorships/api.ts';

/*
 * Safety (issue 9 §6): cancellations (an internship or training ended early, by the intern, the host or an admin)
 * and red flags (reports about a host or an intern, worked by the admins). A cancellation changes the application
 * (CANCELLED), so it also refetches everything keyed under `applications`.
 */

type Web<T> = Partial<T> & TResourceQuery;
export type TCancellationQueryWeb = Web<TCancellationListQuery>;
export type TRedFlagQueryWeb = Web<TRedFlagListQuery>;
export type TRedFlagUpdate = z.input<typeof ZRedFlagUpdate>;
export type TRedFlaggedOrganisation = z.infer<typeof ZRedFlaggedOrganisation>;
/** The body the dialogs send (`reasons` may be left out: the API defaults it). */
export type TCancellationCreateWeb = Omit<TCancellationCreate, 'reasons'> & {
  reasons?: TCancellationCreate['reasons'];
};

/** The root of the applications' query keys (entities/applications/api.ts). */
const APPLICATIONS_KEY = ['applications'] as const;

export const cancellationsResource = createResource<TCancellation, never, TCancellationQueryWeb>({
  key: ['cancellations'],
  path: 'cancellations',
  listKey: 'cancellations',
  oneKey: 'cancellation',
});

export const redFlagsResource = createResource<TRedFlag, TRedFlagUpdate, TRedFlagQueryWeb>({
  key: ['redFlags'],
  path: 'redflags',
  listKey: 'redFlags',
  oneKey: 'redFlag',
});

/** `POST /api/cancellations` -> data.application (now CANCELLED). */
export const createCancellation = (body: TCancellationCreateWeb) =>
  apiFetch<{ application: TApplication }>('/cancellations', { method: 'POST', body }).then(
    (d) => d.application,
  );

/** Cancel an engagement; afterwards cancellations, applications and mentorships refetch, in every tab. */
export function useCreateCancellation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['cancellations', 'create'],
    mutationFn: createCancellation,
    onSuccess: () =>
      invalidateEverywhere(client, [
        cancellationsResource.keys.all,
        APPLICATIONS_KEY,
        mentorshipsResource.keys.all,
      ]),
  });
}

/** `POST /api/redflags` -> data.redFlag. */
export const createRedFlag = (body: TRedFlagCreate) =>
  apiFetch<{ redFlag: TRedFlag }>('/redflags', { method: 'POST', body }).then((d) => d.redFlag);

export function useCreateRedFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['redFlags', 'create'],
    mutationFn: createRedFlag,
    onSuccess: () => client.invalidateQueries({ queryKey: redFlagsResource.keys.all }),
  });
}

/** `PUT /api/redflags/:id` (admins: status, priority, internal note). */
export const useUpdateRedFlag = () => redFlagsResource.useUpdate();

/** `GET /api/redflags/organisations` (admins): organisations with reports, most first. */
export const redFlaggedOrganisationsOptions = (query: { page?: number; limit?: number }) =>
  queryOptions({
    queryKey: [...redFlagsResource.keys.all, 'organisations', query] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ organisations: TPaged<TRedFlaggedOrganisation> }>('/redflags/organisations', {
        query,
        signal,
      }).then((d) => d.organisations),
  });

export const useRedFlaggedOrganisations = (query: { page?: number; limit?: number }) =>
  useQuery({ ...redFlaggedOrganisationsOptions(query), placeholderData: (previous) => previous });
