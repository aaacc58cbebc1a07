import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fail, ok, paged, stubFetch, type StubbedCall } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { nameFilters } from './assign-mentor-dialog.tsx';
import { InternsAssignedPage } from './interns-assigned-page.tsx';
import { MentorshipsListPage } from './mentorships-list-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const ADMIN = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001';
const MS1 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000010';
const MS2 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000011';
const APP1 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000020';
const APP2 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000021';
const APP3 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000022';
const I1 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000030';
const I2 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000031';
const I3 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000032';
const M1 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000040';
const M2 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000041';
const M3 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000042';
const R1 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000050';
const R2 = '0c1d2e3f-4a5b-4c6d-8e7f-000000000051';
const BIZ = '0c1d2e3f-4a5b-4c6d-8e7f-000000000060';
const ref = (id: string, en: string) => ({ _id: id, enName: en, sqName: `${en} sq`, srName: `${en} sr` });
const WEB = ref('0c1d2e3f-4a5b-4c6d-8e7f-000000000070', 'Web development');
const REACT = ref('0c1d2e3f-4a5b-4c6d-8e7f-000000000071', 'React');

const person = (id: string, name: string, lastName: string) => ({
  _id: id,
  name,
  lastName,
  email: `${name.toLowerCase()}@example.test`,
  photo: null,
});

const mentorship = (over: Record<string, unknown> = {}) => ({
  _id: MS1,
  status: 'ACTIVE',
  acceptedByMentor: true,
  assignedBy: 'AUTO',
  match: {
    score: 18,
    reasons: {
      categories: [WEB],
      skills: [REACT],
      municipality: true,
      languages: ['sq'],
      load: 1,
      spreadLoad: true,
    },
  },
  languages: ['sq'],
  mentor: { ...person(M1, 'Arta', 'Krasniqi'), job: 'Engineer', languages: ['sq', 'en'], municipality: null },
  intern: { ...person(I1, 'Drita', 'Berisha'), minor: false, municipality: null },
  application: {
    _id: APP1,
    status: 'HIRED',
    title: 'Junior web developer',
    startDate: '2026-10-01',
    endDate: '2027-01-01',
    business: { _id: BIZ, businessName: 'Kodra Tech' },
  },
  files: [],
  links: [],
  progress: { held: 1, upcoming: 1, planned: 4, min: 3, due: 2, behind: true },
  endReason: null,
  createdAt: '2026-10-02T10:00:00.000Z',
  acceptedAt: '2026-10-03T10:00:00.000Z',
  endedAt: null,
  ...over,
});

const request = (id: string, position: number, intern: [string, string, string], app: string) => ({
  _id: id,
  status: 'WAITING',
  position,
  languages: ['sq', 'en'],
  intern: { _id: intern[0], name: intern[1], lastName: intern[2] },
  application: { _id: app, title: 'Data analyst', businessName: 'Dardania Data' },
  createdAt: `2026-11-0${position}T09:00:00.000Z`,
  servedAt: null,
});

const mentorItem = (id: string, name: string, surname: string, interns: number) => ({
  _id: id,
  mentorName: name,
  mentorSurname: surname,
  email: `${name.toLowerCase()}@example.test`,
  mentorGender: 'F',
  mentorMunicipality: null,
  mentorJob: 'Engineer',
  mentorSkills: [],
  mentorCategories: [],
  mentorAvailability: 'available',
  mentorApprovedByAdmin: true,
  mentorYearsOfExperience: 5,
  mentorNumberOfInterns: interns,
  mentorMaxInterns: 5,
  mentorLanguages: ['sq'],
  active: true,
  createdAt: '2026-03-02T10:00:00.000Z',
});

const mentorRecord = {
  ...mentorItem(M1, 'Arta', 'Krasniqi', 3),
  mentorFieldOfEducation: 'Computer science',
  mentorEthnicity: null,
  mentorDisabilities: [],
  mentorApprovedAt: '2026-03-05T10:00:00.000Z',
  available: true,
  mentorLanguages: ['sq', 'en'],
  photo: null,
  CV: null,
  emailLanguage: 'sq',
};

