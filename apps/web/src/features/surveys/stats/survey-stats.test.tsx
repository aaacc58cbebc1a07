import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import type { TCompareAnswer, TQuestionStatistics, TStatisticsAnswer } from '@praktika/contracts/surveys';
import {
  answerWith,
  catalogueLists,
  ok,
  paged,
  stubFetch,
  type StubAnswer,
  type StubbedCall,
} from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { tri } from '../test/fixtures.ts';
import { CompareQuestionsPage } from './compare-page.tsx';
import { QuestionsPage } from './questions-page.tsx';
import { SurveyStatisticsPage } from './survey-statistics-page.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';

// jsdom cannot measure a chart: Recharts is replaced by a marker, and the tests read the text alternative tables.
vi.mock('../../../shared/charts/stat-chart.tsx', () => ({ default: () => <div data-testid="stat-chart" /> }));

const ADMIN = '7a1b2c3d-4e5f-4a6b-8c7d-000000000001';
const MUN1 = '7a1b2c3d-4e5f-4a6b-8c7d-000000000010';
const MUN2 = '7a1b2c3d-4e5f-4a6b-8c7d-000000000011';
const BIZ = '7a1b2c3d-4e5f-4a6b-8c7d-000000000020';
const K = {
  yesNo: '7a1b2c3d-4e5f-4a6b-8c7d-000000000101',
  checkbox: '7a1b2c3d-4e5f-4a6b-8c7d-000000000102',
  rating: '7a1b2c3d-4e5f-4a6b-8c7d-000000000103',
  matrix: '7a1b2c3d-4e5f-4a6b-8c7d-000000000104',
  text: '7a1b2c3d-4e5f-4a6b-8c7d-000000000105',
  preRating: '7a1b2c3d-4e5f-4a6b-8c7d-000000000201',
  preYes: '7a1b2c3d-4e5f-4a6b-8c7d-000000000202',
};

/** A 1–5 rating's distribution: the count and share of each value, in order. */
const ratingCounts = (counts: number[], shares: number[]) =>
  ['1', '2', '3', '4', '5'].map((value, i) => ({ value, count: counts[i]!, share: shares[i]! }));
const path = (url: string) => new URL(url, 'http://x').pathname;
const search = (url: string) => new URL(url, 'http://x').searchParams;
const callsTo = (calls: StubbedCall[], p: string) =>
  calls.filter((c) => path(c.url) === p).map((c) => search(c.url));

const versions = [
  { version: 1, publishedAt: '2026-01-10T10:00:00.000Z', answerCount: 12 },
  { version: 2, publishedAt: '2026-05-02T10:00:00.000Z', answerCount: 4 },
];
const questionSet = (surveyType = 'POST') => ({
  questions: {
    docs: [],
    totalDocs: 0,
    limit: 100,
    page: 1,
    totalPages: 1,
    hasNextPage: false,
    hasPrevPage: false,
  },
  surveyType,
  version: 2,
  versions,
});

const q = (over: Partial<TQuestionStatistics>): TQuestionStatistics => ({
  key: K.yesNo,
  revision: 1,
  reworded: false,
  type: 'YES_NO',
  title: tri('Q'),
  versions: [1, 2],
  respondents: 10,
  ...over,
});

