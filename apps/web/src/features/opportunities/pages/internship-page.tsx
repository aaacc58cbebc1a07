import { Alert, Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENGAGED_STATUSES } from '@praktika/contracts/applications';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton.tsx';
import { CurrentEngagement } from '../components/current-engagement.tsx';
import { InternPage } from '../components/intern-guard.tsx';
import { useEngagementRule } from '../lib/engagement-rule.ts';
import { CertificateSlot, MentorCardSlot, MyReportsSlot, StipendSlot } from '../lib/slots.ts';
import '../opportunities.css';

function Internship() {
  const { t } = useTranslation(['opportunities', 'errors']);
  const list = applicationsResource.useList({ type: 'JOB', status: [...ENGAGED_STATUSES], limit: 1 });
  const rule = useEngagementRule('JOB');
  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingSkeleton className="pk-card" />;
  const current = list.data.docs[0];
  // after a completed internship: the rule, and the trainings instead of "Find an internship"
  if (!current && rule === 'INTERNSHIP_COMPLETED')
    return (
      <div className="pk-mentoring-stack">
        <Alert
          type="info"
          showIcon
          data-testid="internship-completed"
          title={t('engagement.completed')}
          description={
            <>
              <p>{t('errors:INTERNSHIP_COMPLETED')}</p>
              <Link to="/opportunitiestraining">{t('engagement.findTraining')}</Link>
            </>
          }
        />
        <CertificateSlot kind="JOB" />
        <StipendSlot />
      </div>
    );
  if (!current)
    return (
      <div className="pk-card">
        <Empty description={t('engagement.none')}>
          <Link to="/opportunities">{t('engagement.find')}</Link>
        </Empty>
      </div>
    );
  return (
    <div className="pk-mentoring-stack">
      <CurrentEngagement application={current} />
      <MentorCardSlot application={current} />
      <StipendSlot />
    </div>
  );
}

/**
 * /internship: the intern's current internship (dates, host, contract), cancel with notice, report the host, and
 * for an approved or running one the mentor: ask for one, the waiting list, or the current mentor.
 */
export default function InternshipPage() {
  return (
    <InternPage section="engagement">
      <Internship />
      <MyReportsSlot />
    </InternPage>
  );
}
