import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { MentorRequestCard } from './mentor-request-card.tsx';
import { IDS, mentorship, waitingRequest } from '../test/fixtures.ts';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const APPROVED = { _id: IDS.application, status: 'APPROVED' };

/** A stub of the card's calls: the current mentorship and the waiting request follow `state`. */
function stubMentoring(
  state: { current: ReturnType<typeof mentorship> | null; waiting: boolean },
  post?: () => ReturnType<typeof ok> | ReturnType<typeof fail>,
) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/mentorships/requests?'))
      return paged('requests', state.waiting ? [waitingRequest()] : []);
    if (method === 'GET' && url.startsWith('/api/mentorships?'))
      return paged('mentorships', state.current ? [state.current] : []);
    if (method === 'POST' && url === '/api/mentorships/assignmentor' && post) return post();
    if (method === 'DELETE' && url === `/api/mentorships/requests/${IDS.request}`) {
      state.waiting = false;
      return ok({ request: waitingRequest({ status: 'WITHDRAWN', position: null }) });
    }
    return undefined;
  });
}

setUpPageTests({ role: 'intern', id: IDS.intern });

describe('the mentor request card on /internship', { timeout: 60_000 }, () => {
  it('asks for a mentor in the chosen languages and, when one is assigned, names them with a link to /myMentor', async () => {
    const state = { current: null as ReturnType<typeof mentorship> | null, waiting: false };
    const assigned = mentorship({ status: 'PENDING', acceptedByMentor: false });
    const calls = stubMentoring(state, () => {
      state.current = assigned;
      return ok({ mentorship: assigned, request: null });
    });
    const user = userEvent.setup();
    renderShared(<MentorRequestCard application={APPROVED} />, '/internship');
    const ask = await screen.findByRole('button', { name: 'Ask for a mentor' });
    // the current intern's own current mentorship and waiting request are asked for
    const list = new URL(calls.find((c) => c.url.startsWith('/api/mentorships?'))!.url, 'http://x');
    expect(list.searchParams.get('intern')).toBe(IDS.intern);
    expect(list.searchParams.get('current')).toBe('true');
    await user.click(ask);
    expect(
      await screen.findByText('Your mentor is Besa Krasniqi; they will confirm soon.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ applicationId: IDS.application, languages: ['en'], emailLanguage: 'en' });
    expect(await screen.findByRole('link', { name: 'Open my mentor' })).toHaveAttribute('href', '/myMentor');
    expect(
      screen.getByText('Besa Krasniqi has been assigned to you and will confirm soon.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for the mentor to confirm')).toBeInTheDocument();
  });

  it('on the waiting list: no available mentors, the place in the queue, and the request can be withdrawn', async () => {
    const state = { current: null, waiting: false };
    const calls = stubMentoring(state, () => {
      state.waiting = true;
      return ok({ mentorship: null, request: waitingRequest() });
    });
    const user = userEvent.setup();
    renderShared(<MentorRequestCard application={APPROVED} />, '/internship');
    await user.click(await screen.findByRole('button', { name: 'Ask for a mentor' }));
    expect(await screen.findByText('No available mentors at the moment!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are number 3 on the waiting list. We will e-mail you as soon as a mentor is free.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Your request for a mentor was withdrawn.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    // back to the form
    expect(await screen.findByRole('button', { name: 'Ask for a mentor' })).toBeInTheDocument();
  });

  it('on the waiting list with an invitation: a link to answer it on /myMentor (issue 17)', async () => {
    stubFetch((url) => {
      const q = new URL(url, 'http://x').searchParams;
      if (url.startsWith('/api/mentorships/requests?')) return paged('requests', [waitingRequest()]);
      if (url.startsWith('/api/mentorships?'))
        return q.getAll('status').join() === 'INVITED'
          ? paged('mentorships', [mentorship({ status: 'INVITED', assignedBy: 'MENTOR' })])
          : paged('mentorships', []);
      return undefined;
    });
    renderShared(<MentorRequestCard application={APPROVED} />, '/internship');
    const hint = await screen.findByTestId('mentor-invited');
    expect(hint).toHaveTextContent('A mentor invited you. Answer the invitation on your mentoring page.');
    expect(within(hint).getByRole('link', { name: 'See the invitations' })).toHaveAttribute(
      'href',
      '/myMentor',
    );
  });

  it('INTERNSHIP_REQUIRED is a translated error and the form stays', async () => {
    stubMentoring({ current: null, waiting: false }, () => fail(409, 'INTERNSHIP_REQUIRED'));
    const user = userEvent.setup();
    renderShared(<MentorRequestCard application={APPROVED} />, '/internship');
    await user.click(await screen.findByRole('button', { name: 'Ask for a mentor' }));
    expect(
      await screen.findByText('You can ask for a mentor once your internship is approved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a mentor' })).toBeInTheDocument();
  });

  it('with a current mentor: who it is, and no form', async () => {
    stubMentoring({ current: mentorship(), waiting: false });
    renderShared(<MentorRequestCard application={APPROVED} />, '/internship');
    expect(await screen.findByText('Besa Krasniqi is your mentor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a mentor' })).toBeNull();
  });

  it('shows nothing (and asks nothing) before the internship is approved', () => {
    const calls = stubFetch();
    const { container } = renderShared(
      <MentorRequestCard application={{ _id: IDS.application, status: 'ACCEPTED_FOR_VALIDATION' }} />,
    );
    expect(container.querySelector('[data-testid="mentor-request"]')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
