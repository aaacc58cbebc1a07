import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CATALOGUES } from '@praktika/contracts/catalogues';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { seedReferenceData } from './catalogues.seed.ts';
import {
  BUSINESS_TYPES,
  INSTITUTIONS,
  MUNICIPALITIES,
  SEED_DATA,
  SUBCATEGORIES,
  TAGS,
  type SeedItem,
} from './catalogues.seed-data.ts';

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

  it('seeds institutions with their type and municipality, resolved by seed key', async () => {
    const rows = await t.database.db.select().from(catalogueItems);
    const bySeed = (collection: string) =>
      new Map(rows.filter((r) => r.collection === collection).map((r) => [r.seedKey, r]));
    const municipalities = bySeed('municipalities');
    const institutions = bySeed('institutions');
    expect(institutions.size).toBe(INSTITUTIONS.length);
    for (const item of INSTITUTIONS) {
      const row = institutions.get(item.key);
      expect(row, item.key).toBeTruthy();
      expect(row!.institutionType, item.key).toBe(item.type);
      expect(row!.municipalityId, item.key).toBe(municipalities.get(item.municipality!)!.id);
    }
    // every type is represented, and the public universities are there
    expect(new Set(INSTITUTIONS.map((i) => i.type))).toEqual(
      new Set(['UNIVERSITY', 'HIGH_SCHOOL', 'PROFESSIONAL_SCHOOL']),
    );
    const res = await t.app.inject({
      url: `/api/institutions?pagination=false&selectedLanguage=en&type=UNIVERSITY&municipality=${
        municipalities.get('prishtine')!.id
      }`,
    });
    expect(res.json().data.institutions.docs.map((d: { enName: string }) => d.enName)).toContain(
      'University of Prishtina "Hasan Prishtina"',
    );
    const prizren = institutions.get('uni-prizren-ukshin-hoti')!;
    expect([prizren.sqName, prizren.srName, prizren.municipalityId]).toEqual([
      'Universiteti i Prizrenit "Ukshin Hoti"',
      'Univerzitet u Prizrenu "Ukšin Hoti"',
      municipalities.get('prizren')!.id,
    ]);
  });

  it('seeds subcategories under their fields of interest, and tags', async () => {
    const rows = await t.database.db.select().from(catalogueItems);
    const categories = new Map(
      rows.filter((r) => r.collection === 'categories').map((r) => [r.seedKey, r.id]),
    );
    const subcategories = rows.filter((r) => r.collection === 'subcategories');
    expect(subcategories).toHaveLength(SUBCATEGORIES.length);
    for (const item of SUBCATEGORIES) {
      const row = subcategories.find((r) => r.seedKey === item.key);
      expect(row?.categoryId, item.key).toBe(categories.get(item.category!));
    }
    const itCategory = categories.get('it')!;
    const res = await t.app.inject({
      url: `/api/subcategories?pagination=false&selectedLanguage=en&category=${itCategory}`,
    });
    expect(res.json().data.subcategories.docs.map((d: { enName: string }) => d.enName)).toEqual(
      expect.arrayContaining([
        'Software development',
        'Networks and system administration',
        'Data and databases',
      ]),
    );
    const tags = rows.filter((r) => r.collection === 'tags').map((r) => r.enName);
    expect(tags).toHaveLength(TAGS.length);
    expect(tags).toEqual(
      expect.arrayContaining(['CV', 'Job interview', 'Career guidance', 'Soft skills', 'Digital skills']),
    );
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
    const references = async () =>
      (await t.database.db.select().from(catalogueItems))
        .filter((r) => r.categoryId || r.municipalityId)
        .map((r) => [r.id, r.categoryId, r.municipalityId, r.institutionType].join())
        .sort();
    const referencesBefore = await references();
    await seedReferenceData(t.database.db);
    await seedReferenceData(t.database.db);
    expect(await counts()).toEqual(before);
    expect(await references()).toEqual(referencesBefore);
    const [after] = await t.database.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.id, prizren!.id));
    expect(after!.enName).toBe('Prizren (renamed)');
  });
});
