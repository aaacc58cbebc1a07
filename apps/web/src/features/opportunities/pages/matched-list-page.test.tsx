import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import i18n from '../../../app/i18n.ts';
import { answerWith, catalogueLists, fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import MatchedJobsPage from './matched-list-page.tsx';
import { INTERN } from '../test/fixtures.ts';

/** The matched list of jobs: `docs` and what the CV lacks (`cvMissing`); records the calls' queries. */
function stubMatched(cvMissing: string[], docs: unknown[] = []) {
  const calls: URLSearchParams[] = [];
  stubFetch(
    answerWith(catalogueLists(), (url) => {
      if (!url.startsWith('/api/jobs?')) return undefined;
      const q = new URLSearchParams(url.split('?')[1]);
      calls.push(q);
      const answer = paged('jobPostings', docs, { limit: Number(q.get('limit')) || 3 });
      return ok({ ...(answer.body.data as object), cvMissing });
    }),
  );
  return calls;
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('"Matched to me" explains an empty list', () => {
  it.each([
    [
      'en',
      'Complete your CV to see what matches you',
      ['At least one education entry', 'At least one language'],
      'Complete my CV',
    ],
    [
      'sq',
      'Plotësoni CV-në për të parë çfarë përputhet me ju',
      ['Të paktën një arsimim', 'Të paktën një gjuhë'],
      'Plotëso CV-në',
    ],
    [
      'sr',
      'Popunite CV da biste videli šta vam odgovara',
      ['Bar jedno obrazovanje', 'Bar jedan jezik'],
      'Popuni CV',
    ],
  ])(
    'in %s, an intern whose CV is incomplete is told exactly what to complete, with a link to /resume',
    async (lang, title, parts, link) => {
      await act(() => i18n.changeLanguage(lang));
      saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: false }));
      const calls = stubMatched(['education', 'languages']);
      renderShared(<MatchedJobsPage />, '/opportunities');
      expect(await screen.findByText(title)).toBeInTheDocument();
      const list = await screen.findByTestId('cv-missing');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(parts);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/resume');
      expect(calls[0]!.get('internId')).toBe(INTERN);
    },
  );

  it.each([
    ['en', 'No internship postings match your CV yet', /shares a field of interest or a skill/],
    ['sq', 'Ende asnjë shpallje praktike nuk përputhet me CV-në tuaj', /fushë interesi ose një aftësi/],
    ['sr', 'Još nijedan oglas za praksu ne odgovara vašem CV-u', /oblast interesovanja ili veštinu/],
  ])(
    'in %s, an intern with a complete CV and no match is told why and what widens it',
    async (lang, title, why) => {
      await act(() => i18n.changeLanguage(lang));
      saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
      stubMatched([]);
      renderShared(<MatchedJobsPage />, '/opportunities');
      const empty = await screen.findByTestId('matched-empty');
      expect(within(empty).getByText(title)).toBeInTheDocument();
      expect(within(empty).getByText(why)).toBeInTheDocument();
      expect(within(empty).getByRole('link')).toHaveAttribute('href', '/resume');
    },
  );
});
