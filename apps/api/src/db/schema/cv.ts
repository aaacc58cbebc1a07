import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TCvLanguage } from '@praktika/contracts/cv';
import { catalogueRef } from './catalogues.ts';
import { interns } from './profiles.ts';
import { id, day, createdAt, requiredRef } from './columns.ts';

/*
 * The rows of an intern's CV. Each belongs to one intern (deleting the intern's account deletes the profile and
 * with it these rows); catalogue items they reference cannot be deleted while in use (ON DELETE RESTRICT).
 * `position` keeps the order the intern gave; a save replaces all rows of the intern.
 */
const internRef = () => requiredRef('intern_id', () => interns.id);

export const internEducation = pgTable(
  'intern_education',
  {
    id: id(),
    internId: internRef(),
    position: integer('position').notNull(),
    countryId: catalogueRef('country_id').notNull(),
    /** Kosovo's municipality; null abroad. */
    municipalityId: catalogueRef('municipality_id'),
    /** HIGH_SCHOOL, PROFESSIONAL_SCHOOL or UNIVERSITY. */
    type: text('type', { enum: ['HIGH_SCHOOL', 'PROFESSIONAL_SCHOOL', 'UNIVERSITY'] }).notNull(),
    institutionId: catalogueRef('institution_id'),
    otherInstitution: text('other_institution'),
    fieldOfStudy: text('field_of_study'),
    currentlyStudying: boolean('currently_studying').notNull().default(false),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('intern_education_intern_idx').on(t.internId, t.position),
    index('intern_education_country_idx').on(t.countryId),
    index('intern_education_municipality_idx').on(t.municipalityId),
    index('intern_education_institution_idx').on(t.institutionId),
    check(
      'intern_education_institution_ck',
      sql`${t.institutionId} is not null or ${t.otherInstitution} is not null`,
    ),
  ],
);

export const internExperience = pgTable(
  'intern_experience',
  {
    id: id(),
    internId: internRef(),
    position: integer('position').notNull(),
    /** INTERNSHIP or JOB. */
    type: text('type', { enum: ['INTERNSHIP', 'JOB'] }).notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    currentlyWorking: boolean('currently_working').notNull().default(false),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    description: text('description'),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [index('intern_experience_intern_idx').on(t.internId, t.position)],
);

export const internLanguages = pgTable(
  'intern_languages',
  {
    internId: internRef(),
    /** An ISO 639 code from CV_LANGUAGES (contracts/cv.ts). */
    language: text('language').$type<TCvLanguage>().notNull(),
    position: integer('position').notNull(),
    /** NATIVE, BEGINNER, INTERMEDIATE or FLUENT. */
    speakingLevel: text('speaking_level', {
      enum: ['NATIVE', 'BEGINNER', 'INTERMEDIATE', 'FLUENT'],
    }).notNull(),
    writingLevel: text('writing_level', { enum: ['NATIVE', 'BEGINNER', 'INTERMEDIATE', 'FLUENT'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.internId, t.language] })],
);

export type EducationRow = typeof internEducation.$inferSelect;
export type ExperienceRow = typeof internExperience.$inferSelect;
export type LanguageRow = typeof internLanguages.$inferSelect;
