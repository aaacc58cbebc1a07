import { z } from 'zod';
import { ZId, ZUiLanguage, ZPageQuery, ZQueryBool, zMulti, zPaged, zText } from './common.ts';
import { GENDERS } from './auth.ts';
import { zCalendarDate } from './opportunities.ts';

/**
 * Surveys (reports-catalogues-surveys.md §2, §3, §5, §6, §7; issue 11).
 *
 * One question set per survey type, PUBLISHED in versions. `GET /questions?surveyType` answers the current
 * version's questions (paged as the spec says; `limit=100` gives a whole set), `POST /questions` and
 * `PUT /questions` `{ questions, surveyType }` publish a set: while no answers exist against the current version it
 * is replaced in place, else a new version is created and old answers keep theirs.
 *
 * Question identity across versions: every question carries `key` (a uuid the builder keeps while the admin edits
 * it; new questions get a new one). A question whose type changes gets a new key (it is another question). A kept
 * key whose meaning changed (any title, choice or option text, the rating range) gets `revision + 1` and is marked
 * `reworded`: statistics keep revisions apart unless asked to join them. Other edits (required, limits, textarea,
 * condition, order, labels of yes/no) keep the revision.
 *
 * Who answers (`survey_assignments`, "surveys" in the API): PRE when an internship is APPROVED (the intern), POST
 * when it is COMPLETED (the intern), ORGANISATION when it is COMPLETED (its organisation, one per intern), MENTOR when
 * a mentorship ends (the mentor) — only while the type is published (its current set has a question to answer);
 * publishing makes it due to whoever it is due to at that moment (PRE: running internships, APPROVED, HIRED or
 * EXTENDED), once. An empty submission is refused (`answerEmpty`), and questions are required by default. `GET /surveys` lists the caller's (admins: everyone's) with `business`, `mentor`,
 * `completed`. `POST /answers` `{ answers, survey, intern?, business?, mentor?, application?, token? }`: `survey` is
 * the assignment id; signed in, or with the e-mailed `token` (/mobilesurvey). One answer per assignment: a second
 * submission is refused (SURVEY_ANSWERED).
 */

export const SURVEY_TYPES = ['PRE', 'POST', 'MENTOR', 'ORGANISATION'] as const;
export type TSurveyType = (typeof SURVEY_TYPES)[number];
export const ZSurveyType = z.enum(SURVEY_TYPES);

