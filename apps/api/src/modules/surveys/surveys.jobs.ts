import { defineJob } from '../../platform/jobs/jobs.ts';

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
  // A few retries; finished jobs kept a day (they hold ids only).
  policy: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  work: { pollingIntervalSeconds: 60 },
  async handle({ surveys }, job) {
    await surveys.remind(job.data);
  },
});

export const SURVEYS_JOBS = [SURVEY_REMINDER_JOB] as const;
