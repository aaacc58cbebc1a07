import type { Queue } from 'pg-boss';

/**
 * The queue of meeting reminders: one job per meeting version, delayed (`startAfter`) until
 * MEETING_REMINDER_HOURS before the start, with `{ meetingId, sequence }`. The meetings service schedules and
 * cancels them; its handler re-reads the meeting and sends nothing for a cancelled one or a stale sequence.
 * Created with the mail queue at start-up and in the test template (`installJobQueue`).
 */
export const MEETING_REMINDER_QUEUE = 'meeting-reminder';

export interface MeetingReminderJob {
  meetingId: string;
  sequence: number;
}

/** A few retries; finished jobs kept a day (they hold ids only). */
export const meetingReminderPolicy: Omit<Queue, 'name'> = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 15 * 60,
  expireInSeconds: 5 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
};
