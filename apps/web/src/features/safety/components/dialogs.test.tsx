import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TApplication } from '@praktika/contracts/applications';
import { addDays, displayDate, programmeToday } from '@praktika/contracts/dates';
import { fail, ok, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import {
  CancelEngagementDialog,
  cancellationSchema,
  earliestInternLastDay,
} from './cancel-engagement-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const APP_ID = '0b6a5c1e-3d2f-4a1b-8c9d-0e1f2a3b4c5d';
const BUSINESS_ID = '1c7b6d2f-4e3a-4b2c-9dae-1f2a3b4c5d6e';
const INTERN_ID = '2d8c7e3a-5f4b-4c3d-8ebf-2a3b4c5d6e7f';

const application = {
  _id: APP_ID,
  type: 'JOB',
  job: { _id: 'job', title: 'Junior web developer', deadline: '2026-12-01' },
  training: null,
  intern: { _id: INTERN_ID, internName: 'Drita', internLastName: 'Berisha' },
  business: { _id: BUSINESS_ID, businessName: 'Kodra Tech' },
} as unknown as TApplication;

setUpPageTests({ role: 'intern', id: INTERN_ID });

describe('the notice rule', () => {
  it('the earliest last day is 14 calendar days after today in Kosovo', () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Priština (UTC+1)
    expect(earliestInternLastDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-12-09');
    expect(earliestInternLastDay(new Date('2026-11-24T12:00:00Z'))).toBe('2026-12-08');
    // across the change to summer time: still calendar days
    expect(earliestInternLastDay(new Date('2027-03-20T10:00:00Z'))).toBe('2027-04-03');
  });

  it('the intern needs a last day at least 14 days ahead; the host needs a reason, OTHER a text', () => {
    const base = { applicationId: APP_ID, reasons: ['INTERN_RESIGNATION'] };
    const intern = cancellationSchema('intern', '2026-12-08');
    const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);
    expect(messages(intern.safeParse(base))).toEqual(['required']);
    expect(messages(intern.safeParse({ ...base, lastDay: '2026-12-07' }))).toEqual(['noticePeriod']);
    expect(intern.safeParse({ ...base, lastDay: '2026-12-08' }).success).toBe(true);

    const host = cancellationSchema('host', '2026-12-08');
    expect(messages(host.safeParse({ applicationId: APP_ID, reasons: [] }))).toEqual(['required']);
    expect(messages(host.safeParse({ applicationId: APP_ID, reasons: ['OTHER'] }))).toEqual([
      'reasonTextRequired',
    ]);
    expect(host.safeParse({ applicationId: APP_ID, reasons: ['LACK_OF_CAPACITY'] }).success).toBe(true);
  });
});

