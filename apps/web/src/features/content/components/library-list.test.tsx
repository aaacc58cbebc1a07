import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { fail, fakeToken, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { GuideDocumentsPage, MentorGuidesPage, OrganisationDocumentsPage } from '../pages/library-pages.tsx';

const download = vi.hoisted(() => vi.fn<(file: unknown) => Promise<void>>());
vi.mock('../../../shared/lib/upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/lib/upload.ts')>()),
  downloadFile: download,
}));

const G1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e2f';
const G2 = '1c8e4d3f-6b5e-4d2c-8f9a-8b7c6d5e4f30';
const file = (id: string, name: string) => ({
  _id: id,
  kind: 'guide' as const,
  type: 'application/pdf',
  size: 2048,
  name,
  url: `/api/files/${id}`,
});
const guide = (id: string, en: string, language: 'sq' | 'sr' | 'en', description = '') => ({
  _id: id,
  enName: en,
  enDescription: description,
  sqName: `${en} (sq)`,
  sqDescription: '',
  srName: `${en} (sr)`,
  srDescription: '',
  language,
  file: file(`f-${id}`, `${en}.pdf`),
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
});
const document = (id: string, en: string, isGuide: boolean) => {
  const { language: _language, ...rest } = guide(id, en, 'en');
  void _language;
  return { ...rest, isGuide, file: { ...rest.file, kind: 'document' as const } };
};
const get = (init?: RequestInit) => (init?.method ?? 'GET') === 'GET';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  download.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the library list', () => {
  it('shows each guide with name, description, language and last change; Download fetches its file', async () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    stubFetch((url, init) =>
      get(init) && url.startsWith('/api/facilitationguides?')
        ? paged('facilitationGuides', [
            guide(G1, 'Meeting one', 'sq', 'How to open the first meeting.'),
            guide(G2, 'Closing', 'en'),
          ])
        : undefined,
    );
    download.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderShared(<MentorGuidesPage />, '/dashboard/facilitationGuides');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facilitation guides' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Meeting one' })).closest('li')!;
    expect(within(card).getByText('How to open the first meeting.')).toBeInTheDocument();
    expect(within(card).getByText('In Albanian')).toBeInTheDocument();
    expect(within(card).getByText('Updated 05/03/2026')).toBeInTheDocument();
    expect(within(card).getByText('2 KB')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Download Meeting one' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ _id: `f-${G1}`, name: 'Meeting one.pdf' }),
    );
  });

  it('a failed download says so; the list stays', async () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    stubFetch((url, init) =>
      get(init) && url.startsWith('/api/facilitationguides?')
        ? paged('facilitationGuides', [guide(G1, 'Meeting one', 'sq')])
        : undefined,
    );
    const { ApiError } = await import('../../../shared/lib/api-client.ts');
    download.mockRejectedValue(new ApiError('FORBIDDEN', 'no', 403));
    const user = userEvent.setup();
    renderShared(<MentorGuidesPage />);
    await user.click(await screen.findByRole('button', { name: 'Download Meeting one' }));
    expect(await screen.findByText(/The file could not be downloaded\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meeting one' })).toBeInTheDocument();
  });

  it('“only guides in my language” asks for the UI language’s guides and is kept in the URL', async () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    const calls = stubFetch((url, init) => {
      if (!get(init) || !url.startsWith('/api/facilitationguides?')) return undefined;
      const q = new URLSearchParams(url.split('?')[1]);
      return q.get('useLanguageFilter') === 'true'
        ? paged('facilitationGuides', [guide(G2, 'Closing', 'en')])
        : paged('facilitationGuides', [guide(G1, 'Meeting one', 'sq'), guide(G2, 'Closing', 'en')]);
    });
    const user = userEvent.setup();
    renderShared(<MentorGuidesPage />, '/dashboard/facilitationGuides');
    expect(await screen.findByText('Meeting one')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/facilitationguides?page=1&limit=10&selectedLanguage=en');

    const mine = screen.getByRole('switch', { name: 'Only guides in my language' });
    expect(mine).not.toBeChecked();
    await user.click(mine);
    await waitFor(() => expect(screen.queryByText('Meeting one')).toBeNull());
    expect(calls.at(-1)!.url).toBe(
      '/api/facilitationguides?page=1&limit=10&selectedLanguage=en&useLanguageFilter=true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/facilitationGuides?mine=true');
    expect(screen.getByRole('switch', { name: 'Only guides in my language' })).toBeChecked();

    // in Serbian the same switch asks for Serbian guides
    await i18n.changeLanguage('sr');
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        '/api/facilitationguides?page=1&limit=10&selectedLanguage=sr&useLanguageFilter=true',
      ),
    );
  });

  it('a switch flipped while the search is still waiting keeps both in the URL (neither undoes the other)', async () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    const calls = stubFetch((url, init) =>
      get(init) && url.startsWith('/api/facilitationguides?')
        ? paged('facilitationGuides', [guide(G2, 'Closing', 'en')])
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(<MentorGuidesPage />, '/dashboard/facilitationGuides');
    expect(await screen.findByText('Closing')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the list' }), 'clo');
    // within the search's pause
    await user.click(screen.getByRole('switch', { name: 'Only guides in my language' }));
    await waitFor(() => {
      const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
      expect(url.pathname).toBe('/dashboard/facilitationGuides');
      expect(Object.fromEntries(url.searchParams)).toEqual({ mine: 'true', name: 'clo' });
    });
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        '/api/facilitationguides?page=1&limit=10&selectedLanguage=en&name=clo&useLanguageFilter=true',
      ),
    );
    expect(screen.getByRole('switch', { name: 'Only guides in my language' })).toBeChecked();
  });

  it('organisations: guides ask for isGuide=true, documents for isGuide=false, with no language switch', async () => {
    saveSession(fakeToken({ role: 'business', id: 'b1' }));
    const calls = stubFetch((url, init) => {
      if (!get(init) || !url.startsWith('/api/documents?')) return undefined;
      const q = new URLSearchParams(url.split('?')[1]);
      return q.get('isGuide') === 'true'
        ? paged('documents', [document(G1, 'Hosting an intern', true)])
        : paged('documents', [document(G2, 'Agreement template', false)]);
    });
    const first = renderShared(<GuideDocumentsPage />, '/dashboard/guideDocuments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeInTheDocument();
    expect(await screen.findByText('Hosting an intern')).toBeInTheDocument();
    expect(screen.queryByText('Agreement template')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(calls[0]!.url).toBe('/api/documents?page=1&limit=10&selectedLanguage=en&isGuide=true');
    first.unmount();

    renderShared(<OrganisationDocumentsPage />, '/dashboard/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByText('Agreement template')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/documents?page=1&limit=10&selectedLanguage=en&isGuide=false');
  });

  it('searches by name after a pause, pages in the URL, and tells an empty list from an empty search', async () => {
    saveSession(fakeToken({ role: 'business', id: 'b1' }));
    const calls = stubFetch((url, init) => {
      if (!get(init) || !url.startsWith('/api/documents?')) return undefined;
      const q = new URLSearchParams(url.split('?')[1]);
      if (q.get('name')) return paged('documents', []);
      return paged('documents', [document(G1, 'Hosting an intern', true)], {
        page: Number(q.get('page')),
        totalDocs: 25,
      });
    });
    const user = userEvent.setup();
    renderShared(<GuideDocumentsPage />, '/dashboard/guideDocuments');
    expect(await screen.findByText('Hosting an intern')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe('/api/documents?page=3&limit=10&selectedLanguage=en&isGuide=true'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/guideDocuments?page=3');

    await user.type(screen.getByRole('searchbox', { name: 'Search the list' }), 'zzz');
    expect(
      await screen.findByText('Nothing matches this search.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('name=')).map((c) => c.url)).toEqual([
      '/api/documents?page=1&limit=10&selectedLanguage=en&isGuide=true&name=zzz',
    ]);
  }, 30_000);

  it('an empty library says there is nothing yet; a failed load shows the reason and retries', async () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    let failing = true;
    stubFetch((url, init) => {
      if (!get(init) || !url.startsWith('/api/facilitationguides?')) return undefined;
      return failing ? fail(500, 'INTERNAL_ERROR', 'boom') : paged('facilitationGuides', []);
    });
    const user = userEvent.setup();
    renderShared(<MentorGuidesPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    failing = false;
    await user.click(retry);
    expect(await screen.findByText('There is nothing here yet.')).toBeInTheDocument();
  });
});
