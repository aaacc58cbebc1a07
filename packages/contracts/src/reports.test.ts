import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  REPORTS,
  REPORT_BODIES,
  REPORT_EXPORT_BODIES,
  REPORT_EXPORT_FILES,
  REPORT_ISSUES,
  REPORT_RESPONSE_KEYS,
  REPORT_TYPES,
  TRAINING_REPORT_TYPES,
  ZApplicationsExportBody,
  ZCountsBody,
  ZInternsReportBody,
  ZReportResult,
  ZStatisticsCounts,
  birthYearOptions,
  exportFileName,
  zReportAnswer,
  type TReport,
  type TReportBody,
} from './reports.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The issues of a parse as `path: code`. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** A list written as the spec's text writes it, separated by spaces. */
const words = (list: string) => list.split(' ');

/** The report's first `type` value, or undefined for the reports without one. */
const firstType = (report: TReport) =>
  report in REPORT_TYPES ? REPORT_TYPES[report as keyof typeof REPORT_TYPES][0] : undefined;

/** Every filter of §3 with one value each. */
const EVERY_FILTER = {
  skills: [id(1)],
  categories: [id(2)],
  municipalities: [id(3)],
  genders: ['F'],
  birthYear: [2005],
  ethnicities: [id(4)],
  healthConditions: [id(5)],
  entityTypes: [id(6)],
  organisation: [id(7)],
  functionalConstrains: [id(8)],
};

