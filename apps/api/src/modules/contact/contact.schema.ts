import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the home page's contact form (no account: the sender's name and e-mail as typed). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The sender's language (from the request), for a reply. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;
