import { useState } from 'react';
import { Empty, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import { MENTOR_MAX_INTERNS, type TMentorship } from '@praktika/contracts/mentoring';
import { mentorshipsResource } from '../api/mentoring.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { PersonPhoto } from '../components/mentor-card.tsx';
import { MentorshipProgress } from '../components/mentorship-progress.tsx';
import { MentorshipStatusTag, personName } from '../components/mentoring-view.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { AnswerButtons, useMentorshipAnswer, type TMentorshipAnswer } from './answer-mentorship.tsx';
import { WaitingInterns } from './waiting-interns.tsx';
import './mentor-mentoring.css';

/** The mentorship's page of a mentor (or an admin). */
export const mentorshipDetailPath = (id: string) => `/dashboard/mentorshipDetail/${encodeURIComponent(id)}`;

/** "DD/MM/YYYY – DD/MM/YYYY" of the internship ('—' for a missing date). */
export const internshipDates = (a: TMentorship['application']) =>
  `${a.startDate ? displayDate(a.startDate) : '—'} – ${a.endDate ? displayDate(a.endDate) : '—'}`;

function MentorshipItem({ m, onAnswer }: { m: TMentorship; onAnswer?: (a: TMentorshipAnswer) => void }) {
  const { t } = useTranslation('mentoring');
  const name = personName(m.intern);
  return (
    <li className="pk-card pk-myinterns-item" data-testid={`mentorship-${m._id}`}>
      <PersonPhoto person={m.intern} size={56} />
      <div className="pk-myinterns-body">
        <h3 className="pk-myinterns-name">
          <Link to={mentorshipDetailPath(m._id)}>{name}</Link>
        </h3>
        <MentorshipStatusTag status={m.status} />
        <p className="pk-mentoring-muted">
          {t('myInterns.internship', {
            title: m.application.title,
            business: m.application.business.businessName,
          })}
        </p>
        <p className="pk-mentoring-muted">
          {t('myInterns.dates')}: {internshipDates(m.application)}
        </p>
        {m.status === 'ACTIVE' && <MentorshipProgress progress={m.progress} compact />}
        <div className="pk-mentoring-actions">
          {m.status === 'PENDING' && onAnswer && <AnswerButtons m={m} onAnswer={onAnswer} />}
          <Link to={mentorshipDetailPath(m._id)} aria-label={t('myInterns.detailsLabel', { name })}>
            {t('myInterns.details')}
          </Link>
        </div>
      </div>
    </li>
  );
}

function MentorshipList({
  mentorId,
  past,
  onAnswer,
}: {
  mentorId: string;
  past: boolean;
  onAnswer?: (a: TMentorshipAnswer) => void;
}) {
  const { t } = useTranslation('mentoring');
  const list = mentorshipsResource.useList({
    mentor: mentorId,
    status: past ? ['ENDED', 'DECLINED'] : ['PENDING', 'ACTIVE'],
    page: 1,
    limit: past ? 100 : MENTOR_MAX_INTERNS * 2,
  });
  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton active />;
  // waiting for an answer first
  const docs = [...list.data.docs].sort(
    (a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'),
  );
  return (
    <>
      {!past && (
        <p className="pk-myinterns-capacity" data-testid="capacity">
          {t('myInterns.capacity', { count: docs.length, max: MENTOR_MAX_INTERNS })}
        </p>
      )}
      {docs.length === 0 ? (
        <Empty description={past ? t('myInterns.pastNone') : t('myInterns.none')} />
      ) : (
        <ul className="pk-myinterns-list">
          {docs.map((m) => (
            <MentorshipItem key={m._id} m={m} onAnswer={onAnswer} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /dashboard/myinterns (mentors): the interns assigned to the mentor, those waiting for an answer on top with
 * Accept and Decline (each confirmed), the active ones with their organisation, internship dates and meeting
 * progress, how many of the five places are taken; ended and declined mentorships under "Past". Each opens
 * mentorshipDetail/:id. "Waiting interns" (issue 17): the waiting list's interns sharing a language, to invite.
 */
export function MyInternsPage() {
  const { t } = useTranslation('mentoring');
  const session = useSession();
  usePageTitle('mentoring:myInterns.title');
  const { ask, dialog } = useMentorshipAnswer();
  const [tab, setTab] = useState('current');
  const mentorId = session?.id ?? '';

  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">{t('myInterns.title')}</h1>
      <p className="pk-mentoring-muted pk-myinterns-lead">{t('myInterns.lead')}</p>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'current',
            label: t('myInterns.current'),
            children: <MentorshipList mentorId={mentorId} past={false} onAnswer={ask} />,
          },
          {
            key: 'past',
            label: t('myInterns.past'),
            children: <MentorshipList mentorId={mentorId} past />,
          },
          {
            key: 'waiting',
            label: t('waiting.tab'),
            children: <WaitingInterns />,
          },
        ]}
      />
      {dialog}
    </div>
  );
}
