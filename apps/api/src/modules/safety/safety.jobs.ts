import { defineJob } from '../../platform/jobs/jobs.ts';

/**
 * The overdue red-flag alert: servers run it every 15 minutes (UTC clock); it e-mails every active admin about each
 * open HIGH report past its response deadline, once at the deadline and then once every 24 hours while the report
 * stays open (`safety.alertOverdue`, which claims each alert in `red_flag_alerts`, so two servers or a job handed
 * out again never send one twice).
 */
export const RED_FLAG_OVERDUE_JOB = defineJob<object, { safety: { alertOverdue(): Promise<number> } }>({
  name: 'red-flag-overdue',
  policy: {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  schedule: { cron: '*/15 * * * *' },
  work: { batchSize: 1, pollingIntervalSeconds: 60 },
  async handle({ safety }) {
    await safety.alertOverdue();
  },
});

export const SAFETY_JOBS = [RED_FLAG_OVERDUE_JOB] as const;
