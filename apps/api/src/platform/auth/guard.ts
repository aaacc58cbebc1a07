import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import { AppError } from '../errors.ts';

/** Who is asking. Services take this, never the raw request. */
export interface Actor {
  id: string;
  role: TRole;
  accountType: TAccountType;
}

/** What the guard needs to know of a session's account now; provided by the accounts module. */
export interface SessionState {
  role: TRole;
  accountType: TAccountType;
  sessionVersion: number;
  active: boolean;
}
export type SessionLookup = (accountId: string) => Promise<SessionState | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** The composition root sets it (services.ts). */
    sessionLookup: SessionLookup;
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
  const row = await request.server.sessionLookup(claims.id);
  // The account is gone, deactivated or reset its password since: the session has ended.
  if (!row || !row.active || row.sessionVersion !== claims.sv) throw new AppError('FAILED_DECODE_TOKEN');
  return { id: claims.id, role: row.role, accountType: row.accountType };
}

/**
 * `preValidation` for public routes whose answer depends on who asks (e.g. admins also see drafts): sets the actor
 * when a session is sent (a bad one is still 401), leaves it null for visitors.
 */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  request.actor = await readActor(request);
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
