import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TAccountType, TLanguage } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

export interface TForgotBody {
  email: string;
  emailLanguage: TLanguage;
}

/** POST /api/{type}s/auth/forgot -> data.sent (admins use businesses) */
export function forgotPassword(type: TAccountType, body: TForgotBody) {
  return apiFetch<{ sent: boolean }>(`/${AUTH_SEGMENT[type]}/auth/forgot`, { method: 'POST', body });
}

export const forgotMutationOptions = (type: TAccountType) =>
  mutationOptions({
    mutationKey: authKeys.forgot(type),
    mutationFn: (body: TForgotBody) => forgotPassword(type, body),
  });

export function useForgotPassword(type: TAccountType) {
  return useMutation(forgotMutationOptions(type));
}
