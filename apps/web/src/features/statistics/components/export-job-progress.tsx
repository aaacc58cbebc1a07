import { Alert, Progress, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TExportJob } from '@praktika/contracts/reports';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { numberFormat } from '../../../shared/lib/number-format.ts';
import { downloadWithToken } from '../../../shared/lib/upload.ts';
import { exportJobOptions } from '../api/reports.ts';
import { useExportRun } from './export-controls.tsx';

/** How often a running export job is asked for its progress. */
export const EXPORT_POLL_MS = 2000;
const FINISHED: readonly TExportJob['status'][] = ['DONE', 'FAILED', 'EXPIRED'];

/**
 * A large applications export running as a job: its progress ("rows of total", polled every 2 s until it is done,
 * failed or expired), then the download link (fetched with the session), with a note that the link also went by
 * e-mail and until when it works.
 */
export function ExportJobProgress({ job: started }: { job: TExportJob }) {
  const { t, i18n } = useTranslation('dashboard');
  const job = useQuery({
    ...exportJobOptions(started._id),
    placeholderData: started,
    refetchInterval: (q) => (q.state.data && FINISHED.includes(q.state.data.status) ? false : EXPORT_POLL_MS),
  });
  const current = job.data ?? started;
  const count = numberFormat(i18n.language);
  const download = useExportRun(async (url: string) => downloadWithToken(url, current.fileName));
  if (current.status === 'FAILED')
    return <Alert type="error" showIcon title={t('statistics.applicationsExport.jobFailed')} />;
  if (current.status === 'EXPIRED')
    return <Alert type="warning" showIcon title={t('statistics.applicationsExport.jobExpired')} />;
  if (current.status === 'DONE' && current.downloadUrl) {
    const url = current.downloadUrl;
    return (
      <div className="pk-stat-job" role="status">
        <p className="pk-stat-job-ready">{t('statistics.applicationsExport.ready')}</p>
        <a
          href={url}
          aria-disabled={download.running || undefined}
          onClick={(e) => {
            e.preventDefault();
            if (!download.running) download.start(url);
          }}
          data-testid="export-job-link"
        >
          {t('statistics.applicationsExport.download', { file: current.fileName })}
        </a>
        <p className="pk-stat-muted">
          {t('statistics.applicationsExport.emailNote', { date: formatDateTime(current.expiresAt) })}
        </p>
      </div>
    );
  }
  const share = current.total ? Math.min(100, Math.floor((current.rows / current.total) * 100)) : 0;
  const progress = t('statistics.applicationsExport.progress', {
    rows: count(current.rows),
    total: count(current.total),
  });
  return (
    <div className="pk-stat-job">
      <p>{t('statistics.applicationsExport.preparing')}</p>
      <Progress percent={share} aria-label={progress} />
      <p role="status" data-testid="export-job-progress">
        {progress}
      </p>
    </div>
  );
}

/**
 * A job named by the export-ready e-mail's link (`?exportJob=<id>`): asked once (`GET /api/reports/exports/<id>`),
 * then shown as above. Unknown, or another admin's (404): "this export is not available".
 */
export function OpenedExportJob({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  const job = useQuery(exportJobOptions(id));
  if (job.data) return <ExportJobProgress job={job.data} />;
  if (job.error instanceof ApiError && job.error.status === 404)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('statistics.applicationsExport.jobUnavailable')}
        data-testid="export-job-unavailable"
      />
    );
  if (job.isError) return <ListError error={job.error} onRetry={() => void job.refetch()} />;
  return <Skeleton active paragraph={{ rows: 1 }} />;
}
