import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import { AppError } from '../errors.ts';
import { accounts } from '../../modules/accounts/accounts.schema.ts';

/** Who is asking. Services take this, never the raw request. */
export interface Actor {
  id: string;
  role: TRole;
  accountType: TAccountType;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1]!.trim() : '';
}

/** Reads the session if one is sent; a bad one is FAILED_DECODE_TOKEN even on public routes. */
export async function readActor(request: FastifyRequest): Promise<Actor | null> {
  const token = bearer(request);
  if (token === null) return null;
  if (!token) throw new AppError('FAILED_DECODE_TOKEN');
  const claims = await request.server.tokens.verifySession(token);
  const [row] = await request.server.database.db
    .select({
      role: accounts.role,
      accountType: accounts.accountType,
      sv: accounts.sessionVersion,
      active: accounts.active,
    })
    .from(accounts)
    .where(eq(accounts.id, claims.id))
    .limit(1);
  // The account is gone, deactivated or reset its password since: the session has ended.
  if (!row || !row.active || row.sv !== claims.sv) throw new AppError('FAILED_DECODE_TOKEN');
  return { id: claims.id, role: row.role, accountType: row.accountType };
}

/**
 * A session is required, and its role must be one of `roles` (any role when empty). Use it as `preValidation`,
 * so 401/403 come before any 400: callers who may not use a route learn nothing about its input.
 */
export function requireRole(
  ...roles: TRole[]
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const actor = await readActor(request);
    if (!actor) throw new AppError('UNAUTHORIZED');
    if (roles.length && !roles.includes(actor.role)) throw new AppError('FORBIDDEN');
    request.actor = actor;
  };
}

/** The actor a `requireRole` preHandler has set; UNAUTHORIZED if a route forgot the guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
}

/** preHandler for public routes that behave differently for a signed-in user. */
export const optionalActor: preHandlerAsyncHookHandler = async function optional(request) {
  request.actor = await readActor(request);
};
