import { text, timestamp } from 'drizzle-orm/pg-core';

/** Column blocks repeated across tables. Each yields exactly the SQL the inline columns did (no migration). */

/** The primary key: a text id generated in the app. */
export const id = () => text('id').primaryKey();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `createdAt` and `updatedAt`, both set on insert. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A name and a description in each language (sq, sr, en); descriptions default to ''. */
export const translatedNames = () => ({
  enName: text('en_name').notNull(),
  enDescription: text('en_description').notNull().default(''),
  sqName: text('sq_name').notNull(),
  sqDescription: text('sq_description').notNull().default(''),
  srName: text('sr_name').notNull(),
  srDescription: text('sr_description').notNull().default(''),
});
