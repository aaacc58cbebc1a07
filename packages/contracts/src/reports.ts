import { z } from 'zod';
import { FILTER_STATUSES } from './applications.ts';
import { GENDERS } from './auth.ts';
import { ZId, ZPageQuery, zPaged } from './common.ts';
import { programmeToday } from './dates.ts';
import { zCalendarDate } from './opportunities.ts';

/**
 * Statistics, reports and exports (reports-catalogues-surveys.md §3, §5, §7 "Reports" and "Exports", §9;
 * platform-core.md §9; issue 19). Admins only, except `POST /reports/counts/home`.
 *
 * - `POST /reports/counts` (`ZCountsBody`) and `POST /reports/counts/home` (no body) → `{ counts }`, the six counts.
 * - `POST /reports/<report>` (`REPORT_BODIES[report]`) → `{ [REPORT_RESPONSE_KEYS[report]]: result }` where a
 *   result is `TReportResult` (below). Each body takes only the filters §7 lists for its report, and `type` with
 *   exactly the report's type values (`INTERN_REPORT_TYPES`, …); unknown fields are dropped, as everywhere.
 * - `POST /reports/<report>/export` (`REPORT_EXPORT_BODIES[report]`: the report's filters without `type`, and
 *   `format`) and `POST /reports/export/applications` (`ZApplicationsExportBody`) → a file named
 *   `exportFileName(...)` (`REPORT_EXPORT_FILES`).
 */

// ---------------------------------------------------------------------------------------------------------------
// Filters and bodies
// ---------------------------------------------------------------------------------------------------------------

/** Field issues of the report and export bodies (the web translates them as `validation.<code>`, §5). */
export const REPORT_ISSUES = {
  /** The start date is after the end date: reported on `startDate`… */
  validStartDate: 'validStartDate',
  /** …and on `endDate` (the spec's two messages). */
  validEndDate: 'validEndDate',
} as const;

/** The most values one multi-select filter may carry (catalogue ids, organisations, years). */
export const REPORT_FILTER_MAX = 500;
/** Birth years the filter offers: from the current year minus BIRTH_YEAR_OLDEST to minus BIRTH_YEAR_YOUNGEST. */
export const BIRTH_YEAR_OLDEST = 25;
export const BIRTH_YEAR_YOUNGEST = 16;

/** The birth-year filter's options, oldest first: the year of `today` (a calendar date) minus 25 … minus 16. */
export function birthYearOptions(today: string = programmeToday()): number[] {
  const year = Number(today.slice(0, 4));
  const options: number[] = [];
  for (let y = year - BIRTH_YEAR_OLDEST; y <= year - BIRTH_YEAR_YOUNGEST; y++) options.push(y);
  return options;
}

/**
 * A multi-select filter: a list of values (one value alone is taken as a list of one). A list, not a union, so a
 * bad value's own issue (e.g. `invalidCharacters`) reaches the answer under `<filter>.<index>`.
 */
function zMany<T extends z.ZodType>(item: T) {
  return z
    .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(REPORT_FILTER_MAX))
    .optional();
}

/** Every filter of §3 "Report filters"; each report picks its own (§7). Dates are calendar dates, inclusive. */
const FILTERS = {
  startDate: zCalendarDate().optional(),
  endDate: zCalendarDate().optional(),
  skills: zMany(ZId),
  categories: zMany(ZId),
  municipalities: zMany(ZId),
  genders: zMany(z.enum(GENDERS)),
  birthYear: zMany(z.number().int().min(1900).max(2100)),
  ethnicities: zMany(ZId),
  healthConditions: zMany(ZId),
  /** Business types (the catalogue `businesstypes`). */
  entityTypes: zMany(ZId),
  /** Organisations (business account ids). */
  organisation: zMany(ZId),
  /** The internships report's name for `healthConditions`. */
  functionalConstrains: zMany(ZId),
};
type TFilterName = keyof typeof FILTERS;

