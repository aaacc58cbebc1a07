import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@praktika/contracts/common';
import type { TDocument, TFacilitationGuide } from '@praktika/contracts/documents';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
  type CollectionResource,
} from '../../../shared/admin/collection-admin-page.tsx';
import {
  documentsResource,
  facilitationGuidesResource,
  fileDocumentName,
  type TDocumentQueryWeb,
  type TFacilitationGuideQueryWeb,
} from '../api/documents.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { DocumentForm, FacilitationGuideForm } from '../components/file-document-form.tsx';

/** The admin list's query: the page's language filter is named `language` in the URL. */
type TGuideAdminQuery = TFacilitationGuideQueryWeb & { language?: TLanguage };

/**
 * The guides' list as the admin page asks for it: a chosen `language` becomes the API's
 * `useLanguageFilter=true&selectedLanguage=<language>` (so the names are then sorted in that language too).
 */
const guidesAdminResource: CollectionResource<TFacilitationGuide, TGuideAdminQuery> = {
  useList: ({ language, ...query }) =>
    facilitationGuidesResource.useList(
      language ? { ...query, useLanguageFilter: true, selectedLanguage: language } : query,
    ),
  useRemove: facilitationGuidesResource.useRemove,
};

/** Name and last change, the columns both screens start with and end with. */
function nameColumn<T extends TFacilitationGuide | TDocument>(
  lang: TLanguage,
  title: string,
): CollectionColumn<T> {
  return { key: 'name', title, render: (_, item) => fileDocumentName(item, lang) };
}
function fileColumns<T extends TFacilitationGuide | TDocument>(
  t: (key: string) => string,
): CollectionColumn<T>[] {
  return [
    {
      key: 'file',
      title: t('documents:columns.file'),
      responsive: ['md'],
      render: (_, item) => <span className="pk-admin-file-name">{item.file.name}</span>,
    },
    {
      key: 'updatedAt',
      title: t('documents:columns.updatedAt'),
      responsive: ['lg'],
      render: (_, item) => formatDate(item.updatedAt),
    },
  ];
}

/** /dashboard/facilitationGuides for admins: one config of the collection page. */
export const facilitationGuidesAdmin: CollectionConfig<TFacilitationGuide, TGuideAdminQuery> = {
  resource: guidesAdminResource,
  policySubject: 'facilitationGuide',
  baseQuery: (lang) => ({ selectedLanguage: lang }),
  filters: (t) => [
    { type: 'search', name: 'name', label: t('documents:search') },
    { type: 'language', name: 'language', label: t('documents:languageFilter') },
  ],
  useColumns: ({ lang, t }) => [
    nameColumn(lang, t('documents:columns.name')),
    {
      key: 'language',
      title: t('documents:columns.language'),
      render: (_, g) => <Tag>{t(`documents:languages.${g.language}`)}</Tag>,
    },
    ...fileColumns<TFacilitationGuide>(t),
  ],
  Form: FacilitationGuideForm,
  itemName: fileDocumentName,
};

/** /dashboard/documents for admins: one config of the collection page. */
export const documentsAdmin: CollectionConfig<TDocument, TDocumentQueryWeb> = {
  resource: documentsResource,
  policySubject: 'document',
  baseQuery: (lang) => ({ selectedLanguage: lang }),
  filters: (t) => [
    { type: 'search', name: 'name', label: t('documents:search') },
    { type: 'boolean', name: 'isGuide', label: t('documents:fields.isGuide') },
  ],
  useColumns: ({ lang, t }) => [
    nameColumn(lang, t('documents:columns.name')),
    {
      key: 'isGuide',
      title: t('documents:columns.isGuide'),
      // a phone has room for the name and the actions only
      responsive: ['sm'],
      render: (_, d) => (d.isGuide ? t('common:actions.yes') : t('common:actions.no')),
    },
    ...fileColumns<TDocument>(t),
  ],
  Form: DocumentForm,
  itemName: fileDocumentName,
};

export function FacilitationGuidesAdminPage() {
  const { t } = useTranslation('dashboard');
  return <CollectionAdminPage config={facilitationGuidesAdmin} title={t('sections.facilitationGuides')} />;
}

export function DocumentsAdminPage() {
  const { t } = useTranslation('dashboard');
  return <CollectionAdminPage config={documentsAdmin} title={t('sections.documents')} />;
}
