import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowedActions, type TApplication, type TApplicationStatus } from '@praktika/contracts/applications';
import { addDays, displayDate, programmeToday } from '@praktika/contracts/dates';
import i18n from '../../../app/i18n.ts';
import { fakeToken, ok, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { ApplicationActions, hostActions } from './application-actions.tsx';

const APP = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e41';
const BIZ = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e42';

function application(status: TApplicationStatus, over: Partial<TApplication> = {}): TApplication {
  return {
    _id: APP,
    type: 'JOB',
    status,
    favourite: false,
    job: { _id: 'j1', title: 'Junior developer', deadline: '2026-04-01' },
    training: null,
    intern: {
      _id: 'i1',
      internName: 'Drita',
      internLastName: 'Berisha',
      email: 'drita@example.com',
      age: 19,
      minor: false,
      gender: 'F',
      municipality: null,
      photo: null,
    },
    business: { _id: BIZ, businessName: 'Acme', email: 'acme@example.com', businessLogo: null },
    files: [],
    interview: null,
    startDate: null,
    endDate: null,
    outcome: null,
    contract: null,
    // what the API answers an organisation: the state machine's actions for the business party
    actions: allowedActions('JOB', status, 'business'),
    timeline: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  } as TApplication;
}

const buttons = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent?.trim())
    .filter(Boolean);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  Element.prototype.scrollIntoView = () => undefined;
  saveSession(fakeToken({ role: 'business', id: BIZ }));
});

