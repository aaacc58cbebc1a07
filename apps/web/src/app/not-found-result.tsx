import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "page not found" message (404) with the way back that fits where it is shown. */
export function NotFoundResult({ action }: { action: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="404"
      title={<h1 className="pk-result-title">{t('notFound.title')}</h1>}
      subTitle={t('notFound.text')}
      extra={action}
    />
  );
}
