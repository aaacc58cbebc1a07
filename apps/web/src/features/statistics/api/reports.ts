import { queryOptions } from '@tanstack/react-query';
import {
  exportFileName,
  REPORT_RESPONSE_KEYS,
  type TApplicationsExportBody,
  type TExportFormat,
  type TExportJob,
  type TOutcomesAnswer,
  type TReport,
  type TReportResult,
  type TReportView,
  type TStatisticsCounts,
  type TUnsuppressedExport,
} from '@praktika/contracts/reports';
import type { TPaged } from '@praktika/contracts/common';
import { ApiError, apiFetch, type ApiEnvelope } from '../../../shared/lib/api-client.ts';
import { readerLanguage } from '../../../shared/lib/reader-language.ts';
import { dispositionFileName, fetchWithToken, saveBlob } from '../../../shared/lib/upload.ts';

/** The period of every report call: calendar dates, either may be absent. */
export type Period = {
  startDate?: string;
  endDate?: string;
};

/**
 * A report's body as the web sends it: the period, the report's filters (lists), `type` where it has one, and an
 * export's options.
 */
export type ReportBody = Period & { [field: string]: string | boolean | string[] | number[] | undefined };

export const reportKeys = {
  all: ['reports'] as const,
  counts: (period: Period) => [...reportKeys.all, 'counts', period] as const,
  report: (report: TReport, view: TReportView, body: ReportBody) =>
    [...reportKeys.all, report, view, body] as const,
  exportJob: (id: string) => [...reportKeys.all, 'exports', id] as const,
};

/** `POST /api/reports/counts`: the six counts of the period. */
export const countsOptions = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.counts(period),
    queryFn: ({ signal }) =>
      apiFetch<{ counts: TStatisticsCounts }>('/reports/counts', {
        method: 'POST',
        body: period,
        signal,
      }).then((d) => d.counts),
  });

/**
 * `POST /api/reports/<report>` (the shareable view as `view: 'shareable'` in the body; exact, the default, is not
 * sent): the one result the answer holds under the report's key (REPORT_RESPONSE_KEYS).
 */
export const reportOptions = (report: TReport, view: TReportView, body: ReportBody) =>
  queryOptions({
    queryKey: reportKeys.report(report, view, body),
    queryFn: async ({ signal }): Promise<TReportResult> => {
      const data = await apiFetch<Partial<Record<string, TReportResult>>>(`/reports/${report}`, {
        method: 'POST',
        body: view === 'shareable' ? { ...body, view } : body,
        signal,
      });
      const result = data[REPORT_RESPONSE_KEYS[report]];
      if (!result) throw new ApiError('INTERNAL_ERROR', 'Internal Server Error!', 200);
      return result;
    },
  });

/**
 * A POST with a JSON body whose answer is a file (or, for the applications list, a job), with the session; the file
 * in the interface's language (Accept-Language, sr-Cyrl included).
 */
const postForFile = (path: string, body: unknown) =>
  fetchWithToken(`/api${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'Accept-Language': readerLanguage() },
  });

/**
 * Saves an exported file under its `Content-Disposition` name (else `fallback`). An empty answer, or JSON where a
 * spreadsheet was expected, is a failure (§8: "Export failure or empty response").
 */
async function saveExport(res: Response, fallback: string): Promise<void> {
  const type = res.headers.get('content-type') ?? '';
  const blob = await res.blob();
  if (blob.size === 0 || type.startsWith('application/json'))
    throw new ApiError('INTERNAL_ERROR', 'Internal Server Error!', res.status);
  saveBlob(blob, dispositionFileName(res.headers.get('content-disposition')) ?? fallback);
}

/** Options every export takes beside its filters. */
export type ExportOptions = {
  format: TExportFormat;
  /** Exact counts in the file (the file says so, and the request is logged). */
  unsuppressed?: boolean;
};

/** `POST /api/reports/<report>/export` with the report's filters: downloads the file. */
export async function exportReport(report: TReport, body: ReportBody & ExportOptions): Promise<void> {
  await saveExport(await postForFile(`/reports/${report}/export`, body), exportFileName(report, body.format));
}

/**
 * `POST /api/reports/export/applications`: the file itself (saved), or, for a large list, 202 with the job that
 * writes it (its progress is `exportJobOptions`).
 */
export async function exportApplications(
  body: TApplicationsExportBody,
): Promise<{ kind: 'saved' } | { kind: 'job'; job: TExportJob }> {
  const res = await postForFile('/reports/export/applications', body);
  if (res.status === 202) {
    const envelope = (await res.json()) as ApiEnvelope<{ exportJob?: TExportJob }>;
    const job = envelope.success ? envelope.data?.exportJob : undefined;
    if (!job) throw new ApiError('INTERNAL_ERROR', 'Internal Server Error!', res.status);
    return { kind: 'job', job };
  }
  await saveExport(res, exportFileName('applicationsList', body.format));
  return { kind: 'saved' };
}

/** `GET /api/reports/exports/<id>`: the job's progress. */
export const exportJobOptions = (id: string) =>
  queryOptions({
    queryKey: reportKeys.exportJob(id),
    queryFn: ({ signal }) =>
      apiFetch<{ exportJob: TExportJob }>(`/reports/exports/${id}`, { signal }).then((d) => d.exportJob),
  });

/** `POST /api/reports/outcomes` (issue 19 §6): how the internships completed in the period ended. */
export const outcomesOptions = (view: TReportView, body: ReportBody) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'outcomes', view, body] as const,
    queryFn: ({ signal }) =>
      apiFetch<TOutcomesAnswer>('/reports/outcomes', {
        method: 'POST',
        body: view === 'shareable' ? { ...body, view } : body,
        signal,
      }).then((d) => d.outcomes),
  });

/** `GET /api/reports/exports/log`: one page of the logged exports with exact numbers, newest first. */
export const exportLogOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'exports', 'log', page, limit] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ log: TPaged<TUnsuppressedExport> }>('/reports/exports/log', {
        query: { page, limit },
        signal,
      }).then((d) => d.log),
  });
