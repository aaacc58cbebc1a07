import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TPaged } from '@praktika/contracts/common';
import type {
  CatalogueDef,
  TCatalogueItem,
  TCatalogueListQuery,
  TCatalogueWrite,
} from '@praktika/contracts/catalogues';
import { catalogueExtraFields } from '@praktika/contracts/catalogues';
import type { Db, Executor } from '../../platform/db/client.ts';
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  isStillReferenced,
  pgError,
} from '../../platform/db/repo.ts';
import { AppError } from '../../platform/errors.ts';
import { CATALOGUE_NAME_FIELDS, type CatalogueNameField, type CatalogueRepo } from './catalogues.repo.ts';
import { catalogueItems, type CatalogueRow } from './catalogues.schema.ts';

export interface CatalogueServiceDeps {
  db: Db;
  repo: CatalogueRepo;
}

export interface CatalogueService {
  list(def: CatalogueDef, query: TCatalogueListQuery): Promise<TPaged<TCatalogueItem>>;
  get(def: CatalogueDef, id: string): Promise<TCatalogueItem>;
  create(def: CatalogueDef, body: TCatalogueWrite): Promise<TCatalogueItem>;
  update(def: CatalogueDef, id: string, body: TCatalogueWrite): Promise<TCatalogueItem>;
  remove(def: CatalogueDef, id: string): Promise<TCatalogueItem>;
}

/** Items referenced by an extra must belong to this collection. */
const REFERENCE_COLLECTION = { category: 'categories', municipality: 'municipalities' } as const;
const NAME_INDEX = /^catalogue_items_(en|sq|sr)_name_uq$/;

const NAME_COLUMN = {
  en: catalogueItems.enName,
  sq: catalogueItems.sqName,
  sr: catalogueItems.srName,
} as const;

/** LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The API shape of a row: common fields plus only the collection's own extras. */
export function presentCatalogueItem(def: CatalogueDef, row: CatalogueRow): TCatalogueItem {
  const item: TCatalogueItem = {
    _id: row.id,
    enName: row.enName,
    enDescription: row.enDescription,
    sqName: row.sqName,
    sqDescription: row.sqDescription,
    srName: row.srName,
    srDescription: row.srDescription,
    localisations: { en: { name: row.enName }, sq: { name: row.sqName }, sr: { name: row.srName } },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const field of catalogueExtraFields(def)) {
    if (field === 'category') item.category = row.categoryId;
    else if (field === 'municipality') item.municipality = row.municipalityId;
    else if (field === 'type') item.type = row.institutionType;
    else item.hasUniqueIdentifier = row.hasUniqueIdentifier ?? false;
  }
  return item;
}

