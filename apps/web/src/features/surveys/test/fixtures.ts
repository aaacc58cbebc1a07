import type {
  TQuestion,
  TQuestionWrite,
  TQuestionsAnswer,
  TSurveyAssignment,
  TSurveyType,
} from '@praktika/contracts/surveys';

/** Contract-shaped survey data for web tests (one question of every type, a condition, a section). */

export const tri = (en: string) => ({ sq: `${en} (sq)`, sr: `${en} (sr)`, en });

export const KEYS = {
  section: '5a0b0c0d-0000-4000-8000-000000000001',
  text: '5a0b0c0d-0000-4000-8000-000000000002',
  yesNo: '5a0b0c0d-0000-4000-8000-000000000003',
  checkbox: '5a0b0c0d-0000-4000-8000-000000000004',
  rating: '5a0b0c0d-0000-4000-8000-000000000005',
  matrix: '5a0b0c0d-0000-4000-8000-000000000006',
  followUp: '5a0b0c0d-0000-4000-8000-000000000007',
} as const;

const base = { required: false, condition: null, linkedPreKey: null };

/** Section, text (10..200, textarea), yes/no (required), checkbox (1..2, other), rating 1..7, matrix 2x3, and a text
 * shown only when the yes/no is answered yes. */
export const everyType: TQuestionWrite[] = [
  { ...base, key: KEYS.section, type: 'SECTION', title: tri('About you') },
  {
    ...base,
    key: KEYS.text,
    type: 'TEXT',
    title: tri('What do you expect'),
    minChars: 10,
    maxChars: 200,
    textarea: true,
  },
  {
    ...base,
    key: KEYS.yesNo,
    type: 'YES_NO',
    required: true,
    title: tri('Have you worked before'),
    yesLabel: { sq: 'Po', sr: 'Da', en: 'Yes, I have' },
    noLabel: { sq: 'Jo', sr: 'Ne', en: 'No, never' },
  },
  {
    ...base,
    key: KEYS.checkbox,
    type: 'CHECKBOX',
    title: tri('Which skills'),
    choices: [
      { id: 'c1', label: tri('Writing') },
      { id: 'c2', label: tri('Coding') },
      { id: 'c3', label: tri('Design') },
    ],
    minChoices: 1,
    maxChoices: 2,
    other: true,
  },
  { ...base, key: KEYS.rating, type: 'RATING', title: tri('How confident are you'), range: 7 },
  {
    ...base,
    key: KEYS.matrix,
    type: 'MATRIX',
    required: true,
    title: tri('Rate each area'),
    options: [
      { id: 'o1', label: tri('Teamwork') },
      { id: 'o2', label: tri('Deadlines') },
    ],
    choices: [
      { id: 'm1', label: tri('Weak') },
      { id: 'm2', label: tri('Fair') },
      { id: 'm3', label: tri('Strong') },
    ],
  },
  {
    ...base,
    key: KEYS.followUp,
    type: 'TEXT',
    required: true,
    title: tri('Where did you work'),
    minChars: null,
    maxChars: null,
    textarea: false,
    condition: { questionKey: KEYS.yesNo, value: 'yes' },
  },
];

/** Stored questions (ids, positions, revision 1). */
export const stored = (questions: readonly TQuestionWrite[]): TQuestion[] =>
  questions.map((q, i) => ({
    ...q,
    _id: `6b0c0d0e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    position: i,
    revision: 1,
    reworded: false,
  }));

/** A `GET /questions` answer. */
export function questionsAnswer(
  surveyType: TSurveyType,
  questions: readonly TQuestionWrite[],
  { version = 1, answerCount = 0 }: { version?: number; answerCount?: number } = {},
): TQuestionsAnswer {
  const docs = stored(questions);
  return {
    questions: {
      docs,
      totalDocs: docs.length,
      limit: 100,
      page: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    },
    surveyType,
    version,
    versions:
      version > 0
        ? Array.from({ length: version }, (_, i) => ({
            version: i + 1,
            publishedAt: `2026-1${i % 3}-01T10:00:00.000Z`,
            answerCount: i + 1 === version ? answerCount : 3,
          }))
        : [],
  };
}

/** A due survey of an intern's internship (PRE, version 1, no draft) unless `over` says otherwise. */
export function assignmentOf(over: Partial<TSurveyAssignment> = {}): TSurveyAssignment {
  return {
    _id: '7c0d0e0f-0000-4000-8000-000000000001',
    surveyType: 'PRE',
    respondentRole: 'intern',
    application: { _id: 'app-1', title: 'Junior web developer' },
    intern: { _id: 'intern-1', name: 'Arta', lastName: 'Krasniqi' },
    business: { _id: 'biz-1', businessName: 'Dardania Tech' },
    mentor: null,
    mentorshipId: null,
    dueAt: '2026-11-01T10:00:00.000Z',
    remindedAt: null,
    completed: false,
    completedAt: null,
    version: 1,
    draft: null,
    ...over,
  };
}
