import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TQuestionWrite } from '@praktika/contracts/surveys';
import {
  addChoice,
  addQuestion,
  builderIssues,
  builderReducer,
  changeType,
  initBuilder,
  issueCount,
  selectDirty,
  shownIssues,
  type BuilderAction,
  type BuilderState,
} from './builder-model.ts';

/** Question keys are UUIDs. */
const K = {
  section: '5a0b0c0d-0000-4000-8000-000000000001',
  yes: '5a0b0c0d-0000-4000-8000-000000000002',
  box: '5a0b0c0d-0000-4000-8000-000000000003',
  where: '5a0b0c0d-0000-4000-8000-000000000004',
  matrix: '5a0b0c0d-0000-4000-8000-000000000005',
  ghost: '5a0b0c0d-0000-4000-8000-000000000006',
};
const tri = (en: string) => ({ sq: `${en} (sq)`, sr: `${en} (sr)`, en });
const none = { required: true, condition: null, linkedPreKey: null };

/** A section, a yes/no, a checkbox, a text shown after "yes", a matrix. */
const set: TQuestionWrite[] = [
  { ...none, required: false, key: K.section, type: 'SECTION', title: tri('About you') },
  {
    ...none,
    key: K.yes,
    type: 'YES_NO',
    title: tri('Worked before'),
    yesLabel: tri('Yes'),
    noLabel: tri('No'),
  },
  {
    ...none,
    key: K.box,
    type: 'CHECKBOX',
    title: tri('Skills'),
    choices: [
      { id: 'c1', label: tri('Writing') },
      { id: 'c2', label: tri('Coding') },
    ],
    minChoices: null,
    maxChoices: null,
    other: false,
  },
  {
    ...none,
    key: K.where,
    type: 'TEXT',
    title: tri('Where'),
    condition: { questionKey: K.yes, value: 'yes' },
    minChars: null,
    maxChars: null,
    textarea: false,
  },
  {
    ...none,
    key: K.matrix,
    type: 'MATRIX',
    title: tri('Areas'),
    options: [{ id: 'o1', label: tri('Teamwork') }],
    choices: [{ id: 'm1', label: tri('Weak') }],
  },
];

