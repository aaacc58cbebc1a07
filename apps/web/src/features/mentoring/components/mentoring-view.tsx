import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMeeting, TMentorshipStatus } from '@praktika/contracts/mentoring';

/** "Name Lastname" of a mentorship's person (mentor, intern, attendee). */
export const personName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();

const STATUS_COLORS: Record<TMentorshipStatus, string> = {
  PENDING: 'gold',
  ACTIVE: 'green',
  DECLINED: 'default',
  ENDED: 'default',
  INVITED: 'blue',
};

/** A mentorship's status as a coloured tag (PENDING reads "Waiting for the mentor to confirm"). */
export function MentorshipStatusTag({ status }: { status: TMentorshipStatus }) {
  const { t } = useTranslation('mentoring');
  return (
    <Tag color={STATUS_COLORS[status]} className="pk-mentoring-tag" data-testid="mentorship-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/**
 * A mentorship's meetings as its pages list them: upcoming ones first (soonest first), then the held and cancelled
 * ones (latest first).
 */
export function sortMeetings(meetings: readonly TMeeting[]): TMeeting[] {
  const upcoming = (m: TMeeting) => (m.state === 'UPCOMING' ? 0 : 1);
  return [...meetings].sort(
    (a, b) =>
      upcoming(a) - upcoming(b) ||
      (a.state === 'UPCOMING'
        ? a.startDate.localeCompare(b.startDate)
        : b.startDate.localeCompare(a.startDate)),
  );
}
