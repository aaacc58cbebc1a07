import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

export default function ResourcesPage() {
  const { t } = useTranslation('public');
  usePageTitle('public:resources.title');
  return <SoonSection title={t('resources.title')} lead={t('resources.lead')} soon={t('resources.soon')} />;
}
