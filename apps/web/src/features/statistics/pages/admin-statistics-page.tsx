import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationsExportCard } from '../components/applications-export-card.tsx';
import { CountCards } from '../components/count-cards.tsx';
import { PeriodFields } from '../components/date-field.tsx';
import { ExportLogCard } from '../components/export-log-card.tsx';
import { OutcomesTab } from '../components/outcomes-tab.tsx';
import { ReportTab } from '../components/report-tab.tsx';
import { ReportTabs } from '../components/report-tabs.tsx';
import { periodOf, rangeInvalid, useStatisticsState } from '../lib/statistics-url.ts';
import '../statistics.css';

/**
 * `/dashboard` for admins (§2 "The main statistics page"): the period (start and end, both today by default; a
 * start after the end is refused on both pickers), the six counts, the "shareable view" switch, the nine report
 * tabs and the outcomes tab (each loaded when opened), the export applications card and the log of exports with
 * exact numbers. The tab, the view, the dates and the open tab's filters are in the URL. Nothing is asked until at
 * least one date is set. `?exportJob=<id>` (the export-ready e-mail's link) opens that job in the export card.
 */
export function AdminStatisticsPage() {
  const { t } = useTranslation('dashboard');
  const { state, today, setReport, setShareable, setDate, setFilter, resetFilters } = useStatisticsState();
  const invalid = rangeInvalid(state.start, state.end);
  const hasDate = !!state.start || !!state.end;
  const enabled = hasDate && !invalid;
  const shareable = state.view === 'shareable';
  const [params] = useSearchParams();
  const exportJob = params.get('exportJob') || undefined;
  const { report } = state;
  return (
    <div className="pk-dash-page pk-stat-page">
      <h1 className="pk-dash-h1">{t('dashboard:statistics.title')}</h1>
      <div className="pk-card pk-stats-filters" role="group" aria-label={t('dashboard:statistics.period')}>
        <PeriodFields
          idPrefix="stats"
          start={state.start}
          end={state.end}
          latest={today}
          onStart={(d) => setDate('start', d)}
          onEnd={(d) => setDate('end', d)}
        />
      </div>
      {!hasDate && <p className="pk-stat-hint">{t('dashboard:statistics.pickDate')}</p>}
      <CountCards period={enabled ? periodOf(state.start, state.end) : null} />
      <div className="pk-stat-view">
        <Switch
          checked={shareable}
          onChange={setShareable}
          aria-labelledby="pk-stat-view-label"
          aria-describedby={shareable ? 'pk-stat-view-help' : undefined}
          data-testid="shareable-view"
        />
        <span>
          <span id="pk-stat-view-label">{t('dashboard:statistics.shareable.label')}</span>
          {shareable && (
            <small id="pk-stat-view-help" className="pk-stat-muted">
              {t('dashboard:statistics.shareable.help')}
            </small>
          )}
        </span>
      </div>
      <ReportTabs current={state.report} onSelect={setReport}>
        {report === 'outcomes' ? (
          <OutcomesTab state={state} enabled={enabled} onFilter={setFilter} onReset={resetFilters} />
        ) : (
          <ReportTab
            key={report}
            state={{ ...state, report }}
            enabled={enabled}
            onFilter={setFilter}
            onReset={resetFilters}
          />
        )}
      </ReportTabs>
      <ApplicationsExportCard today={today} openJob={exportJob} />
      <ExportLogCard />
    </div>
  );
}
