import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCatalogueItem, TCataloguePath } from '@praktika/contracts/catalogues';
import { LANGUAGES, DEFAULT_LANGUAGE, type TLanguage } from '@praktika/contracts/common';
import { catalogueKeys, catalogueResource } from '../api/catalogues.ts';

export { catalogueKeys };

export type TCatalogueOption = Pick<TCatalogueItem, '_id' | 'enName' | 'sqName' | 'srName'> &
  Partial<Pick<TCatalogueItem, 'localisations' | 'category'>>;

/** The unpaged list query of a select: GET /api/{collection}?pagination=false&selectedLanguage={lang}. */
const unpaged = (lang: TLanguage) => ({ pagination: false, selectedLanguage: lang });

/** The whole list of one collection for a select (through the collection's API resource). */
export function fetchCatalogue(path: TCataloguePath, lang: TLanguage, signal?: AbortSignal) {
  return catalogueResource(path)
    .api.list(unpaged(lang), signal)
    .then((page) => page.docs);
}

/** Keyed under the collection's resource, so an admin's write (which invalidates `keys.all`) refetches selects. */
export function catalogueQueryOptions(path: TCataloguePath, lang: TLanguage) {
  return queryOptions({
    queryKey: [...catalogueResource(path).keys.all, 'options', lang] as const,
    queryFn: ({ signal }): Promise<TCatalogueOption[]> => fetchCatalogue(path, lang, signal),
    staleTime: 10 * 60_000,
  });
}

/** The current UI language as one of the platform's languages. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as TLanguage) : DEFAULT_LANGUAGE;
}

/** The name of a catalogue item in a language (localisations first, then the flat fields). */
export function catalogueName(item: TCatalogueOption, lang: TLanguage): string {
  return item.localisations?.[lang]?.name || item[`${lang}Name`] || item.enName;
}

export function useCatalogue(path: TCataloguePath) {
  return useQuery(catalogueQueryOptions(path, useLanguage()));
}

export interface CatalogueSelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
  collection: TCataloguePath;
  /** Offers only the items under this category (subcategories of the chosen category); none while it is null. */
  category?: string | null;
}

/** A select over one reference catalogue: names in the current language, values are the items' `_id`. */
export function CatalogueSelect({ collection, category, ...props }: CatalogueSelectProps) {
  const lang = useLanguage();
  const { data, isLoading, isError } = useQuery(catalogueQueryOptions(collection, lang));
  const options = useMemo(
    () =>
      (data ?? [])
        .filter((item) => category === undefined || (category !== null && item.category === category))
        .map((item) => ({ value: item._id, label: catalogueName(item, lang) })),
    [data, lang, category],
  );
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      {...props}
      options={options}
      loading={isLoading}
      status={isError ? 'error' : props.status}
    />
  );
}
