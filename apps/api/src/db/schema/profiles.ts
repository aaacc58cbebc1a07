import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCvLanguage } from '@praktika/contracts/cv';
import { accounts } from './accounts.ts';
import { catalogueItems, catalogueRef } from './catalogues.ts';
import { files } from './files.ts';
import { timestampTz, day, timestamps, requiredRef, optionalRef } from './columns.ts';

/**
 * Profiles of the three account types. A profile's id IS its account's id (1:1), so `internId`,
 * `businessId` and `mentorId` equal the session's `id`. Deleting the account deletes the profile;
 * catalogue items still referenced cannot be deleted (ON DELETE RESTRICT).
 */
const accountId = () =>
  text('id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const interns = pgTable(
  'interns',
  {
    id: accountId(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO date (YYYY-MM-DD). */
    birthdate: day('birthdate').notNull(),
    gender: text('gender', { enum: ['M', 'F', 'O'] }).notNull(),
    municipalityId: catalogueRef('municipality_id').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    availability: text('availability'),
    /** The CV's photo (files, kind photo) and CV document (kind cv); a deleted file leaves null. */
    photoId: optionalRef('photo_id', () => files.id),
    cvFileId: optionalRef('cv_file_id', () => files.id),
    otherEngagements: text('other_engagements'),
    hearAboutId: catalogueRef('hear_about_id'),
    ethnicityId: catalogueRef('ethnicity_id'),
    /** Set by an admin (or a rule) when the intern must update the profile; a session claim. */
    updateRequired: boolean('update_required').notNull().default(false),
    /** True while the CV is filled (`isCvFilled` in contracts/cv.ts: what applying requires); false after signup. */
    updateFinished: boolean('update_finished').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('interns_municipality_idx').on(t.municipalityId),
    uniqueIndex('interns_photo_uq').on(t.photoId),
    uniqueIndex('interns_cv_file_uq').on(t.cvFileId),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: accountId(),
    name: text('name').notNull(),
    /** Unique identification (registration) number; null for admin profiles. */
    number: text('number'),
    typeId: catalogueRef('type_id'),
    /** The organisation's business category (collection businesscategories). */
    categoryId: catalogueRef('category_id'),
    phoneNumber: text('phone_number'),
    contactPerson: text('contact_person'),
    countryId: catalogueRef('country_id'),
    municipalityId: catalogueRef('municipality_id'),
    otherMunicipality: text('other_municipality'),
    allowNotifications: boolean('allow_notifications').notNull().default(false),
    /** The logo: a file (kind logo) owned by the organisation; a deleted file leaves null. */
    logo: optionalRef('logo', () => files.id),
    /**
     * Verification (issue 22 §3, contracts/people.ts VERIFICATION_STATUSES): PENDING from signup until an admin
     * checks the organisation, then VERIFIED or REJECTED (with the reason e-mailed). Unverified organisations'
     * postings are marked and closed to minors. Every decision is also a `business_verifications` row.
     */
    verificationStatus: text('verification_status', { enum: ['PENDING', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    /** When and by which admin the organisation was verified (null: never, or verified by the migration). */
    verifiedAt: timestampTz('verified_at'),
    verifiedBy: optionalRef('verified_by', () => accounts.id),
    /** When it was last rejected, and why (e-mailed to the organisation); cleared by a later verification. */
    rejectedAt: timestampTz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('businesses_number_uq').on(sql`lower(${t.number})`),
    index('businesses_verification_idx').on(t.verificationStatus),
    uniqueIndex('businesses_logo_uq').on(t.logo),
    index('businesses_type_idx').on(t.typeId),
    index('businesses_municipality_idx').on(t.municipalityId),
  ],
);

export const mentors = pgTable(
  'mentors',
  {
    id: accountId(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    municipalityId: catalogueRef('municipality_id').notNull(),
    job: text('job').notNull(),
    fieldOfEducation: text('field_of_education').notNull(),
    gender: text('gender', { enum: ['M', 'F', 'O'] }).notNull(),
    ethnicityId: catalogueRef('ethnicity_id'),
    approvedByAdmin: boolean('approved_by_admin').notNull().default(false),
    /** When an admin last approved the mentor; null while waiting. */
    approvedAt: timestampTz('approved_at'),
    available: boolean('available').notNull().default(true),
    /** Languages the mentor works in: ISO 639 codes from CV_LANGUAGES (contracts/cv.ts). */
    languages: text('languages')
      .array()
      .$type<TCvLanguage[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Years of professional experience; approval needs at least MENTOR_MIN_EXPERIENCE_YEARS. Null until given. */
    yearsOfExperience: integer('years_of_experience'),
    /** The mentor's photo (kind photo) and CV file (kind cv), owned by the mentor; a deleted file leaves null. */
    photoId: optionalRef('photo_id', () => files.id),
    cvFileId: optionalRef('cv_file_id', () => files.id),
    ...timestamps(),
  },
  (t) => [
    index('mentors_municipality_idx').on(t.municipalityId),
    uniqueIndex('mentors_photo_uq').on(t.photoId),
    uniqueIndex('mentors_cv_file_uq').on(t.cvFileId),
  ],
);

/** Every verification decision on an organisation (who, when, which, why): the log behind its columns. */
export const businessVerifications = pgTable(
  'business_verifications',
  {
    id: text('id').primaryKey(),
    businessId: requiredRef('business_id', () => businesses.id),
    status: text('status', { enum: ['VERIFIED', 'REJECTED'] }).notNull(),
    reason: text('reason'),
    /** The admin; their address is kept too, so the log still names them after their account is deleted. */
    actorId: optionalRef('actor_id', () => accounts.id),
    actorEmail: text('actor_email').notNull(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('business_verifications_business_idx').on(t.businessId, t.at)],
);

/** A many-to-many link from a profile to catalogue items of one collection. */
function linkTable<N extends string>(
  name: N,
  owner: typeof interns | typeof businesses | typeof mentors,
  ownerColumn: string,
) {
  return pgTable(
    name,
    {
      ownerId: requiredRef(ownerColumn, () => owner.id),
      itemId: requiredRef('item_id', () => catalogueItems.id, 'restrict'),
    },
    // (item, owner): "who has this item" answered from the index alone (matching counts shared items per intern).
    (t) => [
      primaryKey({ columns: [t.ownerId, t.itemId] }),
      index(`${name}_item_idx`).on(t.itemId, t.ownerId),
    ],
  );
}

/** Fields of interest (collection categories). */
export const internCategories = linkTable('intern_categories', interns, 'intern_id');
export const internSkills = linkTable('intern_skills', interns, 'intern_id');
/** Health conditions (collection healthconditions). */
export const internDisabilities = linkTable('intern_disabilities', interns, 'intern_id');
/** Fields of interest (collection categories) the organisation works in. */
export const businessCategories = linkTable('business_categories', businesses, 'business_id');
export const mentorCategories = linkTable('mentor_categories', mentors, 'mentor_id');
export const mentorSkills = linkTable('mentor_skills', mentors, 'mentor_id');
export const mentorDisabilities = linkTable('mentor_disabilities', mentors, 'mentor_id');

/** Each profile's link tables, under the profile field that lists their items (signup, profile reads, admin edits). */
export const INTERN_LINKS = {
  categories: internCategories,
  skills: internSkills,
  disabilities: internDisabilities,
} as const;
export const BUSINESS_LINKS = { categories: businessCategories } as const;
export const MENTOR_LINKS = {
  categories: mentorCategories,
  skills: mentorSkills,
  disabilities: mentorDisabilities,
} as const;

type Values<T> = T[keyof T];
/** Any of the many-to-many tables from a profile to catalogue items. */
export type LinkTable =
  Values<typeof INTERN_LINKS> | Values<typeof BUSINESS_LINKS> | Values<typeof MENTOR_LINKS>;

export type InternRow = typeof interns.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type MentorRow = typeof mentors.$inferSelect;
