import { Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationsResource } from '../../../entities/applications/api.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton.tsx';
import { ApplicationList } from '../components/application-card.tsx';
import { InternPage } from '../components/intern-guard.tsx';
import { CurrentEngagement } from '../components/current-engagement.tsx';
import { CertificateSlot } from '../lib/slots.ts';
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
  if (!current.data || !past.data) return <LoadingSkeleton className="pk-card" />;
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
        <CertificateSlot kind="TRAINING" />
        {past.data.docs.length === 0 ? (
          <p className="pk-muted">{t('myTrainings.nonePast')}</p>
        ) : (
          <ApplicationList applications={past.data.docs} />
        )}
      </section>
    </>
  );
}

/** /myTrainings: the intern's current and past trainings. */
export default function MyTrainingsPage() {
  return (
    <InternPage section="myTrainings">
      <Trainings />
    </InternPage>
  );
}
