import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle('common:notFound.title');
  const navigate = useNavigate();
  return (
    <div className="pk-container pk-section">
      <Result
        status="404"
        title={<h1 className="pk-result-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
