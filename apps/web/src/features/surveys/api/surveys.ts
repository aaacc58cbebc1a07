import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAnswer,
  TAnswers,
  TAnswerSubmit,
  TCompareAnswer,
  TQuestionSet,
  TQuestionSetWrite,
  TQuestionsAnswer,
  TStatisticsAnswer,
  TSurveyAssignment,
  TSurveyType,
  ZStatisticsQuery,
  ZSurveysQuery,
  ZTextAnswersQuery,
} from '@praktika/contracts/surveys';
import type { TPaged } from '@praktika/contracts/common';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { createResource, type TResourceQuery } from '../../../shared/api/create-resource.ts';

/*
 * Surveys (issue 11): the admins' question sets (builder), the respondents' due surveys and answers (signed in, or
 * with the e-mailed token on /mobilesurvey), statistics and the pre/post comparison.
 */

type Web<T> = Partial<T> & TResourceQuery;
export type TSurveysQueryWeb = Web<z.input<typeof ZSurveysQuery>>;
export type TStatisticsQueryWeb = Web<z.input<typeof ZStatisticsQuery>>;
export type TTextAnswersQueryWeb = Web<z.input<typeof ZTextAnswersQuery>>;

export const surveysResource = createResource<TSurveyAssignment, never, TSurveysQueryWeb>({
  key: ['surveys'],
  path: 'surveys',
  listKey: 'surveys',
  oneKey: 'survey',
});

export const questionKeys = {
  all: ['questions'] as const,
  set: (surveyType: TSurveyType, version?: number) =>
    ['questions', surveyType, version ?? 'current'] as const,
};

/** `GET /api/questions?surveyType&version&limit=100` -> the whole set of a version (default: the current one). */
export const questionSetOptions = (surveyType: TSurveyType, version?: number) =>
  queryOptions({
    queryKey: questionKeys.set(surveyType, version),
    queryFn: ({ signal }) =>
      apiFetch<TQuestionsAnswer>('/questions', {
        query: { surveyType, page: 1, limit: 100, ...(version ? { version } : {}) },
        signal,
      }),
  });
export const useQuestionSet = (surveyType: TSurveyType, version?: number) =>
  useQuery(questionSetOptions(surveyType, version));

/** `PUT /api/questions` publishes a set (a new version once answers exist) -> the stored set. */
export const publishQuestions = (body: TQuestionSetWrite) =>
  apiFetch<{ questions: TQuestionSet }>('/questions', { method: 'PUT', body }).then((d) => d.questions);
export function usePublishQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['questions', 'publish'],
    mutationFn: publishQuestions,
    onSuccess: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** A due survey with its question set: `GET /api/surveys/:id` (signed in) or `GET /api/surveys/mobile?token=`. */
export interface TSurveyToAnswer {
  survey: TSurveyAssignment;
  questions: TQuestionSet;
}
export const surveyToAnswerOptions = (id: string) =>
  queryOptions({
    queryKey: [...surveysResource.keys.all, 'answer', id] as const,
    queryFn: ({ signal }) => apiFetch<TSurveyToAnswer>(`/surveys/${encodeURIComponent(id)}`, { signal }),
  });
export const mobileSurveyOptions = (token: string) =>
  queryOptions({
    queryKey: [...surveysResource.keys.all, 'mobile', token] as const,
    queryFn: ({ signal }) => apiFetch<TSurveyToAnswer>('/surveys/mobile', { query: { token }, signal }),
    retry: false,
  });

/** Progress saved as the respondent goes: `PUT /api/surveys/:id/draft` `{ answers, token? }`. */
export const saveDraft = ({ id, answers, token }: { id: string; answers: TAnswers; token?: string }) =>
  apiFetch<{ savedAt: string }>(`/surveys/${encodeURIComponent(id)}/draft`, {
    method: 'PUT',
    body: { answers, ...(token ? { token } : {}) },
  });

/** `POST /api/answers` -> the stored answer. */
export const submitAnswers = (body: TAnswerSubmit) =>
  apiFetch<{ answer: TAnswer }>('/answers', { method: 'POST', body }).then((d) => d.answer);
export function useSubmitAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['surveys', 'answer'],
    mutationFn: submitAnswers,
    onSuccess: () => client.invalidateQueries({ queryKey: surveysResource.keys.all }),
  });
}

/** The caller's pending surveys: `pending-surveys.ts` (kept out of the public entry's imports). */
export { usePendingSurveys } from './pending-surveys.ts';

export const statisticsOptions = (query: TStatisticsQueryWeb) =>
  queryOptions({
    queryKey: ['surveys', 'statistics', query] as const,
    queryFn: ({ signal }) => apiFetch<TStatisticsAnswer>('/surveys/statistics', { query, signal }),
  });
export const textAnswersOptions = (query: TTextAnswersQueryWeb) =>
  queryOptions({
    queryKey: ['surveys', 'statistics', 'texts', query] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ texts: TPaged<{ text: string; submittedAt: string }> }>('/surveys/statistics/texts', {
        query,
        signal,
      }).then((d) => d.texts),
  });
export const compareOptions = (query: TStatisticsQueryWeb) =>
  queryOptions({
    queryKey: ['surveys', 'compare', query] as const,
    queryFn: ({ signal }) => apiFetch<TCompareAnswer>('/surveys/compare', { query, signal }),
  });
