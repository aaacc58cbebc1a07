import { z } from 'zod';
import { ZId, ZPageQuery, zPaged, zText } from './common.ts';
import { ZFile } from './files.ts';

/**
 * Articles: news, stories, events and announcements written by admins. A title and a rich text (HTML from the
 * editor) per language, a type and an optional photo. Titles are unique per language, case-insensitively
 * (ARTICLE_EXISTS, `details` naming the field). The server sanitises every text on every write (an allowlist of
 * formatting tags and http/https/mailto links); a text with nothing left to show is 400 `required` on its field.
 *
 * Anyone lists and reads them (`GET /articles`, newest first; `GET /articles/:articleId`); admins write with JSON
 * (`POST /articles`, `PUT /articles/:articleId`, `DELETE /articles/:articleId`) and set the photo with a multipart
 * form (`PUT /articles/:articleId/photo`, file part `photo`), which replaces the previous one.
 */

export const ARTICLE_TYPES = ['news', 'story', 'event', 'announcement'] as const;
export const ZArticleType = z.enum(ARTICLE_TYPES);
export type TArticleType = z.infer<typeof ZArticleType>;

export const ARTICLE_TITLE_MAX = 200;
/** Characters of HTML per language, counted as sent (before sanitising). */
export const ARTICLE_TEXT_MAX = 100_000;
/** The multipart file part of `PUT /articles/:articleId/photo`. */
export const ARTICLE_PHOTO_FIELD = 'photo';

const title = zText({ min: 1, max: ARTICLE_TITLE_MAX });
const text = zText({ min: 1, max: ARTICLE_TEXT_MAX });

/** The body of POST and PUT (PUT replaces every field; the photo has its own route). */
export const ZArticleWrite = z.object({
  enTitle: title,
  enText: text,
  sqTitle: title,
  sqText: text,
  srTitle: title,
  srText: text,
  type: ZArticleType,
});
export type TArticleWrite = z.infer<typeof ZArticleWrite>;

export const ZArticle = z.object({
  _id: z.string(),
  type: ZArticleType,
  enTitle: z.string(),
  /** Sanitised HTML. */
  enText: z.string(),
  sqTitle: z.string(),
  sqText: z.string(),
  srTitle: z.string(),
  srText: z.string(),
  photo: ZFile.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;

export const ZArticleResult = z.object({ article: ZArticle });
export type TArticleResult = z.infer<typeof ZArticleResult>;

export const ZArticleIdParam = z.object({ articleId: ZId });

/** Paged, newest first; optionally one type. */
export const ZArticleListQuery = ZPageQuery.extend({ type: ZArticleType.optional() });
export type TArticleListQuery = z.infer<typeof ZArticleListQuery>;

export const ZArticleList = z.object({ articles: zPaged(ZArticle) });
export type TArticleList = z.infer<typeof ZArticleList>;
