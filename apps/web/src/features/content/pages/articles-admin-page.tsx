import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES, type TArticle } from '@praktika/contracts/articles';
import {
  CollectionAdminPage,
  type CollectionColumn,
  type CollectionConfig,
} from '../../../shared/admin/collection-admin-page.tsx';
import { articlesResource, type TArticleQueryWeb } from '../api/articles.ts';
import { articleTitle } from '../api/public-content.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { ArticleForm } from '../components/article-form.tsx';
import './content-admin.css';

/** /dashboard/articles: news, stories, events and announcements, one config of the collection page. */
export const articlesAdmin: CollectionConfig<TArticle, TArticleQueryWeb> = {
  resource: articlesResource,
  policySubject: 'article',
  filters: (t) => [
    {
      type: 'enum',
      name: 'type',
      label: t('articles:fields.type'),
      options: ARTICLE_TYPES.map((value) => ({ value, label: t(`articles:types.${value}`) })),
    },
  ],
  useColumns: ({ lang, t }) => {
    const columns: CollectionColumn<TArticle>[] = [
      {
        key: 'photo',
        title: t('articles:columns.photo'),
        responsive: ['sm'],
        render: (_, a) =>
          a.photo ? (
            <img
              className="pk-admin-thumb"
              src={a.photo.url}
              alt={t('articles:columns.photoOf', { title: articleTitle(a, lang) })}
            />
          ) : (
            '—'
          ),
      },
      { key: 'title', title: t('articles:columns.title'), render: (_, a) => articleTitle(a, lang) },
      {
        key: 'type',
        title: t('articles:columns.type'),
        render: (_, a) => <Tag>{t(`articles:types.${a.type}`)}</Tag>,
      },
      {
        key: 'createdAt',
        title: t('articles:columns.createdAt'),
        responsive: ['md'],
        render: (_, a) => formatDate(a.createdAt),
      },
    ];
    return columns;
  },
  Form: ArticleForm,
  itemName: articleTitle,
  formWidth: 1200,
};

export function ArticlesAdminPage() {
  const { t } = useTranslation('dashboard');
  return <CollectionAdminPage config={articlesAdmin} title={t('sections.articles')} />;
}
