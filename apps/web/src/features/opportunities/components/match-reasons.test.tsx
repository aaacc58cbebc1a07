import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import i18n from '../../../app/i18n.ts';
import { renderShared } from '../../../shared/test/render.tsx';
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
  const strength = { score: 33, max: 100, percent: 33, strength: 'some' as const };
  it.each([
    [
      'en',
      'Partial match · 33%',
      'Field: Health',
      'Skill: Teamwork',
      'Same municipality',
      'Speaks the language',
    ],
    [
      'sq',
      'Përputhje e pjesshme · 33%',
      'Fusha: Shëndetësi',
      'Aftësia: Punë në ekip',
      'E njëjta komunë',
      'Flet gjuhën',
    ],
    [
      'sr',
      'Delimično podudaranje · 33%',
      'Oblast: Zdravstvo',
      'Veština: Timski rad',
      'Ista opština',
      'Govori jezik',
    ],
  ])('names every reason in %s, the shared items by their name in that language', async (lang, ...texts) => {
    await act(() => i18n.changeLanguage(lang));
    renderShared(<MatchReasons reasons={reasons} strength={strength} />);
    const box = screen.getByTestId('match-reasons');
    for (const text of texts) expect(within(box).getByText(text)).toBeInTheDocument();
    // availability is not a reason here
    expect(within(box).getAllByRole('listitem')).toHaveLength(4);
  });

  it.each([
    ['en', 'strong', 'Strong match · 90%', '90 of 100 points'],
    ['en', 'good', 'Good match · 55%', '55 of 100 points'],
    ['sq', 'strong', 'Përputhje e fortë · 90%', '90 nga 100 pikë'],
    ['sq', 'good', 'Përputhje e mirë · 55%', '55 nga 100 pikë'],
    ['sr', 'strong', 'Jako podudaranje · 90%', '90 od 100 poena'],
    ['sr', 'good', 'Dobro podudaranje · 55%', '55 od 100 poena'],
  ] as const)(
    'labels the strength in %s (%s) as a share of the best, the points in its title',
    async (lang, level, label, points) => {
      await act(() => i18n.changeLanguage(lang));
      const percent = level === 'strong' ? 90 : 55;
      renderShared(
        <MatchReasons reasons={reasons} strength={{ score: percent, max: 100, percent, strength: level }} />,
      );
      expect(screen.getByText(label)).toHaveAttribute('title', points);
    },
  );

  it('says so when nothing is shared', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderShared(
      <MatchReasons
        reasons={{ categories: [], skills: [], municipality: false, language: false, availability: false }}
      />,
    );
    expect(screen.getByText('No shared fields yet')).toBeInTheDocument();
    expect(screen.queryByText(/match ·/i)).toBeNull();
  });
});
