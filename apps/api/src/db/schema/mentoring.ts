import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  TAssignedBy,
  TAssignmentMatch,
  TMentorshipRequestStatus,
  TMentorshipStatus,
} from '@praktika/contracts/mentoring';
import type { TLanguage } from '@praktika/contracts/common';
import { accounts } from './accounts.ts';
import { interns, mentors } from './profiles.ts';
import { applications } from './applications.ts';
import { files } from './files.ts';
import { createdAt, id, timestamps } from './columns.ts';

/**
 * Mentorships: one per (mentor, intern, application) assignment. The database holds the limit races would break
 * most easily: at most one current (PENDING or ACTIVE) mentorship per intern. The mentor's cap of five is counted
 * under the assignment lock (mentoring.service.ts), since no index can count.
 */
export const mentorships = pgTable(
  'mentorships',
  {
    id: id(),
    mentorId: text('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    internId: text('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').$type<TMentorshipStatus>().notNull(),
    /** AUTO, ADMIN, or MENTOR (the mentor invited the intern from the waiting list, issue 17). */
    assignedBy: text('assigned_by').$type<TAssignedBy>().notNull(),
    /** The admin who assigned (null for automatic assignments). */
    assignedById: text('assigned_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The languages the intern asked for. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Score and reasons at assignment (why this mentor). */
    match: jsonb('match').$type<TAssignmentMatch>(),
    endReason: text('end_reason').$type<'ENDED' | 'REASSIGNED' | 'ENGAGEMENT_ENDED'>(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mentorships_one_current_uq')
      .on(t.internId)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE')`),
    index('mentorships_mentor_idx').on(t.mentorId, t.status),
    index('mentorships_application_idx').on(t.applicationId),
    index('mentorships_created_idx').on(t.createdAt, t.id),
  ],
);
export type MentorshipRow = typeof mentorships.$inferSelect;

/** The waiting list: requests nobody could take yet, served in (created_at, id) order. One WAITING per intern. */
export const mentorshipRequests = pgTable(
  'mentorship_requests',
  {
    id: id(),
    internId: text('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    languages: text('languages').array().notNull(),
    emailLanguage: text('email_language').$type<TLanguage>(),
    status: text('status').$type<TMentorshipRequestStatus>().notNull(),
    /** The mentorship that served it. */
    mentorshipId: text('mentorship_id').references(() => mentorships.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    servedAt: timestamp('served_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mentorship_requests_one_waiting_uq')
      .on(t.internId)
      .where(sql`${t.status} = 'WAITING'`),
    index('mentorship_requests_queue_idx').on(t.status, t.createdAt, t.id),
  ],
);
export type MentorshipRequestRow = typeof mentorshipRequests.$inferSelect;

/** Files either party added to a mentorship (files kind mentorshipFile). */
export const mentorshipFiles = pgTable(
  'mentorship_files',
  {
    mentorshipId: text('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploadedById: text('uploaded_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    uploadedByRole: text('uploaded_by_role').$type<'intern' | 'mentor' | 'admin'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mentorshipId, t.fileId] }),
    uniqueIndex('mentorship_files_file_uq').on(t.fileId),
  ],
);

export const mentorshipLinks = pgTable(
  'mentorship_links',
  {
    id: id(),
    mentorshipId: text('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title'),
    addedById: text('added_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    addedByRole: text('added_by_role').$type<'intern' | 'mentor' | 'admin'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mentorship_links_mentorship_idx').on(t.mentorshipId, t.createdAt)],
);

/** A mentor's meeting with some of their interns. `sequence` is the calendar invite's SEQUENCE. */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    mentorId: text('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    /** The pg-boss job of the pending reminder (cancelled when the meeting moves or is cancelled). */
    reminderJobId: text('reminder_job_id'),
    ...timestamps(),
  },
  (t) => [
    index('meetings_mentor_start_idx').on(t.mentorId, t.startAt),
    index('meetings_start_idx').on(t.startAt),
  ],
);
export type MeetingRow = typeof meetings.$inferSelect;

export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    internId: text('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    mentorshipId: text('mentorship_id')
      .notNull()
      .references(() => mentorships.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.internId] }),
    index('meeting_attendees_intern_idx').on(t.internId, t.meetingId),
    index('meeting_attendees_mentorship_idx').on(t.mentorshipId),
  ],
);
