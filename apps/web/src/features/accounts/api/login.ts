import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TLanguage, TAccountType } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

export interface TLoginBody {
  email: string;
  password: string;
  remember: boolean;
  emailLanguage: TLanguage;
}

/** POST /api/{interns|businesses|mentors}/auth/login -> data.token */
export function login(type: TAccountType, body: TLoginBody) {
  return apiFetch<{ token: string }>(`/${AUTH_SEGMENT[type]}/auth/login`, { method: 'POST', body });
}

export const loginMutationOptions = (type: TAccountType) =>
  mutationOptions({ mutationKey: authKeys.login(type), mutationFn: (body: TLoginBody) => login(type, body) });

export function useLogin(type: TAccountType) {
  return useMutation(loginMutationOptions(type));
}
