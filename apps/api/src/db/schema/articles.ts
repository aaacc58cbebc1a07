import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { id, timestamps } from './columns.ts';

/**
 * Articles (news, stories, events, announcements) written by admins: a title and a rich text per language (the
 * text is stored already sanitised), a type, an optional photo (a `files` row of kind articlePhoto, used by this
 * article only). Titles are unique per language, case-insensitively (ARTICLE_EXISTS).
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    type: text('type').notNull(),
    enTitle: text('en_title').notNull(),
    enText: text('en_text').notNull(),
    sqTitle: text('sq_title').notNull(),
    sqText: text('sq_text').notNull(),
    srTitle: text('sr_title').notNull(),
    srText: text('sr_text').notNull(),
    photoId: text('photo_id').references(() => files.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('articles_en_title_uq').on(sql`lower(${t.enTitle})`),
    uniqueIndex('articles_sq_title_uq').on(sql`lower(${t.sqTitle})`),
    uniqueIndex('articles_sr_title_uq').on(sql`lower(${t.srTitle})`),
    uniqueIndex('articles_photo_uq').on(t.photoId),
    index('articles_created_idx').on(t.createdAt),
    index('articles_type_idx').on(t.type, t.createdAt),
  ],
);
export type ArticleRow = typeof articles.$inferSelect;
