import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { businesses, interns, mentors } from './profiles.ts';
import { applications } from './applications.ts';
import { createdAt, id, timestamps } from './columns.ts';

/**
 * Cancellations (an engagement ended early) and red flags (reports about a host or an intern).
 * Both keep the parties' ids; deleting an account deletes its rows with it (privacy: the person's data goes).
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    internId: text('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    initiator: text('initiator').$type<'INTERN' | 'BUSINESS' | 'ADMIN'>().notNull(),
    createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reasonText: text('reason_text'),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
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
    reporterId: text('reporter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reporterRole: text('reporter_role').$type<'intern' | 'business' | 'mentor'>().notNull(),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The mentorship a mentor reports from (the mentoring issue adds its table and the foreign key). */
    mentorshipId: text('mentorship_id'),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    internId: text('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    mentorId: text('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
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
