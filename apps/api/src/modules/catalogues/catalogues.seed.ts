import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { SEED_DATA, type SeedItem } from './catalogues.seed-data.ts';

/** Ids of a collection's seeded rows by seed key (the rows an item's references name). */
async function idsBySeedKey(tx: Tx, collection: string, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await tx
    .select({ id: catalogueItems.id, seedKey: catalogueItems.seedKey })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.collection, collection),
        isNotNull(catalogueItems.seedKey),
        inArray(catalogueItems.seedKey, keys),
      ),
    );
  return new Map(rows.map((r) => [r.seedKey!, r.id]));
}

/**
 * Seeds the reference catalogues (idempotent): each item is inserted once, keyed by (collection, seed_key);
 * rows already there, including ones an administrator renamed, are left alone. A seeded name that an
 * administrator already created by hand is skipped too (any unique conflict means "already there").
 * Subcategories name their category and institutions their municipality by seed key; an item whose
 * referenced row is gone (an administrator deleted it) is skipped. Collections are seeded in `SEED_DATA`'s
 * order, so categories and municipalities are in place first.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [collection, items] of Object.entries(SEED_DATA) as [string, readonly SeedItem[]][]) {
      if (!items?.length) continue;
      const categories = await idsBySeedKey(tx, 'categories', [
        ...new Set(items.flatMap((i) => (i.category ? [i.category] : []))),
      ]);
      const municipalities = await idsBySeedKey(tx, 'municipalities', [
        ...new Set(items.flatMap((i) => (i.municipality ? [i.municipality] : []))),
      ]);
      const values = items.flatMap((item) => {
        const categoryId = item.category ? categories.get(item.category) : null;
        const municipalityId = item.municipality ? municipalities.get(item.municipality) : null;
        if (categoryId === undefined || municipalityId === undefined) return [];
        return [
          {
            id: randomUUID(),
            collection,
            seedKey: item.key,
            enName: item.en,
            sqName: item.sq,
            srName: item.sr,
            hasUniqueIdentifier: collection === 'businesstypes' ? (item.hasUniqueIdentifier ?? false) : null,
            allowsFreeMail: collection === 'businesstypes' ? (item.allowsFreeMail ?? false) : null,
            categoryId,
            municipalityId,
            institutionType: item.type ?? null,
          },
        ];
      });
      if (values.length) await tx.insert(catalogueItems).values(values).onConflictDoNothing();
    }
  });
}
