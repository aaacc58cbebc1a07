import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { IDS, mentorship } from '../test/fixtures.ts';
import MyMentorPage from './my-mentor-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

setUpPageTests({ role: 'intern', id: IDS.intern });

/** /myMentor of an intern on the waiting list whom a mentor invited (issue 17); `answer` follows the PUT. */
function stubInvited() {
  const state: { answer: 'ACCEPT' | 'DECLINE' | null } = { answer: null };
  const invited = mentorship({ status: 'INVITED', acceptedByMentor: false, assignedBy: 'MENTOR' });
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const q = new URL(url, 'http://x').searchParams;
    if (method === 'GET' && url.startsWith('/api/mentorships?')) {
      if (q.get('current') === 'true')
        return paged('mentorships', state.answer === 'ACCEPT' ? [mentorship()] : []);
      if (q.getAll('status').join() === 'INVITED') return paged('mentorships', state.answer ? [] : [invited]);
    }
    if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}/meetings`)
      return ok({ meetings: [] });
    if (method === 'PUT' && url === `/api/mentorships/${IDS.mentorship}/invitation`) {
      state.answer = (JSON.parse(String(init?.body)) as { type: 'ACCEPT' | 'DECLINE' }).type;
      return ok({
        mentorship: state.answer === 'ACCEPT' ? mentorship() : { ...invited, status: 'DECLINED' },
      });
    }
    return undefined;
  });
  return { calls, state };
}

describe('/myMentor: invitations from mentors (issue 17)', { timeout: 60000 }, () => {
  it('accept, after a confirmation: the mentorship starts and the page shows the mentor', async () => {
    const { calls } = stubInvited();
    const user = userEvent.setup();
    renderShared(<MyMentorPage />, '/myMentor');
    const section = await screen.findByTestId('invitations');
    expect(section).toHaveTextContent('Invitations from mentors');
    expect(section).toHaveTextContent('Besa Krasniqi');
    expect(section).toHaveTextContent('Invited by the mentor');
    expect(section).toHaveTextContent('you stay on the waiting list in your place');
    await user.click(within(section).getByRole('button', { name: 'Accept the invitation of Besa Krasniqi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Accept Besa Krasniqi as your mentor?');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Besa Krasniqi is now your mentor.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ type: 'ACCEPT' });
    await waitFor(() => expect(screen.queryByTestId('invitations')).toBeNull());
    expect(await screen.findByTestId('mentor-card')).toHaveTextContent('Besa Krasniqi');
  });

  it('decline: the intern stays on the waiting list', async () => {
    const { calls } = stubInvited();
    const user = userEvent.setup();
    renderShared(<MyMentorPage />, '/myMentor');
    const section = await screen.findByTestId('invitations');
    await user.click(
      within(section).getByRole('button', { name: 'Decline the invitation of Besa Krasniqi' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You stay on the waiting list in your place.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('Invitation declined. You are still on the waiting list.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ type: 'DECLINE' });
    await waitFor(() => expect(screen.queryByTestId('invitations')).toBeNull());
    expect(screen.getByTestId('no-mentor')).toBeInTheDocument();
  });
});
