import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { OpportunityList } from '../components/opportunity-list.tsx';

/** /opportunitiestraining: every open training, for everyone. */
export default function TrainingsListPage() {
  const { t } = useTranslation(['public', 'opportunities']);
  usePageTitle('public:trainings.title');
  return (
    <>
      <PageIntro title={t('public:trainings.title')} lead={t('public:trainings.lead')} />
      <div className="pk-container pk-section">
        <OpportunityList kind="TRAINING" />
      </div>
    </>
  );
}
