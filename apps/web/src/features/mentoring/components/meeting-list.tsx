import type { ReactNode } from 'react';
import { Empty, Skeleton, Tag } from 'antd';
import { ClockCircleOutlined, LinkOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TMeeting, TMeetingState } from '@praktika/contracts/mentoring';
import { useMeetingTime } from './meeting-time.ts';
import './meetings.css';

const STATE_COLORS: Record<TMeetingState, string> = {
  UPCOMING: 'blue',
  HELD: 'green',
  CANCELLED: 'default',
};

/** A meeting's state (Upcoming, Held, Cancelled) as a coloured tag. */
export function MeetingStateTag({ state }: { state: TMeetingState }) {
  const { t } = useTranslation('meetings');
  return (
    <Tag color={STATE_COLORS[state]} data-testid="meeting-state">
      {t(`state.${state}`)}
    </Tag>
  );
}

export const personName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();

export interface MeetingListProps {
  /** The meetings to show, in the order given. */
  meetings: readonly TMeeting[];
  /** First load: skeletons instead of the list. */
  loading?: boolean;
  /** What an empty list says (default: "No meetings yet."). */
  emptyText?: string;
  /** Show the mentor on each meeting (the intern's and the admins' views). */
  showMentor?: boolean;
  /** Hide the attendees (e.g. the intern's own view, where they are the attendee). */
  hideAttendees?: boolean;
  /** Buttons of one meeting (e.g. `<MeetingActions>`); absent: read-only. */
  actions?: (meeting: TMeeting) => ReactNode;
  /** Heading level of each meeting's title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Meetings as cards (they fit 320 px): title and state, weekday, date and time in Kosovo time with the zone
 * named, duration, attendees, the meeting link, the description and the given actions. Used by the mentor's
 * meetings page, the mentorship page and the intern's /myMentor.
 */
export function MeetingList({
  meetings,
  loading,
  emptyText,
  showMentor,
  hideAttendees,
  actions,
  headingLevel = 3,
}: MeetingListProps) {
  const { t } = useTranslation('meetings');
  const timeOf = useMeetingTime();
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!meetings.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('list.empty')} />;
  const H = `h${headingLevel}` as const;
  return (
    <ul className="pk-meeting-list" aria-label={t('list.label')}>
      {meetings.map((m) => {
        const when = timeOf(m.startDate, m.endDate);
        return (
          <li key={m._id} className="pk-meeting-card" data-testid={`meeting-${m._id}`}>
            <div className="pk-meeting-head">
              <H className="pk-meeting-title">{m.title}</H>
              <MeetingStateTag state={m.state} />
            </div>
            <p className="pk-meeting-when">
              <ClockCircleOutlined aria-hidden />{' '}
              <span className={m.state === 'CANCELLED' ? 'pk-meeting-struck' : undefined}>
                {when.weekday} {when.date}, {when.time}–{when.endTime}
              </span>{' '}
              <span className="pk-meeting-zone">({when.zone})</span>
              <span className="pk-meeting-duration">
                {' · '}
                {t('list.duration', { minutes: m.durationMinutes })}
              </span>
            </p>
            {showMentor && (
              <p className="pk-meeting-line">
                <span className="pk-meeting-label">{t('list.mentor')}:</span> {personName(m.mentor)}
              </p>
            )}
            {!hideAttendees && (
              <p className="pk-meeting-line">
                <TeamOutlined aria-hidden /> <span className="pk-meeting-label">{t('list.attendees')}:</span>{' '}
                {m.attendees.map(personName).join(', ')}
              </p>
            )}
            {m.state !== 'CANCELLED' && (
              <p className="pk-meeting-line pk-meeting-link">
                <LinkOutlined aria-hidden />{' '}
                <a href={m.link} target="_blank" rel="noopener noreferrer">
                  {t('list.join')}
                </a>{' '}
                <span className="pk-meeting-url">{m.link}</span>
              </p>
            )}
            {m.description && <p className="pk-meeting-description">{m.description}</p>}
            {actions && <div className="pk-meeting-actions">{actions(m)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
