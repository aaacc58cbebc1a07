import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMeeting } from '@praktika/contracts/mentoring';
import { fail, fakeToken, ok, paged, pickOption, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { INTERN, MENTOR, SHIP, mentorship } from '../../../../test/mentorship-fixture.ts';
import { MeetingsPage } from './meetings-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const INTERN2 = '2c3d4e5f-6a7b-4c8d-9e9f-a0b1c2d3e4f5';
const MEETING = '4e5f6a7b-8c9d-4eaf-b0b1-c2d3e4f5a6b7';

const meeting = (over: Partial<TMeeting> = {}): TMeeting => ({
  _id: MEETING,
  title: 'First check-in',
  description: 'How the first weeks went',
  link: 'https://meet.example.com/abc',
  // Wednesday 17 July 2030, 14:30 in Priština (summer time)
  startDate: '2030-07-17T12:30:00.000Z',
  endDate: '2030-07-17T13:30:00.000Z',
  durationMinutes: 60,
  cancelled: false,
  state: 'UPCOMING',
  sequence: 0,
  mentor: { _id: MENTOR, name: 'Arben', lastName: 'Krasniqi' },
  attendees: [{ _id: INTERN, name: 'Drita', lastName: 'Berisha', mentorshipId: SHIP }],
  createdAt: '2030-07-01T10:00:00.000Z',
  updatedAt: '2030-07-01T10:00:00.000Z',
  ...over,
});

const search = (url: string) => new URL(url, 'http://x').searchParams;
const isGet = (init?: RequestInit) => (init?.method ?? 'GET') === 'GET';
/** Types the meeting form's title, link, date (DD/MM/YYYY) and time (HH:mm) as a mentor would. */
async function fillMeeting(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { title: string; link: string; date: string; time: string },
) {
  await user.click(within(dialog).getByRole('textbox', { name: 'Title' }));
  await user.paste(values.title);
  await user.click(within(dialog).getByRole('textbox', { name: 'Meeting link' }));
  await user.paste(values.link);
  const date = within(dialog).getByRole('textbox', { name: 'Date' });
  await user.click(date);
  await user.type(date, `${values.date}{Enter}`);
  const time = within(dialog).getByRole('textbox', { name: 'Time' });
  await user.click(time);
  await user.type(time, `${values.time}{Enter}`);
}

/** The mentor's ACTIVE mentorships (the form's attendees and the intern filter). */
const activeMentorships = (url: string, init?: RequestInit) =>
  isGet(init) && url.startsWith('/api/mentorships?') && search(url).get('status') === 'ACTIVE'
    ? paged('mentorships', [
        mentorship(),
        mentorship({
          _id: 'ship2',
          intern: { ...mentorship().intern, _id: INTERN2, name: 'Besnik', lastName: 'Gashi' },
        }),
      ])
    : undefined;

setUpPageTests({ role: 'mentor', id: MENTOR });

describe('the meeting form', { timeout: 60_000 }, () => {
  it('names every missing field and a link that is not http(s), and sends nothing', async () => {
    const calls = stubFetch((url, init) =>
      isGet(init) && url.startsWith('/api/meetings?') ? paged('meetings', []) : activeMentorships(url, init),
    );
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, '/dashboard/mentorshipMeetings?new=1');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Plan a meeting');
    await user.click(within(dialog).getByRole('button', { name: 'Plan the meeting' }));
    for (const text of [
      'Please fill in: Attendees',
      'Please fill in: Title',
      'Please fill in: Meeting link',
      'Please fill in: Date',
      'Please fill in: Time',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Meeting link' }));
    await user.paste('ftp://files.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Plan the meeting' }));
    expect(
      await within(dialog).findByText(
        'Meeting link: enter a full web address starting with http:// or https://',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('plans a meeting at Priština time (the summer offset), with the intern from the URL preselected', async () => {
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/meetings?')) return paged('meetings', []);
      if (url === '/api/meetings' && init?.method === 'POST') return ok({ meeting: meeting() });
      return activeMentorships(url, init);
    });
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, `/dashboard/mentorshipMeetings?new=1&intern=${INTERN}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Drita Berisha')).toBeInTheDocument());
    await pickOption(user, within(dialog).getByRole('combobox', { name: 'Attendees' }), 'Besnik Gashi');
    await fillMeeting(user, dialog, {
      title: 'First check-in',
      link: 'https://meet.example.com/abc',
      date: '17/07/2030',
      time: '14:30',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Plan the meeting' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      attendees: [INTERN, INTERN2],
      title: 'First check-in',
      link: 'https://meet.example.com/abc',
      startDate: '2030-07-17T14:30:00+02:00',
      durationMinutes: 60,
      description: '',
    });
    expect(await screen.findByText('Meeting planned. Invitations were sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('new=1'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`?intern=${INTERN}`);
  });

  it('edits a winter meeting (+01:00) and shows the server details on attendees and date', async () => {
    const winter = meeting({ startDate: '2030-12-04T09:00:00.000Z', endDate: '2030-12-04T10:00:00.000Z' });
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/meetings?')) return paged('meetings', [winter]);
      if (url === `/api/meetings/${MEETING}` && init?.method === 'PUT')
        return fail(400, 'VALIDATION_ERROR', 'bad', [
          { field: 'attendees', issue: 'notYourIntern' },
          { field: 'startDate', issue: 'inThePast' },
        ]);
      return activeMentorships(url, init);
    });
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, '/dashboard/mentorshipMeetings');
    await user.click(await screen.findByRole('button', { name: 'Edit the meeting First check-in' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Edit the meeting');
    expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('04/12/2030');
    expect(within(dialog).getByRole('textbox', { name: 'Time' })).toHaveValue('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Attendees: invite only your own active interns'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Date: the meeting must start in the future')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      attendees: [INTERN],
      startDate: '2030-12-04T10:00:00+01:00',
      durationMinutes: 60,
    });
  });
});

describe('admins', () => {
  it('plan a meeting for the mentor chosen in the filter', async () => {
    saveSession(fakeToken({ role: 'admin', id: 'admin1' }));
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/meetings?')) return paged('meetings', []);
      if (isGet(init) && url.startsWith('/api/mentors?')) return paged('mentors', []);
      if (isGet(init) && url === `/api/mentors/${MENTOR}`)
        return ok({ mentor: { _id: MENTOR, mentorName: 'Arben', mentorSurname: 'Krasniqi' } });
      if (url === '/api/meetings' && init?.method === 'POST') return ok({ meeting: meeting() });
      return activeMentorships(url, init);
    });
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, `/dashboard/mentorshipMeetings?mentor=${MENTOR}&new=1&intern=${INTERN}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Drita Berisha')).toBeInTheDocument());
    await fillMeeting(user, dialog, {
      title: 'Check-in',
      link: 'https://meet.example.com/x',
      date: '04/12/2030',
      time: '09:15',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Plan the meeting' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      mentorId: MENTOR,
      attendees: [INTERN],
      startDate: '2030-12-04T09:15:00+01:00',
    });
    // the interns offered are the chosen mentor's
    const ships = calls.find((c) => c.url.startsWith('/api/mentorships?'))!;
    expect(search(ships.url).get('mentor')).toBe(MENTOR);
    const list = calls.find((c) => c.url.startsWith('/api/meetings?'))!;
    expect(search(list.url).get('mentors')).toBe(MENTOR);
  }, 60_000);
});

describe('the meetings list', { timeout: 60_000 }, () => {
  it('reads its filters from the URL and writes changes back', async () => {
    const calls = stubFetch((url, init) =>
      isGet(init) && url.startsWith('/api/meetings?')
        ? paged('meetings', [meeting()], { page: 2, totalDocs: 11 })
        : activeMentorships(url, init),
    );
    const user = userEvent.setup();
    renderShared(
      <MeetingsPage />,
      `/dashboard/mentorshipMeetings?intern=${INTERN}&state=UPCOMING&from=2030-07-01&to=2030-07-31&page=2`,
    );
    const card = await screen.findByTestId(`meeting-${MEETING}`);
    expect(within(card).getByText('First check-in')).toBeInTheDocument();
    expect(card).toHaveTextContent('17/07/2030, 14:30–15:30');
    expect(card).toHaveTextContent('(Kosovo time, UTC+02:00)');
    expect(card).toHaveTextContent('60 min');
    expect(card).toHaveTextContent('Attendees: Drita Berisha');
    expect(within(card).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    const q = search(calls.find((c) => c.url.startsWith('/api/meetings?'))!.url);
    expect(q.get('interns')).toBe(INTERN);
    expect(q.getAll('availability')).toEqual(['UPCOMING']);
    expect(q.get('startDate')).toBe('2030-07-01T00:00:00+02:00');
    expect(q.get('endDate')).toBe('2030-08-01T00:00:00+02:00');
    expect(q.get('page')).toBe('2');

    await pickOption(user, screen.getByRole('combobox', { name: 'State' }), 'Held');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('state=UPCOMING%2CHELD'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('page=2');
    await waitFor(() =>
      expect(calls.some((c) => search(c.url).getAll('availability').join() === 'UPCOMING,HELD')).toBe(true),
    );
  });

  it('held meetings have no Edit or Cancel; cancel and delete ask first', async () => {
    const held = meeting({
      _id: 'held',
      title: 'Kick-off',
      state: 'HELD',
      startDate: '2030-06-10T08:00:00.000Z',
      endDate: '2030-06-10T09:00:00.000Z',
    });
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/meetings?')) return paged('meetings', [meeting(), held]);
      if (url === `/api/meetings/${MEETING}/cancel` && init?.method === 'PUT')
        return ok({ meeting: meeting({ cancelled: true, state: 'CANCELLED' }) });
      if (url === '/api/meetings/held' && init?.method === 'DELETE') return ok({ meeting: held });
      return activeMentorships(url, init);
    });
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, '/dashboard/mentorshipMeetings');
    const heldCard = await screen.findByTestId('meeting-held');
    expect(within(heldCard).getByText('Held')).toBeInTheDocument();
    expect(within(heldCard).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(heldCard).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the meeting First check-in' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this meeting?');
    expect(dialog).toHaveTextContent('17/07/2030, 14:30–15:30');
    // keeping it sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the meeting First check-in' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));
    expect(await screen.findByText('Meeting cancelled. The attendees were told.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
      `/api/meetings/${MEETING}/cancel`,
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete the meeting Kick-off' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this meeting?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the meeting' }));
    expect(await screen.findByText('Meeting deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/meetings/held']);
  });
});

