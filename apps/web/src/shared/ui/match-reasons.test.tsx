import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import i18n from '../../app/i18n.ts';
import { renderShared } from '../test/render.tsx';
import { MatchReasons } from './match-reasons.tsx';

const ref = (id: string, en: string, sq: string, sr: string) => ({
  _id: id,
  enName: en,
  sqName: sq,
  srName: sr,
});
const reasons = {
  categories: [ref('c1', 'Health', 'Shëndetësi', 'Zdravstvo')],
  skills: [ref('s1', 'Teamwork', 'Punë në ekip', 'Timski rad')],
  municipality: true,
  language: true,
  availability: false,
};

describe('MatchReasons', () => {
  it.each([
    ['en', 'Match 37', 'Field: Health', 'Skill: Teamwork', 'Same municipality', 'Speaks the language'],
    ['sq', 'Përputhja 37', 'Fusha: Shëndetësi', 'Aftësia: Punë në ekip', 'E njëjta komunë', 'Flet gjuhën'],
    ['sr', 'Podudaranje 37', 'Oblast: Zdravstvo', 'Veština: Timski rad', 'Ista opština', 'Govori jezik'],
  ])('names every reason in %s, the shared items by their name in that language', async (lang, ...texts) => {
    await act(() => i18n.changeLanguage(lang));
    renderShared(<MatchReasons reasons={reasons} score={36.6} />);
    const box = screen.getByTestId('match-reasons');
    for (const text of texts) expect(within(box).getByText(text)).toBeInTheDocument();
    // availability is not a reason here
    expect(within(box).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when nothing is shared', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderShared(
      <MatchReasons
        reasons={{ categories: [], skills: [], municipality: false, language: false, availability: false }}
      />,
    );
    expect(screen.getByText('No shared fields yet')).toBeInTheDocument();
    expect(screen.queryByText(/^Match/)).toBeNull();
  });
});
