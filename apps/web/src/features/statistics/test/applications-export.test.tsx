import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { TExportJob } from '@praktika/contracts/reports';
import { fail, ok, pickOption, stubFetch, type StubAnswer } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ApplicationsExportCard } from '../components/applications-export-card.tsx';
import { catchDownloads, fileAnswer, holdCalls, path } from './fixtures.tsx';

setUpPageTests({ role: 'admin', id: '7a1b2c3d-4e5f-4a6b-8c7d-000000000001' });

const EXPORT = '/api/reports/export/applications';
const card = () => within(screen.getByRole('region', { name: 'Export applications' }));

async function typeDate(user: UserEvent, label: string, day: string) {
  const input = card().getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

const exportsOf = (calls: { url: string; body: unknown }[]) => calls.filter((c) => path(c.url) === EXPORT);

describe('the export applications card (admins)', { timeout: 60000 }, () => {
  it('sends only what is chosen: no status for "choose", the spreadsheet saved under its name, a spinner meanwhile', async () => {
    const calls = stubFetch((url) => (path(url) === EXPORT ? fileAnswer() : undefined));
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderShared(<ApplicationsExportCard today="2026-11-27" />);
    expect(card().getByRole('combobox', { name: 'Status' }).closest('.ant-select')).toHaveTextContent(
      'Choose',
    );
    expect(
      card().getByRole('combobox', { name: 'Application type' }).closest('.ant-select'),
    ).toHaveTextContent('All');
    const held = holdCalls((url) => path(url) === EXPORT);
    const button = card().getByTestId('apps-export');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    held.release();
    await waitFor(() => expect(saved).toEqual(['Applications_List.xlsx']));
    expect(exportsOf(calls)[0]!.body).toEqual({ type: 'ALL', format: 'xlsx' });
    await waitFor(() => expect(button).toBeEnabled());

    await pickOption(
      user,
      card().getByRole('combobox', { name: 'Application type' }),
      'Training applications',
    );
    await pickOption(user, card().getByRole('combobox', { name: 'Status' }), 'Completed');
    await typeDate(user, 'Start date', '01/02/2026');
    await typeDate(user, 'End date', '31/03/2026');
    await user.click(card().getByText('CSV'));
    await user.click(button);
    await waitFor(() => expect(exportsOf(calls)).toHaveLength(2));
    expect(exportsOf(calls)[1]!.body).toEqual({
      type: 'TRAINING',
      status: 'COMPLETED',
      startDate: '2026-02-01',
      endDate: '2026-03-31',
      format: 'csv',
    });
  });

  it('APPROVED swaps the period for the internship start date and clears it; the other way round too; reset', async () => {
    const calls = stubFetch((url) =>
      path(url) === EXPORT ? fileAnswer('Applications_List.xlsx') : undefined,
    );
    catchDownloads();
    const user = userEvent.setup();
    renderShared(<ApplicationsExportCard today="2026-11-27" />);
    await typeDate(user, 'Start date', '01/02/2026');
    await typeDate(user, 'End date', '31/03/2026');
    expect(card().queryByLabelText('Internship start date')).toBeNull();

    // APPROVED: one picker instead of two, and the dates are gone
    await pickOption(user, card().getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() => expect(card().queryByLabelText('Start date')).toBeNull());
    expect(card().queryByLabelText('End date')).toBeNull();
    await typeDate(user, 'Internship start date', '15/12/2026');
    await user.click(card().getByTestId('apps-export'));
    await waitFor(() => expect(exportsOf(calls)).toHaveLength(1));
    expect(exportsOf(calls)[0]!.body).toEqual({
      type: 'ALL',
      status: 'APPROVED',
      hiredFrom: '2026-12-15',
      format: 'xlsx',
    });

    // another status: the period comes back empty, and a start date leaves no internship start date behind
    await pickOption(user, card().getByRole('combobox', { name: 'Status' }), 'Hired');
    expect(card().getByLabelText('Start date')).toHaveValue('');
    expect(card().getByLabelText('End date')).toHaveValue('');
    expect(card().queryByLabelText('Internship start date')).toBeNull();
    await typeDate(user, 'Start date', '01/05/2026');
    await user.click(card().getByTestId('apps-export'));
    await waitFor(() => expect(exportsOf(calls)).toHaveLength(2));
    expect(exportsOf(calls)[1]!.body).toEqual({
      type: 'ALL',
      status: 'HIRED',
      startDate: '2026-05-01',
      format: 'xlsx',
    });

    // a start after the end is refused on both pickers
    await typeDate(user, 'End date', '01/04/2026');
    expect(
      await card().findByText(
        'Start date: the start date cannot be later than the end date or in the future',
      ),
    ).toBeInTheDocument();
    expect(card().getByTestId('apps-export')).toBeDisabled();

    // reset: type ALL, no status, no dates
    await pickOption(
      user,
      card().getByRole('combobox', { name: 'Application type' }),
      'Internship applications',
    );
    await user.click(card().getByRole('button', { name: 'Reset filters' }));
    expect(card().getByRole('combobox', { name: 'Status' }).closest('.ant-select')).toHaveTextContent(
      'Choose',
    );
    expect(
      card().getByRole('combobox', { name: 'Application type' }).closest('.ant-select'),
    ).toHaveTextContent('All');
    expect(card().getByLabelText('Start date')).toHaveValue('');
    expect(card().getByLabelText('End date')).toHaveValue('');
    await user.click(card().getByTestId('apps-export'));
    await waitFor(() => expect(exportsOf(calls)).toHaveLength(3));
    expect(exportsOf(calls)[2]!.body).toEqual({ type: 'ALL', format: 'xlsx' });
  });

  it('a large list runs as a job: its progress, then the link (fetched with the session) and the e-mail note', async () => {
    const job = (over: Partial<TExportJob>): TExportJob => ({
      _id: 'job-1',
      status: 'QUEUED',
      rows: 0,
      total: 120000,
      fileName: 'Applications_List.xlsx',
      downloadUrl: null,
      expiresAt: null,
      createdAt: '2026-11-27T09:00:00.000Z',
      ...over,
    });
    const progress: StubAnswer[] = [
      ok({ exportJob: job({ status: 'RUNNING', rows: 60000 }) }),
      ok({
        exportJob: job({
          status: 'DONE',
          rows: 120000,
          downloadUrl: '/api/reports/exports/job-1/file',
          expiresAt: '2026-11-28T09:00:00.000Z',
        }),
      }),
    ];
    const calls = stubFetch((url, init) => {
      if (path(url) === EXPORT && init?.method === 'POST')
        return { ...ok({ exportJob: job({}) }), status: 202 };
      if (path(url) === '/api/reports/exports/job-1')
        return progress.length > 1 ? progress.shift() : progress[0];
      if (path(url) === '/api/reports/exports/job-1/file') return fileAnswer('Applications_List.xlsx');
      return undefined;
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderShared(<ApplicationsExportCard today="2026-11-27" />);
    await user.click(card().getByTestId('apps-export'));
    // started: the job as the answer gave it, then as the first poll finds it
    expect(await card().findByText('The list is large: the file is being prepared.')).toBeInTheDocument();
    await waitFor(() =>
      expect(card().getByTestId('export-job-progress')).toHaveTextContent('60,000 of 120,000 rows'),
    );
    expect(card().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    // the next poll (every 2 s) finds it done
    const link = await card().findByRole(
      'link',
      { name: 'Download Applications_List.xlsx' },
      { timeout: 6000 },
    );
    expect(
      card().getByText(
        `The link was also sent to you by e-mail. It works until ${formatDateTime('2026-11-28T09:00:00.000Z')}.`,
      ),
    ).toBeInTheDocument();
    const polls = calls.filter((c) => path(c.url) === '/api/reports/exports/job-1').length;
    await user.click(link);
    await waitFor(() => expect(saved).toEqual(['Applications_List.xlsx']));
    const download = calls.find((c) => path(c.url) === '/api/reports/exports/job-1/file')!;
    expect((download.init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    // done: no more polling
    expect(calls.filter((c) => path(c.url) === '/api/reports/exports/job-1')).toHaveLength(polls);
  });

  it('a failed export shows the toast', async () => {
    stubFetch((url) => (path(url) === EXPORT ? fail(500, 'INTERNAL_ERROR') : undefined));
    const user = userEvent.setup();
    renderShared(<ApplicationsExportCard today="2026-11-27" />);
    await user.click(card().getByTestId('apps-export'));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(card().getByTestId('apps-export')).toBeEnabled();
  });
});
