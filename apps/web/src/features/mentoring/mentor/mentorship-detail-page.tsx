import { useState } from 'react';
import { Button, Drawer, Result } from 'antd';
import {
  ArrowLeftOutlined,
  CalendarOutlined,
  FileSearchOutlined,
  FlagOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import { isCurrentMentorship, type TMentorship } from '@praktika/contracts/mentoring';
import { mentorshipsResource, useAnswerMentorship, useMentorshipMeetings } from '../api/mentoring.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ApiError, readerLanguage } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { AssignmentReasons } from '../components/assignment-reasons.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MeetingList } from '../components/meeting-list.tsx';
import { InternCard, MentorCard } from '../components/mentor-card.tsx';
import { MentorshipFilesLinks, type MentoringViewer } from '../components/mentorship-files-links.tsx';
import { MentorshipProgress } from '../components/mentorship-progress.tsx';
import { MentorshipStatusTag, personName, sortMeetings } from '../components/mentoring-view.tsx';
import { ApplicationStatusTag } from '../../../entities/applications/application-status.tsx';
import { AnswerButtons, useMentorshipAnswer } from './answer-mentorship.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useToast } from '../../../shared/ui/toast.ts';
import { InternCvSlot } from '../lib/slots.ts';
import { internshipDates } from './my-interns-page.tsx';
import './mentor-mentoring.css';

/** The intern's CV as their mentor may read it (`GET /interns/:id`, the organisation's view), in a drawer. */
function CvDrawer({
  intern,
  open,
  onClose,
}: {
  intern: TMentorship['intern'];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('mentoring');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('detail.cvTitle', { name: personName(intern) })}
      size="large"
      destroyOnHidden
      className="pk-users-detail"
    >
      <InternCvSlot internId={intern._id} enabled={open} />
    </Drawer>
  );
}

