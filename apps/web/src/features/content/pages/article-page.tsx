import { Spin, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { articlesResource } from '../api/articles.ts';
import { articleText, articleTitle } from '../api/public-content.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import '../articles.css';

/**
 * /articles/:id: one article for everyone (GET /api/articles/:id): title, type, date, the photo (its alt text is
 * the title) and the sanitised rich text in the current language.
 */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('articles');
  const lang = useLanguage();
  const detail = articlesResource.useOne(id);
  const a = detail.data;
  const title = a ? articleTitle(a, lang) : '';
  usePageTitle(a ? 'articles:pageTitle' : 'articles:title', { title });

  const back = (
    <LinkButton to="/articles" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('articles:back')}
    </LinkButton>
  );

  if (detail.isError)
    return (
      <>
        <PageIntro title={t('articles:title')} />
        <div className="pk-container pk-section">
          <ListError error={detail.error} onRetry={() => void detail.refetch()} />
          <div className="pk-article-back">{back}</div>
        </div>
      </>
    );
  if (!a)
    return (
      <div className="pk-container pk-section pk-articles-loading">
        <Spin />
      </div>
    );

  const langAttr = lang === 'sr' ? 'sr-Latn' : lang;
  return (
    <>
      <PageIntro title={title}>
        <div className="pk-article-meta is-intro">
          <Tag>{t(`articles:types.${a.type}`)}</Tag>
          <span>
            {t('articles:published')} <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
          </span>
        </div>
      </PageIntro>
      <div className="pk-container pk-section">
        <article className="pk-card pk-article" aria-label={title}>
          {a.photo && <img className="pk-article-photo" src={a.photo.url} alt={title} />}
          <RichText html={articleText(a, lang)} lang={langAttr} className="pk-article-text" />
        </article>
        <div className="pk-article-back">{back}</div>
      </div>
    </>
  );
}
