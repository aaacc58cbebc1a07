import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

/** Messages sent through the home page's contact form (no account: the sender's name and e-mail as typed). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The sender's language (from the request), for a reply. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
