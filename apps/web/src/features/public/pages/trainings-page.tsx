import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';

export default function TrainingsPage() {
  const { t } = useTranslation('public');
  return <SoonSection title={t('trainings.title')} lead={t('trainings.lead')} soon={t('trainings.soon')} />;
}
