import {
  RATING_DEFAULT_RANGE,
  ZQuestionSetWrite,
  conditionValues,
  surveyIssues,
  type TChoice,
  type TQuestion,
  type TQuestionType,
  type TQuestionWrite,
  type TSurveyIssue,
  type TSurveyType,
  type TTri,
} from '@praktika/contracts/surveys';
import type { FieldIssue } from '../../../shared/lib/api-client.ts';

/*
 * The builder's model: the set being edited is a list of `TQuestionWrite` (the contract's write shape, so the
 * rules and the PUT body need no conversion), questions identified by `key`.
 */

export const emptyTri = (): TTri => ({ sq: '', sr: '', en: '' });

/** A short id for a choice or option, unique within its question (kept while the admin edits). */
export const newChoiceId = () => crypto.randomUUID().slice(0, 8);
export const newChoice = (): TChoice => ({ id: newChoiceId(), label: emptyTri() });

/**
 * A new question of a type with its defaults and a new key: required (the spec's "all questions required"; the
 * admin may untick it), a section never.
 */
export function newQuestion(type: TQuestionType): TQuestionWrite {
  const base = {
    key: crypto.randomUUID(),
    title: emptyTri(),
    required: type !== 'SECTION',
    condition: null,
    linkedPreKey: null,
  };
  switch (type) {
    case 'TEXT':
      return { ...base, type, minChars: null, maxChars: null, textarea: false };
    case 'YES_NO':
      return {
        ...base,
        type,
        yesLabel: { sq: 'Po', sr: 'Da', en: 'Yes' },
        noLabel: { sq: 'Jo', sr: 'Ne', en: 'No' },
      };
    case 'CHECKBOX':
      return { ...base, type, choices: [newChoice()], minChoices: null, maxChoices: null, other: false };
    case 'RATING':
      return { ...base, type, range: RATING_DEFAULT_RANGE };
    case 'MATRIX':
      return { ...base, type, options: [newChoice()], choices: [newChoice()] };
    case 'SECTION':
      return { ...base, type };
  }
}

/** Another type for a question: its title stays, its settings go, and it becomes another question (new key). */
export function withType(q: TQuestionWrite, type: TQuestionType): TQuestionWrite {
  return { ...newQuestion(type), title: q.title, required: type === 'SECTION' ? false : q.required };
}

/** A stored question back to what the builder edits (without id, position, revision). */
export function toWrite(q: TQuestion): TQuestionWrite {
  const { _id: _i, position: _p, revision: _r, reworded: _w, ...rest } = q;
  return rest as TQuestionWrite;
}
export const fromServer = (docs: readonly TQuestion[]): TQuestionWrite[] =>
  [...docs].sort((a, b) => a.position - b.position).map(toWrite);

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** Questions a condition may name: answerable ones with values (yes/no, checkbox, rating). */
export const canBeParent = (q: TQuestionWrite) =>
  q.type === 'YES_NO' || q.type === 'CHECKBOX' || q.type === 'RATING';

/** A question's field path (`title.sq`, `choices.1.label.en`) -> its issue texts' key. */
export type TIssueMap = Map<string, Map<string, string>>;

/** zod's codes the builder has texts for; anything else reads 'invalid'. */
const KNOWN = new Set(['required', 'tooLong', 'invalid']);

/**
 * Every issue of the set: the contract's per-field schema (empty titles and labels, limits) and the builder's
 * rules (`surveyIssues`), as `key -> field path -> issue`, first issue per field.
 */
export function builderIssues(
  questions: readonly TQuestionWrite[],
  surveyType: TSurveyType,
  preKeys: readonly string[],
  server: readonly FieldIssue[] = [],
): TIssueMap {
  const all: TSurveyIssue[] = [];
  const parsed = ZQuestionSetWrite.safeParse({ surveyType, questions });
  if (!parsed.success)
    for (const i of parsed.error.issues)
      all.push({
        path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        issue: (KNOWN.has(i.message) ? i.message : 'invalid') as TSurveyIssue['issue'],
      });
  all.push(...surveyIssues(questions, surveyType, preKeys));
  for (const d of server)
    all.push({
      path: d.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      issue: d.issue as TSurveyIssue['issue'],
    });
  const out: TIssueMap = new Map();
  for (const i of all) {
    if (i.path[0] !== 'questions' || typeof i.path[1] !== 'number') continue;
    const q = questions[i.path[1]];
    if (!q) continue;
    const field = i.path.slice(2).join('.') || 'question';
    const m = out.get(q.key) ?? new Map<string, string>();
    if (!m.has(field)) m.set(field, i.issue);
    out.set(q.key, m);
  }
  return out;
}

