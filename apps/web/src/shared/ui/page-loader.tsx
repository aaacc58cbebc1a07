import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk or data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={fullScreen ? 'pk-loader pk-loader-full' : 'pk-loader'} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
