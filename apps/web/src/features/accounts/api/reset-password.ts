import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TAccountType, TUiLanguage } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

export interface TResetBody {
  email: string;
  newPassword: string;
  passwordConfirm: string;
  emailLanguage: TUiLanguage;
}

/** POST /api/{type}s/auth/reset/{resetToken} -> data.token */
export function resetPassword(type: TAccountType, resetToken: string, body: TResetBody) {
  return apiFetch<{ token: string }>(`/${AUTH_SEGMENT[type]}/auth/reset/${encodeURIComponent(resetToken)}`, {
    method: 'POST',
    body,
  });
}

export const resetMutationOptions = (type: TAccountType, resetToken: string) =>
  mutationOptions({
    mutationKey: authKeys.reset(type),
    mutationFn: (body: TResetBody) => resetPassword(type, resetToken, body),
  });

export function useResetPassword(type: TAccountType, resetToken: string) {
  return useMutation(resetMutationOptions(type, resetToken));
}
