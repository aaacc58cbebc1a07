import { describe, expect, it } from 'vitest';
import {
  ZQuestionWrite,
  answerIssues,
  isQuestionShown,
  suppressSmallCells,
  surveyIssues,
  type TAnswers,
  type TQuestionWrite,
} from './surveys.ts';

const tri = (t: string) => ({ sq: `${t} sq`, sr: `${t} sr`, en: t });
const ch = (id: string, t = id) => ({ id, label: tri(t) });
let n = 0;
const key = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const q = (type: string, extra: Record<string, unknown> = {}): TQuestionWrite =>
  ZQuestionWrite.parse({ key: key(), type, title: tri(type), ...extra });
const yesNo = (extra: Record<string, unknown> = {}) =>
  q('YES_NO', { yesLabel: tri('Yes'), noLabel: tri('No'), ...extra });
const checkbox = (extra: Record<string, unknown> = {}) =>
  q('CHECKBOX', { choices: [ch('a'), ch('b'), ch('c')], ...extra });
const matrix = (extra: Record<string, unknown> = {}) =>
  q('MATRIX', { options: [ch('r1'), ch('r2')], choices: [ch('x'), ch('y')], ...extra });
const cond = (parent: TQuestionWrite, value: string) => ({ questionKey: parent.key, value });

describe('surveyIssues', () => {
  it('accepts a set with every type, an earlier condition and (POST) a link to a PRE key', () => {
    const parent = yesNo();
    const set = [
      q('SECTION'),
      parent,
      q('TEXT', { minChars: 2, maxChars: 10, condition: cond(parent, 'no') }),
      checkbox({ minChoices: 1, maxChoices: 3 }),
      q('RATING', { range: 10, linkedPreKey: parent.key }),
      matrix(),
    ];
    expect(surveyIssues(set, 'POST', [parent.key])).toEqual([]);
  });

  it.each([
    ['a forward condition', 'conditionOrder'],
    ['a circle', 'conditionCycle'],
  ])('refuses %s', (name, issue) => {
    const a = yesNo();
    const b = yesNo();
    const set =
      name === 'a circle'
        ? [
            { ...a, condition: cond(b, 'yes') },
            { ...b, condition: cond(a, 'yes') },
          ]
        : [{ ...a, condition: cond(b, 'yes') }, b];
    expect(surveyIssues(set, 'PRE')).toContainEqual({
      path: ['questions', 0, 'condition', 'questionKey'],
      issue,
    });
  });

  it('refuses a condition on a missing question, and values the parent cannot take', () => {
    const rating = q('RATING', { range: 5 });
    const text = q('TEXT');
    const box = checkbox();
    const set = [
      rating,
      text,
      box,
      q('TEXT', { condition: { questionKey: key(), value: 'yes' } }),
      q('TEXT', { condition: cond(rating, '6') }),
      q('TEXT', { condition: cond(text, 'x') }),
      q('TEXT', { condition: cond(box, 'z') }),
      q('TEXT', { condition: cond(rating, '5') }),
      q('TEXT', { condition: cond(box, 'a') }),
    ];
    expect(surveyIssues(set, 'PRE')).toEqual([
      { path: ['questions', 3, 'condition', 'questionKey'], issue: 'conditionOrder' },
      { path: ['questions', 4, 'condition', 'value'], issue: 'conditionValue' },
      { path: ['questions', 5, 'condition', 'value'], issue: 'conditionValue' },
      { path: ['questions', 6, 'condition', 'value'], issue: 'conditionValue' },
    ]);
  });

  it('refuses duplicates (case-insensitive, per language), ranges, empty lists, min above max, links, keys', () => {
    const dupKey = yesNo();
    const set = [
      checkbox({ choices: [ch('a', 'Same'), ch('b', 'same')] }),
      q('RATING', { range: 4 }),
      checkbox({ choices: [] }),
      matrix({ options: [] }),
      q('TEXT', { minChars: 5, maxChars: 4 }),
      checkbox({ minChoices: 4 }),
      checkbox({ maxChoices: 4 }),
      q('TEXT', { linkedPreKey: key() }),
      dupKey,
      { ...yesNo(), key: dupKey.key },
    ];
    const issues = surveyIssues(set, 'PRE');
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ['questions', 0, 'choices', 1, 'label', 'sq'], issue: 'duplicate' },
        { path: ['questions', 0, 'choices', 1, 'label', 'en'], issue: 'duplicate' },
        { path: ['questions', 1, 'range'], issue: 'ratingRange' },
        { path: ['questions', 2, 'choices'], issue: 'needsChoices' },
        { path: ['questions', 3, 'options'], issue: 'needsOptions' },
        { path: ['questions', 4, 'minChars'], issue: 'minMax' },
        { path: ['questions', 5, 'minChoices'], issue: 'minMax' },
        { path: ['questions', 6, 'maxChoices'], issue: 'minMax' },
        { path: ['questions', 7, 'linkedPreKey'], issue: 'linkInvalid' },
        { path: ['questions', 9, 'key'], issue: 'duplicateKey' },
      ]),
    );
    // "Other" counts as a choice for the maximum.
    expect(surveyIssues([checkbox({ maxChoices: 4, other: true })], 'PRE')).toEqual([]);
  });
});

