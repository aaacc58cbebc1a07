import type { TUiLanguage } from '@praktika/contracts/common';
import { authCall } from './auth-call.ts';

export interface TLoginBody {
  email: string;
  password: string;
  remember: boolean;
  emailLanguage: TUiLanguage;
}

const loginCall = authCall<TLoginBody, { token: string }>('login');

/** POST /api/{interns|businesses|mentors}/auth/login -> data.token */
export const login = loginCall.call;
export const loginMutationOptions = loginCall.options;
export const useLogin = loginCall.useAuthCall;
