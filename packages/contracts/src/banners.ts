import { z } from 'zod';
import { ZId, ZPageQuery, ZQueryBool, zPaged, zText } from './common.ts';
import { ZFile } from './files.ts';

/**
 * The home page's slider. Each banner has a title per language (the spec's `enText, sqText, srText`), optional
 * subtitles and button labels per language, an optional link the button opens (an http(s) URL or a path of this
 * site), whether it is shown (`active`), its place among the others (`position`, smaller first) and up to
 * BANNER_PHOTOS_MAX photos in slide order.
 *
 * Anyone lists and reads ACTIVE banners (`GET /banners`, by position then age; `GET /banners/:id`); admins see
 * inactive ones too (and may filter with `active`). Admins write with JSON (`POST /banners`, `PUT /banners/:id`
 * with `deletedPhotos`, `DELETE /banners/:id`) and add photos with a multipart form (`PUT /banners/:id/photo`, one
 * or more file parts `photo`).
 */

export const BANNER_TEXT_MAX = 200;
export const BANNER_SUBTITLE_MAX = 300;
export const BANNER_BUTTON_MAX = 40;
export const BANNER_LINK_MAX = 2000;
export const BANNER_POSITION_MAX = 1000;
export const BANNER_PHOTOS_MAX = 5;
/** The multipart file part of `PUT /banners/:id/photo` (repeat it for several photos). */
export const BANNER_PHOTO_FIELD = 'photo';

/** Issue codes of the banner form beyond the common ones; the web app translates them as `validation.<code>`. */
export const BANNER_ISSUES = {
  /** The link is neither an http(s) URL nor a path of this site starting with one `/`. */
  invalidUrl: 'invalidUrl',
  /** More than BANNER_PHOTOS_MAX photos (field `photos`, with `max`). */
  tooMany: 'tooMany',
  /** A `deletedPhotos` id that is not one of this banner's photos. */
  notFound: 'notFound',
} as const;

const HTTP_URL = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
/** `/`, `/resources`, `/opportunitiesinterships?x=1#y`: one leading slash (two would be another host), no `\`. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** An absolute http(s) URL or a path of this site. */
export const isBannerLink = (value: string): boolean =>
  SAME_SITE_PATH.test(value) || HTTP_URL.safeParse(value).success;

/** The link: a URL or a same-site path; empty text and null both mean "no link" (answered as null). */
export const ZBannerLink = zText({ max: BANNER_LINK_MAX })
  .refine((v) => v === '' || isBannerLink(v), { message: BANNER_ISSUES.invalidUrl })
  .transform((v) => v || null);

const slideText = zText({ min: 1, max: BANNER_TEXT_MAX });
const subtitle = zText({ max: BANNER_SUBTITLE_MAX }).default('');
const button = zText({ max: BANNER_BUTTON_MAX }).default('');

/** The body of POST /banners. */
export const ZBannerCreate = z.object({
  enText: slideText,
  sqText: slideText,
  srText: slideText,
  enSubtitle: subtitle,
  sqSubtitle: subtitle,
  srSubtitle: subtitle,
  enButton: button,
  sqButton: button,
  srButton: button,
  link: ZBannerLink.nullish().transform((v) => v ?? null),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(BANNER_POSITION_MAX).default(0),
});
export type TBannerCreate = z.infer<typeof ZBannerCreate>;

/** The body of PUT /banners/:id: every field again (omitted ones take their defaults), and photos to delete. */
export const ZBannerUpdate = ZBannerCreate.extend({
  deletedPhotos: z.array(ZId).max(BANNER_PHOTOS_MAX).default([]),
});
export type TBannerUpdate = z.infer<typeof ZBannerUpdate>;

export const ZBanner = z.object({
  _id: z.string(),
  enText: z.string(),
  sqText: z.string(),
  srText: z.string(),
  enSubtitle: z.string(),
  sqSubtitle: z.string(),
  srSubtitle: z.string(),
  enButton: z.string(),
  sqButton: z.string(),
  srButton: z.string(),
  link: z.string().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  /** In slide order. */
  photos: z.array(ZFile),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannerResult = z.object({ banner: ZBanner });
export type TBannerResult = z.infer<typeof ZBannerResult>;

/** Paged; `active` filters for admins (everyone else always gets active banners only). */
export const ZBannerListQuery = ZPageQuery.extend({ active: ZQueryBool.optional() });
export type TBannerListQuery = z.infer<typeof ZBannerListQuery>;

export const ZBannerList = z.object({ banners: zPaged(ZBanner) });
export type TBannerList = z.infer<typeof ZBannerList>;
