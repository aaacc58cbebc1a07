import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../app/i18n.ts';
import { fail, ok, stubFetch, type StubAnswer } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import type { TLanguage } from '../../../shared/lib/languages.ts';
import { ProgrammeNumbers } from './programme-numbers.tsx';

const COUNTS = {
  internCount: 1230,
  businessCount: 340,
  mentorCount: 50,
  applicationCount: 12340,
  jobCount: 90,
  trainingCount: 20,
};

/** Answers the home counts call (a POST without a body) and nothing else. */
const countsAnswer = (answer: StubAnswer) =>
  stubFetch((url, init) =>
    url === '/api/reports/counts/home' && init?.method === 'POST' && init.body === undefined
      ? answer
      : undefined,
  );

/** The list item of a label: its whole text as a screen reader reads it. */
const item = (label: string) => screen.getByText(label).closest('li')!;

async function renderIn(lang: TLanguage) {
  await i18n.changeLanguage(lang);
  return renderShared(<ProgrammeNumbers lang={lang} />);
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the programme in numbers on the home page', () => {
  it('keeps the cards in place while loading, then shows each count as "1,230+" with its label (English)', async () => {
    const calls = countsAnswer(ok({ counts: COUNTS }));
    await renderIn('en');
    // before the answer: the heading and the six labels, no numbers, the list marked busy
    const list = screen.getByRole('list');
    expect(screen.getByRole('heading', { level: 2, name: 'The programme in numbers' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).not.toHaveTextContent(/\d/);

    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(calls).toHaveLength(1);
    const young = item('young people');
    // on screen "1,230+"; read as "more than 1,230 young people"
    expect(within(young).getByText('1,230+')).toHaveAttribute('aria-hidden', 'true');
    expect(young).toHaveTextContent('more than 1,230young people');
    expect(within(item('applications')).getByText('12,340+')).toBeInTheDocument();
    expect(within(item('organisations')).getByText('more than 340')).toBeInTheDocument();
    expect(within(item('mentors')).getByText('50+')).toBeInTheDocument();
    expect(within(item('internship opportunities')).getByText('90+')).toBeInTheDocument();
    expect(within(item('trainings')).getByText('20+')).toBeInTheDocument();
    expect(screen.getByText('Numbers are rounded down to the nearest ten.')).toBeInTheDocument();
  });

  it('formats the numbers in Albanian', async () => {
    countsAnswer(ok({ counts: COUNTS }));
    await renderIn('sq');
    // a no-break space between the thousands (Testing Library's matchers see any space as one)
    expect((await screen.findByText('12 340+')).textContent).toBe('12\u00a0340+');
    expect(screen.getByRole('heading', { level: 2, name: 'Programi në shifra' })).toBeInTheDocument();
    expect(item('aplikime')).toHaveTextContent('më shumë se 12 340aplikime');
    // Albanian groups thousands from five digits on
    expect(within(item('të rinj')).getByText('1230+')).toBeInTheDocument();
  });

  it('formats the numbers in Serbian (Latin script)', async () => {
    countsAnswer(ok({ counts: COUNTS }));
    await renderIn('sr');
    expect(await screen.findByText('1.230+')).toBeInTheDocument();
    expect(item('mladih')).toHaveTextContent('više od 1.230mladih');
    expect(within(item('prijava')).getByText('12.340+')).toBeInTheDocument();
  });

  it('shows a zero (fewer than ten) as a friendly line, never "0+"', async () => {
    countsAnswer(ok({ counts: { ...COUNTS, mentorCount: 0, trainingCount: 0 } }));
    await renderIn('en');
    expect(await screen.findByText('1,230+')).toBeInTheDocument();
    for (const label of ['mentors', 'trainings']) {
      expect(within(item(label)).getByText('Just getting started')).toBeInTheDocument();
      expect(item(label)).not.toHaveTextContent(/\d/);
    }
    expect(screen.queryByText(/^0\+$/)).toBeNull();
    expect(screen.getAllByText('Just getting started')).toHaveLength(2);
  });

  it('leaves the whole section out when the counts cannot be loaded', async () => {
    // a 4xx answer is not retried (app/query-client.ts), so the failure is final at once
    const calls = countsAnswer(fail(404, 'NOT_FOUND', 'Not found'));
    const { container } = await renderIn('en');
    expect(screen.getByRole('heading', { level: 2, name: 'The programme in numbers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
    expect(calls).toHaveLength(1);
    expect(container.querySelector('.pk-numbers')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
