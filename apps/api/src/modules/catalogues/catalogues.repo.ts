import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo, type Repo } from '../../platform/db/repo.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';

export type CatalogueNameField = 'enName' | 'sqName' | 'srName';
export const CATALOGUE_NAME_FIELDS: readonly CatalogueNameField[] = ['enName', 'sqName', 'srName'];

export interface CatalogueRepo {
  /** The generic repository scoped to one collection. */
  collection(path: string): Repo<typeof catalogueItems>;
  /** Which of the names are already taken (case-insensitively) by another item of the collection. */
  nameClashes(
    path: string,
    names: Record<CatalogueNameField, string>,
    exceptId: string | undefined,
    ex?: Executor,
  ): Promise<CatalogueNameField[]>;
  /** The collection of each of `ids` that exists. */
  collectionsOf(ids: readonly string[], ex?: Executor): Promise<Map<string, string>>;
  /**
   * How many rows reference the item through any foreign key to `catalogue_items` (other items, profiles, link
   * tables, ...). The foreign keys are read once from PostgreSQL's catalog, so new areas count without changes here.
   */
  referenceCount(id: string, ex?: Executor): Promise<number>;
}

/** Every single-column foreign key to catalogue_items: the referencing table (quoted as needed) and column. */
const REFERENCING_COLUMNS = sql`
  select c.conrelid::regclass::text as "table", quote_ident(a.attname) as "column"
  from pg_constraint c
  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  where c.contype = 'f' and c.confrelid = 'catalogue_items'::regclass and cardinality(c.conkey) = 1
  order by 1, 2`;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export function createCatalogueRepo(db: Executor): CatalogueRepo {
  const scoped = new Map<string, Repo<typeof catalogueItems>>();
  /** The referencing columns, read once (a failed read is tried again next time). */
  let referencing: Promise<{ table: string; column: string }[]> | undefined;
  const referencingColumns = (ex: Executor) => {
    const read = (referencing ??= ex
      .execute(REFERENCING_COLUMNS)
      .then((r) => rowsOf<{ table: string; column: string }>(r)));
    read.catch(() => {
      if (referencing === read) referencing = undefined;
    });
    return read;
  };
  return {
    collection(path) {
      let repo = scoped.get(path);
      if (!repo) {
        repo = createRepo(db, catalogueItems, eq(catalogueItems.collection, path));
        scoped.set(path, repo);
      }
      return repo;
    },

    async nameClashes(path, names, exceptId, ex = db) {
      const same = (field: CatalogueNameField) =>
        sql<boolean>`lower(${catalogueItems[field]}) = lower(${names[field]})`.mapWith(Boolean);
      const rows = await ex
        .select({ enName: same('enName'), sqName: same('sqName'), srName: same('srName') })
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.collection, path),
            or(...CATALOGUE_NAME_FIELDS.map(same)),
            exceptId ? ne(catalogueItems.id, exceptId) : undefined,
          ),
        )
        .limit(3);
      return CATALOGUE_NAME_FIELDS.filter((f) => rows.some((r) => r[f]));
    },

    async collectionsOf(ids, ex = db) {
      if (!ids.length) return new Map();
      const rows = await ex
        .select({ id: catalogueItems.id, collection: catalogueItems.collection })
        .from(catalogueItems)
        .where(inArray(catalogueItems.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.collection]));
    },

    async referenceCount(id, ex = db) {
      const columns = await referencingColumns(ex);
      if (!columns.length) return 0;
      // Names come from the catalog (already quoted); the id is a parameter.
      const counts: SQL[] = columns.map(
        ({ table, column }) =>
          sql`select count(*) as n from ${sql.raw(table)} where ${sql.raw(column)} = ${id}`,
      );
      const result = await ex.execute(
        sql`select coalesce(sum(n), 0)::int as n from (${sql.join(counts, sql` union all `)}) refs`,
      );
      return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
    },
  };
}
