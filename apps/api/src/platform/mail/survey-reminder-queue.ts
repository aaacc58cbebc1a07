import type { Queue } from 'pg-boss';

/**
 * The queue of survey reminders: one job per due survey, delayed (`startAfter`) SURVEY_REMINDER_DAYS after it fell
 * due, with `{ surveyId }`. The surveys service schedules it with the assignment; its handler re-reads the
 * assignment and sends nothing when it was completed or already reminded. Created with the mail queue at start-up
 * and in the test template (`installJobQueue`).
 */
export const SURVEY_REMINDER_QUEUE = 'survey-reminder';

export interface SurveyReminderJob {
  surveyId: string;
}

/** A few retries; finished jobs kept a day (they hold ids only). */
export const surveyReminderPolicy: Omit<Queue, 'name'> = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 15 * 60,
  expireInSeconds: 5 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
};