describe('CancelEngagementDialog', () => {
  it('intern: explains the notice, refuses no last day, sends the resignation with the chosen day', async () => {
    const calls = stubFetch((url, init) =>
      url === '/api/cancellations' && init?.method === 'POST'
        ? ok({ application: { ...application, status: 'CANCELLED' } })
        : undefined,
    );
    const onCancelled = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderShared(
      <CancelEngagementDialog
        open
        variant="intern"
        application={application}
        onClose={onClose}
        onCancelled={onCancelled}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel my engagement at Kodra Tech' });
    const earliest = addDays(programmeToday(), 14);
    expect(within(dialog).getByTestId('cancel-notice')).toHaveTextContent(
      `your last day can be ${displayDate(earliest)} at the earliest`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the engagement' }));
    expect(await within(dialog).findByText('Please fill in: Last day')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const input = within(dialog).getByLabelText('Last day');
    await user.click(input);
    // Enter commits the typed day and submits the form
    await user.type(input, `${displayDate(earliest)}{Enter}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      applicationId: APP_ID,
      businessId: BUSINESS_ID,
      internId: INTERN_ID,
      reasons: ['INTERN_RESIGNATION'],
      lastDay: earliest,
    });
    await waitFor(() =>
      expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ status: 'CANCELLED' })),
    );
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('The engagement has been cancelled.')).toBeInTheDocument();
  });

  it('intern: a day inside the notice period is greyed in the calendar; typed, it stays and the rule says why', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderShared(
      <CancelEngagementDialog open variant="intern" application={application} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Last day'));
    const cell = async (day: string) => {
      await waitFor(
        () => document.querySelector('.ant-picker-content') ?? Promise.reject(new Error('no panel')),
      );
      let found = document.querySelector(`td[title="${day}"]`);
      // the day may be in the next month's panel
      if (!found) {
        await user.click(document.querySelector('.ant-picker-header-next-btn')!);
        found = await waitFor(
          () => document.querySelector(`td[title="${day}"]`) ?? Promise.reject(new Error(`no ${day}`)),
        );
      }
      return found;
    };
    // greyed, not disabled: a typed day before the notice period stays, and the rule says why (below)
    const greyed = async (day: string) => {
      const found = await cell(day);
      expect(found).not.toBeNull();
      return found!.querySelector('.pk-day-out') !== null;
    };
    expect(await greyed(addDays(programmeToday(), 13))).toBe(true);
    expect(await greyed(addDays(programmeToday(), 14))).toBe(false);
    expect(await cell(addDays(programmeToday(), 13))).not.toHaveClass('ant-picker-cell-disabled');
    const input = within(dialog).getByLabelText('Last day');
    await user.type(input, `${displayDate(addDays(programmeToday(), 13))}{Enter}`);
    expect(
      await within(dialog).findByText("Last day: give at least two weeks' notice (14 days from today)"),
    ).toBeInTheDocument();
    expect(input).toHaveValue(displayDate(addDays(programmeToday(), 13)));
  });

  it('host: a reason is required and Other needs the written reason; the API answer lands on its field', async () => {
    const calls = stubFetch((url, init) =>
      url === '/api/cancellations' && init?.method === 'POST'
        ? fail(400, 'VALIDATION_ERROR', 'Validation failed', [{ field: 'lastDay', issue: 'noticePeriod' }])
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(
      <CancelEngagementDialog open variant="host" application={application} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the engagement of Drita Berisha' });
    const submit = within(dialog).getByRole('button', { name: 'Cancel the engagement' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please fill in: Reasons')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Other' }));
    await user.click(submit);
    expect(await within(dialog).findByText('Written reason: write the reason')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Written reason'), 'The office is closing');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lack of space or capacity' }));
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      reasons: ['LACK_OF_CAPACITY', 'OTHER'],
      reasonText: 'The office is closing',
      lastDay: programmeToday(),
    });
    expect(
      await within(dialog).findByText("Last day: give at least two weeks' notice (14 days from today)"),
    ).toBeInTheDocument();
  });
});

describe('ReportDialog', () => {
  it('needs a reason, Other needs details, and sends who is reported', async () => {
    const calls = stubFetch((url, init) =>
      url === '/api/redflags' && init?.method === 'POST' ? ok({ redFlag: { _id: 'flag' } }) : undefined,
    );
    const onReported = vi.fn();
    const user = userEvent.setup();
    renderShared(
      <ReportDialog
        open
        subject={{
          reported: 'BUSINESS',
          name: 'Kodra Tech',
          applicationId: APP_ID,
          businessId: BUSINESS_ID,
        }}
        onClose={() => undefined}
        onReported={onReported}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report the organisation Kodra Tech' });
    expect(within(dialog).getByText('Kodra Tech is never told who reported.')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Send the report' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please fill in: What happened?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Other' }));
    await user.click(submit);
    expect(await within(dialog).findByText('Details: write the reason')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Unpaid work' }));
    await user.type(within(dialog).getByLabelText('Details'), 'No pay for two months');
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      reported: 'BUSINESS',
      applicationId: APP_ID,
      businessId: BUSINESS_ID,
      reasons: ['UNPAID_WORK', 'OTHER'],
      reasonText: 'No pay for two months',
    });
    await waitFor(() => expect(onReported).toHaveBeenCalled());
  });
});
