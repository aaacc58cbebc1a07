import { useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import { ArrowLeftOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCurrentMentorship, type TMentorship } from '@praktika/contracts/mentoring';
import { mentorshipsResource } from '../api/mentoring.ts';
import { useMentorRecord } from '../../../entities/people/api.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { DetailSection, Facts } from '../../../entities/people/person-detail.tsx';
import { AssignInternDialog } from './assign-intern-dialog.tsx';
import { MentorshipActions } from './mentorship-actions.tsx';
import {
  AssignedByCell,
  MentorshipStatusTag,
  ProgressCell,
  internshipDates,
  languageNames,
  mentorAdminPath,
  personName,
} from './mentor-admin-parts.tsx';
import '../../../entities/people/person-detail.css';
import './mentor-admin.css';

/** Current first (newest first), then past (most recently ended first). */
export function orderMentorships(list: readonly TMentorship[]) {
  const newest = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');
  const current = list.filter((m) => isCurrentMentorship(m.status));
  const past = list.filter((m) => !isCurrentMentorship(m.status));
  return {
    current: [...current].sort((a, b) => newest(a.createdAt, b.createdAt)),
    past: [...past].sort((a, b) => newest(a.endedAt ?? a.createdAt, b.endedAt ?? b.createdAt)),
  };
}

function MentorshipItems({ items, empty }: { items: TMentorship[]; empty: string }) {
  const { t } = useTranslation('mentorAdmin');
  if (!items.length) return <p className="pk-ma-muted">{empty}</p>;
  return (
    <ul className="pk-ma-list">
      {items.map((m) => (
        <li key={m._id} className="pk-ma-item" data-testid="mentorship-item">
          <div className="pk-ma-item-main">
            <Link to={mentorAdminPath.intern(m.intern._id)} className="pk-ma-item-title">
              {personName(m.intern)}
            </Link>
            <span>
              {t('mentor.internship', {
                internship: m.application.title,
                organisation: m.application.business.businessName,
              })}
            </span>
            <span className="pk-ma-muted">
              {internshipDates(m.application, t)}
              {m.endedAt ? ` · ${t('statuses.ENDED')} ${formatDate(m.endedAt)}` : ''}
            </span>
            <div className="pk-ma-item-tags">
              <MentorshipStatusTag status={m.status} />
              <ProgressCell progress={m.progress} />
              <AssignedByCell mentorship={m} />
            </div>
          </div>
          <MentorshipActions mentorship={m} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/internsAssigned/:id (admins; the mentor's id): the mentor's header (e-mail, approval, availability,
 * languages, load), their mentorships (current first, then past) with progress and Reassign / End / Open, and
 * "Assign an intern" (from the waiting list or any intern with a running internship).
 */
export function InternsAssignedPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['mentorAdmin', 'dashboard']);
  const lang = useLanguage();
  const mentor = useMentorRecord(id);
  const list = mentorshipsResource.useList({ mentor: id, pagination: false });
  const [assigning, setAssigning] = useState(false);

  const back = (
    <LinkButton to="/dashboard/mentorshipsList" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('mentor.back')}
    </LinkButton>
  );
  if (mentor.isPending) return <PageLoader />;
  if (mentor.isError)
    return (
      <div className="pk-dash-page pk-users-detail">
        {back}
        <ListError error={mentor.error} onRetry={() => void mentor.refetch()} />
      </div>
    );
  const m = mentor.data;
  const name = `${m.mentorName} ${m.mentorSurname}`;
  const full = m.mentorNumberOfInterns >= m.mentorMaxInterns;
  const { current, past } = orderMentorships(list.data?.docs ?? []);

  return (
    <div className="pk-dash-page pk-users-detail">
      {back}
      <h1 className="pk-dash-h1">{t('mentor.title', { name })}</h1>
      <div className="pk-ma-mentor-head">
        <Tag className={`pk-ma-tag ${m.mentorApprovedByAdmin ? 'pk-ma-tag-ok' : 'pk-ma-tag-wait'}`}>
          {t(m.mentorApprovedByAdmin ? 'mentor.approved' : 'mentor.notApproved')}
        </Tag>
        <Tag className={`pk-ma-tag ${full ? 'pk-ma-tag-off' : 'pk-ma-tag-muted'}`} data-testid="mentor-load">
          {t('mentor.loadValue', { count: m.mentorNumberOfInterns, max: m.mentorMaxInterns })}
        </Tag>
        <LinkButton to={mentorAdminPath.mentorProfile(m._id)} icon={<UserOutlined aria-hidden />}>
          {t('mentor.profile')}
        </LinkButton>
      </div>
      <DetailSection title={name}>
        <Facts
          items={[
            [t('mentor.email'), m.email],
            [t('mentor.approval'), m.mentorApprovedByAdmin ? t('mentor.approved') : t('mentor.notApproved')],
            [t('mentor.availability'), t(`availability.${m.mentorAvailability}`)],
            [t('mentor.languages'), languageNames(m.mentorLanguages, lang)],
            [
              t('mentor.load'),
              t('mentor.loadValue', { count: m.mentorNumberOfInterns, max: m.mentorMaxInterns }),
            ],
          ]}
        />
      </DetailSection>
      <section className="pk-card pk-users-section" aria-labelledby="pk-ma-current">
        <div className="pk-ma-section-head">
          <h2 id="pk-ma-current" className="pk-users-h2">
            {t('mentor.current')}
          </h2>
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden />}
            disabled={full || !m.mentorApprovedByAdmin}
            onClick={() => setAssigning(true)}
          >
            {t('mentor.assignIntern')}
          </Button>
        </div>
        {!m.mentorApprovedByAdmin ? (
          <Alert type="info" showIcon title={t('mentor.notApprovedNote')} />
        ) : (
          full && <Alert type="info" showIcon title={t('mentor.full')} />
        )}
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <PageLoader />
        ) : (
          <MentorshipItems items={current} empty={t('mentor.noCurrent')} />
        )}
      </section>
      {list.isSuccess && (
        <section className="pk-card pk-users-section" aria-labelledby="pk-ma-past">
          <h2 id="pk-ma-past" className="pk-users-h2">
            {t('mentor.past')}
          </h2>
          <MentorshipItems items={past} empty={t('mentor.noPast')} />
        </section>
      )}
      {assigning && <AssignInternDialog mentor={{ _id: m._id, name }} onClose={() => setAssigning(false)} />}
    </div>
  );
}
