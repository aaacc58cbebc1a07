import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo, type Repo } from '../../platform/db/repo.ts';
import { catalogueItems } from './catalogues.schema.ts';

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
}

export function createCatalogueRepo(db: Executor): CatalogueRepo {
  const scoped = new Map<string, Repo<typeof catalogueItems>>();
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
  };
}
