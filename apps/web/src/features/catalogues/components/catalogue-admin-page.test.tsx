import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueDef, type CatalogueDef } from '@praktika/contracts/catalogues';
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
import { CatalogueAdminPage } from './catalogue-admin-page.tsx';

const def = (path: string) => catalogueDef(path) as CatalogueDef;
const item = (id: string, en: string, sq = `${en} sq`, extra: Record<string, unknown> = {}) => ({
  _id: id,
  enName: en,
  enDescription: `${en} description`,
  sqName: sq,
  sqDescription: '',
  srName: `${en} sr`,
  srDescription: '',
  localisations: { en: { name: en }, sq: { name: sq }, sr: { name: `${en} sr` } },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
/** Ids are UUIDs (the contract's ZId). */
const M1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e2f';
const method = (init?: RequestInit) => init?.method ?? 'GET';

const narrowMatchMedia = window.matchMedia;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  // a wide screen: the table's responsive columns (description from md, extras from lg) are shown
  window.matchMedia = (query: string) => ({
    ...narrowMatchMedia(query),
    matches: /min-width/.test(query),
  });
  Element.prototype.scrollIntoView = () => undefined;
  saveSession(fakeToken({ role: 'admin', id: 'a1' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = narrowMatchMedia;
});

/** These screens type a lot through antd: give them room on a busy machine. */
const LONG = 60_000;

describe('the admin catalogue screen', () => {
  it('asks a Cyrillic reader’s list in sr-Cyrl (the API orders it by the azbuka) and a Latin one in sr', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    const calls = stubFetch((url, init) =>
      method(init) === 'GET' && url.startsWith('/api/skills?')
        ? paged('skills', [item('s1', 'Python')])
        : undefined,
    );
    const { unmount } = renderShared(
      <CatalogueAdminPage def={def('skills')} title="Вештине" />,
      '/dashboard/skills',
    );
    await waitFor(() => expect(calls[0]?.url).toBe('/api/skills?page=1&limit=10&selectedLanguage=sr-Cyrl'));
    unmount();
    await i18n.changeLanguage('sr');
    renderShared(<CatalogueAdminPage def={def('skills')} title="Veštine" />, '/dashboard/skills');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/skills?page=1&limit=10&selectedLanguage=sr'));
  });

  it(
    'lists names in the current language, searches by name after a pause and pages in the URL',
    async () => {
      const calls = stubFetch((url, init) => {
        if (method(init) !== 'GET' || !url.startsWith('/api/skills?')) return undefined;
        const q = new URLSearchParams(url.split('?')[1]);
        if (q.get('name') === 'Py') return paged('skills', [item('s1', 'Python')]);
        return paged('skills', [item('s1', 'Python'), item('s2', 'Welding')], {
          page: Number(q.get('page')),
          totalDocs: 12,
        });
      });
      const user = userEvent.setup();
      renderShared(<CatalogueAdminPage def={def('skills')} title="Skills" />, '/dashboard/skills');
      expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeInTheDocument();
      expect(await screen.findByText('Welding')).toBeInTheDocument();
      expect(screen.getByText('Python description')).toBeInTheDocument();
      expect(calls[0]!.url).toBe('/api/skills?page=1&limit=10&selectedLanguage=en');
      // the actions column is pinned to the right edge: on a table wider than the page it stays in view
      expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toMatch(/-cell-fix-end\b/);
      expect(screen.getByRole('button', { name: 'Edit Python' }).closest('td')!.className).toMatch(
        /-cell-fix-end\b/,
      );

      await user.click(screen.getByTitle('2'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/skills?page=2'),
      );
      await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/skills?page=2&limit=10&selectedLanguage=en'));

      // the word arrives in one input event: typed key by key, a loaded machine can take longer than the pause
      // between two keys, and the search would (rightly) go out for "P" first
      await user.click(screen.getByRole('searchbox', { name: 'Search by name' }));
      await user.paste('Py');
      await waitFor(() => expect(screen.queryByText('Welding')).toBeNull());
      // one call for the word, after the pause, back on page 1
      expect(calls.filter((c) => c.url.includes('name=')).map((c) => c.url)).toEqual([
        '/api/skills?page=1&limit=10&selectedLanguage=en&name=Py',
      ]);
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/skills?name=Py');
    },
    LONG,
  );

  it(
    'sorts by name or last change and offers page sizes 1/5/10/20, all kept in the URL',
    async () => {
      const calls = stubFetch((url, init) => {
        if (method(init) !== 'GET' || !url.startsWith('/api/skills?')) return undefined;
        const q = new URLSearchParams(url.split('?')[1]);
        return paged('skills', [item('s1', 'Python'), item('s2', 'Welding')], {
          page: Number(q.get('page')),
          limit: Number(q.get('limit')),
          totalDocs: 30,
        });
      });
      const user = userEvent.setup();
      // the URL's page, size and order are read on arrival
      renderShared(
        <CatalogueAdminPage def={def('skills')} title="Skills" />,
        '/dashboard/skills?page=2&size=5&sort=-updatedAt',
      );
      expect(await screen.findByText('Welding')).toBeInTheDocument();
      expect(calls[0]!.url).toBe('/api/skills?page=2&limit=5&selectedLanguage=en&sort=-updatedAt');
      const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
      expect(header('Last changed')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Name')).not.toHaveAttribute('aria-sort');
      expect(screen.getAllByText('01/01/2026')).toHaveLength(2);

      // name: ascending (the default, so nothing in the URL), then descending; back to page 1 each time
      await user.click(header('Name'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/skills?size=5'),
      );
      expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
      await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/skills?page=1&limit=5&selectedLanguage=en'));
      await user.click(header('Name'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/skills?size=5&sort=-name'),
      );
      await waitFor(() =>
        expect(calls.at(-1)!.url).toBe('/api/skills?page=1&limit=5&selectedLanguage=en&sort=-name'),
      );
      // last change: newest first on the first click
      await user.click(header('Last changed'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/skills?size=5&sort=-updatedAt'),
      );

      // a page, then another size: the size goes in the URL and the page back to 1
      await user.click(screen.getByTitle('3'));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/dashboard/skills?size=5&sort=-updatedAt&page=3',
        ),
      );
      await user.click(screen.getByRole('combobox', { name: 'Page Size' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['1 / page', '5 / page', '10 / page', '20 / page']);
      await user.click(screen.getAllByTitle('20 / page').at(-1)!);
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/skills?size=20&sort=-updatedAt'),
      );
      await waitFor(() =>
        expect(calls.at(-1)!.url).toBe('/api/skills?page=1&limit=20&selectedLanguage=en&sort=-updatedAt'),
      );
    },
    LONG,
  );

  it(
    'creates an item in three languages; a duplicate shows the collection’s *_EXISTS on the named field',
    async () => {
      let created = false;
      const posts: unknown[] = [];
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url.startsWith('/api/skills?'))
          return paged(
            'skills',
            created ? [item('s1', 'Python'), item('s9', 'Rust')] : [item('s1', 'Python')],
          );
        if (method(init) === 'POST' && url === '/api/skills') {
          posts.push(JSON.parse(String(init?.body)));
          if (posts.length === 1)
            return fail(409, 'SKILL_EXISTS', 'exists', [{ field: 'enName', issue: 'exists' }]);
          created = true;
          return ok({ skill: item('s9', 'Rust') });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderShared(<CatalogueAdminPage def={def('skills')} title="Skills" />);
      await user.click(await screen.findByRole('button', { name: /Add new/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Add to Skills' });
      // sq | sr | en side by side from lg (a third each), stacked below (full width), each with its two fields
      const groups = within(dialog).getAllByRole('group');
      expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
        'Albanian',
        'Serbian',
        'English',
      ]);
      for (const [group, lang] of groups.map((g, i) => [g, ['Albanian', 'Serbian', 'English'][i]] as const)) {
        expect(group.parentElement).toHaveClass('ant-col-xs-24', 'ant-col-lg-8');
        expect(within(group).getByLabelText(`Name in ${lang}`)).toBeInTheDocument();
        expect(within(group).getByLabelText(`Description in ${lang}`)).toBeInTheDocument();
      }
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(i18n.t('validation:required', { field: 'Name in Albanian' })),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Name in Albanian')).toHaveFocus());
      expect(posts).toEqual([]);

      await user.type(within(dialog).getByLabelText('Name in Albanian'), 'Rust sq');
      await user.type(within(dialog).getByLabelText('Name in Serbian'), 'Rust sr');
      await user.type(within(dialog).getByLabelText('Name in English'), 'Python');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This skill already exists!')).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Name in English')).toHaveFocus());

      await user.clear(within(dialog).getByLabelText('Name in English'));
      await user.type(within(dialog).getByLabelText('Name in English'), 'Rust');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The item was added.')).toBeInTheDocument();
      expect(posts[1]).toEqual({
        sqName: 'Rust sq',
        sqDescription: '',
        srName: 'Rust sr',
        srDescription: '',
        enName: 'Rust',
        enDescription: '',
        // no Cyrillic name: the Serbian one is transliterated
        srCyrlName: '',
      });
      // the list refetched through the resource's keys
      expect(await screen.findByText('Rust')).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'edits an item with its values filled in',
    async () => {
      const puts: unknown[] = [];
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url.startsWith('/api/tags?'))
          return paged('tags', [item('t1', 'Remote', undefined, { srCyrlName: 'Удаљено' })]);
        if (method(init) === 'PUT' && url === '/api/tags/t1') {
          puts.push(JSON.parse(String(init?.body)));
          return ok({ tag: item('t1', 'Hybrid') });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderShared(<CatalogueAdminPage def={def('tags')} title="Tags" />);
      await user.click(await screen.findByRole('button', { name: 'Edit Remote' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit “Remote”' });
      expect(within(dialog).getByLabelText('Name in Albanian')).toHaveValue('Remote sq');
      await user.clear(within(dialog).getByLabelText('Name in English'));
      await user.type(within(dialog).getByLabelText('Name in English'), 'Hybrid');
      // the Serbian name in Cyrillic (optional): Latin letters are refused before anything is sent
      const cyrillic = within(dialog).getByLabelText('Name in Serbian (Cyrillic), optional');
      expect(cyrillic).toHaveValue('Удаљено');
      expect(within(dialog).getByText('Leave empty: the Serbian name is transliterated')).toBeInTheDocument();
      await user.clear(cyrillic);
      await user.type(cyrillic, 'Hibridno');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(
          i18n.t('validation:notCyrillic', { field: 'Name in Serbian (Cyrillic), optional' }),
        ),
      ).toBeInTheDocument();
      expect(puts).toEqual([]);
      await user.clear(cyrillic);
      await user.type(cyrillic, 'Хибридно');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();
      expect(puts).toEqual([
        expect.objectContaining({
          enName: 'Hybrid',
          sqName: 'Remote sq',
          enDescription: 'Remote description',
          srCyrlName: 'Хибридно',
        }),
      ]);
    },
    LONG,
  );

  it(
    'deletes after a confirmation; an item still in use says so clearly',
    async () => {
      const deletes: string[] = [];
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url.startsWith('/api/ethnicities?'))
          return paged('ethnicities', [item('e1', 'Bosniak'), item('e2', 'Roma'), item('e3', 'Turkish')]);
        if (method(init) === 'DELETE') {
          deletes.push(url);
          if (url.endsWith('/e1'))
            return fail(409, 'RESOURCE_IN_USE', 'in use', [{ field: 'id', issue: 'inUse', count: 2 }]);
          return url.endsWith('/e3') ? fail(409, 'RESOURCE_IN_USE') : ok({ ethnicity: item('e2', 'Roma') });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderShared(<CatalogueAdminPage def={def('ethnicities')} title="Ethnicities" />);
      await user.click(await screen.findByRole('button', { name: 'Delete Bosniak' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
      expect(
        within(dialog).getByText('“Bosniak” will be deleted. This cannot be undone.'),
      ).toBeInTheDocument();
      expect(deletes).toEqual([]); // nothing before the confirmation
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      // the API counted the records that use it
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This item is used by 2 records and cannot be deleted.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(deletes).toEqual(['/api/ethnicities/e1']);
      let close = within(dialog).getAllByRole('button', { name: 'Close' });
      await user.click(close.at(-1)!); // the footer's (the other is the corner ×)

      // without a count, the general message
      await user.click(await screen.findByRole('button', { name: 'Delete Turkish' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This item is still in use and cannot be deleted.',
      );
      close = within(dialog).getAllByRole('button', { name: 'Close' });
      await user.click(close.at(-1)!);

      await user.click(screen.getByRole('button', { name: 'Delete Roma' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('The item was deleted.')).toBeInTheDocument();
      expect(deletes).toEqual(['/api/ethnicities/e1', '/api/ethnicities/e3', '/api/ethnicities/e2']);
    },
    LONG,
  );

  it('says "used by N records" with each language’s plural forms (Serbian one, few, other)', () => {
    const inUse = (lng: string, count: number) => i18n.t('admin:catalogue.inUse', { lng, count });
    expect(inUse('en', 1)).toBe('This item is used by 1 record and cannot be deleted.');
    expect(inUse('en', 7)).toBe('This item is used by 7 records and cannot be deleted.');
    expect(inUse('sq', 1)).toBe('Ky element përdoret nga 1 regjistrim dhe nuk mund të fshihet.');
    expect(inUse('sq', 3)).toBe('Ky element përdoret nga 3 regjistrime dhe nuk mund të fshihet.');
    expect(inUse('sr', 1)).toBe('Ovu stavku koristi 1 zapis i ne može se obrisati.');
    expect(inUse('sr', 3)).toBe('Ovu stavku koriste 3 zapisa i ne može se obrisati.');
    expect(inUse('sr', 5)).toBe('Ovu stavku koristi 5 zapisa i ne može se obrisati.');
    expect(inUse('sr', 21)).toBe('Ovu stavku koristi 21 zapis i ne može se obrisati.');
  });

  it(
    'institutions: type and municipality in the table and the form, sent with the six fields',
    async () => {
      const posts: unknown[] = [];
      stubFetch(
        answerWith(
          (url, init) => {
            if (method(init) === 'GET' && url.startsWith('/api/institutions?'))
              return paged('institutions', [
                item('i1', 'UP', 'Universiteti i Prishtinës', { type: 'UNIVERSITY', municipality: M1 }),
              ]);
            if (method(init) === 'POST' && url === '/api/institutions') {
              posts.push(JSON.parse(String(init?.body)));
              return ok({ institution: item('i2', 'School') });
            }
            return undefined;
          },
          catalogueLists({ municipalities: [item(M1, 'Prishtina')] }),
        ),
      );
      const user = userEvent.setup();
      renderShared(<CatalogueAdminPage def={def('institutions')} title="Institutions" />);
      expect(await screen.findByText('University')).toBeInTheDocument();
      expect(await screen.findByText('Prishtina')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Add new/ }));
      const dialog = await screen.findByRole('dialog');
      const names: [string, string][] = [
        ['Name in Albanian', 'Shkolla'],
        ['Name in Serbian', 'Škola'],
        ['Name in English', 'School'],
      ];
      for (const [label, value] of names) await user.type(within(dialog).getByLabelText(label), value);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(i18n.t('validation:required', { field: 'Institution type' })),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText(i18n.t('validation:required', { field: 'Municipality' })),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByLabelText('Institution type'));
      await user.click(await screen.findByTitle('High school'));
      await user.click(within(dialog).getByLabelText('Municipality'));
      await user.click((await screen.findAllByTitle('Prishtina')).at(-1)!);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0]).toMatchObject({
        enName: 'School',
        srName: 'Škola',
        type: 'HIGH_SCHOOL',
        municipality: M1,
      });
    },
    LONG,
  );

  it(
    'a role the policy does not let write sees the list without write buttons',
    async () => {
      saveSession(fakeToken({ role: 'business', id: 'b1' }));
      stubFetch((url, init) =>
        method(init) === 'GET' && url.startsWith('/api/skills?')
          ? paged('skills', [item('s1', 'Python')])
          : undefined,
      );
      renderShared(<CatalogueAdminPage def={def('skills')} title="Skills" />);
      expect(await screen.findByText('Python')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Add new/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit Python' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Python' })).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    },
    LONG,
  );
});
