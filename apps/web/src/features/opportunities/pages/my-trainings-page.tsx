import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { ApplicationCard } from '../components/application-card.tsx';
import { InternOnly } from '../components/intern-guard.tsx';
import { CurrentEngagement } from '../components/current-engagement.tsx';
import '../opportunities.css';

function Trainings() {
  const { t } = useTranslation('opportunities');
  const current = applicationsResource.useList({ type: 'TRAINING', status: ['APPROVED'], limit: 5 });
  const past = applicationsResource.useList({
    type: 'TRAINING',
    status: ['COMPLETED', 'CANCELLED'],
    limit: 50,
  });
  const failed = current.isError ? current : past.isError ? past : null;
  if (failed) return <ListError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!current.data || !past.data)
    return (
      <div className="pk-card" aria-busy="true">
        <Skeleton active />
      </div>
    );
  return (
    <>
      <section aria-labelledby="pk-trainings-current" className="pk-engagement-section">
        <h2 id="pk-trainings-current">{t('myTrainings.current')}</h2>
        {current.data.docs.length === 0 ? (
          <div className="pk-card">
            <Empty description={t('myTrainings.noneCurrent')}>
              <Link to="/trainings">{t('myTrainings.find')}</Link>
            </Empty>
          </div>
        ) : (
          current.data.docs.map((a) => <CurrentEngagement key={a._id} application={a} />)
        )}
      </section>
      <section aria-labelledby="pk-trainings-past" className="pk-engagement-section">
        <h2 id="pk-trainings-past">{t('myTrainings.past')}</h2>
        {past.data.docs.length === 0 ? (
          <p className="pk-muted">{t('myTrainings.nonePast')}</p>
        ) : (
          <ul className="pk-app-list">
            {past.data.docs.map((a) => (
              <ApplicationCard key={a._id} application={a} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /myTrainings: the intern's current and past trainings. */
export default function MyTrainingsPage() {
  const { t } = useTranslation('opportunities');
  usePageTitle('opportunities:myTrainings.title');
  return (
    <InternOnly>
      {() => (
        <>
          <PageIntro title={t('myTrainings.title')} lead={t('myTrainings.lead')} />
          <div className="pk-container pk-section">
            <Trainings />
          </div>
        </>
      )}
    </InternOnly>
  );
}
