import { defineJob } from '../../platform/jobs/jobs.ts';
import { ID_JOB_POLICY } from '../../platform/jobs/policies.ts';

/**
 * Survey reminders: one job per due survey, delayed (`startAfter`) SURVEY_REMINDER_DAYS after it fell due, with
 * `{ surveyId }`. The surveys service schedules it with the assignment; the handler re-reads the assignment and
 * sends nothing when it was completed or already reminded.
 */
export interface SurveyReminderJob {
  surveyId: string;
}

export const SURVEY_REMINDER_JOB = defineJob<
  SurveyReminderJob,
  { surveys: { remind(job: SurveyReminderJob): Promise<unknown> } }
>({
  name: 'survey-reminder',
  policy: ID_JOB_POLICY,
  work: { pollingIntervalSeconds: 60 },
  async handle({ surveys }, job) {
    await surveys.remind(job.data);
  },
});

export const SURVEYS_JOBS = [SURVEY_REMINDER_JOB] as const;
