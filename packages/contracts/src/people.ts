import { ZGuardianConsentStatus } from './guardian.ts';
import { z } from 'zod';
import {
  GENDERS,
  MENTOR_MIN_EXPERIENCE_YEARS,
  V,
  ZBusinessNumber,
  ZEmail,
  ZGender,
  ZIsoDate,
  ZPassword,
  ZPhone,
} from './auth.ts';
import {
  VERIFICATION_STATUSES,
  ZCatalogueRef,
  ZBusinessProfile,
  ZMentorProfile,
  ZVerification,
  type TVerification,
  type TVerificationStatus,
} from './accounts.ts';
import { CV_LANGUAGES } from './cv.ts';
import { ZId, ZUiLanguage, ZPageQuery, ZQueryBool, zMulti, zPaged, zText } from './common.ts';

/*
 * People (issue 8): organisation and mentor profiles (PUT, logo, photo, CV file, change requests), the admin lists
 * of interns, organisations and mentors, and the admin's account controls (approve a mentor, activate or
 * deactivate an account, ask an intern to update the CV, create another admin).
 */

/** A mentor has at most this many interns at a time (platform-core.md §9). */
export const MENTOR_MAX_INTERNS = 5;
/** Mentors need at least this many years of professional experience to be approved (defined with the signup). */
export { MENTOR_MIN_EXPERIENCE_YEARS };
export const MENTOR_AVAILABILITY = ['available', 'unavailable'] as const;
export type TMentorAvailability = (typeof MENTOR_AVAILABILITY)[number];

/** Issue codes of this area (`details[].issue`, translated by the web app as `validation.<code>`). */
export const PEOPLE_ISSUES = {
  /** Entity type, registration number and legal name: only admins change them (the owner asks for a change). */
  immutable: 'immutable',
  /** Approval needs MENTOR_MIN_EXPERIENCE_YEARS; the detail carries `min`. */
  minExperience: 'minExperience',
  /** An admin cannot deactivate their own account. */
  ownAccount: 'ownAccount',
  duplicate: 'duplicate',
} as const;

const text = (max: number) => zText({ min: 1, max });
/** Optional text: absent, null and empty (after trimming) are null. */
const optText = (max: number) =>
  zText({ max })
    .nullish()
    .transform((v) => (v ? v : null));
const optId = z.preprocess((v) => (v === '' ? null : v), ZId.nullish()).transform((v) => v ?? null);
const ids = z.array(ZId, { error: V.required }).max(50, V.tooLong);

/* ---------- Organisations ---------- */

/**
 * `PUT /api/businesses/:id`: the organisation's profile under the names `GET` answers (references as ids). Every
 * editable field is required (PUT replaces them). `businessName` (legal name), `businessNumber` and `businessType`
 * may be left out (kept); sent with another value by the organisation they are 400 `immutable` on the field,
 * while admins may correct them. `businessEmail` is the sign-in address (taken: 409 RESOURCE_EXISTS).
 */
export const ZBusinessUpdate = z
  .object({
    businessName: text(200).optional(),
    businessNumber: ZBusinessNumber.optional(),
    businessType: ZId.optional(),
    businessEmail: ZEmail,
    businessCategory: optId,
    businessCategories: ids.min(1, V.required),
    businessPhoneNumber: ZPhone,
    businessContactPerson: text(150),
    businessCountry: ZId,
    businessMunicipality: optId,
    businessOtherMunicipality: optText(150),
    /** The notification preference (one switch: e-mails about applications and the programme). */
    businessAllowNotifications: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.businessMunicipality && !v.businessOtherMunicipality)
      ctx.addIssue({ code: 'custom', path: ['businessMunicipality'], message: V.required });
  });
export type TBusinessUpdate = z.infer<typeof ZBusinessUpdate>;
export type TBusinessUpdateInput = z.input<typeof ZBusinessUpdate>;

/** The fields an organisation cannot change itself; a change request names one of them. */
export const BUSINESS_IMMUTABLE_FIELDS = ['businessName', 'businessNumber', 'businessType'] as const;

/** `POST /api/businesses/:id/change-request`: e-mailed to every active admin; answers `data.sent`. */
export const ZChangeRequest = z.object({
  field: z.enum(BUSINESS_IMMUTABLE_FIELDS, { error: V.required }),
  newValue: text(200),
  reason: text(2000),
});
export type TChangeRequest = z.infer<typeof ZChangeRequest>;
export const ZSentResult = z.object({ sent: z.literal(true) });