/** The DOM id of a question's field (`field` as in the issue paths). */
export const fieldDomId = (key: string, field: string) => `sb-${key}-${field.replace(/\./g, '-')}`;

/** The PUT body's questions: texts trimmed as the API will store them. */
export function publishBody(questions: readonly TQuestionWrite[], surveyType: TSurveyType) {
  return ZQuestionSetWrite.parse({ surveyType, questions });
}

/* ---- The builder's state: one reducer, pure; what needs new ids (keys, choice ids) comes in the action. ---- */

export interface BuilderState {
  /** The set being edited. */
  readonly questions: readonly TQuestionWrite[];
  /** The published set as JSON: what "unpublished changes" compares with. */
  readonly savedJson: string;
  /** Keys of the questions whose panel is open. */
  readonly expanded: ReadonlySet<string>;
  /** The API's issues from the last publish, until the next edit. */
  readonly serverIssues: readonly FieldIssue[];
  /** Publishing was tried: "required" issues show from then on. */
  readonly tried: boolean;
}

/** A question's list of labelled items: a checkbox's or matrix's choices, a matrix's rows (`options`). */
export type TChoiceList = 'choices' | 'options';

export type BuilderAction =
  | { type: 'add'; question: TQuestionWrite }
  | { type: 'update'; question: TQuestionWrite }
  /** Another question in the place of `key` (a type change): its panel opens. */
  | { type: 'replace'; key: string; question: TQuestionWrite }
  | { type: 'remove'; key: string }
  | { type: 'moveBy'; key: string; by: -1 | 1 }
  | { type: 'moveTo'; key: string; to: number }
  | { type: 'addChoice'; key: string; list: TChoiceList; choice: TChoice }
  | { type: 'removeChoice'; key: string; list: TChoiceList; id: string }
  | { type: 'toggleRequired'; key: string }
  /** The condition's parent question (its first value picked), or no condition. */
  | { type: 'setConditionParent'; key: string; parentKey: string | null }
  | { type: 'setConditionValue'; key: string; value: string }
  | { type: 'setLinkedPreKey'; key: string; linkedPreKey: string | null }
  | { type: 'toggleOpen'; key: string }
  | { type: 'open'; keys: readonly string[] }
  /** Publishing was tried. */
  | { type: 'tried' }
  /** The API refused the set: its issues on the fields, their questions' panels open. */
  | { type: 'serverIssues'; issues: readonly FieldIssue[] }
  /** The published set (as the API stored it): nothing is unpublished. */
  | { type: 'loaded'; questions: readonly TQuestionWrite[] };

/** The state for a published set (`fromServer`). */
export const initBuilder = (questions: readonly TQuestionWrite[]): BuilderState => ({
  questions,
  savedJson: JSON.stringify(questions),
  expanded: new Set(),
  serverIssues: [],
  tried: false,
});

// action creators: those that need new keys or ids make them here, so the reducer stays pure
export const addQuestion = (type: TQuestionType): BuilderAction & { type: 'add' } => ({
  type: 'add',
  question: newQuestion(type),
});
export const changeType = (q: TQuestionWrite, type: TQuestionType): BuilderAction & { type: 'replace' } => ({
  type: 'replace',
  key: q.key,
  question: withType(q, type),
});
export const addChoice = (key: string, list: TChoiceList): BuilderAction => ({
  type: 'addChoice',
  key,
  list,
  choice: newChoice(),
});

/** The questions after an edit: server issues go with any change, as they name fields by position. */
function edited(state: BuilderState, questions: readonly TQuestionWrite[]): BuilderState {
  return { ...state, questions, serverIssues: state.serverIssues.length ? [] : state.serverIssues };
}

/** `key`'s question changed by `f`; the same state when `f` returns it unchanged or there is no such question. */
function editOne(state: BuilderState, key: string, f: (q: TQuestionWrite) => TQuestionWrite): BuilderState {
  const i = state.questions.findIndex((q) => q.key === key);
  if (i < 0) return state;
  const next = f(state.questions[i]!);
  if (next === state.questions[i]) return state;
  return edited(
    state,
    state.questions.map((q, j) => (j === i ? next : q)),
  );
}