describe('report bodies', () => {
  it('each report keeps exactly the filters §7 lists for it (the rest are dropped)', () => {
    const kept = Object.fromEntries(
      REPORTS.map((report) => {
        const body = REPORT_BODIES[report].parse({
          ...EVERY_FILTER,
          type: firstType(report),
          startDate: '2025-01-01',
        });
        return [report, Object.keys(body).sort()];
      }),
    );
    // every body also takes `view` (exact by default, or shareable)
    const dated = (filters: string) => ['startDate', 'view', ...words(filters)].sort();
    const internFilters =
      'type ethnicities healthConditions genders categories skills municipalities birthYear';
    expect(kept).toEqual({
      internships: dated(
        'ethnicities functionalConstrains genders categories municipalities birthYear organisation',
      ),
      programmeinfo: dated('genders municipalities birthYear'),
      interns: dated(internFilters),
      businesses: dated('type entityTypes categories municipalities'),
      mentors: dated('type ethnicities healthConditions genders categories skills municipalities'),
      applications: dated(`${internFilters} entityTypes organisation`),
      engagements: dated(`${internFilters} entityTypes organisation`),
      jobs: dated('type categories skills municipalities'),
      trainings: dated('type categories organisation municipalities'),
    });
  });

  it('type: required where §7 has one, only its own values', () => {
    // §7 "Type values", as written there.
    expect(REPORT_TYPES).toEqual({
      interns: words(
        'BY_MUNICIPALITY BY_SKILLS BY_CATEGORIES BY_GENDER BY_AGE BY_ETHNICITY BY_HEALTHCONDITION',
      ),
      businesses: words('BY_MUNICIPALITY BY_TYPE BY_CATEGORIES'),
      mentors: words(
        'BY_MUNICIPALITY BY_SKILLS BY_GENDER BY_CATEGORIES BY_INTERNS BY_ETHNICITY BY_HEALTHCONDITION',
      ),
      applications: words(
        'BY_MUNICIPALITY BY_BUSINESS BY_JOB BY_GENDER BY_AGE BY_ETHNICITY BY_HEALTHCONDITION BY_CATEGORIES',
      ),
      engagements: words(
        'BY_MUNICIPALITY BY_BUSINESS BY_GENDER BY_AGE BY_SKILLS BY_CATEGORIES BY_ETHNICITY BY_HEALTHCONDITION',
      ),
      jobs: words('BY_MUNICIPALITY BY_SKILLS BY_CATEGORIES BY_BUSINESS BY_SPOTS'),
      trainings: words(
        'BY_APPLICATIONS BY_ENGAGEMENTS BY_ENGAGEMENTSGENDER BY_CATEGORIES BY_OPENINGS BY_SPOTS',
      ),
    });
    expect(issues(ZInternsReportBody, {}).map((i) => i.split(':')[0])).toEqual(['type']);
    expect(issues(REPORT_BODIES.interns, { type: 'BY_SPOTS' }).map((i) => i.split(':')[0])).toEqual(['type']);
    for (const type of TRAINING_REPORT_TYPES) expect(issues(REPORT_BODIES.trainings, { type })).toEqual([]);
    expect(issues(REPORT_BODIES.internships, {})).toEqual([]);
    expect(issues(REPORT_BODIES.programmeinfo, {})).toEqual([]);
  });

  it('filters: lists of ids, genders M/F/O, birth years; one value alone becomes a list', () => {
    const body = ZInternsReportBody.parse({ type: 'BY_GENDER', municipalities: id(3), genders: ['M', 'O'] });
    expect(body).toEqual({ type: 'BY_GENDER', municipalities: [id(3)], genders: ['M', 'O'], view: 'exact' });
    expect(ZInternsReportBody.parse({ type: 'BY_AGE', view: 'shareable' }).view).toBe('shareable');
    expect(ZInternsReportBody.safeParse({ type: 'BY_AGE', view: 'public' }).success).toBe(false);
    expect(REPORT_BODIES.trainings.parse({ type: 'BY_SPOTS', organisation: id(7) }).organisation).toEqual([
      id(7),
    ]);
    expect(
      issues(ZInternsReportBody, { type: 'BY_GENDER', genders: ['X'] }).map((i) => i.split(':')[0]),
    ).toEqual(['genders.0']);
    expect(
      issues(ZInternsReportBody, { type: 'BY_AGE', skills: ['not-an-id'], birthYear: ['2005'] }).map(
        (i) => i.split(':')[0],
      ),
    ).toEqual(['skills.0', 'birthYear.0']);
  });

  it('dates: calendar dates, both optional; start after end gives validStartDate and validEndDate', () => {
    expect(issues(ZCountsBody, {})).toEqual([]);
    expect(issues(ZCountsBody, { startDate: '2025-03-01' })).toEqual([]);
    expect(issues(ZCountsBody, { startDate: '2025-03-01', endDate: '2025-03-01' })).toEqual([]);
    expect(issues(ZCountsBody, { startDate: '2025-03-02', endDate: '2025-03-01' })).toEqual([
      `startDate: ${REPORT_ISSUES.validStartDate}`,
      `endDate: ${REPORT_ISSUES.validEndDate}`,
    ]);
    expect(issues(ZCountsBody, { endDate: '2025-02-30' })).toEqual(['endDate: invalidDate']);
    for (const report of REPORTS) {
      expect(
        issues(REPORT_BODIES[report], {
          type: firstType(report),
          startDate: '2025-03-02',
          endDate: '2025-03-01',
        }),
      ).toEqual(['startDate: validStartDate', 'endDate: validEndDate']);
      expect(
        issues(REPORT_EXPORT_BODIES[report], { startDate: '2025-03-02', endDate: '2025-03-01' }).length,
      ).toBe(2);
    }
  });

  it('types follow the schemas', () => {
    expectTypeOf<TReportBody<'trainings'>['type']>().toEqualTypeOf<(typeof TRAINING_REPORT_TYPES)[number]>();
    expectTypeOf<TReportBody<'mentors'>>().not.toHaveProperty('birthYear');
    expectTypeOf<TReportBody<'internships'>>().not.toHaveProperty('type');
    expectTypeOf<TReportBody<'interns'>['genders']>().toEqualTypeOf<('M' | 'F' | 'O')[] | undefined>();
  });
});

describe('birthYearOptions', () => {
  it('the current year minus 25 up to minus 16, oldest first', () => {
    expect(birthYearOptions('2026-05-10')).toEqual([
      2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010,
    ]);
    expect(birthYearOptions('2025-12-31')[0]).toBe(2000);
    expect(birthYearOptions().length).toBe(10);
  });
});

