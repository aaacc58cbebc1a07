import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import {
  answerWith,
  catalogueLists,
  fakeToken,
  paged,
  stubFetch,
  type StubHandler,
} from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import JobsListPage from '../pages/jobs-list-page.tsx';
import TrainingsListPage from '../pages/trainings-list-page.tsx';
import { INTERN, JOB_ID, job, match, training } from '../test/fixtures.ts';
import { TITLE_DEBOUNCE_MS } from './opportunity-list.tsx';

/** Answers the list calls with `docs` (of `total`), records their URLs. */
function stubList(key: 'jobPostings' | 'trainings', docs: unknown[] = [job()], total = 7) {
  const calls: URLSearchParams[] = [];
  const path = key === 'jobPostings' ? '/api/jobs?' : '/api/trainings?';
  const list: StubHandler = (url) => {
    if (!url.startsWith(path)) return undefined;
    const q = new URLSearchParams(url.split('?')[1]);
    calls.push(q);
    const limit = Number(q.get('limit'));
    return paged(key, docs, { page: Number(q.get('page')), limit, totalDocs: docs.length ? total : 0 });
  };
  stubFetch(answerWith(catalogueLists(), list));
  return calls;
}
const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the public opportunity lists', () => {
  it('shows skeleton cards while loading, then each card with every field the spec lists', async () => {
    const calls = stubList('jobPostings');
    renderShared(<JobsListPage />, '/opportunitiesinterships?page=2');
    // the default page size (3): three skeleton cards first
    expect(screen.getAllByTestId('opportunity-skeleton')).toHaveLength(3);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Frontend intern' })).closest('li')!;
    expect(screen.queryByTestId('opportunity-skeleton')).toBeNull();
    expect(calls[0]!.get('page')).toBe('2');
    expect(calls[0]!.get('limit')).toBe('3');
    const c = within(card);
    expect(c.getByText('Acme Labs')).toBeInTheDocument();
    // the e-mail wraps only before "@" and dots (never mid-word), and its title is the whole address
    const email = c.getByText('jobs@acme.test');
    expect(email).toHaveAttribute('title', 'jobs@acme.test');
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
    // body text without markup
    expect(c.getByText('Build accessible web pages. React')).toBeInTheDocument();
    expect(c.getByText('Prishtinë')).toBeInTheDocument();
    expect(c.getByText('3 months')).toBeInTheDocument();
    expect(c.getByText('4 weeks')).toBeInTheDocument();
    // published: 23:30 UTC on 9 January is 10 January in Kosovo
    expect(c.getByText('10/01/2030')).toBeInTheDocument();
    expect(c.getByText('15/03/2030')).toBeInTheDocument();
    expect(c.getByText('Information technology')).toBeInTheDocument();
    expect(c.getByText('JavaScript')).toBeInTheDocument();
    expect(c.getByTestId('default-logo')).toHaveTextContent('A');
    expect(c.getByRole('link', { name: 'View details: Frontend intern' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}?page=2`,
    );
    // no switch for a visitor, no reasons
    expect(screen.queryByText('Matched to me')).toBeNull();
    expect(c.queryByTestId('match-reasons')).toBeNull();
  });

  it('the title search waits 500 ms after the last key: one request for the whole word', async () => {
    // the wait itself is timed on a fake clock in shared/admin/use-list-url-state.test.ts; here, the word goes in
    // as one change (typing key by key races the wait on a busy machine) and is searched for once
    expect(TITLE_DEBOUNCE_MS).toBe(500);
    const calls = stubList('jobPostings');
    const user = userEvent.setup();
    renderShared(<JobsListPage />, '/opportunitiesinterships');
    await screen.findByRole('heading', { level: 2, name: 'Frontend intern' });
    await user.click(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.paste('web');
    await waitFor(() => expect(location()).toContain('title=web'));
    await waitFor(() => expect(calls.at(-1)!.get('title')).toBe('web'));
    const titled = calls.filter((q) => q.has('title'));
    expect(titled.map((q) => q.get('title'))).toEqual(['web']);
  });

  it('keeps the page in the URL; a filter change goes back to page 1; reset clears the filters', async () => {
    const calls = stubList('jobPostings');
    const user = userEvent.setup();
    renderShared(<JobsListPage />, '/opportunitiesinterships');
    await screen.findByRole('heading', { level: 2, name: 'Frontend intern' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(location()).toBe('/opportunitiesinterships?page=2'));
    await waitFor(() => expect(calls.at(-1)!.get('page')).toBe('2'));

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByTitle('Serbian'));
    await waitFor(() => expect(location()).toBe('/opportunitiesinterships?language=sr'));
    await waitFor(() => expect(calls.at(-1)!.get('language')).toBe('sr'));
    expect(calls.at(-1)!.get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Training' }));
    await user.click(await screen.findByTitle('Includes training'));
    await waitFor(() => expect(calls.at(-1)!.get('training')).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe('/opportunitiesinterships'));
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  });

  it('offers pages of 3 and 6', async () => {
    const calls = stubList('jobPostings');
    const user = userEvent.setup();
    renderShared(<JobsListPage />, '/opportunitiesinterships?page=2');
    await screen.findByRole('heading', { level: 2, name: 'Frontend intern' });
    await user.click(screen.getByRole('combobox', { name: /page/i }));
    await user.click(await screen.findByTitle('6 / page'));
    await waitFor(() => expect(location()).toBe('/opportunitiesinterships?size=6'));
    await waitFor(() => expect(calls.at(-1)!.get('limit')).toBe('6'));
    expect(calls.at(-1)!.get('page')).toBe('1');
  });

  it('says when nothing is found, per kind', async () => {
    stubList('jobPostings', []);
    const { unmount } = renderShared(<JobsListPage />, '/opportunitiesinterships');
    expect(await screen.findByText('No opportunities found')).toBeInTheDocument();
    unmount();
    stubList('trainings', []);
    renderShared(<TrainingsListPage />, '/opportunitiestraining');
    expect(await screen.findByText('No trainings found')).toBeInTheDocument();
    // trainings have no training filter
    expect(screen.queryByRole('combobox', { name: 'Training' })).toBeNull();
  });

  it('a programme intern switches to "Matched to me": the session id goes as internId, cards say why', async () => {
    saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
    const calls: URLSearchParams[] = [];
    stubFetch(
      answerWith(catalogueLists(), (url) => {
        if (!url.startsWith('/api/trainings?')) return undefined;
        const q = new URLSearchParams(url.split('?')[1]);
        calls.push(q);
        return paged('trainings', [q.get('internId') ? { ...training(), match } : training()]);
      }),
    );
    const user = userEvent.setup();
    renderShared(<TrainingsListPage />, '/opportunitiestraining');
    await screen.findByRole('heading', { level: 2, name: 'Data basics' });
    expect(calls[0]!.has('internId')).toBe(false);
    await user.click(screen.getByText('Matched to me'));
    await waitFor(() => expect(location()).toBe('/opportunitiestraining?mode=matched'));
    const reasons = await screen.findByTestId('match-reasons');
    expect(calls.at(-1)!.get('internId')).toBe(INTERN);
    expect(within(reasons).getByText('Good match · 69%')).toBeInTheDocument();
    expect(within(reasons).getByText('Field: Information technology')).toBeInTheDocument();
    expect(within(reasons).getByText('Skill: JavaScript')).toBeInTheDocument();
    expect(within(reasons).getByText('Same municipality')).toBeInTheDocument();
    expect(within(reasons).queryByText('Speaks the language')).toBeNull();
  });

  it('an intern whose CV is not filled sees no switch (matched mode needs a programme intern)', async () => {
    saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: false }));
    const calls = stubList('jobPostings');
    renderShared(<JobsListPage />, '/opportunitiesinterships?mode=matched');
    await screen.findByRole('heading', { level: 2, name: 'Frontend intern' });
    expect(screen.queryByText('Matched to me')).toBeNull();
    expect(calls[0]!.has('internId')).toBe(false);
  });
});
