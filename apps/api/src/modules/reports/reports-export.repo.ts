import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { contentLanguageOf, type TUiLanguage } from '@praktika/contracts/common';
import { toCyrillic } from '@praktika/contracts/script';
import type { TApplicationsExportBody } from '@praktika/contracts/reports';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import type { Executor } from '../../platform/db/client.ts';
import { listPage, totalDocs, type PageOptions } from '../../platform/db/list.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { allOf, dayInPeriod, instantInPeriod, rowsOf } from '../../platform/db/sql-parts.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { businesses } from '../../db/schema/profiles.ts';
import { reportExportJobs, reportExportLog } from '../../db/schema/reports.ts';

/**
 * The exports' reads and writes (reports-export.service.ts): the applications list (a count, and keyset batches),
 * the log of exact exports, the export jobs, and the names the files' notes show for the filters.
 */

/** One application of the list, as read (no birth date, ethnicity or health: those never go into a list). */
export interface ApplicationListRow {
  id: string;
  /** created_at as the database writes it: the keyset's position, read back exactly (microseconds). */
  position: string;
  name: string;
  lastName: string;
  email: string;
  organisation: string;
  title: string;
  kind: TOpportunityKind;
  status: TApplicationStatus;
  /** The Priština calendar day the application was made. */
  appliedOn: string;
  startDate: string | null;
  endDate: string | null;
}

/** Applications per keyset batch. */
export const LIST_BATCH = 1000;

/** The applications list's filters (§3 "Export request", §4). */
function listWhere(f: TApplicationsExportBody): SQL {
  return allOf([
    f.type !== 'ALL' ? sql`ap.kind = ${f.type}` : undefined,
    f.status ? sql`ap.status = ${f.status}` : undefined,
    // the period: the day the application was made (Priština days, inclusive)
    instantInPeriod(sql`ap.created_at`, f),
    // the internship start date the card offers for APPROVED: on or after that day
    f.hiredFrom ? dayInPeriod(sql`ap.start_date`, { startDate: f.hiredFrom }) : undefined,
  ]);
}

/**
 * The list's statement: its columns and joins, the filters, after the keyset position `after` when given, in
 * keyset order, `limit` rows when given. `applicationBatches` runs it batch by batch.
 */
function listStatement(
  f: TApplicationsExportBody,
  after?: { position: string; id: string },
  limit?: number,
): SQL {
  return sql`
    select ap.id, ap.created_at::text as position, i.name, i.last_name as "lastName", a.email,
      b.name as organisation, o.title, ap.kind, ap.status,
      to_char(ap.created_at at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as "appliedOn",
      ap.start_date::text as "startDate", ap.end_date::text as "endDate"
    from applications ap
      join interns i on i.id = ap.intern_id
      join accounts a on a.id = ap.intern_id
      join businesses b on b.id = ap.business_id
      join opportunities o on o.id = ap.opportunity_id
    where ${listWhere(f)}
      ${after ? sql`and (ap.created_at, ap.id) > (${after.position}::timestamptz, ${after.id})` : sql``}
    order by ap.created_at, ap.id
    ${limit !== undefined ? sql`limit ${limit}` : sql``}`;
}

/**
 * The whole list as one statement, not in batches (the same columns, joins, filters and order): the benchmark's
 * baseline, PostgreSQL's own `COPY (…) TO STDOUT` of it (bench/export.mjs). The app itself reads in batches.
 */
export const applicationListStatement = (f: TApplicationsExportBody): SQL => listStatement(f);

export function createReportExportRepo(db: Executor) {
  const jobs = createRepo(db, reportExportJobs);
  return {
    /** How many applications the list holds. */
    async countApplications(f: TApplicationsExportBody): Promise<number> {
      const result = await db.execute(sql`select count(*) as n from applications ap where ${listWhere(f)}`);
      return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
    },

    /**
     * The list in batches of LIST_BATCH, ordered by (created_at, id), each batch one keyset query after the last
     * row of the one before (index applications_created_idx). Memory holds one batch whatever the list's size,
     * and the same code runs on PGlite and PostgreSQL: a server-side cursor would need a connection held for the
     * whole export, which PGlite (one connection, shared by every request) does not have to give.
     * The caller may empty each batch as it goes (the next position is taken before it is handed over).
     */
    async *applicationBatches(
      f: TApplicationsExportBody,
      batch = LIST_BATCH,
    ): AsyncGenerator<ApplicationListRow[]> {
      let after: { position: string; id: string } | undefined;
      for (;;) {
        const rows = rowsOf<ApplicationListRow>(await db.execute(listStatement(f, after, batch)));
        const { length } = rows;
        const last = rows[length - 1];
        after = last && { position: last.position, id: last.id };
        if (length) yield rows;
        if (length < batch) return;
      }
    },

    /** Logs an export of exact counts. */
    async logExport(
      entry: { adminId: string; report: string; filters: Record<string, unknown>; format: 'xlsx' | 'csv' },
      ex: Executor = db,
    ): Promise<void> {
      await ex.insert(reportExportLog).values({ id: randomUUID(), ...entry });
    },

    /** The log, newest first, with the admin's e-mail (null once that account is deleted). */
    listLog(opts: PageOptions) {
      const query = db
        .select({ ...getTableColumns(reportExportLog), email: accounts.email, totalDocs: totalDocs() })
        .from(reportExportLog)
        .leftJoin(accounts, eq(accounts.id, reportExportLog.adminId))
        .orderBy(desc(reportExportLog.createdAt), desc(reportExportLog.id))
        .$dynamic();
      return listPage(query, opts);
    },

    async emailOf(accountId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row?.email;
    },

    /**
     * Catalogue items' names in `lang` (sr-Cyrl: the item's Cyrillic name, else its Serbian name transliterated) and
     * organisations' names as written, by id (the filters in a file's notes).
     */
    async namesOf(
      catalogueIds: readonly string[],
      businessIds: readonly string[],
      lang: TUiLanguage,
    ): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      if (catalogueIds.length) {
        const column = { sq: catalogueItems.sqName, sr: catalogueItems.srName, en: catalogueItems.enName }[
          contentLanguageOf(lang)
        ];
        const rows = await db
          .select({ id: catalogueItems.id, name: column, cyrillic: catalogueItems.srCyrlName })
          .from(catalogueItems)
          .where(inArray(catalogueItems.id, [...catalogueIds]));
        for (const r of rows) names.set(r.id, lang === 'sr-Cyrl' ? r.cyrillic || toCyrillic(r.name) : r.name);
      }
      if (businessIds.length) {
        const rows = await db
          .select({ id: businesses.id, name: businesses.name })
          .from(businesses)
          .where(inArray(businesses.id, [...businessIds]));
        for (const r of rows) names.set(r.id, r.name);
      }
      return names;
    },

    createJob: jobs.create,
    findJob: jobs.findById,
    updateJob: jobs.update,
    /** Marks a finished job's file removed (only if it still names that file: removal may run twice). */
    async markExpired(id: string, ex: Executor = db): Promise<void> {
      await ex
        .update(reportExportJobs)
        .set({ status: 'EXPIRED', storageKey: null, updatedAt: new Date() })
        .where(and(eq(reportExportJobs.id, id), eq(reportExportJobs.status, 'DONE')));
    },
  };
}
export type ReportExportRepo = ReturnType<typeof createReportExportRepo>;