const search = (url: string) => new URL(url, 'http://x').searchParams;
const tableRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
const path = (url: string) => new URL(url, 'http://x').pathname;
const lists = (calls: StubbedCall[], p: string) =>
  calls.filter((c) => c.method === 'GET' && path(c.url) === p).map((c) => search(c.url));
/** The mentorships list's own requests (the behind count asks for one row). */
const listCalls = (calls: StubbedCall[]) =>
  lists(calls, '/api/mentorships').filter((q) => q.get('limit') !== '1');

/** The open dialog with `title` (found by its role attribute: a full role query of an antd page is slow). */
async function openDialog(title: string) {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) =>
      d.textContent?.includes(title),
    );
    expect(dialog).toBeDefined();
    return dialog!;
  });
}
/** The dialog with `title` is gone (the page unmounts its dialogs when they close). */
const noDialog = (title: string) =>
  waitFor(() =>
    expect(
      [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes(title)),
    ).toBe(false),
  );

setUpPageTests({ role: 'admin', id: ADMIN });

/** The waiting list's calls: two requests (the first removed once `removed()`), mentors, assign and delete. */
const waitingAnswers = (removed: () => boolean, remove: () => void) => (url: string, init?: RequestInit) => {
  if (path(url) === '/api/mentorships' && search(url).get('limit') === '1')
    return paged('mentorships', [], { limit: 1, totalDocs: 0 });
  if (path(url) === '/api/mentorships/requests' && (init?.method ?? 'GET') === 'GET') {
    const docs = [
      request(R1, 1, [I2, 'Luan', 'Gashi'], APP2),
      request(R2, 2, [I3, 'Mira', 'Jovanović'], APP3),
    ];
    const left = removed() ? [{ ...docs[1]!, position: 1 }] : docs;
    return search(url).get('limit') === '1'
      ? paged('requests', left.slice(0, 1), { limit: 1, totalDocs: left.length })
      : paged('requests', left);
  }
  if (url === `/api/mentorships/requests/${R1}` && init?.method === 'DELETE') {
    remove();
    return ok({ request: { ...request(R1, 1, [I2, 'Luan', 'Gashi'], APP2), status: 'WITHDRAWN' } });
  }
  if (path(url) === '/api/mentors') return paged('mentors', [mentorItem(M2, 'Vesna', 'Petrović', 0)]);
  if (url === '/api/admins/assigns' && init?.method === 'POST')
    return ok({ mentorship: mentorship({ _id: MS2 }) });
  return undefined;
};

