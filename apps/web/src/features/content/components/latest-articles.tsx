import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { articleListOptions } from '../api/public-content.ts';
import { ArticleCard } from './article-card.tsx';
import { contentLanguage, type TLanguage } from '../../../shared/lib/languages.ts';
import { useNamespaces } from '../../../shared/lib/lazy-locales.ts';
import { LinkButton } from '../../../shared/ui/link-button.tsx';

/** How many articles the home page shows. */
export const LATEST_ARTICLES = 3;

/**
 * The home page's latest articles: the three newest as cards and a link to /articles. Nothing at all while
 * loading, on a failure or when there are none (the page reads on without a gap).
 */
export default function LatestArticles() {
  useNamespaces(['articles']); // the cards' chunk brings their texts
  const { t, i18n } = useTranslation('articles');
  const lang: TLanguage = contentLanguage(i18n.language);
  const list = useQuery(articleListOptions({ page: 1, limit: LATEST_ARTICLES }));
  const docs = list.data?.docs ?? [];
  if (!docs.length) return null;
  return (
    <section className="pk-section pk-anchor" aria-labelledby="latest-articles-title">
      <div className="pk-container">
        <div className="pk-latest-head">
          <h2 id="latest-articles-title">{t('articles:latest.title')}</h2>
          <LinkButton to="/articles">{t('articles:latest.all')}</LinkButton>
        </div>
        <ul className="pk-article-list">
          {docs.map((a) => (
            <li key={a._id}>
              <ArticleCard article={a} lang={lang} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
