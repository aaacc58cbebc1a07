import { useCallback, useEffect, useState } from 'react';
import { Skeleton, Spin } from 'antd';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, type TReport } from '@praktika/contracts/reports';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { exportReport, reportOptions } from '../api/reports.ts';
import { reportBody, type FilterName, type StatisticsState } from '../lib/statistics-url.ts';
import { ReportFilters } from './chip-filters.tsx';
import { ReportExport } from './export-controls.tsx';
import { ReportChart } from './report-chart.tsx';

/** The page's state while a report's tab (not the outcomes) is open. */
type ReportState = StatisticsState & { report: TReport };

const TYPES: Partial<Record<TReport, readonly string[]>> = REPORT_TYPES;

/** The `type` values of a report, one chart each; the internships and programme-info reports have one, untyped. */
const typesOf = (report: TReport): readonly (string | undefined)[] => TYPES[report] ?? [undefined];

/** Where a chart goes while its report first loads, or its error with a retry. */
export function ChartPlaceholder({
  query,
}: {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'refetch'>;
}) {
  return (
    <div className="pk-card pk-stat-chart">
      {query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </div>
  );
}

/** The tab's "loading" line (a live region, always there so that it is announced when it fills). */
export function LoadingLine({ loading }: { loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="pk-stat-loading" role="status" data-testid="reports-loading">
      {loading && (
        <>
          <Spin size="small" /> {t('statistics.loading')}
        </>
      )}
    </div>
  );
}

/**
 * One chart's report (`POST /api/reports/<report>` with its `type`): the chart, a placeholder while it first
 * loads, or the error with a retry. Tells the tab whether it is loading.
 */
function ChartQuery({
  state,
  type,
  onFetching,
}: {
  state: ReportState;
  type: string | undefined;
  onFetching: (key: string, busy: boolean) => void;
}) {
  const key = type ?? 'ALL';
  const report = useQuery({
    ...reportOptions(state.report, state.view, reportBody(state, type)),
    placeholderData: keepPreviousData,
  });
  const busy = report.isFetching;
  useEffect(() => {
    onFetching(key, busy);
    return () => onFetching(key, false);
  }, [key, busy, onFetching]);
  if (report.data) return <ReportChart report={state.report} type={type} result={report.data} />;
  return <ChartPlaceholder query={report} />;
}

/**
 * One dashboard tab (rendered only while open): the report's chip filters and reset, its export, a loading line
 * while any of its charts loads, and one chart per `type` (the shareable view asks with `view: 'shareable'`).
 * Nothing is asked while `enabled` is false (no date, or the start after the end).
 */
export function ReportTab({
  state,
  enabled,
  onFilter,
  onReset,
}: {
  state: ReportState;
  enabled: boolean;
  onFilter: (name: FilterName, values: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { report } = state;
  const [fetching, setFetching] = useState<Record<string, boolean>>({});
  const onFetching = useCallback(
    (key: string, busy: boolean) => setFetching((f) => (f[key] === busy ? f : { ...f, [key]: busy })),
    [],
  );
  const loading = Object.values(fetching).some(Boolean);
  return (
    <div className="pk-stat-report">
      <h2 className="sr-only">{t(`statistics.tabs.${report}`)}</h2>
      <div className="pk-card pk-stat-toolbar">
        <ReportFilters report={report} filters={state.filters} onChange={onFilter} onReset={onReset} />
        <ReportExport
          disabled={!enabled}
          onExport={({ format, unsuppressed }) =>
            exportReport(report, { ...reportBody(state), format, ...(unsuppressed ? { unsuppressed } : {}) })
          }
        />
      </div>
      <LoadingLine loading={loading} />
      {enabled && (
        <div className="pk-stat-charts" aria-busy={loading}>
          {typesOf(report).map((type) => (
            <ChartQuery key={type ?? 'ALL'} state={state} type={type} onFetching={onFetching} />
          ))}
        </div>
      )}
    </div>
  );
}
