import { z } from 'zod';
import { ZCatalogueRef } from './accounts.ts';
import { GENDERS } from './auth.ts';
import { ZId, ZUiLanguage, ZPageQuery, ZQueryBool, zMulti, zPaged, zText } from './common.ts';
import { zCalendarDate, OPPORTUNITY_KINDS, type TOpportunityKind } from './opportunities.ts';
import { ZFile } from './files.ts';

/**
 * Applications: an intern's application to an internship posting (type JOB) or a training (type TRAINING), from
 * apply or invitation to completion. ONE state machine, the table `APPLICATION_TRANSITIONS` below, decides every
 * change: the API refuses what it does not list (403 when the role may not, 409 `INVALID_TRANSITION` when the
 * status does not allow it), the screens show exactly the buttons it allows, and the tests walk it.
 *
 * Calls: `POST /applications` (multipart: `jobId` or `trainingId`, `emailLanguage`, one file part per requested
 * file, named `file0`, `file1`, … in the posting's order), `PUT /applications/:id` (`{ action, ...payload }`),
 * `PUT /applications/:id/favourite` (`{ favourite }`), `GET /applications`, `GET /applications/:id/applied?type`,
 * `GET /applications/finished?intern`, `GET /applications/interns/validation`,
 * `PUT /jobs/:jobId/invite/:inviteeId` and `PUT /trainings/:id/invite/:inviteeId` (`{ emailLanguage }`), and the
 * signed contract `POST /businesses/:businessId/internContract/:applicationId` (multipart part `contract`).
 */

