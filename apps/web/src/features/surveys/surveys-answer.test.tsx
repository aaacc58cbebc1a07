import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestionSet, TSurveyAssignment } from '@praktika/contracts/surveys';
import i18n from '../../app/i18n.ts';
import { fail, fakeToken, ok, paged, stubFetch, type StubAnswer } from '../../../test/helpers.tsx';
import { saveSession } from '../../shared/lib/session.ts';
import { KEYS, assignmentOf, everyType, stored } from './test/fixtures.ts';
import { renderRoutes } from '../../shared/test/render.tsx';
import { readLocalDraft } from './components/use-survey-autosave.ts';
import MobileSurveyPage from './intern/mobile-survey-page.tsx';
import InternSurveyPage from './intern/intern-survey-page.tsx';
import InternSurveysPage from './intern/intern-surveys-page.tsx';
import { setUpPageTests } from '../../shared/test/page-test-setup.ts';

const SURVEY = '7c0d0e0f-0000-4000-8000-000000000001';
const TOKEN = 'signed.survey.token';
const q = (key: string) => everyType.find((x) => x.key === key)!;
/** A required yes/no, a text shown only after "yes" (required), an optional rating 1..7. */
const QUESTIONS = stored([q(KEYS.yesNo), q(KEYS.followUp), q(KEYS.rating)]);
const SET: TQuestionSet = {
  surveyType: 'PRE',
  version: 1,
  publishedAt: '2026-11-01T10:00:00.000Z',
  answerCount: 0,
  questions: QUESTIONS,
};

const assignment = (over: Partial<TSurveyAssignment> = {}) => assignmentOf({ _id: SURVEY, ...over });

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/mobilesurvey', element: <MobileSurveyPage /> },
      { path: '/surveys', element: <InternSurveysPage /> },
      { path: '/surveys/:id', element: <InternSurveyPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );

/** The API of the answering pages: the survey (by token or id), drafts and answers; `draft`/`submit` override. */
function stubSurveyApi({
  survey = assignment(),
  mobile,
  draft = () => ok({ savedAt: new Date().toISOString() }),
  submit = () => ok({ answer: { _id: 'ans-1' } }),
}: {
  survey?: TSurveyAssignment;
  mobile?: () => StubAnswer;
  draft?: () => StubAnswer;
  submit?: () => StubAnswer;
} = {}) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === `/api/surveys/mobile?token=${encodeURIComponent(TOKEN)}`)
      return mobile ? mobile() : ok({ survey, questions: SET });
    if (method === 'GET' && url === `/api/surveys/${SURVEY}`) return ok({ survey, questions: SET });
    if (method === 'PUT' && url === `/api/surveys/${SURVEY}/draft`) return draft();
    if (method === 'POST' && url === '/api/answers') return submit();
    if (method === 'GET' && url.startsWith('/api/surveys?')) return paged('surveys', [survey]);
    return undefined;
  });
}

const yesNo = () => screen.getByRole('group', { name: /Have you worked before/ });
/** The mobile page's survey title, once loaded (the first render of the page may take a while). */
const findSurveyTitle = () =>
  screen.findByRole('heading', { level: 1, name: 'Survey before your internship' }, { timeout: 10_000 });
const followUp = () => screen.queryByRole('textbox', { name: /Where did you work/ });

setUpPageTests();

