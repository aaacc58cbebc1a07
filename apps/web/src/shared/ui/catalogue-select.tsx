import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { TCatalogueItem, TCataloguePath } from '@praktika/contracts/catalogues';
import type { TLanguage } from '@praktika/contracts/common';
import { contentLanguage } from '../lib/languages.ts';
import { compareShown, searchFolded, shownText } from '../lib/shown-text.ts';
import { catalogueKeys, catalogueResource } from '../api/catalogues.ts';

export { catalogueKeys };

export type TCatalogueOption = Pick<TCatalogueItem, '_id' | 'enName' | 'sqName' | 'srName'> &
  Partial<Pick<TCatalogueItem, 'localisations' | 'category' | 'srCyrlName' | 'allowsFreeMail'>>;

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

/** The current UI language as one of the platform's (data) languages: Serbian in either script is `sr`. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return contentLanguage(i18n.language);
}

/** The name of a catalogue item in a data language as stored (localisations first, then the flat fields). */
function storedName(item: TCatalogueOption, lang: TLanguage): string {
  return item.localisations?.[lang]?.name || item[`${lang}Name`] || item.enName;
}

/**
 * The name of a catalogue item in a language; Serbian in Cyrillic when the interface is (`shownText`): the
 * item's own Cyrillic name (`srCyrlName`) where it has one, otherwise the Serbian name transliterated.
 */
export function catalogueName(item: TCatalogueOption, lang: TLanguage): string {
  return shownText(storedName(item, lang), lang, item.srCyrlName);
}

/** An option of a select over catalogue items: the shown name, and what a search matches (`catalogueSearch`). */
export interface TCatalogueChoice {
  value: string;
  label: string;
  /** The shown name folded for search, and in Cyrillic its Latin source too (typing "beo" finds "Београд"). */
  search: string;
}

/**
 * The options of a select over `items` in data language `lang`. In a Cyrillic interface (`uiLanguage`, by default
 * the current one) they are sorted by the shown (Cyrillic) names in the azbuka's order (the API sorts by the Latin
 * names: ћ, ц, ч, џ, ш would be out of place) and found by their Latin names too; otherwise in the API's order (the
 * language's own).
 */
export function catalogueOptions(
  items: readonly TCatalogueOption[],
  lang: TLanguage,
  uiLanguage: string = i18next.language,
): TCatalogueChoice[] {
  const options = items.map((item) => {
    const label = catalogueName(item, lang);
    const source = storedName(item, lang);
    return {
      value: item._id,
      label,
      search: searchFolded(source === label ? label : `${label}\n${source}`),
    };
  });
  if (lang === 'sr' && uiLanguage === 'sr-Cyrl') {
    const compare = compareShown('sr-Cyrl');
    options.sort((a, b) => compare(a.label, b.label));
  }
  return options;
}

/** The search of a select over `catalogueOptions`: the typed text, folded, in an option's `search`. */
export const catalogueSearch = {
  filterOption: (input: string, option?: { search?: string; label?: unknown }) => {
    const needle = searchFolded(input.trim());
    const haystack = option?.search ?? (typeof option?.label === 'string' ? searchFolded(option.label) : '');
    return haystack.includes(needle);
  },
};

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
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  const { data, isLoading, isError } = useQuery(catalogueQueryOptions(collection, lang));
  const options = useMemo(
    () =>
      catalogueOptions(
        (data ?? []).filter(
          (item) => category === undefined || (category !== null && item.category === category),
        ),
        lang,
        i18n.language,
      ),
    [data, lang, category, i18n.language],
  );
  return (
    <Select
      showSearch={catalogueSearch}
      allowClear
      {...props}
      options={options}
      loading={isLoading}
      status={isError ? 'error' : props.status}
    />
  );
}
