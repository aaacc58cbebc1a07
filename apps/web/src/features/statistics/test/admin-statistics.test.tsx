import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { programmeToday } from '@praktika/contracts/dates';
import {
  REPORT_FILTERS,
  REPORT_TYPES,
  REPORTS,
  birthYearOptions,
  type TReport,
} from '@praktika/contracts/reports';
import i18n from '../../../app/i18n.ts';
import { fail, pickOption, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';
import type { ChartProps } from '../../../shared/charts/chart-types.ts';
import { AdminStatisticsPage } from '../pages/admin-statistics-page.tsx';
import {
  BUSINESS_TYPE,
  CATEGORY,
  ETHNICITY,
  HEALTH,
  MUN1,
  MUN2,
  ORG,
  SKILL,
  bodyOf,
  catchDownloads,
  fileAnswer,
  holdCalls,
  location,
  path,
  reportCalls,
  rowsOf,
  statisticsApi,
  tableOf,
} from './fixtures.tsx';

// jsdom cannot measure a chart: Recharts is replaced by a marker that says which kind it would draw; the tests
// read the table alternatives.
vi.mock('../../../shared/charts/stat-chart.tsx', () => ({
  default: (props: ChartProps) => (
    <div data-testid="stat-chart" data-layout={props.layout} data-rows={props.rows.length} />
  ),
}));

const ADMIN = '7a1b2c3d-4e5f-4a6b-8c7d-000000000001';
setUpPageTests({ role: 'admin', id: ADMIN });

const TODAY = programmeToday();
const YEAR = birthYearOptions()[0]!;
/** A value for every filter of §3, so each report's body shows which ones it takes. */
const EVERY_FILTER: Record<string, string> = {
  ethnicities: ETHNICITY,
  functionalConstrains: HEALTH,
  healthConditions: HEALTH,
  genders: 'F',
  categories: CATEGORY,
  skills: SKILL,
  municipalities: MUN1,
  birthYear: String(YEAR),
  entityTypes: BUSINESS_TYPE,
  organisation: ORG,
};
const TYPES: Partial<Record<TReport, readonly string[]>> = REPORT_TYPES;

const renderPage = (query = '') =>
  renderShared(<AdminStatisticsPage />, `/dashboard${query ? `?${query}` : ''}`);

describe('the statistics page (admins)', { timeout: 90000 }, () => {
  it('asks the counts and the first tab only, for today, and shows the numbers in the UI language', async () => {
    const calls = stubFetch(statisticsApi());
    renderPage();
    await waitFor(() => expect(screen.getByTestId('count-interns')).toHaveTextContent('1,234'));
    expect(screen.getByTestId('count-applications')).toHaveTextContent('20,500');
    expect(screen.getByTestId('count-trainings')).toHaveTextContent('0');
    const counts = calls.find((c) => path(c.url) === '/api/reports/counts')!;
    expect(counts.method).toBe('POST');
    expect(counts.body).toEqual({ startDate: TODAY, endDate: TODAY });
    // the pickers hold today
    const period = within(screen.getByRole('group', { name: 'Reporting period' }));
    expect(period.getByLabelText('Start date')).toHaveValue(TODAY.split('-').reverse().join('/'));
    expect(period.getByLabelText('End date')).toHaveValue(TODAY.split('-').reverse().join('/'));

    // the nine tabs in the spec's order, then the outcomes; only the open one asked anything
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Internships',
      'Programme info',
      'Interns',
      'Organisations',
      'Mentors',
      'Applications',
      'Engagements',
      'Internship opportunities',
      'Trainings',
      'Outcomes',
    ]);
    await screen.findByText('Total: 75');
    expect(reportCalls(calls).map((c) => path(c.url))).toEqual(['/api/reports/internships']);
    expect(bodyOf(reportCalls(calls)[0]!)).toEqual({ startDate: TODAY, endDate: TODAY });
    // the rows' heading names the breakdown the answer says it is
    expect([...tableOf('Internships').querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Status',
      'Count',
    ]);

    await act(() => i18n.changeLanguage('sq'));
    // Albanian: a no-break space between thousands from five digits on
    await waitFor(() => expect(screen.getByTestId('count-applications').textContent).toBe('20\u00a0500'));
    expect(screen.getByTestId('count-interns')).toHaveTextContent('1234');
  });

  it.each(REPORTS)(
    '%s: sends exactly its filters and one request per type, on its own path',
    async (report) => {
      const calls = stubFetch(statisticsApi());
      const filters = new URLSearchParams(EVERY_FILTER).toString();
      renderPage(`tab=${report}&start=2026-01-01&end=2026-06-30&${filters}`);
      const types = TYPES[report] ?? [undefined];
      await waitFor(() => expect(screen.getAllByText('Total: 75')).toHaveLength(types.length));
      const asked = reportCalls(calls);
      expect(new Set(asked.map((c) => path(c.url)))).toEqual(new Set([`/api/reports/${report}`]));
      expect(asked.map((c) => bodyOf(c).type).sort()).toEqual([...types].sort());
      const expected: Record<string, unknown> = { startDate: '2026-01-01', endDate: '2026-06-30' };
      for (const name of REPORT_FILTERS[report])
        expected[name] = name === 'birthYear' ? [YEAR] : [EVERY_FILTER[name]];
      for (const call of asked) {
        const { type, ...body } = bodyOf(call);
        // (the exact view is the default: not sent)
        expect(body).toEqual(expected);
        // one chart each, its kind by type
        const chart = screen.getByTestId(`chart-${String(type ?? 'ALL')}`);
        const kind = type === 'BY_GENDER' || type === 'BY_ENGAGEMENTSGENDER' ? 'pie' : 'bars';
        expect(await within(chart).findByTestId('stat-chart')).toHaveAttribute('data-layout', kind);
      }
      // the filters it takes show as chips; the others are not offered
      for (const name of Object.keys(EVERY_FILTER)) {
        const offered = (REPORT_FILTERS[report] as readonly string[]).includes(name);
        expect(screen.queryByTestId(`filter-${name}`) !== null, name).toBe(offered);
      }
    },
  );

  it('opens a tab by keyboard: its reports load then, with the URL keeping the tab and dropping the old filters', async () => {
    const calls = stubFetch(statisticsApi());
    const user = userEvent.setup();
    renderPage(`municipalities=${MUN1}&view=shareable`);
    await screen.findByText('Total: 75');
    expect(reportCalls(calls, 'interns')).toHaveLength(0);
    const first = screen.getByRole('tab', { name: 'Internships' });
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard?view=shareable&tab=interns'));
    // (focused by keyboard, the tab's name starts with "Tab 3 of 9")
    expect(screen.getByRole('tab', { name: /Interns$/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(reportCalls(calls, 'interns')).toHaveLength(7));
    for (const call of reportCalls(calls, 'interns')) {
      expect(bodyOf(call).municipalities).toBeUndefined();
      expect(bodyOf(call).view).toBe('shareable');
    }
    expect(reportCalls(calls, 'programmeinfo')).toHaveLength(0);
  });

  it('adds chips that refetch, never the same twice, removes one, and resets them', async () => {
    const calls = stubFetch(statisticsApi());
    const user = userEvent.setup();
    renderPage('tab=jobs&start=2026-01-01');
    await waitFor(() => expect(reportCalls(calls, 'jobs')).toHaveLength(5));
    const municipality = screen.getByRole('combobox', { name: 'Municipality' });
    await pickOption(user, municipality, 'Prishtina');
    await waitFor(() => expect(location()).toContain(`municipalities=${MUN1}`));
    await waitFor(() =>
      expect(reportCalls(calls, 'jobs').filter((c) => bodyOf(c).municipalities)).toHaveLength(5),
    );
    const chips = () => within(screen.getByTestId('filter-municipalities')).queryAllByRole('listitem');
    expect(chips().map((c) => c.textContent)).toEqual(['Prishtina']);

    // the chosen one is offered disabled: picking it again adds nothing and asks nothing
    await user.click(municipality);
    const again = await waitFor(() => {
      const o = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (el) => el.getAttribute('title') === 'Prishtina',
      );
      if (!o) throw new Error('no option');
      return o;
    });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    const before = reportCalls(calls, 'jobs').length;
    await user.click(again);
    await pickOption(user, municipality, 'Peja');
    await waitFor(() => expect(location()).toContain(`municipalities=${MUN1}%2C${MUN2}`));
    expect(chips().map((c) => c.textContent)).toEqual(['Prishtina', 'Peja']);
    await waitFor(() => expect(reportCalls(calls, 'jobs').length).toBe(before + 5));
    expect(bodyOf(reportCalls(calls, 'jobs').at(-1)!).municipalities).toEqual([MUN1, MUN2]);

    await pickOption(user, screen.getByRole('combobox', { name: 'Skill' }), 'Drawing');
    await user.click(screen.getByRole('button', { name: 'Remove Prishtina' }));
    await waitFor(() => expect(chips().map((c) => c.textContent)).toEqual(['Peja']));
    await waitFor(() => {
      const last = bodyOf(reportCalls(calls, 'jobs').at(-1)!);
      expect(last.municipalities).toEqual([MUN2]);
      expect(last.skills).toEqual([SKILL]);
    });

    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe('/dashboard?tab=jobs&start=2026-01-01'));
    expect(chips()).toHaveLength(0);
    // the unfiltered reports were asked at first: they show again from the cache, without being asked again
    const unfiltered = reportCalls(calls, 'jobs').filter(
      (c) => !bodyOf(c).municipalities && !bodyOf(c).skills,
    );
    expect(unfiltered.map((c) => bodyOf(c).type).sort()).toEqual([...REPORT_TYPES.jobs].sort());
    await waitFor(() => expect(screen.getAllByText('Total: 75')).toHaveLength(5));
  });

  it('a URL naming a value twice shows one chip and sends it once; an organisation is named from its record', async () => {
    const calls = stubFetch(statisticsApi());
    renderPage(`tab=trainings&organisation=${ORG},${ORG}&categories=${CATEGORY}`);
    expect(
      await within(screen.getByTestId('filter-organisation')).findByText('Kodra Tech'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('filter-organisation')).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(reportCalls(calls, 'trainings')).toHaveLength(6));
    expect(bodyOf(reportCalls(calls, 'trainings')[0]!).organisation).toEqual([ORG]);
  });

  it('the shareable view asks with view: shareable, says what it means, and shows hidden counts as <10', async () => {
    const calls = stubFetch(
      statisticsApi((report, type, view) => {
        if (view !== 'shareable' || type !== 'BY_AGE') return undefined;
        return {
          total: null,
          rows: [{ key: '17', label: { en: '17', sq: '17', sr: '17' }, count: null, suppressed: true }],
          suppressed: { below: 10, rows: 1, total: 'small' },
        };
      }),
    );
    const user = userEvent.setup();
    renderPage('tab=interns');
    await waitFor(() => expect(screen.getAllByText('Total: 75')).toHaveLength(7));
    expect(rowsOf(tableOf('Interns by municipality'))).toEqual([
      ['Prishtina', '40'],
      ['Peja', '30'],
      ['Unspecified', '5'],
    ]);
    expect(screen.queryByText('Counts under 10 show as <10 so nobody can be recognised.')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Shareable view' }));
    await waitFor(() => expect(location()).toBe('/dashboard?tab=interns&view=shareable'));
    expect(screen.getByText('Counts under 10 show as <10 so nobody can be recognised.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowsOf(tableOf('Interns by municipality'))).toEqual([
        ['Prishtina', '40'],
        ['Peja', '<10'],
        ['Unspecified', '<10'],
      ]),
    );
    const shareable = reportCalls(calls, 'interns').filter((c) => bodyOf(c).view === 'shareable');
    expect(shareable).toHaveLength(7);
    // a hidden small total reads "<10"; hidden rows are not drawn, the note says so
    const age = screen.getByTestId('chart-BY_AGE');
    expect(within(age).getByTestId('chart-total')).toHaveTextContent('Total: <10');
    const municipality = screen.getByTestId('chart-BY_MUNICIPALITY');
    expect(within(municipality).getByTestId('stat-chart')).toHaveAttribute('data-rows', '1');
    expect(
      within(municipality).getByText('2 groups under 10 are not drawn; the table lists them.'),
    ).toBeInTheDocument();
    expect(
      within(municipality).getByText(
        'Interns by municipality: 75 in total; largest: Prishtina 40, Peja fewer than 10, Unspecified fewer than 10.',
      ),
    ).toHaveClass('sr-only');
    // the counts are not part of the view
    expect(calls.filter((c) => path(c.url) === '/api/reports/counts').every((c) => !bodyOf(c).view)).toBe(
      true,
    );
  });

  it('a withheld total shows "—", shares show where given, an empty result shows an empty state, labels follow the language', async () => {
    stubFetch(
      statisticsApi((report, type) => {
        if (type === 'BY_GENDER')
          return {
            total: null,
            rows: [
              { key: 'F', label: { en: 'Female', sq: 'Femër', sr: 'Ženski' }, count: 40, share: 0.8 },
              {
                key: 'O',
                label: { en: 'Other', sq: 'Tjetër', sr: 'Drugo' },
                count: null,
                suppressed: true,
                share: null,
              },
            ],
            suppressed: { below: 10, rows: 1, total: 'withheld' },
          };
        if (type === 'BY_SKILLS') return { total: 0, rows: [] };
        return undefined;
      }),
    );
    renderPage('tab=mentors');
    const gender = await screen.findByTestId('chart-BY_GENDER');
    expect(within(gender).getByTestId('chart-total')).toHaveTextContent('Total: —');
    expect(rowsOf(tableOf('Mentors by gender'))).toEqual([
      ['Female', '40', '80%'],
      ['Other', '<10', '—'],
    ]);
    expect(
      [...tableOf('Mentors by gender').querySelectorAll('thead th')].map((th) => th.textContent),
    ).toEqual(['Gender', 'Count', 'Share']);
    expect(await within(gender).findByTestId('stat-chart')).toHaveAttribute('data-layout', 'pie');
    const skills = screen.getByTestId('chart-BY_SKILLS');
    expect(
      within(skills).getByText('Nothing was counted for this period and these filters.'),
    ).toBeInTheDocument();
    expect(within(skills).queryByRole('table', { hidden: true })).toBeNull();

    // "show as table" swaps the chart for the visible table
    const municipality = screen.getByTestId('chart-BY_MUNICIPALITY');
    fireEvent.click(within(municipality).getByRole('button', { name: 'Show as table' }));
    expect(within(municipality).queryByTestId('stat-chart')).toBeNull();
    expect(within(municipality).getByRole('table').parentElement).not.toHaveClass('sr-only');

    await act(() => i18n.changeLanguage('sr'));
    expect(await screen.findByText('Mentori po polu', { selector: 'caption' })).toBeInTheDocument();
    expect(rowsOf(tableOf('Mentori po polu'))[0]).toEqual(['Ženski', '40', '80%']);
  });

  it('refuses a start after the end on both pickers and asks nothing; with no date it asks nothing either', async () => {
    const calls = stubFetch(statisticsApi());
    const user = userEvent.setup();
    const { unmount } = renderPage('start=2026-06-01&end=2026-01-01');
    expect(
      await screen.findByText(
        'Start date: the start date cannot be later than the end date or in the future',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('End date: the end date cannot be earlier than the start date or in the future'),
    ).toBeInTheDocument();
    // both pickers stay usable: the end date is fixed by typing it
    const period = within(screen.getByRole('group', { name: 'Reporting period' }));
    const end = period.getByLabelText('End date');
    expect(end).toBeEnabled();
    expect(calls.filter((c) => path(c.url).startsWith('/api/reports'))).toHaveLength(0);
    expect(screen.getByTestId('report-export')).toBeDisabled();
    await user.clear(end);
    await user.type(end, '30/06/2026{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard?start=2026-06-01&end=2026-06-30'));
    await waitFor(() => expect(reportCalls(calls, 'internships')).toHaveLength(1));
    expect(bodyOf(reportCalls(calls)[0]!)).toEqual({ startDate: '2026-06-01', endDate: '2026-06-30' });
    unmount();

    const none = stubFetch(statisticsApi());
    renderPage('start=&end=');
    expect(
      await screen.findByText('Choose a start or an end date to see the counts and the reports.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Reporting period' })).getByLabelText('Start date'),
    ).toHaveValue('');
    expect(none.filter((c) => path(c.url).startsWith('/api/reports'))).toHaveLength(0);
  });

  it('exports the tab with its filters (a spinner meanwhile), in csv with exact counts, and says so when it fails', async () => {
    let answer = fileAnswer('Interns_Stats.xlsx');
    const calls = stubFetch(
      statisticsApi(undefined, (url) => (path(url) === '/api/reports/interns/export' ? answer : undefined)),
    );
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderPage(`tab=interns&start=2026-01-01&end=2026-06-30&genders=F&municipalities=${MUN1}`);
    await waitFor(() => expect(screen.getAllByText('Total: 75')).toHaveLength(7));
    const exports = () => calls.filter((c) => path(c.url) === '/api/reports/interns/export');

    const held = holdCalls((url) => path(url) === '/api/reports/interns/export');
    const button = screen.getByTestId('report-export');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    held.release();
    await waitFor(() => expect(saved).toEqual(['Interns_Stats.xlsx']));
    await waitFor(() => expect(button).toBeEnabled());
    expect(exports()[0]!.method).toBe('POST');
    expect(exports()[0]!.body).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      genders: ['F'],
      municipalities: [MUN1],
      format: 'xlsx',
    });

    // csv and exact counts: the warning shows; without a file name in the answer the contract's name is used
    answer = fileAnswer(undefined, 'text/csv; charset=utf-8');
    const tab = within(screen.getByRole('tabpanel'));
    expect(tab.getByRole('radio', { name: 'XLSX' })).toBeChecked();
    await user.click(tab.getByText('CSV'));
    expect(tab.getByRole('radio', { name: 'CSV' })).toBeChecked();
    await user.click(tab.getByRole('checkbox', { name: 'Exact counts' }));
    expect(
      screen.getByText('The file will say that it holds exact small numbers, and this export is logged.'),
    ).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['Interns_Stats.xlsx', 'Interns_Stats.csv']));
    expect(exports()[1]!.body).toMatchObject({ format: 'csv', unsuppressed: true });

    // a failure, then an empty answer: the toast each time, nothing saved
    answer = fail(500, 'INTERNAL_ERROR');
    await user.click(button);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    answer = { status: 200, body: undefined, headers: { 'content-type': 'text/csv' } };
    await user.click(button);
    await waitFor(() => expect(screen.getAllByText('Something went wrong!')).toHaveLength(2));
    expect(exports()).toHaveLength(4);
    expect(saved).toHaveLength(2);
  });
});