/** The multipart file part of `PUT /api/businesses/:id/logo`. */
export const BUSINESS_LOGO_FIELD = 'logo';

/* ---------- Mentors ---------- */

/**
 * `PUT /api/mentors/:id`: the mentor's profile under the names `GET` answers (references as ids), every field
 * replaced. Approval is not here (`PUT /api/mentors/:id/approve`).
 */
export const ZMentorUpdate = z.object({
  mentorName: text(100),
  mentorSurname: text(100),
  mentorMunicipality: ZId,
  mentorJob: text(150),
  mentorFieldOfEducation: text(150),
  mentorGender: ZGender,
  mentorSkills: ids.min(1, V.required),
  mentorCategories: ids.min(1, V.required),
  mentorEthnicity: optId,
  mentorDisabilities: ids.default([]),
  mentorLanguages: z
    .array(z.enum(CV_LANGUAGES, { error: V.invalid }), { error: V.required })
    .min(1, V.required)
    .max(20, V.tooLong)
    .superRefine((list, ctx) => {
      list.forEach((l, i) => {
        if (list.indexOf(l) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: PEOPLE_ISSUES.duplicate });
      });
    }),
  mentorYearsOfExperience: z
    .number({ error: V.required })
    .int(V.invalid)
    .min(0, V.invalid)
    .max(70, V.invalid),
  mentorAvailability: z.enum(MENTOR_AVAILABILITY, { error: V.required }),
});
export type TMentorUpdate = z.infer<typeof ZMentorUpdate>;
export type TMentorUpdateInput = z.input<typeof ZMentorUpdate>;

/** Multipart file parts of `PUT /api/mentors/:id/logo` (the photo) and `PUT /api/mentors/:id/cv`. */
export const MENTOR_PHOTO_FIELD = 'photo';
export const MENTOR_CV_FIELD = 'cv';

/** `PUT /api/mentors/:id/approve` (admins): approve, or withdraw an approval. Answers `data.mentor`. */
export const ZMentorApproval = z.object({ approved: z.boolean({ error: V.required }) });

/* ---------- Verification of organisations (issue 22 §3) ---------- */

/**
 * An organisation is PENDING from sign-up until an admin has checked it (registration number against its entity
 * type's rules, contact person, e-mail domain), then VERIFIED or REJECTED (the reason e-mailed to it). Postings of
 * organisations that are not VERIFIED stay visible but are marked, and interns under 18 can neither apply to them
 * nor be invited by them (HOST_NOT_VERIFIED). Organisations registered before verification existed were verified
 * by the migration (`verifiedBy` null).
 */
export { VERIFICATION_STATUSES, ZVerification, type TVerification, type TVerificationStatus };
export const VERIFICATION_REASON_MAX = 2000;

/**
 * `PUT /api/businesses/:id/verification` (admins): VERIFIED, or REJECTED with a `reason` (required, e-mailed to the
 * organisation in its language). A PENDING or REJECTED organisation may be verified, a PENDING or VERIFIED one
 * rejected (withdrawing a verification); the same status again is 409 INVALID_TRANSITION. Answers `data.business`.
 */
export const ZVerificationBody = z
  .object({
    status: z.enum(['VERIFIED', 'REJECTED'], { error: V.required }),
    reason: zText({ max: VERIFICATION_REASON_MAX }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'REJECTED' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: V.required });
  });
export type TVerificationBody = z.infer<typeof ZVerificationBody>;
export type TVerificationBodyInput = z.input<typeof ZVerificationBody>;

/* ---------- Admin account controls ---------- */

/** `PUT /api/{interns|businesses|mentors}/:id/active` (admins). Answers `data.active` and the id. */
export const ZActiveBody = z.object({ active: z.boolean({ error: V.required }) });
export const ZActiveResult = z.object({ _id: z.string(), active: z.boolean() });

/** `PUT /api/interns/:id/updateRequired` (admins): ask the intern to update the CV. Answers `data.intern`. */
export const ZUpdateRequiredBody = z.object({ updateRequired: z.boolean({ error: V.required }) });