/** validStartDate / validEndDate (§5): the start may not be after the end; each date gets its message. */
function dateOrder(v: { startDate?: unknown; endDate?: unknown }, ctx: z.RefinementCtx) {
  const { startDate, endDate } = v;
  if (typeof startDate === 'string' && typeof endDate === 'string' && startDate > endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: REPORT_ISSUES.validStartDate });
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_ISSUES.validEndDate });
  }
}

/** The date range and the named filters, with the date-order rule, plus `extra` fields (`type`, `format`). */
function filtersBody<const N extends TFilterName, E extends z.ZodRawShape = Record<never, never>>(
  names: readonly N[],
  extra?: E,
) {
  const picked = Object.fromEntries(names.map((n) => [n, FILTERS[n]])) as Pick<typeof FILTERS, N>;
  return z
    .object({ startDate: FILTERS.startDate, endDate: FILTERS.endDate, ...picked, ...(extra ?? ({} as E)) })
    .superRefine(dateOrder);
}

/** `POST /reports/counts`: an optional period. */
export const ZCountsBody = filtersBody([]);
export type TCountsBody = z.infer<typeof ZCountsBody>;

export const INTERN_REPORT_TYPES = [
  'BY_MUNICIPALITY',
  'BY_SKILLS',
  'BY_CATEGORIES',
  'BY_GENDER',
  'BY_AGE',
  'BY_ETHNICITY',
  'BY_HEALTHCONDITION',
] as const;
export const BUSINESS_REPORT_TYPES = ['BY_MUNICIPALITY', 'BY_TYPE', 'BY_CATEGORIES'] as const;
export const MENTOR_REPORT_TYPES = [
  'BY_MUNICIPALITY',
  'BY_SKILLS',
  'BY_GENDER',
  'BY_CATEGORIES',
  'BY_INTERNS',
  'BY_ETHNICITY',
  'BY_HEALTHCONDITION',
] as const;
export const APPLICATION_REPORT_TYPES = [
  'BY_MUNICIPALITY',
  'BY_BUSINESS',
  'BY_JOB',
  'BY_GENDER',
  'BY_AGE',
  'BY_ETHNICITY',
  'BY_HEALTHCONDITION',
  'BY_CATEGORIES',
] as const;
export const ENGAGEMENT_REPORT_TYPES = [
  'BY_MUNICIPALITY',
  'BY_BUSINESS',
  'BY_GENDER',
  'BY_AGE',
  'BY_SKILLS',
  'BY_CATEGORIES',
  'BY_ETHNICITY',
  'BY_HEALTHCONDITION',
] as const;
export const JOB_REPORT_TYPES = [
  'BY_MUNICIPALITY',
  'BY_SKILLS',
  'BY_CATEGORIES',
  'BY_BUSINESS',
  'BY_SPOTS',
] as const;
export const TRAINING_REPORT_TYPES = [
  'BY_APPLICATIONS',
  'BY_ENGAGEMENTS',
  'BY_ENGAGEMENTSGENDER',
  'BY_CATEGORIES',
  'BY_OPENINGS',
  'BY_SPOTS',
] as const;

/**
 * The filters each report takes (§7's table). "Type plus filters" (applications, engagements) reads as every
 * filter of §3 except `functionalConstrains`, which is only the internships report's name for `healthConditions`;
 * "same filters without birthYear" (mentors) as the interns' filters without `birthYear`.
 */
const INTERN_FILTERS = [
  'ethnicities',
  'healthConditions',
  'genders',
  'categories',
  'skills',
  'municipalities',
  'birthYear',
] as const;
const ALL_FILTERS = [...INTERN_FILTERS, 'entityTypes', 'organisation'] as const;
export const REPORT_FILTERS = {
  internships: [
    'ethnicities',
    'functionalConstrains',
    'genders',
    'categories',
    'municipalities',
    'birthYear',
    'organisation',
  ],
  programmeinfo: ['genders', 'municipalities', 'birthYear'],
  interns: INTERN_FILTERS,
  businesses: ['entityTypes', 'categories', 'municipalities'],
  mentors: ['ethnicities', 'healthConditions', 'genders', 'categories', 'skills', 'municipalities'],
  applications: ALL_FILTERS,
  engagements: ALL_FILTERS,
  jobs: ['categories', 'skills', 'municipalities'],
  trainings: ['categories', 'organisation', 'municipalities'],
} as const satisfies Record<string, readonly TFilterName[]>;

