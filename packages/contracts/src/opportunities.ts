import { z } from 'zod';
import { ZCatalogueRef } from './accounts.ts';
import { GENDERS } from './auth.ts';
import { CV_PARTS } from './cv.ts';
import { LANGUAGES, ZId, ZPageQuery, ZQueryBool, zMulti, zPaged, zText } from './common.ts';
import { addDays, isCalendarDate, programmeToday } from './dates.ts';
import { ZFile } from './files.ts';

/**
 * Opportunities: internship postings ("jobs") and trainings, posted by organisations (and by admins on an
 * organisation's behalf). Both live in one table on the server and share lists, matching and applications;
 * the API keeps the spec's two shapes (`jobPostings` with `title`/`body`/`availableSpots`, `trainings` with
 * `name`/`description`/`spots`).
 *
 * Calls: `GET /jobs` (public; `internId` with a limit = matched mode), `GET /jobs/:id`, `POST /jobs`,
 * `PUT /jobs/:id`, `DELETE /jobs/:id`, and the same under `/trainings`. Matches: `GET /jobs/:id/matches`,
 * `GET /jobs/intern/:internId/matches`, `GET /trainings/:id/matches`.
 *
 * Dates (contracts/dates.ts): the deadline is a calendar date in Europe/Belgrade. A posting is active through its
 * deadline; recruitment (applying, inviting, editing) stays open RECRUITMENT_GRACE_DAYS longer; the deadline may
 * be moved at most DEADLINE_PUSH_DAYS past the first one (`deadlinePush`, 'You can only push the deadline two
 * weeks!'). Status is computed on every read from today's date, never stored.
 */

export const OPPORTUNITY_KINDS = ['JOB', 'TRAINING'] as const;
export type TOpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

export const DEADLINE_PUSH_DAYS = 14;
export const RECRUITMENT_GRACE_DAYS = 14;
export const ENGAGEMENT_MONTHS = [1, 3] as const;
export const DEFAULT_ENGAGEMENT_MONTHS = 3;
export const TRAINING_TYPES = ['IN_PERSON', 'ONLINE', 'HYBRID'] as const;
export type TTrainingType = (typeof TRAINING_TYPES)[number];
/** The languages an opportunity is run in (the spec's filter: Albanian, English, Serbian). */
export const OPPORTUNITY_LANGUAGES = LANGUAGES;
/** Page sizes of the public lists: 3 (default) and 6. */
export const OPPORTUNITY_PAGE_SIZES = [3, 6] as const;
export const OPPORTUNITY_TITLE_MAX = 200;
export const OPPORTUNITY_BODY_MAX = 50_000;
export const OPPORTUNITY_SPOTS_MAX = 500;
/** Files a posting may ask applicants to upload (each a name such as "Motivation letter"). */
export const REQUESTED_FILES_MAX = 5;

export const OPPORTUNITY_ISSUES = {
  /** The deadline moved more than DEADLINE_PUSH_DAYS past the original one. */
  deadlinePush: 'deadlinePush',
  /** A new posting's deadline is in the past. */
  pastDate: 'pastDate',
  /** A date that does not exist (2026-02-30) or is not `YYYY-MM-DD`. */
  invalidDate: 'invalidDate',
  /** Start later than end (spec keys validStartDate / validEndDate: the CV's, which also mean "in the future"). */
  validStartDate: 'validStartDate',
  validEndDate: 'validEndDate',
  /** A training's start after its end, and its end before its start: order only, each field its own message. */
  startAfterEnd: 'startAfterEnd',
  endBeforeStart: 'endBeforeStart',
  /** An empty date. */
  required: 'required',
  /** Fewer spots than applicants already accepted. */
  spotsBelowAccepted: 'spotsBelowAccepted',
  duplicate: 'duplicate',
} as const;

/** Active through the deadline; recruitment open (apply, invite, edit) until two weeks after it. */
export type TOpportunityStatus = 'ACTIVE' | 'EXPIRED';
export function opportunityStatus(deadline: string, today = programmeToday()): TOpportunityStatus {
  return today <= deadline ? 'ACTIVE' : 'EXPIRED';
}
export function isRecruitmentOpen(deadline: string, today = programmeToday()): boolean {
  return today <= addDays(deadline, RECRUITMENT_GRACE_DAYS);
}
/** The latest deadline a posting first due on `originalDeadline` may be moved to. */
export function latestDeadline(originalDeadline: string): string {
  return addDays(originalDeadline, DEADLINE_PUSH_DAYS);
}

