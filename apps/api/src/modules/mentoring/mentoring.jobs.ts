import { defineJob } from '../../platform/jobs/jobs.ts';

/**
 * Meeting reminders: one job per meeting version, delayed (`startAfter`) until MEETING_REMINDER_HOURS before the
 * start, with `{ meetingId, sequence }`. The meetings service schedules and cancels them; the handler re-reads the
 * meeting and sends nothing for a cancelled one or a stale sequence.
 */
export interface MeetingReminderJob {
  meetingId: string;
  sequence: number;
}

export const MEETING_REMINDER_JOB = defineJob<
  MeetingReminderJob,
  { meetings: { remind(job: MeetingReminderJob): Promise<unknown> } }
>({
  name: 'meeting-reminder',
  // A few retries; finished jobs kept a day (they hold ids only).
  policy: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  work: { pollingIntervalSeconds: 30 },
  async handle({ meetings }, job) {
    await meetings.remind(job.data);
  },
});

export const MENTORING_JOBS = [MEETING_REMINDER_JOB] as const;
