import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { TLanguage, TUiLanguage } from '@praktika/contracts/common';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import { texts } from '../../i18n/index.ts';
import {
  EXPORT_CONTENT_TYPES,
  INTERN_REPORT_TYPES,
  REPORTS,
  REPORT_TYPES,
  ZExportJobAnswer,
  ZExportLogAnswer,
  exportFileName,
  type TReport,
} from '@praktika/contracts/reports';
import { applications } from '../../db/schema/applications.ts';
import { reportExportJobs } from '../../db/schema/reports.ts';
import { renderMail } from '../../services.ts';
import { useRoleApp, callAs, type InjectResponse } from '../../../test/role-app.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';
import { expectStatuses } from '../../../test/matrix.ts';
import { createUser, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import { insertReportFixture, MARCH, type ReportFixture } from '../../../test/report-fixtures.ts';
import { createReportExportService, type ReportExportService } from './reports-export.service.ts';
import type { BlobStorage } from '../../platform/files/storage.ts';
import { REPORT_EXPORT_EXPIRY_JOB, REPORT_EXPORT_JOB } from './reports.jobs.ts';

/**
 * The reports' exports against the hand-computed dataset of test/report-fixtures.ts (March 2025; the numbers are
 * the ones worked out there and in reports.test.ts), read back with exceljs: the report files (suppressed by
 * default, exact on request with the warning and the log), csv, the applications list and its filters, and the
 * job that writes a large list (threshold lowered to 3).
 */

const kit = useRoleApp('reports-export');
let f: ReportFixture;
let otherAdmin: TestUser;
beforeAll(async () => {
  f = await insertReportFixture(kit.t.app);
  // Internship dates (the fixture sets none): A1 (I1 → J1) starts 1 April, A2 (I2 → J1) started 16 March.
  const db = kit.t.app.database.db;
  const dates = async (intern: string, startDate: string, endDate: string) =>
    db
      .update(applications)
      .set({ startDate, endDate })
      .where(and(eq(applications.internId, intern), eq(applications.opportunityId, f.jobs.J1.id)));
  await dates(f.interns.I1, '2025-04-01', '2025-06-30');
  await dates(f.interns.I2, '2025-03-16', '2025-06-16');
  otherAdmin = await createUser(kit.t.app, 'admin', { approved: true });
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function post(
  url: string,
  body: Json,
  lang: TUiLanguage | string = 'en',
  who?: TestUser,
): Promise<InjectResponse> {
  return kit.t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...(who?.headers ?? kit.headersOf('admin')), 'accept-language': lang },
    payload: body,
  });
}

