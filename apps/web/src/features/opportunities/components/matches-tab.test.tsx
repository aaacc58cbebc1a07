import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import i18n from '../../../app/i18n.ts';
import { fakeToken, ok, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { MatchesTab } from './matches-tab.tsx';

const JOB = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e51';
const BIZ = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e52';

const empty = { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1 };
const emptyPage = { ...empty, prevPage: null, nextPage: null, hasPrevPage: false, hasNextPage: false };

function stubMatches(incompleteCvs: number) {
  stubFetch((url) =>
    url.startsWith(`/api/jobs/${JOB}/matches`) ? ok({ matches: emptyPage, incompleteCvs }) : undefined,
  );
}

beforeEach(async () => {
  saveSession(fakeToken({ role: 'business', id: BIZ }));
  await act(() => i18n.changeLanguage('en'));
});

describe('the matched interns tab, when empty', () => {
  it.each([
    [
      'en',
      /once their CV is complete \(personal data, a field of interest, education and a language\)/,
      "2 interns who share this posting's fields of interest or skills have not completed their CV yet.",
    ],
    [
      'sq',
      /sapo CV-ja e tyre të jetë e plotë/,
      '2 praktikantë që kanë fusha interesi ose aftësi të kësaj shpalljeje ende nuk e kanë plotësuar CV-në.',
    ],
    [
      'sr',
      /kada im je CV potpun/,
      '2 praktikanta koji imaju oblasti interesovanja ili veštine ovog oglasa još nisu popunila CV.',
    ],
  ])('in %s says the rule and how many interns wait only for their CV', async (lang, rule, count) => {
    await act(() => i18n.changeLanguage(lang));
    stubMatches(2);
    renderShared(<MatchesTab kind="JOB" postingId={JOB} open />);
    const box = await screen.findByTestId('matches-empty');
    expect(within(box).getByText(rule)).toBeInTheDocument();
    expect(within(box).getByText(count)).toBeInTheDocument();
  });

  it('says only the rule when no intern waits for their CV', async () => {
    stubMatches(0);
    renderShared(<MatchesTab kind="JOB" postingId={JOB} open />);
    const box = await screen.findByTestId('matches-empty');
    expect(within(box).getByText(/once their CV is complete/)).toBeInTheDocument();
    expect(within(box).queryByText(/not completed their CV/)).toBeNull();
  });
});
