import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAccountType } from '@praktika/contracts/common';

/** The reset link is expired or unusable: say so and offer a new request. */
export function ExpiredLink({ type }: { type: TAccountType }) {
  const { t } = useTranslation('auth');
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('reset.expired')}
      description={
        <Link to="/forgot-user-password" state={{ type }}>
          {t('reset.requestNew')}
        </Link>
      }
    />
  );
}
