import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TAccountType } from '@praktika/contracts/common';
import type { TBusinessSignup, TInternSignup, TMentorSignup } from '@praktika/contracts/auth';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

export interface TSignupBodies {
  intern: TInternSignup;
  business: TBusinessSignup;
  mentor: TMentorSignup;
}

/** Answer of signup: data.sent and data.internId | businessId | mentorId. */
export type TSignupResult = { sent: boolean } & Record<string, unknown>;

/** POST /api/{interns|businesses|mentors}/auth/signup */
export function signup<T extends TAccountType>(type: T, body: TSignupBodies[T]) {
  return apiFetch<TSignupResult>(`/${AUTH_SEGMENT[type]}/auth/signup`, { method: 'POST', body });
}

export const signupMutationOptions = <T extends TAccountType>(type: T) =>
  mutationOptions({
    mutationKey: authKeys.signup(type),
    mutationFn: (body: TSignupBodies[T]) => signup(type, body),
  });

export function useSignup<T extends TAccountType>(type: T) {
  return useMutation(signupMutationOptions(type));
}