describe('answers', () => {
  it('counts: the six counts', () => {
    const counts = {
      internCount: 1,
      businessCount: 2,
      mentorCount: 3,
      applicationCount: 4,
      jobCount: 5,
      trainingCount: 6,
    };
    expect(ZStatisticsCounts.parse(counts)).toEqual(counts);
    expect(ZStatisticsCounts.safeParse({ ...counts, jobCount: undefined }).success).toBe(false);
  });

  it('each report answers under its §7 key', () => {
    expect(REPORTS).toEqual(
      words('internships programmeinfo interns businesses mentors applications engagements jobs trainings'),
    );
    expect(REPORTS.map((r) => REPORT_RESPONSE_KEYS[r])).toEqual(
      words('applications info interns businesses mentors applications applications jobs trainings'),
    );
    const result = { type: 'BY_GENDER', total: 12, rows: [] };
    expect(zReportAnswer('programmeinfo').parse({ info: result })).toEqual({ info: result });
    expect(zReportAnswer('engagements').safeParse({ engagements: result }).success).toBe(false);
  });

  it('result: exact, or suppressed rows with count null, a hidden total and what was done', () => {
    const label = { sq: 'Femër', sr: 'Žensko', en: 'Female' };
    const exact = { type: 'BY_GENDER', total: 12, rows: [{ key: 'F', label, count: 12 }] };
    expect(ZReportResult.parse(exact)).toEqual(exact);
    const hidden = {
      type: 'BY_GENDER',
      total: null,
      rows: [{ key: 'F', label, count: null, suppressed: true, share: null }],
      suppressed: { below: 10, rows: 1, total: 'small' },
    };
    expect(ZReportResult.parse(hidden)).toEqual(hidden);
    expect(
      ZReportResult.safeParse({ ...exact, suppressed: { ...hidden.suppressed, total: 'x' } }).success,
    ).toBe(false);
  });
});

describe('exports', () => {
  it('report exports: the report filters without type, format xlsx by default or csv, suppressed by default', () => {
    expect(REPORT_EXPORT_BODIES.interns.parse({ type: 'BY_GENDER', genders: 'F' })).toEqual({
      genders: ['F'],
      format: 'xlsx',
      unsuppressed: false,
    });
    expect(REPORT_EXPORT_BODIES.interns.parse({ unsuppressed: true }).unsuppressed).toBe(true);
    expect(REPORT_EXPORT_BODIES.interns.safeParse({ unsuppressed: 'yes' }).success).toBe(false);
    expect(REPORT_EXPORT_BODIES.trainings.parse({ format: 'csv' }).format).toBe('csv');
    expect(REPORT_EXPORT_BODIES.jobs.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('applications list: type ALL by default, status only the export statuses, hiredFrom a date', () => {
    expect(ZApplicationsExportBody.parse({})).toEqual({ type: 'ALL', format: 'xlsx' });
    expect(
      ZApplicationsExportBody.parse({
        type: 'TRAINING',
        status: 'APPROVED',
        hiredFrom: '2025-06-01',
        format: 'csv',
      }),
    ).toEqual({ type: 'TRAINING', status: 'APPROVED', hiredFrom: '2025-06-01', format: 'csv' });
    expect(issues(ZApplicationsExportBody, { status: 'APPLIED' }).map((i) => i.split(':')[0])).toEqual([
      'status',
    ]);
    expect(issues(ZApplicationsExportBody, { type: 'OTHER' }).map((i) => i.split(':')[0])).toEqual(['type']);
    expect(issues(ZApplicationsExportBody, { hiredFrom: '2025-13-01' })).toEqual(['hiredFrom: invalidDate']);
    expect(issues(ZApplicationsExportBody, { startDate: '2025-03-02', endDate: '2025-03-01' })).toEqual([
      'startDate: validStartDate',
      'endDate: validEndDate',
    ]);
  });

  it('file names: the spec names as .xlsx, or .csv', () => {
    const names =
      'Interns Organisations Mentors Applications Engagements Internship-Opportunities Internship';
    expect(Object.values(REPORT_EXPORT_FILES).sort()).toEqual(
      [
        ...words(`${names} ProgrammeInfo Training-Opportunities`).map((n) => `${n}_Stats.xlsx`),
        'Applications_List.xlsx',
      ].sort(),
    );
    expect(exportFileName('businesses')).toBe('Organisations_Stats.xlsx');
    expect(exportFileName('applicationsList', 'csv')).toBe('Applications_List.csv');
    expect(exportFileName('jobs', 'csv')).toBe('Internship-Opportunities_Stats.csv');
  });
});
