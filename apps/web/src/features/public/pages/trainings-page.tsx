import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

export default function TrainingsPage() {
  const { t } = useTranslation('public');
  usePageTitle('public:trainings.title');
  return <SoonSection title={t('trainings.title')} lead={t('trainings.lead')} soon={t('trainings.soon')} />;
}
