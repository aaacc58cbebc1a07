import { z } from 'zod';
import { ZPageQuery, zPaged, zText } from './common.ts';

/**
 * Certificates (issue 20 §1): one per COMPLETED internship or training, a snapshot taken when it is issued. The
 * public code (10 characters of Crockford base32, shown in groups as `K7Q2-M9XD-4T`) leads to `/verify/{code}`;
 * the same certificate is an Open Badges 3.0 credential (`GET /certificates/{id}/credential`).
 */

/** Crockford's base32 alphabet (no I, L, O, U). */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;

/**
 * A code as typed or scanned, normalised: upper case, dashes and spaces dropped, and Crockford's look-alikes read as
 * the digits they stand for (O → 0, I and L → 1). Null when what is left is not a code.
 */
export function normaliseCode(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (s.length !== CODE_LENGTH) return null;
  for (const ch of s) if (!CODE_ALPHABET.includes(ch)) return null;
  return s;
}

/** A stored code in its printed groups: `K7Q2M9XD4T` → `K7Q2-M9XD-4T`. */
export function displayCode(code: string): string {
  return [code.slice(0, 4), code.slice(4, 8), code.slice(8)].filter(Boolean).join('-');
}

export const CERTIFICATE_KINDS = ['JOB', 'TRAINING'] as const;
export type TCertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** ISSUED (valid), REVOKED (by an admin), REPLACED (revoked because a reissued one took its place). */
export const CERTIFICATE_STATUSES = ['ISSUED', 'REVOKED', 'REPLACED'] as const;
export type TCertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A certificate as its holder and admins see it. */
export const ZCertificate = z.object({
  _id: z.string(),
  /** The code in its printed groups. */
  code: z.string(),
  applicationId: z.string(),
  internId: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  holderName: z.string(),
  organisationName: z.string(),
  title: z.string(),
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  /** JOB: the internship's length in months. */
  months: z.number().int().nullable(),
  /** TRAINING: its length in calendar days (start and end included). */
  days: z.number().int().nullable(),
  mentorName: z.string().nullable(),
  issuedAt: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The certificate this one replaced (a reissue), and the one that replaced this one. */
  replacesId: z.string().nullable(),
  replacedById: z.string().nullable(),
  /** `/verify/{code}` on the public site. */
  verifyUrl: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

/** `GET /certificates/mine`: the intern's certificates, newest first (revoked and replaced ones included). */
export const ZCertificateMine = z.object({ certificates: z.array(ZCertificate) });
export type TCertificateMine = z.infer<typeof ZCertificateMine>;

/** `GET /certificates` (admins): by status, and `q` in the holder's name or the code. */
export const ZCertificateListQuery = ZPageQuery.extend({
  status: z.enum(CERTIFICATE_STATUSES).optional(),
  q: zText({ max: 100 }).optional(),
});
export type TCertificateListQuery = z.infer<typeof ZCertificateListQuery>;
export const ZCertificateList = z.object({ certificates: zPaged(ZCertificate) });
export type TCertificateList = z.infer<typeof ZCertificateList>;

export const REVOKE_REASON_MAX = 500;
/** `POST /certificates/{id}/revoke`. */
export const ZCertificateRevoke = z.object({ reason: zText({ min: 3, max: REVOKE_REASON_MAX }) });
export type TCertificateRevoke = z.infer<typeof ZCertificateRevoke>;

/** Revoke and reissue answer the certificate after the change (a reissue: the new one). */
export const ZCertificateResult = z.object({ certificate: ZCertificate });
export type TCertificateResult = z.infer<typeof ZCertificateResult>;

/**
 * Code verifications one client address may make a minute, `GET /certificates/verify/{code}` and the verify page
 * counted together: plenty for people checking certificates, slow for guessing codes (defence in depth: a code
 * holds 50 random bits). The next one is 429 `RATE_LIMITED`.
 */
export const VERIFICATIONS_PER_MINUTE = 60;

/** `GET /certificates/verify/{code}`: a code as typed (any case, with or without dashes). */
export const ZCertificateCodeParam = z.object({ code: zText({ max: 40 }) });

/**
 * What anyone learns from a code: whether it is valid, revoked (since when) or unknown, and for a known code only
 * the holder's name, the organisation, the title, the dates, the kind and the issue date. Never an e-mail, a birth
 * date or anything else about the person.
 */
export const ZCertificateVerification = z.discriminatedUnion('status', [
  z.object({ status: z.literal('notFound') }),
  z.object({
    status: z.enum(['valid', 'revoked']),
    code: z.string(),
    revokedAt: z.string().nullable(),
    kind: z.enum(CERTIFICATE_KINDS),
    holderName: z.string(),
    organisationName: z.string(),
    title: z.string(),
    startDate: ZDay.nullable(),
    endDate: ZDay.nullable(),
    issuedAt: z.string(),
  }),
]);
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
export const ZCertificateVerifyResult = z.object({ verification: ZCertificateVerification });

/** `GET /certificates/status/{listId}`: a status list's number. */
export const ZStatusListParam = z.object({ listId: z.coerce.number().int().min(1).max(1_000_000) });

/** Signed JSON-LD documents (the credential, the issuer's document, a status list) pass through as they are. */
export const ZJsonLd = z.record(z.string(), z.unknown());
