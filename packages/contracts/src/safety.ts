import { z } from 'zod';
import { ZId, ZUiLanguage, ZPageQuery, zMulti, zPaged, zText } from './common.ts';
import { zCalendarDate } from './opportunities.ts';
import { ZApplication } from './applications.ts';

/**
 * Cancellations (an internship or training ended early) and red flags (a report about a host or an intern).
 *
 * `POST /cancellations` by the intern or the host (or an admin): `{ applicationId, businessId, internId, reasons,
 * reasonText, lastDay, emailLanguage }`, answering `data.application` (now CANCELLED). The intern gives two weeks'
 * notice: `lastDay` at least CANCELLATION_NOTICE_DAYS after today (Kosovo's date). The host picks a reason; OTHER
 * needs `reasonText`. The other party and the admins are e-mailed. `GET /cancellations` (admins all; parties their
 * own) with `application`, `business`, `intern`.
 *
 * `POST /redflags`: an intern reports their host, an organisation reports one of its interns, a mentor reports
 * either (`reported`). Answers `data.redFlag`. Admins list (`GET /redflags`, every filter), and work them with
 * `PUT /redflags/:id` (`status`, `priority`, `internalNote`). A reporter lists their own reports; the reported
 * party never sees a report, so never learns who reported. Admins also get each report's response deadline
 * (`respondBy`, `overdue`), and their list puts overdue open reports first, then open ones by deadline, then the
 * resolved ones newest first. `GET /redflags/organisations` (admins): organisations
 * with reports, most first.
 */

export const CANCELLATION_NOTICE_DAYS = 14;
export const CANCELLATION_REASONS = ['INTERN_RESIGNATION', 'LACK_OF_CAPACITY', 'OTHER'] as const;
export type TCancellationReason = (typeof CANCELLATION_REASONS)[number];
export const CANCELLATION_INITIATORS = ['INTERN', 'BUSINESS', 'ADMIN'] as const;

export const SAFETY_ISSUES = {
  /** The intern's last day is less than two weeks ahead. */
  noticePeriod: 'noticePeriod',
  /** OTHER without a written reason. */
  reasonTextRequired: 'reasonTextRequired',
} as const;

export const ZCancellationCreate = z
  .object({
    applicationId: ZId,
    businessId: ZId.optional(),
    internId: ZId.optional(),
    /** The host's reasons; an intern's cancellation is INTERN_RESIGNATION by definition. */
    reasons: z.array(z.enum(CANCELLATION_REASONS)).max(3).default([]),
    reasonText: zText({ max: 2000 }).optional(),
    /** The last day of the engagement (calendar date). Interns: at least 14 days ahead. Default: today (hosts). */
    lastDay: zCalendarDate().optional(),
    emailLanguage: ZUiLanguage.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reasons.includes('OTHER') && !v.reasonText)
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: SAFETY_ISSUES.reasonTextRequired });
  });
export type TCancellationCreate = z.infer<typeof ZCancellationCreate>;

export const ZCancellation = z.object({
  _id: z.string(),
  application: z.object({ _id: z.string(), type: z.enum(['JOB', 'TRAINING']), title: z.string() }),
  business: z.object({ _id: z.string(), businessName: z.string() }),
  intern: z.object({ _id: z.string(), internName: z.string(), internLastName: z.string() }),
  initiator: z.enum(CANCELLATION_INITIATORS),
  reasons: z.array(z.enum(CANCELLATION_REASONS)),
  reasonText: z.string().nullable(),
  lastDay: z.string(),
  createdAt: z.string(),
});
export type TCancellation = z.infer<typeof ZCancellation>;
export const ZCancellationListQuery = ZPageQuery.extend({
  application: ZId.optional(),
  business: ZId.optional(),
  intern: ZId.optional(),
});
export type TCancellationListQuery = z.infer<typeof ZCancellationListQuery>;
export const ZCancellationList = z.object({ cancellations: zPaged(ZCancellation) });
export const ZCancellationResult = z.object({ application: ZApplication });

