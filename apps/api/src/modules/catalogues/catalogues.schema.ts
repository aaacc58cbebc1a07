import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Every reference catalogue in ONE table, told apart by `collection` (the API path: municipalities, skills, ...).
 * Names are unique per collection and language, case-insensitively. References from elsewhere are real
 * foreign keys, so an item still in use cannot be deleted.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: text('id').primaryKey(),
    collection: text('collection').notNull(),
    enName: text('en_name').notNull(),
    enDescription: text('en_description').notNull().default(''),
    sqName: text('sq_name').notNull(),
    sqDescription: text('sq_description').notNull().default(''),
    srName: text('sr_name').notNull(),
    srDescription: text('sr_description').notNull().default(''),
    /** subcategories: their category. */
    categoryId: text('category_id').references((): AnyPgColumn => catalogueItems.id, {
      onDelete: 'restrict',
    }),
    /** businesstypes: whether the entity type has a unique identification number. */
    hasUniqueIdentifier: boolean('has_unique_identifier'),
    /** institutions: HIGH_SCHOOL, PROFESSIONAL_SCHOOL or UNIVERSITY, and their municipality. */
    institutionType: text('institution_type'),
    municipalityId: text('municipality_id').references((): AnyPgColumn => catalogueItems.id, {
      onDelete: 'restrict',
    }),
    /** Stable key for seeded rows, so seeding is idempotent. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_items_en_name_uq').on(t.collection, sql`lower(${t.enName})`),
    uniqueIndex('catalogue_items_sq_name_uq').on(t.collection, sql`lower(${t.sqName})`),
    uniqueIndex('catalogue_items_sr_name_uq').on(t.collection, sql`lower(${t.srName})`),
    uniqueIndex('catalogue_items_seed_key_uq').on(t.collection, t.seedKey),
    index('catalogue_items_category_idx').on(t.categoryId),
    index('catalogue_items_municipality_idx').on(t.municipalityId),
  ],
);
export type CatalogueRow = typeof catalogueItems.$inferSelect;
