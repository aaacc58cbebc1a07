import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';
import { NotFoundResult } from './not-found-result.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle('common:notFound.title');
  const navigate = useNavigate();
  return (
    <div className="pk-container pk-section">
      <NotFoundResult
        action={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