export const QUESTION_TYPES = ['TEXT', 'YES_NO', 'CHECKBOX', 'RATING', 'MATRIX', 'SECTION'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export const RATING_MIN_RANGE = 5;
export const RATING_MAX_RANGE = 10;
export const RATING_DEFAULT_RANGE = 5;
export const QUESTIONS_MAX = 200;
export const CHOICES_MAX = 50;
export const TEXT_ANSWER_MAX = 5000;
/** Breakdown cells with fewer respondents show "<5" (statistics and comparison). */
export const SMALL_CELL_MIN = 5;
/** A due survey is e-mailed, then reminded once after this many days. */
export const SURVEY_REMINDER_DAYS = 7;
/** The /mobilesurvey link works this long. */
export const SURVEY_TOKEN_DAYS = 30;

/** The field issues the builder's rules give (server and form alike; the web translates them). */
export const SURVEY_ISSUES = {
  required: 'required',
  /** A choice or option text repeats another of the same question (case-insensitive, per language). */
  duplicate: 'duplicate',
  ratingRange: 'ratingRange',
  /** A checkbox without choices, a matrix without options or choices. */
  needsChoices: 'needsChoices',
  needsOptions: 'needsOptions',
  /** min greater than max (characters or choices), or max beyond the number of choices. */
  minMax: 'minMax',
  /** A condition names a question that is not earlier in the set (forward, missing, itself). */
  conditionOrder: 'conditionOrder',
  /** Conditions form a circle. */
  conditionCycle: 'conditionCycle',
  /** The condition's value is not one the parent can take. */
  conditionValue: 'conditionValue',
  /** A link to a pre question on a survey that is not POST, or to a key not in the current PRE set. */
  linkInvalid: 'linkInvalid',
  duplicateKey: 'duplicateKey',
  // answers
  answerType: 'answerType',
  answerRequired: 'answerRequired',
  answerTooShort: 'answerTooShort',
  answerTooLong: 'answerTooLong',
  answerTooFew: 'answerTooFew',
  answerTooMany: 'answerTooMany',
  answerOutOfRange: 'answerOutOfRange',
  answerUnknownChoice: 'answerUnknownChoice',
  /** An answer to a question its condition hides. */
  answerHidden: 'answerHidden',
  answerUnknownQuestion: 'answerUnknownQuestion',
  /** A matrix row left without a choice (required matrices need every row). */
  answerIncomplete: 'answerIncomplete',
  /**
   * Nothing answered at all (an empty submission is refused even when every question is optional): on `answers`,
   * and on each shown optional question (any one of them would do; required ones read answerRequired).
   */
  answerEmpty: 'answerEmpty',
} as const;

/** A text in the three languages; each required (the builder asks for all three). */
export const ZTri = z.object({
  sq: zText({ min: 1, max: 500 }),
  sr: zText({ min: 1, max: 500 }),
  en: zText({ min: 1, max: 500 }),
});
export type TTri = z.infer<typeof ZTri>;

/** A choice (checkbox, matrix column) or option (matrix row): a stable id within its question, a label. */
export const ZChoice = z.object({ id: zText({ min: 1, max: 40 }), label: ZTri });
export type TChoice = z.infer<typeof ZChoice>;

/** Show the question only when the parent question's answer equals/contains `value`. */
export const ZCondition = z.object({
  /** The parent's key (an earlier question). */
  questionKey: ZId,
  /** YES_NO: 'yes' | 'no'; CHECKBOX: a choice id (shown when ticked); RATING: a number as text (shown when equal). */
  value: zText({ min: 1, max: 40 }),
});
export type TCondition = z.infer<typeof ZCondition>;

const base = {
  key: ZId,
  title: ZTri,
  /**
   * Required unless said otherwise (the spec's builder rule "all questions required"; the builder's new questions
   * are ticked, the admin may untick). SECTIONs take no answer: false.
   */
  required: z.boolean().default(true),
  condition: ZCondition.nullable().default(null),
  /** POST questions only: the PRE question (key) this one is compared with. */
  linkedPreKey: ZId.nullable().default(null),
};

export const ZQuestionWrite = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('TEXT'),
    minChars: z.number().int().min(0).max(TEXT_ANSWER_MAX).nullable().default(null),
    maxChars: z.number().int().min(1).max(TEXT_ANSWER_MAX).nullable().default(null),
    textarea: z.boolean().default(false),
  }),
  z.object({ ...base, type: z.literal('YES_NO'), yesLabel: ZTri, noLabel: ZTri }),
  z.object({
    ...base,
    type: z.literal('CHECKBOX'),
    choices: z.array(ZChoice).max(CHOICES_MAX),
    minChoices: z.number().int().min(0).max(CHOICES_MAX).nullable().default(null),
    maxChoices: z.number().int().min(1).max(CHOICES_MAX).nullable().default(null),
    /** Offer "Other" with a free text. */
    other: z.boolean().default(false),
  }),
  z.object({
    ...base,
    type: z.literal('RATING'),
    /** 1..range stars/points; 5 to 10, default 5. */
    range: z.number().int().default(RATING_DEFAULT_RANGE),
  }),
  z.object({
    ...base,
    type: z.literal('MATRIX'),
    /** Rows. */
    options: z.array(ZChoice).max(CHOICES_MAX),
    /** Columns. */
    choices: z.array(ZChoice).max(CHOICES_MAX),
  }),
  /** A section heading: groups the questions after it; never answered. */
  z.object({ ...base, type: z.literal('SECTION'), required: z.boolean().default(false) }),
]);
export type TQuestionWrite = z.infer<typeof ZQuestionWrite>;
export type TQuestionWriteInput = z.input<typeof ZQuestionWrite>;

/** A path-addressed issue of the builder's rules (`questions.3.choices.1.label.sq`). */
export interface TSurveyIssue {
  path: (string | number)[];
  issue: (typeof SURVEY_ISSUES)[keyof typeof SURVEY_ISSUES];
}

const lower = (s: string) => s.trim().toLocaleLowerCase();

