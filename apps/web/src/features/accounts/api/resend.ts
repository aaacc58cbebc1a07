import type { TUiLanguage } from '@praktika/contracts/common';
import { authCall } from './auth-call.ts';

export interface TResendBody {
  email: string;
  emailLanguage?: TUiLanguage;
}

const resend = authCall<TResendBody, { sent: boolean }>('resend');

/** POST /api/{type}s/auth/resend -> data.sent, data.<type>Id */
export const resendCode = resend.call;
export const resendMutationOptions = resend.options;
export const useResendCode = resend.useAuthCall;