/** Deeply frozen, so a reducer that writes into its state throws. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Set)) {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}
const start = (questions: readonly TQuestionWrite[] = set) => frozen(initBuilder(questions));
const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const keys = (s: BuilderState) => s.questions.map((q) => q.key);
const find = (s: BuilderState, key: string) => s.questions.find((q) => q.key === key)!;

let uuid = 0;
beforeEach(() => {
  uuid = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(
    () => `${(++uuid).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('builderReducer', () => {
  it('starts from the published set: nothing unpublished, no panel open, nothing tried', () => {
    const s = start();
    expect(keys(s)).toEqual([K.section, K.yes, K.box, K.where, K.matrix]);
    expect(selectDirty(s)).toBe(false);
    expect(s.expanded.size).toBe(0);
    expect(s.tried).toBe(false);
  });

  it('adds a question of a type at the end, its panel open alone', () => {
    const s = run(start(), { type: 'toggleOpen', key: K.box }, addQuestion('RATING'));
    const added = s.questions.at(-1)!;
    expect(added).toMatchObject({ type: 'RATING', range: 5, required: true, condition: null });
    expect(added.key).toBe('00000001-0000-4000-8000-000000000000');
    expect([...s.expanded]).toEqual([added.key]);
    expect(selectDirty(s)).toBe(true);
    // a new section is never required
    expect(run(s, addQuestion('SECTION')).questions.at(-1)!.required).toBe(false);
  });

  it('updates a question by its key; an unknown key changes nothing', () => {
    const s = start();
    const next = run(s, { type: 'update', question: { ...find(s, K.where), title: tri('Where exactly') } });
    expect(find(next, K.where).title.en).toBe('Where exactly');
    expect(next.questions[0]).toBe(s.questions[0]);
    const ghost = { ...find(s, K.where), key: K.ghost };
    expect(run(s, { type: 'update', question: ghost })).toBe(s);
  });

  it('changes a type in place: a new question (new key, title kept), its panel open', () => {
    const s = run(start(), { type: 'toggleOpen', key: K.yes });
    const next = run(s, changeType(find(s, K.yes), 'RATING'));
    const changed = next.questions[1]!;
    expect(changed).toMatchObject({ type: 'RATING', title: tri('Worked before'), required: true });
    expect(changed.key).not.toBe(K.yes);
    expect([...next.expanded]).toEqual([changed.key]);
  });

  it('removes a question; a condition that named it stays and the rules flag it', () => {
    const s = run(start(), { type: 'toggleOpen', key: K.yes }, { type: 'remove', key: K.yes });
    expect(keys(s)).toEqual([K.section, K.box, K.where, K.matrix]);
    expect(find(s, K.where).condition).toEqual({ questionKey: K.yes, value: 'yes' });
    expect(s.expanded.has(K.yes)).toBe(false);
    expect(builderIssues(s.questions, 'PRE', []).get(K.where)?.get('condition.questionKey')).toBe(
      'conditionOrder',
    );
    // removing what is not there
    expect(run(s, { type: 'remove', key: K.yes })).toBe(s);
  });

  it('moves up, down and to an index; the first up, the last down and out of range change nothing', () => {
    const s = start();
    expect(keys(run(s, { type: 'moveBy', key: K.box, by: -1 }))).toEqual([
      K.section,
      K.box,
      K.yes,
      K.where,
      K.matrix,
    ]);
    expect(keys(run(s, { type: 'moveBy', key: K.box, by: 1 }))).toEqual([
      K.section,
      K.yes,
      K.where,
      K.box,
      K.matrix,
    ]);
    expect(run(s, { type: 'moveBy', key: K.section, by: -1 })).toBe(s);
    expect(run(s, { type: 'moveBy', key: K.matrix, by: 1 })).toBe(s);
    expect(keys(run(s, { type: 'moveTo', key: K.matrix, to: 0 }))).toEqual([
      K.matrix,
      K.section,
      K.yes,
      K.box,
      K.where,
    ]);
    expect(run(s, { type: 'moveTo', key: K.box, to: 2 })).toBe(s);
    expect(run(s, { type: 'moveTo', key: K.box, to: 5 })).toBe(s);
    expect(run(s, { type: 'moveTo', key: K.box, to: -1 })).toBe(s);
    expect(run(s, { type: 'moveBy', key: K.ghost, by: 1 })).toBe(s);
  });

  it('a move back where it was leaves nothing unpublished', () => {
    const s = run(start(), { type: 'moveBy', key: K.box, by: 1 });
    expect(selectDirty(s)).toBe(true);
    expect(selectDirty(run(s, { type: 'moveBy', key: K.box, by: -1 }))).toBe(false);
  });

  it('adds and removes choices, matrix rows and columns', () => {
    const s = run(start(), addChoice(K.box, 'choices'));
    const box = find(s, K.box);
    expect(box.type === 'CHECKBOX' && box.choices.map((c) => c.id)).toEqual(['c1', 'c2', '00000001']);
    const fewer = run(s, { type: 'removeChoice', key: K.box, list: 'choices', id: 'c1' });
    const after = find(fewer, K.box);
    expect(after.type === 'CHECKBOX' && after.choices.map((c) => c.id)).toEqual(['c2', '00000001']);

    const m = run(
      start(),
      addChoice(K.matrix, 'options'),
      { type: 'removeChoice', key: K.matrix, list: 'choices', id: 'm1' },
      { type: 'removeChoice', key: K.matrix, list: 'options', id: 'o1' },
    );
    const matrix = find(m, K.matrix);
    expect(matrix.type === 'MATRIX' && [matrix.options.length, matrix.choices.length]).toEqual([1, 0]);
    // a question without such a list is left alone
    const s0 = start();
    expect(run(s0, addChoice(K.where, 'choices'))).toBe(s0);
    expect(run(s0, addChoice(K.box, 'options'))).toBe(s0);
  });

  it('toggles required, never on a section', () => {
    const s = start();
    expect(find(run(s, { type: 'toggleRequired', key: K.yes }), K.yes).required).toBe(false);
    expect(run(s, { type: 'toggleRequired', key: K.section })).toBe(s);
  });

  it("sets a condition: the parent's first value, then another value; no parent, no condition", () => {
    const s = start();
    const onBox = run(s, { type: 'setConditionParent', key: K.matrix, parentKey: K.box });
    expect(find(onBox, K.matrix).condition).toEqual({ questionKey: K.box, value: 'c1' });
    const c2 = run(onBox, { type: 'setConditionValue', key: K.matrix, value: 'c2' });
    expect(find(c2, K.matrix).condition).toEqual({ questionKey: K.box, value: 'c2' });
    expect(
      find(run(c2, { type: 'setConditionParent', key: K.matrix, parentKey: null }), K.matrix),
    ).toMatchObject({ condition: null });
    // a parent without values (a text) gives an empty value, which the rules flag
    const onText = run(s, { type: 'setConditionParent', key: K.matrix, parentKey: K.where });
    expect(find(onText, K.matrix).condition).toEqual({ questionKey: K.where, value: '' });
    // a value without a condition changes nothing
    expect(run(s, { type: 'setConditionValue', key: K.box, value: 'yes' })).toBe(s);
    expect(run(s, { type: 'setConditionParent', key: K.box, parentKey: null })).toBe(s);
  });

  it('sets and clears the linked pre key', () => {
    const s = run(start(), { type: 'setLinkedPreKey', key: K.yes, linkedPreKey: 'pre-1' });
    expect(find(s, K.yes).linkedPreKey).toBe('pre-1');
    expect(
      find(run(s, { type: 'setLinkedPreKey', key: K.yes, linkedPreKey: null }), K.yes).linkedPreKey,
    ).toBe(null);
  });

  it('opens and closes panels without touching the set', () => {
    const s = run(start(), { type: 'toggleOpen', key: K.box }, { type: 'open', keys: [K.yes, K.box] });
    expect([...s.expanded].sort()).toEqual([K.box, K.yes].sort());
    expect(run(s, { type: 'open', keys: [K.yes] })).toBe(s);
    expect([...run(s, { type: 'toggleOpen', key: K.box }).expanded]).toEqual([K.yes]);
    expect(selectDirty(s)).toBe(false);
  });

  it("keeps the API's issues until the next edit, opening their questions", () => {
    const issues = [{ field: 'questions.2.choices.1.label.sq', issue: 'duplicate' }];
    const s = run(start(), { type: 'serverIssues', issues });
    expect(s.serverIssues).toEqual(issues);
    expect([...s.expanded]).toEqual([K.box]);
    expect(builderIssues(s.questions, 'PRE', [], s.serverIssues).get(K.box)?.get('choices.1.label.sq')).toBe(
      'duplicate',
    );
    expect(run(s, { type: 'toggleOpen', key: K.yes }).serverIssues).toEqual(issues);
    expect(run(s, { type: 'toggleRequired', key: K.yes }).serverIssues).toEqual([]);
  });

  it('loads the published set: nothing unpublished, tried kept', () => {
    const edited = run(start(), { type: 'tried' }, addQuestion('TEXT'));
    expect(selectDirty(edited)).toBe(true);
    const stored = edited.questions.map((q) => ({ ...q, title: tri(q.title.en.trim() || 'x') }));
    const s = run(edited, { type: 'loaded', questions: stored });
    expect(s.questions).toBe(stored);
    expect(selectDirty(s)).toBe(false);
    expect(s.tried).toBe(true);
    expect(run(s, { type: 'tried' })).toBe(s);
  });

  it('an empty set: no issues, moves and removals change nothing, the first question can be added', () => {
    const s = start([]);
    expect(selectDirty(s)).toBe(false);
    expect(builderIssues(s.questions, 'PRE', []).size).toBe(0);
    expect(run(s, { type: 'moveBy', key: 'x', by: -1 })).toBe(s);
    expect(run(s, { type: 'moveTo', key: 'x', to: 0 })).toBe(s);
    expect(run(s, { type: 'remove', key: 'x' })).toBe(s);
    const one = run(s, addQuestion('YES_NO'));
    expect(one.questions).toHaveLength(1);
    expect(run(one, { type: 'moveBy', key: one.questions[0]!.key, by: -1 })).toBe(one);
    // removing the only question comes back to the published (empty) set
    expect(selectDirty(run(one, { type: 'remove', key: one.questions[0]!.key }))).toBe(false);
  });
});

describe('selectors', () => {
  it('shows "required" only once publishing was tried, and counts every issue', () => {
    const s = run(start(), {
      type: 'update',
      question: { ...find(start(), K.yes), title: { sq: '', sr: 'x', en: 'x' } },
    });
    const all = builderIssues(s.questions, 'PRE', []);
    expect(all.get(K.yes)?.get('title.sq')).toBe('required');
    expect(shownIssues(all, false).has(K.yes)).toBe(false);
    expect(shownIssues(all, true)).toBe(all);
    expect(issueCount(all)).toBe(1);
  });
});
