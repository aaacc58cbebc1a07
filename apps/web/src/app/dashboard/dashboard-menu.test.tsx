import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CATALOGUES } from '@praktika/contracts/catalogues';
import i18n from '../i18n.ts';
import { saveSession } from '../../shared/lib/session.ts';
import { fail, fakeToken, paged, stubFetch } from '../../../test/helpers.tsx';
import { DASHBOARD, dashboardOf } from './dashboard-routes.tsx';
import { renderApp } from '../test/render-app.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard table', () => {
  it('every catalogue collection has an admin screen; a role without the policy’s grant gets none', () => {
    const screens = DASHBOARD.admin
      .flatMap((g) => g.sections)
      .filter((s) => s.policy?.subject === 'catalogue');
    expect(screens).toHaveLength(CATALOGUES.length);
    const business = dashboardOf('business').flatMap((g) => g.sections);
    expect(business.some((s) => s.policy?.subject === 'catalogue')).toBe(false);
  });

  it('the admin menu lists every catalogue, countries and business categories included, from the routes’ table', async () => {
    saveSession(fakeToken({ role: 'admin', id: 'a1' }));
    stubFetch((url) =>
      url === '/api/businesses/a1'
        ? fail(404, 'NOT_FOUND')
        : url.startsWith('/api/businesscategories?')
          ? paged('businesscategories', [])
          : undefined,
    );
    const router = renderApp('/dashboard/businesscategories'); // the API's name reaches the spec's route
    // the dashboard is a lazy chunk: the first render may take a while
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business categories' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const entries = screen.getAllByRole('menuitem').map((i) => i.textContent);
    for (const label of [
      'Skills',
      'Fields of interest',
      'Subcategories',
      'Tags',
      'Municipalities',
      'Institutions',
      'Entity types',
      'Business categories',
      'Countries',
      'Ethnicities',
      'Health conditions',
      'How they heard about us',
    ])
      expect(entries).toContain(label);
    expect(router.state.location.pathname).toBe('/dashboard/businesscategories');
  });

  it('the API collection names that differ from the spec’s routes are aliases', async () => {
    saveSession(fakeToken({ role: 'admin', id: 'a1' }));
    stubFetch((url) =>
      url === '/api/businesses/a1'
        ? fail(404, 'NOT_FOUND')
        : url.startsWith('/api/subcategories?')
          ? paged('subcategories', [])
          : url.startsWith('/api/categories?')
            ? paged('categories', [])
            : undefined,
    );
    const router = renderApp('/dashboard/subcategories');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sub-categories'), {
      timeout: 10_000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subcategories' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
