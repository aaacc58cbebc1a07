import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { TAccountType } from '@praktika/contracts/common';
import type { TOwned } from '@praktika/contracts/policy';
import { ZId } from '@praktika/contracts/common';

/**
 * Whose record a route's path names, read BEFORE the body and query are validated, so the route guard can answer
 * 403 to a caller who may touch the record only as its owner and does not own it, before any 400 tells them
 * what the route expects (decisions: "authentication runs before validation"). The services still make their
 * own `assertCan` with the record they load; this is the same rule, asked earlier.
 *
 * A loader answers the record's owners (one of them is enough: an application belongs to the intern and to the
 * organisation), or `undefined` when the path's id is malformed or names no record: validation then answers 400
 * and the service 404, as without the check (an unknown id tells nothing about anyone's records).
 */
export type OwnerLoader = (request: FastifyRequest) => Promise<readonly TOwned[] | undefined>;

/** The path parameter `param` when it is a well-formed id. */
function idParam(request: FastifyRequest, param: string): string | undefined {
  const value = (request.params as Record<string, unknown> | undefined)?.[param];
  const parsed = ZId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The record IS an account, named by the path (`PUT /businesses/:id`): its owner is that account. Nothing to
 * load, so any value is compared as it is (a malformed id is nobody's: 403 for a caller who is not an admin).
 */
export function ownerIsParam(param: string, ownerType: TAccountType): OwnerLoader {
  return async (request) => {
    const id = (request.params as Record<string, unknown> | undefined)?.[param];
    return id === undefined ? undefined : [{ ownerId: String(id), ownerType }];
  };
}

export interface OwnerColumn {
  column: PgColumn;
  /** The account type the column holds (an intern id never passes as a mentor's). */
  type: TAccountType;
}

/** Rows whose owners never change keep them in memory, at most this many (the oldest go first). */
const KEPT_OWNERS = 10_000;

/**
 * The owners of the row of `table` whose `id` column equals the path parameter `param` (default `id`): the
 * accounts in `owners` (e.g. an internship posting's `businessId`; an application's `internId` and `businessId`).
 * `fixed`: the owners of a row never change (a posting's organisation, an application's parties), so they are
 * kept in memory and read once per row (the cached matches answer without the database).
 */
export function ownersFromRow(opts: {
  table: PgTable;
  id: PgColumn;
  owners: readonly OwnerColumn[];
  param?: string;
  fixed?: boolean;
}): OwnerLoader {
  const param = opts.param ?? 'id';
  const columns = Object.fromEntries(opts.owners.map((o, i) => [`o${i}`, o.column]));
  const kept = new Map<string, readonly TOwned[]>();
  return async (request) => {
    const id = idParam(request, param);
    if (id === undefined) return undefined;
    const known = kept.get(id);
    if (known) return known;
    const [row] = (await request.server.database.db
      .select(columns)
      .from(opts.table)
      .where(eq(opts.id, id))
      .limit(1)) as Array<Record<string, unknown>>;
    if (!row) return undefined;
    const owned = opts.owners.flatMap((o, i): TOwned[] => {
      const owner = row[`o${i}`];
      return typeof owner === 'string' ? [{ ownerId: owner, ownerType: o.type }] : [];
    });
    if (opts.fixed) {
      if (kept.size >= KEPT_OWNERS) kept.delete(kept.keys().next().value as string);
      kept.set(id, owned);
    }
    return owned;
  };
}