const STATS: TStatisticsAnswer = {
  surveyType: 'POST',
  respondents: 10,
  questions: [
    q({
      key: K.yesNo,
      title: tri('Would you recommend the programme'),
      bars: [
        { id: 'yes', label: tri('Yes'), count: 7, share: 0.7 },
        { id: 'no', label: tri('No'), count: 3, share: 0.3 },
      ],
    }),
    q({
      key: K.checkbox,
      type: 'CHECKBOX',
      title: tri('What did you learn'),
      respondents: 8,
      bars: [
        { id: 'c1', label: tri('Teamwork'), count: 6, share: 0.75 },
        { id: 'c2', label: tri('Deadlines'), count: 2, share: 0.25 },
      ],
      otherCount: 2,
    }),
    q({
      key: K.rating,
      type: 'RATING',
      revision: 2,
      reworded: true,
      versions: [2],
      title: tri('How useful was the internship'),
      respondents: 4,
      distribution: [1, 2, 3, 4, 5].map((value) => ({
        value,
        count: value === 4 ? 3 : value === 5 ? 1 : 0,
        share: value === 4 ? 0.75 : value === 5 ? 0.25 : 0,
      })),
      mean: 4.25,
    }),
    q({
      key: K.rating,
      type: 'RATING',
      revision: 1,
      reworded: true,
      versions: [1],
      title: tri('How good was the internship'),
      respondents: 6,
      distribution: [1, 2, 3, 4, 5].map((value) => ({
        value,
        count: value === 3 ? 6 : 0,
        share: value === 3 ? 1 : 0,
      })),
      mean: 3,
    }),
    q({
      key: K.matrix,
      type: 'MATRIX',
      title: tri('Rate your mentor'),
      respondents: 5,
      matrix: [
        {
          option: { id: 'o1', label: tri('Availability') },
          bars: [
            { id: 'good', label: tri('Good'), count: 4, share: 0.8 },
            { id: 'poor', label: tri('Poor'), count: 1, share: 0.2 },
          ],
        },
        {
          option: { id: 'o2', label: tri('Feedback') },
          bars: [
            { id: 'good', label: tri('Good'), count: 2, share: 0.4 },
            { id: 'poor', label: tri('Poor'), count: 3, share: 0.6 },
          ],
        },
      ],
    }),
    q({ key: K.text, type: 'TEXT', title: tri('Anything else'), respondents: 12, textCount: 12 }),
  ],
};

/** The statistics page's calls: the question set (versions), statistics, texts, catalogues and organisations. */
const statsAnswers =
  (stats: TStatisticsAnswer = STATS, texts?: (q: URLSearchParams) => StubAnswer | undefined) =>
  (url: string): StubAnswer | undefined => {
    if (path(url) === '/api/questions') return ok(questionSet(search(url).get('surveyType') ?? 'PRE'));
    if (path(url) === '/api/surveys/statistics') return ok(stats);
    if (path(url) === '/api/surveys/statistics/texts') return texts?.(search(url)) ?? paged('texts', []);
    if (path(url) === '/api/businesses') return paged('businesses', []);
    if (path(url) === `/api/businesses/${BIZ}`)
      return ok({ business: { _id: BIZ, businessName: 'Kodra Tech' } });
    return undefined;
  };
const municipalities = catalogueLists({
  municipalities: [
    { _id: MUN1, enName: 'Prishtina', sqName: 'Prishtinë', srName: 'Priština' },
    { _id: MUN2, enName: 'Peja', sqName: 'Pejë', srName: 'Peć' },
  ],
});

/** The table alternative whose caption names the question. */
const tableOf = (question: string) => {
  const caption = screen.getAllByText(`Answers to “${question}”`).find((el) => el.tagName === 'CAPTION');
  expect(caption, question).toBeDefined();
  return caption!.closest('table')!;
};
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th,td')].map((c) => c.textContent?.trim()),
  );
const location = () => screen.getByTestId('location').textContent ?? '';

setUpPageTests({ role: 'admin', id: ADMIN });

