import { randomUUID } from 'node:crypto';
import type { TPaged } from '@praktika/contracts/common';
import type {
  CatalogueDef,
  TCatalogueItem,
  TCatalogueListQuery,
  TCatalogueWrite,
} from '@praktika/contracts/catalogues';
import {
  DEFAULT_CATALOGUE_SORT,
  catalogueExtraFields,
  type TCatalogueSort,
} from '@praktika/contracts/catalogues';
import type { Db, Executor } from '../../platform/db/client.ts';
import { isStillReferenced } from '../../platform/db/pg-error.ts';
import { paged } from '../../platform/http/envelope.ts';
import {
  AppError,
  alreadyExists,
  fromWriteError,
  invalid,
  invalidAll,
  type ErrorDetail,
  type WriteErrorAnswers,
} from '../../platform/errors.ts';
import { shownCyrillic, type CatalogueCache } from './catalogues.cache.ts';
import { CATALOGUE_NAME_FIELDS, type CatalogueRepo } from './catalogues.repo.ts';
import type { CatalogueRow } from '../../db/schema/catalogues.ts';
import { pickTranslatedNames } from '../../platform/content/translated-names.ts';

export interface CatalogueServiceDeps {
  db: Db;
  repo: CatalogueRepo;
  cache: CatalogueCache;
}

/** A reference from another record to a catalogue item: the body field, the collection it must be in, the ids. */
export interface CatalogueReference {
  field: string;
  collection: string;
  ids: ReadonlyArray<string | null | undefined>;
}

export interface CatalogueService {
  list(def: CatalogueDef, query: TCatalogueListQuery): Promise<TPaged<TCatalogueItem>>;
  get(def: CatalogueDef, id: string): Promise<TCatalogueItem>;
  create(def: CatalogueDef, body: TCatalogueWrite): Promise<TCatalogueItem>;
  update(def: CatalogueDef, id: string, body: TCatalogueWrite): Promise<TCatalogueItem>;
  remove(def: CatalogueDef, id: string): Promise<TCatalogueItem>;
  /** Changes whenever the collection may have changed (keys cached answers). */
  generation(def: CatalogueDef): number;
  /**
   * Every id must name an item of its field's collection: otherwise 400 VALIDATION_ERROR with
   * `{ field, issue: 'notFound' }` per field. Checked in `ex` (a transaction), since foreign keys alone cannot
   * tell a skill from a municipality.
   */
  assertReferences(refs: readonly CatalogueReference[], ex?: Executor): Promise<void>;
}

/** Items referenced by an extra must belong to this collection. */
const REFERENCE_COLLECTION = { category: 'categories', municipality: 'municipalities' } as const;
const NAME_INDEX = /^catalogue_items_(en|sq|sr)_name_uq$/;

/** Lower-cased, without diacritics: "Decan" finds "Deçan", "dakovica" finds "Đakovica". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/**
 * Rows (already in the language's name order, names never tie) in the wanted order: names reversed, or by a
 * date with ties by id.
 */
