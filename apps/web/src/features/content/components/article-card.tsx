import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TArticle } from '@praktika/contracts/articles';
import type { TLanguage } from '@praktika/contracts/common';
import { articleText, articleTitle } from '../api/public-content.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { plainExcerpt } from '../../../shared/ui/rich-text.tsx';
import './article-card.css';

/**
 * An article in a list (the /articles page, the home page's latest articles): photo, type, date, title linking to
 * /articles/:id and a short plain-text excerpt in the current language. The photo is decorative here (the title
 * beside it names the article); the article page gives it its alt text.
 */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
}: {
  article: TArticle;
  lang: TLanguage;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('articles');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="pk-card pk-article-card">
      {article.photo ? (
        <img className="pk-article-card-photo" src={article.photo.url} alt="" loading="lazy" />
      ) : (
        <div className="pk-article-card-photo is-empty" aria-hidden />
      )}
      <div className="pk-article-card-body">
        <div className="pk-article-meta">
          <span className="pk-article-type">{t(`articles:types.${article.type}`)}</span>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </div>
        <Heading className="pk-article-card-title">
          <Link to={`/articles/${article._id}`}>{articleTitle(article, lang)}</Link>
        </Heading>
        <p className="pk-article-card-excerpt">{plainExcerpt(articleText(article, lang))}</p>
      </div>
    </article>
  );
}
