import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { answerWith, catalogueLists, fakeToken, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import ResourcesPage from './resources-page.tsx';

const CAT = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e21';
const SUB = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e22';
const OTHER_SUB = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e23';
const TAG = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e24';
const R1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e25';

const named = (id: string, en: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  enName: en,
  sqName: `${en} sq`,
  srName: `${en} sr`,
  enDescription: '',
  sqDescription: '',
  srDescription: '',
  ...extra,
});
const resource = {
  ...named(R1, 'CV template'),
  enDescription: 'How to write a CV',
  category: CAT,
  subcategory: SUB,
  tags: [TAG],
  language: 'sr',
  isGuide: true,
  kind: 'file',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function stub() {
  const calls: string[] = [];
  const lists = catalogueLists({
    categories: [named(CAT, 'Careers')],
    subcategories: [
      named(SUB, 'Writing', { category: CAT }),
      named(OTHER_SUB, 'Elsewhere', { category: 'x' }),
    ],
    tags: [named(TAG, 'Templates')],
  });
  return {
    calls,
    handler: answerWith(lists, (url) => {
      if (!url.startsWith('/api/resources?')) return undefined;
      calls.push(url);
      return paged(
        'resources',
        new URLSearchParams(url.split('?')[1]).get('name') === 'zzz' ? [] : [resource],
      );
    }),
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the public resource library', () => {
  it('shows cards in the current language and keeps the filters in the URL', async () => {
    const { calls, handler } = stub();
    stubFetch(handler);
    const user = userEvent.setup();
    renderShared(<ResourcesPage />, '/resources?tags=' + TAG);
    const card = (await screen.findByRole('heading', { level: 2, name: 'CV template' })).closest('li')!;
    expect(within(card).getByText('How to write a CV')).toBeInTheDocument();
    expect(within(card).getByText('File')).toBeInTheDocument();
    expect(within(card).getByText('In Serbian')).toBeInTheDocument();
    expect(await within(card).findByText('Careers')).toBeInTheDocument();
    expect(await within(card).findByText('Templates')).toBeInTheDocument();
    expect(calls[0]).toBe(`/api/resources?page=1&limit=12&selectedLanguage=en&tags=${TAG}`);

    // subcategories follow the chosen category
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click((await screen.findAllByTitle('Careers')).at(-1)!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/resources?tags=${TAG}&category=${CAT}`),
    );
    await user.click(screen.getByRole('combobox', { name: 'Subcategory' }));
    expect(await screen.findByTitle('Writing')).toBeInTheDocument();
    expect(screen.queryByTitle('Elsewhere')).toBeNull();
    await user.click(screen.getByTitle('Writing'));
    await waitFor(() => expect(calls.at(-1)).toContain(`category=${CAT}&subcategory=${SUB}&tags=${TAG}`));

    // the name search waits for a pause; nothing found says so
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(
      await screen.findByText('No resources match these filters.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('name=zzz');
  });

  it('asks a visitor to sign in, with the way back to the resource', async () => {
    const { handler } = stub();
    stubFetch(handler);
    const user = userEvent.setup();
    const { router } = renderShared(<ResourcesPage />, '/resources');
    await user.click(await screen.findByRole('button', { name: 'Open CV template' }));
    const title = await screen.findByText('Sign in to open this resource');
    const dialog = title.closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(/Resources are for signed-in users/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Sign in as an intern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/resources/${R1}` });
  });

  it('a signed-in user opens the resource directly', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'i1' }));
    const { handler } = stub();
    stubFetch(handler);
    const user = userEvent.setup();
    renderShared(<ResourcesPage />, '/resources');
    await user.click(await screen.findByRole('button', { name: 'Open CV template' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/resources/${R1}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
