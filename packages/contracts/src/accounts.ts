import { z } from 'zod';
import { ZPageQuery, ZQueryBool, zPaged, type TAccountType } from './common.ts';

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

/** GET /businesses: the admin list of organisations, or of admins with queryForAdmins=true. */
export const ZBusinessesQuery = ZPageQuery.extend({
  queryForAdmins: ZQueryBool.optional(),
  businessName: z.string().trim().max(200).optional(),
  businessNumber: z.string().trim().max(50).optional(),
});
export type TBusinessesQuery = z.infer<typeof ZBusinessesQuery>;

export const ZBusinessListItem = z.object({
  _id: z.string(),
  businessName: z.string(),
  /** Absent for admins. */
  businessNumber: z.string().nullable().optional(),
  email: z.string(),
  createdAt: z.string(),
});
export type TBusinessListItem = z.infer<typeof ZBusinessListItem>;
export const ZBusinessList = z.object({ businesses: zPaged(ZBusinessListItem) });
