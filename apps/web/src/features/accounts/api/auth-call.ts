import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TAccountType } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { AUTH_SEGMENT, authKeys } from './auth-keys.ts';

/** The auth calls that are one `POST /api/{type}s/auth/{action}` with a body, keyed by `authKeys[action]`. */
type TAuthAction = 'login' | 'confirm' | 'resend' | 'forgot';

/**
 * One account type's auth call, three ways: the plain request, its mutation options (for callers that build their
 * own mutation) and the mutation hook.
 */
export function authCall<TBody, TData>(action: TAuthAction) {
  const call = (type: TAccountType, body: TBody) =>
    apiFetch<TData>(`/${AUTH_SEGMENT[type]}/auth/${action}`, { method: 'POST', body });
  const options = (type: TAccountType) =>
    mutationOptions({ mutationKey: authKeys[action](type), mutationFn: (body: TBody) => call(type, body) });
  function useAuthCall(type: TAccountType) {
    return useMutation(options(type));
  }
  return { call, options, useAuthCall };
}
