import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { id, timestamps, requiredRef, translatedText, translatedTextOrEmpty } from './columns.ts';

/**
 * The home page's hero slider: each banner has its text (the spec's enText/sqText/srText, shown as the title),
 * an optional subtitle and button label per language, an optional link the button opens, whether it is shown
 * (`active`), its place among the others (`position`), and its photos (`banner_photos`).
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    ...translatedText('text'),
    ...translatedTextOrEmpty('subtitle'),
    ...translatedTextOrEmpty('button'),
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
    bannerId: requiredRef('banner_id', () => banners.id),
    fileId: requiredRef('file_id', () => files.id, 'restrict'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.fileId] }), uniqueIndex('banner_photos_file_uq').on(t.fileId)],
);
