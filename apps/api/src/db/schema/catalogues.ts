import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps, translatedNames } from './columns.ts';

/**
 * Every reference catalogue in ONE table, told apart by `collection` (the API path: municipalities, skills, ...).
 * Names are unique per collection and language, case-insensitively. References from elsewhere are real
 * foreign keys, so an item still in use cannot be deleted.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: id(),
    collection: text('collection').notNull(),
    ...translatedNames(),
    /**
     * The Serbian name in Cyrillic where transliterating `sr_name` (`toCyrillic`) gives a poor result; null: the
     * Cyrillic name is derived (issue 22 §1).
     */
    srCyrlName: text('sr_cyrl_name'),
    /** subcategories: their category. */
    categoryId: text('category_id').references((): AnyPgColumn => catalogueItems.id, {
      onDelete: 'restrict',
    }),
    /** businesstypes: whether the entity type has a unique identification number. */
    hasUniqueIdentifier: boolean('has_unique_identifier'),
    /**
     * businesstypes: whether an organisation of this type may sign up with a free-mail address (gmail.com, …;
     * FREE_MAIL_DOMAINS in contracts/auth.ts). False unless set (NGOs in the seed).
     */
    allowsFreeMail: boolean('allows_free_mail'),
    /** institutions: HIGH_SCHOOL, PROFESSIONAL_SCHOOL or UNIVERSITY, and their municipality. */
    institutionType: text('institution_type'),
    municipalityId: text('municipality_id').references((): AnyPgColumn => catalogueItems.id, {
      onDelete: 'restrict',
    }),
    /** Stable key for seeded rows, so seeding is idempotent. */
    seedKey: text('seed_key'),
    ...timestamps(),
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

/** A reference to a catalogue item; an item still referenced cannot be deleted. */
export const catalogueRef = (column: string) =>
  text(column).references(() => catalogueItems.id, { onDelete: 'restrict' });
