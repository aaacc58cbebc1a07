import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk or data loads (plain CSS: no antd Spin in the public entry). */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={fullScreen ? 'pk-loader pk-loader-full' : 'pk-loader'} role="status" aria-live="polite">
      <span className="pk-spinner" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
