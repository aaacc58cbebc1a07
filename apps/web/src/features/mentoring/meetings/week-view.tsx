import dayjs from 'dayjs';
import { Button, Empty, Skeleton } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TMeeting } from '@praktika/contracts/mentoring';
import { addDays, displayDate, programmeWallClock } from '@praktika/contracts/dates';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { MeetingStateTag } from '../components/meeting-list.tsx';
import { useMeetingTime } from '../components/meeting-time.ts';

/** Phones get the week as a list of days (no sideways scroll at 320 px). */
export const WEEK_LIST_QUERY = '(max-width: 600px)';
/** The hours the grid always shows; a meeting earlier or later widens it. */
const FIRST_HOUR = 8;
const LAST_HOUR = 18;

interface Placed {
  meeting: TMeeting;
  date: string;
  hour: number;
  time: string;
}

/** Each meeting's day and hour on Priština's clock. */
function place(meetings: readonly TMeeting[]): Placed[] {
  return meetings.flatMap((meeting) => {
    const wall = programmeWallClock(meeting.startDate);
    return wall ? [{ meeting, date: wall.date, hour: Number(wall.time.slice(0, 2)), time: wall.time }] : [];
  });
}

export interface WeekViewProps {
  /** The week's Monday (YYYY-MM-DD). */
  monday: string;
  meetings: readonly TMeeting[];
  loading: boolean;
  /** Moves to the week of another Monday; `null`: this week. */
  onWeek: (monday: string | null) => void;
  /** A meeting was clicked (the edit dialog for upcoming ones). */
  onOpen: (meeting: TMeeting) => void;
}

/**
 * A week of meetings, Monday first: an hour-by-day grid on wider screens, a list of days on phones; each meeting
 * is a button (title, time, state) that opens it; previous, next and this week move the URL's `week`.
 */
export function WeekView({ monday, meetings, loading, onWeek, onOpen }: WeekViewProps) {
  const { t, i18n } = useTranslation('meetings');
  const asList = useMediaQuery(WEEK_LIST_QUERY);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const placed = place(meetings).filter((p) => days.includes(p.date));
  // dayjs's locales, not Intl: Debian's Chromium has no Albanian day names
  const weekdayOf = (date: string) => dayjs(date).locale(i18n.language).format('dddd');
  const range = t('week.range', { from: displayDate(days[0]!), to: displayDate(days[6]!) });

  const nav = (
    <div className="pk-week-nav" role="group" aria-label={t('week.navigation')}>
      <Button icon={<LeftOutlined aria-hidden />} onClick={() => onWeek(addDays(monday, -7))}>
        {t('week.previous')}
      </Button>
      <Button onClick={() => onWeek(null)}>{t('week.today')}</Button>
      <Button onClick={() => onWeek(addDays(monday, 7))}>
        {t('week.next')} <RightOutlined aria-hidden />
      </Button>
      <h2 className="pk-week-range" aria-live="polite">
        {range}
      </h2>
    </div>
  );

  if (loading)
    return (
      <>
        {nav}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );

  const chip = (p: Placed) => <MeetingChip key={p.meeting._id} placed={p} onOpen={onOpen} />;

  if (asList)
    return (
      <>
        {nav}
        <ol className="pk-week-days" aria-label={range}>
          {days.map((date) => {
            const items = placed.filter((p) => p.date === date).sort((a, b) => a.time.localeCompare(b.time));
            return (
              <li key={date} className="pk-week-day" data-day={date}>
                <h3 className="pk-week-day-name">
                  {weekdayOf(date)} <span className="pk-week-date">{displayDate(date)}</span>
                </h3>
                {items.length ? (
                  <div className="pk-week-day-items">{items.map(chip)}</div>
                ) : (
                  <p className="pk-week-none">{t('week.none')}</p>
                )}
              </li>
            );
          })}
        </ol>
      </>
    );

  const first = Math.min(FIRST_HOUR, ...placed.map((p) => p.hour));
  const last = Math.max(LAST_HOUR, ...placed.map((p) => p.hour));
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <>
      {nav}
      <div className="pk-week-grid-wrap">
        <table className="pk-week-grid">
          <caption className="sr-only">{range}</caption>
          <thead>
            <tr>
              <th scope="col" className="pk-week-hour-head">
                <span className="sr-only">{t('week.hour')}</span>
              </th>
              {days.map((date) => (
                <th key={date} scope="col">
                  <span className="pk-week-day-name">{weekdayOf(date)}</span>
                  <span className="pk-week-date">{displayDate(date).slice(0, 5)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour}>
                <th scope="row" className="pk-week-hour">
                  {`${String(hour).padStart(2, '0')}:00`}
                </th>
                {days.map((date) => (
                  <td key={date} data-day={date} data-hour={hour}>
                    {placed
                      .filter((p) => p.date === date && p.hour === hour)
                      .sort((a, b) => a.time.localeCompare(b.time))
                      .map(chip)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!placed.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('week.empty')} />}
    </>
  );
}

function MeetingChip({ placed, onOpen }: { placed: Placed; onOpen: (m: TMeeting) => void }) {
  const { t } = useTranslation('meetings');
  const timeOf = useMeetingTime();
  const m = placed.meeting;
  const when = timeOf(m.startDate, m.endDate);
  return (
    <button
      type="button"
      className={`pk-week-chip pk-week-chip-${m.state.toLowerCase()}`}
      onClick={() => onOpen(m)}
    >
      {/* the name is the visible text (time, title) followed by the day, the zone and the state for screen readers */}
      <span className="pk-week-chip-time">
        {when.time}–{when.endTime}
      </span>{' '}
      <span className="pk-week-chip-title">{m.title}</span>
      <span className="sr-only">
        , {when.weekday} {when.date} ({when.zone}){m.state === 'UPCOMING' && `, ${t('state.UPCOMING')}`}
      </span>
      {m.state !== 'UPCOMING' && <MeetingStateTag state={m.state} />}
    </button>
  );
}
