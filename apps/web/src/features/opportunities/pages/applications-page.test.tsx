import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { makeQueryClient, Providers } from '../../../app/providers.tsx';
import { fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { APP_ID, application, INTERN } from '../test/fixtures.ts';
import ApplicationsPage from './applications-page.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
});

describe('/applications', () => {
  it('lists applications with status and timeline; accepting an invitation sends the action; declining asks first', async () => {
    const calls = stubFetch((url, init) => {
      if (url.startsWith('/api/applications?')) return paged('applications', [application()]);
      if (url === `/api/applications/${APP_ID}` && init?.method === 'PUT')
        return ok({ application: application({ status: 'APPLIED', actions: ['withdraw'] }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<ApplicationsPage />, '/applications');
    const card = (await screen.findByRole('link', { name: 'Frontend intern' })).closest('li')!;
    const c = within(card);
    expect(c.getByText('Invited', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(calls[0]!.url).toContain('type=ALL');

    await user.click(c.getByText('Timeline'));
    expect(await c.findByText(/by the organisation/)).toBeInTheDocument();

    // declining is confirmed first; keeping it sends nothing
    await user.click(c.getByRole('button', { name: 'Decline invitation' }));
    const confirm = (await screen.findByText('Decline this invitation?')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((x) => x.method === 'PUT')).toHaveLength(0);

    await user.click(c.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(calls.filter((x) => x.method === 'PUT')).toHaveLength(1));
    expect(calls.find((x) => x.method === 'PUT')!.body).toEqual({
      action: 'acceptInvitation',
      emailLanguage: 'en',
    });
    expect(await screen.findByText('Invitation accepted.')).toBeInTheDocument();
  });

  it('filters by type in the URL and says when there is nothing', async () => {
    const calls = stubFetch((url) =>
      url.startsWith('/api/applications?') ? paged('applications', []) : undefined,
    );
    const user = userEvent.setup();
    renderShared(<ApplicationsPage />, '/applications');
    expect(await screen.findByText('You have no applications yet.')).toBeInTheDocument();
    await user.click(screen.getByText('Trainings'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/applications?type=TRAINING'),
    );
    await waitFor(() => expect(calls.at(-1)!.url).toContain('type=TRAINING'));
  });

  it('sends a visitor to sign in and back', async () => {
    localStorage.clear();
    stubFetch();
    const router = createMemoryRouter(
      [
        { path: '/applications', element: <ApplicationsPage /> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/applications'] },
    );
    render(
      <Providers queryClient={makeQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/applications' });
  });
});
