import type { JobDefinition } from './jobs.ts';

/** For jobs whose data is ids only: a few retries with backoff; finished jobs kept a day. */
export const ID_JOB_POLICY: JobDefinition<object, unknown>['policy'] = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 15 * 60,
  expireInSeconds: 5 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
};