// The list screens render the whole admin table with its filters: with other builds and tests running on the 2-core
// machine (load average 16) one test took up to a minute, so this block allows 90 s.
describe('mentorships list (admins)', { timeout: 90000 }, () => {
  it('keeps the filters in the URL, sends them, and shows each row with reasons, progress and the mentor link', async () => {
    const calls = stubFetch((url) => {
      if (path(url) === '/api/mentorships/requests') return paged('requests', [], { limit: 1 });
      if (path(url) === '/api/mentorships')
        return search(url).get('limit') === '1'
          ? paged('mentorships', [mentorship()], { limit: 1, totalDocs: 3 })
          : paged('mentorships', [mentorship()]);
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(
      <MentorshipsListPage />,
      '/dashboard/mentorshipsList?status=ACTIVE,PENDING&current=true&availability=AVAILABLE&acceptedByMentor=false',
    );
    const row = (await screen.findByText('Drita Berisha')).closest('tr')!;
    const first = listCalls(calls)[0]!;
    expect(first.getAll('status')).toEqual(['ACTIVE', 'PENDING']);
    expect(first.get('current')).toBe('true');
    expect(first.get('availability')).toBe('AVAILABLE');
    expect(first.get('acceptedByMentor')).toBe('false');
    expect(first.get('behind')).toBeNull();

    expect(within(row).getByRole('link', { name: 'Arta Krasniqi' })).toHaveAttribute(
      'href',
      `/dashboard/internsAssigned/${M1}`,
    );
    expect(within(row).getByText('Kodra Tech')).toBeInTheDocument();
    expect(within(row).getByText('01/10/2026 – 01/01/2027')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('1/4')).toBeInTheDocument();
    expect(within(row).getByTestId('behind-tag')).toHaveTextContent('Behind');
    expect(within(row).getByText('Automatically')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open the mentorship of Drita Berisha' })).toHaveAttribute(
      'href',
      `/dashboard/mentorshipDetail/${MS1}`,
    );

    // why this mentor: the stored reasons, on demand
    await user.click(within(row).getByLabelText('Why this mentor: Arta Krasniqi for Drita Berisha'));
    const reasons = await screen.findByTestId('assignment-reasons');
    expect(reasons).toHaveTextContent('Field: Web development');
    expect(reasons).toHaveTextContent('Skill: React');
    expect(reasons).toHaveTextContent('Same municipality');
    expect(reasons).toHaveTextContent('Fewer interns among equally good mentors');

    // the name search is debounced into the URL and the request
    await user.type(screen.getByPlaceholderText('Intern or mentor name'), 'Drita');
    // (a busy machine may take a while to type; the URL follows the pause after the last key)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('name=Drita'), {
      timeout: 10000,
    });
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('name')).toBe('Drita'));
    // the other filters stay
    expect(listCalls(calls).at(-1)!.getAll('status')).toEqual(['ACTIVE', 'PENDING']);
    // no request was made for a half-typed name
    expect(listCalls(calls).filter((q) => q.get('name') && q.get('name') !== 'Drita')).toEqual([]);
  });

  it('the behind quick filter shows the count and lists only the mentorships behind on meetings', async () => {
    const calls = stubFetch((url) => {
      if (path(url) === '/api/mentorships/requests') return paged('requests', [], { limit: 1 });
      if (path(url) === '/api/mentorships') {
        const q = search(url);
        if (q.get('limit') === '1') return paged('mentorships', [], { limit: 1, totalDocs: 3 });
        return q.get('behind') === 'true'
          ? paged('mentorships', [mentorship()])
          : paged('mentorships', [
              mentorship(),
              mentorship({
                _id: MS2,
                intern: { ...person(I2, 'Luan', 'Gashi'), minor: false, municipality: null },
                progress: { held: 2, upcoming: 0, planned: 4, min: 3, due: 1, behind: false },
              }),
            ]);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<MentorshipsListPage />, '/dashboard/mentorshipsList');
    await screen.findByText('Luan Gashi');
    // the behind count is asked with behind=true
    expect(
      lists(calls, '/api/mentorships')
        .find((q) => q.get('limit') === '1')!
        .get('behind'),
    ).toBe('true');
    const quick = screen.getByTestId('behind-quick-filter');
    await waitFor(() =>
      expect(quick).toHaveAccessibleDescription('Show only the mentorships behind on meetings (3)'),
    );
    // the name is the visible text (axe: label in name), the state is aria-pressed
    expect(quick).toHaveAccessibleName('Behind on meetings 3');
    // some are behind: the count is the alarming red one
    expect(quick.querySelector('.pk-ma-badge')).toHaveClass('pk-ma-badge-alert');
    expect(quick).toHaveAttribute('aria-pressed', 'false');
    await user.click(quick);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('behind=true'));
    await waitFor(() => expect(screen.queryByText('Luan Gashi')).toBeNull());
    expect(listCalls(calls).at(-1)!.get('behind')).toBe('true');
    expect(screen.getByText('Drita Berisha')).toBeInTheDocument();
    const clear = screen.getByTestId('behind-quick-filter');
    expect(clear).toHaveAccessibleDescription('Show all mentorships');
    expect(clear).toHaveAttribute('aria-pressed', 'true');
    await user.click(clear);
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('behind'));
  });

  it('reassign: lists the candidates for the application (without the current mentor), sends the body and shows MENTOR_FULL', async () => {
    let refuse = true;
    const calls = stubFetch((url, init) => {
      if (path(url) === '/api/mentorships/requests') return paged('requests', [], { limit: 1 });
      if (path(url) === '/api/mentorships') return paged('mentorships', [mentorship()]);
      if (path(url) === '/api/mentors')
        return paged('mentors', [
          mentorItem(M1, 'Arta', 'Krasniqi', 3),
          { ...mentorItem(M2, 'Vesna', 'Petrović', 2), mentorLanguages: ['sr', 'sq'] },
          mentorItem(M3, 'Besa', 'Hoxha', 4),
        ]);
      if (url === '/api/admins/reassigns' && init?.method === 'POST') {
        if (refuse) {
          refuse = false;
          return fail(409, 'MENTOR_FULL', 'full');
        }
        return ok({ mentorship: mentorship({ mentor: { ...mentorship().mentor, _id: M2 } }) });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<MentorshipsListPage />, '/dashboard/mentorshipsList');
    const row = (await screen.findByText('Drita Berisha')).closest('tr')!;
    await user.click(within(row).getByLabelText('Reassign the mentor of Drita Berisha'));
    const dialog = await openDialog('Reassign the mentor of Drita Berisha');
    expect(dialog).toHaveTextContent('Current mentor: Arta Krasniqi');
    await within(dialog).findByRole('radio', { name: 'Vesna Petrović' });
    const q = lists(calls, '/api/mentors')[0]!;
    expect(q.get('application')).toBe(APP1);
    expect(q.get('hasOpenSpots')).toBe('true');
    expect(q.get('removeInvitedMentors')).toBe('true');
    expect(q.get('approved')).toBe('true');
    // the current mentor is not a candidate; load and languages shown
    expect(within(dialog).queryByRole('radio', { name: 'Arta Krasniqi' })).toBeNull();
    expect(dialog).toHaveTextContent('2/5 interns');
    expect(dialog).toHaveTextContent('Serbian');

    const confirm = within(dialog).getByRole('button', { name: 'Reassign mentor' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Vesna Petrović' }));
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This mentor already has 5 interns.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/admins/reassigns');
    expect(post.body).toEqual({ applicationId: APP1, internId: I1, mentorId: M2 });

    // another try succeeds: the dialog closes with a toast
    await user.click(within(dialog).getByRole('button', { name: 'Reassign mentor' }));
    expect(
      await screen.findByText(
        'Vesna Petrović is now the mentor of Drita Berisha; they will be asked to confirm.',
      ),
    ).toBeInTheDocument();
    await noDialog('Reassign the mentor of Drita Berisha');
  });

  it('the mentors search splits a full name into first and last name', () => {
    expect(nameFilters('  ')).toEqual({});
    expect(nameFilters('Vesna')).toEqual({ firstName: 'Vesna' });
    expect(nameFilters('Vesna  Petrović Ilić')).toEqual({ firstName: 'Vesna', lastName: 'Petrović Ilić' });
  });

  it('ends a current mentorship after a confirmation (PUT type END)', async () => {
    const calls = stubFetch((url, init) => {
      if (path(url) === '/api/mentorships/requests') return paged('requests', [], { limit: 1 });
      if (path(url) === '/api/mentorships') return paged('mentorships', [mentorship()]);
      if (url === `/api/mentorships/${MS1}` && init?.method === 'PUT')
        return ok({ mentorship: mentorship({ status: 'ENDED' }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<MentorshipsListPage />, '/dashboard/mentorshipsList');
    const row = (await screen.findByText('Drita Berisha')).closest('tr')!;
    await user.click(within(row).getByLabelText('End the mentorship of Drita Berisha'));
    const dialog = await openDialog('End the mentorship of Drita Berisha with Arta Krasniqi?');
    await user.click(within(dialog).getByRole('button', { name: 'End mentorship' }));
    expect(await screen.findByText('The mentorship has ended.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ type: 'END' });
  });

  it('waiting list: in order with the place, assign a mentor from a row', async () => {
    const calls = stubFetch(
      waitingAnswers(
        () => false,
        () => undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<MentorshipsListPage />, '/dashboard/mentorshipsList?tab=waiting');
    const first = (await screen.findByText('Luan Gashi')).closest('tr')!;
    const rows = tableRows();
    expect(rows.map((r) => r.querySelector('td')!.textContent)).toEqual(['#1', '#2']);
    expect(rows[1]).toHaveTextContent('Mira Jovanović');
    expect(first).toHaveTextContent('Albanian, English');
    expect(first).toHaveTextContent('Dardania Data');
    expect(
      lists(calls, '/api/mentorships/requests').every((q) => q.getAll('status').join() === 'WAITING'),
    ).toBe(true);
    expect(screen.getByLabelText('2 waiting')).toBeInTheDocument();

    // assign a mentor to the first in line
    await user.click(within(first).getByLabelText('Assign a mentor to Luan Gashi'));
    const dialog = await openDialog('Assign a mentor to Luan Gashi');
    await user.click(await within(dialog).findByRole('radio', { name: 'Vesna Petrović' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign mentor' }));
    await noDialog('Assign a mentor to Luan Gashi');
    const assign = calls.find((c) => c.method === 'POST')!;
    expect(assign.url).toBe('/api/admins/assigns');
    expect(assign.body).toEqual({ applicationId: APP2, internId: I2, mentorId: M2 });
    expect(lists(calls, '/api/mentors')[0]!.get('application')).toBe(APP2);
  });

  it('assign dialog (issue 17): each mentor’s languages and reasons; a mentor sharing none is confirmed first', async () => {
    const german = {
      ...mentorItem(M3, 'Jonas', 'Weber', 1),
      mentorLanguages: ['de'],
      match: {
        score: 10,
        reasons: {
          categories: [WEB],
          skills: [],
          municipality: false,
          languages: [],
          load: 1,
          spreadLoad: false,
        },
      },
    };
    const answers = waitingAnswers(
      () => false,
      () => undefined,
    );
    const calls = stubFetch((url, init) =>
      path(url) === '/api/mentors'
        ? paged('mentors', [
            { ...mentorItem(M2, 'Vesna', 'Petrović', 0), mentorLanguages: ['en', 'sr'] },
            german,
          ])
        : answers(url, init),
    );
    const user = userEvent.setup();
    renderShared(<MentorshipsListPage />, '/dashboard/mentorshipsList?tab=waiting');
    const first = (await screen.findByText('Luan Gashi')).closest('tr')!;
    await user.click(within(first).getByLabelText('Assign a mentor to Luan Gashi'));
    const dialog = await openDialog('Assign a mentor to Luan Gashi');
    expect(await within(dialog).findByTestId('asked-languages')).toHaveTextContent(
      'Luan Gashi asked for: Albanian, English',
    );
    await within(dialog).findByRole('radio', { name: 'Vesna Petrović' });
    expect(dialog).toHaveTextContent('Languages: English, Serbian');
    expect(dialog).toHaveTextContent('Shares: English');
    expect(dialog).toHaveTextContent('Languages: German');
    expect(dialog).toHaveTextContent('Shares none of the languages asked for');
    expect(dialog).toHaveTextContent('Web development');

    // Jonas shares none: the first click asks, Back returns, "Assign anyway" sends
    await user.click(within(dialog).getByRole('radio', { name: 'Jonas Weber' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign mentor' }));
    expect(await within(dialog).findByTestId('no-language-warning')).toHaveTextContent(
      'Jonas Weber shares none of the languages Luan Gashi asked for (Albanian, English).',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).queryByTestId('no-language-warning')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Assign mentor' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Assign anyway' }));
    await noDialog('Assign a mentor to Luan Gashi');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { applicationId: APP2, internId: I2, mentorId: M3 },
    ]);
  });

  it('waiting list: remove after a confirmation, and the others move up', async () => {
    let removed = false;
    const calls = stubFetch(
      waitingAnswers(
        () => removed,
        () => (removed = true),
      ),
    );
    const user = userEvent.setup();
    renderShared(<MentorshipsListPage />, '/dashboard/mentorshipsList?tab=waiting');
    const first = (await screen.findByText('Luan Gashi')).closest('tr')!;
    // remove the first: confirmation, DELETE, the list moves up
    await user.click(within(first).getByLabelText('Remove Luan Gashi from the waiting list'));
    const confirm = await openDialog('Remove Luan Gashi from the waiting list?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove from the list' }));
    expect(await screen.findByText('The request was removed from the waiting list.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe(`/api/mentorships/requests/${R1}`);
    await waitFor(() => expect(screen.queryByText('Luan Gashi')).toBeNull());
    const left = tableRows();
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent('#1');
    expect(left[0]).toHaveTextContent('Mira Jovanović');
  });
});

describe("a mentor's interns (internsAssigned)", () => {
  const renderPage = () =>
    renderShared(
      <Routes>
        <Route path="dashboard/internsAssigned/:id" element={<InternsAssignedPage />} />
      </Routes>,
      `/dashboard/internsAssigned/${M1}`,
    );
  const ended = mentorship({
    _id: MS2,
    status: 'ENDED',
    acceptedByMentor: true,
    endReason: 'ENDED',
    endedAt: '2026-09-01T10:00:00.000Z',
    intern: { ...person(I3, 'Mira', 'Jovanović'), minor: false, municipality: null },
    progress: { held: 4, upcoming: 0, planned: 4, min: 3, due: 3, behind: false },
  });

  it('shows the header and the mentorships, current first, then past', async () => {
    const calls = stubFetch((url) => {
      if (url === `/api/mentors/${M1}`) return ok({ mentor: mentorRecord });
      if (path(url) === '/api/mentorships') return paged('mentorships', [ended, mentorship()]);
      return undefined;
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Interns of Arta Krasniqi', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mentor-load')).toHaveTextContent('3 of 5 interns');
    expect(screen.getByText('arta@example.test')).toBeInTheDocument();
    expect(screen.getByText('Albanian, English')).toBeInTheDocument();
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    const q = lists(calls, '/api/mentorships')[0]!;
    expect(q.get('mentor')).toBe(M1);
    expect(q.get('pagination')).toBe('false');

    const current = screen.getByRole('region', { name: 'Current mentorships' });
    const past = screen.getByRole('region', { name: 'Past mentorships' });
    await within(current).findByRole('link', { name: 'Drita Berisha' });
    expect(within(current).queryByText('Mira Jovanović')).toBeNull();
    expect(
      within(current).getByRole('button', { name: 'Reassign the mentor of Drita Berisha' }),
    ).toBeEnabled();
    expect(within(past).getByRole('link', { name: 'Mira Jovanović' })).toBeInTheDocument();
    expect(within(past).getByText('4/4')).toBeInTheDocument();
    // an ended mentorship is neither reassigned nor ended again
    expect(within(past).queryByRole('button', { name: /Reassign|End/ })).toBeNull();
  });

  it('assigns an intern from the waiting list to this mentor', async () => {
    const calls = stubFetch((url, init) => {
      if (url === `/api/mentors/${M1}`) return ok({ mentor: mentorRecord });
      if (path(url) === '/api/mentorships') return paged('mentorships', [mentorship()]);
      if (path(url) === '/api/mentorships/requests')
        return paged('requests', [
          request(R1, 1, [I2, 'Luan', 'Gashi'], APP2),
          request(R2, 2, [I3, 'Mira', 'Jovanović'], APP3),
        ]);
      if (url === '/api/admins/assigns' && init?.method === 'POST')
        return fail(409, 'INTERN_HAS_MENTOR', 'has one');
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Assign an intern' }));
    const dialog = await openDialog('Assign an intern to Arta Krasniqi');
    const second = await within(dialog).findByRole('radio', { name: 'Mira Jovanović' });
    const waiting = within(dialog).getByRole('radiogroup', {
      name: 'Interns waiting for a mentor, first in line on top',
    });
    expect(
      within(waiting)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Luan Gashi', 'Mira Jovanović']);
    await user.click(second);
    await user.click(within(dialog).getByRole('button', { name: 'Assign intern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Intern already has a mentor!');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      applicationId: APP3,
      internId: I3,
      mentorId: M1,
    });
  });

  it('assigns an intern found by name, with their approved internship looked up', async () => {
    const calls = stubFetch((url, init) => {
      if (url === `/api/mentors/${M1}`) return ok({ mentor: mentorRecord });
      if (path(url) === '/api/mentorships') return paged('mentorships', []);
      if (path(url) === '/api/mentorships/requests') return paged('requests', []);
      if (path(url) === '/api/interns')
        return paged('interns', [
          {
            _id: I2,
            internName: 'Luan',
            internLastName: 'Gashi',
            email: 'luan@example.test',
            gender: 'M',
            municipality: null,
            categories: [],
            skills: [],
            availability: null,
            updateRequired: false,
            updateFinished: true,
            active: true,
            createdAt: '2026-01-01T10:00:00.000Z',
          },
        ]);
      if (path(url) === '/api/applications')
        return paged('applications', [
          {
            _id: APP2,
            type: 'JOB',
            status: 'HIRED',
            job: { _id: 'job', title: 'Data analyst', deadline: '2026-09-01' },
            training: null,
            business: {
              _id: BIZ,
              businessName: 'Dardania Data',
              email: 'd@example.test',
              businessLogo: null,
            },
          },
        ]);
      if (url === '/api/admins/assigns' && init?.method === 'POST')
        return ok({ mentorship: mentorship({ _id: MS2 }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This mentor has no current intern.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign an intern' }));
    const dialog = await openDialog('Assign an intern to Arta Krasniqi');
    await within(dialog).findByText('Nobody is waiting for a mentor.');
    await user.click(within(dialog).getByText('Find an intern'));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Intern name' }), 'Luan');
    await waitFor(() => expect(lists(calls, '/api/interns').at(-1)!.get('name')).toBe('Luan'));
    expect(lists(calls, '/api/interns').every((q) => q.get('type') === 'ACTIVE')).toBe(true);
    const confirm = within(dialog).getByRole('button', { name: 'Assign intern' });
    expect(confirm).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'Luan Gashi' }));
    expect(await within(dialog).findByText(/Data analyst at Dardania Data/)).toBeInTheDocument();
    const apps = lists(calls, '/api/applications')[0]!;
    expect(apps.get('intern')).toBe(I2);
    expect(apps.getAll('status')).toEqual(['APPROVED', 'HIRED', 'EXTENDED']);
    expect(apps.get('type')).toBe('JOB');
    await user.click(confirm);
    expect(
      await screen.findByText(
        'Luan Gashi is now an intern of Arta Krasniqi; the mentor will be asked to confirm.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      applicationId: APP2,
      internId: I2,
      mentorId: M1,
    });
  });

  it('a full mentor cannot be given another intern', async () => {
    stubFetch((url) => {
      if (url === `/api/mentors/${M1}`) return ok({ mentor: { ...mentorRecord, mentorNumberOfInterns: 5 } });
      if (path(url) === '/api/mentorships') return paged('mentorships', []);
      return undefined;
    });
    renderPage();
    expect(await screen.findByText(/This mentor has no free spot/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign an intern' })).toBeDisabled();
  });
});
