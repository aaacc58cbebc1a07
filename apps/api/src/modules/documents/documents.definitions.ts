import { ZLanguage, type TLanguage } from '@praktika/contracts/common';
import {
  ZDocumentList,
  ZDocumentListQuery,
  ZDocumentResult,
  ZDocumentWrite,
  ZFacilitationGuideList,
  ZFacilitationGuideListQuery,
  ZFacilitationGuideResult,
  ZFacilitationGuideWrite,
  type TDocumentListQuery,
  type TDocumentWrite,
  type TFacilitationGuideListQuery,
  type TFacilitationGuideWrite,
} from '@praktika/contracts/documents';
import type { FileDocumentDefinition } from './file-documents.ts';
import { documents, facilitationGuides } from '../../db/schema/documents.ts';

/**
 * Facilitation guides (`/api/facilitationguides`): for mentors, each written in one language; with
 * `useLanguageFilter=true` the list holds only the guides in the `selectedLanguage` (default sq).
 */
export const FACILITATION_GUIDES: FileDocumentDefinition<
  'language',
  TLanguage,
  string,
  TFacilitationGuideWrite,
  TFacilitationGuideListQuery,
  'facilitationGuides',
  'facilitationGuide'
> = {
  path: '/facilitationguides',
  tag: 'facilitationGuides',
  subject: 'facilitationGuide',
  table: facilitationGuides,
  indexPrefix: 'facilitation_guides',
  fileKind: 'guide',
  duplicate: 'FACILITATION_GUIDE_EXISTS',
  keys: { list: 'facilitationGuides', one: 'facilitationGuide' },
  flag: {
    key: 'language',
    column: facilitationGuides.language,
    // Written only through the contract; a value from elsewhere would fail loudly here rather than be answered.
    read: (stored) => ZLanguage.parse(stored),
    filter: (query) => (query.useLanguageFilter ? (query.selectedLanguage ?? 'sq') : undefined),
  },
  schemas: {
    write: ZFacilitationGuideWrite,
    query: ZFacilitationGuideListQuery,
    result: ZFacilitationGuideResult,
    list: ZFacilitationGuideList,
  },
};

/**
 * Documents (`/api/documents`): for organisations (and mentors); `isGuide` marks the guides an organisation
 * sees on its guide-documents page, and filters the list.
 */
export const DOCUMENTS: FileDocumentDefinition<
  'isGuide',
  boolean,
  boolean,
  TDocumentWrite,
  TDocumentListQuery,
  'documents',
  'document'
> = {
  path: '/documents',
  tag: 'documents',
  subject: 'document',
  table: documents,
  indexPrefix: 'documents',
  fileKind: 'document',
  duplicate: 'DOCUMENTS_EXISTS',
  keys: { list: 'documents', one: 'document' },
  flag: {
    key: 'isGuide',
    column: documents.isGuide,
    read: (stored) => stored,
    filter: (query) => query.isGuide,
  },
  schemas: {
    write: ZDocumentWrite,
    query: ZDocumentListQuery,
    result: ZDocumentResult,
    list: ZDocumentList,
  },
};
