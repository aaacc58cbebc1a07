import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExportJob, TOutcomesAnswer, TReportResult } from '@praktika/contracts/reports';
import { fail, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import type { ChartProps } from '../../../shared/charts/chart-types.ts';
import { AdminStatisticsPage } from '../pages/admin-statistics-page.tsx';
import { MUN1, ORG, bodyOf, path, rowsOf, statisticsApi, tableOf } from './fixtures.tsx';

vi.mock('../../../shared/charts/stat-chart.tsx', () => ({
  default: (props: ChartProps) => <div data-testid="stat-chart" data-layout={props.layout} />,
}));

setUpPageTests({ role: 'admin', id: '7a1b2c3d-4e5f-4a6b-8c7d-000000000001' });

const OUTCOMES = '/api/reports/outcomes';
const tri = (en: string) => ({ en, sq: en, sr: en });

/** An outcomes result: offered employment, extended, no continuation (`null` = hidden), with their shares. */
function outcomes(
  total: number | null,
  [offered, extended, none]: (number | null)[],
  shares: (number | null)[] = [null, null, null],
): TReportResult {
  const row = (key: string, label: string, count: number | null, share: number | null) => ({
    key,
    label: tri(label),
    count,
    share,
    ...(count === null ? { suppressed: true as const } : {}),
  });
  return {
    type: 'BY_OUTCOME',
    total,
    rows: [
      row('OFFERED_EMPLOYMENT', 'Offered employment', offered!, shares[0]!),
      row('EXTENDED_INTERNSHIP', 'Extended', extended!, shares[1]!),
      row('NO_CONTINUATION', 'No continuation', none!, shares[2]!),
    ],
  };
}

const ANSWER: TOutcomesAnswer = {
  outcomes: {
    overall: outcomes(40, [20, 12, 8], [0.5, 0.3, 0.2]),
    breakdowns: [
      {
        type: 'BY_GENDER',
        groups: [
          { key: 'F', label: tri('Female'), result: outcomes(28, [16, 12, 0], [0.5714, 0.4286, 0]) },
          { key: 'M', label: tri('Male'), result: outcomes(12, [null, null, 8]) },
        ],
      },
      { type: 'BY_MUNICIPALITY', groups: [] },
      { type: 'BY_AGE', groups: [] },
    ],
  },
};

const job = (over: Partial<TExportJob>): TExportJob => ({
  _id: 'job-1',
  status: 'DONE',
  rows: 60000,
  total: 60000,
  fileName: 'Applications_List.xlsx',
  downloadUrl: '/api/reports/exports/job-1/file',
  expiresAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('the outcomes tab, the export job link and the log of exact exports', { timeout: 60000 }, () => {
  it('outcomes: sends the period and its filters (shareable when on), shows the headline, chart, tables and survey link', async () => {
    const calls = stubFetch(
      statisticsApi(undefined, (url, init) =>
        init?.method === 'POST' && path(url) === OUTCOMES ? ok(ANSWER) : undefined,
      ),
    );
    renderShared(
      <AdminStatisticsPage />,
      `/dashboard?tab=outcomes&view=shareable&start=2026-01-01&end=2026-06-30&municipalities=${MUN1}&organisation=${ORG}&skills=x`,
    );
    await screen.findByTestId('outcomes-headline');
    const asked = calls.filter((c) => path(c.url) === OUTCOMES);
    expect(asked).toHaveLength(1);
    // only the outcomes' filters (no skills), and the view
    expect(bodyOf(asked[0]!)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      municipalities: [MUN1],
      organisation: [ORG],
      view: 'shareable',
    });
    expect(screen.getByRole('tab', { name: 'Outcomes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('outcomes-headline')).toHaveTextContent(
      'Of 40 internships completed, 50% were offered employment.',
    );
    // the overall as the report chart (its table alternative)
    expect(rowsOf(tableOf('How completed internships ended'))).toEqual([
      ['Offered employment', '20', '50%'],
      ['Extended', '12', '30%'],
      ['No continuation', '8', '20%'],
    ]);
    // each breakdown a table: hidden counts "<10", no share where it is not given
    const byGender = tableOf('Outcomes by gender');
    expect([...byGender.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Gender',
      'Completed',
      'Offered employment',
      'Extended',
      'No continuation',
    ]);
    expect(rowsOf(byGender)).toEqual([
      ['Female', '28', '16 (57.1%)', '12 (42.9%)', '0 (0%)'],
      ['Male', '12', '<10', '<10', '8'],
    ]);
    const link = screen.getByRole('link', { name: 'Open the survey comparison' });
    expect(link).toHaveAttribute('href', '/dashboard/compareQuestions');
  });

  it('outcomes: no headline when the share is hidden', async () => {
    const hidden: TOutcomesAnswer = {
      outcomes: { overall: outcomes(null, [null, null, 0]), breakdowns: [] },
    };
    stubFetch(
      statisticsApi(undefined, (url, init) =>
        init?.method === 'POST' && path(url) === OUTCOMES ? ok(hidden) : undefined,
      ),
    );
    renderShared(<AdminStatisticsPage />, '/dashboard?tab=outcomes&view=shareable');
    await waitFor(() =>
      expect(rowsOf(tableOf('How completed internships ended'))[0]).toEqual([
        'Offered employment',
        '<10',
        '—',
      ]),
    );
    expect(screen.queryByTestId('outcomes-headline')).not.toBeInTheDocument();
  });

  it('?exportJob=<id> shows that job in the export card, scrolled into view: DONE its link', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const calls = stubFetch(
      statisticsApi(undefined, (url) =>
        path(url) === '/api/reports/exports/job-1' ? ok({ exportJob: job({}) }) : undefined,
      ),
    );
    renderShared(<AdminStatisticsPage />, '/dashboard?exportJob=job-1');
    const card = within(screen.getByRole('region', { name: 'Export applications' }));
    expect(await card.findByTestId('export-job-link')).toHaveTextContent('Download Applications_List.xlsx');
    expect(card.getByText(/It works until/)).toHaveTextContent(formatDateTime('2026-11-28T10:00:00.000Z'));
    expect(scrolled).toHaveBeenCalled();
    expect(calls.some((c) => path(c.url) === '/api/reports/exports/job-1' && c.method === 'GET')).toBe(true);
  });

  it("?exportJob=<id>: unknown or another admin's (404) says it is not available; EXPIRED says so", async () => {
    stubFetch(
      statisticsApi(undefined, (url) => {
        if (path(url) === '/api/reports/exports/gone') return fail(404, 'RESOURCE_NOT_FOUND');
        if (path(url) === '/api/reports/exports/old')
          return ok({ exportJob: job({ _id: 'old', status: 'EXPIRED', downloadUrl: null }) });
        return undefined;
      }),
    );
    const first = renderShared(<AdminStatisticsPage />, '/dashboard?exportJob=gone');
    expect(await screen.findByTestId('export-job-unavailable')).toHaveTextContent(
      'This export is not available.',
    );
    first.unmount();
    renderShared(<AdminStatisticsPage />, '/dashboard?exportJob=old');
    expect(await screen.findByText('The link has expired. Please export again.')).toBeInTheDocument();
  });

  it('lists the exports with exact numbers when the card is opened, paged', async () => {
    const entry = {
      _id: 'log-1',
      report: 'interns',
      filters: { startDate: '2026-01-01', municipalities: [MUN1], genders: ['F'] },
      format: 'csv',
      admin: { _id: 'a1', email: 'admin@praktika.test' },
      createdAt: '2026-11-20T09:30:00.000Z',
    };
    const calls = stubFetch(
      statisticsApi(undefined, (url) =>
        path(url) === '/api/reports/exports/log'
          ? paged(
              'log',
              [entry, { ...entry, _id: 'log-2', report: 'applicationsList', filters: {}, admin: null }],
              {
                totalDocs: 12,
              },
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<AdminStatisticsPage />, '/dashboard');
    expect(calls.some((c) => path(c.url) === '/api/reports/exports/log')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Exports with exact numbers/ }));
    const log = await screen.findByTestId('export-log');
    await waitFor(() => expect(within(log).getByText('admin@praktika.test')).toBeInTheDocument());
    const rows = [...log.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      [
        formatDateTime('2026-11-20T09:30:00.000Z'),
        'admin@praktika.test',
        'Interns',
        'Start date: 2026-01-01; Municipality: 1 chosen; Gender: F (CSV)',
      ],
      [
        formatDateTime('2026-11-20T09:30:00.000Z'),
        'Deleted account',
        'Export applications',
        'No filters (CSV)',
      ],
    ]);
    const asked = calls.find((c) => path(c.url) === '/api/reports/exports/log')!;
    expect(new URL(asked.url, 'http://x').searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            path(c.url) === '/api/reports/exports/log' &&
            new URL(c.url, 'http://x').searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });
});
