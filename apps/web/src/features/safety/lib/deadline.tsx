import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TRedFlag } from '@praktika/contracts/safety';
import { formatDateTime } from '../../../shared/lib/format.ts';

const HOUR_MS = 3_600_000;

/**
 * How far a red flag's response deadline is from `now`, in the unit a person reads at a glance: whole days from
 * two days on, whole hours from one hour, otherwise "under an hour". `overdue` when the deadline has passed.
 */
export function timeToDeadline(
  respondBy: string,
  now: number,
): { overdue: boolean; unit: 'days' | 'hours' | 'underHour'; count: number } {
  const diff = Date.parse(respondBy) - now;
  const overdue = diff <= 0;
  const hours = Math.floor(Math.abs(diff) / HOUR_MS);
  if (hours >= 48) return { overdue, unit: 'days', count: Math.floor(hours / 24) };
  if (hours >= 1) return { overdue, unit: 'hours', count: hours };
  return { overdue, unit: 'underHour', count: 0 };
}

/** The time now, read again every minute (the labels move while the list stays open). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The admins' "answer by" cell of a red flag: the time left (or how long it is overdue, in red), with the deadline's
 * date and time as its title; nothing for a resolved flag (it has no deadline).
 */
export function RespondByCell({ flag }: { flag: TRedFlag }) {
  const { t } = useTranslation('engagements');
  const now = useMinuteClock();
  if (!flag.respondBy) return <span aria-label={t('redFlags.deadline.none')}>—</span>;
  const left = timeToDeadline(flag.respondBy, now);
  const overdue = flag.overdue ?? left.overdue;
  const text = t(`redFlags.deadline.${overdue ? 'overdue' : 'left'}.${left.unit}`, { count: left.count });
  const title = t('redFlags.deadline.at', { date: formatDateTime(flag.respondBy) });
  return overdue ? (
    <Tag color="red" title={title} data-testid="redflag-overdue">
      {text}
    </Tag>
  ) : (
    <span className="pk-nowrap" title={title}>
      {text}
    </span>
  );
}
