import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogues.ts';
import { id, day } from './columns.ts';

/**
 * What statistics keep of a deleted account: one row per deletion with the facts the reports count by, and
 * nothing that names or points at the person (no name, e-mail, account id, phone, address, ethnicity, health
 * conditions, skills or free text). The row's id is a fresh random uuid, unrelated to the account's.
 * `countAccounts` (account-counts.ts) adds these rows to the live accounts, so counts stay the same after a
 * deletion. Catalogue items they use cannot be deleted (ON DELETE RESTRICT), like the live records'.
 */
export const anonymisedAccounts = pgTable(
  'anonymised_accounts',
  {
    id: id(),
    accountType: text('account_type', { enum: ['intern', 'business', 'mentor'] }).notNull(),
    role: text('role', { enum: ['intern', 'business', 'mentor', 'admin'] }).notNull(),
    /** The profile's municipality (interns, mentors, organisations in Kosovo); null when it had none. */
    municipalityId: text('municipality_id').references(() => catalogueItems.id, { onDelete: 'restrict' }),
    /** Interns and mentors. */
    gender: text('gender', { enum: ['M', 'F', 'O'] }),
    /** Interns: the year of the birth date only. */
    birthYear: integer('birth_year'),
    /** Organisations: the entity type (collection businesstypes). */
    businessTypeId: text('business_type_id').references(() => catalogueItems.id, { onDelete: 'restrict' }),
    /** The day the account was created (reports filter registrations by day). */
    registeredOn: day('registered_on').notNull(),
    /** The day it was deleted. */
    deletedOn: day('deleted_on').notNull(),
  },
  (t) => [
    index('anonymised_accounts_role_registered_idx').on(t.role, t.registeredOn),
    index('anonymised_accounts_municipality_idx').on(t.municipalityId),
    index('anonymised_accounts_business_type_idx').on(t.businessTypeId),
  ],
);
export type AnonymisedAccountRow = typeof anonymisedAccounts.$inferSelect;
