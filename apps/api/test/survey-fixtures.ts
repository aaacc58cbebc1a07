/**
 * Question sets for the surveys tests: one builder per question type (three-language titles, fresh keys), and a
 * publish helper over the real `PUT /questions`.
 */
import { randomUUID } from 'node:crypto';
import type { TQuestionWriteInput, TSurveyType } from '@praktika/contracts/surveys';
import type { RoleApp } from './role-app.ts';

export const tri = (text: string) => ({ sq: `${text} sq`, sr: `${text} sr`, en: text });
export const choice = (id: string, text = id) => ({ id, label: tri(text) });

type Extra = Record<string, unknown>;
const base = (type: string, title: string, extra: Extra = {}) =>
  ({ key: randomUUID(), type, title: tri(title), required: false, ...extra }) as TQuestionWriteInput;

export const qText = (extra: Extra = {}) => base('TEXT', 'Tell us more', extra);
export const qYesNo = (extra: Extra = {}) =>
  base('YES_NO', 'Did you like it?', { yesLabel: tri('Yes'), noLabel: tri('No'), ...extra });
export const qCheckbox = (extra: Extra = {}) =>
  base('CHECKBOX', 'What did you learn?', {
    choices: [choice('a', 'Alpha'), choice('b', 'Beta'), choice('c', 'Gamma')],
    ...extra,
  });
export const qRating = (extra: Extra = {}) => base('RATING', 'How useful was it?', { range: 5, ...extra });
export const qMatrix = (extra: Extra = {}) =>
  base('MATRIX', 'Rate each part', {
    options: [choice('r1', 'Row one'), choice('r2', 'Row two')],
    choices: [choice('c1', 'Low'), choice('c2', 'High')],
    ...extra,
  });
export const qSection = (extra: Extra = {}) => base('SECTION', 'Part one', extra);

/** Publishes a set as the admin (`PUT /questions`); answers the raw response. */
export function publish(
  kit: RoleApp,
  surveyType: TSurveyType,
  questions: TQuestionWriteInput[],
  method: 'PUT' | 'POST' = 'PUT',
) {
  return kit.api(method, '/questions', 'admin', { surveyType, questions });
}