export const APPLICATION_STATUSES = [
  'INVITED',
  'APPLIED',
  'SHORTLISTED',
  'NOT_SHORTLISTED',
  'INTERVIEW',
  /** The organisation accepted the intern for an internship; the programme's admins validate. Final for the host. */
  'ACCEPTED_FOR_VALIDATION',
  /** Validated (internship) or accepted (training), with start and end dates. */
  'APPROVED',
  /** The contract is signed and uploaded; the internship runs. */
  'HIRED',
  /** The internship was extended to a new end date. */
  'EXTENDED',
  'COMPLETED',
  /** The intern declined an invitation. */
  'DECLINED',
  /** The intern withdrew an application before acceptance. */
  'WITHDRAWN',
  /** The programme's admins did not validate the acceptance. */
  'REFUSED',
  /** Ended early through a cancellation (POST /cancellations). */
  'CANCELLED',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

/** Statuses in which the intern holds a place: spots count them, and an intern holds at most one internship. */
export const ENGAGED_STATUSES = ['ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'EXTENDED'] as const;
/** An internship in one of these counts as the person's one internship (COMPLETED too: only once). */
export const INTERNSHIP_TAKEN_STATUSES = [...ENGAGED_STATUSES, 'COMPLETED'] as const;
/** Working: a running internship. Blocks every new application ('You are already working!'). */
export const WORKING_STATUSES = ['APPROVED', 'HIRED', 'EXTENDED'] as const;
/** Still in play: not yet decided either way. */
export const OPEN_STATUSES = ['INVITED', 'APPLIED', 'SHORTLISTED', 'INTERVIEW'] as const;
/** The statuses export and validation filters offer (spec). */
export const FILTER_STATUSES = [
  'ACCEPTED_FOR_VALIDATION',
  'APPROVED',
  'HIRED',
  'EXTENDED',
  'COMPLETED',
] as const;

export const APPLICATION_ACTIONS = [
  'acceptInvitation',
  'declineInvitation',
  'withdraw',
  'shortlist',
  'notShortlist',
  'scheduleInterview',
  'accept',
  'approve',
  'refuse',
  'hire',
  'extend',
  'finalize',
  'complete',
] as const;
export type TApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** Who acts: the intern the application belongs to, the organisation that posted, or an admin. */
export type TApplicationParty = 'intern' | 'business' | 'admin';

export interface TTransition {
  action: TApplicationAction;
  from: readonly TApplicationStatus[];
  by: readonly TApplicationParty[];
  to: TApplicationStatus;
  /** Only for this type; both when absent. */
  kind?: TOpportunityKind;
}

/**
 * THE state machine (from, action, who, to). Admins may do what the organisation does (they run the programme
 * and manage every posting), and alone validate (`approve`, `refuse`). Internships go through validation and
 * the contract; trainings are accepted straight to APPROVED and then completed.
 */
export const APPLICATION_TRANSITIONS: readonly TTransition[] = [
  { action: 'acceptInvitation', from: ['INVITED'], by: ['intern'], to: 'APPLIED' },
  { action: 'declineInvitation', from: ['INVITED'], by: ['intern'], to: 'DECLINED' },
  { action: 'withdraw', from: ['APPLIED', 'SHORTLISTED', 'INTERVIEW'], by: ['intern'], to: 'WITHDRAWN' },
  { action: 'shortlist', from: ['APPLIED', 'NOT_SHORTLISTED'], by: ['business', 'admin'], to: 'SHORTLISTED' },
  {
    action: 'notShortlist',
    from: ['APPLIED', 'SHORTLISTED', 'INTERVIEW'],
    by: ['business', 'admin'],
    to: 'NOT_SHORTLISTED',
  },
  {
    action: 'scheduleInterview',
    from: ['SHORTLISTED', 'INTERVIEW'],
    by: ['business', 'admin'],
    to: 'INTERVIEW',
  },
  {
    action: 'accept',
    from: ['SHORTLISTED', 'INTERVIEW'],
    by: ['business', 'admin'],
    to: 'ACCEPTED_FOR_VALIDATION',
    kind: 'JOB',
  },
  {
    action: 'accept',
    from: ['SHORTLISTED', 'INTERVIEW'],
    by: ['business', 'admin'],
    to: 'APPROVED',
    kind: 'TRAINING',
  },
  { action: 'approve', from: ['ACCEPTED_FOR_VALIDATION'], by: ['admin'], to: 'APPROVED', kind: 'JOB' },
  { action: 'refuse', from: ['ACCEPTED_FOR_VALIDATION'], by: ['admin'], to: 'REFUSED', kind: 'JOB' },
  { action: 'hire', from: ['APPROVED'], by: ['business', 'admin'], to: 'HIRED', kind: 'JOB' },
  { action: 'extend', from: ['HIRED', 'EXTENDED'], by: ['business', 'admin'], to: 'EXTENDED', kind: 'JOB' },
  {
    action: 'finalize',
    from: ['HIRED', 'EXTENDED'],
    by: ['business', 'admin'],
    to: 'COMPLETED',
    kind: 'JOB',
  },
  { action: 'complete', from: ['APPROVED'], by: ['business', 'admin'], to: 'COMPLETED', kind: 'TRAINING' },
];

/** The transition for `action` from `status` on an application of `kind`, or undefined. */
export function findTransition(
  kind: TOpportunityKind,
  status: TApplicationStatus,
  action: TApplicationAction,
): TTransition | undefined {
  return APPLICATION_TRANSITIONS.find(
    (t) => t.action === action && (t.kind === undefined || t.kind === kind) && t.from.includes(status),
  );
}

/** The actions `party` may take now (what the screens show as buttons). */
export function allowedActions(
  kind: TOpportunityKind,
  status: TApplicationStatus,
  party: TApplicationParty,
): TApplicationAction[] {
  return APPLICATION_TRANSITIONS.filter(
    (t) => (t.kind === undefined || t.kind === kind) && t.from.includes(status) && t.by.includes(party),
  ).map((t) => t.action);
}

/**
 * How an internship ends: `extend` records EXTENDED_INTERNSHIP (status EXTENDED, a new end date); `finalize` ends it
 * with OFFERED_EMPLOYMENT or NO_CONTINUATION (status COMPLETED).
 */
/**
 * The steps that end or lengthen a running engagement: only from its start date on (Kosovo's calendar day), else
 * 409 `INTERNSHIP_NOT_STARTED`; an admin may take them earlier with `override` and the reason in `note` (stored on
 * the timeline). Before the start the organisation's `actions` leave them out.
 */
export const STARTED_ACTIONS = [
  'extend',
  'finalize',
  'complete',
] as const satisfies readonly TApplicationAction[];

/** Has the engagement starting on `startDate` not started on the calendar day `today`? (no start: started) */
export const beforeStart = (startDate: string | null | undefined, today: string): boolean =>
  Boolean(startDate) && today < startDate!;

/**
 * The steps that take an intern further towards an engagement: refused with `ABOVE_AGE` when the intern is
 * outside 16–24 today (spec §8: create, update, favourite); ending and refusing steps stay possible.
 */
export const AGE_CHECKED_ACTIONS = [
  'acceptInvitation',
  'shortlist',
  'scheduleInterview',
  'accept',
  'approve',
] as const satisfies readonly TApplicationAction[];

export const FINALIZATION_OUTCOMES = [
  'EXTENDED_INTERNSHIP',
  'OFFERED_EMPLOYMENT',
  'NO_CONTINUATION',
] as const;
export type TFinalizationOutcome = (typeof FINALIZATION_OUTCOMES)[number];

export const APPLICATION_ISSUES = {
  /** Interview: a place or a link is needed. */
  placeOrLink: 'placeOrLink',
  /** The extension's new end date is not after the current one. */
  endDateNotLater: 'endDateNotLater',
  /** An admin's override before the start needs the reason (`note`). */
  overrideReason: 'overrideReason',
} as const;

/**
 * PUT /applications/:id: the action and what it needs. One flat object (not a union per action), so a bad value
 * in any field is named as that field whatever the action; what each action requires is checked below:
 * - `scheduleInterview`: `interviewDate`, `interviewTime` (HH:MM, Europe/Belgrade) and a place or a link
 *   (`placeOrLink`);
 * - `accept` (internships): optional `startDate` and `endDate` (the end defaults to start + the engagement length);
 * - `approve` (admins): may correct `startDate` and `endDate`;
 * - `extend`: the new `endDate`, after the current one (`endDateNotLater`);
 * - `finalize`: the `outcome`.
 * - `extend`, `finalize`, `complete` before the start date: admins only, with `override: true` and the reason in
 *   `note` (`overrideReason`).
 * Fields another action does not use are ignored. `note` is an optional message to the other party.
 */
export const ZApplicationUpdate = z
  .object({
    action: z.enum(APPLICATION_ACTIONS),
    interviewDate: zCalendarDate().optional(),
    interviewTime: zText({ max: 5 })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime')
      .optional(),
    interviewPlace: zText({ max: 300 }).nullish(),
    interviewLink: zText({ max: 2000 }).url().nullish(),
    startDate: zCalendarDate().optional(),
    endDate: zCalendarDate().optional(),
    outcome: z.enum(['OFFERED_EMPLOYMENT', 'NO_CONTINUATION']).optional(),
    note: zText({ max: 2000 }).optional(),
    emailLanguage: ZUiLanguage.optional(),
    override: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.override && !v.note?.trim())
      ctx.addIssue({ code: 'custom', path: ['note'], message: APPLICATION_ISSUES.overrideReason });
    const required = (field: keyof typeof v) => {
      if (v[field] === undefined || v[field] === null)
        ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (v.action === 'scheduleInterview') {
      required('interviewDate');
      required('interviewTime');
      if (!v.interviewPlace && !v.interviewLink)
        ctx.addIssue({ code: 'custom', path: ['interviewPlace'], message: APPLICATION_ISSUES.placeOrLink });
    }
    if (v.action === 'extend') required('endDate');
    if (v.action === 'finalize') required('outcome');
    if (
      (v.action === 'accept' || v.action === 'approve') &&
      v.startDate &&
      v.endDate &&
      v.startDate > v.endDate
    )
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'validStartDate' });
  });
