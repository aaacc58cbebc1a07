import type { ReactNode } from 'react';
import {
  BankOutlined,
  FileDoneOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TStatisticsCounts } from '@praktika/contracts/reports';
import { numberFormat } from '../../../shared/lib/number-format.ts';
import { countsOptions, type Period } from '../api/reports.ts';

const COUNTS: { key: string; count: keyof TStatisticsCounts; icon: ReactNode }[] = [
  { key: 'interns', count: 'internCount', icon: <UserOutlined aria-hidden /> },
  { key: 'businesses', count: 'businessCount', icon: <BankOutlined aria-hidden /> },
  { key: 'mentors', count: 'mentorCount', icon: <TeamOutlined aria-hidden /> },
  { key: 'applications', count: 'applicationCount', icon: <FileDoneOutlined aria-hidden /> },
  { key: 'jobs', count: 'jobCount', icon: <SolutionOutlined aria-hidden /> },
  { key: 'trainings', count: 'trainingCount', icon: <ReadOutlined aria-hidden /> },
];

/**
 * The six counts of the period (`POST /api/reports/counts`), in the UI's number format; asked only when `period`
 * is given (at least one date, in order), "—" until then.
 */
export function CountCards({ period }: { period: Period | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const counts = useQuery({ ...countsOptions(period ?? {}), enabled: period !== null });
  const format = numberFormat(i18n.language);
  const data = period ? counts.data : undefined;
  return (
    <ul className="pk-count-cards" aria-label={t('statistics.countsLabel')} aria-busy={counts.isFetching}>
      {COUNTS.map((c) => (
        <li key={c.key} className="pk-card pk-count-card">
          <span className="pk-count-icon">{c.icon}</span>
          <span className="pk-count-label">{t(`statistics.counts.${c.key}`)}</span>
          <span className="pk-count-value" data-testid={`count-${c.key}`}>
            {data ? (
              format(data[c.count])
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">{t('statistics.noValue')}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