describe('/mobilesurvey', () => {
  it('loads by token: the title, what it is about, progress, conditions live, autosave with the token', async () => {
    const calls = stubSurveyApi();
    const user = userEvent.setup();
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    expect(await findSurveyTitle()).toBeInTheDocument();
    expect(screen.getByText('Internship: Junior web developer')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 answered')).toBeInTheDocument();
    expect(followUp()).toBeNull();

    await user.click(within(yesNo()).getByRole('radio', { name: 'Yes, I have' }));
    // the condition shows the follow-up; it counts now
    expect(followUp()).toBeInTheDocument();
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
    await user.type(followUp()!, 'Shop');
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();

    const saves = () => calls.filter((c) => c.method === 'PUT');
    await waitFor(
      () =>
        expect(saves().at(-1)?.body).toEqual({
          answers: { [KEYS.yesNo]: true, [KEYS.followUp]: 'Shop' },
          token: TOKEN,
        }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved'));
    // fewer saves than changes (5: a click and four letters): the pause gathers them
    expect(saves().length).toBeLessThan(5);

    // "no" hides the follow-up and drops its answer, in the next save too
    await user.click(within(yesNo()).getByRole('radio', { name: 'No, never' }));
    expect(followUp()).toBeNull();
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
        answers: { [KEYS.yesNo]: false },
        token: TOKEN,
      }),
    );
  });

  it('a failed save says so and keeps a local copy that a reload restores', async () => {
    stubSurveyApi({ draft: () => fail(503, 'INTERNAL_ERROR') });
    const user = userEvent.setup();
    const first = renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    await user.click(
      within(
        await screen.findByRole('group', { name: /Have you worked before/ }, { timeout: 10_000 }),
      ).getByRole('radio', { name: 'Yes, I have' }),
    );
    await user.type(followUp()!, 'Bakery');
    await waitFor(
      () => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Not saved — will retry'),
      { timeout: 5000 },
    );
    expect(readLocalDraft(SURVEY)).toMatchObject({
      answers: { [KEYS.yesNo]: true, [KEYS.followUp]: 'Bakery' },
      synced: false,
    });
    first.unmount();

    // reload: the server has no draft, the local copy brings the answers back
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    const group = await screen.findByRole('group', { name: /Have you worked before/ }, { timeout: 10_000 });
    expect(within(group).getByRole('radio', { name: 'Yes, I have' })).toBeChecked();
    expect(followUp()).toHaveValue('Bakery');
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();
  });

  it('restores the server draft when it is newer than the local copy', async () => {
    localStorage.setItem(
      `praktika.surveyDraft.${SURVEY}`,
      JSON.stringify({
        answers: { [KEYS.yesNo]: true },
        changedAt: Date.parse('2026-11-02T10:00:00Z'),
        synced: true,
      }),
    );
    stubSurveyApi({
      survey: assignment({
        draft: { [KEYS.yesNo]: false, [KEYS.rating]: 5 },
        draftSavedAt: '2026-11-03T10:00:00Z',
      }),
    });
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    const group = await screen.findByRole('group', { name: /Have you worked before/ }, { timeout: 10_000 });
    expect(within(group).getByRole('radio', { name: 'No, never' })).toBeChecked();
    expect(screen.getByText('2 of 2 answered')).toBeInTheDocument();
  });

  it('at "0 of 2 answered" refuses to send (issue 17): the star explained and the refusal in the link language', async () => {
    const calls = stubSurveyApi();
    const user = userEvent.setup();
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}&lang=sq`);
    const submit = await screen.findByRole('button', { name: 'Dërgo përgjigjet' }, { timeout: 10_000 });
    expect(screen.getByTestId('required-note')).toHaveTextContent(
      'Pyetjet e shënuara me * janë të detyrueshme.',
    );
    await user.click(submit);
    expect(
      await screen.findByText(
        'Ende nuk keni dhënë asnjë përgjigje. Ju lutemi përgjigjuni të paktën një pyetjeje para se t’i dërgoni.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('submits with the token; the dialog with OK leads to the thank-you state; the local copy goes', async () => {
    const calls = stubSurveyApi();
    const user = userEvent.setup();
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    const submit = await screen.findByRole('button', { name: 'Submit answers' }, { timeout: 10_000 });
    // the required question first
    await user.click(submit);
    expect(await screen.findByText('Please answer this question.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(yesNo()).getByRole('radio', { name: 'No, never' }));
    await user.click(
      within(screen.getByRole('group', { name: /How confident/ }))
        .getByRole('radio', { name: '4' })
        .closest('label')!,
    );
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Answers submitted' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      answers: { [KEYS.yesNo]: false, [KEYS.rating]: 4 },
      survey: SURVEY,
      token: TOKEN,
      intern: 'intern-1',
      application: 'app-1',
    });
    expect(readLocalDraft(SURVEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Thank you for your answers!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
  });

  it("a refused submission: 'Failed to submit answers!' and the server's details on their questions", async () => {
    stubSurveyApi({
      submit: () =>
        fail(400, 'VALIDATION_ERROR', 'Invalid', [
          { field: `answers.${KEYS.rating}`, issue: 'answerOutOfRange' },
        ]),
    });
    const user = userEvent.setup();
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    await user.click(
      within(
        await screen.findByRole('group', { name: /Have you worked before/ }, { timeout: 10_000 }),
      ).getByRole('radio', { name: 'No, never' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Failed to submit answers!')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /How confident/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a value from 1 to 7.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['SURVEY_LINK_EXPIRED', 'This survey link has expired. Sign in to answer the survey.'],
    ['SURVEY_LINK_INVALID', 'This survey link is not valid.'],
  ])('%s: the reason and a way to sign in', async (errorType, text) => {
    stubSurveyApi({ mobile: () => fail(401, errorType) });
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as an intern' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign in as an organisation or mentor' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
  });

  it("opens in the e-mail's language (lang in the link), then drops lang from the address", async () => {
    await i18n.changeLanguage('sq');
    stubSurveyApi();
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}&lang=en`);
    expect(await findSurveyTitle()).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/mobilesurvey?token=${encodeURIComponent(TOKEN)}`,
        { normalizeWhitespace: false },
      ),
    );
    expect(screen.getByTestId('location').textContent).not.toContain('lang=');
  });

  it('no token at all: invalid link, without asking the API', async () => {
    const calls = stubSurveyApi();
    renderAt('/mobilesurvey');
    expect(
      await screen.findByText('This survey link is not valid.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('an answered survey says so', async () => {
    stubSurveyApi({ mobile: () => fail(409, 'SURVEY_ANSWERED') });
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    expect(
      await screen.findByText('You have already answered this survey.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("a failed load: 'Failed to fetch questions' and Try again", async () => {
    let broken = true;
    stubSurveyApi({
      mobile: () => (broken ? fail(500, 'INTERNAL_ERROR') : ok({ survey: assignment(), questions: SET })),
    });
    const user = userEvent.setup();
    renderAt(`/mobilesurvey?token=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByText('Failed to fetch questions', {}, { timeout: 10_000 })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Survey before your internship' }),
    ).toBeInTheDocument();
  });
});