describe('survey statistics (admins)', { timeout: 90000 }, () => {
  it('reads every filter from the URL, sends them, and a changed filter changes the URL and the query', async () => {
    const calls = stubFetch(answerWith(statsAnswers(), municipalities));
    const user = userEvent.setup();
    renderShared(
      <SurveyStatisticsPage />,
      `/dashboard/surveyStatistics?type=post&from=2026-01-01&to=2026-06-30&municipality=${MUN1},${MUN2}&gender=F,O&business=${BIZ}&version=1,2&join=true`,
    );
    await screen.findByTestId('respondents');
    const first = callsTo(calls, '/api/surveys/statistics')[0]!;
    expect(first.get('surveyType')).toBe('POST');
    expect(first.get('from')).toBe('2026-01-01');
    expect(first.get('to')).toBe('2026-06-30');
    expect(first.getAll('municipality')).toEqual([MUN1, MUN2]);
    expect(first.getAll('gender')).toEqual(['F', 'O']);
    expect(first.getAll('business')).toEqual([BIZ]);
    expect(first.getAll('version')).toEqual(['1', '2']);
    expect(first.get('joinRevisions')).toBe('true');
    // the versions offered are those of the chosen type's question set
    expect(callsTo(calls, '/api/questions')[0]!.get('surveyType')).toBe('POST');

    await user.click(screen.getByTestId('filter-join'));
    await waitFor(() => expect(location()).not.toContain('join='));
    await waitFor(() => {
      const last = callsTo(calls, '/api/surveys/statistics').at(-1)!;
      expect(last.get('joinRevisions')).toBeNull();
      expect(last.getAll('gender')).toEqual(['F', 'O']);
    });
    expect(screen.getByTestId('compare-link').getAttribute('href')).toContain(
      '/dashboard/compareQuestions?type=post',
    );

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe('/dashboard/surveyStatistics?type=post'));
    await waitFor(() => {
      const last = callsTo(calls, '/api/surveys/statistics').at(-1)!;
      expect([...last.keys()]).toEqual(['surveyType']);
    });
  });

  it('refuses a start after the end on both pickers and asks nothing until it is fixed', async () => {
    const calls = stubFetch(answerWith(statsAnswers(), municipalities));
    renderShared(<SurveyStatisticsPage />, '/dashboard/surveyStatistics?from=2026-07-01&to=2026-06-01');
    expect(
      await screen.findByText('From: the start date must be on or before the end date'),
    ).toBeInTheDocument();
    expect(screen.getByText('To: the end date must be on or after the start date')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/api/questions')).toHaveLength(1));
    expect(callsTo(calls, '/api/surveys/statistics')).toHaveLength(0);
    expect(screen.getByTestId('export-answers')).toBeDisabled();
  });

  it("gives every chart's numbers as a table: bars with shares, other, rating and mean, matrix, reworded marks", async () => {
    stubFetch(answerWith(statsAnswers(), municipalities));
    renderShared(<SurveyStatisticsPage />, '/dashboard/surveyStatistics?type=post');
    expect(await screen.findByTestId('respondents')).toHaveTextContent('10 respondents');

    expect(rowsOf(tableOf('Would you recommend the programme'))).toEqual([
      ['Yes', '7', '70%'],
      ['No', '3', '30%'],
    ]);
    expect(rowsOf(tableOf('What did you learn'))).toEqual([
      ['Teamwork', '6', '75%'],
      ['Deadlines', '2', '25%'],
      ['Other', '2', '25%'],
    ]);
    expect(screen.getByText('Other: 2 answers')).toBeInTheDocument();
    // the reworded rating: the new wording and the earlier one apart, each with its own numbers and mark
    expect(rowsOf(tableOf('How useful was the internship'))).toEqual([
      ['1', '0', '0%'],
      ['2', '0', '0%'],
      ['3', '0', '0%'],
      ['4', '3', '75%'],
      ['5', '1', '25%'],
    ]);
    expect(screen.getByText('Mean 4.25 of 5')).toBeInTheDocument();
    expect(rowsOf(tableOf('How good was the internship'))[2]).toEqual(['3', '6', '100%']);
    const marks = screen.getAllByTestId('reworded-mark').map((m) => m.textContent);
    expect(marks).toEqual([
      'Reworded in version 2 — answers before are shown separately',
      'Earlier wording (versions 1)',
    ]);
    expect(rowsOf(tableOf('Rate your mentor'))).toEqual([
      ['Availability', '4 (80%)', '1 (20%)'],
      ['Feedback', '2 (40%)', '3 (60%)'],
    ]);
    const matrixHead = [...tableOf('Rate your mentor').querySelectorAll('thead th')].map(
      (th) => th.textContent,
    );
    expect(matrixHead).toEqual(['Row', 'Good', 'Poor']);

    // the table is a visually hidden alternative until "Show as table" swaps the chart for it
    const card = screen.getByText('Would you recommend the programme').closest('section')!;
    expect(within(card).getByRole('table', { hidden: true }).parentElement).toHaveClass('sr-only');
    expect(await within(card).findByTestId('stat-chart')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Show as table' }));
    expect(within(card).queryByTestId('stat-chart')).toBeNull();
    expect(within(card).getByRole('table').parentElement).not.toHaveClass('sr-only');
    expect(within(card).getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a section heads the cards after it instead of being a card without answers', async () => {
    const section = q({ key: K.preYes, type: 'SECTION', title: tri('Your experience'), respondents: 0 });
    stubFetch(
      answerWith(statsAnswers({ ...STATS, questions: [section, ...STATS.questions] }), municipalities),
    );
    renderShared(<SurveyStatisticsPage />, '/dashboard/surveyStatistics?type=post');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your experience' });
    expect(heading.closest('[data-testid="question-stats"]')).toBeNull();
    expect(screen.getAllByTestId('question-stats')).toHaveLength(STATS.questions.length);
    expect(screen.queryByText('Section')).toBeNull();
  });

  it('joined revisions say so on one card', async () => {
    const joined: TStatisticsAnswer = {
      ...STATS,
      questions: [{ ...STATS.questions[2]!, versions: [1, 2], respondents: 10 }],
    };
    const calls = stubFetch(answerWith(statsAnswers(joined), municipalities));
    renderShared(<SurveyStatisticsPage />, '/dashboard/surveyStatistics?type=post&join=true');
    expect(await screen.findByTestId('reworded-mark')).toHaveTextContent(
      'Reworded across versions 1, 2 — answers to every wording are counted together',
    );
    expect(callsTo(calls, '/api/surveys/statistics')[0]!.get('joinRevisions')).toBe('true');
  });

  it('pages and searches the text answers, and opens the "Other" texts of a checkbox', async () => {
    const all = Array.from({ length: 12 }, (_, i) => ({
      text: `Answer number ${i + 1}`,
      submittedAt: `2026-06-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
    }));
    const calls = stubFetch(
      answerWith(
        statsAnswers(STATS, (query) => {
          if (query.get('questionKey') === K.checkbox)
            return paged('texts', [{ text: 'Public speaking', submittedAt: '2026-06-03T10:00:00.000Z' }]);
          const s = query.get('search');
          const found = s ? all.filter((a) => a.text.endsWith(` ${s}`)) : all;
          const page = Number(query.get('page'));
          return paged('texts', found.slice((page - 1) * 10, page * 10), { page, totalDocs: found.length });
        }),
        municipalities,
      ),
    );
    const user = userEvent.setup();
    renderShared(<SurveyStatisticsPage />, '/dashboard/surveyStatistics?type=post&gender=M');
    expect(await screen.findByText('Answer number 1')).toBeInTheDocument();
    expect(screen.getByText('12 answers')).toBeInTheDocument();
    const textQuery = callsTo(calls, '/api/surveys/statistics/texts')[0]!;
    expect(textQuery.get('questionKey')).toBe(K.text);
    expect(textQuery.get('revision')).toBe('1');
    expect(textQuery.get('gender')).toBe('M');
    expect(textQuery.get('page')).toBe('1');
    expect(textQuery.get('limit')).toBe('10');

    const card = screen.getByText('Anything else').closest('section')!;
    await user.click(within(card).getByRole('listitem', { name: '2' }));
    expect(await within(card).findByText('Answer number 11')).toBeInTheDocument();
    expect(callsTo(calls, '/api/surveys/statistics/texts').at(-1)!.get('page')).toBe('2');

    await user.type(
      within(card).getByRole('searchbox', { name: 'Search the answers to “Anything else”' }),
      '7',
    );
    await waitFor(() => {
      expect(within(card).getByText('Answer number 7')).toBeInTheDocument();
      expect(within(card).queryByText('Answer number 1')).toBeNull();
    });
    expect(within(card).getByText('1 answer')).toBeInTheDocument();
    const texts = callsTo(calls, '/api/surveys/statistics/texts');
    const searched = texts.at(-1)!;
    expect(searched.get('search')).toBe('7');
    // a new search starts at page 1, and no request goes out before the pause
    expect(searched.get('page')).toBe('1');
    expect(texts.filter((t) => t.get('page') === '1' && !t.get('search'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Read the “Other” answers' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Public speaking')).toBeInTheDocument();
    expect(within(dialog).getByText('“Other” answers: What did you learn')).toBeInTheDocument();
  });

  it('exports with the same filters, a spinner while it runs, and says so when it fails', async () => {
    let release: () => void = () => undefined;
    let failNext = false;
    const calls = stubFetch(
      answerWith(statsAnswers(), municipalities, (url) => {
        if (path(url) !== '/api/surveys/export') return undefined;
        if (failNext)
          return {
            status: 500,
            body: { success: false, data: null, error: 'x', errorType: 'INTERNAL_ERROR' },
          };
        return {
          status: 200,
          body: 'xlsx',
          headers: { 'content-disposition': 'attachment; filename="answers.xlsx"' },
        };
      }),
    );
    // hold the first export until the spinner is seen
    type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
    const fetchStub = vi.mocked(globalThis.fetch as unknown as Fetch);
    const plain = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input: string, init?: RequestInit) => {
      if (path(String(input)) === '/api/surveys/export' && !failNext) {
        const res = await plain(input, init);
        await new Promise<void>((r) => (release = () => r()));
        return res;
      }
      return plain(input, init);
    });
    const created = vi.fn(() => 'blob:answers');
    const urls = URL as unknown as Record<string, unknown>;
    urls.createObjectURL = created;
    urls.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      delete urls.createObjectURL;
      delete urls.revokeObjectURL;
    });
    const user = userEvent.setup();
    renderShared(
      <SurveyStatisticsPage />,
      `/dashboard/surveyStatistics?type=pre&municipality=${MUN1}&version=2`,
    );
    await screen.findByTestId('respondents');
    const button = screen.getByTestId('export-answers');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('.ant-btn-loading-icon')).not.toBeNull();
    release();
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(created).toHaveBeenCalledTimes(1);
    const exported = callsTo(calls, '/api/surveys/export')[0]!;
    expect(exported.get('surveyType')).toBe('PRE');
    expect(exported.getAll('municipality')).toEqual([MUN1]);
    expect(exported.getAll('version')).toEqual(['2']);

    failNext = true;
    await user.click(button);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(button).not.toBeDisabled();
  });
});

const cell = (count: number | null) => ({ count, small: count === null });
const COMPARE: TCompareAnswer = {
  pairs: [
    {
      preKey: K.preRating,
      postKey: K.rating,
      type: 'RATING',
      title: { pre: tri('How confident are you'), post: tri('How confident are you now') },
      pre: {
        respondents: 20,
        distribution: ratingCounts([2, 6, 8, 4, 0], [0.1, 0.3, 0.4, 0.2, 0]),
        mean: 2.7,
      },
      post: {
        respondents: 18,
        distribution: ratingCounts([0, 2, 4, 8, 4], [0, 0.1111, 0.2222, 0.4444, 0.2222]),
        mean: 3.7778,
      },
      paired: {
        pairs: cell(16),
        meanChange: 1.125,
        improved: cell(11),
        same: cell(null),
        declined: cell(null),
        byCohort: [
          { cohort: '2026-03', pairs: cell(12), meanChange: 1.25 },
          { cohort: 'unknown', pairs: cell(null), meanChange: null },
        ],
        byMunicipality: [
          { municipality: { _id: MUN2, name: 'Peja' }, pairs: cell(null), meanChange: null },
          { municipality: { _id: MUN1, name: 'Prishtina' }, pairs: cell(13), meanChange: -0.5 },
        ],
      },
    },
    {
      preKey: K.preYes,
      postKey: K.checkbox,
      type: 'CHECKBOX',
      title: { pre: tri('What do you hope to learn'), post: tri('What did you learn') },
      pre: { respondents: 5, distribution: [{ value: 'c1', count: 5, share: 1 }], mean: null },
      post: {
        respondents: 6,
        distribution: [
          { value: 'c1', count: 5, share: 0.8333 },
          { value: 'other', count: 1, share: 0.1667 },
        ],
        mean: null,
      },
      paired: null,
    },
    {
      preKey: K.preYes,
      postKey: K.yesNo,
      type: 'YES_NO',
      title: { pre: tri('Can you plan your week'), post: tri('Can you plan your week now') },
      pre: {
        respondents: 8,
        distribution: [
          { value: 'yes', count: 2, share: 0.25 },
          { value: 'no', count: 6, share: 0.75 },
        ],
        mean: 0.25,
      },
      post: {
        respondents: 8,
        distribution: [
          { value: 'yes', count: 5, share: 0.625 },
          { value: 'no', count: 3, share: 0.375 },
        ],
        mean: 0.625,
      },
      paired: {
        pairs: cell(8),
        meanChange: 0.375,
        improved: cell(null),
        same: cell(null),
        declined: cell(0),
        byCohort: [],
        byMunicipality: [],
      },
    },
  ],
};

describe('pre/post comparison (admins)', { timeout: 90000 }, () => {
  it('shows both distributions, the paired change, and "<5" for hidden cells with the footnote', async () => {
    const postSet = {
      ...questionSet('POST'),
      questions: {
        ...questionSet().questions,
        docs: [
          {
            _id: 'q1',
            key: K.checkbox,
            type: 'CHECKBOX',
            title: tri('What did you learn'),
            required: false,
            condition: null,
            linkedPreKey: K.preYes,
            choices: [{ id: 'c1', label: tri('Teamwork') }],
            minChoices: null,
            maxChoices: null,
            other: true,
            position: 0,
            revision: 1,
            reworded: false,
          },
        ],
      },
    };
    const calls = stubFetch(
      answerWith(municipalities, (url) => {
        if (path(url) === '/api/questions')
          return ok(search(url).get('surveyType') === 'POST' ? postSet : questionSet('PRE'));
        if (path(url) === '/api/surveys/compare') return ok(COMPARE);
        if (path(url) === '/api/businesses') return paged('businesses', []);
        return undefined;
      }),
    );
    renderShared(<CompareQuestionsPage />, `/dashboard/compareQuestions?type=post&from=2026-01-01&gender=F`);
    const card = (await screen.findByText('How confident are you now')).closest('section')!;
    const asked = callsTo(calls, '/api/surveys/compare')[0]!;
    expect(asked.get('surveyType')).toBe('POST');
    expect(asked.get('from')).toBe('2026-01-01');
    expect(asked.getAll('gender')).toEqual(['F']);

    expect(
      within(card).getByText('Compared with the pre question “How confident are you”'),
    ).toBeInTheDocument();
    const dist = within(card).getByText('Answers to “How confident are you now”').closest('table')!;
    expect(rowsOf(dist)[3]).toEqual(['4', '4 (20%)', '8 (44.4%)']);
    expect(within(card).getByTestId('pairs')).toHaveTextContent('16');
    expect(within(card).getByTestId('mean-change')).toHaveTextContent('+1.13');
    // same and declined are hidden: no outcome chart, the table says "<5"
    const outcomes = within(card)
      .getByText('How the answers changed', { selector: 'caption' })
      .closest('table')!;
    expect(rowsOf(outcomes)).toEqual([
      ['Improved', '11'],
      ['Stayed the same', '<5*'],
      ['Declined', '<5*'],
    ]);
    const cohorts = within(card).getByText('By cohort (internship start month)').closest('table')!;
    expect(rowsOf(cohorts)).toEqual([
      ['March 2026', '12', '+1.25'],
      ['No start date', '<5*', '—'],
    ]);
    const places = within(card).getByText('By municipality').closest('table')!;
    expect(rowsOf(places)).toEqual([
      ['Peja', '<5*', '—'],
      ['Prishtina', '13', '-0.5'],
    ]);
    expect(within(card).getAllByTestId('small-cell')).toHaveLength(4);
    expect(screen.getByText(/stands for fewer than 5 interns/)).toHaveAttribute('id', 'pk-ss-small-note');

    // a checkbox pair: choices named from the question set, no change per intern
    const other = screen.getByText('What did you learn').closest('section')!;
    expect(rowsOf(within(other).getByText('Answers to “What did you learn”').closest('table')!)).toEqual([
      ['Teamwork', '5 (100%)', '5 (83.3%)'],
      ['Other', '0 (0%)', '1 (16.7%)'],
    ]);
    expect(
      within(other).getByText('A change per intern is measured for rating and yes/no questions only.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the statistics/ }).getAttribute('href')).toBe(
      '/dashboard/surveyStatistics?type=post&from=2026-01-01&gender=F',
    );

    // a yes/no pair: each side's share of "yes", the change in percentage points
    const yes = screen.getByText('Can you plan your week now').closest('section')!;
    expect(yes).toHaveTextContent('Yes: 25%');
    expect(yes).toHaveTextContent('Yes: 62.5%');
    expect(within(yes).getByTestId('mean-change')).toHaveTextContent('+37.5 percentage points');

    // the cohort's month in Albanian and Serbian too (whatever the browser's Intl knows)
    await act(() => i18n.changeLanguage('sq'));
    expect(await screen.findByText('Mars 2026')).toBeInTheDocument();
    expect(within(yes).getByTestId('mean-change')).toHaveTextContent('+37,5 pikë përqindjeje');
    await act(() => i18n.changeLanguage('sr'));
    expect(await screen.findByText('Mart 2026')).toBeInTheDocument();
  });

  it('says when no post question is linked yet', async () => {
    stubFetch(
      answerWith(municipalities, (url) => {
        if (path(url) === '/api/questions') return ok(questionSet(search(url).get('surveyType') ?? 'PRE'));
        if (path(url) === '/api/surveys/compare') return ok({ pairs: [] });
        if (path(url) === '/api/businesses') return paged('businesses', []);
        return undefined;
      }),
    );
    renderShared(<CompareQuestionsPage />, '/dashboard/compareQuestions');
    expect(await screen.findByText('No post question is linked to a pre question yet.')).toBeInTheDocument();
  });
});

describe("a version's questions (admins)", { timeout: 90000 }, () => {
  it('lists the questions of the version in the URL with key, wording and the reworded mark', async () => {
    const docs = [
      {
        _id: 'a',
        key: K.rating,
        type: 'RATING',
        title: tri('How useful was the internship'),
        required: true,
        condition: null,
        linkedPreKey: K.preRating,
        range: 5,
        position: 0,
        revision: 2,
        reworded: true,
      },
      {
        _id: 'b',
        key: K.text,
        type: 'TEXT',
        title: tri('Anything else'),
        required: false,
        condition: null,
        linkedPreKey: null,
        minChars: null,
        maxChars: null,
        textarea: true,
        position: 1,
        revision: 1,
        reworded: false,
      },
    ];
    const calls = stubFetch((url) =>
      path(url) === '/api/questions'
        ? ok({ ...questionSet('POST'), questions: { ...questionSet().questions, docs, totalDocs: 2 } })
        : undefined,
    );
    renderShared(<QuestionsPage />, '/dashboard/questions?type=post&version=2');
    const first = (await screen.findByText('How useful was the internship')).closest('li')!;
    expect(callsTo(calls, '/api/questions')[0]!.get('version')).toBe('2');
    expect(callsTo(calls, '/api/questions')[0]!.get('surveyType')).toBe('POST');
    expect(within(first).getByText('Wording 2')).toBeInTheDocument();
    expect(within(first).getByTestId('question-reworded')).toHaveTextContent('Reworded in this version');
    expect(within(first).getByText('Linked to a pre question')).toBeInTheDocument();
    expect(within(first).getByText(K.rating)).toBeInTheDocument();
    const second = screen.getByText('Anything else').closest('li')!;
    expect(within(second).queryByTestId('question-reworded')).toBeNull();
    expect(within(second).getByText('Wording 1')).toBeInTheDocument();
  });
});
