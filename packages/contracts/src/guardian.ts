import { z } from 'zod';
import { ADULT_AGE, ZEmail, ageOn, guardianIssues } from './auth.ts';
import { zText } from './common.ts';

/**
 * Guardian consent (issue 22 §2). An intern aged 16 or 17 (on Priština's calendar day) needs a parent's or guardian's
 * consent before applying, accepting an invitation or being invited. The guardian answers on a public page reached
 * through an e-mailed, single-use link (`/guardian-consent/:token`, GUARDIAN_TOKEN_TTL_DAYS). At 18 the consent is
 * no longer needed: NOT_NEEDED is computed from the birth date, never stored.
 *
 * Routes: `GET /api/guardian-consent/:token` and `POST /api/guardian-consent/:token` (`{ decision }`, public);
 * `GET /api/interns/:id/guardian` (the intern, admins), `PUT /api/interns/:id/guardian` (the intern: set or change
 * the guardian, which sends a new link) and `POST /api/interns/:id/guardian/resend` (the intern).
 */
export const GUARDIAN_TOKEN_TTL_DAYS = 14;

/**
 * Does an intern born on `birthdate` need a guardian's consent on Kosovo's calendar day `day` (YYYY-MM-DD)? Under 18
 * at noon of that day (as `isMinorOn`); computed, never stored, so the 18th birthday lifts it by itself.
 */
export function needsGuardianConsent(birthdate: string, day: string): boolean {
  return ageOn(birthdate, new Date(`${day}T12:00:00Z`)) < ADULT_AGE;
}
/** E-mails to the guardian (first one, changes and resends) an intern may cause in a rolling 24 hours. */
export const GUARDIAN_SENDS_PER_DAY = 3;

/** Stored statuses. A withdrawn consent is stored as REFUSED (with `withdrawn: true` in the answer). */
export const GUARDIAN_STORED_STATUSES = ['PENDING', 'GIVEN', 'REFUSED'] as const;
/** What the API answers and the admins' filter takes: NOT_NEEDED for adults (computed). */
export const GUARDIAN_CONSENT_STATUSES = [...GUARDIAN_STORED_STATUSES, 'NOT_NEEDED'] as const;
export type TGuardianConsentStatus = (typeof GUARDIAN_CONSENT_STATUSES)[number];
export const ZGuardianConsentStatus = z.enum(GUARDIAN_CONSENT_STATUSES);

/** The intern's and the admins' view (never an organisation's or a mentor's). */
export const ZGuardianConsent = z.object({
  status: ZGuardianConsentStatus,
  /** The day the intern turns 18 (null for adults' records without relevance). */
  adultFrom: z.string().nullable(),
  guardian: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** When the last link was sent, and until when it works (null once used or never sent). */
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  withdrawn: z.boolean(),
  /** Links the intern may still have sent in the current 24 hours. */
  sendsLeft: z.number().int(),
});
export type TGuardianConsent = z.infer<typeof ZGuardianConsent>;

export const ZGuardianBody = z
  .object({
    guardianName: zText({ max: 150 }).optional(),
    guardianEmail: ZEmail.optional(),
    guardianPhone: zText({ max: 30 }).optional(),
  })
  .superRefine((v, ctx) => guardianIssues(v, ctx));
export type TGuardianBody = z.infer<typeof ZGuardianBody>;

export const ZGuardianTokenParams = z.object({ token: zText({ trim: false, min: 1, max: 200 }) });

/** What the guardian's page shows: whose consent, and what they can still do with this link. */
export const ZGuardianLinkInfo = z.object({
  internName: z.string(),
  guardianName: z.string(),
  /** decide: consent or refuse; withdraw: a given consent can be withdrawn. */
  mode: z.enum(['decide', 'withdraw']),
  status: ZGuardianConsentStatus,
  expiresAt: z.string().nullable(),
});
export type TGuardianLinkInfo = z.infer<typeof ZGuardianLinkInfo>;

export const GUARDIAN_DECISIONS = ['GIVE', 'REFUSE', 'WITHDRAW'] as const;
export const ZGuardianDecision = z.object({ decision: z.enum(GUARDIAN_DECISIONS) });
export type TGuardianDecisionBody = z.infer<typeof ZGuardianDecision>;
export const ZGuardianDecisionResult = z.object({ status: ZGuardianConsentStatus, withdrawn: z.boolean() });
