import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { id, timestamps } from './columns.ts';

/**
 * The home page's hero slider: each banner has its text (the spec's enText/sqText/srText, shown as the title),
 * an optional subtitle and button label per language, an optional link the button opens, whether it is shown
 * (`active`), its place among the others (`position`), and its photos (`banner_photos`).
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    enText: text('en_text').notNull(),
    sqText: text('sq_text').notNull(),
    srText: text('sr_text').notNull(),
    enSubtitle: text('en_subtitle').notNull().default(''),
    sqSubtitle: text('sq_subtitle').notNull().default(''),
    srSubtitle: text('sr_subtitle').notNull().default(''),
    enButton: text('en_button').notNull().default(''),
    sqButton: text('sq_button').notNull().default(''),
    srButton: text('sr_button').notNull().default(''),
    link: text('link'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('banners_active_idx').on(t.active, t.position)],
);
export type BannerRow = typeof banners.$inferSelect;

/** A banner's photos (files of kind banner, each used by one banner), in slide order. */
export const bannerPhotos = pgTable(
  'banner_photos',
  {
    bannerId: text('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.fileId] }), uniqueIndex('banner_photos_file_uq').on(t.fileId)],
);
