import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFinalizationOutcome } from '@praktika/contracts/applications';
import type { TOutcomesAnswer, TReportResult, TReportRow } from '@praktika/contracts/reports';
import { DataTable, percent, type TableAlternative } from '../../../shared/charts/chart-block.tsx';
import { numberFormat } from '../../../shared/lib/number-format.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { outcomesOptions } from '../api/reports.ts';
import { reportBody, type FilterName, type StatisticsState } from '../lib/statistics-url.ts';
import { ReportFilters } from './chip-filters.tsx';
import { ReportChart, SMALL } from './report-chart.tsx';
import { ChartPlaceholder, LoadingLine } from './report-tab.tsx';
import { shownText } from '../../../shared/lib/shown-text.ts';

type TOutcomes = TOutcomesAnswer['outcomes'];
type TBreakdown = TOutcomes['breakdowns'][number];

/** The outcomes' columns, the headline's first. */
const OUTCOME_COLUMNS = [
  'OFFERED_EMPLOYMENT',
  'EXTENDED_INTERNSHIP',
  'NO_CONTINUATION',
] as const satisfies readonly TFinalizationOutcome[];

/** The survey comparison page of the dashboard (its route table's `compareQuestions`). */
export const SURVEY_COMPARISON_PATH = '/dashboard/compareQuestions';

/** A hidden total: "<10" when it is itself small, "—" when withheld so a hidden row cannot be worked out. */
const totalText = (result: TReportResult, count: (n: number) => string) =>
  result.total !== null ? count(result.total) : result.suppressed?.total === 'withheld' ? '—' : SMALL;

/** "Of N internships completed, X% were offered employment": only with a total and a share to show. */
function Headline({ overall }: { overall: TReportResult }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const offered = overall.rows.find((r) => r.key === 'OFFERED_EMPLOYMENT');
  if (overall.total === null || offered?.share === null || offered?.share === undefined) return null;
  return (
    <p className="pk-stat-headline" data-testid="outcomes-headline">
      {t('statistics.outcomes.headline', {
        total: numberFormat(lang)(overall.total),
        share: percent(offered.share, lang),
      })}
    </p>
  );
}

/** One breakdown (gender, municipality or age) as a table: a row per group, its total and the three outcomes. */
function BreakdownTable({ breakdown }: { breakdown: TBreakdown }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const count = numberFormat(lang);
  const cell = (row: TReportRow | undefined) => {
    if (!row) return count(0);
    const n = row.count === null ? SMALL : count(row.count);
    return row.share === null || row.share === undefined ? n : `${n} (${percent(row.share, lang)})`;
  };
  const table: TableAlternative = {
    caption: t(`statistics.outcomes.by.${breakdown.type}`),
    head: [
      t(`statistics.dimensions.${breakdown.type}`),
      t('statistics.outcomes.completed'),
      ...OUTCOME_COLUMNS.map((o) => t(`statistics.outcomes.names.${o}`)),
    ],
    rows: breakdown.groups.map((g) => [
      shownText(g.label[lang], lang),
      totalText(g.result, count),
      ...OUTCOME_COLUMNS.map((o) => cell(g.result.rows.find((r) => r.key === o))),
    ]),
  };
  return (
    <section className="pk-card pk-stat-chart" data-testid={`outcomes-${breakdown.type}`}>
      <DataTable table={table} />
    </section>
  );
}

/** The survey change before and after the internship: a link to the survey comparison page, and what it shows. */
function SurveyChange() {
  const { t } = useTranslation('dashboard');
  return (
    <aside className="pk-card pk-stat-chart" aria-labelledby="pk-stat-survey-change">
      <h3 id="pk-stat-survey-change" className="pk-stat-chart-title">
        {t('statistics.outcomes.survey.title')}
      </h3>
      <p>{t('statistics.outcomes.survey.text')}</p>
      <Link to={SURVEY_COMPARISON_PATH}>{t('statistics.outcomes.survey.link')}</Link>
    </aside>
  );
}

function OutcomesResult({ outcomes }: { outcomes: TOutcomes }) {
  return (
    <>
      <Headline overall={outcomes.overall} />
      <ReportChart report="outcomes" type="BY_OUTCOME" result={outcomes.overall} />
      <SurveyChange />
      {outcomes.breakdowns.map((b) => (
        <BreakdownTable key={b.type} breakdown={b} />
      ))}
    </>
  );
}

/**
 * The outcomes tab (issue 19 §6, `POST /api/reports/outcomes`): of the internships completed in the period, how
 * they ended, overall (a chart and a one-line headline) and by gender, municipality and age (tables), with the
 * tab's chip filters (OUTCOME_FILTERS) and, beside it, the way to the survey comparison. Nothing is asked while
 * `enabled` is false.
 */
export function OutcomesTab({
  state,
  enabled,
  onFilter,
  onReset,
}: {
  state: StatisticsState;
  enabled: boolean;
  onFilter: (name: FilterName, values: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const outcomes = useQuery({
    ...outcomesOptions(state.view, reportBody(state)),
    placeholderData: keepPreviousData,
    enabled,
  });
  const loading = enabled && outcomes.isFetching;
  return (
    <div className="pk-stat-report">
      <h2 className="sr-only">{t('statistics.tabs.outcomes')}</h2>
      <div className="pk-card pk-stat-toolbar">
        <ReportFilters report="outcomes" filters={state.filters} onChange={onFilter} onReset={onReset} />
      </div>
      <LoadingLine loading={loading} />
      {enabled && (
        <div className="pk-stat-charts" aria-busy={loading}>
          {outcomes.data ? (
            <OutcomesResult outcomes={outcomes.data} />
          ) : (
            <ChartPlaceholder query={outcomes} />
          )}
        </div>
      )}
    </div>
  );
}
