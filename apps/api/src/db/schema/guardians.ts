import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { interns } from './profiles.ts';
import { timestampTz, timestamps } from './columns.ts';

/**
 * Guardian consent of an intern aged 16 or 17 (issue 22 §2): one row per intern who gave a guardian. The guardian's
 * name, e-mail and phone are a third party's personal data: read by the intern and admins only, in the intern's
 * data export, deleted with the account (cascade). Whether consent is needed is computed from the birth date (18 on
 * Priština's calendar day), never stored. Links are stored as sha-256 hashes only: `token_hash` the guardian's
 * single-use decision link (GUARDIAN_TOKEN_TTL_DAYS), `withdraw_token_hash` the link in the confirmation e-mail that
 * lets a guardian withdraw a given consent. A new link replaces the old one (the old hash is gone).
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    internId: text('intern_id')
      .primaryKey()
      .references(() => interns.id, { onDelete: 'cascade' }),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    guardianPhone: text('guardian_phone'),
    /** PENDING until the guardian answers; GIVEN or REFUSED (also a withdrawn consent, with `withdrawn_at`). */
    status: text('status', { enum: ['PENDING', 'GIVEN', 'REFUSED'] })
      .notNull()
      .default('PENDING'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestampTz('token_expires_at'),
    withdrawTokenHash: text('withdraw_token_hash'),
    sentAt: timestampTz('sent_at'),
    decidedAt: timestampTz('decided_at'),
    withdrawnAt: timestampTz('withdrawn_at'),
    /** Links sent in the current window (GUARDIAN_SENDS_PER_DAY per rolling 24 hours from `send_window_start`). */
    sendWindowStart: timestampTz('send_window_start'),
    sendCount: integer('send_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('guardian_consents_token_uq').on(t.tokenHash),
    uniqueIndex('guardian_consents_withdraw_token_uq').on(t.withdrawTokenHash),
    index('guardian_consents_status_idx').on(t.status),
  ],
);
export type GuardianConsentRow = typeof guardianConsents.$inferSelect;