/** A calendar date `YYYY-MM-DD`: an empty one is `required`, anything else not a real day `invalidDate`. */
export const zCalendarDate = () =>
  zText({ trim: true, max: 10 })
    .refine((v) => v !== '', { message: OPPORTUNITY_ISSUES.required, abort: true })
    .refine(isCalendarDate, { message: OPPORTUNITY_ISSUES.invalidDate });

const ids = (max: number) => z.array(ZId).max(max);
const requestedFiles = z
  .array(zText({ min: 1, max: 100 }))
  .max(REQUESTED_FILES_MAX)
  .default([])
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((n, i) => {
      const key = n.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: OPPORTUNITY_ISSUES.duplicate });
      seen.add(key);
    });
  });

/**
 * POST/PUT /jobs. `body` is rich text (HTML, sanitised on the server). With `training: true` the training type
 * and length (weeks) are required. `business` is sent only by admins (the organisation the posting is for);
 * an organisation always posts as itself. PUT replaces every field.
 */
export const ZJobWrite = z
  .object({
    title: zText({ min: 1, max: OPPORTUNITY_TITLE_MAX }),
    body: zText({ min: 1, max: OPPORTUNITY_BODY_MAX }),
    deadline: zCalendarDate(),
    categories: ids(10).min(1),
    skills: ids(20).min(1),
    municipality: ZId,
    language: z.enum(OPPORTUNITY_LANGUAGES),
    availableSpots: z.coerce.number().int().min(1).max(OPPORTUNITY_SPOTS_MAX),
    lengthOfEngagement: z.union([z.literal(1), z.literal(3)]).default(DEFAULT_ENGAGEMENT_MONTHS),
    training: z.boolean().default(false),
    trainingType: z.enum(TRAINING_TYPES).nullish(),
    trainingLength: z.coerce.number().int().min(1).max(52).nullish(),
    trainingDescription: zText({ max: 2000 }).nullish(),
    files: requestedFiles,
    business: ZId.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.training) return;
    if (!v.trainingType) ctx.addIssue({ code: 'custom', path: ['trainingType'], message: 'required' });
    if (!v.trainingLength) ctx.addIssue({ code: 'custom', path: ['trainingLength'], message: 'required' });
  });
export type TJobWrite = z.infer<typeof ZJobWrite>;
export type TJobWriteInput = z.input<typeof ZJobWrite>;

/** POST/PUT /trainings. `description` is rich text. The training runs from `startDate` to `endDate`. */
export const ZTrainingWrite = z
  .object({
    name: zText({ min: 1, max: OPPORTUNITY_TITLE_MAX }),
    description: zText({ min: 1, max: OPPORTUNITY_BODY_MAX }),
    deadline: zCalendarDate(),
    startDate: zCalendarDate(),
    endDate: zCalendarDate(),
    categories: ids(10).min(1),
    skills: ids(20).default([]),
    municipality: ZId,
    language: z.enum(OPPORTUNITY_LANGUAGES),
    spots: z.coerce.number().int().min(1).max(OPPORTUNITY_SPOTS_MAX),
    files: requestedFiles,
    business: ZId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate > v.endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: OPPORTUNITY_ISSUES.startAfterEnd });
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: OPPORTUNITY_ISSUES.endBeforeStart });
    }
  });
export type TTrainingWrite = z.infer<typeof ZTrainingWrite>;
export type TTrainingWriteInput = z.input<typeof ZTrainingWrite>;

/** The organisation as shown with its opportunities (public fields only). */
export const ZOpportunityBusiness = z.object({
  _id: z.string(),
  businessName: z.string(),
  email: z.string(),
  businessLogo: ZFile.nullable(),
  /**
   * Verified by the programme (issue 22 §3): postings of unverified organisations are marked, and interns under 18
   * cannot apply to them. Always sent by the API.
   */
  verified: z.boolean().optional(),
});

