import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusinessProfile, TMentorProfile } from '@praktika/contracts/accounts';
import {
  BUSINESS_LOGO_FIELD,
  MENTOR_CV_FIELD,
  MENTOR_PHOTO_FIELD,
  type TBusinessUpdate,
  type TChangeRequest,
  type TMentorUpdate,
} from '@praktika/contracts/people';
import { accountKeys } from '../../../entities/people/account-keys.ts';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { putOwnFile } from '../../../shared/lib/upload.ts';
import type { UploadFn } from '../../../shared/forms/upload-field.tsx';

/**
 * The organisation's and the mentor's own profile at /dashboard: `GET|PUT /api/businesses/:id` (`data.business`),
 * `PUT /api/businesses/:id/logo` (part `logo`), `POST /api/businesses/:id/change-request`, `GET|PUT
 * /api/mentors/:id` (`data.mentor`), `PUT /api/mentors/:id/logo` (part `photo`) and `PUT /api/mentors/:id/cv`
 * (part `cv`).
 */
export const profileKeys = {
  all: ['profile'] as const,
  business: (id: string) => [...profileKeys.all, 'business', id] as const,
  mentor: (id: string) => [...profileKeys.all, 'mentor', id] as const,
};

const businessPath = (id: string) => `/businesses/${encodeURIComponent(id)}`;
const mentorPath = (id: string) => `/mentors/${encodeURIComponent(id)}`;

/** The owner's record is the full shape (GET answers the public one only to others). */
export const fetchBusiness = (id: string, signal?: AbortSignal) =>
  apiFetch<{ business: TBusinessProfile }>(businessPath(id), { signal }).then((d) => d.business);
export const fetchMentor = (id: string, signal?: AbortSignal) =>
  apiFetch<{ mentor: TMentorProfile }>(mentorPath(id), { signal }).then((d) => d.mentor);

export const businessQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKeys.business(id), queryFn: ({ signal }) => fetchBusiness(id, signal) });
export const mentorQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKeys.mentor(id), queryFn: ({ signal }) => fetchMentor(id, signal) });

export const useBusinessProfile = (id: string) => useQuery(businessQueryOptions(id));
export const useMentorProfile = (id: string) => useQuery(mentorQueryOptions(id));

type Client = ReturnType<typeof useQueryClient>;

/** The answer is the new record; the avatar menu's record (name, photo) is refetched. */
function storeBusiness(client: Client, id: string, business: TBusinessProfile) {
  client.setQueryData(profileKeys.business(id), business);
  void client.invalidateQueries({ queryKey: accountKeys.all });
}
function storeMentor(client: Client, id: string, mentor: TMentorProfile) {
  client.setQueryData(profileKeys.mentor(id), mentor);
  void client.invalidateQueries({ queryKey: accountKeys.all });
}

export function useSaveBusiness(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBusinessUpdate) =>
      apiFetch<{ business: TBusinessProfile }>(businessPath(id), { method: 'PUT', body }).then(
        (d) => d.business,
      ),
    onSuccess: (business) => storeBusiness(client, id, business),
  });
}

export function useSaveMentor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMentorUpdate) =>
      apiFetch<{ mentor: TMentorProfile }>(mentorPath(id), { method: 'PUT', body }).then((d) => d.mentor),
    onSuccess: (mentor) => storeMentor(client, id, mentor),
  });
}

/** `POST /businesses/:id/change-request`: e-mailed to the programme's admins; 429 after 5 in an hour. */
export function useChangeRequest(id: string) {
  return useMutation({
    mutationFn: (body: TChangeRequest) =>
      apiFetch<{ sent: true }>(`${businessPath(id)}/change-request`, { method: 'POST', body }),
  });
}

/** The logo goes through its own multipart PUT (part `logo`); the stored file is the answer's `logo`. */
export function useLogoUpload(id: string): UploadFn {
  const client = useQueryClient();
  return putOwnFile<{ business: TBusinessProfile }>({
    url: `/api${businessPath(id)}/logo`,
    part: BUSINESS_LOGO_FIELD,
    store: ({ business }) => storeBusiness(client, id, business),
    pick: ({ business }) => business.logo,
  });
}

/** The mentor's photo (`PUT /mentors/:id/logo`, part `photo`) or CV file (`PUT /mentors/:id/cv`, part `cv`). */
export function useMentorFileUpload(id: string, which: 'photo' | 'CV'): UploadFn {
  const client = useQueryClient();
  return putOwnFile<{ mentor: TMentorProfile }>({
    url: `/api${mentorPath(id)}/${which === 'photo' ? 'logo' : 'cv'}`,
    part: which === 'photo' ? MENTOR_PHOTO_FIELD : MENTOR_CV_FIELD,
    store: ({ mentor }) => storeMentor(client, id, mentor),
    pick: ({ mentor }) => mentor[which],
    what: which,
  });
}