describe('the applicant action buttons', { timeout: 60_000 }, () => {
  it('are exactly the host actions the answer allows, never the intern’s', () => {
    expect(hostActions({ actions: ['acceptInvitation', 'withdraw', 'shortlist'] })).toEqual(['shortlist']);
    renderShared(<ApplicationActions application={application('APPLIED')} engagementMonths={3} />);
    expect(buttons()).toEqual(['Shortlist', 'Not shortlisted']);
  });

  it('show nothing when the answer allows nothing (an admin-only step for an organisation)', () => {
    renderShared(
      <ApplicationActions application={application('ACCEPTED_FOR_VALIDATION')} engagementMonths={3} />,
    );
    expect(buttons()).toEqual([]);
  });

  it('show Validate and Refuse when the answer gives them (admins)', () => {
    renderShared(
      <ApplicationActions
        application={application('ACCEPTED_FOR_VALIDATION', {
          actions: allowedActions('JOB', 'ACCEPTED_FOR_VALIDATION', 'admin'),
        })}
        engagementMonths={3}
      />,
    );
    expect(buttons()).toEqual(['Validate', 'Refuse validation']);
  });

  it('an admin may cancel an engaged applicant (an organisation cancels from its active interns)', () => {
    const view = renderShared(
      <ApplicationActions
        application={application('HIRED', { startDate: '2020-01-01' })}
        engagementMonths={3}
      />,
    );
    expect(screen.queryByRole('button', { name: /Cancel the engagement/ })).toBeNull();
    view.unmount();
    saveSession(fakeToken({ role: 'admin', id: BIZ }));
    renderShared(
      <ApplicationActions
        application={application('HIRED', {
          startDate: '2020-01-01',
          actions: allowedActions('JOB', 'HIRED', 'admin'),
        })}
        engagementMonths={3}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Cancel the engagement of Drita Berisha' }),
    ).toBeInTheDocument();
  });

  it('keep Hire disabled until a contract exists, saying why, next to the upload', () => {
    const view = renderShared(
      <ApplicationActions application={application('APPROVED')} engagementMonths={3} />,
    );
    const hire = screen.getByRole('button', { name: 'Hire' });
    expect(hire).toBeDisabled();
    expect(hire).toHaveAccessibleDescription('Upload the signed contract to hire.');
    expect(screen.getByRole('button', { name: 'Upload contract' })).toBeEnabled();
    view.unmount();

    const contract = {
      _id: 'f1',
      kind: 'internContract',
      type: 'application/pdf',
      size: 10,
      name: 'c.pdf',
      url: '/x',
    };
    renderShared(
      <ApplicationActions
        application={application('APPROVED', { contract } as Partial<TApplication>)}
        engagementMonths={3}
      />,
    );
    expect(screen.getByRole('button', { name: 'Hire' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Replace contract' })).toBeInTheDocument();
  });

  it('shortlist at once, with the action as the body', async () => {
    const calls = stubFetch((url, init) =>
      url === `/api/applications/${APP}` && init?.method === 'PUT'
        ? ok({ application: application('SHORTLISTED') })
        : undefined,
    );
    renderShared(<ApplicationActions application={application('APPLIED')} engagementMonths={3} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ action: 'shortlist' });
  });

  it('accept through a dialog that warns it cannot be reverted and ends the engagement length after the start', async () => {
    const calls = stubFetch((url, init) =>
      url === `/api/applications/${APP}` && init?.method === 'PUT'
        ? ok({ application: application('ACCEPTED_FOR_VALIDATION') })
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(<ApplicationActions application={application('INTERVIEW')} engagementMonths={3} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Drita Berisha' });
    expect(within(dialog).getByText('This step cannot be reverted.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const start = within(dialog).getByRole('textbox', { name: 'Start date' });
    await user.click(start);
    await user.type(start, '10/04/2026{Enter}');
    await waitFor(() =>
      // antd's picker input (its label's `for`) carries the proposed end: start + 3 months
      expect(dialog.querySelector('#applicationAction_endDate')).toHaveValue('10/07/2026'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ action: 'accept', startDate: '2026-04-10', endDate: '2026-07-10' });
  });

  it('before the start: the organisation is told from when it may extend and complete', () => {
    const start = addDays(programmeToday(), 1);
    renderShared(
      <ApplicationActions
        application={application('HIRED', { startDate: start, endDate: addDays(start, 90), actions: [] })}
        engagementMonths={3}
      />,
    );
    expect(buttons()).not.toContain('Extend');
    expect(buttons()).not.toContain('Finalize');
    expect(screen.getByTestId(`from-start-${APP}`)).toHaveTextContent(
      `Extending and completing are possible from ${displayDate(start)}, the start of the engagement.`,
    );
  });

  it('on the start day the steps are offered without the notice', () => {
    const start = programmeToday();
    renderShared(
      <ApplicationActions application={application('HIRED', { startDate: start })} engagementMonths={3} />,
    );
    expect(buttons()).toEqual(expect.arrayContaining(['Extend', 'Finalize']));
    expect(screen.queryByTestId(`from-start-${APP}`)).toBeNull();
  });

  it('an admin finalizing before the start gives a reason, sent with override', async () => {
    const calls = stubFetch((url, init) =>
      url === `/api/applications/${APP}` && init?.method === 'PUT'
        ? ok({ application: application('COMPLETED') })
        : undefined,
    );
    const start = addDays(programmeToday(), 5);
    const user = userEvent.setup();
    renderShared(
      <ApplicationActions
        application={application('HIRED', {
          startDate: start,
          actions: allowedActions('JOB', 'HIRED', 'admin'),
        })}
        engagementMonths={3}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(new RegExp(`starts on ${displayDate(start)}`))).toBeInTheDocument();
    // the first outcome: offered employment
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: /Finalize/ }));
    expect(
      await within(dialog).findByText(
        'Reason for the step before the start: needed to take this step before the start',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the step before the start' }),
      'Office closed',
    );
    await user.click(within(dialog).getByRole('button', { name: /Finalize/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      action: 'finalize',
      outcome: 'OFFERED_EMPLOYMENT',
      note: 'Office closed',
      override: true,
    });
  });

  it('ask for a place or a link before scheduling an interview', async () => {
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderShared(<ApplicationActions application={application('SHORTLISTED')} engagementMonths={3} />);
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByRole('textbox', { name: 'Interview date' });
    await user.click(date);
    await user.type(date, '12/04/2026{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Interview time' }), '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText("Place: give the interview's place or link")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
