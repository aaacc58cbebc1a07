import { Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TApplication, TApplicationStatus } from '@praktika/contracts/applications';
import { formatDateTime } from '../../shared/lib/format.ts';
import './application-status.css';

/** The colour of each status's tag: in play blue, good news green, the end of the road grey or red. */
export const STATUS_COLORS: Record<TApplicationStatus, string> = {
  INVITED: 'purple',
  APPLIED: 'blue',
  SHORTLISTED: 'cyan',
  NOT_SHORTLISTED: 'default',
  INTERVIEW: 'geekblue',
  ACCEPTED_FOR_VALIDATION: 'gold',
  APPROVED: 'green',
  HIRED: 'green',
  EXTENDED: 'lime',
  COMPLETED: 'default',
  DECLINED: 'default',
  WITHDRAWN: 'default',
  REFUSED: 'red',
  CANCELLED: 'red',
};

/** An application's status as a coloured tag, in the current language. */
export function ApplicationStatusTag({ status }: { status: TApplicationStatus }) {
  const { t } = useTranslation('opportunities');
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The timeline's dot colour per status (antd's named colours). */
const dotColor = (status: TApplicationStatus) =>
  ['REFUSED', 'CANCELLED'].includes(status)
    ? 'red'
    : ['NOT_SHORTLISTED', 'DECLINED', 'WITHDRAWN'].includes(status)
      ? 'gray'
      : ['APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED'].includes(status)
        ? 'green'
        : 'blue';

/**
 * An application's history (its `timeline`, oldest first): each step's action and resulting status, who acted
 * (a role, never a name), when, and the note sent with it. Used by the intern's /applications, the organisation's
 * applicants and the intern detail.
 */
export function ApplicationTimeline({ timeline }: { timeline: TApplication['timeline'] }) {
  const { t } = useTranslation('opportunities');
  if (timeline.length === 0) return <p className="pk-muted">{t('timeline.empty')}</p>;
  return (
    <Timeline
      className="pk-application-timeline"
      items={timeline.map((event, i) => ({
        key: `${event.at}-${i}`,
        color: dotColor(event.status),
        title: <time dateTime={event.at}>{formatDateTime(event.at)}</time>,
        content: (
          <div className="pk-timeline-step">
            <strong>{t(`actions.${event.action}`, { defaultValue: t(`status.${event.status}`) })}</strong>
            <span className="pk-timeline-meta">
              {' '}
              · {t(`by.${event.by}`)} · {t(`status.${event.status}`)}
            </span>
            {event.note && <p className="pk-timeline-note">{event.note}</p>}
          </div>
        ),
      }))}
    />
  );
}
