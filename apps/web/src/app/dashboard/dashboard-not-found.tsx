import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../shared/ui/link-button.tsx';

export function DashboardNotFound() {
  const { t } = useTranslation('common');
  const td = useTranslation('dashboard').t;
  return (
    <div className="pk-dash-page">
      <Result
        status="404"
        title={<h1 className="pk-result-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={
          <LinkButton to="/dashboard" type="primary">
            {td('section.back')}
          </LinkButton>
        }
      />
    </div>
  );
}
