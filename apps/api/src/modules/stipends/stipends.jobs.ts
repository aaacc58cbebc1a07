import { defineJob } from '../../platform/jobs/jobs.ts';

/**
 * The attendance reminder: every morning (06:30 UTC) servers run it; from the 5th of a month it e-mails
 * each organisation that still has months before the current one to confirm, once per organisation and month
 * (`stipends.remindOrganisations`, which records what it sent).
 */
export const STIPEND_REMINDER_JOB = defineJob<
  object,
  { stipends: { remindOrganisations(): Promise<number> } }
>({
  name: 'stipend-reminder',
  policy: {
    retryLimit: 3,
    retryDelay: 15 * 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  schedule: { cron: '30 6 * * *' },
  work: { batchSize: 1, pollingIntervalSeconds: 60 },
  async handle({ stipends }) {
    await stipends.remindOrganisations();
  },
});

export const STIPENDS_JOBS = [STIPEND_REMINDER_JOB] as const;
