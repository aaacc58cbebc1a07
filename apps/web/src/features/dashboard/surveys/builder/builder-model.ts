import {
  RATING_DEFAULT_RANGE,
  ZQuestionSetWrite,
  surveyIssues,
  type TChoice,
  type TQuestion,
  type TQuestionType,
  type TQuestionWrite,
  type TSurveyIssue,
  type TSurveyType,
  type TTri,
} from '@praktika/contracts/surveys';
import type { FieldIssue } from '../../../../shared/lib/api-client.ts';

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