export const RED_FLAG_REASONS = [
  'UNSAFE_CONDITIONS',
  'HARASSMENT',
  'DISCRIMINATION',
  'UNPAID_WORK',
  'NOT_AS_DESCRIBED',
  'NO_SHOW',
  'MISCONDUCT',
  'OTHER',
] as const;
export type TRedFlagReason = (typeof RED_FLAG_REASONS)[number];
export const RED_FLAG_STATUSES = ['NEW', 'IN_REVIEW', 'RESOLVED'] as const;
export const RED_FLAG_PRIORITIES = ['NORMAL', 'HIGH'] as const;
/**
 * The admins' response deadline of a red flag (issue 22 §4): HIGH within RED_FLAG_HIGH_HOURS of the report,
 * otherwise within RED_FLAG_WORKING_DAYS working days (Monday to Friday on Priština's clock; public holidays count
 * as working days). An open flag past it is overdue: first in the admins' list, and for HIGH ones an e-mail to every
 * active admin, repeated every 24 hours while it stays open.
 */
export const RED_FLAG_HIGH_HOURS = 24;
export const RED_FLAG_WORKING_DAYS = 5;
/** Who is reported. */
export const RED_FLAG_SUBJECTS = ['BUSINESS', 'INTERN'] as const;

export const ZRedFlagCreate = z
  .object({
    reported: z.enum(RED_FLAG_SUBJECTS),
    applicationId: ZId.optional(),
    /** A mentor's report names the mentorship (mentoring issue); until then the application. */
    mentorshipId: ZId.optional(),
    businessId: ZId.optional(),
    internId: ZId.optional(),
    mentorId: ZId.optional(),
    reasons: z.array(z.enum(RED_FLAG_REASONS)).min(1).max(RED_FLAG_REASONS.length),
    reasonText: zText({ max: 4000 }).optional(),
    emailLanguage: ZUiLanguage.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reasons.includes('OTHER') && !v.reasonText)
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: SAFETY_ISSUES.reasonTextRequired });
    if (!v.applicationId && !v.mentorshipId)
      ctx.addIssue({ code: 'custom', path: ['applicationId'], message: 'required' });
  });
export type TRedFlagCreate = z.infer<typeof ZRedFlagCreate>;

export const ZRedFlagUpdate = z.object({
  status: z.enum(RED_FLAG_STATUSES).optional(),
  priority: z.enum(RED_FLAG_PRIORITIES).optional(),
  internalNote: zText({ max: 4000 }).nullish(),
});

export const ZRedFlag = z.object({
  _id: z.string(),
  reported: z.enum(RED_FLAG_SUBJECTS),
  application: z.object({ _id: z.string(), type: z.enum(['JOB', 'TRAINING']), title: z.string() }).nullable(),
  mentorshipId: z.string().nullable(),
  business: z.object({ _id: z.string(), businessName: z.string() }),
  intern: z.object({
    _id: z.string(),
    internName: z.string(),
    internLastName: z.string(),
    minor: z.boolean(),
  }),
  /** The reporter: admins and the reporter themself only. */
  reporter: z.object({ _id: z.string(), role: z.enum(['intern', 'business', 'mentor']), name: z.string() }),
  reasons: z.array(z.enum(RED_FLAG_REASONS)),
  reasonText: z.string().nullable(),
  /** Admin-only fields (absent for the reporter). */
  status: z.enum(RED_FLAG_STATUSES),
  priority: z.enum(RED_FLAG_PRIORITIES).optional(),
  internalNote: z.string().nullable().optional(),
  /** Admins only: the response deadline (ISO instant); null once RESOLVED. */
  respondBy: z.string().nullable().optional(),
  /** Admins only: open (NEW or IN_REVIEW) and past `respondBy`. */
  overdue: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRedFlag = z.infer<typeof ZRedFlag>;
export const ZRedFlagResult = z.object({ redFlag: ZRedFlag });
export const ZRedFlagListQuery = ZPageQuery.extend({
  application: ZId.optional(),
  business: ZId.optional(),
  intern: ZId.optional(),
  mentor: ZId.optional(),
  mentorship: ZId.optional(),
  status: zMulti(z.enum(RED_FLAG_STATUSES)).optional(),
  priority: z.enum(RED_FLAG_PRIORITIES).optional(),
  reported: z.enum(RED_FLAG_SUBJECTS).optional(),
});
export type TRedFlagListQuery = z.infer<typeof ZRedFlagListQuery>;
export const ZRedFlagList = z.object({ redFlags: zPaged(ZRedFlag) });

/** GET /redflags/organisations: organisations reported at least once. */
export const ZRedFlaggedOrganisation = z.object({
  _id: z.string(),
  businessName: z.string(),
  email: z.string(),
  total: z.number().int(),
  open: z.number().int(),
  high: z.number().int(),
  lastReportedAt: z.string(),
});
export const ZRedFlaggedOrganisations = z.object({ organisations: zPaged(ZRedFlaggedOrganisation) });
