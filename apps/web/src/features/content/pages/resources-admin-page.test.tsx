import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import {
  answerWith,
  catalogueLists,
  fail,
  fakeToken,
  ok,
  paged,
  stubFetch,
} from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { ResourcesAdminPage } from './resources-admin-page.tsx';

const CAT = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e31';
const R1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e35';
const named = (id: string, en: string) => ({
  _id: id,
  enName: en,
  sqName: `${en} sq`,
  srName: `${en} sr`,
  enDescription: '',
  sqDescription: '',
  srDescription: '',
});
const summary = {
  ...named(R1, 'CV template'),
  category: CAT,
  subcategory: null,
  tags: [],
  language: 'en',
  isGuide: true,
  kind: 'link',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const method = (init?: RequestInit) => init?.method ?? 'GET';

const wide = window.matchMedia;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  window.matchMedia = (query: string) => ({ ...wide(query), matches: /min-width/.test(query) });
  Element.prototype.scrollIntoView = () => undefined;
  saveSession(fakeToken({ role: 'admin', id: 'a1' }));
});
afterEach(() => {
  window.matchMedia = wide;
});

const LONG = 60_000;

describe('the resources admin screen', () => {
  it(
    'lists name, category, kind, language and guide flag; the guide filter goes to the URL and the query',
    async () => {
      const urls: string[] = [];
      stubFetch(
        answerWith(catalogueLists({ categories: [named(CAT, 'Careers')] }), (url, init) => {
          if (method(init) !== 'GET' || !url.startsWith('/api/resources?')) return undefined;
          urls.push(url);
          return paged('resources', [summary]);
        }),
      );
      const user = userEvent.setup();
      renderShared(<ResourcesAdminPage />, '/dashboard/resources');
      const row = (await screen.findByText('CV template')).closest('tr')!;
      expect(await within(row).findByText('Careers')).toBeInTheDocument();
      expect(within(row).getByText('Link')).toBeInTheDocument();
      expect(within(row).getByText('English')).toBeInTheDocument();
      expect(within(row).getByText('Yes')).toBeInTheDocument();
      expect(within(row).getByText('02/01/2026')).toBeInTheDocument();
      expect(urls[0]).toBe('/api/resources?page=1&limit=10&selectedLanguage=en');

      await user.click(screen.getByRole('combobox', { name: 'Guide' }));
      await user.click((await screen.findAllByTitle('Yes')).at(-1)!);
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/resources?isGuide=true'),
      );
      await waitFor(() =>
        expect(urls.at(-1)).toBe('/api/resources?page=1&limit=10&selectedLanguage=en&isGuide=true'),
      );
    },
    LONG,
  );

  it(
    'creates a link resource; a missing link and a duplicate name show on their fields',
    async () => {
      const posts: unknown[] = [];
      stubFetch(
        answerWith(catalogueLists({ categories: [named(CAT, 'Careers')] }), (url, init) => {
          if (method(init) === 'GET' && url.startsWith('/api/resources?')) return paged('resources', []);
          if (method(init) === 'POST' && url === '/api/resources') {
            posts.push(JSON.parse(String(init?.body)));
            if (posts.length === 1)
              return fail(409, 'RESOURCE_EXISTS', 'exists', [{ field: 'srName', issue: 'exists' }]);
            return ok({ resource: { ...summary, link: 'https://example.org/cv', file: null } });
          }
          return undefined;
        }),
      );
      const user = userEvent.setup();
      renderShared(<ResourcesAdminPage />, '/dashboard/resources');
      await user.click(await screen.findByRole('button', { name: /Add new/ }));
      const dialog = (await screen.findByText('Add to Resources')).closest<HTMLElement>('.ant-modal')!;
      await user.type(within(dialog).getByLabelText('Name in Albanian'), 'Shabllon CV');
      await user.type(within(dialog).getByLabelText('Name in Serbian'), 'CV šablon');
      await user.type(within(dialog).getByLabelText('Name in English'), 'CV template');
      await user.click(within(dialog).getByLabelText('Category'));
      await user.click((await screen.findAllByTitle('Careers')).at(-1)!);
      await user.click(within(dialog).getByLabelText('Language of the resource'));
      await user.click((await screen.findAllByTitle('Serbian')).at(-1)!);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // neither a link nor a file: the link field says so and takes the focus
      await waitFor(() => expect(within(dialog).getByLabelText('Link')).toHaveFocus());
      expect(posts).toEqual([]);

      await user.type(within(dialog).getByLabelText('Link'), 'https://example.org/cv');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This already exists!')).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Name in Serbian')).toHaveFocus());
      expect(posts[0]).toEqual({
        sqName: 'Shabllon CV',
        sqDescription: '',
        srName: 'CV šablon',
        srDescription: '',
        enName: 'CV template',
        enDescription: '',
        category: CAT,
        subcategory: null,
        tags: [],
        language: 'sr',
        isGuide: false,
        link: 'https://example.org/cv',
        file: null,
      });
      await user.clear(within(dialog).getByLabelText('Name in Serbian'));
      await user.type(within(dialog).getByLabelText('Name in Serbian'), 'Šablon za CV');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The item was added.')).toBeInTheDocument();
    },
    LONG,
  );
});
