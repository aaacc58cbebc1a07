import { z } from 'zod';
import {
  ZId,
  ZLanguage,
  ZPageQuery,
  ZQueryBool,
  ZTranslatedRead,
  zPaged,
  zText,
  zTranslatedWrite,
} from './common.ts';
import { ZFile } from './files.ts';

/**
 * Facilitation guides (for mentors, `/facilitationguides`) and documents (for organisations, `/documents`): a
 * name and description in each language (names unique per language, case-insensitively:
 * FACILITATION_GUIDE_EXISTS, DOCUMENTS_EXISTS) and exactly one file, uploaded first through `POST /api/files`
 * (kind `guide` or `document`) and referenced by its id. A guide also says which language it is written in; a
 * document whether it is a guide for organisations (`isGuide`).
 *
 * Guides: mentors and admins read them; documents: organisations, mentors and admins; admins write both.
 */

export const FILE_DOCUMENT_NAME_MAX = 200;
export const FILE_DOCUMENT_DESCRIPTION_MAX = 2000;

const ZFileDocumentWrite = zTranslatedWrite({
  nameMax: FILE_DOCUMENT_NAME_MAX,
  descriptionMax: FILE_DOCUMENT_DESCRIPTION_MAX,
}).extend({ file: ZId });

const ZFileDocumentRead = ZTranslatedRead.extend({
  _id: z.string(),
  file: ZFile,
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * List filters both share: `name` (part of a name in any language, ignoring case and diacritics); sorted by the
 * `selectedLanguage`'s name (default sq), diacritics beside their base letter.
 */
const ZFileDocumentListQuery = ZPageQuery.extend({
  selectedLanguage: ZLanguage.optional(),
  name: zText({ max: FILE_DOCUMENT_NAME_MAX }).optional(),
});

/* Facilitation guides */

/** The body of POST and PUT `/facilitationguides` (PUT replaces every field). */
export const ZFacilitationGuideWrite = ZFileDocumentWrite.extend({ language: ZLanguage });
export type TFacilitationGuideWrite = z.infer<typeof ZFacilitationGuideWrite>;

export const ZFacilitationGuide = ZFileDocumentRead.extend({ language: ZLanguage });
export type TFacilitationGuide = z.infer<typeof ZFacilitationGuide>;

/** `useLanguageFilter=true`: only guides written in the `selectedLanguage` (default sq). */
export const ZFacilitationGuideListQuery = ZFileDocumentListQuery.extend({
  useLanguageFilter: ZQueryBool.optional(),
});
export type TFacilitationGuideListQuery = z.infer<typeof ZFacilitationGuideListQuery>;

export const ZFacilitationGuideResult = z.object({ facilitationGuide: ZFacilitationGuide });
export const ZFacilitationGuideList = z.object({ facilitationGuides: zPaged(ZFacilitationGuide) });

/* Documents */

/** The body of POST and PUT `/documents` (PUT replaces every field; `isGuide` defaults to false). */
export const ZDocumentWrite = ZFileDocumentWrite.extend({ isGuide: z.boolean().default(false) });
export type TDocumentWrite = z.infer<typeof ZDocumentWrite>;

export const ZDocument = ZFileDocumentRead.extend({ isGuide: z.boolean() });
export type TDocument = z.infer<typeof ZDocument>;

/** `isGuide=true|false`: only guides for organisations, or only the other documents. */
export const ZDocumentListQuery = ZFileDocumentListQuery.extend({ isGuide: ZQueryBool.optional() });
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

export const ZDocumentResult = z.object({ document: ZDocument });
export const ZDocumentList = z.object({ documents: zPaged(ZDocument) });
