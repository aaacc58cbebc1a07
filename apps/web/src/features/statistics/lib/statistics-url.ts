import { useMemo } from 'react';
import { GENDERS } from '@praktika/contracts/auth';
import { programmeToday } from '@praktika/contracts/dates';
import {
  OUTCOME_FILTERS,
  REPORT_FILTERS,
  REPORTS,
  birthYearOptions,
  type TReport,
  type TReportView,
} from '@praktika/contracts/reports';
import { useUrlParams } from '../../../shared/admin/use-list-url-state.ts';
import type { Period, ReportBody } from '../api/reports.ts';

/** The page's tabs: the nine reports, then the outcomes (issue 19 §6). */
export const STATISTICS_TABS = [...REPORTS, 'outcomes'] as const;
export type StatisticsTab = (typeof STATISTICS_TABS)[number];

/** Every filter some report takes (§3 "Report filters"). */
export type FilterName = (typeof REPORT_FILTERS)[TReport][number];

/** The filters a tab's body takes: a report's (REPORT_FILTERS) or the outcomes' (OUTCOME_FILTERS). */
export const filtersOf = (tab: StatisticsTab): readonly FilterName[] =>
  tab === 'outcomes' ? OUTCOME_FILTERS : REPORT_FILTERS[tab];
/** The chosen values of a report's filters, as the URL holds them (birth years as text). */
export type FilterValues = Partial<Record<FilterName, string[]>>;

const ALL_FILTERS = [...new Set(Object.values(REPORT_FILTERS).flat())] as FilterName[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GENDER_VALUES: readonly string[] = GENDERS;

/**
 * The statistics page's state, all in the URL so that a reload or a second browser tab shows the same view:
 * `tab` (a report; none for the first), `view=shareable`, `start` and `end` (a day; absent means today, present
 * but empty means no date) and the open tab's filters as comma lists (`municipalities=a,b&genders=F`).
 */
export interface StatisticsState {
  report: StatisticsTab;
  view: TReportView;
  start?: string;
  end?: string;
  filters: FilterValues;
}

const day = (v: string | null, today: string) => (v === null ? today : DAY.test(v) ? v : undefined);

/** The values of one filter in the URL: known values only, each once (a chip is never there twice). */
function valuesOf(name: FilterName, raw: string | null): string[] {
  const values = [...new Set((raw ?? '').split(',').filter(Boolean))];
  if (name === 'genders') return values.filter((v) => GENDER_VALUES.includes(v));
  if (name === 'birthYear') return values.filter((v) => /^\d{4}$/.test(v));
  return values;
}

export function stateOf(params: URLSearchParams, today: string = programmeToday()): StatisticsState {
  const tab = params.get('tab') ?? '';
  const report = (STATISTICS_TABS as readonly string[]).includes(tab)
    ? (tab as StatisticsTab)
    : STATISTICS_TABS[0];
  const filters: FilterValues = {};
  for (const name of filtersOf(report)) {
    const values = valuesOf(name, params.get(name));
    if (values.length) filters[name] = values;
  }
  return {
    report,
    view: params.get('view') === 'shareable' ? 'shareable' : 'exact',
    start: day(params.get('start'), today),
    end: day(params.get('end'), today),
    filters,
  };
}

/** The start is after the end: nothing is asked and both pickers say why (validStartDate / validEndDate). */
export const rangeInvalid = (start?: string, end?: string) => !!start && !!end && start > end;

/** The period of a body: only the dates that are set. */
export const periodOf = (start?: string, end?: string): Period => ({
  ...(start ? { startDate: start } : {}),
  ...(end ? { endDate: end } : {}),
});

/** A report's body: the period, its own filters that hold values (birth years as numbers), and `type` if given. */
export function reportBody(state: StatisticsState, type?: string): ReportBody {
  const body: ReportBody = periodOf(state.start, state.end);
  for (const name of filtersOf(state.report)) {
    const values = state.filters[name];
    if (!values?.length) continue;
    body[name] = name === 'birthYear' ? values.map(Number) : values;
  }
  if (type) body.type = type;
  return body;
}

/** The birth years the filter offers (current year −25 … −16), as the URL writes them. */
export const birthYears = () => birthYearOptions().map(String);

/** The page's state and its changes; each change replaces the URL (Back leaves the page). */
export function useStatisticsState() {
  const [params, update] = useUrlParams();
  const today = useMemo(() => programmeToday(), []);
  const state = useMemo(() => stateOf(params, today), [params, today]);
  return {
    state,
    today,
    /** Opens a tab: the previous tab's filters go (each report has its own). */
    setReport: (report: StatisticsTab) =>
      update((next) => {
        for (const name of ALL_FILTERS) next.delete(name);
        if (report === REPORTS[0]) next.delete('tab');
        else next.set('tab', report);
      }),
    setShareable: (on: boolean) =>
      update((next) => {
        if (on) next.set('view', 'shareable');
        else next.delete('view');
      }),
    /** A day, or null for none; today is the default and is not written. */
    setDate: (end: 'start' | 'end', value: string | null) =>
      update((next) => {
        if (value === today) next.delete(end);
        else next.set(end, value ?? '');
      }),
    setFilter: (name: FilterName, values: readonly string[]) =>
      update((next) => {
        const unique = [...new Set(values)];
        if (unique.length) next.set(name, unique.join(','));
        else next.delete(name);
      }),
    resetFilters: () =>
      update((next) => {
        for (const name of ALL_FILTERS) next.delete(name);
      }),
  };
}