/** The `type` values of each report; the internships and programme-info reports take no `type`. */
export const REPORT_TYPES = {
  interns: INTERN_REPORT_TYPES,
  businesses: BUSINESS_REPORT_TYPES,
  mentors: MENTOR_REPORT_TYPES,
  applications: APPLICATION_REPORT_TYPES,
  engagements: ENGAGEMENT_REPORT_TYPES,
  jobs: JOB_REPORT_TYPES,
  trainings: TRAINING_REPORT_TYPES,
} as const;

/** The report paths `POST /reports/<report>`, in the dashboard's tab order (§2). */
export const REPORTS = [
  'internships',
  'programmeinfo',
  'interns',
  'businesses',
  'mentors',
  'applications',
  'engagements',
  'jobs',
  'trainings',
] as const;
export type TReport = (typeof REPORTS)[number];

/** The key of `data` each report answers under (§7 "Reads"). */
export const REPORT_RESPONSE_KEYS = {
  internships: 'applications',
  programmeinfo: 'info',
  interns: 'interns',
  businesses: 'businesses',
  mentors: 'mentors',
  applications: 'applications',
  engagements: 'applications',
  jobs: 'jobs',
  trainings: 'trainings',
} as const satisfies Record<TReport, string>;

/**
 * `view` (every report body, beyond the spec's filters): `shareable` answers through the small-numbers rule (what
 * the admin may show others); the default `exact` answers exact counts (admins only, like every report).
 */
export const REPORT_VIEWS = ['exact', 'shareable'] as const;
export type TReportView = (typeof REPORT_VIEWS)[number];
const VIEW = { view: z.enum(REPORT_VIEWS).default('exact') };
const typed = <T extends readonly [string, ...string[]]>(types: T) => ({ type: z.enum(types), ...VIEW });
export const ZInternshipsReportBody = filtersBody(REPORT_FILTERS.internships, VIEW);
export const ZProgrammeInfoReportBody = filtersBody(REPORT_FILTERS.programmeinfo, VIEW);
export const ZInternsReportBody = filtersBody(REPORT_FILTERS.interns, typed(INTERN_REPORT_TYPES));
export const ZBusinessesReportBody = filtersBody(REPORT_FILTERS.businesses, typed(BUSINESS_REPORT_TYPES));
export const ZMentorsReportBody = filtersBody(REPORT_FILTERS.mentors, typed(MENTOR_REPORT_TYPES));
export const ZApplicationsReportBody = filtersBody(
  REPORT_FILTERS.applications,
  typed(APPLICATION_REPORT_TYPES),
);
export const ZEngagementsReportBody = filtersBody(REPORT_FILTERS.engagements, typed(ENGAGEMENT_REPORT_TYPES));
export const ZJobsReportBody = filtersBody(REPORT_FILTERS.jobs, typed(JOB_REPORT_TYPES));
export const ZTrainingsReportBody = filtersBody(REPORT_FILTERS.trainings, typed(TRAINING_REPORT_TYPES));

