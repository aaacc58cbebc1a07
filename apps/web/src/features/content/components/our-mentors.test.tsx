import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { fail, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { MENTORS_PAGE_SIZE, OurMentors } from './our-mentors.tsx';

const mentor = (n: number, extra: Record<string, unknown> = {}) => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Mentor ${n}`,
  organisation: '',
  enRole: '',
  sqRole: '',
  srRole: '',
  enBio: '',
  sqBio: '',
  srBio: '',
  linkedin: null,
  website: null,
  photo: null,
  position: n,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...extra,
});
const ARTA = mentor(1, {
  name: 'Arta Krasniqi',
  organisation: 'Banka Kombëtare',
  enRole: 'Software engineer',
  sqRole: 'Inxhiniere softueri',
  srRole: 'Softverska inženjerka',
  enBio: 'Ten years of building payment systems.',
  sqBio: 'Dhjetë vjet në sistemet e pagesave.',
  linkedin: 'https://www.linkedin.com/in/arta',
  website: 'https://arta.example.org',
  photo: {
    _id: '11111111-2222-4333-8444-555555555555',
    kind: 'publicMentorPhoto',
    type: 'image/jpeg',
    size: 1000,
    name: 'arta.jpg',
    url: '/api/files/11111111-2222-4333-8444-555555555555',
  },
});
const DRAGAN = mentor(2, { name: 'Đorđe Petrović', sqRole: 'Mentor në ndërtim' });
const get = (init?: RequestInit) => (init?.method ?? 'GET') === 'GET';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('our mentors on the mentorship page', () => {
  it('shows each mentor: photo with the name as alt or an initial, role and bio in the language, organisation, links in a new tab', async () => {
    stubFetch((url, init) =>
      get(init) && url.startsWith('/api/publicmentors?') ? paged('publicMentors', [ARTA, DRAGAN]) : undefined,
    );
    renderShared(<OurMentors />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Our mentors' })).toBeInTheDocument();
    const arta = screen.getByRole('heading', { level: 3, name: 'Arta Krasniqi' }).closest('li')!;
    expect(within(arta).getByRole('img', { name: 'Arta Krasniqi' })).toHaveAttribute(
      'src',
      '/api/files/11111111-2222-4333-8444-555555555555',
    );
    expect(within(arta).getByText('Software engineer')).toBeInTheDocument();
    expect(within(arta).getByText('Ten years of building payment systems.')).toBeInTheDocument();
    expect(within(arta).getByText('Banka Kombëtare')).toBeInTheDocument();

    const linkedin = within(arta).getByRole('link', {
      name: 'LinkedIn of Arta Krasniqi, opens in a new tab',
    });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/arta');
    const website = within(arta).getByRole('link', { name: 'Website of Arta Krasniqi, opens in a new tab' });
    expect(website).toHaveAttribute('href', 'https://arta.example.org');
    for (const link of [linkedin, website]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // no photo: an initial (hidden from screen readers, the name is beside it); no links
    const dragan = screen.getByRole('heading', { level: 3, name: 'Đorđe Petrović' }).closest('li')!;
    expect(within(dragan).queryByRole('img')).toBeNull();
    expect(within(dragan).getByText('Đ')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dragan).queryByRole('link')).toBeNull();
    // a role only written in Albanian is shown so, marked as Albanian
    expect(within(dragan).getByText('Mentor në ndërtim')).toHaveAttribute('lang', 'sq');
  });

  it('follows the language: Albanian texts in Albanian, Serbian (Latin) in Serbian', async () => {
    stubFetch((url, init) =>
      get(init) && url.startsWith('/api/publicmentors?') ? paged('publicMentors', [ARTA]) : undefined,
    );
    await i18n.changeLanguage('sq');
    renderShared(<OurMentors />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mentorët tanë' })).toBeInTheDocument();
    expect(screen.getByText('Inxhiniere softueri')).not.toHaveAttribute('lang');
    expect(screen.getByText('Dhjetë vjet në sistemet e pagesave.')).toBeInTheDocument();

    await i18n.changeLanguage('sr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Naši mentori' })).toBeInTheDocument();
    expect(screen.getByText('Softverska inženjerka')).toBeInTheDocument();
    // no Serbian bio: the Albanian one, marked as such
    expect(screen.getByText('Dhjetë vjet në sistemet e pagesave.')).toHaveAttribute('lang', 'sq');
  });

  it('shows nothing, not even the heading, when there are no mentors', async () => {
    const calls = stubFetch((url, init) =>
      get(init) && url.startsWith('/api/publicmentors?') ? paged('publicMentors', []) : undefined,
    );
    const { container } = renderShared(<OurMentors />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.pk-mentors')).toBeNull();
  });

  it('a failed load shows the reason and retries', async () => {
    let failing = true;
    stubFetch((url, init) => {
      if (!get(init) || !url.startsWith('/api/publicmentors?')) return undefined;
      return failing ? fail(500, 'INTERNAL_ERROR', 'boom') : paged('publicMentors', [ARTA]);
    });
    const user = userEvent.setup();
    renderShared(<OurMentors />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 3, name: 'Arta Krasniqi' })).toBeInTheDocument();
  });

  it('shows 12 at first; “Show more” adds the next ones and moves focus to the first new mentor', async () => {
    const all = Array.from({ length: MENTORS_PAGE_SIZE + 3 }, (_, i) => mentor(i + 1));
    const calls = stubFetch((url, init) => {
      if (!get(init) || !url.startsWith('/api/publicmentors?')) return undefined;
      const q = new URLSearchParams(url.split('?')[1]);
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      return paged('publicMentors', all.slice((page - 1) * limit, page * limit), {
        page,
        limit,
        totalDocs: all.length,
      });
    });
    const user = userEvent.setup();
    renderShared(<OurMentors />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Mentor 12' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Mentor 13' })).toBeNull();
    expect(calls[0]!.url).toBe(`/api/publicmentors?page=1&limit=${MENTORS_PAGE_SIZE}`);

    await user.click(screen.getByRole('button', { name: 'Show more mentors' }));
    const first = await screen.findByRole('heading', { level: 3, name: 'Mentor 13' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(15);
    expect(calls.at(-1)!.url).toBe(`/api/publicmentors?page=2&limit=${MENTORS_PAGE_SIZE}`);
    // everything is shown: no more button
    expect(screen.queryByRole('button', { name: 'Show more mentors' })).toBeNull();
  });
});
