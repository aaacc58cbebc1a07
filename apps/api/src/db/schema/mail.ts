import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, timestampTz } from './columns.ts';

/** An attachment as the dev mailbox keeps it (text content, e.g. a calendar invite). */
export interface DevMailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The dev mailbox: every message delivered while no SMTP_URL is configured. Read through
 * GET /api/dev/mailbox and the /dev/mailbox page (both absent in production).
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<DevMailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mailbox_to_created_idx').on(t.to, t.createdAt)],
);
export type DevMailRow = typeof devMailbox.$inferSelect;

/**
 * The mail jobs whose message the SMTP server (or the dev mailbox) accepted, by pg-boss job id. pg-boss hands a job
 * out again when its worker died before marking it done (a crash, a kill, an expiry); the mailer then finds the
 * record and does not send it twice. Ids and times only, kept two days (longer than a job can be retried).
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    jobId: text('job_id').primaryKey(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('mail_deliveries_sent_idx').on(t.sentAt)],
);