describe('the week view', { timeout: 60_000 }, () => {
  it('places a meeting on its day and hour, opens it, and moves between weeks', async () => {
    const calls = stubFetch((url, init) =>
      isGet(init) && url.startsWith('/api/meetings?')
        ? paged('meetings', search(url).get('startDate')?.startsWith('2030-07-15') ? [meeting()] : [])
        : activeMentorships(url, init),
    );
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, '/dashboard/mentorshipMeetings?view=week&week=2030-07-17');
    expect(await screen.findByRole('heading', { name: '15/07/2030 – 21/07/2030' })).toBeInTheDocument();
    const chip = await screen.findByRole('button', {
      name: /^14:30–15:30 First check-in, Wed 17\/07\/2030 \(Kosovo time, UTC\+02:00\), Upcoming$/,
    });
    expect(chip.closest('td')).toHaveAttribute('data-day', '2030-07-17');
    expect(chip.closest('td')).toHaveAttribute('data-hour', '14');
    const first = search(calls.find((c) => c.url.startsWith('/api/meetings?'))!.url);
    expect(first.get('startDate')).toBe('2030-07-15T00:00:00+02:00');
    expect(first.get('endDate')).toBe('2030-07-22T00:00:00+02:00');
    expect(first.get('pagination')).toBe('false');

    await user.click(chip);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('First check-in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: '22/07/2030 – 28/07/2030' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('week=2030-07-22');
    await waitFor(() =>
      expect(calls.some((c) => search(c.url).get('startDate') === '2030-07-22T00:00:00+02:00')).toBe(true),
    );
    expect(await screen.findByText('No meetings this week.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('location')).toHaveTextContent('week=2030-07-08');
  });

  it('the list/week switch is kept in the URL', async () => {
    stubFetch((url, init) =>
      isGet(init) && url.startsWith('/api/meetings?') ? paged('meetings', []) : activeMentorships(url, init),
    );
    const user = userEvent.setup();
    renderShared(<MeetingsPage />, '/dashboard/mentorshipMeetings');
    await user.click(await screen.findByText('Week'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('view=week'));
    expect(await screen.findByRole('button', { name: 'This week' })).toBeInTheDocument();
    await user.click(screen.getByText('List'));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('view=week'));
  });
});
