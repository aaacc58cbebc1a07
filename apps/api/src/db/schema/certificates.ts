import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TCertificateKind } from '@praktika/contracts/certificates';
import { accounts } from './accounts.ts';
import { interns } from './profiles.ts';
import { applications } from './applications.ts';
import { id, day, createdAt, timestampTz, requiredRef, optionalRef } from './columns.ts';

/**
 * Certificates (issue 20): a snapshot of a COMPLETED internship or training taken when it is issued (the names,
 * title and dates as they were then), so that what the PDF, the credential and the verify page say never changes
 * behind the holder's back. A name correction is a reissue: the old row is revoked and `replaces` points back.
 * - `code`: the short public code (Crockford base32, stored without dashes), unique;
 * - `status_index`: the certificate's position in the Bitstring Status Lists (an identity, so never reused);
 * - `salt`: for the credential's salted e-mail hash (the e-mail itself is never in the credential).
 * At most one certificate per application that is not revoked (a unique index: concurrent issues make one).
 * Deleting the intern's account deletes their certificates.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull(),
    applicationId: requiredRef('application_id', () => applications.id),
    internId: requiredRef('intern_id', () => interns.id),
    kind: text('kind').$type<TCertificateKind>().notNull(),
    holderName: text('holder_name').notNull(),
    organisationName: text('organisation_name').notNull(),
    title: text('title').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
    /** JOB: the posting's engagement months. */
    months: integer('months'),
    /** TRAINING: calendar days from start to end, both included. */
    days: integer('days'),
    mentorName: text('mentor_name'),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    statusIndex: integer('status_index').generatedAlwaysAsIdentity().notNull(),
    salt: text('salt').notNull(),
    revokedAt: timestampTz('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: optionalRef('revoked_by', () => accounts.id),
    /** The certificate this one replaced (a reissue). */
    replacesId: text('replaces_id').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_code_uq').on(t.code),
    uniqueIndex('certificates_status_index_uq').on(t.statusIndex),
    uniqueIndex('certificates_application_current_uq')
      .on(t.applicationId)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_application_idx').on(t.applicationId),
    index('certificates_intern_idx').on(t.internId, t.issuedAt),
    index('certificates_issued_idx').on(t.issuedAt, t.id),
    index('certificates_replaces_idx').on(t.replacesId),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;
