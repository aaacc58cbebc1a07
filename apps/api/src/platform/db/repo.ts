import {
  and,
  eq,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TPaged } from '@praktika/contracts/common';
import type { Executor } from './client.ts';
import { listPage, totalDocs, type PageOptions } from './list.ts';

/** A table with a text primary key called `id`. */
export type TableWithId = PgTable & { id: PgColumn };

export interface ListOptions extends PageOptions {
  /** Filters, already combined (e.g. `all(...)` from list.ts); undefined means all rows (within the repo's scope). */
  where?: SQL;
  orderBy?: SQL[];
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
      const query = ex
        .select({ ...getTableColumns(t), totalDocs: totalDocs() })
        .from(t)
        .where(within(opts.where))
        .orderBy(...(opts.orderBy ?? []), t.id)
        .$dynamic();
      return (await listPage(query, opts)) as unknown as TPaged<Row>;
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

/**
 * Sets `values` on the row `id` of a table with the `timestamps()` columns and stamps its `updatedAt` now: the
 * plain "save these columns" update that repos expose per table.
 */
export async function updateStamped<TTable extends TableWithId & { updatedAt: PgColumn }>(
  exec: Executor,
  table: TTable,
  id: string,
  values: PgUpdateSetSource<TTable>,
): Promise<void> {
  // As in createRepo: Drizzle's builders cannot infer through a generic table.
  const t = table as PgTable & { id: PgColumn };
  await exec
    .update(t)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(t.id, id));
}