/** `POST /api/businesses/admins` (admins): another administrator, signed up like everyone, confirmed at once. */
export const ZAdminCreate = z
  .object({
    email: ZEmail,
    password: ZPassword,
    passwordConfirm: zText({ trim: false, min: 1 }),
    emailLanguage: ZUiLanguage.default('sq'),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordConfirm)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: V.passwordMismatch });
  });
export type TAdminCreate = z.infer<typeof ZAdminCreate>;

/* ---------- Admin lists ---------- */

const SORTS = ['createdAt', '-createdAt', 'name', '-name'] as const;
/** Newest first unless asked otherwise (the spec's default sort is descending). */
const ZSort = z.enum(SORTS, { error: V.invalid }).default('-createdAt');
const ZDay = ZIsoDate;
const registered = {
  /** Registration date range, inclusive calendar days (UTC). */
  registeredFrom: ZDay.optional(),
  registeredTo: ZDay.optional(),
};

/**
 * An intern's state (spec: active, past, inactive), one at a time: ACTIVE in a running engagement (an application in
 * WORKING_STATUSES: APPROVED, HIRED, EXTENDED); otherwise PAST once an internship or training is COMPLETED;
 * otherwise INACTIVE.
 */
export const INTERN_STATES = ['ACTIVE', 'PAST', 'INACTIVE'] as const;
export type TInternState = (typeof INTERN_STATES)[number];

/**
 * `GET /api/interns` (admins): `name` (first or last name), `municipality` (location), `skills`, `categories`
 * (any of them), `gender`, `availability` (exact values), `registeredFrom`/`registeredTo`, `sort`; `type` (the
 * intern's state, INTERN_STATES) and `hiredFrom`/`hiredTo` (an internship started in that range: the start date of
 * a JOB application in APPROVED, HIRED, EXTENDED or COMPLETED). Multi-value filters take repeated parameters or
 * comma lists.
 */
export const ZInternsQuery = ZPageQuery.extend({
  name: zText({ max: 200 }).optional(),
  municipality: zMulti(ZId).optional(),
  skills: zMulti(ZId).optional(),
  categories: zMulti(ZId).optional(),
  gender: zMulti(z.enum(GENDERS)).optional(),
  availability: zMulti(zText({ max: 50 })).optional(),
  type: z.enum(['ALL', ...INTERN_STATES]).optional(),
  hiredFrom: ZDay.optional(),
  hiredTo: ZDay.optional(),
  /** Guardian consent (issue 22 §2, any of them): NOT_NEEDED are the interns aged 18 or over on Kosovo's day. */
  guardianConsent: zMulti(ZGuardianConsentStatus).optional(),
  sort: ZSort,
  ...registered,
});
export type TInternsQuery = z.infer<typeof ZInternsQuery>;

/**
 * `GET /api/businesses` (admins): organisations filtered by `businessName`, `businessNumber`, `businessTypes`,
 * `businessCategories` (their fields of interest, any of them), `municipality`, `verification` (statuses),
 * `registeredFrom`/`registeredTo`, `sort`; with `queryForAdmins=true` the administrator accounts instead (filters ignored but paging and sort).
 */
export const ZBusinessesQuery = ZPageQuery.extend({
  queryForAdmins: ZQueryBool.optional(),
  businessName: zText({ max: 200 }).optional(),
  businessNumber: zText({ max: 50 }).optional(),
  businessTypes: zMulti(ZId).optional(),
  businessCategories: zMulti(ZId).optional(),
  municipality: zMulti(ZId).optional(),
  /** Verification statuses (any of them): `verification=PENDING` is the admins' verification queue. */
  verification: zMulti(z.enum(VERIFICATION_STATUSES)).optional(),
  sort: ZSort,
  ...registered,
});
export type TBusinessesQuery = z.infer<typeof ZBusinessesQuery>;

/**
 * `GET /api/mentors` (admins): `firstName`, `lastName`, `municipality`, `skills`, `categories`, `gender`,
 * `availability`, `hasOpenSpots` (fewer than MENTOR_MAX_INTERNS interns), `approved`,
 * `registeredFrom`/`registeredTo`, `sort`. `application` (an intern's internship: mentors ranked for that intern as
 * the fair assignment ranks them, then the lower load) and `removeInvitedMentors` (with `application`: leave out
 * mentors who already had a mentorship for it).
 */
