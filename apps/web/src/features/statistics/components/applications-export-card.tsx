import { useEffect, useRef, useState } from 'react';
import { Button, Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILTER_STATUSES } from '@praktika/contracts/applications';
import {
  EXPORT_APPLICATION_TYPES,
  type TApplicationsExportBody,
  type TExportFormat,
  type TExportJob,
} from '@praktika/contracts/reports';
import { exportApplications } from '../api/reports.ts';
import { rangeInvalid } from '../lib/statistics-url.ts';
import { DateField, PeriodFields } from './date-field.tsx';
import { ExportJobProgress, OpenedExportJob } from './export-job-progress.tsx';
import { FormatChoice, useExportRun } from './export-controls.tsx';

type TType = (typeof EXPORT_APPLICATION_TYPES)[number];
type TStatus = (typeof FILTER_STATUSES)[number];

interface CardState {
  type: TType;
  status?: TStatus;
  start?: string;
  end?: string;
  hiredFrom?: string;
}
const INITIAL: CardState = { type: 'ALL' };

/** The body of `POST /api/reports/export/applications`: only what is chosen (no status for 'choose'). */
export function applicationsExportBody(s: CardState, format: TExportFormat): TApplicationsExportBody {
  return {
    type: s.type,
    ...(s.status ? { status: s.status } : {}),
    ...(s.start ? { startDate: s.start } : {}),
    ...(s.end ? { endDate: s.end } : {}),
    ...(s.hiredFrom ? { hiredFrom: s.hiredFrom } : {}),
    format,
  };
}

/**
 * The export applications card (§2, §4): application type, status ('choose' sends none), start and end dates — or,
 * for APPROVED, the one internship start date (`hiredFrom`) — and reset. Selecting APPROVED clears the start and
 * end; picking the internship start date clears both; picking a start or end date clears it; reset sets the type
 * to ALL and clears the status and every date. A large list answers with a job: its progress, then its link.
 * `openJob` (the export-ready e-mail's `?exportJob=<id>`) shows that job's progress or link at once, scrolled into
 * view, until another export starts.
 */
export function ApplicationsExportCard({ today, openJob }: { today: string; openJob?: string }) {
  const { t } = useTranslation(['dashboard', 'opportunities']);
  const [s, setS] = useState<CardState>(INITIAL);
  const [format, setFormat] = useState<TExportFormat>('xlsx');
  const [job, setJob] = useState<TExportJob | null>(null);
  /** The linked job once another export started here (it is then no longer shown). */
  const [superseded, setSuperseded] = useState<string>();
  const opened = openJob !== superseded ? openJob : undefined;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (openJob) card.current?.scrollIntoView?.({ block: 'start' });
  }, [openJob]);
  const run = useExportRun(async () => {
    setJob(null);
    setSuperseded(openJob);
    const answer = await exportApplications(applicationsExportBody(s, format));
    if (answer.kind === 'job') setJob(answer.job);
  });
  const approved = s.status === 'APPROVED';
  const invalid = rangeInvalid(s.start, s.end);
  const typeLabel = t('dashboard:statistics.applicationsExport.type');
  const statusLabel = t('dashboard:statistics.applicationsExport.status');
  return (
    <section ref={card} className="pk-card pk-stat-apps" aria-labelledby="pk-stat-apps-title">
      <h2 id="pk-stat-apps-title" className="pk-stat-h2">
        {t('dashboard:statistics.applicationsExport.title')}
      </h2>
      <div
        className="pk-stat-filters"
        role="group"
        aria-label={t('dashboard:statistics.applicationsExport.filters')}
      >
        <div className="pk-stat-field">
          <span className="pk-stat-label">{typeLabel}</span>
          <Select<TType>
            aria-label={typeLabel}
            value={s.type}
            onChange={(type) => setS((p) => ({ ...p, type }))}
            options={EXPORT_APPLICATION_TYPES.map((type) => ({
              value: type,
              label: t(`dashboard:statistics.applicationsExport.types.${type}`),
            }))}
            className="pk-stat-select"
            data-testid="apps-type"
          />
        </div>
        <div className="pk-stat-field">
          <span className="pk-stat-label">{statusLabel}</span>
          <Select<TStatus | null>
            aria-label={statusLabel}
            value={s.status ?? null}
            placeholder={t('dashboard:statistics.applicationsExport.choose')}
            allowClear
            onChange={(status) =>
              setS((p) =>
                status === 'APPROVED'
                  ? { ...p, status, start: undefined, end: undefined }
                  : { ...p, status: status ?? undefined, hiredFrom: undefined },
              )
            }
            options={FILTER_STATUSES.map((status) => ({
              value: status,
              label: t(`opportunities:status.${status}`),
            }))}
            className="pk-stat-select"
            data-testid="apps-status"
          />
        </div>
        {approved ? (
          <DateField
            id="apps-hired-from"
            label={t('dashboard:statistics.applicationsExport.hiredFrom')}
            value={s.hiredFrom}
            onChange={(d) =>
              setS((p) => ({ ...p, hiredFrom: d ?? undefined, start: undefined, end: undefined }))
            }
          />
        ) : (
          <PeriodFields
            idPrefix="apps"
            start={s.start}
            end={s.end}
            latest={today}
            onStart={(d) => setS((p) => ({ ...p, start: d ?? undefined, hiredFrom: undefined }))}
            onEnd={(d) => setS((p) => ({ ...p, end: d ?? undefined, hiredFrom: undefined }))}
          />
        )}
      </div>
      <div className="pk-stat-apps-actions">
        <Button onClick={() => setS(INITIAL)}>{t('common:actions.resetFilters')}</Button>
        <FormatChoice value={format} onChange={setFormat} disabled={run.running} />
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={run.running}
          disabled={invalid || run.running}
          onClick={() => run.start()}
          data-testid="apps-export"
        >
          {t('dashboard:statistics.export.button')}
        </Button>
      </div>
      {job ? (
        <ExportJobProgress key={job._id} job={job} />
      ) : (
        opened && <OpenedExportJob key={opened} id={opened} />
      )}
    </section>
  );
}
