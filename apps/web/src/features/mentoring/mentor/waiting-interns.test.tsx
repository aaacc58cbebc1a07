import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWaitingIntern } from '@praktika/contracts/mentoring';
import { fail, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { IDS, mentorship } from '../test/fixtures.ts';
import { MyInternsPage } from './my-interns-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const R1 = 'b1b2c3d4-9e0f-4a1b-8c2d-3e4f5a6b7c01';
const R2 = 'b1b2c3d4-9e0f-4a1b-8c2d-3e4f5a6b7c02';
const TECH = { _id: 'c1', sqName: 'Teknologji', srName: 'Tehnologija', enName: 'Technology' };

const waiting = (
  id: string,
  name: string,
  position: number,
  invitation: string | null = null,
): TWaitingIntern => ({
  _id: id,
  position,
  languages: ['sq', 'en'],
  intern: {
    _id: `intern-${id}`,
    name,
    lastName: 'Gashi',
    municipality: { _id: 'm1', sqName: 'Prishtinë', srName: 'Priština', enName: 'Pristina' },
    categories: [TECH],
    skills: [],
  },
  application: { _id: `app-${id}`, title: 'Data analyst', businessName: 'Dardania Data' },
  match: {
    score: 10,
    reasons: {
      categories: [TECH],
      skills: [],
      municipality: true,
      languages: ['sq'],
      load: 2,
      spreadLoad: false,
    },
  },
  invitation,
  createdAt: '2026-11-01T09:00:00.000Z',
});

setUpPageTests({ role: 'mentor', id: IDS.mentor });

describe('/dashboard/myinterns: waiting interns (issue 17)', { timeout: 60_000 }, () => {
  it('lists the waiting interns sharing a language and invites one after a confirmation', async () => {
    let invited = false;
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.startsWith('/api/mentorships/waiting'))
        return paged('interns', [
          waiting(R1, 'Luan', 1, invited ? IDS.mentorship : null),
          waiting(R2, 'Mira', 3),
        ]);
      if (method === 'GET' && url.startsWith('/api/mentorships?')) return paged('mentorships', []);
      if (method === 'POST' && url === `/api/mentorships/requests/${R1}/invite`) {
        invited = true;
        return ok({ mentorship: mentorship({ status: 'INVITED', assignedBy: 'MENTOR' }) });
      }
      if (method === 'POST' && url === `/api/mentorships/requests/${R2}/invite`)
        return fail(409, 'MENTOR_FULL', 'full');
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<MyInternsPage />, '/dashboard/myinterns');
    await user.click(await screen.findByRole('tab', { name: 'Waiting interns' }));
    const first = await screen.findByTestId(`waiting-${R1}`);
    expect(first).toHaveTextContent('Luan Gashi');
    expect(first).toHaveTextContent('Place 1 on the waiting list');
    expect(first).toHaveTextContent('Data analyst at Dardania Data · Pristina');
    expect(first).toHaveTextContent('Asked for: Albanian, English');
    expect(first).toHaveTextContent('Fields of interest: Technology');
    expect(within(first).getByTestId('assignment-reasons')).toHaveTextContent('Invited by the mentor');

    await user.click(within(first).getByRole('button', { name: 'Invite Luan Gashi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Invite Luan Gashi?');
    expect(dialog).toHaveTextContent('counts towards your 5 places');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to Luan Gashi.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/mentorships/requests/${R1}/invite`,
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId(`waiting-${R1}`)).getByTestId('invited')).toHaveTextContent(
        'Invited, waiting for their answer',
      ),
    );

    // the API's refusal (the cap) shows
    await user.click(
      within(screen.getByTestId(`waiting-${R2}`)).getByRole('button', { name: 'Invite Mira Gashi' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('This mentor already has 5 interns.')).toBeInTheDocument();
  });
});
