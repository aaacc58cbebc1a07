import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../../app/i18n.ts';
import { makeQueryClient, Providers } from '../../../app/providers.tsx';
import { ok, stubFetch } from '../../../../test/helpers.tsx';
import { JOB_ID, job } from '../test/fixtures.ts';
import JobPage from './job-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/jobs/:id', element: <JobPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/jobs/:id', () => {
  it('shows the posting, its facts and status, a back link to the page it came from, and sign-in to apply', async () => {
    stubFetch((url) =>
      url === `/api/jobs/${JOB_ID}`
        ? ok({ jobPosting: job({ acceptedCount: 1, status: 'EXPIRED', files: ['Motivation letter'] }) })
        : undefined,
    );
    renderAt(`/jobs/${JOB_ID}?page=3`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend intern' })).toBeInTheDocument();
    // the body as rich text
    expect(screen.getByText('accessible', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the internships/ })).toHaveAttribute(
      'href',
      '/opportunitiesinterships?page=3',
    );
    expect(screen.getByTestId('opportunity-status')).toHaveTextContent('Expired');
    const spots = screen.getByText('Spots left').nextElementSibling;
    expect(spots).toHaveTextContent('1');
    expect(screen.getByText('Motivation letter')).toBeInTheDocument();
    expect(screen.getByText('Online · 4 weeks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeInTheDocument();
  });

  it('a posting that does not exist shows the translated error', async () => {
    stubFetch((url) =>
      url === `/api/jobs/${JOB_ID}`
        ? {
            status: 404,
            body: { success: false, data: null, error: 'nf', errorType: 'NOT_FOUND', details: [] },
          }
        : undefined,
    );
    renderAt(`/jobs/${JOB_ID}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the internships/ })).toHaveAttribute(
      'href',
      '/opportunitiesinterships',
    );
  });
});
