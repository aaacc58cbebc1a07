import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { businesses, interns, mentors } from './profiles.ts';
import { applications } from './applications.ts';
import { id, day, createdAt, timestamps, timestampTz, requiredRef, optionalRef } from './columns.ts';

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
    /**
     * When the admins should have answered: HIGH 24 hours, otherwise 5 working days (Mon–Fri, Priština's clock),
     * from the report; recomputed by the service when an admin changes the priority (`safety.deadlines.ts`).
     */
    respondBy: timestampTz('respond_by').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('red_flags_business_idx').on(t.businessId, t.createdAt),
    index('red_flags_intern_idx').on(t.internId, t.createdAt),
    index('red_flags_reporter_idx').on(t.reporterId, t.createdAt),
    index('red_flags_status_idx').on(t.status, t.priority, t.createdAt),
    index('red_flags_respond_by_idx').on(t.priority, t.respondBy),
    check('red_flags_reported_ck', sql`${t.reported} in ('BUSINESS', 'INTERN')`),
  ],
);

/**
 * The overdue alerts sent to the admins about an open HIGH red flag: one row per flag and alert day, `dueAt` being
 * the deadline plus whole days (the first alert at the deadline, then one every 24 hours while it stays open).
 * Inserting the row claims the alert, so two servers or a job handed out again send it once.
 */
export const redFlagAlerts = pgTable(
  'red_flag_alerts',
  {
    redFlagId: requiredRef('red_flag_id', () => redFlags.id),
    dueAt: timestampTz('due_at').notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'red_flag_alerts_pk', columns: [t.redFlagId, t.dueAt] })],
);
