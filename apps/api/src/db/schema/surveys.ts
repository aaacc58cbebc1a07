import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAnswers, TCondition, TQuestionType, TSurveyType, TTri } from '@praktika/contracts/surveys';
import { accounts } from './accounts.ts';
import { businesses, interns, mentors } from './profiles.ts';
import { applications } from './applications.ts';
import { mentorships } from './mentoring.ts';
import { id, timestampTz, requiredRef, optionalRef } from './columns.ts';

/**
 * Published question sets, one row per (survey type, version). The newest is current. A set with answers is never
 * changed again: publishing then creates the next version (contracts/surveys.ts).
 */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    id: id(),
    surveyType: text('survey_type').$type<TSurveyType>().notNull(),
    version: integer('version').notNull(),
    publishedAt: timestampTz('published_at').notNull().defaultNow(),
    publishedById: optionalRef('published_by_id', () => accounts.id),
  },
  (t) => [uniqueIndex('survey_versions_type_version_uq').on(t.surveyType, t.version)],
);
export type SurveyVersionRow = typeof surveyVersions.$inferSelect;

/**
 * The questions of a version. `key` is the question's identity across versions, `revision` its meaning's
 * (reworded: +1). `settings` holds the type's own fields (limits, choices, options, labels, range, textarea, other).
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    versionId: requiredRef('version_id', () => surveyVersions.id),
    key: text('key').notNull(),
    revision: integer('revision').notNull().default(1),
    reworded: boolean('reworded').notNull().default(false),
    position: integer('position').notNull(),
    type: text('type').$type<TQuestionType>().notNull(),
    title: jsonb('title').$type<TTri>().notNull(),
    required: boolean('required').notNull().default(false),
    condition: jsonb('condition').$type<TCondition>(),
    linkedPreKey: text('linked_pre_key'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('survey_questions_version_key_uq').on(t.versionId, t.key),
    index('survey_questions_key_idx').on(t.key, t.revision),
  ],
);
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;

/**
 * A survey due to one respondent for one application (interns, organisations) or mentorship (mentors). One per
 * (type, respondent, application or mentorship): a unique index, so a repeated trigger makes no second one.
 */
export const surveyAssignments = pgTable(
  'survey_assignments',
  {
    id: id(),
    surveyType: text('survey_type').$type<TSurveyType>().notNull(),
    respondentId: requiredRef('respondent_id', () => accounts.id),
    respondentRole: text('respondent_role').$type<'intern' | 'business' | 'mentor'>().notNull(),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    mentorshipId: text('mentorship_id').references(() => mentorships.id, { onDelete: 'cascade' }),
    internId: text('intern_id').references(() => interns.id, { onDelete: 'cascade' }),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    mentorId: text('mentor_id').references(() => mentors.id, { onDelete: 'cascade' }),
    dueAt: timestampTz('due_at').notNull().defaultNow(),
    remindedAt: timestampTz('reminded_at'),
    /** Progress saved as the respondent goes (cleared when submitted). */
    draft: jsonb('draft').$type<TAnswers>(),
    draftSavedAt: timestampTz('draft_saved_at'),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    uniqueIndex('survey_assignments_one_uq').on(
      t.surveyType,
      t.respondentId,
      sql`coalesce(${t.applicationId}, '')`,
      sql`coalesce(${t.mentorshipId}, '')`,
    ),
    index('survey_assignments_respondent_idx').on(t.respondentId, t.completedAt),
    index('survey_assignments_due_idx').on(t.completedAt, t.remindedAt, t.dueAt),
  ],
);
export type SurveyAssignmentRow = typeof surveyAssignments.$inferSelect;

/** The answers: one per assignment, against the version current when submitted. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: id(),
    assignmentId: requiredRef('assignment_id', () => surveyAssignments.id),
    versionId: requiredRef('version_id', () => surveyVersions.id, 'restrict'),
    answers: jsonb('answers').$type<TAnswers>().notNull(),
    submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_answers_assignment_uq').on(t.assignmentId),
    index('survey_answers_version_idx').on(t.versionId, t.submittedAt),
  ],
);
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;
