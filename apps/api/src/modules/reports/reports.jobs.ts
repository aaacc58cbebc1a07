import { defineJob } from '../../platform/jobs/jobs.ts';
import { ID_JOB_POLICY } from '../../platform/jobs/policies.ts';

/**
 * The reports' queues (issue 19 §4), each job `{ exportId }` (a row of report_export_jobs):
 * - `report-export`: writes a large applications list into the file store, with its progress on the row, then
 *   e-mails the admin; tried twice (a second attempt starts over), FAILED on the row when the last one fails;
 * - `report-export-expiry`: delayed until the file's expiry, removes it (the first read after expiry does too).
 */
export interface ReportExportJob {
  exportId: string;
}

/** Attempts after the first. */
export const REPORT_EXPORT_RETRIES = 1;

interface ReportExportWorker {
  reportExports: {
    runJob(exportId: string, lastAttempt: boolean): Promise<void>;
    expire(exportId: string): Promise<void>;
  };
}

export const REPORT_EXPORT_JOB = defineJob<ReportExportJob, ReportExportWorker>({
  name: 'report-export',
  policy: {
    retryLimit: REPORT_EXPORT_RETRIES,
    retryDelay: 60,
    // A million rows take minutes; a worker that died holding one gives it back after this.
    expireInSeconds: 2 * 60 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  // One at a time per process: each holds a database read and a file open.
  work: { batchSize: 1, pollingIntervalSeconds: 5 },
  async handle({ reportExports }, job) {
    await reportExports.runJob(job.data.exportId, job.retryCount >= REPORT_EXPORT_RETRIES);
  },
});

export const REPORT_EXPORT_EXPIRY_JOB = defineJob<ReportExportJob, ReportExportWorker>({
  name: 'report-export-expiry',
  policy: ID_JOB_POLICY,
  work: { pollingIntervalSeconds: 60 },
  async handle({ reportExports }, job) {
    await reportExports.expire(job.data.exportId);
  },
});

export const REPORTS_JOBS = [REPORT_EXPORT_JOB, REPORT_EXPORT_EXPIRY_JOB] as const;