/** The body schema of each `POST /reports/<report>`. */
export const REPORT_BODIES = {
  internships: ZInternshipsReportBody,
  programmeinfo: ZProgrammeInfoReportBody,
  interns: ZInternsReportBody,
  businesses: ZBusinessesReportBody,
  mentors: ZMentorsReportBody,
  applications: ZApplicationsReportBody,
  engagements: ZEngagementsReportBody,
  jobs: ZJobsReportBody,
  trainings: ZTrainingsReportBody,
} as const satisfies Record<TReport, z.ZodType>;
export type TReportBody<R extends TReport> = z.infer<(typeof REPORT_BODIES)[R]>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** `data.counts` of `POST /reports/counts` and `/reports/counts/home` (the home's rounded down to tens). */
export const ZStatisticsCounts = z.object({
  internCount: z.number().int().min(0),
  businessCount: z.number().int().min(0),
  mentorCount: z.number().int().min(0),
  applicationCount: z.number().int().min(0),
  jobCount: z.number().int().min(0),
  trainingCount: z.number().int().min(0),
});
export type TStatisticsCounts = z.infer<typeof ZStatisticsCounts>;
export const ZCountsAnswer = z.object({ counts: ZStatisticsCounts });

/**
 * Small numbers about people (issue 19 §3, docs/decisions.md): in exports and the shareable view, counts 1 to
 * SMALL_NUMBER_MIN − 1 show as "<10"; percentages need a base of at least SMALL_NUMBER_MIN. The public home
 * counts are rounded down to a multiple of HOME_COUNT_STEP.
 */
export const SMALL_NUMBER_MIN = 10;
export const HOME_COUNT_STEP = 10;

/** The key of the row that gathers records without a value (no municipality, no gender…). */
export const UNSPECIFIED_KEY = 'UNSPECIFIED';

export const ZReportRow = z.object({
  /** A catalogue id, an enum value (M, F, O, a status), an age or birth year as text, or UNSPECIFIED_KEY. */
  key: z.string(),
  label: z.object({ sq: z.string(), sr: z.string(), en: z.string() }),
  /** Exact, or `null` when the row is suppressed. */
  count: z.number().int().min(0).nullable(),
  /** Present (true) only on a suppressed row: show "<10". */
  suppressed: z.literal(true).optional(),
  /** The row's share of `total` (0–1, four decimals), when asked for: `null` when the base is below 10 or hidden. */
  share: z.number().min(0).nullable().optional(),
});
export type TReportRow = z.infer<typeof ZReportRow>;

/** How the small-numbers rule changed an answer; absent when the answer is exact. */
export const ZReportSuppression = z.object({
  /** Counts from 1 to `below − 1` were hidden (SMALL_NUMBER_MIN). */
  below: z.number().int(),
  /** How many rows are hidden: the small ones, and the one hidden with a lone small row (secondary). */
  rows: z.number().int().min(0),
  /**
   * `shown`: `total` is exact. `small`: the total is itself 1–9 (`total: null`, show "<10"). `withheld`: one row
   * stayed hidden alone (no other non-zero row to hide with it) and the total would give it away (`total: null`,
   * show "—").
   */
  total: z.enum(['shown', 'small', 'withheld']),
});
export type TReportSuppression = z.infer<typeof ZReportSuppression>;

/**
 * One breakdown (one chart): `type` the breakdown (a report's `type` value), `total` the records counted once each
 * (people in two categories count in both rows but once in the total), `rows` in a stable order (count descending,
 * then the label in the reader's language, UNSPECIFIED_KEY as a row of its own). Exact for the admin's screen;
 * exports and the shareable view pass it through the small-numbers rule (apps/api `modules/reports/suppression.ts`):
 * a hidden row has `count: null` and `suppressed: true`, a hidden total `total: null`, and `suppressed` says what
 * was done.
 */
export const ZReportResult = z.object({
  type: z.string(),
  total: z.number().int().min(0).nullable(),
  rows: z.array(ZReportRow),
  suppressed: ZReportSuppression.optional(),
});
export type TReportResult = z.infer<typeof ZReportResult>;

/** The answer schema of a report: `{ [REPORT_RESPONSE_KEYS[report]]: result }`. */
export function zReportAnswer<R extends TReport>(report: R) {
  const key: (typeof REPORT_RESPONSE_KEYS)[R] = REPORT_RESPONSE_KEYS[report];
  return z.object({ [key]: ZReportResult } as Record<(typeof REPORT_RESPONSE_KEYS)[R], typeof ZReportResult>);
}

// ---------------------------------------------------------------------------------------------------------------
// Outcomes (beyond the spec, issue 19 §6)
// ---------------------------------------------------------------------------------------------------------------

/** What the outcomes report breaks completed internships down by. */
export const OUTCOME_BREAKDOWNS = ['BY_GENDER', 'BY_MUNICIPALITY', 'BY_AGE'] as const;
export type TOutcomeBreakdown = (typeof OUTCOME_BREAKDOWNS)[number];
export const OUTCOME_FILTERS = [
  'genders',
  'municipalities',
  'birthYear',
  'categories',
  'organisation',
] as const;

/**
 * `POST /reports/outcomes` (admins; `view: 'shareable'` as the other reports): of the internships COMPLETED in the
 * period (dated by that step), how they ended (`FINALIZATION_OUTCOMES`: offered employment, extended, no
 * continuation), overall and per gender, municipality and age reached in the end year.
 */
export const ZOutcomesReportBody = filtersBody(OUTCOME_FILTERS, VIEW);
export type TOutcomesReportBody = z.infer<typeof ZOutcomesReportBody>;
export const ZOutcomesAnswer = z.object({
  outcomes: z.object({
    /** Type BY_OUTCOME: one row per outcome, `total` the completed internships. */
    overall: ZReportResult,
    breakdowns: z.array(
      z.object({
        type: z.enum(OUTCOME_BREAKDOWNS),
        /** One group per gender, municipality or age, each the outcomes of its completed internships. */
        groups: z.array(
          z.object({
            key: z.string(),
            label: z.object({ sq: z.string(), sr: z.string(), en: z.string() }),
            result: ZReportResult,
          }),
        ),
      }),
    ),
  }),
});
export type TOutcomesAnswer = z.infer<typeof ZOutcomesAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------------------------

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
/** Spreadsheets are real `.xlsx`; `csv` is UTF-8 with a BOM so Excel reads Albanian and Serbian letters. */
export const ZExportFormat = z.enum(EXPORT_FORMATS).default('xlsx');
export const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const satisfies Record<TExportFormat, string>;

/**
 * Export options beside the filters: `format`, and `unsuppressed` (default false): an admin may ask for exact
 * counts in the file; the file then says so in its first row and the request is logged (`GET /reports/exports/log`).
 */
const EXPORT_OPTIONS = { format: ZExportFormat, unsuppressed: z.boolean().default(false) };

/** `POST /reports/<report>/export`: the report's filters (every breakdown goes in the file, so no `type`). */
export const REPORT_EXPORT_BODIES = {
  internships: filtersBody(REPORT_FILTERS.internships, EXPORT_OPTIONS),
  programmeinfo: filtersBody(REPORT_FILTERS.programmeinfo, EXPORT_OPTIONS),
  interns: filtersBody(REPORT_FILTERS.interns, EXPORT_OPTIONS),
  businesses: filtersBody(REPORT_FILTERS.businesses, EXPORT_OPTIONS),
  mentors: filtersBody(REPORT_FILTERS.mentors, EXPORT_OPTIONS),
  applications: filtersBody(REPORT_FILTERS.applications, EXPORT_OPTIONS),
  engagements: filtersBody(REPORT_FILTERS.engagements, EXPORT_OPTIONS),
  jobs: filtersBody(REPORT_FILTERS.jobs, EXPORT_OPTIONS),
  trainings: filtersBody(REPORT_FILTERS.trainings, EXPORT_OPTIONS),
} as const satisfies Record<TReport, z.ZodType>;
export type TReportExportBody<R extends TReport> = z.infer<(typeof REPORT_EXPORT_BODIES)[R]>;

/** One logged unsuppressed export (`GET /reports/exports/log`, admins): who, when, which report, which filters. */
export const ZUnsuppressedExport = z.object({
  _id: z.string(),
  /** The report path, or `applicationsList`. */
  report: z.string(),
  filters: z.record(z.string(), z.unknown()),
  format: z.enum(EXPORT_FORMATS),
  admin: z.object({ _id: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TUnsuppressedExport = z.infer<typeof ZUnsuppressedExport>;

/** Application types of the applications export (§4): every application, internships only, trainings only. */
export const EXPORT_APPLICATION_TYPES = ['ALL', 'JOB', 'TRAINING'] as const;

/**
 * `POST /reports/export/applications` (§3 "Export request", §4): `type` ALL (default), JOB or TRAINING; `status`
 * only when one is chosen (the 'choose' placeholder sends none); `hiredFrom`, the internship start date the card
 * offers for APPROVED instead of the period (the web clears one when the other is picked).
 */
export const ZApplicationsExportBody = z
  .object({
    startDate: FILTERS.startDate,
    endDate: FILTERS.endDate,
    type: z.enum(EXPORT_APPLICATION_TYPES).default('ALL'),
    status: z.enum(FILTER_STATUSES).optional(),
    hiredFrom: zCalendarDate().optional(),
    format: ZExportFormat,
  })
  .superRefine(dateOrder);
export type TApplicationsExportBody = z.infer<typeof ZApplicationsExportBody>;

/**
 * Above this many rows the applications list is not streamed in the request: `POST /reports/export/applications`
 * answers 202 `{ exportJob }`, a job writes the file, `GET /reports/exports/:id` tells its progress and
 * `GET /reports/exports/:id/file` downloads it (only the admin who asked, for EXPORT_JOB_TTL_HOURS); the admin is
 * also e-mailed the link.
 */
export const EXPORT_JOB_THRESHOLD = 50_000;
export const EXPORT_JOB_TTL_HOURS = 24;
export const EXPORT_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED'] as const;
export const ZExportJob = z.object({
  _id: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Rows written so far, of `total`. */
  rows: z.number().int().min(0),
  total: z.number().int().min(0),
  fileName: z.string(),
  /** When DONE: the download path (`/api/reports/exports/:id/file`) and when it stops working. */
  downloadUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TExportJob = z.infer<typeof ZExportJob>;
export const ZExportJobAnswer = z.object({ exportJob: ZExportJob });

/** The exported files' names (§7, as `.xlsx`; the training one is not named there). */
export const REPORT_EXPORT_FILES = {
  interns: 'Interns_Stats.xlsx',
  businesses: 'Organisations_Stats.xlsx',
  mentors: 'Mentors_Stats.xlsx',
  applications: 'Applications_Stats.xlsx',
  engagements: 'Engagements_Stats.xlsx',
  jobs: 'Internship-Opportunities_Stats.xlsx',
  internships: 'Internship_Stats.xlsx',
  programmeinfo: 'ProgrammeInfo_Stats.xlsx',
  trainings: 'Training-Opportunities_Stats.xlsx',
  applicationsList: 'Applications_List.xlsx',
} as const satisfies Record<TReport | 'applicationsList', `${string}.xlsx`>;

/** The file name of an export in the chosen format (`Interns_Stats.csv` for csv). */
export function exportFileName(
  file: keyof typeof REPORT_EXPORT_FILES,
  format: TExportFormat = 'xlsx',
): string {
  return REPORT_EXPORT_FILES[file].replace(/\.xlsx$/, `.${format}`);
}

/** `GET /reports/exports/log` (admins): the logged exports, newest first, paged like the other admin lists. */
export const ZExportLogQuery = ZPageQuery;
export const ZExportLogAnswer = z.object({ log: zPaged(ZUnsuppressedExport) });

/** The download path of a finished export job (`ZExportJob.downloadUrl`; with the session of the admin who asked). */
export const exportJobFilePath = (id: string): string => `/api/reports/exports/${id}/file`;