function moveQuestion(state: BuilderState, key: string, to: number): BuilderState {
  const from = state.questions.findIndex((q) => q.key === key);
  if (from < 0 || to < 0 || to >= state.questions.length || from === to) return state;
  return edited(state, move(state.questions, from, to));
}

function withList(q: TQuestionWrite, list: TChoiceList, f: (items: TChoice[]) => TChoice[]): TQuestionWrite {
  if (list === 'choices' && (q.type === 'CHECKBOX' || q.type === 'MATRIX'))
    return { ...q, choices: f(q.choices) };
  if (list === 'options' && q.type === 'MATRIX') return { ...q, options: f(q.options) };
  return q;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'add':
      // the new question's panel opens alone
      return {
        ...edited(state, [...state.questions, action.question]),
        expanded: new Set([action.question.key]),
      };
    case 'update':
      return editOne(state, action.question.key, () => action.question);
    case 'replace': {
      const next = editOne(state, action.key, () => action.question);
      if (next === state) return state;
      const expanded = new Set(state.expanded);
      expanded.delete(action.key);
      return { ...next, expanded: expanded.add(action.question.key) };
    }
    case 'remove': {
      // conditions that named it stay, and the rules flag them
      const questions = state.questions.filter((q) => q.key !== action.key);
      if (questions.length === state.questions.length) return state;
      const expanded = new Set(state.expanded);
      expanded.delete(action.key);
      return { ...edited(state, questions), expanded };
    }
    case 'moveBy':
      return moveQuestion(
        state,
        action.key,
        state.questions.findIndex((q) => q.key === action.key) + action.by,
      );
    case 'moveTo':
      return moveQuestion(state, action.key, action.to);
    case 'addChoice':
      return editOne(state, action.key, (q) =>
        withList(q, action.list, (items) => [...items, action.choice]),
      );
    case 'removeChoice':
      return editOne(state, action.key, (q) =>
        withList(q, action.list, (items) => items.filter((c) => c.id !== action.id)),
      );
    case 'toggleRequired':
      // a section is never required
      return editOne(state, action.key, (q) => (q.type === 'SECTION' ? q : { ...q, required: !q.required }));
    case 'setConditionParent': {
      const parentKey = action.parentKey;
      if (!parentKey) return editOne(state, action.key, (q) => (q.condition ? { ...q, condition: null } : q));
      const parent = state.questions.find((o) => o.key === parentKey);
      const first = parent ? (conditionValues(parent) ?? [])[0] : undefined;
      return editOne(state, action.key, (q) => ({
        ...q,
        condition: { questionKey: parentKey, value: first ?? '' },
      }));
    }
    case 'setConditionValue':
      return editOne(state, action.key, (q) =>
        q.condition ? { ...q, condition: { ...q.condition, value: action.value } } : q,
      );
    case 'setLinkedPreKey':
      return editOne(state, action.key, (q) => ({ ...q, linkedPreKey: action.linkedPreKey }));
    case 'toggleOpen': {
      const expanded = new Set(state.expanded);
      if (!expanded.delete(action.key)) expanded.add(action.key);
      return { ...state, expanded };
    }
    case 'open':
      return action.keys.every((k) => state.expanded.has(k))
        ? state
        : { ...state, expanded: new Set([...state.expanded, ...action.keys]) };
    case 'tried':
      return state.tried ? state : { ...state, tried: true };
    case 'serverIssues': {
      const keys = action.issues
        .map((d) => state.questions[Number(d.field.split('.')[1])]?.key)
        .filter((k): k is string => !!k);
      return {
        ...state,
        serverIssues: action.issues,
        expanded: new Set([...state.expanded, ...keys]),
      };
    }
    case 'loaded':
      return {
        ...state,
        questions: action.questions,
        savedJson: JSON.stringify(action.questions),
        serverIssues: [],
      };
  }
}

/* ---- Selectors ---- */

/** Edits not yet published. */
export const selectDirty = (state: BuilderState) => JSON.stringify(state.questions) !== state.savedJson;

/** The issues the fields show: "required" (an empty title or label) only once publishing was tried. */
export function shownIssues(all: TIssueMap, tried: boolean): TIssueMap {
  if (tried) return all;
  const out: TIssueMap = new Map();
  for (const [key, m] of all) {
    const kept = new Map([...m].filter(([, code]) => code !== 'required'));
    if (kept.size) out.set(key, kept);
  }
  return out;
}

export const issueCount = (issues: TIssueMap) => [...issues.values()].reduce((n, m) => n + m.size, 0);
