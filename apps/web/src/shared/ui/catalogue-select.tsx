import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCatalogueItem, TCataloguePath } from '@praktika/contracts/catalogues';
import { LANGUAGES, DEFAULT_LANGUAGE, type TLanguage, type TPaged } from '@praktika/contracts/common';
import { apiFetch } from '../lib/api-client.ts';

/** Query keys of the reference catalogues; admin screens invalidate `catalogueKeys.collection(path)`. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  collection: (path: TCataloguePath) => [...catalogueKeys.all, path] as const,
  unpaged: (path: TCataloguePath, lang: TLanguage) =>
    [...catalogueKeys.collection(path), 'all', lang] as const,
};

export type TCatalogueOption = Pick<TCatalogueItem, '_id' | 'enName' | 'sqName' | 'srName'> &
  Partial<Pick<TCatalogueItem, 'localisations'>>;

/** GET /api/{collection}?pagination=false&selectedLanguage={lang}: the whole list for a select. */
export function fetchCatalogue(path: TCataloguePath, lang: TLanguage, signal?: AbortSignal) {
  return apiFetch<Record<string, TPaged<TCatalogueOption>>>(`/${path}`, {
    query: { pagination: false, selectedLanguage: lang },
    signal,
  }).then((data) => data[path]?.docs ?? []);
}

export function catalogueQueryOptions(path: TCataloguePath, lang: TLanguage) {
  return queryOptions({
    queryKey: catalogueKeys.unpaged(path, lang),
    queryFn: ({ signal }) => fetchCatalogue(path, lang, signal),
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
}

/** A select over one reference catalogue: names in the current language, values are the items' `_id`. */
export function CatalogueSelect({ collection, ...props }: CatalogueSelectProps) {
  const lang = useLanguage();
  const { data, isLoading, isError } = useQuery(catalogueQueryOptions(collection, lang));
  const options = useMemo(
    () => (data ?? []).map((item) => ({ value: item._id, label: catalogueName(item, lang) })),
    [data, lang],
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
