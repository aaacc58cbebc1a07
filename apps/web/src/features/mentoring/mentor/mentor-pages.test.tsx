import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { IDS, meeting, mentorship } from '../test/fixtures.ts';
import { MentorshipDetailPage } from './mentorship-detail-page.tsx';
import { MyInternsPage } from './my-interns-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const PENDING_ID = 'aa6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const pending = () =>
  mentorship({
    _id: PENDING_ID,
    status: 'PENDING',
    acceptedByMentor: false,
    intern: { ...mentorship().intern, _id: 'i2', name: 'Arta', lastName: 'Gashi' },
  });

setUpPageTests({ role: 'mentor', id: IDS.mentor });

describe('/dashboard/myinterns', { timeout: 60_000 }, () => {
  it('lists the pending intern first with the capacity, and accepts or declines after confirming', async () => {
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.startsWith('/api/mentorships?'))
        return paged('mentorships', [mentorship(), pending()]);
      if (method === 'PUT' && url === `/api/mentorships/${PENDING_ID}`)
        return ok({ mentorship: { ...pending(), status: 'ACTIVE' } });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<MyInternsPage />, '/dashboard/myinterns');
    await screen.findByTestId(`mentorship-${PENDING_ID}`);
    const cards = [...document.querySelectorAll<HTMLElement>('li[data-testid^="mentorship-"]')];
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Arta Gashi',
      'Drita Berisha',
    ]);
    expect(screen.getByTestId('capacity')).toHaveTextContent('2 of 5 interns');
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(query.get('mentor')).toBe(IDS.mentor);
    expect(query.getAll('status')).toEqual(['PENDING', 'ACTIVE']);
    // the active one shows its organisation, dates and progress; it has no answer buttons
    const active = cards[1]!;
    expect(active).toHaveTextContent('Junior web developer at Kodra Tech');
    expect(active).toHaveTextContent('01/10/2026 – 01/01/2027');
    expect(within(active).getByTestId('mentorship-progress')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(within(active).getByRole('link', { name: 'Drita Berisha' })).toHaveAttribute(
      'href',
      `/dashboard/mentorshipDetail/${IDS.mentorship}`,
    );

    await user.click(screen.getByRole('button', { name: 'Accept Arta Gashi' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Accept Arta Gashi as your intern?');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are now the mentor of Arta Gashi.')).toBeInTheDocument();
    let put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toMatchObject({ type: 'ACCEPT' });

    await user.click(screen.getByRole('button', { name: 'Decline Arta Gashi' }));
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Decline Arta Gashi?'));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined Arta Gashi.')).toBeInTheDocument();
    put = calls.filter((c) => c.method === 'PUT');
    expect(put[1]!.body).toMatchObject({ type: 'DECLINE' });
  });

  it('past mentorships in their own tab', async () => {
    const calls = stubFetch((url) => {
      if (!url.startsWith('/api/mentorships?')) return undefined;
      const past = new URL(url, 'http://x').searchParams.getAll('status').includes('ENDED');
      return paged('mentorships', past ? [mentorship({ status: 'ENDED' })] : []);
    });
    const user = userEvent.setup();
    renderShared(<MyInternsPage />, '/dashboard/myinterns');
    expect(await screen.findByText('No interns are assigned to you yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Drita Berisha')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(
      calls.some((c) => new URL(c.url, 'http://x').searchParams.getAll('status').includes('DECLINED')),
    ).toBe(true);
  });
});

