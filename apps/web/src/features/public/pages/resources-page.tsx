import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';

export default function ResourcesPage() {
  const { t } = useTranslation('public');
  return <SoonSection title={t('resources.title')} lead={t('resources.lead')} soon={t('resources.soon')} />;
}
