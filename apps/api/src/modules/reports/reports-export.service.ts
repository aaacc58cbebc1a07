import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import {
  contentLanguageOf,
  type TPageQuery,
  type TPaged,
  type TUiLanguage,
} from '@praktika/contracts/common';
import { inScript, toCyrillic } from '@praktika/contracts/script';
import { displayDate, programmeWallClock } from '@praktika/contracts/dates';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_JOB_THRESHOLD,
  EXPORT_JOB_TTL_HOURS,
  SMALL_NUMBER_MIN,
  ZApplicationsExportBody,
  exportFileName,
  exportJobFilePath,
  type TApplicationsExportBody,
  type TExportFormat,
  type TExportJob,
  type TReport,
  type TReportResult,
  type TReportRow,
  type TUnsuppressedExport,
} from '@praktika/contracts/reports';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ExportFile } from '../../platform/export/send.ts';
import {
  calendarDate,
  streamTables,
  type Cell,
  type TableColumn,
  type TableWithRows,
} from '../../platform/export/table.ts';
import type { BlobStorage } from '../../platform/files/storage.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { format, texts } from '../../i18n/index.ts';
import type { ReportExportJobRow } from '../../db/schema/reports.ts';
import { createReportExportRepo } from './reports-export.repo.ts';
import type { ReportExportJob } from './reports.jobs.ts';
import { REPORT_EXPORT_READY_MAIL } from './reports.mail.ts';
import type { ReportService } from './reports.service.ts';

/**
 * The reports' exports (issue 19 §3, §4; contracts/reports.ts "Exports"):
 * - a report's file: every chart of the report (`reports.charts`), through the small-numbers rule unless the admin
 *   asks for exact counts (`unsuppressed`: the file's first row says so and the request is logged); xlsx one sheet
 *   per chart, csv one table with a `type` column; the first row says the period and the filters;
 * - the applications list: one row per application, streamed from keyset batches (memory stays bounded); above
 *   the job threshold a job writes it into the file store and e-mails the admin, who alone may download it until
 *   it expires;
 * - the log of exports with exact data about people (exact reports and applications lists).
 * Every file is written by the platform's streamed table (platform/export/table.ts).
 */

export interface ReportExportDeps {
  db: Executor;
  reports: Pick<ReportService, 'charts'>;
  storage: BlobStorage;
  mailer: Mailer;
  /** The queue that writes large exports, and the one that removes their files when they expire. */
  jobs: Pick<JobQueue<ReportExportJob>, 'send'>;
  expiries: Pick<JobQueue<ReportExportJob>, 'send'>;
  publicUrl: string;
  /** The clock (ms): the warning's time, expiry. */
  now: () => number;
  /** Above this many rows the applications list is written by a job (EXPORT_JOB_THRESHOLD; tests lower it). */
  jobThreshold?: number;
  /** Applications per keyset batch, and per progress update of a job (LIST_BATCH; tests lower it). */
  batchSize?: number;
}

const HOUR_MS = 3_600_000;
/** A hidden count, and a total withheld because it would give a hidden row away. */
const SMALL = `<${SMALL_NUMBER_MIN}`;
const WITHHELD = '—';
/** Filters whose values are catalogue items (named in the notes in the reader's language). */
const CATALOGUE_FILTERS = new Set([
  'skills',
  'categories',
  'municipalities',
  'ethnicities',
  'healthConditions',
  'entityTypes',
  'functionalConstrains',
]);

type FilterName = keyof ReturnType<typeof texts>['reportExport']['filterNames'];

/** Priština's clock at `ms`, as the files and e-mails show it: DD/MM/YYYY HH:MM. */
function wallClockText(ms: number): string {
  const w = programmeWallClock(new Date(ms).toISOString());
  return w ? `${displayDate(w.date)} ${w.time}` : new Date(ms).toISOString();
}

/** A share as a percentage: a number formatted as one in xlsx, `12.5%` in csv, empty when not given. */
const SHARE_COLUMN: TableColumn = {
  width: 11,
  numFmt: '0.00%',
  csv: (v) => (typeof v === 'number' ? `${Number((v * 100).toFixed(2))}%` : ''),
};
const DATE_COLUMN: TableColumn = { width: 12, numFmt: 'dd/mm/yyyy' };

/**
 * The exact-counts warning in the reader's script. It opens with words in capitals ("TAČNI BROJEVI:"), which
 * `toCyrillic` would keep as an acronym; in sr-Cyrl they are transliterated in lower case and raised again.
 */
function exactWarning(reader: TUiLanguage, text: string): string {
  if (reader !== 'sr-Cyrl') return text;
  return toCyrillic(text.replace(/^[^:]+(?=:)/, (head) => toCyrillic(head.toLowerCase()).toUpperCase()));
}

