import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { answerWith, catalogueLists, fail, fakeToken, ok, paged, stubFetch } from '../../../test/helpers.tsx';
import { saveSession } from '../../shared/lib/session.ts';
import { renderShared } from '../../shared/test/render.tsx';
import { OrganisationInternDetailPage } from './pages/intern-detail-page.tsx';
import { ActiveInternsPage, PastInternsPage } from './pages/interns-pages.tsx';
import { RedFlagsPage } from './pages/red-flags-page.tsx';
import { ValidationPage } from './pages/validation-page.tsx';
import { setUpPageTests } from '../../shared/test/page-test-setup.ts';

const APP = '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const INTERN = '1d2e3f4a-5b6c-4d7e-8f80-91a2b3c4d5e6';
const BUSINESS = '2e3f4a5b-6c7d-4e8f-9091-a2b3c4d5e6f7';
const FLAG = '3f4a5b6c-7d8e-4f90-a1b2-c3d4e5f6a7b8';

const application = (over: Record<string, unknown> = {}) => ({
  _id: APP,
  type: 'JOB',
  status: 'HIRED',
  favourite: false,
  job: { _id: 'job', title: 'Junior web developer', deadline: '2026-12-01' },
  training: null,
  intern: {
    _id: INTERN,
    internName: 'Drita',
    internLastName: 'Berisha',
    email: 'drita@example.test',
    age: 17,
    minor: true,
    gender: 'F',
    municipality: null,
    photo: null,
  },
  business: { _id: BUSINESS, businessName: 'Kodra Tech', email: 'kodra@example.test', businessLogo: null },
  files: [],
  interview: null,
  startDate: '2026-12-01',
  endDate: '2027-03-01',
  outcome: null,
  contract: null,
  actions: [],
  timeline: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const search = (url: string) => new URL(url, 'http://x').searchParams;

/**
 * The open dialog with `title` (under test antd gives every generated id the same value, so a dialog's name
 * cannot be resolved from its title's id inside a table page: its text is checked instead).
 */
async function openDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}

setUpPageTests();

describe('active and past interns (organisations)', () => {
  beforeEach(() => saveSession(fakeToken({ role: 'business', id: BUSINESS })));

  it('lists the engaged interns and cancels one with a reason, then goes to the past interns', async () => {
    const calls = stubFetch((url, init) => {
      if (url.startsWith('/api/applications?')) return paged('applications', [application()]);
      if (url === '/api/cancellations' && init?.method === 'POST')
        return ok({ application: application({ status: 'CANCELLED' }) });
      // the organisation's own reports, with their status (never the admins' fields)
      if (url.startsWith('/api/redflags?'))
        return paged('redFlags', [
          {
            _id: FLAG,
            reported: 'INTERN',
            application: { _id: APP, type: 'JOB', title: 'Junior web developer' },
            mentorshipId: null,
            business: { _id: BUSINESS, businessName: 'Kodra Tech' },
            intern: { _id: INTERN, internName: 'Drita', internLastName: 'Berisha', minor: true },
            reporter: { _id: BUSINESS, role: 'business', name: 'Kodra Tech' },
            reasons: ['NO_SHOW'],
            reasonText: null,
            status: 'IN_REVIEW',
            createdAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ]);
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<ActiveInternsPage />, '/dashboard/activeInterns');
    const reports = await screen.findByTestId(`report-${FLAG}`);
    expect(reports).toHaveTextContent('Intern: Drita Berisha');
    expect(reports).toHaveTextContent('In review');
    const row = (await screen.findByText('Drita Berisha')).closest('tr')!;
    // only the engaged statuses are asked for
    expect(search(calls[0]!.url).getAll('status')).toEqual([
      'ACCEPTED_FOR_VALIDATION',
      'APPROVED',
      'HIRED',
      'EXTENDED',
    ]);
    expect(within(row).getByText('Hired')).toBeInTheDocument();
    expect(within(row).getByText('Minor')).toBeInTheDocument();
    expect(within(row).getByText('Not uploaded yet')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Drita Berisha' })).toHaveAttribute(
      'href',
      `/dashboard/internDetail/${INTERN}?application=${APP}`,
    );

    await user.click(within(row).getByRole('button', { name: 'Cancel the engagement of Drita Berisha' }));
    const dialog = await openDialog('Cancel the engagement of Drita Berisha');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Intern resignation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the engagement' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/pastInterns'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ applicationId: APP, reasons: ['INTERN_RESIGNATION'] });
  });

  it('past interns: completed and cancelled, with the outcome', async () => {
    const calls = stubFetch((url) =>
      url.startsWith('/api/applications?')
        ? paged('applications', [
            application({ status: 'COMPLETED', outcome: 'OFFERED_EMPLOYMENT' }),
            application({
              _id: '4a5b6c7d-8e9f-4a0b-b1c2-d3e4f5a6b7c8',
              status: 'CANCELLED',
              intern: { ...application().intern, internName: 'Arta' },
            }),
          ])
        : undefined,
    );
    renderShared(<PastInternsPage />, '/dashboard/pastInterns');
    const done = (await screen.findByText('Drita Berisha')).closest('tr')!;
    expect(search(calls[0]!.url).getAll('status')).toEqual(['COMPLETED', 'CANCELLED']);
    expect(within(done).getByText('Offered employment')).toBeInTheDocument();
    const cancelled = screen.getByText('Arta Berisha').closest('tr')!;
    expect(within(cancelled).getAllByText('Cancelled')).toHaveLength(2); // the status and the outcome
    expect(within(cancelled).queryByRole('button', { name: /Cancel the engagement/ })).toBeNull();
  });
  it('an empty list says so', async () => {
    stubFetch((url) =>
      url.startsWith('/api/applications?')
        ? paged('applications', [])
        : url.startsWith('/api/redflags?')
          ? paged('redFlags', [])
          : undefined,
    );
    renderShared(<ActiveInternsPage />, '/dashboard/activeInterns');
    expect(await screen.findByText('No active interns.')).toBeInTheDocument();
    // no reports of its own: no reports section
    expect(screen.queryByTestId('my-reports')).toBeNull();
  });
});

describe('the intern on one application (organisations)', () => {
  beforeEach(() => saveSession(fakeToken({ role: 'business', id: BUSINESS })));

  const page = (
    <Routes>
      <Route path="/dashboard/internDetail/:id" element={<OrganisationInternDetailPage />} />
    </Routes>
  );
  const withTimeline = application({
    files: [
      {
        name: 'Motivation letter',
        file: {
          _id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
          kind: 'applicationFile',
          type: 'application/pdf',
          size: 10,
          name: 'letter.pdf',
          url: '/api/files/x',
        },
      },
    ],
    timeline: [
      { status: 'APPLIED', action: 'apply', by: 'intern', at: '2026-11-01T10:00:00.000Z', note: null },
      { status: 'HIRED', action: 'hire', by: 'business', at: '2026-11-20T10:00:00.000Z', note: 'Welcome!' },
    ],
  });

  it("shows the application's facts, files and timeline; without the CV, what the application shares", async () => {
    stubFetch((url) => {
      if (url === `/api/applications/${APP}`) return ok({ application: withTimeline });
      if (url === `/api/interns/${INTERN}`) return fail(403, 'FORBIDDEN');
      return undefined;
    });
    renderShared(page, `/dashboard/internDetail/${INTERN}?application=${APP}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Drita Berisha' })).toBeInTheDocument();
    expect(screen.getByText('Minor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application: Junior web developer' })).toBeInTheDocument();
    expect(screen.getByText('Motivation letter')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('Only the details the application shares are shown.')).toBeInTheDocument();
    expect(screen.getByText('drita@example.test')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    // an engaged intern: back to the active interns; an organisation has no admin cancel here
    expect(screen.getByRole('link', { name: 'Active interns' })).toHaveAttribute(
      'href',
      '/dashboard/activeInterns',
    );
    expect(screen.queryByRole('button', { name: /Cancel the engagement/ })).toBeNull();
  });

  it("an applicant's page goes back to the posting's applicants and shows the intern's photo", async () => {
    const photo = {
      _id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
      kind: 'photo',
      type: 'image/png',
      size: 10,
      name: 'me.png',
      url: '/api/files/photo',
    };
    stubFetch((url) => {
      if (url === `/api/applications/${APP}`)
        return ok({
          application: application({
            status: 'SHORTLISTED',
            startDate: null,
            endDate: null,
            intern: { ...application().intern, photo },
          }),
        });
      if (url === `/api/interns/${INTERN}`) return fail(403, 'FORBIDDEN');
      if (url === '/api/files/photo') return { status: 200, body: 'png' };
      return undefined;
    });
    // the photo's bytes become an object URL (restored by unstubAllGlobals)
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:photo';
        static override revokeObjectURL = () => undefined;
      },
    );
    renderShared(page, `/dashboard/internDetail/${INTERN}?application=${APP}`);
    const back = await screen.findByRole('link', { name: 'Applicants: Junior web developer' });
    expect(back).toHaveAttribute('href', '/dashboard/jobs/job');
    expect(screen.queryByText('Active interns')).toBeNull();
    expect(await screen.findByTestId('intern-photo')).toHaveAttribute('src', 'blob:photo');
  });
});

describe('admins', () => {
  beforeEach(() => saveSession(fakeToken({ role: 'admin', id: BUSINESS })));

  it("cancel an engagement from the intern's record, with reasons; any last day", async () => {
    const calls = stubFetch((url, init) => {
      if (url === `/api/applications/${APP}`) return ok({ application: application() });
      if (url === `/api/interns/${INTERN}`) return fail(403, 'FORBIDDEN');
      if (url === '/api/cancellations' && init?.method === 'POST')
        return ok({ application: application({ status: 'CANCELLED' }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(
      <Routes>
        <Route path="/dashboard/internDetail/:id" element={<OrganisationInternDetailPage />} />
      </Routes>,
      `/dashboard/internDetail/${INTERN}?application=${APP}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel the engagement of Drita Berisha' }));
    const dialog = await openDialog('Cancel the engagement of Drita Berisha');
    expect(dialog).toHaveTextContent('Drita Berisha, Kodra Tech and the other administrators are e-mailed.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Written reason' }), 'Moved abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the engagement' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      applicationId: APP,
      businessId: BUSINESS,
      internId: INTERN,
      reasons: ['OTHER'],
      reasonText: 'Moved abroad',
    });
  });

  it('validation: approves with the proposed dates', async () => {
    const calls = stubFetch(
      answerWith(catalogueLists(), (url, init) => {
        if (url.startsWith('/api/applications/interns/validation'))
          return paged('applications', [
            application({ status: 'ACCEPTED_FOR_VALIDATION', actions: ['approve', 'refuse'] }),
          ]);
        if (url === `/api/applications/${APP}` && init?.method === 'PUT')
          return ok({ application: application({ status: 'APPROVED' }) });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderShared(<ValidationPage />, '/dashboard/validation');
    const row = (await screen.findByText('Drita Berisha')).closest('tr')!;
    expect(within(row).getByText('Accepted, awaiting validation')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Approve Drita Berisha' }));
    const dialog = await openDialog('Approve the internship of Drita Berisha');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      action: 'approve',
      startDate: '2026-12-01',
      endDate: '2027-03-01',
    });
    expect(await screen.findByText('The internship is approved.')).toBeInTheDocument();
  });

  it('red flags: an admin changes the status and writes an internal note', async () => {
    const flag = {
      _id: FLAG,
      reported: 'BUSINESS',
      application: { _id: APP, type: 'JOB', title: 'Junior web developer' },
      mentorshipId: null,
      business: { _id: BUSINESS, businessName: 'Kodra Tech' },
      intern: { _id: INTERN, internName: 'Drita', internLastName: 'Berisha', minor: true },
      reporter: { _id: INTERN, role: 'intern', name: 'Drita Berisha' },
      reasons: ['UNPAID_WORK'],
      reasonText: 'No pay for two months',
      status: 'NEW',
      priority: 'HIGH',
      internalNote: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const calls = stubFetch((url, init) => {
      if (url.startsWith('/api/redflags?')) return paged('redFlags', [flag]);
      // the organisation filter's search
      if (url.startsWith('/api/businesses?')) return paged('businesses', []);
      if (url === `/api/redflags/${FLAG}` && init?.method === 'PUT')
        return ok({ redFlag: { ...flag, status: 'IN_REVIEW' } });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<RedFlagsPage />, '/dashboard/redFlags');
    const row = (await screen.findByText('Unpaid work')).closest('tr')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Drita Berisha (Intern)')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Work on the report about Kodra Tech' }));
    const dialog = await openDialog('Report about Kodra Tech');
    expect(within(dialog).getByText('No pay for two months')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(await screen.findByTitle('In review'));
    await user.type(within(dialog).getByLabelText('Internal note (administrators only)'), 'Called the host');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      status: 'IN_REVIEW',
      priority: 'HIGH',
      internalNote: 'Called the host',
    });
    expect(await screen.findByText('The report is updated.')).toBeInTheDocument();
  });
});