async function workbook(res: InjectResponse): Promise<ExcelJS.Workbook> {
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

/** Every row of a sheet, each cell's value (empty cells null), as many cells as the widest row. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null);
  });
  return rows;
}

/** RFC 4180 fields of a csv text (the BOM removed first). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** The fixture's names for catalogue ids (M1, C2, …). */
const nameOf = (id: unknown) =>
  id === null ? null : (Object.entries(f).find(([, v]) => v === id)?.[0] ?? String(id));

describe('a report as a file', () => {
  it('one sheet per breakdown; headers in sq, sr and en; small counts as "<10" and the first row says so', async () => {
    const expected: Record<TLanguage, { header: string[]; note: RegExp; total: string }> = {
      sq: {
        header: ['Emërtimi', 'Kodi', 'Numri', 'Përqindja'],
        note: /^Periudha: 01\/03\/2025 – 31\/03\/2025\. Pa filtra\. Numrat nga 1 deri në 9 shfaqen si <10/,
        total: 'Gjithsej',
      },
      sr: {
        header: ['Naziv', 'Šifra', 'Broj', 'Udeo'],
        note: /^Period: 01\/03\/2025 – 31\/03\/2025\. Bez filtera\. Brojevi od 1 do 9 prikazani su kao <10/,
        total: 'Ukupno',
      },
      en: {
        header: ['Label', 'Key', 'Count', 'Share'],
        note: /^Period: 01\/03\/2025 – 31\/03\/2025\. No filters\. Counts from 1 to 9 are shown as <10 to protect the people counted\.$/,
        total: 'Total',
      },
    };
    for (const lang of ['sq', 'sr', 'en'] as const) {
      const res = await post('/reports/interns/export', MARCH, lang);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      const wb = await workbook(res);
      expect(wb.worksheets.map((s) => s.name)).toEqual([...INTERN_REPORT_TYPES]);
      const rows = rowsOf(wb.getWorksheet('BY_MUNICIPALITY')!);
      expect(rows[0]![0]).toMatch(expected[lang].note);
      expect(rows[1]).toEqual(expected[lang].header);
      // interns by municipality in March: M1 2, M2 2, Unspecified 1, total 5: every count and the total hidden
      expect(rows.slice(2).map((r) => [nameOf(r[1]), r[2], r[3]])).toEqual([
        ['M1', '<10', null],
        ['M2', '<10', null],
        ['UNSPECIFIED', '<10', null],
        [null, '<10', null],
      ]);
      expect(rows.at(-1)![0]).toBe(expected[lang].total);
    }
  });

  it('labels in the request’s language; 0 stays 0; breakdowns of postings stay exact', async () => {
    const sq = await workbook(await post('/reports/interns/export', MARCH, 'sq'));
    const gender = rowsOf(sq.getWorksheet('BY_GENDER')!).slice(2);
    expect(gender.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['Mashkull', 'M', '<10'],
      ['Femër', 'F', '<10'],
      ['Tjetër', 'O', 0],
      ['Gjithsej', null, '<10'],
    ]);
    const jobs = await workbook(await post('/reports/jobs/export', MARCH));
    const spots = rowsOf(jobs.getWorksheet('BY_SPOTS')!).slice(2);
    expect(spots.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['Spots taken', 'TAKEN', 3],
      ['Spots open', 'OPEN', 2],
      ['Total', null, 5],
    ]);
  });

  it('in Cyrillic (Accept-Language sr-Cyrl): the Serbian headers, note, labels and total in Cyrillic; sr stays Latin', async () => {
    const t = texts('sr');
    for (const header of ['sr-Cyrl', 'sr-Cyrl-RS, en;q=0.5']) {
      const wb = await workbook(await post('/reports/interns/export', MARCH, header));
      const rows = rowsOf(wb.getWorksheet('BY_GENDER')!);
      const note = String(rows[0]![0]);
      expect(note).toMatch(/^Период: 01\/03\/2025 – 31\/03\/2025\. Без филтера\. Бројеви од 1 до 9/);
      expect(rows[1]).toEqual(['Назив', 'Шифра', 'Број', 'Удео']);
      expect(rows.slice(2).map((r) => [r[0], r[1]])).toEqual([
        [toCyrillic(t.reports.genders.M), 'M'],
        [toCyrillic(t.reports.genders.F), 'F'],
        [toCyrillic(t.reports.genders.O), 'O'],
        ['Укупно', null],
      ]);
      const fixed = [note, ...(rows[1] as string[]), ...rows.slice(2).map((r) => String(r[0]))];
      for (const text of fixed) expect(latinLeftovers(text), text).toEqual([]);
    }
    const latin = rowsOf(
      (await workbook(await post('/reports/interns/export', MARCH, 'sr'))).getWorksheet('BY_GENDER')!,
    );
    expect(latin[1]).toEqual(['Naziv', 'Šifra', 'Broj', 'Udeo']);
    // csv too, with a filter named in Cyrillic
    const csv = parseCsv(
      (
        await post('/reports/interns/export', { ...MARCH, genders: ['F'], format: 'csv' }, 'sr-Cyrl')
      ).rawPayload
        .toString('utf8')
        .slice(1),
    );
    expect(csv[0]![0]).toContain(`Филтери: Пол: ${toCyrillic(t.reports.genders.F)}.`);
    expect(latinLeftovers(csv[0]![0]!)).toEqual([]);
    expect(csv[1]).toEqual(['Врста', 'Назив', 'Шифра', 'Број', 'Удео']);
    // the exact-counts warning, capitals included
    const exact = rowsOf(
      (
        await workbook(await post('/reports/interns/export', { ...MARCH, unsuppressed: true }, 'sr-Cyrl'))
      ).getWorksheet('BY_GENDER')!,
    );
    expect(String(exact[0]![0])).toContain('ТАЧНИ БРОЈЕВИ:');
    expect(latinLeftovers(String(exact[0]![0]))).toEqual([]);
  });

  it('unsuppressed: exact counts, the warning in the first row, the filters by name, one row in the log', async () => {
    const before = expectOk(await kit.api('GET', '/reports/exports/log', 'admin'), ZExportLogAnswer).log;
    const body = { ...MARCH, municipalities: [f.M1, f.M2], genders: ['F'], unsuppressed: true };
    const wb = await workbook(await post('/reports/interns/export', body));
    const rows = rowsOf(wb.getWorksheet('BY_MUNICIPALITY')!);
    const note = String(rows[0]![0]);
    const [m1, m2] = (
      await kit.t.app.database.query<{ id: string; en_name: string }>(
        'select id, en_name from catalogue_items where id = any($1)',
        [[f.M1, f.M2]],
      )
    ).sort((a, b) => (a.id === f.M1 ? -1 : b.id === f.M1 ? 1 : 0));
    expect(note).toContain(
      `Period: 01/03/2025 – 31/03/2025. Filters: Gender: Female; Municipality: ${m1!.en_name}, ${m2!.en_name}. `,
    );
    expect(note).toMatch(
      new RegExp(
        `EXACT COUNTS: small numbers are not hidden\\. Exported by ${kit.users.admin.email.replace(/[.+]/g, '\\$&')} on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}; this export is logged\\.$`,
      ),
    );
    // women in March by municipality: I1 (M1), I3 and the deleted X1 (M2)
    expect(rows.slice(2).map((r) => [nameOf(r[1]), r[2]])).toEqual([
      ['M2', 2],
      ['M1', 1],
      [null, 3],
    ]);
    const log = expectOk(await kit.api('GET', '/reports/exports/log', 'admin'), ZExportLogAnswer).log;
    expect(log.totalDocs).toBe(before.totalDocs + 1);
    expect(log.docs[0]).toMatchObject({
      report: 'interns',
      filters: { ...MARCH, municipalities: [f.M1, f.M2], genders: ['F'] },
      format: 'xlsx',
      admin: { _id: kit.users.admin.id, email: kit.users.admin.email },
    });
    expect(Date.parse(log.docs[0]!.createdAt)).not.toBeNaN();
  });

  it('csv: BOM, CRLF, one table with a type column and the same values as the xlsx', async () => {
    const res = await post('/reports/interns/export', { ...MARCH, format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.csv);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Interns_Stats.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const csv = parseCsv(text);
    expect(csv[0]![0]).toMatch(/^Period: .* Counts from 1 to 9 are shown as <10/);
    expect(csv[1]).toEqual(['Type', 'Label', 'Key', 'Count', 'Share']);
    const wb = await workbook(await post('/reports/interns/export', MARCH));
    const fromXlsx = wb.worksheets.flatMap((s) =>
      rowsOf(s)
        .slice(2)
        .map((r) => [s.name, ...r.map((v) => (v === null ? '' : String(v)))]),
    );
    expect(csv.slice(2)).toEqual(fromXlsx);
    expect(csv.slice(2).filter((r) => r[1] === 'Total')).toHaveLength(INTERN_REPORT_TYPES.length);
  });

  it('every report answers its file, named as the spec names it, with one sheet per type', async () => {
    const sheetsOf = (r: TReport): readonly string[] =>
      r === 'internships' ? ['BY_STATUS'] : r === 'programmeinfo' ? ['BY_STAGE'] : REPORT_TYPES[r];
    for (const report of REPORTS) {
      const res = await post(`/reports/${report}/export`, MARCH);
      expect(res.headers['content-disposition'], report).toBe(
        `attachment; filename="${exportFileName(report)}"`,
      );
      const wb = await workbook(res);
      expect(
        wb.worksheets.map((s) => s.name),
        report,
      ).toEqual([...sheetsOf(report)]);
    }
    expect(exportFileName('trainings')).toBe('Training-Opportunities_Stats.xlsx');
  });

  it('an empty report is still a file with its headers and a zero total', async () => {
    const wb = await workbook(
      await post('/reports/mentors/export', { startDate: '2030-01-01', endDate: '2030-01-31' }),
    );
    const rows = rowsOf(wb.getWorksheet('BY_ETHNICITY')!);
    expect(rows[1]).toEqual(['Label', 'Key', 'Count', 'Share']);
    expect(rows.slice(2)).toEqual([['Total', null, 0, null]]);
  });

  it('bodies are checked: a filter another report has, or the start after the end, is refused', async () => {
    expectError(
      await post('/reports/interns/export', { startDate: '2025-03-02', endDate: '2025-03-01' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await post('/reports/interns/export', { format: 'pdf' }), 400, 'VALIDATION_ERROR');
  });
});

describe('the applications list', () => {
  const list = async (body: Json, lang: TUiLanguage = 'en') =>
    rowsOf((await workbook(await post('/reports/export/applications', body, lang))).worksheets[0]!);
  /** The data rows as "intern→opportunity" (I1→J1, …). */
  const who = (rows: unknown[][]) =>
    rows.slice(1).map((r) => {
      const intern = Object.entries(f.interns).find(([, id]) => id.startsWith(String(r[1])))?.[0];
      const opp = [...Object.entries(f.jobs), ...Object.entries(f.trainings)].find(
        ([, o]) => o.title === r[4],
      )?.[0];
      return `${intern}→${opp}`;
    });

  it('one row per application in the order they were made, the columns of the spec and no sensitive data', async () => {
    const res = await post('/reports/export/applications', {});
    expect(res.headers['content-disposition']).toBe('attachment; filename="Applications_List.xlsx"');
    const rows = rowsOf((await workbook(res)).worksheets[0]!);
    expect(rows[0]).toEqual([
      'Name',
      'Last name',
      'E-mail',
      'Organisation',
      'Internship or training',
      'Type',
      'Status',
      'Applied on',
      'Start date',
      'End date',
    ]);
    // made on 11, 12, 13 March; the three trainings on 14 March (same instant: by id); 20 March; 5 April
    const order = who(rows);
    expect(order.slice(0, 3)).toEqual(['I1→J1', 'I2→J1', 'I3→J2']);
    expect(order.slice(3, 6).sort()).toEqual(['I1→T1', 'I2→T1', 'I3→T2']);
    expect(order.slice(6)).toEqual(['I4→J1', 'I1→J2']);
    const email = (
      await kit.t.app.database.query<{ email: string }>('select email from accounts where id = $1', [
        f.interns.I1,
      ])
    )[0]!.email;
    expect(rows[1]).toEqual([
      'Report',
      f.interns.I1.slice(0, 6),
      email,
      'Report Org One',
      'Report job one',
      'Internship',
      'Hired',
      new Date('2025-03-11T00:00:00Z'),
      new Date('2025-04-01T00:00:00Z'),
      new Date('2025-06-30T00:00:00Z'),
    ]);
    expect(rows[3]!.slice(5, 10)).toEqual([
      'Internship',
      'Interview',
      new Date('2025-03-13T00:00:00Z'),
      null,
      null,
    ]);
  });

  it('filters: type, status, the period of the day it was made, hiredFrom', async () => {
    expect(who(await list({ type: 'JOB' })).sort()).toEqual(['I1→J1', 'I1→J2', 'I2→J1', 'I3→J2', 'I4→J1']);
    expect(who(await list({ type: 'TRAINING' })).sort()).toEqual(['I1→T1', 'I2→T1', 'I3→T2']);
    expect(who(await list({ status: 'COMPLETED' }))).toEqual(['I2→J1', 'I3→T2']);
    expect(who(await list({ type: 'JOB', status: 'COMPLETED' }))).toEqual(['I2→J1']);
    expect(who(await list(MARCH))).toHaveLength(7);
    expect(who(await list({ startDate: '2025-04-01', endDate: '2025-04-30' }))).toEqual(['I1→J2']);
    expect(who(await list({ startDate: '2025-03-13', endDate: '2025-03-13' }))).toEqual(['I3→J2']);
    expect(who(await list({ hiredFrom: '2025-03-20' }))).toEqual(['I1→J1']);
    expect(who(await list({ hiredFrom: '2025-03-16' }))).toEqual(['I1→J1', 'I2→J1']);
    expect(await list({ startDate: '2030-01-01' })).toHaveLength(1); // the headers alone
  });

  it('in Albanian, with the types and statuses translated; csv with dates as YYYY-MM-DD', async () => {
    const rows = await list({ status: 'COMPLETED' }, 'sq');
    expect(rows[0]![0]).toBe('Emri');
    expect(rows.slice(1).map((r) => [r[5], r[6]])).toEqual([
      ['Praktikë', 'Përfunduar'],
      ['Trajnim', 'Përfunduar'],
    ]);
    const res = await post('/reports/export/applications', { type: 'JOB', status: 'HIRED', format: 'csv' });
    expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.csv);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Applications_List.csv"');
    const csv = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(csv).toHaveLength(2);
    expect(csv[1]!.slice(3)).toEqual([
      'Report Org One',
      'Report job one',
      'Internship',
      'Hired',
      '2025-03-11',
      '2025-04-01',
      '2025-06-30',
    ]);
  });

  it('in Cyrillic: headers, types and statuses in Cyrillic; names, organisations and titles as written', async () => {
    const rows = await list({ status: 'COMPLETED' }, 'sr-Cyrl');
    const c = texts('sr').reportExport.list.columns;
    expect(rows[0]).toEqual(Object.values(c).map(toCyrillic));
    for (const header of rows[0] as string[]) expect(latinLeftovers(header), header).toEqual([]);
    expect(rows.slice(1).map((r) => [r[5], r[6]])).toEqual([
      ['Пракса', toCyrillic(texts('sr').reports.statuses.COMPLETED)],
      ['Обука', toCyrillic(texts('sr').reports.statuses.COMPLETED)],
    ]);
    for (const r of rows.slice(1))
      for (const cell of [r[5], r[6]]) expect(latinLeftovers(String(cell))).toEqual([]);
    expect(rows.slice(1).map((r) => r[3])).toContain('Report Org One');
    expect((await list({ status: 'COMPLETED' }, 'sr'))[0]![0]).toBe(c.name);
  });

  it('a list export is logged as applicationsList with its filters', async () => {
    await post('/reports/export/applications', { type: 'TRAINING', format: 'csv' });
    const log = expectOk(await kit.api('GET', '/reports/exports/log?limit=1', 'admin'), ZExportLogAnswer).log;
    expect(log.docs).toHaveLength(1);
    expect(log.docs[0]).toMatchObject({
      report: 'applicationsList',
      filters: { type: 'TRAINING' },
      format: 'csv',
    });
  });
});

describe('a large applications list: a job (threshold 3)', () => {
  /** Runs `run` with the app's export service replaced by one with a job threshold of 3 and a clock `clock.shift` ahead. */
  async function withVariant(
    opts: { storage?: BlobStorage; batchSize?: number },
    run: (variant: ReportExportService, clock: { shift: number }) => Promise<void>,
  ): Promise<void> {
    const app = kit.t.app;
    const real = app.services.reportExports;
    const clock = { shift: 0 };
    const variant = createReportExportService({
      db: app.database.db,
      reports: app.services.reports,
      storage: opts.storage ?? app.storage,
      mailer: app.mailer,
      jobs: app.jobs.queue(REPORT_EXPORT_JOB),
      expiries: app.jobs.queue(REPORT_EXPORT_EXPIRY_JOB),
      publicUrl: 'http://localhost:3000',
      now: () => Date.now() + clock.shift,
      jobThreshold: 3,
      ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
    });
    app.services.reportExports = variant;
    try {
      await run(variant, clock);
    } finally {
      app.services.reportExports = real;
    }
  }

  it('202 with the job; the job writes the file with its progress, e-mails the admin; the file is theirs only until it expires', async () => {
    const app = kit.t.app;
    let atStore: { status: string; rows: number; total: number } | undefined;
    const storage = {
      ...app.storage,
      async put(key: string, file: string, meta: { contentType: string; size: number }) {
        const id = key.split('/')[1]!;
        const [row] = await app.database.db
          .select()
          .from(reportExportJobs)
          .where(eq(reportExportJobs.id, id));
        atStore = row && { status: row.status, rows: row.rows, total: row.total };
        await app.storage.put(key, file, meta);
      },
    };
    await withVariant({ storage, batchSize: 2 }, async (_, clock) => {
      // at or below the threshold: the file at once
      const small = await post('/reports/export/applications', { status: 'COMPLETED' });
      expect(small.statusCode).toBe(200);

      const res = await post('/reports/export/applications', { type: 'ALL' }, 'sr');
      expect(res.statusCode, res.body).toBe(202);
      const job = ZExportJobAnswer.parse(res.json().data).exportJob;
      expect(job).toMatchObject({
        status: 'QUEUED',
        rows: 0,
        total: 8,
        fileName: 'Applications_List.xlsx',
        downloadUrl: null,
        expiresAt: null,
      });
      const status = async (who: TestUser | 'admin' = 'admin') =>
        await callAs(kit, 'GET', `/reports/exports/${job._id}`, who);
      expect(expectOk(await status(), ZExportJobAnswer).exportJob.status).toBe('QUEUED');

      await app.jobs.queue(REPORT_EXPORT_JOB).drain();
      // the progress was on the row while the file was written: every row read, not yet done
      expect(atStore).toEqual({ status: 'RUNNING', rows: 8, total: 8 });
      const done = expectOk(await status(), ZExportJobAnswer).exportJob;
      expect(done).toMatchObject({
        status: 'DONE',
        rows: 8,
        total: 8,
        downloadUrl: `/api/reports/exports/${job._id}/file`,
      });
      const ttl = Date.parse(done.expiresAt!) - Date.now();
      expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
      expect(ttl).toBeLessThanOrEqual(24 * 3_600_000);

      // the e-mail, in the request's language, links to the statistics page that downloads it
      const mail = (app.mailer as CapturingMailer).last(kit.users.admin.email, 'report-export-ready');
      expect(mail?.language).toBe('sr');
      expect(mail?.params).toMatchObject({ file: 'Applications_List.xlsx', rows: 8 });
      expect(mail?.params.link).toBe(`http://localhost:3000/dashboard?exportJob=${job._id}`);
      const rendered = renderMail(mail!);
      expect(rendered.subject).toBe('Vaš izvoz je spreman');
      expect(rendered.text).toContain('Izvoz Applications_List.xlsx (8 redova) je spreman.');

      // the file: its admin reads it (headers in the request's language); another admin does not find it
      const file = await callAs(kit, 'GET', `/reports/exports/${job._id}/file`, 'admin');
      expect(file.headers['content-type']).toBe(XLSX_TYPE);
      expect(file.headers['content-disposition']).toBe('attachment; filename="Applications_List.xlsx"');
      const rows = rowsOf((await workbook(file)).worksheets[0]!);
      expect(rows).toHaveLength(1 + 8);
      expect(rows[0]![0]).toBe('Ime');
      expectError(await status(otherAdmin), 404, 'NOT_FOUND');
      expectError(await callAs(kit, 'GET', `/reports/exports/${job._id}/file`, otherAdmin), 404, 'NOT_FOUND');

      // a day later: EXPIRED, the file gone (410), the blob removed
      const key = `exports/${job._id}`;
      expect(await app.storage.size(key)).toBeGreaterThan(0);
      clock.shift = 24 * 3_600_000 + 1000;
      expect(expectOk(await status(), ZExportJobAnswer).exportJob).toMatchObject({
        status: 'EXPIRED',
        downloadUrl: null,
      });
      expectError(
        await callAs(kit, 'GET', `/reports/exports/${job._id}/file`, 'admin'),
        410,
        'EXPORT_EXPIRED',
      );
      expect(await app.storage.size(key)).toBeUndefined();
    });
  });

  it('the expiry job removes an expired file and leaves one that has not expired', async () => {
    const app = kit.t.app;
    await withVariant({}, async (variant, clock) => {
      const res = await post('/reports/export/applications', { type: 'JOB', format: 'csv' });
      expect(res.statusCode, res.body).toBe(202);
      const id = ZExportJobAnswer.parse(res.json().data).exportJob._id;
      await app.jobs.queue(REPORT_EXPORT_JOB).drain();
      const key = `exports/${id}`;
      await variant.expire(id);
      expect(await app.storage.size(key)).toBeGreaterThan(0);
      clock.shift = 25 * 3_600_000;
      await variant.expire(id);
      expect(await app.storage.size(key)).toBeUndefined();
      const [row] = await app.database.db.select().from(reportExportJobs).where(eq(reportExportJobs.id, id));
      expect([row?.status, row?.storageKey]).toEqual(['EXPIRED', null]);
    });
  });
});

describe('permissions', () => {
  it('only admins export and read the log and jobs: visitors 401, other roles 403', async () => {
    const unknownJob = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, Json | undefined, number][] = [
      ...REPORTS.map((r): [string, string, Json, number] => ['POST', `/reports/${r}/export`, MARCH, 200]),
      ['POST', '/reports/export/applications', {}, 200],
      ['GET', '/reports/exports/log', undefined, 200],
      ['GET', `/reports/exports/${unknownJob}`, undefined, 404],
      ['GET', `/reports/exports/${unknownJob}/file`, undefined, 404],
    ];
    for (const [method, url, body, adminStatus] of calls)
      await expectStatuses(
        { visitor: 401, intern: 403, business: 403, mentor: 403, admin: adminStatus },
        async (w) =>
          (await kit.api(method as 'GET' | 'POST', url, w === 'visitor' ? null : w, body)).statusCode,
      );
  });
});
