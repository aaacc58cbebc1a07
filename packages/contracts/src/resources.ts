import { z } from 'zod';
import {
  ZId,
  ZLanguage,
  ZPageQuery,
  ZQueryBool,
  ZTranslatedRead,
  zMulti,
  zPaged,
  zText,
  zTranslatedWrite,
} from './common.ts';
import { ZFile } from './files.ts';

/**
 * The resource library: documents and links for interns and organisations, written by admins. Names and
 * descriptions in the three languages (unique per language, case-insensitively: RESOURCE_EXISTS), a category,
 * optionally a subcategory of that category, tags, the resource's own language, the is-guide flag, and EXACTLY
 * ONE of a link (http or https) or a file (an id from `POST /api/files` of kind `resourceFile`).
 *
 * Anyone lists them (`GET /resources`, without the link or the file); reading one (`GET /resources/:id`, with
 * the link or the file) needs a session. Writes take JSON: the file is uploaded first through `POST /api/files`.
 */

export const RESOURCE_NAME_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 5000;
export const RESOURCE_LINK_MAX = 2000;
export const RESOURCE_TAGS_MAX = 20;

/** Issue codes of the resource form beyond the common ones; the web app translates them as `validation.<code>`. */
export const RESOURCE_ISSUES = {
  /** Both a link and a file were sent. */
  linkOrFile: 'linkOrFile',
  /** The link is not an http(s) URL. */
  invalidUrl: 'invalidUrl',
  /** The subcategory belongs to another category. */
  notInCategory: 'notInCategory',
  /** The file is not a resource file (another kind). */
  wrongFileKind: 'wrongFileKind',
  /** The file is another resource's, or someone else's upload. */
  fileUnavailable: 'fileUnavailable',
} as const;

/** An absolute http or https URL. */
export const ZLink = zText({ max: RESOURCE_LINK_MAX }).pipe(
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: RESOURCE_ISSUES.invalidUrl }),
);

/** The body of POST and PUT (PUT replaces every field). */
export const ZResourceWrite = zTranslatedWrite({
  nameMax: RESOURCE_NAME_MAX,
  descriptionMax: RESOURCE_DESCRIPTION_MAX,
})
  .extend({
    category: ZId,
    subcategory: ZId.nullish(),
    tags: z.array(ZId).max(RESOURCE_TAGS_MAX).default([]),
    language: ZLanguage,
    isGuide: z.boolean().default(false),
    link: ZLink.nullish(),
    file: ZId.nullish(),
  })
  .superRefine((body, ctx) => {
    const hasLink = body.link !== undefined && body.link !== null;
    const hasFile = body.file !== undefined && body.file !== null;
    if (hasLink && hasFile) {
      for (const path of ['link', 'file'])
        ctx.addIssue({ code: 'custom', path: [path], message: RESOURCE_ISSUES.linkOrFile });
    }
    if (!hasLink && !hasFile) {
      for (const path of ['link', 'file'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    }
  });
export type TResourceWrite = z.infer<typeof ZResourceWrite>;

/** What anyone sees in the list: no link and no file, only which of the two the resource has. */
export const ZResourceSummary = ZTranslatedRead.extend({
  _id: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  /** Tag ids in the order the admin gave them. */
  tags: z.array(z.string()),
  language: ZLanguage,
  isGuide: z.boolean(),
  kind: z.enum(['link', 'file']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TResourceSummary = z.infer<typeof ZResourceSummary>;

/** One resource for a signed-in reader: the summary plus the link or the file. */
export const ZResource = ZResourceSummary.extend({
  link: z.string().nullable(),
  file: ZFile.nullable(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZResourceResult = z.object({ resource: ZResource });

/**
 * List filters: `name` (part of a name in any language, ignoring case and diacritics), `category`,
 * `subcategory`, `tags` (repeated or a comma list: resources having ANY of them), the resource's own `language`,
 * `isGuide`; sorted by the `selectedLanguage`'s name (default sq).
 */
export const ZResourceListQuery = ZPageQuery.extend({
  selectedLanguage: ZLanguage.optional(),
  name: zText({ max: RESOURCE_NAME_MAX }).optional(),
  category: ZId.optional(),
  subcategory: ZId.optional(),
  tags: zMulti(ZId).optional(),
  language: ZLanguage.optional(),
  isGuide: ZQueryBool.optional(),
});
export type TResourceListQuery = z.infer<typeof ZResourceListQuery>;

export const ZResourceList = z.object({ resources: zPaged(ZResourceSummary) });
