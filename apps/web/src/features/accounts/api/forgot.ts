import type { TUiLanguage } from '@praktika/contracts/common';
import { authCall } from './auth-call.ts';

export interface TForgotBody {
  email: string;
  emailLanguage: TUiLanguage;
}

const forgot = authCall<TForgotBody, { sent: boolean }>('forgot');

/** POST /api/{type}s/auth/forgot -> data.sent (admins use businesses) */
export const forgotPassword = forgot.call;
export const forgotMutationOptions = forgot.options;
export const useForgotPassword = forgot.useAuthCall;
