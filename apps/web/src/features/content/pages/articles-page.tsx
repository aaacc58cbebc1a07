import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES, type TArticleType } from '@praktika/contracts/articles';
import { articlesResource, type TArticleQueryWeb } from '../api/articles.ts';
import { useListUrlState } from '../../../shared/admin/use-list-url-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { CardList } from '../components/card-list.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import '../articles.css';

/** Articles per page of /articles. */
export const ARTICLES_PAGE_SIZE = 9;

const isType = (v: string): v is TArticleType => (ARTICLE_TYPES as readonly string[]).includes(v);

/**
 * /articles: news, stories, events and announcements for everyone, newest first, as cards (photo, type, date,
 * title, a plain-text excerpt in the current language). The type filter and the page live in the URL.
 */
export default function ArticlesPage() {
  const { t } = useTranslation('articles');
  usePageTitle('articles:title');
  const lang = useLanguage();
  const url = useListUrlState({ sizes: [ARTICLES_PAGE_SIZE], defaultSize: ARTICLES_PAGE_SIZE });
  const { page, patch } = url;
  const rawType = url.text('type');
  const type = isType(rawType) ? rawType : undefined;

  const query: TArticleQueryWeb = { page, limit: ARTICLES_PAGE_SIZE, ...(type ? { type } : {}) };
  const list = articlesResource.useList(query);

  return (
    <>
      <PageIntro title={t('articles:title')} lead={t('articles:lead')} />
      <div className="pk-container pk-section">
        <div className="pk-articles-filters" role="search" aria-label={t('articles:filters')}>
          <Select
            allowClear
            className="pk-articles-type"
            value={type}
            placeholder={t('articles:allTypes')}
            aria-label={t('articles:type')}
            onChange={(v: TArticleType | undefined) => patch({ type: v })}
            options={ARTICLE_TYPES.map((value) => ({ value, label: t(`articles:typesPlural.${value}`) }))}
          />
        </div>
        <CardList
          list={list}
          classNames={{ loading: 'pk-articles-loading', list: 'pk-article-list', pages: 'pk-articles-pages' }}
          empty={t('articles:empty')}
          pageSize={ARTICLES_PAGE_SIZE}
          onPage={(p) => patch({ page: p })}
          renderItem={(a) => (
            <li key={a._id}>
              <ArticleCard article={a} lang={lang} />
            </li>
          )}
        />
      </div>
    </>
  );
}
