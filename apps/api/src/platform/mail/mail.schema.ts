import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dev mailbox: every message delivered while no SMTP_URL is configured. Read through
 * GET /api/dev/mailbox and the /dev/mailbox page (both absent in production).
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_to_created_idx').on(t.to, t.createdAt)],
);
export type DevMailRow = typeof devMailbox.$inferSelect;
