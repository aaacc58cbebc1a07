import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_SORTS,
  DEFAULT_CATALOGUE_SORT,
  INSTITUTION_TYPES,
  catalogueExtraFields,
  type CatalogueDef,
  type TCatalogueItem,
  type TCataloguePath,
} from '@praktika/contracts/catalogues';
import { catalogueResource, type TCatalogueQuery } from '../../../shared/api/catalogues.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { catalogueName, catalogueQueryOptions, useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { CatalogueForm } from './catalogue-form.tsx';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
  type CollectionFormProps,
  type FilterDescriptor,
} from '../../../shared/admin/collection-admin-page.tsx';

export interface CatalogueAdminPageProps {
  /** The collection's row of `CATALOGUES` (path, keys, duplicate error, extras, filters). */
  def: CatalogueDef;
  /** The screen's translated title. */
  title: string;
}

/** Names of the items of another catalogue, for the subcategory's category and the institution's municipality. */
function useNames(path: TCataloguePath, enabled: boolean) {
  const lang = useLanguage();
  const { data } = useQuery({ ...catalogueQueryOptions(path, lang), enabled });
  return useMemo(() => new Map((data ?? []).map((i) => [i._id, catalogueName(i, lang)])), [data, lang]);
}

/** The collection page's config of one reference catalogue, from its `CATALOGUES` row. */
function catalogueConfig(def: CatalogueDef): CollectionConfig<TCatalogueItem, TCatalogueQuery> {
  const extras = catalogueExtraFields(def);
  const Form = (props: CollectionFormProps<TCatalogueItem>) => <CatalogueForm def={def} {...props} />;
  return {
    resource: catalogueResource(def.path as TCataloguePath),
    policySubject: 'catalogue',
    // a Cyrillic reader's table in the azbuka's order (the API sorts by the names that reader sees)
    baseQuery: (lang, reader) => ({ selectedLanguage: reader === 'sr-Cyrl' ? reader : lang }),
    sorts: { values: CATALOGUE_SORTS, default: DEFAULT_CATALOGUE_SORT },
    filters: (t) => [
      { type: 'search', name: 'name', label: t('admin:catalogue.search') },
      ...def.filters.map((f): FilterDescriptor => {
        const label = t(`admin:fields.${f}`);
        if (f === 'type')
          return {
            type: 'enum',
            name: f,
            label,
            options: INSTITUTION_TYPES.map((v) => ({ value: v, label: t(`admin:institutionTypes.${v}`) })),
          };
        return {
          type: 'catalogue',
          name: f,
          label,
          collection: f === 'category' ? 'categories' : 'municipalities',
        };
      }),
    ],
    useColumns: ({ lang, t }) => {
      const categoryNames = useNames('categories', extras.includes('category'));
      const municipalityNames = useNames('municipalities', extras.includes('municipality'));
      const columns: CollectionColumn<TCatalogueItem>[] = [
        {
          key: 'name',
          title: t('admin:catalogue.columns.name'),
          render: (_, item) => catalogueName(item, lang),
          sortField: 'name',
          // never unsorted: the name order is the default
          sortDirections: ['ascend', 'descend', 'ascend'],
        },
        {
          key: 'description',
          title: t('admin:catalogue.columns.description'),
          responsive: ['md'],
          render: (_, item) => item[`${lang}Description`] || '—',
        },
        ...extras.map((field): CollectionColumn<TCatalogueItem> => ({
          key: field,
          title: t(`admin:fields.${field}`),
          responsive: ['lg'],
          render: (_, item) => {
            if (field === 'category') return (item.category && categoryNames.get(item.category)) || '—';
            if (field === 'municipality')
              return (item.municipality && municipalityNames.get(item.municipality)) || '—';
            if (field === 'type') return item.type ? t(`admin:institutionTypes.${item.type}`) : '—';
            return item[field] ? t('common:actions.yes') : t('common:actions.no');
          },
        })),
        {
          key: 'updatedAt',
          title: t('admin:catalogue.columns.updatedAt'),
          responsive: ['sm'],
          render: (_, item) => formatDate(item.updatedAt),
          sortField: 'updatedAt',
          // newest first on the first click; a third click goes back to the name order
          sortDirections: ['descend', 'ascend'],
        },
      ];
      return columns;
    },
    Form,
    itemName: (item, lang) => catalogueName(item, lang),
  };
}

const configs = new Map<string, CollectionConfig<TCatalogueItem, TCatalogueQuery>>();
/** One config per collection for the app's lifetime (the form component keeps its identity across renders). */
function configOf(def: CatalogueDef) {
  let config = configs.get(def.path);
  if (!config) configs.set(def.path, (config = catalogueConfig(def)));
  return config;
}

/**
 * The ONE admin screen of every reference catalogue: the collection page configured by its `CATALOGUES` row
 * (names and descriptions in the current language, the collection's extras and filters, name order by default).
 */
export function CatalogueAdminPage({ def, title }: CatalogueAdminPageProps) {
  return <CollectionAdminPage config={configOf(def)} title={title} />;
}
