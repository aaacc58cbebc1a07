import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export interface TResetByTypeBody {
  email: string;
  newPassword: string;
  passwordConfirm: string;
  resetToken: string;
  type: 'intern' | 'business' | 'mentor' | 'admin';
}

/** POST /api/users/auth/resetPassword (the /resetBusinessPassword?q= screen) -> a message */
export function resetPasswordByType(body: TResetByTypeBody) {
  return apiFetch<unknown>('/users/auth/resetPassword', { method: 'POST', body });
}

export const resetByTypeMutationOptions = () =>
  mutationOptions({ mutationKey: authKeys.resetByType(), mutationFn: resetPasswordByType });

export function useResetPasswordByType() {
  return useMutation(resetByTypeMutationOptions());
}
