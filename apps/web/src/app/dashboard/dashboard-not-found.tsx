import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../shared/ui/link-button.tsx';
import { NotFoundResult } from '../not-found-result.tsx';

export function DashboardNotFound() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="pk-dash-page">
      <NotFoundResult
        action={
          <LinkButton to="/dashboard" type="primary">
            {t('section.back')}
          </LinkButton>
        }
      />
    </div>
  );
}