/** The set's values a condition on `q` may name. */
export function conditionValues(q: TQuestionWrite): string[] | null {
  switch (q.type) {
    case 'YES_NO':
      return ['yes', 'no'];
    case 'CHECKBOX':
      return q.choices.map((c) => c.id);
    case 'RATING':
      return Array.from({ length: q.range }, (_, i) => String(i + 1));
    default:
      return null;
  }
}

/**
 * The builder's rules over a whole set (after the per-field schema): unique keys; choice/option ids and labels
 * unique per language; rating range 5..10; checkbox needs choices, matrix options and choices; min <= max;
 * conditions only on EARLIER answerable questions with a value the parent can take (so never a circle); links only
 * on POST sets, to keys of `preKeys`. Used by the API (400 with these details) and by the builder form.
 */
export function surveyIssues(
  questions: readonly TQuestionWrite[],
  surveyType: TSurveyType,
  preKeys: readonly string[] = [],
): TSurveyIssue[] {
  const out: TSurveyIssue[] = [];
  const seen = new Map<string, number>();
  questions.forEach((q, i) => {
    const at = (...rest: (string | number)[]) => ['questions', i, ...rest];
    if (seen.has(q.key)) out.push({ path: at('key'), issue: 'duplicateKey' });
    seen.set(q.key, i);
    const uniqueLabels = (list: readonly TChoice[], field: string) => {
      const ids = new Set<string>();
      list.forEach((c, j) => {
        if (ids.has(c.id)) out.push({ path: at(field, j, 'id'), issue: 'duplicate' });
        ids.add(c.id);
      });
      for (const lang of ['sq', 'sr', 'en'] as const) {
        const labels = new Set<string>();
        list.forEach((c, j) => {
          const l = lower(c.label[lang]);
          if (labels.has(l)) out.push({ path: at(field, j, 'label', lang), issue: 'duplicate' });
          labels.add(l);
        });
      }
    };
    if (q.type === 'TEXT' && q.minChars !== null && q.maxChars !== null && q.minChars > q.maxChars)
      out.push({ path: at('minChars'), issue: 'minMax' });
    if (q.type === 'CHECKBOX') {
      if (q.choices.length === 0) out.push({ path: at('choices'), issue: 'needsChoices' });
      uniqueLabels(q.choices, 'choices');
      const max = q.maxChoices ?? q.choices.length + (q.other ? 1 : 0);
      if (q.minChoices !== null && q.minChoices > max) out.push({ path: at('minChoices'), issue: 'minMax' });
      if (
        q.maxChoices !== null &&
        q.maxChoices > q.choices.length + (q.other ? 1 : 0) &&
        q.choices.length > 0
      )
        out.push({ path: at('maxChoices'), issue: 'minMax' });
    }
    if (q.type === 'RATING' && (q.range < RATING_MIN_RANGE || q.range > RATING_MAX_RANGE))
      out.push({ path: at('range'), issue: 'ratingRange' });
    if (q.type === 'MATRIX') {
      if (q.options.length === 0) out.push({ path: at('options'), issue: 'needsOptions' });
      if (q.choices.length === 0) out.push({ path: at('choices'), issue: 'needsChoices' });
      uniqueLabels(q.options, 'options');
      uniqueLabels(q.choices, 'choices');
    }
    if (q.condition) {
      const parentAt = seen.get(q.condition.questionKey);
      const parent = parentAt !== undefined && parentAt < i ? questions[parentAt] : undefined;
      if (!parent || parent.key === q.key) {
        // A later (or this) question: refused as forward; a chain of such refusals can never close a circle.
        const later = questions.findIndex((o) => o.key === q.condition!.questionKey);
        out.push({
          path: at('condition', 'questionKey'),
          issue: later >= i && conditionCycleFrom(questions, i) ? 'conditionCycle' : 'conditionOrder',
        });
      } else {
        const values = conditionValues(parent);
        if (!values || !values.includes(q.condition.value))
          out.push({ path: at('condition', 'value'), issue: 'conditionValue' });
      }
    }
    if (q.linkedPreKey !== null && (surveyType !== 'POST' || !preKeys.includes(q.linkedPreKey)))
      out.push({ path: at('linkedPreKey'), issue: 'linkInvalid' });
  });
  return out;
}