function Detail({ mentorship: m, viewer }: { mentorship: TMentorship; viewer: MentoringViewer }) {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const meetings = useMentorshipMeetings(m._id);
  const answer = useAnswerMentorship();
  const navigate = useNavigate();
  // a declined intern goes back to the list: the mentorship is no longer the mentor's to work on
  const answerDialog = useMentorshipAnswer((a) => {
    if (a.type === 'DECLINE') void navigate('/dashboard/myinterns');
  });
  const [cvOpen, setCvOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  const isMentor = viewer.role === 'mentor';
  const current = isCurrentMentorship(m.status);
  const name = personName(m.intern);

  const end = () =>
    answer.mutateAsync({ id: m._id, type: 'END', emailLanguage: readerLanguage() }).then(
      () => {
        toast.success(t('detail.ended'));
        setEnding(false);
      },
      (err: unknown) => toast.apiError(err),
    );

  return (
    <>
      <div className="pk-mentorship-head">
        <h1 className="pk-dash-h1">{name}</h1>
        <MentorshipStatusTag status={m.status} />
      </div>
      {isMentor && m.status === 'PENDING' && (
        <div className="pk-card pk-mentorship-answer" role="group" aria-label={t('detail.answerLabel')}>
          <p>{t('detail.answerText', { name })}</p>
          <div className="pk-mentoring-actions">
            <AnswerButtons m={m} onAnswer={answerDialog.ask} />
          </div>
        </div>
      )}
      <div className="pk-mentoring-people">
        <InternCard
          intern={m.intern}
          actions={
            isMentor ? (
              <Button icon={<FileSearchOutlined aria-hidden />} onClick={() => setCvOpen(true)}>
                {t('detail.viewCv')}
              </Button>
            ) : (
              <LinkButton
                to={`/dashboard/internDetail/${encodeURIComponent(m.intern._id)}`}
                icon={<FileSearchOutlined aria-hidden />}
              >
                {t('detail.viewCv')}
              </LinkButton>
            )
          }
        />
        {!isMentor && <MentorCard mentor={m.mentor} />}
      </div>

      <section className="pk-card" aria-labelledby="pk-md-internship">
        <h2 id="pk-md-internship" className="pk-mentoring-h2">
          {t('detail.internship')}
        </h2>
        <dl className="pk-mentorship-facts">
          <div>
            <dt>{t('detail.organisation')}</dt>
            <dd>{m.application.business.businessName}</dd>
          </div>
          <div>
            <dt>{t('detail.internship')}</dt>
            <dd>{m.application.title}</dd>
          </div>
          <div>
            <dt>{t('detail.dates')}</dt>
            <dd>{internshipDates(m.application)}</dd>
          </div>
        </dl>
        <ApplicationStatusTag status={m.application.status as TApplicationStatus} />
      </section>

      <section className="pk-card" aria-labelledby="pk-md-reasons">
        <h2 id="pk-md-reasons" className="pk-mentoring-h2">
          {t('detail.reasons')}
        </h2>
        <AssignmentReasons mentorship={m} />
      </section>

      <section className="pk-card" aria-labelledby="pk-md-meetings">
        <div className="pk-mentorship-head">
          <h2 id="pk-md-meetings" className="pk-mentoring-h2">
            {t('myMentor.meetings')}
          </h2>
          {isMentor && m.status === 'ACTIVE' && (
            <LinkButton
              type="primary"
              icon={<CalendarOutlined aria-hidden />}
              to={`/dashboard/mentorshipMeetings?new=1&intern=${encodeURIComponent(m.intern._id)}`}
            >
              {t('detail.planMeeting')}
            </LinkButton>
          )}
        </div>
        <MentorshipProgress progress={m.progress} />
        {meetings.isError ? (
          <ListError error={meetings.error} onRetry={() => void meetings.refetch()} />
        ) : (
          <MeetingList meetings={sortMeetings(meetings.data ?? [])} loading={!meetings.data} hideAttendees />
        )}
      </section>

      <MentorshipFilesLinks mentorship={m} viewer={viewer} />

      <div className="pk-mentoring-actions">
        {current && (
          <Button
            danger
            className="pk-mentoring-danger"
            icon={<StopOutlined aria-hidden />}
            onClick={() => setEnding(true)}
          >
            {t('detail.end')}
          </Button>
        )}
        {isMentor && (
          <LinkButton
            to={`/dashboard/report?mentorship=${encodeURIComponent(m._id)}`}
            icon={<FlagOutlined aria-hidden />}
          >
            {t('detail.report')}
          </LinkButton>
        )}
      </div>

      {isMentor && <CvDrawer intern={m.intern} open={cvOpen} onClose={() => setCvOpen(false)} />}
      {answerDialog.dialog}
      <ConfirmDialog
        open={ending}
        title={t('detail.endTitle', { name })}
        text={t('detail.endText')}
        okText={t('detail.end')}
        danger
        busy={answer.isPending}
        onOk={() => void end()}
        onClose={() => setEnding(false)}
      />
    </>
  );
}

/**
 * /dashboard/mentorshipDetail/:id (the mentorship's mentor, and admins): the intern (with their CV as the mentor may
 * read it), the internship, why this mentor was assigned, the meeting progress and meetings ("Plan a meeting" opens
 * the meetings page's form for this intern), the shared files and links, "End mentorship" and "Report".
 */
export function MentorshipDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('mentoring');
  const session = useSession();
  usePageTitle('dashboard:sections.mentorshipDetail');
  const one = mentorshipsResource.useOne(id || undefined);
  const isMentor = session?.role === 'mentor';
  const back = (
    <LinkButton
      to={isMentor ? '/dashboard/myinterns' : '/dashboard/mentorshipsList'}
      type="link"
      icon={<ArrowLeftOutlined aria-hidden />}
    >
      {isMentor ? t('detail.back') : t('detail.backAdmin')}
    </LinkButton>
  );
  if (one.isPending) return <PageLoader />;
  if (one.isError || !one.data || !session)
    return (
      <div className="pk-dash-page">
        {back}
        {one.error instanceof ApiError && (one.error.status === 404 || one.error.status === 403) ? (
          <Result status="404" subTitle={t('detail.notFound')} />
        ) : (
          <ListError error={one.error} onRetry={() => void one.refetch()} />
        )}
      </div>
    );
  const viewer: MentoringViewer = { id: session.id, role: isMentor ? 'mentor' : 'admin' };
  return (
    <div className="pk-dash-page pk-mentorship-detail">
      {back}
      <Detail mentorship={one.data} viewer={viewer} />
    </div>
  );
}
