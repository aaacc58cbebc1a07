import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogues.ts';
import { files } from './files.ts';
import { id, timestamps, requiredRef, translatedNames } from './columns.ts';

/**
 * The resource library. Names are unique per language, case-insensitively (the indexes catch simultaneous
 * writes). A resource has exactly one of a link or a file (a check constraint); the file is a `files` row of
 * kind resourceFile, used by one resource only. Catalogue references are real foreign keys (ON DELETE RESTRICT),
 * so a category, subcategory or tag in use cannot be deleted.
 */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    ...translatedNames(),
    categoryId: requiredRef('category_id', () => catalogueItems.id, 'restrict'),
    subcategoryId: text('subcategory_id').references(() => catalogueItems.id, { onDelete: 'restrict' }),
    /** The resource's own language: sq, sr or en. */
    language: text('language').notNull(),
    isGuide: boolean('is_guide').notNull().default(false),
    link: text('link'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('resources_en_name_uq').on(sql`lower(${t.enName})`),
    uniqueIndex('resources_sq_name_uq').on(sql`lower(${t.sqName})`),
    uniqueIndex('resources_sr_name_uq').on(sql`lower(${t.srName})`),
    uniqueIndex('resources_file_uq').on(t.fileId),
    index('resources_category_idx').on(t.categoryId),
    index('resources_subcategory_idx').on(t.subcategoryId),
    check('resources_link_or_file', sql`(${t.link} is null) <> (${t.fileId} is null)`),
  ],
);
export type ResourceRow = typeof resources.$inferSelect;

/** A resource's tags (catalogue `tags` items), in the order given. */
export const resourceTags = pgTable(
  'resource_tags',
  {
    resourceId: requiredRef('resource_id', () => resources.id),
    tagId: requiredRef('tag_id', () => catalogueItems.id, 'restrict'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.tagId] }), index('resource_tags_tag_idx').on(t.tagId)],
);