const countCell = (row: TReportRow): Cell => (row.suppressed || row.count === null ? SMALL : row.count);
const totalCell = (r: TReportResult): Cell =>
  r.total !== null ? r.total : r.suppressed?.total === 'small' ? SMALL : WITHHELD;

/**
 * A report's sheets: per chart its rows (label in `reader`'s language and script, key, count or "<10", share) and a
 * last row "Total"; csv: one table, each row led by its chart's type.
 */
function reportSheets(
  results: TReportResult[],
  fileFormat: TExportFormat,
  note: string,
  reader: TUiLanguage,
): TableWithRows[] {
  const lang = contentLanguageOf(reader);
  const c = (text: string) => inScript(reader, text);
  const t = texts(lang).reportExport;
  const rowsOf = (r: TReportResult): Cell[][] => [
    ...r.rows.map((row) => [c(row.label[lang]), row.key, countCell(row), row.share ?? null]),
    [c(t.total), null, totalCell(r), null],
  ];
  const header = [t.columns.label, t.columns.key, t.columns.count, t.columns.share].map(c);
  const columns: TableColumn[] = [{ width: 40 }, { width: 38 }, { width: 10 }, SHARE_COLUMN];
  if (fileFormat === 'csv')
    return [
      {
        name: 'report',
        notes: [note],
        columns: [{}, ...columns],
        headers: [[c(t.columns.type), ...header]],
        rows: results.flatMap((r) => rowsOf(r).map((cells) => [r.type, ...cells])),
      },
    ];
  return results.map((r) => ({ name: r.type, notes: [note], columns, headers: [header], rows: rowsOf(r) }));
}

