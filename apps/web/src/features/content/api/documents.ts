import type { TLanguage } from '@praktika/contracts/common';
import type {
  TDocument,
  TDocumentListQuery,
  TDocumentWrite,
  TFacilitationGuide,
  TFacilitationGuideListQuery,
  TFacilitationGuideWrite,
} from '@praktika/contracts/documents';
import { createNamedResource, createResource } from '../../../shared/api/create-resource.ts';
import { shownText } from '../../../shared/lib/shown-text.ts';

/** The list queries the web sends (every field optional; the API applies the defaults). */
export type TFacilitationGuideQueryWeb = Partial<TFacilitationGuideListQuery>;
export type TDocumentQueryWeb = Partial<TDocumentListQuery>;

/** Facilitation guides (`/api/facilitationguides`): mentors and admins read them, admins write. */
export const facilitationGuidesResource = createResource<
  TFacilitationGuide,
  TFacilitationGuideWrite,
  TFacilitationGuideQueryWeb
>({
  key: ['facilitationGuides'],
  path: 'facilitationguides',
  listKey: 'facilitationGuides',
  oneKey: 'facilitationGuide',
});

/** Documents (`/api/documents`), some marked as guides for organisations: organisations, mentors, admins read. */
export const documentsResource = createNamedResource<TDocument, TDocumentWrite, TDocumentQueryWeb>(
  'documents',
  { oneKey: 'document' },
);

/** What guides and documents share: a name and a description per language. */
type Translated = Record<`${TLanguage}Name` | `${TLanguage}Description`, string>;

/** A guide's or document's name (or description) in a language, English when that one is empty. */
export const fileDocumentName = (item: Translated, lang: TLanguage) =>
  shownText(item[`${lang}Name`] || item.enName, lang);
export const fileDocumentDescription = (item: Translated, lang: TLanguage) =>
  item[`${lang}Description`] || item.enDescription;
