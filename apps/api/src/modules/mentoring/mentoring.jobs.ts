import { defineJob } from '../../platform/jobs/jobs.ts';
import { ID_JOB_POLICY } from '../../platform/jobs/policies.ts';

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
  policy: ID_JOB_POLICY,
  work: { pollingIntervalSeconds: 30 },
  async handle({ meetings }, job) {
    await meetings.remind(job.data);
  },
});

export const MENTORING_JOBS = [MEETING_REMINDER_JOB] as const;
