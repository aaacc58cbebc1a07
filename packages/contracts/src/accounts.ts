import { z } from 'zod';
import { GENDERS } from './auth.ts';
import { ZFile } from './files.ts';
import { ZUiLanguage, type TAccountType } from './common.ts';

/** The URL segment of each account type's auth calls and the key of its id in signup/resend answers. */
export const ACCOUNT_PATHS = {
  intern: 'interns',
  business: 'businesses',
  mentor: 'mentors',
} as const satisfies Record<TAccountType, string>;
export const ACCOUNT_ID_KEYS = {
  intern: 'internId',
  business: 'businessId',
  mentor: 'mentorId',
} as const satisfies Record<TAccountType, string>;

/** Answers of signup and resend: `data.sent` and `data.<type>Id`. */
export const ZInternSentResult = z.object({ sent: z.boolean(), internId: z.string() });
export const ZBusinessSentResult = z.object({ sent: z.boolean(), businessId: z.string() });
export const ZMentorSentResult = z.object({ sent: z.boolean(), mentorId: z.string() });
export const ZSentResults = {
  intern: ZInternSentResult,
  business: ZBusinessSentResult,
  mentor: ZMentorSentResult,
} as const;

/** Answer of forgot: `data.sent`. */
export const ZForgotResult = z.object({ sent: z.boolean() });

/* The admin lists (GET /interns, /businesses, /mentors) are in people.ts. */

/*
 * Profiles: GET /interns/:id (data.intern), /businesses/:id (data.business), /mentors/:id (data.mentor).
 * Sensitive personal data (birth date, ethnicity, health conditions) is only in the full shapes, which
 * only the person and admins receive. Passwords, confirmation hashes and session versions are in none.
 */

/**
 * A catalogue item referenced by a profile, a posting or a CV, with its names in the three languages and its
 * optional hand-written Cyrillic name (issue 22 §1; absent or null: the Serbian name is transliterated).
 */
export const ZCatalogueRef = z.object({
  _id: z.string(),
  sqName: z.string(),
  srName: z.string(),
  enName: z.string(),
  srCyrlName: z.string().nullable().optional(),
});
export type TCatalogueRef = z.infer<typeof ZCatalogueRef>;

const ZGenderValue = z.enum(GENDERS);

/** The intern's own record (and what admins see). */
export const ZInternProfile = z.object({
  _id: z.string(),
  email: z.string(),
  /** The spec's profile names; `name`/`lastName` repeat them under the signup/profile-form keys. */
  internName: z.string(),
  internLastName: z.string(),
  name: z.string(),
  lastName: z.string(),
  /** YYYY-MM-DD. Sensitive. */
  birthdate: z.string(),
  gender: ZGenderValue,
  municipality: ZCatalogueRef.nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  availability: z.string().nullable(),
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  hearAbout: ZCatalogueRef.nullable(),
  /** Sensitive. */
  ethnicity: ZCatalogueRef.nullable(),
  /** Health conditions. Sensitive. */
  disabilities: z.array(ZCatalogueRef),
  updateRequired: z.boolean(),
  updateFinished: z.boolean(),
  /** False while deactivated by an admin (the admin's detail page shows it; the intern cannot sign in then). */
  active: z.boolean(),
  /** The current (PENDING or ACTIVE) mentorship and its mentor, or null (the "My mentor" menu entry shows then). */
  internCurrentMentor: z
    .object({
      mentorshipId: z.string(),
      status: z.enum(['PENDING', 'ACTIVE']),
      mentor: z.object({ _id: z.string(), name: z.string(), lastName: z.string() }),
    })
    .nullable(),
  emailLanguage: ZUiLanguage,
  createdAt: z.string(),
});
export type TInternProfile = z.infer<typeof ZInternProfile>;
/** `data.intern` of `GET /interns/:id` is the whole CV: `ZInternCvResult` in cv.ts extends this profile. */
export const ZInternResult = z.object({ intern: ZInternProfile });

