import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TAccountType } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

export interface TConfirmBody {
  email: string;
  accountConfirmationCode: string;
  accountConfirmationToken: string;
}

/** POST /api/{type}s/auth/confirm -> data.token */
export function confirmAccount(type: TAccountType, body: TConfirmBody) {
  return apiFetch<{ token: string }>(`/${AUTH_SEGMENT[type]}/auth/confirm`, { method: 'POST', body });
}

export const confirmMutationOptions = (type: TAccountType) =>
  mutationOptions({
    mutationKey: authKeys.confirm(type),
    mutationFn: (body: TConfirmBody) => confirmAccount(type, body),
  });

export function useConfirmAccount(type: TAccountType) {
  return useMutation(confirmMutationOptions(type));
}
