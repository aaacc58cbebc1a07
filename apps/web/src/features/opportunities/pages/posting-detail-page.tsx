import { Alert, Skeleton, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useUrlParams } from '../../../shared/admin/use-list-url-state.ts';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ENGAGEMENT_MONTHS, type TOpportunityKind } from '@praktika/contracts/opportunities';
import { displayDate } from '@praktika/contracts/dates';
import { opportunityResource, opportunitySpots, opportunityTitle } from '../api/opportunities.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ApplicantsTab } from '../components/applicants-tab.tsx';
import { MatchesTab } from '../components/matches-tab.tsx';
import { PostingStatus } from '../components/posting-status.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import '../postings.css';

type TTab = 'applicants' | 'matches';

/**
 * /dashboard/jobs/:id and /dashboard/trainings/:id: one posting's applicants (filters, actions) and its matched
 * interns (invite), as two tabs (`tab=matches` in the URL for the second).
 */
export function PostingDetailPage({ kind }: { kind: TOpportunityKind }) {
  const { t } = useTranslation(['postings', 'dashboard']);
  const { id = '' } = useParams();
  const [params, update] = useUrlParams();
  const tab: TTab = params.get('tab') === 'matches' ? 'matches' : 'applicants';
  const posting = opportunityResource(kind).useOne(id);
  const listPath = kind === 'JOB' ? '/dashboard/jobs' : '/dashboard/trainings';
  const title = posting.data ? opportunityTitle(posting.data) : t('dashboard:sections.jobApplications');
  const engagementMonths =
    posting.data && 'lengthOfEngagement' in posting.data
      ? posting.data.lengthOfEngagement
      : DEFAULT_ENGAGEMENT_MONTHS;

  return (
    <div className="pk-dash-page pk-postings">
      <Link to={listPath} className="pk-postings-back">
        <ArrowLeftOutlined aria-hidden /> {t(kind === 'JOB' ? 'postings:backJobs' : 'postings:backTrainings')}
      </Link>
      {posting.isError ? (
        <ListError error={posting.error} onRetry={() => void posting.refetch()} />
      ) : posting.isPending ? (
        <Skeleton active title aria-busy="true" />
      ) : (
        <>
          <h1 className="pk-dash-h1">{title}</h1>
          <div className="pk-postings-summary">
            <PostingStatus posting={posting.data} />
            <span>{t('postings:deadline', { date: displayDate(posting.data.deadline) })}</span>
            <span>
              {t('postings:acceptedOf', {
                count: posting.data.acceptedCount,
                spots: opportunitySpots(posting.data),
              })}
            </span>
            <span>{posting.data.business.businessName}</span>
            <VerifiedBadge verified={posting.data.business.verified} />
          </div>
          {posting.data.business.verified === false && (
            <Alert
              type="warning"
              showIcon
              title={t('postings:unverified.title')}
              description={t('postings:unverified.text')}
              className="pk-postings-closed"
              data-testid="unverified-host-alert"
            />
          )}
          {!posting.data.recruitmentOpen && (
            <Alert
              type="info"
              showIcon
              title={t('postings:recruitmentClosed')}
              className="pk-postings-closed"
            />
          )}
          <Tabs
            activeKey={tab}
            onChange={(key) =>
              update((next) => {
                if (key === 'matches') next.set('tab', 'matches');
                else next.delete('tab');
              })
            }
            items={[
              {
                key: 'applicants',
                label: t('postings:tabs.applicants'),
                children: <ApplicantsTab kind={kind} postingId={id} engagementMonths={engagementMonths} />,
              },
              {
                key: 'matches',
                label: t('postings:tabs.matches'),
                children: (
                  <MatchesTab
                    kind={kind}
                    postingId={id}
                    open={posting.data.recruitmentOpen}
                    hostVerified={posting.data.business.verified}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}

export const JobDetailPage = () => <PostingDetailPage kind="JOB" />;
export const TrainingDetailPage = () => <PostingDetailPage kind="TRAINING" />;
