import { useTranslation } from 'react-i18next';
import { SoonSection } from '../components/soon-section.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

/** Pages of later areas (job and training details, the intern's own pages, the mobile survey). */
export default function UpcomingPage() {
  const { t } = useTranslation('public');
  usePageTitle('public:upcoming.title');
  return <SoonSection title={t('upcoming.title')} lead={t('upcoming.lead')} soon={t('upcoming.soon')} />;
}
