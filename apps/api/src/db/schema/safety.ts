import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { businesses, interns, mentors } from './profiles.ts';
import { applications } from './applications.ts';
import { id, day, createdAt, timestamps, requiredRef, optionalRef } from './columns.ts';

/**
 * Cancellations (an engagement ended early) and red flags (reports about a host or an intern).
 * Both keep the parties' ids; deleting an account deletes its rows with it (privacy: the person's data goes).
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id),
    businessId: requiredRef('business_id', () => businesses.id),
    internId: requiredRef('intern_id', () => interns.id),
    initiator: text('initiator').$type<'INTERN' | 'BUSINESS' | 'ADMIN'>().notNull(),
    createdBy: optionalRef('created_by', () => accounts.id),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reasonText: text('reason_text'),
    lastDay: day('last_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cancellations_application_idx').on(t.applicationId),
    index('cancellations_business_idx').on(t.businessId, t.createdAt),
    index('cancellations_intern_idx').on(t.internId, t.createdAt),
    index('cancellations_created_idx').on(t.createdAt),
  ],
);

export const redFlags = pgTable(
  'red_flags',
  {
    id: id(),
    /** BUSINESS or INTERN: who is reported. */
    reported: text('reported').$type<'BUSINESS' | 'INTERN'>().notNull(),
    reporterId: requiredRef('reporter_id', () => accounts.id),
    reporterRole: text('reporter_role').$type<'intern' | 'business' | 'mentor'>().notNull(),
    applicationId: optionalRef('application_id', () => applications.id),
    /** The mentorship a mentor reports from (the mentoring issue adds its table and the foreign key). */
    mentorshipId: text('mentorship_id'),
    businessId: requiredRef('business_id', () => businesses.id),
    internId: requiredRef('intern_id', () => interns.id),
    mentorId: optionalRef('mentor_id', () => mentors.id),
    reasons: text('reasons').array().notNull(),
    reasonText: text('reason_text'),
    status: text('status').$type<'NEW' | 'IN_REVIEW' | 'RESOLVED'>().notNull().default('NEW'),
    priority: text('priority').$type<'NORMAL' | 'HIGH'>().notNull().default('NORMAL'),
    internalNote: text('internal_note'),
    ...timestamps(),
  },
  (t) => [
    index('red_flags_business_idx').on(t.businessId, t.createdAt),
    index('red_flags_intern_idx').on(t.internId, t.createdAt),
    index('red_flags_reporter_idx').on(t.reporterId, t.createdAt),
    index('red_flags_status_idx').on(t.status, t.priority, t.createdAt),
    check('red_flags_reported_ck', sql`${t.reported} in ('BUSINESS', 'INTERN')`),
  ],
);