export function createCatalogueService({ db, repo }: CatalogueServiceDeps): CatalogueService {
  function filters(def: CatalogueDef, query: TCatalogueListQuery): SQL | undefined {
    const own = new Set<string>(def.filters);
    const parts: (SQL | undefined)[] = [];
    if (query.name) {
      const pattern = containsPattern(query.name);
      parts.push(or(...Object.values(NAME_COLUMN).map((column) => ilike(column, pattern))));
    }
    if (own.has('category') && query.category) parts.push(eq(catalogueItems.categoryId, query.category));
    if (own.has('municipality') && query.municipality)
      parts.push(eq(catalogueItems.municipalityId, query.municipality));
    if (own.has('type') && query.type) parts.push(eq(catalogueItems.institutionType, query.type));
    return parts.length ? and(...parts) : undefined;
  }

  /** category and municipality must name items of their collections. */
  async function assertReferences(body: TCatalogueWrite, ex: Executor): Promise<void> {
    const details: { field: string; issue: string }[] = [];
    for (const field of ['category', 'municipality'] as const) {
      const id = body[field];
      if (id === undefined) continue;
      if (!(await repo.collection(REFERENCE_COLLECTION[field]).findById(id, ex)))
        details.push({ field, issue: 'notFound' });
    }
    if (details.length) throw new AppError('VALIDATION_ERROR', undefined, details);
  }

  async function assertNamesFree(
    def: CatalogueDef,
    body: TCatalogueWrite,
    exceptId: string | undefined,
    ex: Executor,
  ) {
    const clashes = await repo.nameClashes(def.path, body, exceptId, ex);
    if (clashes.length) throw duplicate(def, clashes);
  }

  function duplicate(def: CatalogueDef, fields: readonly CatalogueNameField[]): AppError {
    return new AppError(
      def.exists,
      undefined,
      fields.map((field) => ({ field, issue: 'exists' })),
    );
  }

  /** Database races the checks could not see: a name taken meanwhile, a reference deleted meanwhile. */
  function fromWriteError(def: CatalogueDef, err: unknown): unknown {
    if (err instanceof AppError) return err;
    const pg = pgError(err);
    if (pg?.code === PG_UNIQUE_VIOLATION) {
      const lang = NAME_INDEX.exec(pg.constraint)?.[1];
      return lang
        ? duplicate(def, [`${lang}Name` as CatalogueNameField])
        : duplicate(def, CATALOGUE_NAME_FIELDS);
    }
    if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
      const field = pg.constraint.includes('municipality') ? 'municipality' : 'category';
      return new AppError('VALIDATION_ERROR', undefined, [{ field, issue: 'notFound' }]);
    }
    return err;
  }

  /** Column values of a write; extras only where they belong (the body schema already rejects others). */
  function columns(def: CatalogueDef, body: TCatalogueWrite) {
    const own = new Set<string>(catalogueExtraFields(def));
    return {
      enName: body.enName,
      enDescription: body.enDescription,
      sqName: body.sqName,
      sqDescription: body.sqDescription,
      srName: body.srName,
      srDescription: body.srDescription,
      ...(own.has('category') ? { categoryId: body.category ?? null } : {}),
      ...(own.has('municipality') ? { municipalityId: body.municipality ?? null } : {}),
      ...(own.has('type') ? { institutionType: body.type ?? null } : {}),
    };
  }

  async function mustFind(def: CatalogueDef, id: string, ex: Executor): Promise<CatalogueRow> {
    const row = await repo.collection(def.path).findById(id, ex);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(def, query) {
      const nameColumn = NAME_COLUMN[query.selectedLanguage ?? 'sq'];
      const page = await repo.collection(def.path).list({
        where: filters(def, query),
        // Letters with diacritics sort beside their base letter (ç by c, ë by e, š by s, ...) without ICU,
        // which PGlite lacks; ties then fall back to the exact lower-cased name.
        orderBy: [
          sql`translate(lower(${nameColumn}), 'çëčćšžđ', 'ceccszd')`,
          sql`lower(${nameColumn})`,
          asc(nameColumn),
        ],
        page: query.page,
        limit: query.limit,
        pagination: query.pagination,
      });
      return { ...page, docs: page.docs.map((row) => presentCatalogueItem(def, row)) };
    },

    async get(def, id) {
      return presentCatalogueItem(def, await mustFind(def, id, db));
    },

    async create(def, body) {
      try {
        const row = await db.transaction(async (tx) => {
          await assertReferences(body, tx);
          await assertNamesFree(def, body, undefined, tx);
          const hasUniqueIdentifier = def.extras.includes('hasUniqueIdentifier')
            ? (body.hasUniqueIdentifier ?? false)
            : null;
          return repo
            .collection(def.path)
            .create(
              { id: randomUUID(), collection: def.path, ...columns(def, body), hasUniqueIdentifier },
              tx,
            );
        });
        return presentCatalogueItem(def, row);
      } catch (err) {
        throw fromWriteError(def, err);
      }
    },

    async update(def, id, body) {
      try {
        const row = await db.transaction(async (tx) => {
          await mustFind(def, id, tx);
          await assertReferences(body, tx);
          await assertNamesFree(def, body, id, tx);
          // hasUniqueIdentifier keeps its value when not sent.
          const flag =
            def.extras.includes('hasUniqueIdentifier') && body.hasUniqueIdentifier !== undefined
              ? { hasUniqueIdentifier: body.hasUniqueIdentifier }
              : {};
          const updated = await repo
            .collection(def.path)
            .update(id, { ...columns(def, body), ...flag, updatedAt: new Date() }, tx);
          if (!updated) throw new AppError('NOT_FOUND');
          return updated;
        });
        return presentCatalogueItem(def, row);
      } catch (err) {
        throw fromWriteError(def, err);
      }
    },

    async remove(def, id) {
      const row = await db.transaction(async (tx) => {
        await mustFind(def, id, tx);
        try {
          const deleted = await repo.collection(def.path).remove(id, tx);
          if (!deleted) throw new AppError('NOT_FOUND');
          return deleted;
        } catch (err) {
          // Still referenced (a subcategory's category, an institution's municipality, a profile, ...).
          // ON DELETE RESTRICT answers 23001, NO ACTION 23503: both mean "in use".
          if (isStillReferenced(err)) throw new AppError('RESOURCE_IN_USE');
          throw err;
        }
      });
      return presentCatalogueItem(def, row);
    },
  };
}
