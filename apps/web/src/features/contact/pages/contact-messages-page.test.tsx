import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { ContactMessagesPage } from './contact-messages-page.tsx';

const LONG_TEXT = `${'Long question about internships. '.repeat(8)}The end of the message.`;
const message = (id: string, name: string, text: string) => ({
  _id: id,
  name,
  email: `${name.toLowerCase()}@example.org`,
  message: text,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const ARTA = message('c1', 'Arta', LONG_TEXT);
const MARKO = message('c2', 'Marko', 'A short question.');

const narrowMatchMedia = window.matchMedia;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: /min-width/.test(query) });
  saveSession(fakeToken({ role: 'admin', id: 'a1' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = narrowMatchMedia;
});

describe('the contact messages page', () => {
  it('lists date, name, e-mail and message; opens the whole message; search and page live in the URL', async () => {
    const calls = stubFetch((url, init) => {
      if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/contact?')) return undefined;
      const q = new URLSearchParams(url.split('?')[1]);
      if (q.get('search') === 'marko') return paged('contactMessages', [MARKO]);
      return paged('contactMessages', [ARTA, MARKO], { page: Number(q.get('page')), totalDocs: 12 });
    });
    const user = userEvent.setup();
    renderShared(<ContactMessagesPage />, '/dashboard/contactMessages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact messages' })).toBeInTheDocument();
    const row = (await screen.findByText('Arta')).closest('tr')!;
    expect(within(row).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'arta@example.org' })).toHaveAttribute(
      'href',
      'mailto:arta@example.org',
    );
    // the row shows the beginning; the whole text opens below it
    expect(within(row).queryByText(/The end of the message/)).toBeNull();
    await user.click(within(row).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText(/The end of the message\./)).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/contact?page=1&limit=10');

    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contactMessages?page=2'),
    );
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/contact?page=2&limit=10'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'marko{Enter}');
    await waitFor(() => expect(screen.queryByText('Arta')).toBeNull());
    expect(calls.at(-1)!.url).toBe('/api/contact?page=1&limit=10&search=marko');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contactMessages?search=marko');
  }, 60_000);

  it('deletes a message after a confirmation and reloads the list', async () => {
    let docs = [ARTA, MARKO];
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.startsWith('/api/contact?')) return paged('contactMessages', docs);
      if (method === 'DELETE' && url === '/api/contact/c2') {
        docs = [ARTA];
        return ok({ contactMessage: MARKO });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<ContactMessagesPage />, '/dashboard/contactMessages');
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Marko' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The message from Marko will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('The message has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Marko')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/contact/c2']);
  }, 60_000);
});
