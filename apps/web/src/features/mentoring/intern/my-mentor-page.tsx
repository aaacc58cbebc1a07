import { Empty, Skeleton } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentMentorship, useMentorshipMeetings } from '../api/mentoring.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { sessionEndReason, useSession } from '../../../shared/lib/session.ts';
import { MentorCard } from '../components/mentor-card.tsx';
import { MentorshipFilesLinks } from '../components/mentorship-files-links.tsx';
import { MeetingList } from '../components/meeting-list.tsx';
import { sortMeetings } from '../components/mentoring-view.tsx';
import { MentorshipProgress } from '../components/mentorship-progress.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageIntro } from '../../../shared/ui/page-intro.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { Invitations } from './invitations.tsx';

function MyMentor({ internId }: { internId: string }) {
  const { t } = useTranslation('mentoring');
  const current = useCurrentMentorship(internId);
  const mentorship = current.data ?? undefined;
  const meetings = useMentorshipMeetings(mentorship?._id);

  if (current.isError) return <ListError error={current.error} onRetry={() => void current.refetch()} />;
  if (current.data === undefined)
    return (
      <div className="pk-card" aria-busy="true">
        <Skeleton active />
      </div>
    );
  if (!mentorship)
    return (
      <div className="pk-mentoring-stack">
        {/* a mentor may have invited the intern from the waiting list (issue 17) */}
        <Invitations internId={internId} />
        <div className="pk-card" data-testid="no-mentor">
          <Empty description={t('myMentor.empty')}>
            <p className="pk-mentoring-muted">{t('myMentor.emptyHint')}</p>
            <LinkButton to="/internship" type="primary">
              {t('myMentor.toInternship')}
            </LinkButton>
          </Empty>
        </div>
      </div>
    );

  return (
    <div className="pk-mentoring-stack">
      <MentorCard mentor={mentorship.mentor} status={mentorship.status} />
      <section className="pk-card" aria-labelledby="pk-my-mentor-report">
        <h2 id="pk-my-mentor-report" className="pk-mentoring-h2">
          {t('myMentor.report')}
        </h2>
        <MentorshipProgress progress={mentorship.progress} />
      </section>
      <section className="pk-card" aria-labelledby="pk-my-mentor-meetings">
        <h2 id="pk-my-mentor-meetings" className="pk-mentoring-h2">
          {t('myMentor.meetings')}
        </h2>
        {meetings.isError ? (
          <ListError error={meetings.error} onRetry={() => void meetings.refetch()} />
        ) : (
          <MeetingList meetings={sortMeetings(meetings.data ?? [])} loading={!meetings.data} hideAttendees />
        )}
      </section>
      <MentorshipFilesLinks mentorship={mentorship} viewer={{ id: internId, role: 'intern' }} />
    </div>
  );
}

/**
 * /myMentor: the intern's current mentor (card with the status: waiting for the mentor to confirm, or active), the
 * progress report of the meetings, the meetings themselves, and the shared files and links; without one, the
 * invitations mentors sent from the waiting list, to accept or decline (issue 17). A visitor signs in and
 * comes back; staff go to their dashboard; an intern without a current mentor is pointed to /internship.
 */
export default function MyMentorPage() {
  const { t } = useTranslation('mentoring');
  const session = useSession();
  const location = useLocation();
  usePageTitle('mentoring:myMentor.title');
  if (!session) {
    const reason = sessionEndReason();
    if (reason === 'logout' || reason === 'expired') return <PageLoader />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.role !== 'intern') return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageIntro title={t('myMentor.title')} lead={t('myMentor.lead')} />
      <div className="pk-container pk-section">
        <MyMentor internId={session.id} />
      </div>
    </>
  );
}
