import { authCall } from './auth-call.ts';

export interface TConfirmBody {
  email: string;
  accountConfirmationCode: string;
  accountConfirmationToken: string;
}

const confirm = authCall<TConfirmBody, { token: string }>('confirm');

/** POST /api/{type}s/auth/confirm -> data.token */
export const confirmAccount = confirm.call;
export const confirmMutationOptions = confirm.options;
export const useConfirmAccount = confirm.useAuthCall;
