import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  TAssignedBy,
  TAssignmentMatch,
  TMentorshipRequestStatus,
  TMentorshipStatus,
} from '@praktika/contracts/mentoring';
import type { TUiLanguage } from '@praktika/contracts/common';
import { accounts } from './accounts.ts';
import { interns, mentors } from './profiles.ts';
import { applications } from './applications.ts';
import { files } from './files.ts';
import { id, timestampTz, createdAt, timestamps, requiredRef, optionalRef } from './columns.ts';

/**
 * Mentorships: one per (mentor, intern, application) assignment. The database holds the limit races would break
 * most easily: at most one current (PENDING or ACTIVE) mentorship per intern. The mentor's cap of five is counted
 * under the assignment lock (mentoring.service.ts), since no index can count.
 */
export const mentorships = pgTable(
  'mentorships',
  {
    id: id(),
    mentorId: requiredRef('mentor_id', () => mentors.id),
    internId: requiredRef('intern_id', () => interns.id),
    applicationId: requiredRef('application_id', () => applications.id),
    status: text('status').$type<TMentorshipStatus>().notNull(),
    /** AUTO, ADMIN, or MENTOR (the mentor invited the intern from the waiting list, issue 17). */
    assignedBy: text('assigned_by').$type<TAssignedBy>().notNull(),
    /** The admin who assigned (null for automatic assignments). */
    assignedById: optionalRef('assigned_by_id', () => accounts.id),
    /** The languages the intern asked for. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Score and reasons at assignment (why this mentor). */
    match: jsonb('match').$type<TAssignmentMatch>(),
    endReason: text('end_reason').$type<'ENDED' | 'REASSIGNED' | 'ENGAGEMENT_ENDED'>(),
    acceptedAt: timestampTz('accepted_at'),
    endedAt: timestampTz('ended_at'),
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
    internId: requiredRef('intern_id', () => interns.id),
    applicationId: requiredRef('application_id', () => applications.id),
    languages: text('languages').array().notNull(),
    emailLanguage: text('email_language').$type<TUiLanguage>(),
    status: text('status').$type<TMentorshipRequestStatus>().notNull(),
    /** The mentorship that served it. */
    mentorshipId: optionalRef('mentorship_id', () => mentorships.id),
    createdAt: createdAt(),
    servedAt: timestampTz('served_at'),
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
    mentorshipId: requiredRef('mentorship_id', () => mentorships.id),
    fileId: requiredRef('file_id', () => files.id),
    uploadedById: optionalRef('uploaded_by_id', () => accounts.id),
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
    mentorshipId: requiredRef('mentorship_id', () => mentorships.id),
    url: text('url').notNull(),
    title: text('title'),
    addedById: optionalRef('added_by_id', () => accounts.id),
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
    mentorId: requiredRef('mentor_id', () => mentors.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
    startAt: timestampTz('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    cancelledAt: timestampTz('cancelled_at'),
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
    meetingId: requiredRef('meeting_id', () => meetings.id),
    internId: requiredRef('intern_id', () => interns.id),
    mentorshipId: requiredRef('mentorship_id', () => mentorships.id),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.internId] }),
    index('meeting_attendees_intern_idx').on(t.internId, t.meetingId),
    index('meeting_attendees_mentorship_idx').on(t.mentorshipId),
  ],
);
