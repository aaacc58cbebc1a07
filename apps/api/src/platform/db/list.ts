import {
  and,
  count,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Column,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import type { TPaged } from '@praktika/contracts/common';
import { paged } from '../http/envelope.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Paged lists over ANY Drizzle select (one table, joins, filters, sort): the shared mechanism behind every list
 * endpoint. One query per page: the total comes from a window count (`count(*) over()`) in the same select, so a
 * page costs one round trip; only a page past the end (no rows to carry the count) asks again for the total.
 */

export interface PageOptions {
  page: number;
  limit: number;
  /** false: the whole list in the same shape, page 1, limit = totalDocs. */
  pagination: boolean;
}

/** Add this column, named `totalDocs`, to the select you hand to `listPage`. */
export function totalDocs(): SQL.Aliased<number> {
  return sql<number>`count(*) over()`.mapWith(Number).as('total_docs');
}

/** The part of a dynamic Drizzle select (`.$dynamic()`) that paging needs. */
export interface PageableSelect<Row> extends PromiseLike<Row[]> {
  limit(limit: number): PageableSelect<Row>;
  offset(offset: number): PageableSelect<Row>;
}

/**
 * Runs `query` (a `.$dynamic()` select with its joins, where and orderBy, including a `totalDocs: totalDocs()`
 * column) for one page and answers the paged shape without the count column. Sorts must end in a unique column
 * (e.g. the id) so pages never overlap.
 */
export async function listPage<Row extends { totalDocs: number }>(
  query: PageableSelect<Row>,
  opts: PageOptions,
): Promise<TPaged<Omit<Row, 'totalDocs'>>> {
  const strip = (rows: Row[]) => rows.map(({ totalDocs: _total, ...rest }) => rest as Omit<Row, 'totalDocs'>);
  if (!opts.pagination) {
    const rows = await query;
    return paged(strip(rows), rows.length, 1, rows.length);
  }
  const offset = (opts.page - 1) * opts.limit;
  const rows = await query.limit(opts.limit).offset(offset);
  let total = rows[0]?.totalDocs ?? 0;
  // Past the end: no row carries the count; ask for the first row only (the builder is mutable: same query).
  if (!rows.length && offset > 0) total = (await query.limit(1).offset(0))[0]?.totalDocs ?? 0;
  return paged(strip(rows), total, opts.page, opts.limit);
}

/**
 * Two-phase paging for lists whose rows need many joins: `count(*) over()` on such a select makes the database
 * join every matching row before the limit (a large organisation's whole history for one page). Here the page
 * of keys comes from the base table (and only the joins its filters need) with the filters and the order (so an
 * index on the filter and sort columns serves it and stops at the limit), the total from `count(*)` over the same
 * select (PostgreSQL flattens the subquery: the plan is the plain count's), and the details are loaded for the
 * page's keys only, answered in the keys' order.
 */
export interface KeyedPage<Key, Row> {
  /** Where the count runs (the same executor as the keys). */
  db: Executor;
  /**
   * The keys' select without its order: `select({ key }).from(...)` with the joins its filters need and the where,
   * as `.$dynamic()`. Called once for the page and once for the count (a dynamic select is changed in place).
   */
  keys: () => KeysSelect<Key>;
  /** The keys' order; its last column is unique, so pages never overlap. */
  order: (SQL | PgColumn)[];
  /** The rows of these keys, in any order. */
  load: (keys: Key[]) => PromiseLike<Row[]>;
  keyOf: (row: Row) => Key;
}

/** The part of a dynamic `select({ key })` that two-phase paging needs. */
export interface KeysSelect<Key> extends PageableSelect<{ key: Key }> {
  orderBy(...columns: (SQL | PgColumn)[]): PageableSelect<{ key: Key }>;
  as(alias: string): Subquery;
}

export async function listPageByKeys<Key, Row>(
  source: KeyedPage<Key, Row>,
  opts: PageOptions,
): Promise<TPaged<Row>> {
  const inOrder = async (keys: Key[]) => {
    if (!keys.length) return [];
    const byKey = new Map((await source.load(keys)).map((r) => [source.keyOf(r), r]));
    return keys.flatMap((k) => {
      const row = byKey.get(k);
      return row ? [row] : [];
    });
  };
  const ordered = () => source.keys().orderBy(...source.order);
  if (!opts.pagination) {
    const rows = await inOrder((await ordered()).map((r) => r.key));
    return paged(rows, rows.length, 1, rows.length);
  }
  const offset = (opts.page - 1) * opts.limit;
  const keys = (await ordered().limit(opts.limit).offset(offset)).map((r) => r.key);
  const countAll = async () =>
    (await source.db.select({ n: count() }).from(source.keys().as('page_keys')))[0]?.n ?? 0;
  // A short first page is the whole list: its length is the total, no count needed.
  const [total, rows] = await Promise.all([
    offset === 0 && keys.length < opts.limit ? keys.length : countAll(),
    inOrder(keys),
  ]);
  return paged(rows, Number(total), opts.page, opts.limit);
}

/* Common filters. Each answers undefined when it has nothing to filter, so callers can write `where(all(...))`. */

/** LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" on one column, or on any of several. */
export function contains(columns: Column | Column[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const list = Array.isArray(columns) ? columns : [columns];
  return list.length === 1 ? ilike(list[0]!, pattern) : or(...list.map((c) => ilike(c, pattern)));
}

/** The column's value is one of `values` (no filter when the list is absent or empty). */
export function inList<T>(column: Column, values: readonly T[] | undefined): SQL | undefined {
  return values?.length ? inArray(column, values as T[]) : undefined;
}

/** The column lies between `from` and `to`, both inclusive and both optional. */
export function dateRange(column: Column, from?: Date | string, to?: Date | string): SQL | undefined {
  return and(
    from !== undefined ? gte(column, from) : undefined,
    to !== undefined ? lte(column, to) : undefined,
  );
}

/** All of the given conditions (undefined ones skipped); undefined when none. */
export function all(...parts: Array<SQL | undefined>): SQL | undefined {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? and(...present) : undefined;
}
