import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TUiLanguage } from '@praktika/contracts/common';
import { id, timestampTz, timestamps } from './columns.ts';

/**
 * One row per sign-in identity. `account_type` is the door the account uses (intern, business, mentor);
 * admins are business-type accounts with role admin. One account per e-mail per account type.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountType: text('account_type', { enum: ['intern', 'business', 'mentor'] }).notNull(),
    role: text('role', { enum: ['intern', 'business', 'mentor', 'admin'] }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    confirmedAt: timestampTz('confirmed_at'),
    /** sha-256 of the 6-digit code and of the confirmation token; never stored in clear. */
    confirmationCodeHash: text('confirmation_code_hash'),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationExpiresAt: timestampTz('confirmation_expires_at'),
    confirmationAttempts: integer('confirmation_attempts').notNull().default(0),
    /** The language of the account's e-mails: sq, sr, en, or sr-Cyrl (the Serbian mail in Cyrillic). */
    emailLanguage: text('email_language').$type<TUiLanguage>().notNull().default('sq'),
    /** Bumped on password reset: ends older sessions and makes used reset links invalid. */
    sessionVersion: integer('session_version').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_type_email_uq').on(t.accountType, sql`lower(${t.email})`),
    index('accounts_role_idx').on(t.role),
    // The reports and the six counts take the accounts of a role registered in a period (a day by default).
    index('accounts_role_created_idx').on(t.role, t.createdAt),
  ],
);
export type AccountRow = typeof accounts.$inferSelect;
