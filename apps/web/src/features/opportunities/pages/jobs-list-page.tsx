import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { OpportunityList } from '../components/opportunity-list.tsx';

/** /opportunitiesinterships: every open internship posting, for everyone (platform-core.md §2). */
export default function JobsListPage() {
  const { t } = useTranslation(['public', 'opportunities']);
  usePageTitle('public:opportunities.title');
  return (
    <>
      <PageIntro title={t('public:opportunities.title')} lead={t('public:opportunities.lead')} />
      <div className="pk-container pk-section">
        <OpportunityList kind="JOB" />
      </div>
    </>
  );
}
