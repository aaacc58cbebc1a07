import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TApplicationStatus, TFinalizationOutcome } from '@praktika/contracts/applications';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { businesses, interns } from './profiles.ts';
import { accounts } from './accounts.ts';
import { files } from './files.ts';
import { opportunities } from './opportunities.ts';
import { id, timestampTz, day, timestamps, requiredRef, optionalRef } from './columns.ts';

/**
 * Applications to internship postings and trainings. `kind` and `business_id` repeat the opportunity's, so the
 * rules below can be unique indexes and the lists need no join to filter. The database itself holds the limits
 * that races would break:
 * - one application per intern and opportunity (an invite racing an application leaves one row);
 * - one internship per person: at most one JOB application of an intern in ACCEPTED_FOR_VALIDATION, APPROVED,
 *   HIRED, EXTENDED or COMPLETED (10 organisations accepting one intern at once: one wins);
 * - one training at a time: at most one TRAINING application of an intern in APPROVED.
 * Spots are counted under a row lock on the opportunity (applications.service.ts).
 */

export const applications = pgTable(
  'applications',
  {
    id: id(),
    opportunityId: requiredRef('opportunity_id', () => opportunities.id),
    kind: text('kind').$type<TOpportunityKind>().notNull(),
    internId: requiredRef('intern_id', () => interns.id),
    businessId: requiredRef('business_id', () => businesses.id),
    status: text('status').$type<TApplicationStatus>().notNull(),
    /** Invited by the organisation (true) or applied by the intern. */
    invited: boolean('invited').notNull().default(false),
    favourite: boolean('favourite').notNull().default(false),
    interviewDate: day('interview_date'),
    interviewTime: text('interview_time'),
    interviewPlace: text('interview_place'),
    interviewLink: text('interview_link'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    outcome: text('outcome').$type<TFinalizationOutcome>(),
    /** The signed contract (files, kind contract); required to hire. */
    contractFileId: optionalRef('contract_file_id', () => files.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('applications_intern_opportunity_uq').on(t.internId, t.opportunityId),
    uniqueIndex('applications_one_internship_uq')
      .on(t.internId)
      .where(
        sql`${t.kind} = 'JOB' and ${t.status} in ('ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED')`,
      ),
    uniqueIndex('applications_one_training_uq')
      .on(t.internId)
      .where(sql`${t.kind} = 'TRAINING' and ${t.status} = 'APPROVED'`),
    index('applications_opportunity_idx').on(t.opportunityId, t.status),
    index('applications_business_idx').on(t.businessId, t.createdAt, t.id),
    index('applications_intern_idx').on(t.internId, t.createdAt),
    index('applications_status_idx').on(t.status, t.kind),
    // The applications list export reads in keyset batches ordered by (created_at, id), filtered by period.
    index('applications_created_idx').on(t.createdAt, t.id),
    uniqueIndex('applications_contract_uq').on(t.contractFileId),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** The files an applicant uploaded, one per requested file (`position` = the posting's order). */
export const applicationFiles = pgTable(
  'application_files',
  {
    applicationId: requiredRef('application_id', () => applications.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileId: requiredRef('file_id', () => files.id),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.position] }),
    uniqueIndex('application_files_file_uq').on(t.fileId),
  ],
);

/** Every change of an application: its timeline. `actorRole` only (the timeline shows roles, not people). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id),
    action: text('action').notNull(),
    status: text('status').$type<TApplicationStatus>().notNull(),
    actorId: optionalRef('actor_id', () => accounts.id),
    actorRole: text('actor_role').$type<'intern' | 'business' | 'admin' | 'system'>().notNull(),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.at),
    // The reports date engagements and internships by a step (HIRED, ACCEPTED_FOR_VALIDATION) in a period.
    index('application_events_status_at_idx').on(t.status, t.at, t.applicationId),
  ],
);