describe('isQuestionShown', () => {
  it('follows yes/no, rating and checkbox parents, and a hidden parent hides its children', () => {
    const yn = yesNo();
    const rating = q('RATING', { condition: cond(yn, 'yes') });
    const box = checkbox({ condition: cond(rating, '3') });
    const leaf = q('TEXT', { condition: cond(box, 'b') });
    const byKey = new Map([yn, rating, box, leaf].map((x) => [x.key, x]));
    const all = { [yn.key]: true, [rating.key]: 3, [box.key]: { choices: ['b'] } };
    expect(isQuestionShown(yn, byKey, {})).toBe(true);
    expect(isQuestionShown(rating, byKey, {})).toBe(false);
    expect(isQuestionShown(leaf, byKey, all)).toBe(true);
    expect(isQuestionShown(leaf, byKey, { ...all, [box.key]: { choices: ['a'] } })).toBe(false);
    expect(isQuestionShown(leaf, byKey, { ...all, [rating.key]: 4 })).toBe(false);
    // The root answered "no": everything below is hidden, whatever was answered there.
    expect(isQuestionShown(leaf, byKey, { ...all, [yn.key]: false })).toBe(false);
    // A wrongly typed parent answer hides.
    expect(isQuestionShown(rating, byKey, { [yn.key]: 'yes' })).toBe(false);
  });
});

describe('required by default', () => {
  it('makes answerable questions required unless unticked; sections never', () => {
    expect(q('TEXT').required).toBe(true);
    expect(matrix().required).toBe(true);
    expect(q('RATING', { required: false }).required).toBe(false);
    expect(q('SECTION').required).toBe(false);
  });
});

