import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

export default function OpportunitiesPage() {
  const { t } = useTranslation('public');
  usePageTitle('public:opportunities.title');
  return (
    <SoonSection
      title={t('opportunities.title')}
      lead={t('opportunities.lead')}
      soon={t('opportunities.soon')}
    />
  );
}