export const ZMentorsQuery = ZPageQuery.extend({
  firstName: zText({ max: 100 }).optional(),
  lastName: zText({ max: 100 }).optional(),
  municipality: zMulti(ZId).optional(),
  skills: zMulti(ZId).optional(),
  categories: zMulti(ZId).optional(),
  gender: zMulti(z.enum(GENDERS)).optional(),
  availability: z.enum(MENTOR_AVAILABILITY).optional(),
  hasOpenSpots: ZQueryBool.optional(),
  approved: ZQueryBool.optional(),
  application: ZId.optional(),
  removeInvitedMentors: ZQueryBool.optional(),
  sort: ZSort,
  ...registered,
});
export type TMentorsQuery = z.infer<typeof ZMentorsQuery>;

/*
 * List items never carry birth date, ethnicity or health conditions: admins read those on the detail record
 * (`GET /api/{interns|mentors}/:id`).
 */
export const ZInternListItem = z.object({
  _id: z.string(),
  internName: z.string(),
  internLastName: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS),
  municipality: ZCatalogueRef.nullable(),
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  availability: z.string().nullable(),
  updateRequired: z.boolean(),
  updateFinished: z.boolean(),
  active: z.boolean(),
  /** Issue 22 §2: the guardian's consent (NOT_NEEDED from 18); the guardian's details only on the consent route. */
  guardianConsent: ZGuardianConsentStatus,
  createdAt: z.string(),
});
export type TInternListItem = z.infer<typeof ZInternListItem>;
export const ZInternList = z.object({ interns: zPaged(ZInternListItem) });

export const ZBusinessListItem = z.object({
  _id: z.string(),
  businessName: z.string(),
  /** Absent for admins. */
  businessNumber: z.string().nullable().optional(),
  businessType: ZCatalogueRef.nullable().optional(),
  businessCategories: z.array(ZCatalogueRef).optional(),
  businessMunicipality: ZCatalogueRef.nullable().optional(),
  /** What the verification checks (absent for admins): the contact person, and the verification itself. */
  businessContactPerson: z.string().nullable().optional(),
  verification: ZVerification.optional(),
  email: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TBusinessListItem = z.infer<typeof ZBusinessListItem>;
export const ZBusinessList = z.object({ businesses: zPaged(ZBusinessListItem) });

/**
 * Why a mentor fits an intern (the fair assignment's reasons, contracts/mentoring.ts): shared fields of interest and
 * skills, the same municipality, the shared languages, the load. Stored on a mentorship as `match`.
 */
export const ZAssignmentReasons = z.object({
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  municipality: z.boolean(),
  languages: z.array(z.string()),
  /** The mentor's current interns when picked. */
  load: z.number().int(),
  /** Picked among equally good mentors for the lower load. */
  spreadLoad: z.boolean(),
});
export type TAssignmentReasons = z.infer<typeof ZAssignmentReasons>;
export const ZAssignmentMatch = z.object({ score: z.number(), reasons: ZAssignmentReasons });
export type TAssignmentMatch = z.infer<typeof ZAssignmentMatch>;

export const ZMentorListItem = z.object({
  _id: z.string(),
  mentorName: z.string(),
  mentorSurname: z.string(),
  email: z.string(),
  mentorGender: z.enum(GENDERS),
  mentorMunicipality: ZCatalogueRef.nullable(),
  mentorJob: z.string(),
  mentorSkills: z.array(ZCatalogueRef),
  mentorCategories: z.array(ZCatalogueRef),
  mentorAvailability: z.enum(MENTOR_AVAILABILITY),
  mentorApprovedByAdmin: z.boolean(),
  mentorYearsOfExperience: z.number().int().nullable(),
  mentorNumberOfInterns: z.number().int(),
  mentorMaxInterns: z.number().int(),
  /** The languages the mentor mentors in (issue 17: the assign dialog shows them). */
  mentorLanguages: z.array(z.string()),
  /**
   * With `application`: why the mentor fits that intern (shared fields, skills, municipality, the shared ones of
   * the languages the intern asked for, load), as the assignment would store it.
   */
  match: ZAssignmentMatch.nullable().optional(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TMentorListItem = z.infer<typeof ZMentorListItem>;
export const ZMentorList = z.object({ mentors: zPaged(ZMentorListItem) });

/** Answers: `data.business` (the whole record) and `data.mentor`. */
export const ZBusinessFullResult = z.object({ business: ZBusinessProfile });
export const ZMentorFullResult = z.object({ mentor: ZMentorProfile });