/** Verification of organisations (issue 22 §3; the rules are in people.ts). */
export const VERIFICATION_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** The verification as the organisation itself and admins see it. */
export const ZVerification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  verifiedAt: z.string().nullable(),
  /** The admin who verified it (their address), null when verified by the migration or not verified. */
  verifiedBy: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  /** The last rejection's reason (e-mailed to the organisation); null once verified. */
  rejectionReason: z.string().nullable(),
});
export type TVerification = z.infer<typeof ZVerification>;

/** What any signed-in user may see of an organisation. */
export const ZBusinessPublic = z.object({
  _id: z.string(),
  businessName: z.string(),
  businessType: ZCatalogueRef.nullable(),
  businessCategories: z.array(ZCatalogueRef),
  businessCountry: ZCatalogueRef.nullable(),
  businessMunicipality: ZCatalogueRef.nullable(),
  businessOtherMunicipality: z.string().nullable(),
  /** The logo (kind logo; anyone may download it), or null. */
  logo: ZFile.nullable(),
  /** Verified by the programme (issue 22 §3); always sent by the API. */
  verified: z.boolean().optional(),
});
export type TBusinessPublic = z.infer<typeof ZBusinessPublic>;

/** The organisation's own record (and what admins see); admins' own accounts have role admin. */
export const ZBusinessProfile = ZBusinessPublic.extend({
  businessEmail: z.string(),
  businessNumber: z.string().nullable(),
  /** The organisation's business category (collection businesscategories). */
  businessCategory: ZCatalogueRef.nullable(),
  businessPhoneNumber: z.string().nullable(),
  businessContactPerson: z.string().nullable(),
  /** The notification preference: e-mails about applications and the programme. */
  businessAllowNotifications: z.boolean(),
  /** Always sent by the API for organisations (issue 22 §3). */
  verification: ZVerification.optional(),
  role: z.enum(['business', 'admin']),
  /** False while deactivated by an admin. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type TBusinessProfile = z.infer<typeof ZBusinessProfile>;
/** Full first: a public record lacks the full shape's keys and falls through to the public one. */
export const ZBusinessResult = z.object({ business: z.union([ZBusinessProfile, ZBusinessPublic]) });

/** The mentor's own record (and what admins see). */
export const ZMentorProfile = z.object({
  _id: z.string(),
  email: z.string(),
  mentorName: z.string(),
  mentorSurname: z.string(),
  mentorMunicipality: ZCatalogueRef.nullable(),
  mentorJob: z.string(),
  mentorFieldOfEducation: z.string(),
  mentorGender: ZGenderValue,
  mentorSkills: z.array(ZCatalogueRef),
  mentorCategories: z.array(ZCatalogueRef),
  /** Sensitive. */
  mentorEthnicity: ZCatalogueRef.nullable(),
  /** Health conditions. Sensitive. */
  mentorDisabilities: z.array(ZCatalogueRef),
  mentorApprovedByAdmin: z.boolean(),
  /** When an admin approved the mentor; null while waiting for approval. */
  mentorApprovedAt: z.string().nullable(),
  available: z.boolean(),
  mentorAvailability: z.enum(['available', 'unavailable']),
  /** ISO 639 codes (CV_LANGUAGES in cv.ts, which imports this file). */
  mentorLanguages: z.array(z.string()),
  mentorYearsOfExperience: z.number().int().nullable(),
  /** Interns the mentor has now, out of `mentorMaxInterns` (MENTOR_MAX_INTERNS). */
  mentorNumberOfInterns: z.number().int(),
  mentorMaxInterns: z.number().int(),
  photo: ZFile.nullable(),
  /** The CV file (kind cv). */
  CV: ZFile.nullable(),
  emailLanguage: ZUiLanguage,
  /** False while deactivated by an admin. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type TMentorProfile = z.infer<typeof ZMentorProfile>;
export const ZMentorResult = z.object({ mentor: ZMentorProfile });
