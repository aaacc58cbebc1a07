import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TOpportunityKind, TTrainingType } from '@praktika/contracts/opportunities';
import type { TLanguage } from '@praktika/contracts/common';
import { businesses } from './profiles.ts';
import { catalogueItems } from './catalogues.ts';
import { id, day, timestamps, requiredRef } from './columns.ts';

/**
 * Internship postings (kind JOB) and trainings (kind TRAINING) in one table: they share the organisation,
 * deadline, fields of interest, skills, municipality, language, spots, requested files, lists, matching and
 * applications. Columns that only one kind has are null for the other (checked). Dates are calendar dates in
 * Europe/Belgrade (contracts/dates.ts); status (active/expired) is computed from `deadline` on read.
 * Deleting the organisation deletes its opportunities (and their applications).
 */

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    kind: text('kind').$type<TOpportunityKind>().notNull(),
    businessId: requiredRef('business_id', () => businesses.id),
    /** Job title or training name. */
    title: text('title').notNull(),
    /** Job body or training description: sanitised HTML. */
    body: text('body').notNull(),
    /** Plain text of `body` (for cards and search), kept with it. */
    bodyText: text('body_text').notNull().default(''),
    deadline: day('deadline').notNull(),
    /** The first deadline; the deadline may move at most DEADLINE_PUSH_DAYS past it. */
    originalDeadline: day('original_deadline').notNull(),
    municipalityId: requiredRef('municipality_id', () => catalogueItems.id, 'restrict'),
    language: text('language').$type<TLanguage>().notNull(),
    spots: integer('spots').notNull(),
    /** Names of the files applicants upload, in order. */
    requestedFiles: text('requested_files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** JOB: engagement length in months (1 or 3). */
    engagementMonths: integer('engagement_months'),
    /** JOB: the internship includes training, with its type, length in weeks and description. */
    includesTraining: boolean('includes_training').notNull().default(false),
    trainingType: text('training_type').$type<TTrainingType>(),
    trainingLength: integer('training_length'),
    trainingDescription: text('training_description'),
    /** TRAINING: when it runs. */
    startDate: day('start_date'),
    endDate: day('end_date'),
    ...timestamps(),
  },
  (t) => [
    index('opportunities_kind_deadline_idx').on(t.kind, t.deadline),
    index('opportunities_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('opportunities_business_idx').on(t.businessId, t.kind, t.createdAt),
    index('opportunities_municipality_idx').on(t.municipalityId, t.kind),
    check('opportunities_kind_ck', sql`${t.kind} in ('JOB', 'TRAINING')`),
    check('opportunities_spots_ck', sql`${t.spots} > 0`),
    check('opportunities_job_ck', sql`${t.kind} <> 'JOB' or ${t.engagementMonths} in (1, 3)`),
    check(
      'opportunities_training_ck',
      sql`${t.kind} <> 'TRAINING' or (${t.startDate} is not null and ${t.endDate} is not null and ${t.startDate} <= ${t.endDate})`,
    ),
    check('opportunities_deadline_ck', sql`${t.deadline} <= ${t.originalDeadline} + 14`),
  ],
);
export type OpportunityRow = typeof opportunities.$inferSelect;

function linkTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      opportunityId: requiredRef('opportunity_id', () => opportunities.id),
      itemId: requiredRef('item_id', () => catalogueItems.id, 'restrict'),
    },
    (t) => [
      primaryKey({ columns: [t.opportunityId, t.itemId] }),
      index(`${name}_item_idx`).on(t.itemId, t.opportunityId),
    ],
  );
}

/** Fields of interest (collection categories). */
export const opportunityCategories = linkTable('opportunity_categories');
export const opportunitySkills = linkTable('opportunity_skills');
