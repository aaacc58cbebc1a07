import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A route that failed to load or render (e.g. a page chunk missing after a new release). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="pk-route-error">
      <Result
        status={notFound ? '404' : '500'}
        title={notFound ? t('notFound.title') : t('routeError.title')}
        subTitle={notFound ? t('notFound.text') : t('routeError.text')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>,
          <Button key="home" href="/">
            {t('actions.backHome')}
          </Button>,
        ]}
      />
    </main>
  );
}
