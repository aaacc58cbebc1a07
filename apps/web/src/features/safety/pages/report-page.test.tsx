// The mentor's red-flag report page (moved with the page from features/mentoring/meetings).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, paged, pickOption, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { BUSINESS, INTERN, MENTOR, SHIP, mentorship } from '../../../../test/mentorship-fixture.ts';
import { ReportPage } from './report-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const isGet = (init?: RequestInit) => (init?.method ?? 'GET') === 'GET';
setUpPageTests({ role: 'mentor', id: MENTOR });

describe('the mentor report page', { timeout: 60_000 }, () => {
  it('reports the organisation of the preselected mentorship and lists earlier reports', async () => {
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/mentorships?'))
        return paged('mentorships', [mentorship(), mentorship({ _id: 'declined', status: 'DECLINED' })]);
      if (isGet(init) && url.startsWith('/api/redflags?'))
        return paged('redFlags', [
          {
            _id: 'flag1',
            reported: 'INTERN',
            application: null,
            mentorshipId: SHIP,
            business: { _id: BUSINESS, businessName: 'Kodra Tech' },
            intern: { _id: INTERN, internName: 'Drita', internLastName: 'Berisha', minor: false },
            reporter: { _id: MENTOR, role: 'mentor', name: 'Arben Krasniqi' },
            reasons: ['NO_SHOW'],
            reasonText: null,
            status: 'NEW',
            createdAt: '2030-07-02T10:00:00.000Z',
            updatedAt: '2030-07-02T10:00:00.000Z',
          },
        ]);
      if (url === '/api/redflags' && init?.method === 'POST') return ok({ redFlag: {} });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<ReportPage />, `/dashboard/report?mentorship=${SHIP}`);
    const earlier = await screen.findByTestId('report-flag1');
    expect(earlier).toHaveTextContent('Intern: Drita Berisha');
    expect(earlier).toHaveTextContent('No-show');
    expect(earlier).toHaveTextContent('Sent on 02/07/2030');

    await user.click(await screen.findByRole('radio', { name: 'The organisation: Kodra Tech' }));
    await user.click(screen.getByRole('checkbox', { name: 'Harassment' }));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      reported: 'BUSINESS',
      mentorshipId: SHIP,
      reasons: ['HARASSMENT'],
      emailLanguage: 'en',
    });
    expect(
      await screen.findByText('Thank you. The administrators have received your report.'),
    ).toBeInTheDocument();
  });

  it('asks for the mentorship and the reasons before sending', async () => {
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/mentorships?')) return paged('mentorships', [mentorship()]);
      if (isGet(init) && url.startsWith('/api/redflags?')) return paged('redFlags', []);
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<ReportPage />, '/dashboard/report');
    expect(await screen.findByText('You have not sent any reports.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Please fill in: Mentorship')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The intern' })).toBeChecked();
    await pickOption(
      user,
      screen.getByRole('combobox', { name: 'Mentorship' }),
      'Drita Berisha — Kodra Tech (Junior web developer)',
    );
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Please fill in: What happened?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
