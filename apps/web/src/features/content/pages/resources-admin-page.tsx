import { useMemo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@praktika/contracts/common';
import type { TResourceSummary } from '@praktika/contracts/resources';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
} from '../../../shared/admin/collection-admin-page.tsx';
import { resourceName, resourcesResource, type TResourceQueryWeb } from '../api/resources.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { catalogueName, useCatalogue } from '../../../shared/ui/catalogue-select.tsx';
import { ResourceForm } from '../components/resource-form.tsx';

/** Category names by id, in the current language. */
function useCategoryNames(lang: TLanguage) {
  const { data } = useCatalogue('categories');
  return useMemo(() => new Map((data ?? []).map((c) => [c._id, catalogueName(c, lang)])), [data, lang]);
}

/** /dashboard/resources: the resource library's admin screen, one config of the collection page. */
export const resourcesAdmin: CollectionConfig<TResourceSummary, TResourceQueryWeb> = {
  resource: resourcesResource,
  policySubject: 'resource',
  baseQuery: (lang) => ({ selectedLanguage: lang }),
  filters: (t) => [
    { type: 'search', name: 'name', label: t('resources:search') },
    { type: 'catalogue', name: 'category', label: t('resources:fields.category'), collection: 'categories' },
    {
      type: 'catalogue',
      name: 'subcategory',
      label: t('resources:fields.subcategory'),
      collection: 'subcategories',
      parent: 'category',
    },
    {
      type: 'catalogue',
      name: 'tags',
      label: t('resources:fields.tags'),
      collection: 'tags',
      multiple: true,
    },
    { type: 'language', name: 'language', label: t('resources:fields.language') },
    { type: 'boolean', name: 'isGuide', label: t('resources:fields.isGuide') },
  ],
  useColumns: ({ lang, t }) => {
    const categories = useCategoryNames(lang);
    const columns: CollectionColumn<TResourceSummary>[] = [
      { key: 'name', title: t('resources:columns.name'), render: (_, r) => resourceName(r, lang) },
      {
        key: 'category',
        title: t('resources:columns.category'),
        responsive: ['md'],
        render: (_, r) => categories.get(r.category) ?? '—',
      },
      {
        key: 'kind',
        title: t('resources:columns.kind'),
        render: (_, r) => <Tag>{t(`resources:kind.${r.kind}`)}</Tag>,
      },
      {
        key: 'language',
        title: t('resources:columns.language'),
        responsive: ['sm'],
        render: (_, r) => t(`resources:languages.${r.language}`),
      },
      {
        key: 'isGuide',
        title: t('resources:columns.isGuide'),
        responsive: ['lg'],
        render: (_, r) => (r.isGuide ? t('common:actions.yes') : t('common:actions.no')),
      },
      {
        key: 'updatedAt',
        title: t('resources:columns.updatedAt'),
        responsive: ['lg'],
        render: (_, r) => formatDate(r.updatedAt),
      },
    ];
    return columns;
  },
  Form: ResourceForm,
  itemName: resourceName,
};

export function ResourcesAdminPage() {
  const { t } = useTranslation('dashboard');
  return <CollectionAdminPage config={resourcesAdmin} title={t('sections.resources')} />;
}
