import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';

export default function OpportunitiesPage() {
  const { t } = useTranslation('public');
  return (
    <SoonSection
      title={t('opportunities.title')}
      lead={t('opportunities.lead')}
      soon={t('opportunities.soon')}
    />
  );
}
