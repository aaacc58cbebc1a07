import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TAccountType, TLanguage } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

export interface TResendBody {
  email: string;
  emailLanguage?: TLanguage;
}

/** POST /api/{type}s/auth/resend -> data.sent, data.<type>Id */
export function resendCode(type: TAccountType, body: TResendBody) {
  return apiFetch<{ sent: boolean }>(`/${AUTH_SEGMENT[type]}/auth/resend`, { method: 'POST', body });
}

export const resendMutationOptions = (type: TAccountType) =>
  mutationOptions({
    mutationKey: authKeys.resend(type),
    mutationFn: (body: TResendBody) => resendCode(type, body),
  });

export function useResendCode(type: TAccountType) {
  return useMutation(resendMutationOptions(type));
}