function ordered(byName: CatalogueRow[], sort: TCatalogueSort): CatalogueRow[] {
  if (sort === 'name') return byName;
  if (sort === '-name') return [...byName].reverse();
  const desc = sort.startsWith('-');
  const column = sort.endsWith('createdAt') ? 'createdAt' : 'updatedAt';
  return [...byName].sort((a, b) => {
    const diff = a[column].getTime() - b[column].getTime();
    return (desc ? -diff : diff) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** The API shape of a row: common fields plus only the collection's own extras. */
export function presentCatalogueItem(def: CatalogueDef, row: CatalogueRow): TCatalogueItem {
  const item: TCatalogueItem = {
    _id: row.id,
    ...pickTranslatedNames(row),
    srCyrlName: row.srCyrlName,
    localisations: { en: { name: row.enName }, sq: { name: row.sqName }, sr: { name: row.srName } },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const field of catalogueExtraFields(def)) {
    if (field === 'category') item.category = row.categoryId;
    else if (field === 'municipality') item.municipality = row.municipalityId;
    else if (field === 'type') item.type = row.institutionType;
    else if (field === 'allowsFreeMail') item.allowsFreeMail = row.allowsFreeMail ?? false;
    else item.hasUniqueIdentifier = row.hasUniqueIdentifier ?? false;
  }
  return item;
}

export function createCatalogueService({ db, repo, cache }: CatalogueServiceDeps): CatalogueService {
  /** Presented items of a loaded collection, made once per loaded row. */
  const presented = new WeakMap<CatalogueRow, TCatalogueItem>();
  const present = (def: CatalogueDef, row: CatalogueRow) => {
    let item = presented.get(row);
    if (!item) presented.set(row, (item = presentCatalogueItem(def, row)));
    return item;
  };

  function matcher(def: CatalogueDef, query: TCatalogueListQuery): ((row: CatalogueRow) => boolean) | null {
    const own = new Set<string>(def.filters);
    const tests: Array<(row: CatalogueRow) => boolean> = [];
    if (query.name) {
      const needle = folded(query.name);
      // Cyrillic typed finds an item by the name a Cyrillic reader sees too
      tests.push((r) =>
        [r.enName, r.sqName, r.srName, shownCyrillic(r)].some((n) => folded(n).includes(needle)),
      );
    }
    if (own.has('category') && query.category) tests.push((r) => r.categoryId === query.category);
    if (own.has('municipality') && query.municipality)
      tests.push((r) => r.municipalityId === query.municipality);
    if (own.has('type') && query.type) tests.push((r) => r.institutionType === query.type);
    if (def.idsFilter && query.categories?.length) {
      const ids = new Set(query.categories);
      tests.push((r) => ids.has(r.id));
    }
    return tests.length ? (row) => tests.every((t) => t(row)) : null;
  }

  async function assertReferences(refs: readonly CatalogueReference[], ex: Executor = db): Promise<void> {
    const wanted = [...new Set(refs.flatMap((r) => r.ids.filter((id): id is string => Boolean(id))))];
    const found = await repo.collectionsOf(wanted, ex);
    const details: ErrorDetail[] = refs
      .filter((r) => r.ids.some((id) => id && found.get(id) !== r.collection))
      .map((r) => ({ field: r.field, issue: 'notFound' }));
    if (details.length) throw invalidAll(details);
  }

  /** category and municipality must name items of their collections. */
  async function assertExtras(body: TCatalogueWrite, ex: Executor): Promise<void> {
    await assertReferences(
      (['category', 'municipality'] as const).map((field) => ({
        field,
        collection: REFERENCE_COLLECTION[field],
        ids: [body[field]],
      })),
      ex,
    );
  }

  async function assertNamesFree(
    def: CatalogueDef,
    body: TCatalogueWrite,
    exceptId: string | undefined,
    ex: Executor,
  ) {
    const clashes = await repo.nameClashes(def.path, body, exceptId, ex);
    if (clashes.length) throw alreadyExists(def.exists, clashes);
  }

  /** Database races the checks could not see: a name taken meanwhile, a reference deleted meanwhile. */
  const writeErrors = (def: CatalogueDef): WriteErrorAnswers => ({
    unique: (index) => {
      const lang = NAME_INDEX.exec(index)?.[1];
      return alreadyExists(def.exists, lang ? [`${lang}Name`] : CATALOGUE_NAME_FIELDS);
    },
    foreignKey: (c) => invalid(c.includes('municipality') ? 'municipality' : 'category', 'notFound'),
  });

  /** Column values of a write; extras only where they belong (the body schema already rejects others). */
  function columns(def: CatalogueDef, body: TCatalogueWrite) {
    const own = new Set<string>(catalogueExtraFields(def));
    return {
      ...pickTranslatedNames(body),
      // the Cyrillic override: empty clears it; left out, it stays (on create: none)
      ...(body.srCyrlName !== undefined ? { srCyrlName: body.srCyrlName || null } : {}),
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

  /**
   * RESOURCE_IN_USE naming how many rows still reference the item (counted after the failed delete rolled back),
   * in `details` (`{ field: 'id', issue: 'inUse', count }`) and in the message.
   */
  async function inUse(id: string): Promise<AppError> {
    const count = await repo.referenceCount(id).catch(() => 0);
    if (count < 1) return new AppError('RESOURCE_IN_USE');
    return new AppError('RESOURCE_IN_USE', undefined, [{ field: 'id', issue: 'inUse', count }], { count });
  }

  /** Runs a write; once it has committed, every instance drops its copy of the collection. */
  async function write<T>(def: CatalogueDef, run: () => Promise<T>): Promise<T> {
    const result = await run();
    await cache.invalidate(def.path);
    return result;
  }

  return {
    async list(def, query) {
      const sorted = await cache.sorted(def.path, query.selectedLanguage ?? 'sq');
      const test = matcher(def, query);
      const rows = ordered(test ? sorted.filter(test) : sorted, query.sort ?? DEFAULT_CATALOGUE_SORT);
      const total = rows.length;
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : total;
      const from = (page - 1) * limit;
      return paged(
        rows.slice(from, from + limit).map((row) => present(def, row)),
        total,
        page,
        limit,
      );
    },

    async get(def, id) {
      const row = (await cache.collection(def.path)).byId.get(id);
      if (!row) throw new AppError('NOT_FOUND');
      return present(def, row);
    },

    generation: (def) => cache.generation(def.path),
    assertReferences,

    async create(def, body) {
      try {
        const row = await write(def, () =>
          db.transaction(async (tx) => {
            await assertExtras(body, tx);
            await assertNamesFree(def, body, undefined, tx);
            const hasUniqueIdentifier = def.extras.includes('hasUniqueIdentifier')
              ? (body.hasUniqueIdentifier ?? false)
              : null;
            const allowsFreeMail = def.extras.includes('allowsFreeMail')
              ? (body.allowsFreeMail ?? false)
              : null;
            return repo.collection(def.path).create(
              {
                id: randomUUID(),
                collection: def.path,
                ...columns(def, body),
                hasUniqueIdentifier,
                allowsFreeMail,
              },
              tx,
            );
          }),
        );
        return presentCatalogueItem(def, row);
      } catch (err) {
        throw fromWriteError(err, writeErrors(def));
      }
    },

    async update(def, id, body) {
      try {
        const row = await write(def, () =>
          db.transaction(async (tx) => {
            await mustFind(def, id, tx);
            await assertExtras(body, tx);
            await assertNamesFree(def, body, id, tx);
            // hasUniqueIdentifier and allowsFreeMail keep their values when not sent.
            const flag = {
              ...(def.extras.includes('hasUniqueIdentifier') && body.hasUniqueIdentifier !== undefined
                ? { hasUniqueIdentifier: body.hasUniqueIdentifier }
                : {}),
              ...(def.extras.includes('allowsFreeMail') && body.allowsFreeMail !== undefined
                ? { allowsFreeMail: body.allowsFreeMail }
                : {}),
            };
            const updated = await repo
              .collection(def.path)
              .update(id, { ...columns(def, body), ...flag, updatedAt: new Date() }, tx);
            if (!updated) throw new AppError('NOT_FOUND');
            return updated;
          }),
        );
        return presentCatalogueItem(def, row);
      } catch (err) {
        throw fromWriteError(err, writeErrors(def));
      }
    },

    async remove(def, id) {
      try {
        const row = await write(def, () =>
          db.transaction(async (tx) => {
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
          }),
        );
        return presentCatalogueItem(def, row);
      } catch (err) {
        if (err instanceof AppError && err.code === 'RESOURCE_IN_USE') throw await inUse(id);
        throw err;
      }
    },
  };
}
