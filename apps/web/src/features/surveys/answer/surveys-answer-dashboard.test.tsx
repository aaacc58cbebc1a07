import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestionSet, TSurveyAssignment } from '@praktika/contracts/surveys';
import { fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { KEYS, assignmentOf, everyType, stored } from '../test/fixtures.ts';
import { renderRoutes } from '../../../shared/test/render.tsx';
import { PendingSurveysNotice } from './pending-surveys-notice.tsx';
import { DashboardSurveyAnswerPage } from './survey-answer-page.tsx';
import { SurveysListPage } from './surveys-list-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

const ORG_SURVEY = '7c0d0e0f-0000-4000-8000-0000000000a1';
const SET: TQuestionSet = {
  surveyType: 'ORGANISATION',
  version: 2,
  publishedAt: '2026-11-01T10:00:00.000Z',
  answerCount: 3,
  questions: stored([everyType.find((q) => q.key === KEYS.rating)!]),
};

const assignment = (over: Partial<TSurveyAssignment> = {}) =>
  assignmentOf({
    _id: ORG_SURVEY,
    surveyType: 'ORGANISATION',
    respondentRole: 'business',
    version: 2,
    ...over,
  });

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/dashboard', element: <PendingSurveysNotice /> },
      { path: '/dashboard/surveys', element: <SurveysListPage /> },
      { path: '/dashboard/surveys/:id', element: <DashboardSurveyAnswerPage /> },
    ],
    path,
  ).router;

setUpPageTests();

describe('organisations and mentors', () => {
  it('the landing notice counts the due surveys and links to them; none due, no notice', async () => {
    saveSession(fakeToken({ role: 'business', id: 'biz-1' }));
    let due = [assignment(), assignment({ _id: 'second' })];
    const calls = stubFetch((url) =>
      url === '/api/surveys?completed=false&page=1&limit=20' ? paged('surveys', due) : undefined,
    );
    renderAt('/dashboard');
    const notice = await screen.findByText('You have 2 surveys to answer.', {}, { timeout: 10_000 });
    expect(
      within(notice.closest('.ant-alert')!).getByRole('link', { name: 'Open my surveys' }),
    ).toHaveAttribute('href', '/dashboard/surveys?completed=false');
    expect(calls).toHaveLength(1);

    due = [];
    cleanup();
    renderAt('/dashboard');
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/surveys? to answer/)).toBeNull());
  });

  it('the list offers Answer on due surveys (to /dashboard/surveys/:id) and names the intern', async () => {
    saveSession(fakeToken({ role: 'business', id: 'biz-1' }));
    stubFetch((url) =>
      url.startsWith('/api/surveys?')
        ? paged('surveys', [
            assignment(),
            assignment({ _id: 'done', completed: true, completedAt: '2026-11-09T10:00:00Z' }),
          ])
        : undefined,
    );
    renderAt('/dashboard/surveys');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My surveys' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const item = await screen.findByTestId(`survey-${ORG_SURVEY}`);
    expect(within(item).getByRole('heading', { name: 'Organisation survey' })).toBeInTheDocument();
    expect(within(item).getByText('Intern: Arta Krasniqi')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /Answer/ })).toHaveAttribute(
      'href',
      `/dashboard/surveys/${ORG_SURVEY}`,
    );
    expect(within(screen.getByTestId('survey-done')).getByText('Answered')).toBeInTheDocument();
    // no admin filters for respondents
    expect(screen.queryByRole('combobox', { name: 'Survey type' })).toBeNull();
  });

  it('/dashboard/surveys/:id answers with autosave and the dialog with OK', async () => {
    saveSession(fakeToken({ role: 'business', id: 'biz-1' }));
    const calls = stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/surveys/${ORG_SURVEY}`)
        return ok({ survey: assignment(), questions: SET });
      if (method === 'PUT' && url === `/api/surveys/${ORG_SURVEY}/draft`)
        return ok({ savedAt: '2026-11-20T10:00:00Z' });
      if (method === 'POST' && url === '/api/answers') return ok({ answer: { _id: 'a1' } });
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(`/dashboard/surveys/${ORG_SURVEY}`);
    const group = await screen.findByRole('group', { name: /How confident/ }, { timeout: 10_000 });
    expect(screen.getByText('Intern: Arta Krasniqi')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: '5' }).closest('label')!);
    await waitFor(
      () => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ answers: { [KEYS.rating]: 5 } }),
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answers submitted' });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      survey: ORG_SURVEY,
      answers: { [KEYS.rating]: 5 },
      business: 'biz-1',
      intern: 'intern-1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Back to my surveys' })).toHaveAttribute(
      'href',
      '/dashboard/surveys',
    );
  });
});

describe('admins', () => {
  it('list everyone’s surveys with whose each is, and filter by type (and answered) in the URL', async () => {
    saveSession(fakeToken({ role: 'admin', id: 'adm-1' }));
    const calls = stubFetch((url) =>
      url.startsWith('/api/surveys?')
        ? paged('surveys', [
            assignment(),
            assignment({
              _id: 'mentor-one',
              surveyType: 'MENTOR',
              respondentRole: 'mentor',
              mentor: { _id: 'm1', name: 'Driton', lastName: 'Berisha' },
            }),
          ])
        : // the organisation and mentor filters' own searches
          url.startsWith('/api/businesses?')
          ? paged('businesses', [])
          : url.startsWith('/api/mentors?')
            ? paged('mentors', [])
            : undefined,
    );
    const user = userEvent.setup();
    renderAt('/dashboard/surveys');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Surveys sent' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const mine = await screen.findByTestId(`survey-${ORG_SURVEY}`);
    expect(within(mine).getByText('Answered by: Dardania Tech')).toBeInTheDocument();
    // admins do not answer others' surveys
    expect(within(mine).queryByRole('link')).toBeNull();
    expect(
      within(screen.getByTestId('survey-mentor-one')).getByText('Answered by: Driton Berisha'),
    ).toBeInTheDocument();
    // organisation and mentor filters are there
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mentor' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Survey type' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.textContent === 'Mentor survey',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await user.click(option);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/surveys?surveyType=MENTOR'),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/surveys?')).at(-1)!.url).toBe(
        '/api/surveys?page=1&limit=10&surveyType=MENTOR',
      ),
    );
  });
});
