import { useState } from 'react';
import { Alert, DatePicker } from 'antd';
import {
  BankOutlined,
  FileDoneOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../shared/lib/format.ts';

const COUNTS = [
  { key: 'interns', icon: <UserOutlined aria-hidden /> },
  { key: 'businesses', icon: <BankOutlined aria-hidden /> },
  { key: 'mentors', icon: <TeamOutlined aria-hidden /> },
  { key: 'applications', icon: <FileDoneOutlined aria-hidden /> },
  { key: 'jobs', icon: <SolutionOutlined aria-hidden /> },
  { key: 'trainings', icon: <ReadOutlined aria-hidden /> },
] as const;

/** One end of the period: a labelled day picker that always holds a day (it cannot be cleared). */
function DayField({
  id,
  label,
  value,
  onChange,
  disabledDate,
}: {
  id: string;
  label: string;
  value: Dayjs;
  onChange: (day: Dayjs) => void;
  disabledDate?: (day: Dayjs) => boolean;
}) {
  return (
    <div className="pk-field">
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        value={value}
        format={DATE_FORMAT}
        allowClear={false}
        disabledDate={disabledDate}
        onChange={(d) => d && onChange(d)}
      />
    </div>
  );
}

/**
 * The administrator's landing page: start and end dates (both today by default) and the six count cards.
 * There is no reports API yet, so the cards say so instead of showing numbers.
 */
export function AdminStatisticsPage() {
  const { t } = useTranslation('dashboard');
  const [start, setStart] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [end, setEnd] = useState<Dayjs>(() => dayjs().startOf('day'));
  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">{t('statistics.title')}</h1>
      <div className="pk-card pk-stats-filters" role="group" aria-label={t('statistics.period')}>
        <DayField
          id="stats-start"
          label={t('statistics.start')}
          value={start}
          onChange={(d) => {
            setStart(d);
            if (d.isAfter(end)) setEnd(d);
          }}
        />
        <DayField
          id="stats-end"
          label={t('statistics.end')}
          value={end}
          onChange={setEnd}
          disabledDate={(d) => d.isBefore(start, 'day')}
        />
      </div>
      <Alert
        className="pk-dash-note"
        type="info"
        showIcon
        title={t('statistics.noteTitle')}
        description={t('statistics.note')}
      />
      <ul className="pk-count-cards" aria-label={t('statistics.countsLabel')}>
        {COUNTS.map((c) => (
          <li key={c.key} className="pk-card pk-count-card">
            <span className="pk-count-icon">{c.icon}</span>
            <span className="pk-count-label">{t(`statistics.counts.${c.key}`)}</span>
            <span className="pk-count-value">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('statistics.noValue')}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