export type TApplicationUpdate = z.infer<typeof ZApplicationUpdate>;

/** The multipart fields of POST /applications (besides the file parts). */
export const ZApplicationCreate = z
  .object({
    jobId: ZId.optional(),
    trainingId: ZId.optional(),
    emailLanguage: ZUiLanguage.optional(),
  })
  .refine((v) => Boolean(v.jobId) !== Boolean(v.trainingId), { path: ['jobId'], message: 'required' });
export type TApplicationCreate = z.infer<typeof ZApplicationCreate>;
/** The file part for the posting's i-th requested file. */
export const applicationFileField = (index: number) => `file${index}`;

export const ZInvite = z.object({ emailLanguage: ZUiLanguage.optional() });
export const ZInviteParams = z.object({ jobId: ZId, inviteeId: ZId });
export const ZTrainingInviteParams = z.object({ id: ZId, inviteeId: ZId });
export const ZFavourite = z.object({ favourite: z.boolean() });
export const ZContractParams = z.object({ businessId: ZId, applicationId: ZId });
export const CONTRACT_FIELD = 'contract';

/** One step of an application's history (its timeline). */
export const ZApplicationEvent = z.object({
  status: ZApplicationStatus,
  action: z.string(),
  /** Who acted: the role only, never another person's name. */
  by: z.enum(['intern', 'business', 'admin', 'system']),
  at: z.string(),
  note: z.string().nullable(),
  /** An admin took the step before the engagement's start (the note is the reason). */
  override: z.boolean().optional(),
});

