import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, routeAccess, type TAction, type TOwned, type TSubject } from '@praktika/contracts/policy';
import { AppError } from '../errors.ts';
import { requireRole, type Actor } from './guard.ts';

/**
 * The API side of the one permission table (`packages/contracts/src/policy.ts`): route guards built from its rows,
 * and `assertCan` for the checks that need the record (ownership), made by services.
 */

/** 401 for a visitor, 403 for a signed-in user the table does not allow. */
export function assertCan<S extends TSubject>(
  actor: Actor | null,
  action: TAction<S>,
  subject: S,
  record?: TOwned,
): void {
  if (can(actor, action, subject, record)) return;
  throw new AppError(actor ? 'FORBIDDEN' : 'UNAUTHORIZED');
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * `preValidation` hooks for a route doing `action` on `subject`: none for public rows; otherwise a session whose
 * role may pass (any role when the row grants `owner` or `signedIn`, whose final check the service makes with
 * `assertCan`). Running before validation, they answer 401/403 before any 400.
 */
export function guardFor<S extends TSubject>(subject: S, action: TAction<S>): Guard[] {
  const access = routeAccess(subject, action);
  if (access.kind === 'public') return [];
  return [access.kind === 'any' ? requireRole() : requireRole(...access.roles)];
}
