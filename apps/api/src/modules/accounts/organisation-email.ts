import { V, isFreeMail } from '@praktika/contracts/auth';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { entityTypeAllowsFreeMail, findAccountByEmail } from './accounts.repo.ts';

/**
 * The address rules of organisations (issue 22 §3), at sign-up and when the address changes:
 * - an address that belongs to an intern account is refused (409 INTERN_ACCOUNT_EXISTS, `internAccount` on the
 *   field): that person is an intern, not an organisation;
 * - an address at a free-mail provider (FREE_MAIL_DOMAINS in contracts/auth.ts) is refused (400 `freeMail` on the
 *   field) unless the organisation's entity type allows it (`allowsFreeMail`, e.g. NGOs). An unknown entity type
 *   is left to the reference check, which names it.
 */
export async function assertOrganisationEmail(
  exec: Executor,
  email: string,
  typeId: string | null,
  field: string,
): Promise<void> {
  if (await findAccountByEmail(exec, 'intern', email))
    throw new AppError('INTERN_ACCOUNT_EXISTS', undefined, [{ field, issue: V.internAccount }]);
  if (!isFreeMail(email)) return;
  const allowed = typeId ? await entityTypeAllowsFreeMail(exec, typeId) : false;
  if (allowed === false) throw invalid(field, V.freeMail);
}