export function createReportExportService(deps: ReportExportDeps) {
  const { db, reports, storage, mailer, publicUrl, now } = deps;
  const repo = createReportExportRepo(db);
  const threshold = deps.jobThreshold ?? EXPORT_JOB_THRESHOLD;

  /**
   * "Period: … Filters: …" in `reader`'s language, catalogue items and organisations by name. In sr-Cyrl the texts
   * and catalogue names are in Cyrillic, organisations' names as they were written.
   */
  async function periodAndFilters(filters: Record<string, unknown>, reader: TUiLanguage): Promise<string> {
    const lang = contentLanguageOf(reader);
    const c = (text: string) => inScript(reader, text);
    const t = texts(lang);
    const s = t.reportExport;
    const { startDate, endDate } = filters as { startDate?: string; endDate?: string };
    const [from, to] = [startDate && displayDate(startDate), endDate && displayDate(endDate)];
    const period =
      from && to
        ? format(c(s.period.between), { from, to })
        : from
          ? format(c(s.period.from), { from })
          : to
            ? format(c(s.period.until), { to })
            : c(s.period.all);
    const lists = Object.entries(filters).filter(
      (e): e is [FilterName, (string | number)[]] =>
        Object.hasOwn(s.filterNames, e[0]) && Array.isArray(e[1]) && e[1].length > 0,
    );
    const ids = (pick: (name: FilterName) => boolean) =>
      lists.filter(([name]) => pick(name)).flatMap(([, values]) => values.map(String));
    const names = await repo.namesOf(
      ids((n) => CATALOGUE_FILTERS.has(n)),
      ids((n) => n === 'organisation'),
      reader,
    );
    const valueOf = (name: FilterName, v: string | number) =>
      name === 'genders'
        ? c(t.reports.genders[v as keyof typeof t.reports.genders] ?? String(v))
        : (names.get(String(v)) ?? String(v));
    const parts = lists.map(
      ([name, values]) => `${c(s.filterNames[name])}: ${values.map((v) => valueOf(name, v)).join(', ')}`,
    );
    return `${period} ${parts.length ? format(c(s.filters), { filters: parts.join('; ') }) : c(s.noFilters)}`;
  }

  /**
   * The applications list as one table in `reader`'s language (sr-Cyrl: headers, types and statuses in Cyrillic;
   * names, e-mails, organisations and titles as written); `progress` is told the rows read after each batch.
   */
  function applicationsTable(
    body: TApplicationsExportBody,
    reader: TUiLanguage,
    progress?: (rows: number) => Promise<void>,
  ): TableWithRows {
    const lang = contentLanguageOf(reader);
    const script = (text: string) => inScript(reader, text);
    const t = texts(lang);
    const c = t.reportExport.list.columns;
    async function* rows(): AsyncGenerator<Cell[]> {
      let read = 0;
      for await (const batch of repo.applicationBatches(body, deps.batchSize)) {
        const size = batch.length;
        // Each row is let go of once written (taken out of its batch): held until the batch's end, the rows of a
        // batch outlived the garbage collector's young generation while an xlsx was written, and were moved to
        // the old one, which grew by hundreds of MB over a million rows before being collected.
        for (let r = batch.shift(); r; r = batch.shift())
          yield [
            r.name,
            r.lastName,
            r.email,
            r.organisation,
            r.title,
            script(t.reportExport.list.types[r.kind]),
            script(t.reports.statuses[r.status] ?? r.status),
            calendarDate(r.appliedOn),
            calendarDate(r.startDate),
            calendarDate(r.endDate),
          ];
        read += size;
        await progress?.(read);
      }
    }
    return {
      name: 'Applications',
      columns: [
        { width: 18 },
        { width: 18 },
        { width: 28 },
        { width: 28 },
        { width: 32 },
        { width: 12 },
        { width: 24 },
        DATE_COLUMN,
        DATE_COLUMN,
        DATE_COLUMN,
      ],
      headers: [
        [
          c.name,
          c.lastName,
          c.email,
          c.organisation,
          c.title,
          c.type,
          c.status,
          c.appliedOn,
          c.startDate,
          c.endDate,
        ].map(script),
      ],
      frozenColumns: 2,
      rows: rows(),
    };
  }

  function presentJob(row: ReportExportJobRow): TExportJob {
    return {
      _id: row.id,
      status: row.status,
      rows: row.rows,
      total: row.total,
      fileName: row.fileName,
      downloadUrl: row.status === 'DONE' ? exportJobFilePath(row.id) : null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Removes an expired job's file and marks it EXPIRED; answers whether it had expired. */
  async function expireIfDue(row: ReportExportJobRow): Promise<boolean> {
    if (row.status !== 'DONE' || !row.expiresAt || row.expiresAt.getTime() > now()) return false;
    if (row.storageKey) await storage.delete(row.storageKey);
    await repo.markExpired(row.id);
    return true;
  }

  /** The actor's own job (another admin's is not found), expired when its time has come. */
  async function ownJob(actor: Actor, id: string): Promise<ReportExportJobRow> {
    assertCan(actor, 'exportJob', 'report');
    const row = await repo.findJob(id);
    if (!row || row.adminId !== actor.id) throw new AppError('NOT_FOUND');
    return (await expireIfDue(row)) ? { ...row, status: 'EXPIRED', storageKey: null } : row;
  }

  return {
    /**
     * `POST /reports/<report>/export`: every chart of the report as a file, through the small-numbers rule, or
     * exact with `unsuppressed` (then the first row warns and the request is logged before the file is sent).
     */
    async report(
      actor: Actor,
      report: TReport,
      body: Record<string, unknown>,
      reader: TUiLanguage,
    ): Promise<ExportFile> {
      assertCan(actor, 'export', 'report');
      const lang = contentLanguageOf(reader);
      const {
        format: fileFormat,
        unsuppressed,
        ...filters
      } = body as Record<string, unknown> & {
        format: TExportFormat;
        unsuppressed: boolean;
      };
      const results = await reports.charts(
        actor,
        report,
        filters,
        unsuppressed ? 'exact' : 'shareable',
        lang,
      );
      const s = texts(lang).reportExport;
      const rule = unsuppressed
        ? format(exactWarning(reader, s.exact), {
            email: (await repo.emailOf(actor.id)) ?? actor.id,
            at: wallClockText(now()),
          })
        : format(inScript(reader, s.smallNumbers), { max: SMALL_NUMBER_MIN - 1, min: SMALL_NUMBER_MIN });
      const note = `${await periodAndFilters(filters, reader)} ${rule}`;
      if (unsuppressed) await repo.logExport({ adminId: actor.id, report, filters, format: fileFormat });
      return {
        fileName: exportFileName(report, fileFormat),
        contentType: EXPORT_CONTENT_TYPES[fileFormat],
        stream: streamTables({ format: fileFormat }, reportSheets(results, fileFormat, note, reader)),
      };
    },

    /**
     * `POST /reports/export/applications`: the list as a file, or, above the job threshold, a job that writes it
     * (`{ exportJob }`, answered 202). Either way the request is logged (a list of people, exact).
     */
    async applicationsList(
      actor: Actor,
      body: TApplicationsExportBody,
      lang: TUiLanguage,
    ): Promise<{ file: ExportFile } | { exportJob: TExportJob }> {
      assertCan(actor, 'export', 'report');
      const { format: fileFormat, ...filters } = body;
      const fileName = exportFileName('applicationsList', fileFormat);
      const entry = { adminId: actor.id, report: 'applicationsList', filters, format: fileFormat };
      const total = await repo.countApplications(body);
      if (total > threshold) {
        const row = await db.transaction(async (tx) => {
          await repo.logExport(entry, tx);
          const created = await repo.createJob(
            {
              id: randomUUID(),
              adminId: actor.id,
              status: 'QUEUED',
              filters: body,
              format: fileFormat,
              language: lang,
              fileName,
              total,
            },
            tx,
          );
          await deps.jobs.send(tx, { exportId: created.id });
          return created;
        });
        return { exportJob: presentJob(row) };
      }
      await repo.logExport(entry);
      return {
        file: {
          fileName,
          contentType: EXPORT_CONTENT_TYPES[fileFormat],
          stream: streamTables({ format: fileFormat }, [applicationsTable(body, lang)]),
        },
      };
    },

    /** `GET /reports/exports/log`: the logged exports, newest first. */
    async log(actor: Actor, q: TPageQuery): Promise<{ log: TPaged<TUnsuppressedExport> }> {
      assertCan(actor, 'exportLog', 'report');
      const page = await repo.listLog(q);
      return {
        log: {
          ...page,
          docs: page.docs.map((r) => ({
            _id: r.id,
            report: r.report,
            filters: r.filters,
            format: r.format,
            admin: r.adminId && r.email ? { _id: r.adminId, email: r.email } : null,
            createdAt: r.createdAt.toISOString(),
          })),
        },
      };
    },

    /** `GET /reports/exports/:id`: the job's progress (the admin who asked only). */
    async job(actor: Actor, id: string): Promise<{ exportJob: TExportJob }> {
      return { exportJob: presentJob(await ownJob(actor, id)) };
    },

    /** `GET /reports/exports/:id/file`: the finished file (the admin who asked only; EXPORT_EXPIRED after expiry). */
    async jobFile(actor: Actor, id: string): Promise<ExportFile> {
      const row = await ownJob(actor, id);
      if (row.status === 'EXPIRED') throw new AppError('EXPORT_EXPIRED');
      const stream = row.status === 'DONE' && row.storageKey ? await storage.get(row.storageKey) : undefined;
      if (!stream) throw new AppError('NOT_FOUND');
      return { fileName: row.fileName, contentType: EXPORT_CONTENT_TYPES[row.format], stream };
    },

    /**
     * The job (REPORT_EXPORT_JOB): writes the list to a temporary file with its progress on the row after every
     * batch, stores it, then in one transaction marks it DONE until now + EXPORT_JOB_TTL_HOURS, schedules its
     * removal and e-mails the admin. A failure puts it back in the queue, or marks it FAILED on the last attempt.
     */
    async runJob(exportId: string, lastAttempt: boolean): Promise<void> {
      const row = await repo.findJob(exportId);
      if (!row || (row.status !== 'QUEUED' && row.status !== 'RUNNING')) return;
      const body = ZApplicationsExportBody.parse(row.filters);
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'praktika-export-'));
      try {
        const total = await repo.countApplications(body);
        await repo.updateJob(exportId, { status: 'RUNNING', rows: 0, total, updatedAt: new Date() });
        let rows = 0;
        const table = applicationsTable(body, row.language, async (read) => {
          rows = read;
          await repo.updateJob(exportId, { rows, total: Math.max(total, rows), updatedAt: new Date() });
        });
        const file = path.join(dir, 'export');
        await pipeline(streamTables({ format: row.format }, [table]), fs.createWriteStream(file));
        const key = `exports/${exportId}`;
        const contentType = EXPORT_CONTENT_TYPES[row.format];
        await storage.put(key, file, { contentType, size: (await fs.promises.stat(file)).size });
        const expiresAt = new Date(now() + EXPORT_JOB_TTL_HOURS * HOUR_MS);
        const email = row.adminId ? await repo.emailOf(row.adminId) : undefined;
        await db.transaction(async (tx) => {
          await repo.updateJob(
            exportId,
            { status: 'DONE', rows, total: rows, storageKey: key, expiresAt, updatedAt: new Date() },
            tx,
          );
          await deps.expiries.send(tx, { exportId }, { startAfter: expiresAt });
          if (email)
            await mailer.enqueue(tx, REPORT_EXPORT_READY_MAIL, {
              to: email,
              language: row.language,
              params: {
                file: row.fileName,
                rows,
                link: `${publicUrl}/dashboard?exportJob=${exportId}`,
                expiresAt: expiresAt.toISOString(),
              },
            });
        });
      } catch (err) {
        await repo.updateJob(exportId, { status: lastAttempt ? 'FAILED' : 'QUEUED', updatedAt: new Date() });
        throw err;
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },

    /** The expiry job (REPORT_EXPORT_EXPIRY_JOB): removes the file once expired, else waits until it is. */
    async expire(exportId: string): Promise<void> {
      const row = await repo.findJob(exportId);
      if (!row || row.status !== 'DONE' || !row.expiresAt) return;
      if (!(await expireIfDue(row)))
        await deps.expiries.send(db, { exportId }, { startAfter: row.expiresAt });
    },
  };
}

export type ReportExportService = ReturnType<typeof createReportExportService>;
