import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusinessProfile, TMentorProfile } from '@praktika/contracts/accounts';
import type { TInternCv } from '@praktika/contracts/cv';
import type {
  TAdminCreate,
  TBusinessListItem,
  TBusinessesQuery,
  TInternListItem,
  TInternsQuery,
  TMentorListItem,
  TMentorsQuery,
  TVerificationBody,
} from '@praktika/contracts/people';
import { apiFetch } from '../../shared/lib/api-client.ts';
import { createResource, type TResourceQuery } from '../../shared/api/create-resource.ts';

/*
 * People (issue 8), the admin's side: the lists of interns, organisations, mentors and administrators, one
 * person's whole record, and the account controls (activate or deactivate, ask an intern to update the CV,
 * approve a mentor, add an administrator). Every write invalidates the person's type, so its list and detail
 * refetch.
 */

/** A list query as the web sends it (every filter optional; the API fills the defaults). */
type Web<T> = Partial<T> & TResourceQuery;
export type TInternsQueryWeb = Web<TInternsQuery>;
export type TBusinessesQueryWeb = Web<TBusinessesQuery>;
export type TMentorsQueryWeb = Web<TMentorsQuery>;

/** The account types of the users screen; administrators are business-type accounts with role admin. */
export type TPeopleType = 'intern' | 'business' | 'mentor' | 'admin';

export const internsResource = createResource<TInternListItem, never, TInternsQueryWeb>({
  key: ['people', 'interns'],
  path: 'interns',
  listKey: 'interns',
  oneKey: 'intern',
});
/** Organisations and administrators are both business-type accounts: the same routes and answer keys. */
const BUSINESS_ROUTES = { path: 'businesses', listKey: 'businesses', oneKey: 'business' } as const;
export const businessesResource = createResource<TBusinessListItem, never, TBusinessesQueryWeb>({
  key: ['people', 'businesses'],
  ...BUSINESS_ROUTES,
});
/** `GET /api/businesses?queryForAdmins=true` (the list's base query adds it). */
export const adminsResource = createResource<TBusinessListItem, never, TBusinessesQueryWeb>({
  key: ['people', 'admins'],
  ...BUSINESS_ROUTES,
});
export const mentorsResource = createResource<TMentorListItem, never, TMentorsQueryWeb>({
  key: ['people', 'mentors'],
  path: 'mentors',
  listKey: 'mentors',
  oneKey: 'mentor',
});

const RESOURCES = {
  intern: internsResource,
  business: businessesResource,
  admin: adminsResource,
  mentor: mentorsResource,
} as const;

/** The API path of each type's own routes (`PUT /api/<path>/:id/active`). */
const PATHS: Record<TPeopleType, string> = {
  intern: 'interns',
  business: 'businesses',
  admin: 'businesses',
  mentor: 'mentors',
};

const at = (type: TPeopleType, id: string, rest = '') => `/${PATHS[type]}/${encodeURIComponent(id)}${rest}`;

/** One person's whole record (admins: birth date, ethnicity and health conditions included). */
export const personOptions = {
  intern: (id: string) =>
    queryOptions({
      queryKey: internsResource.keys.detail(id),
      queryFn: ({ signal }) =>
        apiFetch<{ intern: TInternCv }>(at('intern', id), { signal }).then((d) => d.intern),
    }),
  business: (id: string) =>
    queryOptions({
      queryKey: businessesResource.keys.detail(id),
      queryFn: ({ signal }) =>
        apiFetch<{ business: TBusinessProfile }>(at('business', id), { signal }).then((d) => d.business),
    }),
  mentor: (id: string) =>
    queryOptions({
      queryKey: mentorsResource.keys.detail(id),
      queryFn: ({ signal }) =>
        apiFetch<{ mentor: TMentorProfile }>(at('mentor', id), { signal }).then((d) => d.mentor),
    }),
};

export const useInternRecord = (id: string) => useQuery(personOptions.intern(id));
export const useBusinessRecord = (id: string) => useQuery(personOptions.business(id));
export const useMentorRecord = (id: string) => useQuery(personOptions.mentor(id));

/** A write about one person of `type`; afterwards that type's lists and details refetch. */
function usePeopleMutation<TVars, TOut>(type: TPeopleType, fn: (vars: TVars) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: RESOURCES[type].keys.all }),
  });
}

/** `PUT /api/{interns|businesses|mentors}/:id/active` (administrators under businesses). */
export const useSetActive = (type: TPeopleType) =>
  usePeopleMutation(type, ({ id, active }: { id: string; active: boolean }) =>
    apiFetch<{ _id: string; active: boolean }>(at(type, id, '/active'), { method: 'PUT', body: { active } }),
  );

/** `PUT /api/interns/:id/updateRequired`: the intern is asked to update the CV (cleared by the intern's save). */
export const useSetUpdateRequired = () =>
  usePeopleMutation('intern', ({ id, updateRequired }: { id: string; updateRequired: boolean }) =>
    apiFetch<{ intern: TInternCv }>(at('intern', id, '/updateRequired'), {
      method: 'PUT',
      body: { updateRequired },
    }),
  );

/** `PUT /api/mentors/:id/approve`: 400 `minExperience` under five years of experience. */
export const useApproveMentor = () =>
  usePeopleMutation('mentor', ({ id, approved }: { id: string; approved: boolean }) =>
    apiFetch<{ mentor: TMentorProfile }>(at('mentor', id, '/approve'), { method: 'PUT', body: { approved } }),
  );

/** `POST /api/businesses/admins`: another administrator, confirmed at once. */
export const useCreateAdmin = () =>
  usePeopleMutation('admin', (body: TAdminCreate) =>
    apiFetch<{ business: TBusinessListItem }>('/businesses/admins', { method: 'POST', body }).then(
      (d) => d.business,
    ),
  );

/**
 * `PUT /api/businesses/:id/verification` (issue 22 §3): VERIFIED, or REJECTED with a reason e-mailed to the
 * organisation; the organisations' lists (the queue too) and its record refetch.
 */
export const useVerifyBusiness = () =>
  usePeopleMutation('business', ({ id, ...body }: TVerificationBody & { id: string }) =>
    apiFetch<{ business: TBusinessProfile }>(at('business', id, '/verification'), { method: 'PUT', body }),
  );
