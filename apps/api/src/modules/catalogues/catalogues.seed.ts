import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { catalogueItems } from './catalogues.schema.ts';
import { SEED_DATA } from './catalogues.seed-data.ts';

/**
 * Seeds the reference catalogues (idempotent): each item is inserted once, keyed by (collection, seed_key);
 * rows already there, including ones an administrator renamed, are left alone. A seeded name that an
 * administrator already created by hand is skipped too (any unique conflict means "already there").
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [collection, items] of Object.entries(SEED_DATA)) {
      if (!items?.length) continue;
      await tx
        .insert(catalogueItems)
        .values(
          items.map((item) => ({
            id: randomUUID(),
            collection,
            seedKey: item.key,
            enName: item.en,
            sqName: item.sq,
            srName: item.sr,
            hasUniqueIdentifier: collection === 'businesstypes' ? (item.hasUniqueIdentifier ?? false) : null,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
