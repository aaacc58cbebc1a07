import { z } from 'zod';
import { ZId, ZPageQuery, zPaged, zText } from './common.ts';
import { ZFile } from './files.ts';

/**
 * The mentors shown on the public `/mentorship` page (`/publicmentors`), written by admins: not accounts, but
 * people who agreed to be shown. A name, the organisation, a role and a short bio per language, optional
 * LinkedIn and web links, an optional photo (an id from `POST /api/files` of kind `publicMentorPhoto`) and a
 * place in the list (`position`, then name). Anyone reads them. Two people may share a name.
 */

export const PUBLIC_MENTOR_NAME_MAX = 120;
export const PUBLIC_MENTOR_ORGANISATION_MAX = 200;
export const PUBLIC_MENTOR_ROLE_MAX = 120;
export const PUBLIC_MENTOR_BIO_MAX = 1500;
export const PUBLIC_MENTOR_LINK_MAX = 2000;
export const PUBLIC_MENTOR_POSITION_MAX = 1000;

/** Issue codes of the public mentor form beyond the common ones (`validation.<code>` in the web app). */
export const PUBLIC_MENTOR_ISSUES = {
  /** The website is not an http(s) URL. */
  invalidUrl: 'invalidUrl',
  /** The LinkedIn link is not an https URL on linkedin.com. */
  linkedinUrl: 'linkedinUrl',
} as const;

/** An https URL on linkedin.com or one of its subdomains (www., xk., …). */
export const ZLinkedinUrl = zText({ max: PUBLIC_MENTOR_LINK_MAX }).pipe(
  z.url({
    protocol: /^https$/,
    hostname: /^([a-z0-9-]+\.)*linkedin\.com$/i,
    message: PUBLIC_MENTOR_ISSUES.linkedinUrl,
  }),
);

/** An absolute http or https URL. */
export const ZWebsiteUrl = zText({ max: PUBLIC_MENTOR_LINK_MAX }).pipe(
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: PUBLIC_MENTOR_ISSUES.invalidUrl }),
);

const role = zText({ max: PUBLIC_MENTOR_ROLE_MAX }).default('');
const bio = zText({ max: PUBLIC_MENTOR_BIO_MAX }).default('');

/** The body of POST and PUT (PUT replaces every field; left-out optional fields become empty or null). */
export const ZPublicMentorWrite = z.object({
  name: zText({ min: 1, max: PUBLIC_MENTOR_NAME_MAX }),
  organisation: zText({ max: PUBLIC_MENTOR_ORGANISATION_MAX }).default(''),
  enRole: role,
  sqRole: role,
  srRole: role,
  enBio: bio,
  sqBio: bio,
  srBio: bio,
  linkedin: ZLinkedinUrl.nullable().default(null),
  website: ZWebsiteUrl.nullable().default(null),
  photo: ZId.nullable().default(null),
  position: z
    .number({ error: 'invalid' })
    .int('invalid')
    .min(0, 'invalid')
    .max(PUBLIC_MENTOR_POSITION_MAX, 'invalid')
    .default(0),
});
export type TPublicMentorWrite = z.infer<typeof ZPublicMentorWrite>;

export const ZPublicMentor = z.object({
  _id: z.string(),
  name: z.string(),
  organisation: z.string(),
  enRole: z.string(),
  sqRole: z.string(),
  srRole: z.string(),
  enBio: z.string(),
  sqBio: z.string(),
  srBio: z.string(),
  linkedin: z.string().nullable(),
  website: z.string().nullable(),
  photo: ZFile.nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPublicMentor = z.infer<typeof ZPublicMentor>;

export const ZPublicMentorResult = z.object({ publicMentor: ZPublicMentor });

/** Paged like every list, ordered by `position`, then name, then id. */
export const ZPublicMentorListQuery = ZPageQuery;
export type TPublicMentorListQuery = z.infer<typeof ZPublicMentorListQuery>;
export const ZPublicMentorList = z.object({ publicMentors: zPaged(ZPublicMentor) });