describe('intern pages', () => {
  it('/surveys/:id: the server draft restored, autosave without a token, submit, OK, back to the list', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'intern-1', updateFinished: true }));
    const calls = stubSurveyApi({ survey: assignment({ draft: { [KEYS.yesNo]: true } }) });
    const user = userEvent.setup();
    renderAt(`/surveys/${SURVEY}`);
    expect(
      await screen.findByRole('textbox', { name: /Where did you work/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.type(followUp()!, 'Office');
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
          answers: { [KEYS.yesNo]: true, [KEYS.followUp]: 'Office' },
        }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved'));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answers submitted' });
    expect(calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('token');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('link', { name: 'Back to my surveys' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys'));
  });

  it('/surveys/:id of an answered survey says so instead of the form', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'intern-1', updateFinished: true }));
    stubSurveyApi({ survey: assignment({ completed: true, completedAt: '2026-11-05T10:00:00.000Z' }) });
    renderAt(`/surveys/${SURVEY}`);
    expect(
      await screen.findByText('You have already answered this survey.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
  });

  it('visitors sign in first; staff go to their dashboard', async () => {
    stubFetch(() => undefined);
    const a = renderAt(`/surveys/${SURVEY}`);
    await waitFor(() => expect(a.router.state.location.pathname).toBe('/login'));
    a.unmount();
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    const b = renderAt(`/surveys/${SURVEY}`);
    await waitFor(() => expect(b.router.state.location.pathname).toBe(`/dashboard/surveys/${SURVEY}`));
  });

  it('/surveys lists due and done surveys, filtered by answered yes/no in the URL', async () => {
    saveSession(fakeToken({ role: 'intern', id: 'intern-1', updateFinished: true }));
    const done = assignment({
      _id: 'done-1',
      surveyType: 'POST',
      completed: true,
      completedAt: '2026-11-10T10:00:00.000Z',
    });
    const calls = stubFetch((url) => {
      if (!url.startsWith('/api/surveys?')) return undefined;
      const completed = new URLSearchParams(url.split('?')[1]).get('completed');
      return paged(
        'surveys',
        completed === 'false' ? [assignment()] : completed === 'true' ? [done] : [assignment(), done],
      );
    });
    const user = userEvent.setup();
    renderAt('/surveys');
    const list = await screen.findByRole('list', { name: 'Surveys' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const due = within(list).getByTestId(`survey-${SURVEY}`);
    expect(within(due).getByRole('heading', { name: 'Survey before your internship' })).toBeInTheDocument();
    expect(within(due).getByText('Waiting since 01/11/2026')).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: /Answer/ })).toHaveAttribute('href', `/surveys/${SURVEY}`);
    const answered = within(list).getByTestId('survey-done-1');
    expect(within(answered).getByText('Answered on 10/11/2026')).toBeInTheDocument();
    expect(within(answered).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Answered' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.textContent === 'Not answered yet',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys?completed=false'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Surveys' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(calls.at(-1)!.url).toBe('/api/surveys?page=1&limit=10&completed=false');
  });
});
