import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, optionalRef, timestampTz, timestamps } from './columns.ts';

/**
 * The reports' exports (modules/reports/reports-export.*; issue 19 §3, §4).
 *
 * `report_export_log`: one row per export that holds exact counts about people (a report exported with
 * `unsuppressed: true`, and the applications list), written in the request before the file is sent: who, when,
 * which report, which filters, which format. The admin's id is emptied if that account is deleted (the row stays).
 */
export const reportExportLog = pgTable(
  'report_export_log',
  {
    id: id(),
    adminId: optionalRef('admin_id', () => accounts.id),
    /** The report path (`interns`, …) or `applicationsList`. */
    report: text('report').notNull(),
    /** The request's filters as sent (without the format and the unsuppressed flag). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    format: text('format', { enum: ['xlsx', 'csv'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_export_log_created_idx').on(t.createdAt, t.id)],
);
export type ReportExportLogRow = typeof reportExportLog.$inferSelect;

/**
 * A large applications export written by a job (EXPORT_JOB_THRESHOLD rows or more): its progress (`rows` of
 * `total`), then the file in the file store (`storage_key`) until `expires_at`, for the admin who asked only.
 * Expired files are removed (a delayed job, or the first read after expiry) and the row says EXPIRED.
 */
export const reportExportJobs = pgTable(
  'report_export_jobs',
  {
    id: id(),
    adminId: optionalRef('admin_id', () => accounts.id),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED'] }).notNull(),
    /** The export's body (filters, type, status, format). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    format: text('format', { enum: ['xlsx', 'csv'] }).notNull(),
    /** The language of the file's headers and of the e-mail (sr-Cyrl: the Serbian ones in Cyrillic). */
    language: text('language', { enum: ['sq', 'sr', 'sr-Cyrl', 'en'] }).notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull().default(0),
    total: integer('total').notNull().default(0),
    storageKey: text('storage_key'),
    expiresAt: timestampTz('expires_at'),
    ...timestamps(),
  },
  (t) => [index('report_export_jobs_admin_idx').on(t.adminId, t.createdAt)],
);
export type ReportExportJobRow = typeof reportExportJobs.$inferSelect;
