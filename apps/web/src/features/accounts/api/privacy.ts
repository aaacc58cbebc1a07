import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@praktika/contracts/accounts';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import { EXPORT_FILE_NAME, type TAccountDeletion } from '@praktika/contracts/privacy';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { downloadWithToken } from '../../../shared/lib/upload.ts';

/**
 * The person's own data and account (issue 8): `GET /api/me/export` ("download my data", a zip) and
 * `DELETE /api/interns|businesses|mentors/:id` with the account's e-mail typed again.
 */

/** The account type behind a role: administrators' accounts live under businesses. */
export const ACCOUNT_TYPE_OF_ROLE = {
  intern: 'intern',
  business: 'business',
  admin: 'business',
  mentor: 'mentor',
} as const satisfies Record<TRole, TAccountType>;

export const MY_DATA_URL = '/api/me/export';

/** Saves the export zip (its `Content-Disposition` name); rejects with the ApiError (429 `RATE_LIMITED`, …). */
export const downloadMyData = () => downloadWithToken(MY_DATA_URL, EXPORT_FILE_NAME);

export interface OwnAccount {
  role: TRole;
  id: string;
}

/** `DELETE /<type>/:id` with `{ email }`; 400 `confirmationMismatch` on `email`, 400 `lastAdmin` on `id`. */
export const deleteOwnAccount = (account: OwnAccount, body: TAccountDeletion) =>
  apiFetch<unknown>(
    `/${ACCOUNT_PATHS[ACCOUNT_TYPE_OF_ROLE[account.role]]}/${encodeURIComponent(account.id)}`,
    { method: 'DELETE', body },
  );

export function useDeleteOwnAccount(account: OwnAccount) {
  return useMutation({ mutationFn: (body: TAccountDeletion) => deleteOwnAccount(account, body) });
}
