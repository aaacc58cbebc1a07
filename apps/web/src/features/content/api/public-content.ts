import { queryOptions } from '@tanstack/react-query';
import type { TArticle, TArticleList } from '@praktika/contracts/articles';
import type { TBanner, TBannerList } from '@praktika/contracts/banners';
import type { TLanguage } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';

/**
 * The public site's reads of articles and banners, without the write half of `createResource` (mutations), so the
 * home page's chunk stays small. The query keys are the resources' own (`articlesResource.keys.list(query)`,
 * `bannersResource.keys.list(query)`), so an admin's write refreshes these too.
 */

export interface TContentListQuery {
  page?: number;
  limit?: number;
  type?: TArticle['type'];
  active?: boolean;
}

/** GET /api/articles?query -> data.articles */
export const articleListOptions = (query: TContentListQuery) =>
  queryOptions({
    queryKey: ['articles', 'list', query] as const,
    queryFn: ({ signal }) =>
      apiFetch<TArticleList>('/articles', { query: { ...query }, signal }).then((d) => d.articles),
  });

/** GET /api/banners?query -> data.banners (visitors get the active ones only). */
export const bannerListOptions = (query: TContentListQuery) =>
  queryOptions({
    queryKey: ['banners', 'list', query] as const,
    queryFn: ({ signal }) =>
      apiFetch<TBannerList>('/banners', { query: { ...query }, signal }).then((d) => d.banners),
  });

/** An article's title in a language, English when that one is empty. */
export const articleTitle = (a: TArticle, lang: TLanguage) => a[`${lang}Title`] || a.enTitle;
/** An article's sanitised HTML in a language, English when that one is empty. */
export const articleText = (a: TArticle, lang: TLanguage) => a[`${lang}Text`] || a.enText;

/** A banner's text (title, subtitle, button) in a language, English when that one is empty. */
export const bannerText = (b: TBanner, lang: TLanguage, part: 'Text' | 'Subtitle' | 'Button' = 'Text') =>
  b[`${lang}${part}`] || b[`en${part}`];