/** The intern as the application shows them to the organisation (no birth date, ethnicity or health). */
export const ZApplicationIntern = z.object({
  _id: z.string(),
  internName: z.string(),
  internLastName: z.string(),
  email: z.string(),
  age: z.number().int(),
  minor: z.boolean(),
  gender: z.enum(GENDERS),
  municipality: ZCatalogueRef.nullable(),
  photo: ZFile.nullable(),
});

export const ZApplication = z.object({
  _id: z.string(),
  type: z.enum(OPPORTUNITY_KINDS),
  status: ZApplicationStatus,
  favourite: z.boolean(),
  job: z.object({ _id: z.string(), title: z.string(), deadline: z.string() }).nullable(),
  training: z
    .object({
      _id: z.string(),
      name: z.string(),
      deadline: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    })
    .nullable(),
  intern: ZApplicationIntern,
  business: z.object({
    _id: z.string(),
    businessName: z.string(),
    email: z.string(),
    businessLogo: ZFile.nullable(),
    /** Verified by the programme (issue 22 §3; as on the posting's card). Always sent by the API. */
    verified: z.boolean().optional(),
  }),
  /** The requested files as uploaded, each with the name the posting gave it. */
  files: z.array(z.object({ name: z.string(), file: ZFile })),
  interview: z
    .object({ date: z.string(), time: z.string(), place: z.string().nullable(), link: z.string().nullable() })
    .nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  outcome: z.enum(FINALIZATION_OUTCOMES).nullable(),
  contract: ZFile.nullable(),
  /** What the caller may do now (from the state machine). */
  actions: z.array(z.enum(APPLICATION_ACTIONS)),
  timeline: z.array(ZApplicationEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationResult = z.object({ application: ZApplication });
/** POST /businesses/:businessId/internContract/:applicationId: the intern (the spec's `data.intern`) and the application. */
export const ZContractResult = z.object({ intern: ZApplicationIntern, application: ZApplication });
export const ZApplicationIdParam = z.object({ id: ZId });

export const APPLICATION_TYPE_FILTER = ['ALL', 'JOB', 'TRAINING'] as const;

/**
 * GET /applications. An intern sees their own, an organisation those to its postings, admins all. `status` and
 * `municipality` take several values; `favourites=true` only favourites; `availability` matches the intern's stated
 * availability (contains); `sort` on created date, default desc.
 */
export const ZApplicationListQuery = ZPageQuery.extend({
  municipality: zMulti(ZId).optional(),
  business: ZId.optional(),
  intern: ZId.optional(),
  job: ZId.optional(),
  training: ZId.optional(),
  status: zMulti(ZApplicationStatus).optional(),
  favourites: ZQueryBool.optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
  availability: zText({ max: 50 }).optional(),
  type: z.enum(APPLICATION_TYPE_FILTER).default('ALL'),
});
export type TApplicationListQuery = z.infer<typeof ZApplicationListQuery>;
export const ZApplicationList = z.object({ applications: zPaged(ZApplication) });
export type TApplicationList = z.infer<typeof ZApplicationList>;

/** GET /applications/:id/applied?type: `id` is a training id for TRAINING, else a job id. */
export const ZAppliedQuery = z.object({ type: z.enum(OPPORTUNITY_KINDS).default('JOB') });
export const ZApplied = z.object({ applied: z.boolean(), application: ZApplication.nullable() });

/** GET /applications/finished?intern: the intern's completed engagements. */
export const ZFinishedQuery = z.object({ intern: ZId.optional() });
export const ZFinished = z.object({ applications: z.array(ZApplication) });

/** GET /applications/interns/validation (admins): acceptances waiting for validation, with intern filters. */
export const ZValidationQuery = ZPageQuery.extend({
  name: zText({ max: 200 }).optional(),
  municipality: zMulti(ZId).optional(),
  skills: zMulti(ZId).optional(),
  categories: zMulti(ZId).optional(),
  gender: zMulti(z.enum(GENDERS)).optional(),
  availability: zText({ max: 50 }).optional(),
  type: z.enum(APPLICATION_TYPE_FILTER).default('ALL'),
  sort: z.enum(['asc', 'desc']).default('asc'),
  startDate: zCalendarDate().optional(),
  endDate: zCalendarDate().optional(),
  status: zMulti(ZApplicationStatus).optional(),
});
export type TValidationQuery = z.infer<typeof ZValidationQuery>;
