import { useId } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SMALL_NUMBER_MIN,
  type TReport,
  type TReportResult,
  type TReportRow,
} from '@praktika/contracts/reports';
import { ChartBlock, percent, type TableAlternative } from '../../../shared/charts/chart-block.tsx';
import { colour, type ChartProps } from '../../../shared/charts/chart-types.ts';
import { numberFormat } from '../../../shared/lib/number-format.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { shownText } from '../../../shared/lib/shown-text.ts';

/** How a hidden count shows (the small-numbers rule, issue 19 §3). */
export const SMALL = `<${SMALL_NUMBER_MIN}`;
/** Breakdowns drawn as a pie (parts of a whole); every other one is a bar chart. */
const PIES: readonly string[] = ['BY_GENDER', 'BY_ENGAGEMENTSGENDER'];
/** How many of the largest rows the screen-reader summary names. */
const SUMMARY_ROWS = 3;

/**
 * One breakdown of a report: its title, total, chart (bars; genders as a pie) with the "show as table" toggle and
 * the table alternative, and a visually hidden sentence that sums it up for screen readers. Hidden counts read
 * "<10"; a hidden total "<10" when it is itself small and "—" when it is withheld so a hidden row cannot be worked
 * out. Nothing counted: an empty state instead of an empty chart.
 */
export function ReportChart({
  report,
  type,
  result,
}: {
  /** The report, or `outcomes` for the outcomes tab's overall result. */
  report: TReport | 'outcomes';
  type?: string;
  result: TReportResult;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const id = useId();
  const count = numberFormat(lang);
  const key = type ?? 'ALL';
  const title = t(`statistics.charts.${report}.${key}`);
  const label = (row: TReportRow) => shownText(row.label[lang], lang);
  const countText = (row: TReportRow) => (row.count === null ? SMALL : count(row.count));
  const withheld = result.total === null && result.suppressed?.total === 'withheld';
  const total = result.total !== null ? count(result.total) : withheld ? '—' : SMALL;
  const empty = result.total === 0 || result.rows.length === 0;

  const drawn = result.rows.filter((r) => r.count !== null);
  const hidden = result.rows.length - drawn.length;
  const withShare = result.rows.some((r) => r.share !== undefined);
  const chart: ChartProps = {
    rows: drawn.map((r) => ({ label: label(r), count: r.count ?? 0 })),
    series: [{ key: 'count', name: t('statistics.table.count'), color: colour(0) }],
    layout: PIES.includes(key) ? 'pie' : 'bars',
  };
  const table: TableAlternative = {
    caption: title,
    head: [
      t(`statistics.dimensions.${result.type}`, { defaultValue: t('statistics.dimensions.ALL') }),
      t('statistics.table.count'),
      ...(withShare ? [t('statistics.table.share')] : []),
    ],
    rows: result.rows.map((r) => [
      label(r),
      countText(r),
      ...(withShare ? [r.share === null || r.share === undefined ? '—' : percent(r.share, lang)] : []),
    ]),
  };
  const largest = result.rows
    .slice(0, SUMMARY_ROWS)
    .map((r) => `${label(r)} ${r.count === null ? t('statistics.chart.under') : count(r.count)}`)
    .join(', ');
  const summary = withheld
    ? t('statistics.chart.summaryWithheld', { title, largest })
    : t('statistics.chart.summary', {
        title,
        total: result.total === null ? t('statistics.chart.under') : total,
        largest,
      });

  return (
    <section className="pk-card pk-stat-chart" aria-labelledby={id} data-testid={`chart-${key}`}>
      <h3 id={id} className="pk-stat-chart-title">
        {title}
      </h3>
      <p className="pk-stat-total" data-testid="chart-total">
        {t('statistics.chart.total', { total })}
        {withheld && <span className="pk-stat-muted"> {t('statistics.chart.totalWithheld')}</span>}
      </p>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.chart.empty')} />
      ) : (
        <>
          <p className="sr-only">{summary}</p>
          <ChartBlock
            chart={chart}
            table={table}
            labels={{
              showTable: t('statistics.chart.showTable'),
              showChart: t('statistics.chart.showChart'),
            }}
          />
          {hidden > 0 && (
            <p className="pk-stat-muted pk-stat-note">
              {t('statistics.chart.hiddenRows', { count: hidden })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