/** True when following conditions from question `start` comes back to it. */
function conditionCycleFrom(questions: readonly TQuestionWrite[], start: number): boolean {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const first = questions[start]!;
  let current: TQuestionWrite | undefined = first;
  const visited = new Set<string>();
  while (current?.condition) {
    if (visited.has(current.key)) return false;
    visited.add(current.key);
    current = byKey.get(current.condition.questionKey);
    if (current?.key === first.key) return true;
  }
  return false;
}

export const ZQuestionSetWrite = z.object({
  surveyType: ZSurveyType,
  questions: z.array(ZQuestionWrite).max(QUESTIONS_MAX),
});
export type TQuestionSetWrite = z.infer<typeof ZQuestionSetWrite>;

/** A stored question: what was written plus its place, revision and whether it was reworded in this version. */
export type TQuestion = TQuestionWrite & {
  _id: string;
  position: number;
  revision: number;
  /** The meaning changed in this version (title, choices, options or range): statistics keep it apart. */
  reworded: boolean;
};
export const ZQuestionsQuery = ZPageQuery.extend({
  surveyType: ZSurveyType,
  /** A past version (default: the current one). */
  version: z.coerce.number().int().min(1).optional(),
});
export interface TQuestionSet {
  surveyType: TSurveyType;
  version: number;
  publishedAt: string | null;
  /** Answers given against this version (a publish then creates a new version). */
  answerCount: number;
  questions: TQuestion[];
}
/** `GET /questions` answers `{ questions: paged TQuestion, version, versions }`. */
export interface TQuestionsAnswer {
  questions: {
    docs: TQuestion[];
    totalDocs: number;
    limit: number;
    page: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
  surveyType: TSurveyType;
  version: number;
  versions: { version: number; publishedAt: string; answerCount: number }[];
}

/** Response schemas of the builder's calls (the API serialises through them). */
export const ZQuestion = z.intersection(
  ZQuestionWrite,
  z.object({
    _id: z.string(),
    position: z.number().int(),
    revision: z.number().int(),
    reworded: z.boolean(),
  }),
);
export const ZQuestionSet = z.object({
  surveyType: ZSurveyType,
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  answerCount: z.number().int(),
  questions: z.array(ZQuestion),
});
export const ZQuestionsAnswer = z.object({
  questions: zPaged(ZQuestion),
  surveyType: ZSurveyType,
  version: z.number().int(),
  versions: z.array(
    z.object({ version: z.number().int(), publishedAt: z.string(), answerCount: z.number().int() }),
  ),
});
/**
 * `POST`/`PUT /questions` answer the published set; `rekeyed` lists questions sent with a key whose type changed
 * since it was last published: they are another question, so the server gave them a new key (conditions that named
 * the old key in the same set follow it). `assigned`: how many people the survey fell due to with this publish
 * (a survey falls due only while its type is published, i.e. its current set has a question to answer; publishing
 * makes it due to everyone it is due to then and who has none yet, e-mailed in their account's language).
 */
export const ZQuestionSetResult = z.object({
  questions: ZQuestionSet,
  rekeyed: z.array(z.object({ from: z.string(), to: z.string() })),
  assigned: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/**
 * One answer per question key: TEXT a string; YES_NO a boolean; CHECKBOX `{ choices: ids, other?: text }`; RATING an
 * integer 1..range; MATRIX `{ [optionId]: choiceId }`. Unanswered questions are left out. SECTIONs take none.
 */
export const ZAnswerValue = z.union([
  zText({ max: TEXT_ANSWER_MAX }),
  z.boolean(),
  z.number().int(),
  z.object({
    choices: z.array(zText({ min: 1, max: 40 })).max(CHOICES_MAX),
    other: zText({ max: 1000 }).optional(),
  }),
  z.record(zText({ min: 1, max: 40 }), zText({ min: 1, max: 40 })),
]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;
export const ZAnswers = z.record(ZId, ZAnswerValue);
export type TAnswers = z.infer<typeof ZAnswers>;

/** Is `q` shown, given the answers so far? (A hidden parent hides its children.) */
export function isQuestionShown(
  q: Pick<TQuestionWrite, 'condition'>,
  byKey: ReadonlyMap<string, TQuestionWrite>,
  answers: TAnswers,
  depth = 0,
): boolean {
  if (!q.condition) return true;
  const parent = byKey.get(q.condition.questionKey);
  if (!parent || depth > QUESTIONS_MAX) return false;
  if (!isQuestionShown(parent, byKey, answers, depth + 1)) return false;
  const a = answers[parent.key];
  if (a === undefined) return false;
  const v = q.condition.value;
  if (parent.type === 'YES_NO') return typeof a === 'boolean' && (a ? 'yes' : 'no') === v;
  if (parent.type === 'RATING') return typeof a === 'number' && String(a) === v;
  if (parent.type === 'CHECKBOX')
    return typeof a === 'object' && a !== null && Array.isArray((a as { choices?: unknown }).choices)
      ? (a as { choices: string[] }).choices.includes(v)
      : false;
  return false;
}

/**
 * Does `a` answer anything? A text of spaces only, a checkbox with nothing ticked and no "Other" text, a matrix
 * with no row chosen are no answer (what the answering page counts as "answered" too).
 */
export function hasAnswer(a: TAnswerValue | undefined): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string') return a.trim() !== '';
  if (typeof a !== 'object' || a === null) return true;
  const choices = (a as { choices?: unknown }).choices;
  if (Array.isArray(choices)) {
    const other = (a as { other?: unknown }).other;
    return choices.length > 0 || (typeof other === 'string' && other.trim() !== '');
  }
  return Object.keys(a).length > 0;
}

/**
 * The answers' issues against a question set (API before storing; the answering page before sending):
 * unknown question, hidden question answered, type, required (shown questions only), text min/max, checkbox
 * count and choices, rating 1..range, matrix rows/columns and completeness, and nothing answered at all
 * (`answerEmpty`, even when every question is optional). Paths: `['answers', key, ...]` (`['answers']` for the
 * whole set).
 */
export function answerIssues(questions: readonly TQuestionWrite[], answers: TAnswers): TSurveyIssue[] {
  const out: TSurveyIssue[] = [];
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const at = (key: string, ...rest: (string | number)[]) => ['answers', key, ...rest];
  const shown = questions.filter((q) => q.type !== 'SECTION' && isQuestionShown(q, byKey, answers));
  if (!shown.some((q) => hasAnswer(answers[q.key]))) {
    out.push({ path: ['answers'], issue: 'answerEmpty' });
    for (const q of shown) if (!q.required) out.push({ path: at(q.key), issue: 'answerEmpty' });
  }
  for (const key of Object.keys(answers)) {
    const q = byKey.get(key);
    if (!q || q.type === 'SECTION') out.push({ path: at(key), issue: 'answerUnknownQuestion' });
    else if (!isQuestionShown(q, byKey, answers)) out.push({ path: at(key), issue: 'answerHidden' });
  }
  for (const q of questions) {
    if (q.type === 'SECTION' || !isQuestionShown(q, byKey, answers)) continue;
    const a = answers[q.key];
    // A text of spaces only is no answer.
    if (a === undefined || (typeof a === 'string' && a.trim() === '')) {
      if (q.required) out.push({ path: at(q.key), issue: 'answerRequired' });
      continue;
    }
    const bad = (issue: TSurveyIssue['issue'], ...rest: (string | number)[]) =>
      out.push({ path: at(q.key, ...rest), issue });
    switch (q.type) {
      case 'TEXT':
        if (typeof a !== 'string') bad('answerType');
        else if (q.minChars !== null && a.trim().length < q.minChars) bad('answerTooShort');
        else if (q.maxChars !== null && a.trim().length > q.maxChars) bad('answerTooLong');
        break;
      case 'YES_NO':
        if (typeof a !== 'boolean') bad('answerType');
        break;
      case 'RATING':
        if (typeof a !== 'number' || !Number.isInteger(a)) bad('answerType');
        else if (a < 1 || a > q.range) bad('answerOutOfRange');
        break;
      case 'CHECKBOX': {
        if (typeof a !== 'object' || a === null || !Array.isArray((a as { choices?: unknown }).choices)) {
          bad('answerType');
          break;
        }
        const v = a as { choices: string[]; other?: string };
        const ids = new Set(q.choices.map((c) => c.id));
        if (v.choices.some((c) => !ids.has(c)) || new Set(v.choices).size !== v.choices.length)
          bad('answerUnknownChoice', 'choices');
        if (v.other !== undefined && !q.other) bad('answerUnknownChoice', 'other');
        const count = v.choices.length + (v.other?.trim() ? 1 : 0);
        if (count === 0 && q.required) bad('answerRequired');
        else if (q.minChoices !== null && count < q.minChoices && (count > 0 || q.required))
          bad('answerTooFew');
        else if (q.maxChoices !== null && count > q.maxChoices) bad('answerTooMany');
        break;
      }
      case 'MATRIX': {
        if (typeof a !== 'object' || a === null || Array.isArray(a) || 'choices' in a) {
          bad('answerType');
          break;
        }
        const v = a as Record<string, string>;
        const rows = new Set(q.options.map((o) => o.id));
        const cols = new Set(q.choices.map((c) => c.id));
        for (const [row, col] of Object.entries(v)) {
          if (!rows.has(row)) bad('answerUnknownChoice', row);
          else if (!cols.has(col)) bad('answerUnknownChoice', row);
        }
        if (q.required && q.options.some((o) => v[o.id] === undefined)) bad('answerIncomplete');
        break;
      }
    }
  }
  return out;
}

export const ZAnswerSubmit = z.object({
  answers: ZAnswers,
  /** The due survey (assignment) id. */
  survey: ZId,
  intern: ZId.optional(),
  business: ZId.optional(),
  mentor: ZId.optional(),
  application: ZId.optional(),
  /** The /mobilesurvey link's token, instead of a session. */
  token: zText({ max: 2000 }).optional(),
  emailLanguage: ZUiLanguage.optional(),
});
export type TAnswerSubmit = z.infer<typeof ZAnswerSubmit>;
/** Progress saved as the respondent goes (`PUT /surveys/:id/draft`, or with `token`). */
export const ZDraftSave = z.object({ answers: ZAnswers, token: zText({ max: 2000 }).optional() });

export const ZAnswer = z.object({
  _id: z.string(),
  survey: z.string(),
  surveyType: ZSurveyType,
  version: z.number().int(),
  answers: ZAnswers,
  submittedAt: z.string(),
});
export type TAnswer = z.infer<typeof ZAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Due surveys ("surveys")
// ---------------------------------------------------------------------------------------------------------------

export const ZSurveyAssignment = z.object({
  _id: z.string(),
  surveyType: ZSurveyType,
  respondentRole: z.enum(['intern', 'business', 'mentor']),
  application: z.object({ _id: z.string(), title: z.string() }).nullable(),
  intern: z.object({ _id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  business: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
  mentor: z.object({ _id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  mentorshipId: z.string().nullable(),
  dueAt: z.string(),
  remindedAt: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** The version answered (completed), else the current one. */
  version: z.number().int(),
  /** Saved progress (the respondent's own only). */
  draft: ZAnswers.nullable().optional(),
  /** When `draft` was saved (the answering page keeps the newer of it and its own local copy). */
  draftSavedAt: z.string().nullable().optional(),
});
export type TSurveyAssignment = z.infer<typeof ZSurveyAssignment>;
export const ZSurveysQuery = ZPageQuery.extend({
  business: ZId.optional(),
  mentor: ZId.optional(),
  intern: ZId.optional(),
  completed: ZQueryBool.optional(),
  surveyType: zMulti(ZSurveyType).optional(),
});
export type TSurveysQuery = z.infer<typeof ZSurveysQuery>;
export const ZSurveyList = z.object({ surveys: zPaged(ZSurveyAssignment) });
/** `GET /surveys/:id` and `GET /surveys/mobile`: the due survey and the question set to answer (or answered). */
export const ZSurveyResult = z.object({ survey: ZSurveyAssignment, questions: ZQuestionSet });
export const ZDraftSaved = z.object({ savedAt: z.string() });
export const ZAnswerResult = z.object({ answer: ZAnswer });

/** `GET /surveys/mobile?token=` (no session): the assignment and its question set, for /mobilesurvey. */
export const ZMobileSurveyQuery = z.object({ token: zText({ min: 1, max: 2000 }) });

// ---------------------------------------------------------------------------------------------------------------
// Statistics and comparison
// ---------------------------------------------------------------------------------------------------------------

export const ZStatisticsQuery = z.object({
  surveyType: ZSurveyType,
  /** Versions to include (default: all); a reworded question's revisions stay apart unless `joinRevisions`. */
  version: zMulti(zText({ max: 6 }).regex(/^[1-9]\d{0,5}$/)).optional(),
  from: zCalendarDate().optional(),
  to: zCalendarDate().optional(),
  municipality: zMulti(ZId).optional(),
  gender: zMulti(z.enum(GENDERS)).optional(),
  business: zMulti(ZId).optional(),
  joinRevisions: ZQueryBool.optional(),
});
export type TStatisticsQuery = z.infer<typeof ZStatisticsQuery>;

/** A count that may be hidden: numbers below SMALL_CELL_MIN in a breakdown are `null` with `small: true` ("<5"). */
export const ZCell = z.object({ count: z.number().int().nullable(), small: z.boolean() });
export type TCell = z.infer<typeof ZCell>;

/**
 * `GET /surveys/statistics`: per question (key + revision): respondents, and by type YES_NO/CHECKBOX bars (count,
 * share; CHECKBOX also `otherTexts` count and a first page of them), RATING distribution and mean, MATRIX a stacked
 * bar per option, TEXT a count (texts through `GET /surveys/statistics/texts?questionKey&search&page`).
 */
export interface TQuestionStatistics {
  key: string;
  revision: number;
  reworded: boolean;
  type: TQuestionType;
  title: TTri;
  versions: number[];
  respondents: number;
  bars?: { id: string; label: TTri; count: number; share: number }[];
  otherCount?: number;
  distribution?: { value: number; count: number; share: number }[];
  mean?: number | null;
  matrix?: { option: TChoice; bars: { id: string; label: TTri; count: number; share: number }[] }[];
  textCount?: number;
}
export interface TStatisticsAnswer {
  surveyType: TSurveyType;
  respondents: number;
  questions: TQuestionStatistics[];
}
export const ZTextAnswersQuery = ZStatisticsQuery.extend({
  questionKey: ZId,
  revision: z.coerce.number().int().min(1).optional(),
  search: zText({ max: 200 }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * `GET /surveys/compare` (same filters; surveyType is POST): for every POST question linked to a PRE question, the
 * two distributions side by side, and for interns who answered both (same application) the paired change: mean
 * change, improved / same / declined counts (RATING by value, YES_NO yes = 1), broken down by cohort (the
 * internship's start month) and municipality with the small-cell rule.
 */
export interface TComparedPair {
  preKey: string;
  postKey: string;
  type: TQuestionType;
  title: { pre: TTri; post: TTri };
  pre: {
    respondents: number;
    distribution: { value: string; count: number; share: number }[];
    mean: number | null;
  };
  post: {
    respondents: number;
    distribution: { value: string; count: number; share: number }[];
    mean: number | null;
  };
  paired: {
    pairs: TCell;
    meanChange: number | null;
    improved: TCell;
    same: TCell;
    declined: TCell;
    byCohort: { cohort: string; pairs: TCell; meanChange: number | null }[];
    byMunicipality: {
      municipality: { _id: string; name: string };
      pairs: TCell;
      meanChange: number | null;
    }[];
  } | null;
}
export interface TCompareAnswer {
  pairs: TComparedPair[];
}

/**
 * The small-cell rule (decisions.md): a breakdown cell below SMALL_CELL_MIN is hidden ("<5"); if a breakdown then
 * has exactly one hidden cell and a known total, the smallest other cell is hidden as well, so the total minus the
 * shown cells cannot reveal it. Means of hidden cells are hidden too.
 */
export function suppressSmallCells(counts: readonly number[], min = SMALL_CELL_MIN): TCell[] {
  const cells: TCell[] = counts.map((c) =>
    c > 0 && c < min ? { count: null, small: true } : { count: c, small: false },
  );
  const hidden = cells.filter((c) => c.small).length;
  if (hidden === 1) {
    let smallest = -1;
    counts.forEach((c, i) => {
      if (!cells[i]!.small && c > 0 && (smallest < 0 || c < counts[smallest]!)) smallest = i;
    });
    if (smallest >= 0) cells[smallest] = { count: null, small: true };
  }
  return cells;
}
