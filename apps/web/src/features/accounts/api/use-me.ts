import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRole } from '@praktika/contracts/common';
import type { TSessionClaims } from '@praktika/contracts/auth';
import type { TBusinessProfile, TMentorProfile } from '@praktika/contracts/accounts';
import type { TInternCv } from '@praktika/contracts/cv';
import type { TFile } from '@praktika/contracts/files';
import { accountKeys } from '../../../entities/people/account-keys.ts';
import { ApiError, apiFetch } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/**
 * The signed-in account's own record. Calling it is also how the app finds out that a stored token was
 * tampered with: the client decodes the token without verifying it, the API's guard does verify it and answers
 * FAILED_DECODE_TOKEN, which api-client turns into the session-expired flow.
 *
 * Interns: GET /interns/{id}; businesses and admins (business-type accounts): GET /businesses/{id};
 * mentors: GET /mentors/{id}. A 404 (e.g. the account was removed meanwhile) is "no data", not an error.
 */
const OWN_RECORD: Record<TRole, string> = {
  intern: 'interns',
  business: 'businesses',
  admin: 'businesses',
  mentor: 'mentors',
};

export interface TMe {
  firstName: string | null;
  lastName: string | null;
  /** Businesses: the organisation's name. */
  displayName: string | null;
  email: string | null;
  /** Interns: whether a mentor is currently assigned. */
  hasMentor: boolean;
  /** The intern's or mentor's photo, the organisation's logo (the avatar shows it instead of the initial). */
  photo: TFile | null;
}

export { accountKeys };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The parts of the account's own record the menus need (`data.intern`, `data.business` or `data.mentor`). */
export function toMe(role: TRole, data: unknown): TMe {
  const d = (data ?? {}) as {
    intern?: Partial<TInternCv>;
    business?: Partial<TBusinessProfile>;
    mentor?: Partial<TMentorProfile>;
  };
  if (role === 'intern') {
    const r = d.intern ?? {};
    return {
      firstName: str(r.internName),
      lastName: str(r.internLastName),
      displayName: null,
      email: str(r.email),
      hasMentor: r.internCurrentMentor != null,
      photo: r.photo ?? null,
    };
  }
  if (role === 'mentor') {
    const r = d.mentor ?? {};
    return {
      firstName: str(r.mentorName),
      lastName: str(r.mentorSurname),
      displayName: null,
      email: str(r.email),
      hasMentor: false,
      photo: r.photo ?? null,
    };
  }
  const r = d.business ?? {};
  return {
    firstName: null,
    lastName: null,
    displayName: str(r.businessName),
    email: str(r.businessEmail),
    hasMentor: false,
    photo: r.logo ?? null,
  };
}

export async function fetchMe(session: Pick<TSessionClaims, 'role' | 'id'>): Promise<TMe | null> {
  try {
    const data = await apiFetch<unknown>(`/${OWN_RECORD[session.role]}/${encodeURIComponent(session.id)}`);
    return toMe(session.role, data);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const meQueryOptions = (session: Pick<TSessionClaims, 'role' | 'id'>) =>
  queryOptions({
    queryKey: accountKeys.me(session.role, session.id),
    queryFn: () => fetchMe(session),
    staleTime: 5 * 60_000,
  });

/** The signed-in account's record (null: no profile data yet); disabled when signed out. */
export function useMe() {
  const session = useSession();
  return useQuery({
    ...meQueryOptions(session ?? { role: 'intern', id: '' }),
    enabled: Boolean(session),
  });
}
