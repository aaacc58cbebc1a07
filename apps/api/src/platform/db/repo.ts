import { and, count, eq, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TPaged } from '@praktika/contracts/common';
import { paged } from '../http/envelope.ts';
import type { Executor } from './client.ts';

/** A table with a text primary key called `id`. */
export type TableWithId = PgTable & { id: PgColumn };

export interface ListOptions {
  /** Filters, already combined (e.g. `and(...)`); undefined means all rows (within the repo's scope). */
  where?: SQL;
  orderBy?: SQL[];
  page: number;
  limit: number;
  /** false: the whole list in the same shape, page 1, limit = totalDocs. */
  pagination: boolean;
}

export interface Repo<TTable extends TableWithId> {
  list(opts: ListOptions, ex?: Executor): Promise<TPaged<InferSelectModel<TTable>>>;
  findById(id: string, ex?: Executor): Promise<InferSelectModel<TTable> | undefined>;
  create(values: InferInsertModel<TTable>, ex?: Executor): Promise<InferSelectModel<TTable>>;
  /** Undefined when no row (in scope) has that id. */
  update(
    id: string,
    values: PgUpdateSetSource<TTable>,
    ex?: Executor,
  ): Promise<InferSelectModel<TTable> | undefined>;
  /** The deleted row, or undefined when no row (in scope) has that id. */
  remove(id: string, ex?: Executor): Promise<InferSelectModel<TTable> | undefined>;
}

/**
 * The generic repository over one table: paged list with filters, sort and count, find by id, create,
 * update and delete. Every call takes an optional executor (an open transaction) and otherwise uses `db`.
 * `scope` restricts every call to a subset of rows (e.g. one catalogue collection of a shared table).
 */
export function createRepo<TTable extends TableWithId>(
  db: Executor,
  table: TTable,
  scope?: SQL,
): Repo<TTable> {
  type Row = InferSelectModel<TTable>;
  // Drizzle's builders cannot infer through a generic table; the casts below are confined to this file.
  const t = table as PgTable & { id: PgColumn };
  const byId = (id: string) => (scope ? and(eq(t.id, id), scope) : eq(t.id, id));
  const within = (where?: SQL) => (scope && where ? and(scope, where) : (scope ?? where));

  return {
    async list(opts, ex = db) {
      const where = within(opts.where);
      const [totals] = await ex.select({ n: count() }).from(t).where(where);
      const totalDocs = Number(totals?.n ?? 0);
      const page = opts.pagination ? opts.page : 1;
      const limit = opts.pagination ? opts.limit : totalDocs;
      let docs: Row[] = [];
      if (limit > 0 && (page - 1) * limit < totalDocs) {
        const q = ex
          .select()
          .from(t)
          .where(where)
          .orderBy(...(opts.orderBy ?? [t.id]), t.id)
          .$dynamic();
        docs = (await (opts.pagination ? q.limit(limit).offset((page - 1) * limit) : q)) as Row[];
      }
      return paged(docs, totalDocs, page, limit);
    },

    async findById(id, ex = db) {
      const [row] = await ex.select().from(t).where(byId(id)).limit(1);
      return row as Row | undefined;
    },

    async create(values, ex = db) {
      const [row] = await ex
        .insert(t)
        .values(values as never)
        .returning();
      return row as Row;
    },

    async update(id, values, ex = db) {
      const [row] = await ex
        .update(t)
        .set(values as never)
        .where(byId(id))
        .returning();
      return row as Row | undefined;
    },

    async remove(id, ex = db) {
      const [row] = await ex.delete(t).where(byId(id)).returning();
      return row as Row | undefined;
    },
  };
}

/** The PostgreSQL error behind a Drizzle error (which wraps it as `cause`), if any. */
export function pgError(err: unknown): { code: string; constraint: string } | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Raised instead of 23503 when a referencing foreign key is ON DELETE RESTRICT. */
export const PG_RESTRICT_VIOLATION = '23001';

/** The write failed because another row still references the one being deleted or re-keyed. */
export function isStillReferenced(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}
