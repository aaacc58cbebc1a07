import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from './toast.ts';

/** Where a list could not be loaded: the translated reason and a retry button (every list screen shows it so). */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(error, t)}
      action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
    />
  );
}