const opportunityCommon = {
  _id: z.string(),
  deadline: z.string(),
  /** The first deadline: the limit for pushing it (`latestDeadline`). */
  originalDeadline: z.string(),
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  municipality: ZCatalogueRef,
  language: z.enum(OPPORTUNITY_LANGUAGES),
  files: z.array(z.string()),
  business: ZOpportunityBusiness,
  /** Computed on read: ACTIVE through the deadline, then EXPIRED. */
  status: z.enum(['ACTIVE', 'EXPIRED']),
  recruitmentOpen: z.boolean(),
  /** Applicants accepted so far (accepted for validation onwards, not cancelled). */
  acceptedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZJob = z.object({
  ...opportunityCommon,
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  availableSpots: z.number().int(),
  lengthOfEngagement: z.number().int(),
  training: z.boolean(),
  trainingType: z.enum(TRAINING_TYPES).nullable(),
  trainingLength: z.number().int().nullable(),
  trainingDescription: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZTraining = z.object({
  ...opportunityCommon,
  name: z.string(),
  description: z.string(),
  spots: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TTraining = z.infer<typeof ZTraining>;

export const ZJobResult = z.object({ jobPosting: ZJob });
export const ZTrainingResult = z.object({ training: ZTraining });

/** `id` of /jobs/:id and /trainings/:id; `internId` of /jobs/intern/:internId/matches. */
export const ZOpportunityIdParam = z.object({ id: ZId });
export const ZInternIdParam = z.object({ internId: ZId });

const sortDir = z.enum(['asc', 'desc']);
const opportunityFilters = {
  categories: zMulti(ZId).optional(),
  skills: zMulti(ZId).optional(),
  municipality: zMulti(ZId).optional(),
  business: ZId.optional(),
  language: zMulti(z.enum(OPPORTUNITY_LANGUAGES)).optional(),
  createdSort: sortDir.optional(),
  deadlineSort: sortDir.optional(),
  /**
   * Matched mode (public lists, signed-in intern): the intern's id; the server takes it from the session and
   * refuses another intern's id (403). Answers carry `match` per posting, best first.
   */
  internId: ZId.optional(),
  /** Admins and the owning organisation: include postings whose recruitment has closed (`all`), or only them. */
  state: z.enum(['open', 'all', 'expired']).optional(),
};

/**
 * GET /jobs. Public: postings whose recruitment is open, newest first. `incomingJobs=true` keeps only postings
 * whose deadline is still ahead (active). `training` 1 keeps postings that include training, 0 those that do not.
 */
export const ZJobListQuery = ZPageQuery.extend({
  ...opportunityFilters,
  title: zText({ max: 200 }).optional(),
  incomingJobs: ZQueryBool.optional(),
  training: z.enum(['0', '1']).optional(),
});
export type TJobListQuery = z.infer<typeof ZJobListQuery>;

export const ZTrainingListQuery = ZPageQuery.extend({
  ...opportunityFilters,
  name: zText({ max: 200 }).optional(),
  incomingTrainings: ZQueryBool.optional(),
});
export type TTrainingListQuery = z.infer<typeof ZTrainingListQuery>;

/* ------------------------------------------------------------------------------------------------------------
 * Matching. A score from shared categories, shared skills, the same municipality, the language and stated
 * availability, computed in SQL with these weights (the ONE configuration), and the reasons behind it, so a
 * screen can say why. Left out: interns who are working, interns outside 16-24, interns who already applied to
 * or were invited to this posting, and, for internship postings, interns who completed an internship.
 * Order: score descending (`sort=asc` reverses), ties by id, so equal scores keep a stable order.
 * ---------------------------------------------------------------------------------------------------------- */
export const MATCH_WEIGHTS = {
  /** Per shared field of interest, counted up to `maxShared`. */
  category: 10,
  /** Per shared skill, counted up to `maxShared`. */
  skill: 8,
  maxShared: 5,
  municipality: 15,
  /** The intern's CV lists the opportunity's language. */
  language: 10,
  /** The intern has said when they are available. */
  availability: 5,
} as const;

export const ZMatchReasons = z.object({
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  municipality: z.boolean(),
  language: z.boolean(),
  availability: z.boolean(),
});
export type TMatchReasons = z.infer<typeof ZMatchReasons>;
/**
 * The best score a posting can give an intern: each of its fields of interest and skills (up to `maxShared` of
 * each) shared, the same municipality, the language and stated availability. A match is read as a share of it.
 */
export function matchMax(posting: { categories: number; skills: number }): number {
  const w = MATCH_WEIGHTS;
  return (
    w.category * Math.min(posting.categories, w.maxShared) +
    w.skill * Math.min(posting.skills, w.maxShared) +
    w.municipality +
    w.language +
    w.availability
  );
}

/** How strong a match reads: `strong` from 70 % of the best possible score, `good` from 40 %, else `some`. */
export const MATCH_STRENGTHS = ['strong', 'good', 'some'] as const;
export type TMatchStrength = (typeof MATCH_STRENGTHS)[number];
export const MATCH_STRENGTH_FROM = { strong: 70, good: 40 } as const;

/** The score as a whole percentage of `max` (0-100) and its strength label. */
export function matchStrength(score: number, max: number): { percent: number; strength: TMatchStrength } {
  const percent = max > 0 ? Math.max(0, Math.min(100, Math.round((100 * score) / max))) : 0;
  const strength =
    percent >= MATCH_STRENGTH_FROM.strong ? 'strong' : percent >= MATCH_STRENGTH_FROM.good ? 'good' : 'some';
  return { percent, strength };
}

/**
 * A match: `score` (MATCH_WEIGHTS points), `max` (the best score this posting can give, `matchMax`), `percent`
 * (score as a share of max) and `strength` (`matchStrength`), with the reasons. Matched lists never hold score 0.
 */
export const ZMatch = z.object({
  score: z.number(),
  max: z.number().int(),
  percent: z.number().int().min(0).max(100),
  strength: z.enum(MATCH_STRENGTHS),
  reasons: ZMatchReasons,
});
export type TMatch = z.infer<typeof ZMatch>;

/** An intern as a matched candidate: no birth date, ethnicity or health (age and the minor flag instead). */
export const ZMatchedIntern = z.object({
  _id: z.string(),
  internName: z.string(),
  internLastName: z.string(),
  age: z.number().int(),
  minor: z.boolean(),
  gender: z.enum(GENDERS),
  municipality: ZCatalogueRef.nullable(),
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  availability: z.string().nullable(),
  photo: ZFile.nullable(),
  match: ZMatch,
});
export type TMatchedIntern = z.infer<typeof ZMatchedIntern>;

export const ZMatchQuery = ZPageQuery.extend({
  sort: sortDir.default('desc'),
  internName: zText({ max: 200 }).optional(),
});
export type TMatchQuery = z.infer<typeof ZMatchQuery>;
/**
 * A posting's matched interns, and `incompleteCvs`: how many interns (active, 16-24) share a field of interest or
 * a skill with the posting but are left out because their CV is not complete yet (never who they are).
 */
export const ZInternMatches = z.object({
  matches: zPaged(ZMatchedIntern),
  incompleteCvs: z.number().int().min(0),
});
export type TInternMatches = z.infer<typeof ZInternMatches>;

/** GET /jobs/intern/:internId/matches: the job filters plus `sort`; each posting carries `match`. */
export const ZJobMatchQuery = ZJobListQuery.extend({ sort: sortDir.default('desc') });
export const ZMatchedJob = ZJob.extend({ match: ZMatch });
export type TMatchedJob = z.infer<typeof ZMatchedJob>;
export const ZJobMatches = z.object({ matches: zPaged(ZMatchedJob) });

/**
 * List answers; in matched mode each item carries `match`, and `cvMissing` says what the intern's CV still lacks
 * (`cvMissingParts`; empty when it is complete), so an empty matched list can say what to complete.
 */
const cvMissing = z.array(z.enum(CV_PARTS)).optional();
export const ZJobList = z.object({
  jobPostings: zPaged(ZJob.extend({ match: ZMatch.optional() })),
  cvMissing,
});
export type TJobList = z.infer<typeof ZJobList>;
export const ZTrainingList = z.object({
  trainings: zPaged(ZTraining.extend({ match: ZMatch.optional() })),
  cvMissing,
});
export type TTrainingList = z.infer<typeof ZTrainingList>;
