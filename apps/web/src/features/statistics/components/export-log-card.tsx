import { useState } from 'react';
import { Collapse, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORTS, type TUnsuppressedExport } from '@praktika/contracts/reports';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { exportLogOptions } from '../api/reports.ts';

/** Logged exports per page. */
export const EXPORT_LOG_PAGE_SIZE = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Texts of the log's filters, by the names the export bodies use. */
const FILTER_TEXT: Record<string, string> = {
  startDate: 'statistics.start',
  endDate: 'statistics.end',
  type: 'statistics.applicationsExport.type',
  status: 'statistics.applicationsExport.status',
  hiredFrom: 'statistics.applicationsExport.hiredFrom',
};

/** The table of one page of the log: when, who, which report, with which filters. */
function ExportLog() {
  const { t } = useTranslation('dashboard');
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...exportLogOptions(page, EXPORT_LOG_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const reportName = (report: string) =>
    (REPORTS as readonly string[]).includes(report)
      ? t(`statistics.tabs.${report}`)
      : report === 'applicationsList'
        ? t('statistics.applicationsExport.title')
        : report;
  /** "Municipality: 2 chosen; Gender: F" — catalogue ids are counted, other values named. */
  const filtersText = (filters: TUnsuppressedExport['filters']) =>
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0))
      .map(([name, v]) => {
        const label = FILTER_TEXT[name]
          ? t(FILTER_TEXT[name])
          : t(`statistics.filters.names.${name}`, { defaultValue: name });
        const values = Array.isArray(v) ? v.map(String) : [String(v)];
        const text = values.every((x) => UUID.test(x))
          ? t('statistics.exportLog.chosen', { count: values.length })
          : values.join(', ');
        return `${label}: ${text}`;
      })
      .join('; ') || t('statistics.exportLog.noFilters');
  if (log.isError) return <ListError error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <>
      <Table<TUnsuppressedExport>
        size="small"
        rowKey="_id"
        loading={log.isFetching}
        dataSource={log.data?.docs ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('statistics.exportLog.empty') }}
        data-testid="export-log"
        columns={[
          {
            key: 'createdAt',
            title: t('statistics.exportLog.when'),
            render: (_, e) => formatDateTime(e.createdAt),
          },
          {
            key: 'admin',
            title: t('statistics.exportLog.admin'),
            render: (_, e) => e.admin?.email ?? t('statistics.exportLog.deletedAdmin'),
          },
          { key: 'report', title: t('statistics.exportLog.report'), render: (_, e) => reportName(e.report) },
          {
            key: 'filters',
            title: t('statistics.exportLog.filters'),
            render: (_, e) => `${filtersText(e.filters)} (${e.format.toUpperCase()})`,
          },
        ]}
      />
      {log.data && (
        <ListPager
          className="pk-stat-log-pager"
          list={log.data}
          pageSize={EXPORT_LOG_PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </>
  );
}

/**
 * "Exports with exact numbers" (issue 19 §3): the log of unsuppressed exports (`GET /api/reports/exports/log`),
 * newest first and paged, in a card at the end of the page that is closed at first (asked when opened).
 */
export function ExportLogCard() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="pk-card pk-stat-log" aria-label={t('statistics.exportLog.title')}>
      <Collapse
        ghost
        items={[
          {
            key: 'log',
            label: <span className="pk-stat-h2">{t('statistics.exportLog.title')}</span>,
            children: (
              <>
                <p className="pk-stat-muted">{t('statistics.exportLog.help')}</p>
                <ExportLog />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
