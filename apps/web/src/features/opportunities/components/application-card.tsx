import { useState } from 'react';
import { Button, Collapse, Modal } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import type { TApplication, TApplicationAction } from '@praktika/contracts/applications';
import { useTransition } from '../../../entities/applications/api.ts';
import {
  ApplicationStatusTag,
  ApplicationTimeline,
} from '../../../entities/applications/application-status.tsx';
import { formatDate } from '../../../shared/lib/format.ts';
import { readerLanguage } from '../../../shared/lib/api-client.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import '../../../shared/ui/dialog-footer.css';
import { interviewJoinable } from '../lib/engagement-rule.ts';
import { DETAIL_PATH } from '../lib/opportunity-view.ts';
import { OrganisationLogo } from './organisation-logo.tsx';
import { Fact } from './fact.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/** The intern's own actions, in the order the buttons show; the state machine (`actions`) decides which appear. */
export const INTERN_ACTIONS = ['acceptInvitation', 'declineInvitation', 'withdraw'] as const;
type InternAction = (typeof INTERN_ACTIONS)[number];
/** Irreversible steps are confirmed first. */
const CONFIRM: ReadonlySet<TApplicationAction> = new Set(['declineInvitation', 'withdraw']);

export const applicationTitle = (a: TApplication) => a.job?.title ?? a.training?.name ?? '';
const opportunityId = (a: TApplication) => a.job?._id ?? a.training?._id ?? '';

/**
 * One of the intern's applications: the posting (linked), the host, the status, the interview's details, the
 * engagement's dates, the buttons the state machine allows the intern (accept or decline an invitation,
 * withdraw) and the timeline.
 */
export function ApplicationCard({ application }: { application: TApplication }) {
  const { t } = useTranslation('opportunities');
  const toast = useToast();
  const move = useTransition();
  const [asking, setAsking] = useState<InternAction | null>(null);
  const title = applicationTitle(application);
  const actions = INTERN_ACTIONS.filter((a) => application.actions.includes(a));

  const run = (action: InternAction) =>
    move.mutate(
      { id: application._id, body: { action, emailLanguage: readerLanguage() } },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(t(`applications.done.${action}`));
        },
        onError: (err) => {
          setAsking(null);
          toast.apiError(err);
        },
      },
    );

  return (
    <li className="pk-card pk-app-card" data-testid="application-card" data-status={application.status}>
      <div className="pk-app-head">
        <OrganisationLogo business={application.business} size={48} />
        <div className="pk-opp-card-titles">
          <h2 className="pk-opp-card-title">
            <Link to={`${DETAIL_PATH[application.type]}/${opportunityId(application)}`}>{title}</Link>
          </h2>
          <p className="pk-opp-card-org">
            {application.business.businessName} · {t(`applications.types.${application.type}`)}
          </p>
          <VerifiedBadge verified={application.business.verified} />
        </div>
        <ApplicationStatusTag status={application.status} />
      </div>
      <dl className="pk-opp-facts">
        <Fact term={t('applications.sent')}>{formatDate(application.createdAt)}</Fact>
        {application.startDate && (
          <Fact term={t('applications.start')}>{displayDate(application.startDate)}</Fact>
        )}
        {application.endDate && <Fact term={t('applications.end')}>{displayDate(application.endDate)}</Fact>}
        {application.outcome && (
          <Fact term={t('applications.outcome')}>{t(`outcomes.${application.outcome}`)}</Fact>
        )}
      </dl>
      {application.interview && (
        <section className="pk-app-interview" aria-label={t('applications.interview')}>
          <strong>{t('applications.interview')}</strong>
          <p>
            {displayDate(application.interview.date)} {application.interview.time}
            {application.interview.place && ` · ${application.interview.place}`}
          </p>
          {/* joining makes sense only until the interview is over */}
          {application.interview.link && interviewJoinable(application) && (
            <a href={application.interview.link} target="_blank" rel="noopener noreferrer">
              {t('applications.interviewLink')}
            </a>
          )}
        </section>
      )}
      {actions.length > 0 && (
        <div className="pk-app-actions">
          {actions.map((action) => (
            <Button
              key={action}
              type={action === 'acceptInvitation' ? 'primary' : 'default'}
              danger={action === 'withdraw' || action === 'declineInvitation'}
              loading={move.isPending && move.variables?.body.action === action}
              onClick={() => (CONFIRM.has(action) ? setAsking(action) : run(action))}
            >
              {t(`applications.buttons.${action}`)}
            </Button>
          ))}
        </div>
      )}
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'timeline',
            label: t('timeline.title'),
            children: <ApplicationTimeline timeline={application.timeline} />,
          },
        ]}
      />
      <Modal
        open={asking !== null}
        title={asking ? t(`applications.confirm.${asking}Title`) : ''}
        onCancel={() => setAsking(null)}
        onOk={() => asking && run(asking)}
        okText={asking ? t(`applications.buttons.${asking}`) : ''}
        cancelText={t('applications.keep')}
        okButtonProps={{ danger: true, loading: move.isPending }}
        rootClassName="pk-danger-dialog"
        destroyOnHidden
      >
        <p>{t('applications.confirm.text', { title })}</p>
      </Modal>
    </li>
  );
}

/** Application cards as a list (the intern's applications, their past trainings); `busy` while a page loads. */
export function ApplicationList({ applications, busy }: { applications: TApplication[]; busy?: boolean }) {
  return (
    <ul className="pk-app-list" aria-busy={busy}>
      {applications.map((a) => (
        <ApplicationCard key={a._id} application={a} />
      ))}
    </ul>
  );
}
