import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';

/**
 * A route that failed to load or render (e.g. a page chunk missing after a new release).
 * Plain markup on purpose: it is part of the entry, and antd's Result would bring its illustrations along.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? 'common:notFound.title' : 'common:routeError.title');
  return (
    <main className="pk-route-error">
      <div className="pk-card pk-route-error-card">
        <h1>{notFound ? t('notFound.title') : t('routeError.title')}</h1>
        <p>{notFound ? t('notFound.text') : t('routeError.text')}</p>
        <div className="pk-cta-row">
          <button
            type="button"
            className="pk-plain-button is-primary"
            onClick={() => window.location.reload()}
          >
            {t('routeError.reload')}
          </button>
          <a className="pk-plain-button" href="/">
            {t('actions.backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