describe('answerIssues', () => {
  const yn = yesNo({ required: true });
  const text = q('TEXT', { required: true, minChars: 3, maxChars: 5, condition: cond(yn, 'yes') });
  const box = checkbox({ minChoices: 2, maxChoices: 2, other: true, required: false });
  const rating = q('RATING', { range: 7, required: true });
  const grid = matrix({ required: true });
  const optionalGrid = matrix({ required: false });
  const section = q('SECTION');
  const set = [section, yn, text, box, rating, grid, optionalGrid];
  const valid: TAnswers = {
    [yn.key]: true,
    [text.key]: 'four',
    [box.key]: { choices: ['a'], other: 'mine' },
    [rating.key]: 7,
    [grid.key]: { r1: 'x', r2: 'y' },
  };
  const at = (k: string, ...rest: string[]) => ['answers', k, ...rest];

  it('accepts a valid set (the optional matrix partly answered is fine)', () => {
    expect(answerIssues(set, valid)).toEqual([]);
    expect(answerIssues(set, { ...valid, [optionalGrid.key]: { r1: 'x' } })).toEqual([]);
  });

  it.each([
    ['required yes/no missing', { [yn.key]: undefined }, at(yn.key), 'answerRequired'],
    ['yes/no as text', { [yn.key]: 'yes' }, at(yn.key), 'answerType'],
    ['required text empty', { [text.key]: '' }, at(text.key), 'answerRequired'],
    ['required text of spaces', { [text.key]: '   ' }, at(text.key), 'answerRequired'],
    ['text too short', { [text.key]: 'ab' }, at(text.key), 'answerTooShort'],
    ['text too long', { [text.key]: 'abcdef' }, at(text.key), 'answerTooLong'],
    ['text as a number', { [text.key]: 4 }, at(text.key), 'answerType'],
    ['hidden text answered', { [yn.key]: false }, at(text.key), 'answerHidden'],
    ['unknown choice', { [box.key]: { choices: ['a', 'q'] } }, at(box.key, 'choices'), 'answerUnknownChoice'],
    [
      'repeated choice',
      { [box.key]: { choices: ['a', 'a'] } },
      at(box.key, 'choices'),
      'answerUnknownChoice',
    ],
    ['too few choices', { [box.key]: { choices: ['a'] } }, at(box.key), 'answerTooFew'],
    ['too many choices', { [box.key]: { choices: ['a', 'b', 'c'] } }, at(box.key), 'answerTooMany'],
    ['checkbox as a list', { [box.key]: ['a', 'b'] as unknown as string }, at(box.key), 'answerType'],
    ['rating below 1', { [rating.key]: 0 }, at(rating.key), 'answerOutOfRange'],
    ['rating above range', { [rating.key]: 8 }, at(rating.key), 'answerOutOfRange'],
    ['rating not whole', { [rating.key]: 2.5 }, at(rating.key), 'answerType'],
    ['matrix incomplete', { [grid.key]: { r1: 'x' } }, at(grid.key), 'answerIncomplete'],
    [
      'matrix unknown row',
      { [grid.key]: { r1: 'x', r2: 'y', r3: 'x' } },
      at(grid.key, 'r3'),
      'answerUnknownChoice',
    ],
    [
      'matrix unknown column',
      { [grid.key]: { r1: 'x', r2: 'z' } },
      at(grid.key, 'r2'),
      'answerUnknownChoice',
    ],
    ['a section answered', { [section.key]: 'x' }, at(section.key), 'answerUnknownQuestion'],
    ['an unknown key', { 'no-such-question': 'x' }, at('no-such-question'), 'answerUnknownQuestion'],
  ] as const)('%s', (_name, change, path, issue) => {
    const answers: Record<string, unknown> = { ...valid, ...change };
    for (const k of Object.keys(answers)) if (answers[k] === undefined) delete answers[k];
    expect(answerIssues(set, answers as never)).toContainEqual({ path, issue });
  });

  it('refuses an empty submission: on the set, the required questions and the optional ones shown', () => {
    const issues = answerIssues(set, {});
    expect(issues).toContainEqual({ path: ['answers'], issue: 'answerEmpty' });
    for (const k of [yn.key, rating.key, grid.key])
      expect(issues).toContainEqual({ path: at(k), issue: 'answerRequired' });
    for (const k of [box.key, optionalGrid.key])
      expect(issues).toContainEqual({ path: at(k), issue: 'answerEmpty' });
    // the hidden text and the section are not named
    expect(issues.some((i) => i.path[1] === text.key || i.path[1] === section.key)).toBe(false);
  });

  it('refuses an empty submission when every question is optional; blank answers count as none', () => {
    const t = q('TEXT', { required: false });
    const c = checkbox({ required: false, other: true });
    const m = matrix({ required: false });
    const optional = [q('SECTION'), t, c, m];
    const empty = [
      { path: ['answers'], issue: 'answerEmpty' },
      ...[t, c, m].map((x) => ({ path: at(x.key), issue: 'answerEmpty' })),
    ];
    expect(answerIssues(optional, {})).toEqual(empty);
    expect(
      answerIssues(optional, { [t.key]: '  ', [c.key]: { choices: [], other: ' ' }, [m.key]: {} }),
    ).toEqual(empty);
    // no answerable question at all: still nothing to submit
    expect(answerIssues([q('SECTION')], {})).toEqual([{ path: ['answers'], issue: 'answerEmpty' }]);
    // one optional answer is enough
    expect(answerIssues(optional, { [m.key]: { r1: 'x' } })).toEqual([]);
  });

  it('"other" only where offered; the hidden text is not required', () => {
    const noOther = checkbox();
    expect(answerIssues([noOther], { [noOther.key]: { choices: ['a'], other: 'x' } })).toEqual([
      { path: at(noOther.key, 'other'), issue: 'answerUnknownChoice' },
    ]);
    const { [text.key]: _t, ...rest } = valid;
    expect(answerIssues(set, { ...rest, [yn.key]: false })).toEqual([]);
  });
});

describe('suppressSmallCells', () => {
  it('hides cells below 5, and the next smallest when exactly one is hidden', () => {
    expect(suppressSmallCells([10, 20, 30])).toEqual([
      { count: 10, small: false },
      { count: 20, small: false },
      { count: 30, small: false },
    ]);
    expect(suppressSmallCells([3, 12, 8, 0])).toEqual([
      { count: null, small: true },
      { count: 12, small: false },
      { count: null, small: true },
      { count: 0, small: false },
    ]);
    // Two hidden already: nothing more to hide.
    expect(suppressSmallCells([1, 4, 50]).map((c) => c.small)).toEqual([true, true, false]);
    // Exactly 5 is shown; a lone small cell with nothing else stays the only hidden one.
    expect(suppressSmallCells([5])).toEqual([{ count: 5, small: false }]);
    expect(suppressSmallCells([2])).toEqual([{ count: null, small: true }]);
    expect(suppressSmallCells([2, 9], 10).map((c) => c.small)).toEqual([true, true]);
  });
});
