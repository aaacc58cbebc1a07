import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TApplicationStatus, TFinalizationOutcome } from '@praktika/contracts/applications';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { businesses, interns } from './profiles.ts';
import { accounts } from './accounts.ts';
import { files } from './files.ts';
import { opportunities } from './opportunities.ts';
import { id, timestamps } from './columns.ts';

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
const day = (column: string) => date(column, { mode: 'string' });

export const applications = pgTable(
  'applications',
  {
    id: id(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TOpportunityKind>().notNull(),
    internId: text('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
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
    contractFileId: text('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
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
    uniqueIndex('applications_contract_uq').on(t.contractFileId),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** The files an applicant uploaded, one per requested file (`position` = the posting's order). */
export const applicationFiles = pgTable(
  'application_files',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
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
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status').$type<TApplicationStatus>().notNull(),
    actorId: text('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<'intern' | 'business' | 'admin' | 'system'>().notNull(),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);