describe('/dashboard/mentorshipDetail/:id', { timeout: 60_000 }, () => {
  const renderDetail = () =>
    renderShared(
      <Routes>
        <Route path="/dashboard/mentorshipDetail/:id" element={<MentorshipDetailPage />} />
      </Routes>,
      `/dashboard/mentorshipDetail/${IDS.mentorship}`,
    );

  it('shows the intern, internship, reasons, progress and meetings, with plan, report and end', async () => {
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}`)
        return ok({ mentorship: mentorship() });
      if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}/meetings`)
        return ok({ meetings: [meeting()] });
      if (method === 'PUT' && url === `/api/mentorships/${IDS.mentorship}`)
        return ok({ mentorship: mentorship({ status: 'ENDED' }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Drita Berisha' })).toBeInTheDocument();
    const intern = screen.getByTestId('intern-card');
    expect(within(intern).getByText('Peja')).toBeInTheDocument();
    expect(within(intern).getByRole('button', { name: 'View CV' })).toBeInTheDocument();
    expect(screen.getByText('Kodra Tech')).toBeInTheDocument();
    expect(screen.getByText('Hired')).toBeInTheDocument();
    const reasons = screen.getByTestId('assignment-reasons');
    expect(reasons).toHaveTextContent('Field: Technology');
    expect(reasons).toHaveTextContent('Skill: Programming');
    expect(reasons).toHaveTextContent('Same municipality');
    expect(reasons).toHaveTextContent('Fewer interns among equally good mentors');
    expect(screen.getByTestId('mentorship-progress')).toHaveTextContent('Held: 1 of 4 planned');
    expect(await screen.findByText('Kick-off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a meeting' })).toHaveAttribute(
      'href',
      `/dashboard/mentorshipMeetings?new=1&intern=${IDS.intern}`,
    );
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute(
      'href',
      `/dashboard/report?mentorship=${IDS.mentorship}`,
    );
    // the mentor deletes the own file only
    expect(screen.getByRole('button', { name: 'Delete the file mentor-notes.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the file my-plan.pdf' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'End mentorship' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('End the mentorship with Drita Berisha?');
    await user.click(within(dialog).getByRole('button', { name: 'End mentorship' }));
    expect(await screen.findByText('The mentorship was ended.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ type: 'END' });
  });

  it('a pending assignment is accepted on its page, which then shows it as the mentor’s', async () => {
    let status: 'PENDING' | 'ACTIVE' = 'PENDING';
    const detail = () => mentorship({ ...pending(), _id: IDS.mentorship, status });
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}`)
        return ok({ mentorship: detail() });
      if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}/meetings`)
        return ok({ meetings: [] });
      if (method === 'PUT' && url === `/api/mentorships/${IDS.mentorship}`) {
        status = 'ACTIVE';
        return ok({ mentorship: detail() });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Arta Gashi' });
    const answer = await screen.findByRole('group', { name: 'Your answer to this assignment' });
    expect(answer).toHaveTextContent('Arta Gashi has been assigned to you as a mentee.');
    await user.click(within(answer).getByRole('button', { name: 'Accept Arta Gashi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Accept Arta Gashi as your intern?');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are now the mentor of Arta Gashi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ type: 'ACCEPT' });
    // the page reads the mentorship again: no answer left to give, and it stays
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Your answer to this assignment' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe(`/dashboard/mentorshipDetail/${IDS.mentorship}`);
  });

  it('declining a pending assignment on its page goes back to my interns', async () => {
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}`)
        return ok({ mentorship: mentorship({ ...pending(), _id: IDS.mentorship }) });
      if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}/meetings`)
        return ok({ meetings: [] });
      if (method === 'PUT' && url === `/api/mentorships/${IDS.mentorship}`)
        return ok({ mentorship: mentorship({ ...pending(), _id: IDS.mentorship, status: 'DECLINED' }) });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Arta Gashi' });
    const answer = screen.getByRole('group', { name: 'Your answer to this assignment' });
    await user.click(within(answer).getByRole('button', { name: 'Decline Arta Gashi' }));
    const confirm = await screen.findByRole('dialog');
    await waitFor(() => expect(confirm).toHaveTextContent('Decline Arta Gashi?'));
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myinterns'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ type: 'DECLINE' });
  });

  it('a mentorship that is not the mentor’s reads as not found', async () => {
    stubFetch((url) =>
      url === `/api/mentorships/${IDS.mentorship}`
        ? { status: 404, body: { success: false, data: null, error: 'x', errorType: 'NOT_FOUND' } }
        : undefined,
    );
    renderDetail();
    expect(await screen.findByText('This mentorship does not exist or is not yours.')).toBeInTheDocument();
  });
});
