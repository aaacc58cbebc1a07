import { describe, expect, it } from 'vitest';
import { cvMissingParts, isCvFilled } from './cv.ts';
import { MATCH_WEIGHTS, matchMax, matchStrength } from './opportunities.ts';

describe('cvMissingParts (what "Matched to me" asks an intern to complete)', () => {
  const cv = {
    name: 'Ëlira',
    lastName: 'Çela',
    birthdate: '2004-05-06',
    gender: 'F',
    municipality: { _id: 'm' },
    categories: [{}],
    education: [{}],
    languages: [{}],
  };
  it('names each missing part, and nothing exactly when the CV is filled', () => {
    expect(cvMissingParts(cv)).toEqual([]);
    expect(isCvFilled(cv)).toBe(true);
    expect(cvMissingParts({ ...cv, education: [], languages: [] })).toEqual(['education', 'languages']);
    expect(cvMissingParts({ ...cv, gender: null, categories: [] })).toEqual(['personal', 'categories']);
    for (const broken of [
      { ...cv, education: [] },
      { ...cv, name: ' ' },
      { ...cv, municipality: null },
    ])
      expect(cvMissingParts(broken).length > 0).toBe(!isCvFilled(broken));
  });
});

describe('matchMax and matchStrength (a score read as a share of the best possible)', () => {
  const w = MATCH_WEIGHTS;
  it('the best score counts the posting’s own fields and skills (up to maxShared) and the three flags', () => {
    const flags = w.municipality + w.language + w.availability;
    expect(matchMax({ categories: 1, skills: 0 })).toBe(w.category + flags);
    expect(matchMax({ categories: 9, skills: 2 })).toBe(w.maxShared * w.category + 2 * w.skill + flags);
  });
  it('labels 70 % and more strong, 40 % and more good, the rest some', () => {
    expect(matchStrength(40, 40)).toEqual({ percent: 100, strength: 'strong' });
    expect(matchStrength(28, 40)).toEqual({ percent: 70, strength: 'strong' });
    expect(matchStrength(20, 40)).toEqual({ percent: 50, strength: 'good' });
    expect(matchStrength(10, 40)).toEqual({ percent: 25, strength: 'some' });
    expect(matchStrength(5, 0)).toEqual({ percent: 0, strength: 'some' });
  });
});
