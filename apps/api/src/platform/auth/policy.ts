import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  can,
  grantsOf,
  routeAccess,
  type TAction,
  type TOwned,
  type TSubject,
} from '@praktika/contracts/policy';
import { AppError } from '../errors.ts';
import { requireRole, type Actor } from './guard.ts';
import type { OwnerLoader } from './ownership.ts';

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

/** What a route's guard checks, readable from its hooks (the route walk in ownership.test.ts). */
export interface GuardInfo {
  subject: TSubject;
  action: string;
  /** The rule grants `owner` and the guard reads the record's owners before validation. */
  ownership: boolean;
}
export const GUARD_INFO = Symbol('guardInfo');
type TaggedGuard = Guard & { [GUARD_INFO]?: GuardInfo };

/** The guard info of a route's `preValidation` hooks, if one of them came from `guardFor`. */
export function guardInfoOf(hooks: unknown): GuardInfo | undefined {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list) {
    const info = typeof hook === 'function' ? (hook as TaggedGuard)[GUARD_INFO] : undefined;
    if (info) return info;
  }
  return undefined;
}

/**
 * The ownership check before validation: a caller whom the rule lets through only as the record's owner (not by
 * role) and who owns none of the record's owners is 403 before its body or query is read. Malformed or unknown
 * ids go on (400 from validation, 404 from the service).
 */
function ownershipGuard<S extends TSubject>(
  subject: S,
  action: TAction<S>,
  owners: OwnerLoader,
  orMay: readonly TAction<S>[],
): Guard {
  return async function ownership(request) {
    const actor = request.actor;
    if (!actor || can(actor, action, subject) || orMay.some((other) => can(actor, other, subject))) return;
    const owned = await owners(request);
    if (owned === undefined) return;
    if (!owned.some((record) => can(actor, action, subject, record))) throw new AppError('FORBIDDEN');
  };
}

/**
 * `preValidation` hooks for a route doing `action` on `subject`: none for public rows; otherwise a session whose
 * role may pass (any role when the row grants `owner` or `signedIn`, whose final check the service makes with
 * `assertCan`). Running before validation, they answer 401/403 before any 400. A route whose path names a record
 * the rule grants to its `owner` passes `owners` (platform/auth/ownership.ts), so a caller who does not own it
 * is 403 before validation too, on every route alike.
 */
export function guardFor<S extends TSubject>(
  subject: S,
  action: TAction<S>,
  opts: {
    /** Whose record the path names (platform/auth/ownership.ts). */
    owners?: OwnerLoader;
    /** Other actions whose role grants the service decides per record (an organisation reading its applicant). */
    orMay?: readonly TAction<S>[];
  } = {},
): Guard[] {
  const access = routeAccess(subject, action);
  if (access.kind === 'public') return [];
  const checksOwner = Boolean(opts.owners) && grantsOf(subject, action).includes('owner');
  const guards: TaggedGuard[] = [access.kind === 'any' ? requireRole() : requireRole(...access.roles)];
  if (checksOwner && opts.owners) guards.push(ownershipGuard(subject, action, opts.owners, opts.orMay ?? []));
  for (const guard of guards) guard[GUARD_INFO] = { subject, action, ownership: checksOwner };
  return guards;
}
