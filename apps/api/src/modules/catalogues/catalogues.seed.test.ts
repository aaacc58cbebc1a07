import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CATALOGUES } from '@praktika/contracts/catalogues';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogueItems } from './catalogues.schema.ts';
import { seedReferenceData } from './catalogues.seed.ts';
import { BUSINESS_TYPES, MUNICIPALITIES, SEED_DATA, type SeedItem } from './catalogues.seed-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts(): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ collection: catalogueItems.collection, n: count() })
    .from(catalogueItems)
    .groupBy(catalogueItems.collection);
  return Object.fromEntries(rows.map((r) => [r.collection, Number(r.n)]));
}

describe('reference data seed', () => {
  it("has Kosovo's 38 municipalities in three languages", async () => {
    expect(MUNICIPALITIES).toHaveLength(38);
    const res = await t.app.inject({ method: 'GET', url: '/api/municipalities?pagination=false' });
    const list = res.json().data.municipalities as {
      totalDocs: number;
      docs: { sqName: string; srName: string; enName: string }[];
    };
    expect(list.totalDocs).toBe(38);
    const names = list.docs.map((d) => [d.sqName, d.srName, d.enName].join(' / '));
    for (const expected of [
      'Prishtinë / Priština / Pristina',
      'Pejë / Peć / Peja',
      'Gjakovë / Đakovica / Gjakova',
      'Mitrovica e Veriut / Severna Mitrovica / North Mitrovica',
      'Hani i Elezit / Đeneral Janković / Hani i Elezit',
      'Graçanicë / Gračanica / Gracanica',
      'Leposaviq / Leposavić / Leposavic',
      'Novobërdë / Novo Brdo / Novo Brdo',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('seeds every listed item exactly once, with non-empty names unique per language', async () => {
    const now = await counts();
    for (const [collection, items] of Object.entries(SEED_DATA) as [string, readonly SeedItem[]][]) {
      expect(now[collection], collection).toBe(items.length);
      expect(new Set(items.map((i) => i.key)).size, `${collection} keys`).toBe(items.length);
      for (const lang of ['sq', 'sr', 'en'] as const) {
        expect(items.every((i) => i[lang].trim().length > 0)).toBe(true);
        expect(new Set(items.map((i) => i[lang].toLowerCase())).size, `${collection} ${lang}`).toBe(
          items.length,
        );
      }
    }
    expect(Object.keys(SEED_DATA).every((path) => CATALOGUES.some((c) => c.path === path))).toBe(true);
  });

  it('uses Latin script for Serbian', () => {
    for (const items of Object.values(SEED_DATA) as (readonly SeedItem[])[]) {
      for (const item of items) expect(item.sr, item.key).not.toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('marks registered businesses and NGOs as having a unique identifier', async () => {
    const rows = await t.database.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.collection, 'businesstypes'));
    const byKey = new Map(rows.map((r) => [r.seedKey, r.hasUniqueIdentifier]));
    expect(byKey.get('business')).toBe(true);
    expect(byKey.get('ngo')).toBe(true);
    expect(byKey.get('public-institution')).toBe(false);
    expect(rows).toHaveLength(BUSINESS_TYPES.length);
  });

  it('is idempotent: running it again adds and changes nothing, even after an admin renamed an item', async () => {
    const [prizren] = await t.database.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.seedKey, 'prizren'));
    await t.database.db
      .update(catalogueItems)
      .set({ enName: 'Prizren (renamed)' })
      .where(eq(catalogueItems.id, prizren!.id));
    const before = await counts();
    await seedReferenceData(t.database.db);
    await seedReferenceData(t.database.db);
    expect(await counts()).toEqual(before);
    const [after] = await t.database.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.id, prizren!.id));
    expect(after!.enName).toBe('Prizren (renamed)');
  });
});
