import type { SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  FILTER_STATUSES,
  FINALIZATION_OUTCOMES,
} from '@praktika/contracts/applications';
import { GENDERS } from '@praktika/contracts/auth';
import type { TLanguage } from '@praktika/contracts/common';
import { programmeToday } from '@praktika/contracts/dates';
import {
  REPORT_TYPES,
  UNSPECIFIED_KEY,
  OUTCOME_BREAKDOWNS,
  type TCountsBody,
  type TOutcomeBreakdown,
  type TOutcomesAnswer,
  type TReport,
  type TReportResult,
  type TReportView,
  type TStatisticsCounts,
} from '@praktika/contracts/reports';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Executor } from '../../platform/db/client.ts';
import { countText, format, inAllLanguages, type Catalogue } from '../../i18n/index.ts';
import {
  PROGRAMME_STAGES,
  applicationPopulation,
  byAge,
  byColumn,
  byLink,
  byMentees,
  byOpening,
  bySpots,
  byStatus,
  completedPopulation,
  outcomesBy,
  type OutcomeRow,
  grouped,
  opportunityPopulation,
  perTraining,
  programmeStages,
  sixCounts,
  trainingEngagementsByGender,
  type Breakdown,
  type Grouped,
  type Period,
  type ReportFilters,
} from './reports.queries.ts';
import { peoplePopulation } from '../privacy/privacy.public.ts';
import { homeCounts, suppressResult, withShares, type TExactReportResult } from './suppression.ts';

/**
 * Statistics and reports (issue 19; contracts/reports.ts; docs/decisions.md "Reports: what each one counts"):
 * the six counts, and each report's breakdowns as defined in `CHARTS` below, computed in SQL (reports.queries.ts),
 * labelled in the three languages, ordered, and passed through the small-numbers rule for the shareable view and
 * every export (suppression.ts).
 */

export interface ReportServiceDeps {
  db: Executor;
  /** The clock (ms): "today" for ages and open/closed, and the home counts' cache. */
  now: () => number;
}

/** How a chart's rows are ordered and completed. */
type Order =
  /** count descending, then the label in the reader's language */
  | { kind: 'nominal' }
  /** these keys first in this order, each present (0 when none), then any of `others` present, in its order */
  | { kind: 'listed'; keys: readonly string[]; others?: readonly string[] }
  /** numeric keys ascending (ages, numbers of interns), `from`–`to` each present */
  | { kind: 'numeric'; from?: number; to?: number };

/** One chart of a report: its population, breakdown, labels and whether it counts people. */
interface Chart {
  population: (p: Period, f: ReportFilters, ctx: ChartContext) => SQL;
  breakdown: (ctx: ChartContext) => Breakdown;
  order: Order;
  /** Labels of enum keys. */
  labels?: (t: Catalogue, key: string) => string;
  /** Counts about people: the small-numbers rule applies (postings, organisations and spots stay exact). */
  people: boolean;
}
interface ChartContext {
  today: string;
  /** The year ages are reached in: the period's end year, else this year. */
  year: number;
}

const NOMINAL: Order = { kind: 'nominal' };
const genders: Pick<Chart, 'order' | 'labels'> = {
  order: { kind: 'listed', keys: GENDERS },
  labels: (t, k) => t.reports.genders[k as keyof Catalogue['reports']['genders']],
};
const ages: Pick<Chart, 'order' | 'labels'> = {
  order: { kind: 'numeric' },
  labels: (t, k) => format(t.reports.age, { age: k }),
};

/** People of a role; `anonymised` false: a breakdown by a fact deleted accounts do not keep. */
const people =
  (role: 'intern' | 'mentor' | 'business', anonymised: boolean) => (p: Period, f: ReportFilters) =>
    peoplePopulation(role, p, f, anonymised);
const applicationsMade = (p: Period, f: ReportFilters) => applicationPopulation('created', p, f);
const engagements = (p: Period, f: ReportFilters) => applicationPopulation('hired', p, f);
const postings = (p: Period, f: ReportFilters) => opportunityPopulation('JOB', p, f);
const trainings = (p: Period, f: ReportFilters) => opportunityPopulation('TRAINING', p, f);
const fixed = (b: Breakdown) => () => b;

/** Breakdowns of a population of intern facts (interns, applications, engagements). */
function internCharts(population: Chart['population'], anonymised: Chart['population'] = population) {
  return {
    BY_MUNICIPALITY: {
      population: anonymised,
      breakdown: fixed(byColumn('municipality', 'catalogue')),
      order: NOMINAL,
      people: true,
    },
    BY_GENDER: {
      population: anonymised,
      breakdown: fixed(byColumn('gender', 'enum')),
      ...genders,
      people: true,
    },
    BY_AGE: { population: anonymised, breakdown: (c) => byAge(c.year), ...ages, people: true },
    BY_ETHNICITY: {
      population,
      breakdown: fixed(byColumn('ethnicity', 'catalogue')),
      order: NOMINAL,
      people: true,
    },
    BY_HEALTHCONDITION: {
      population,
      breakdown: fixed(byLink('intern_disabilities', 'intern_id')),
      order: NOMINAL,
      people: true,
    },
    BY_CATEGORIES: {
      population,
      breakdown: fixed(byLink('intern_categories', 'intern_id')),
      order: NOMINAL,
      people: true,
    },
    BY_SKILLS: {
      population,
      breakdown: fixed(byLink('intern_skills', 'intern_id')),
      order: NOMINAL,
      people: true,
    },
  } satisfies Record<string, Chart>;
}

const interns = internCharts(people('intern', false), people('intern', true));
const applications = internCharts(applicationsMade);
const engaged = internCharts(engagements);
const byBusiness = fixed(byColumn('business', 'business'));

/** Every chart of every report with a `type`; `internships` and `programmeinfo` have one each (below). */
const CHARTS: { [R in keyof typeof REPORT_TYPES]: Record<(typeof REPORT_TYPES)[R][number], Chart> } = {
  interns,
  businesses: {
    BY_MUNICIPALITY: {
      population: people('business', true),
      breakdown: fixed(byColumn('municipality', 'catalogue')),
      order: NOMINAL,
      people: false,
    },
    BY_TYPE: {
      population: people('business', true),
      breakdown: fixed(byColumn('business_type', 'catalogue')),
      order: NOMINAL,
      people: false,
    },
    BY_CATEGORIES: {
      population: people('business', false),
      breakdown: fixed(byLink('business_categories', 'business_id')),
      order: NOMINAL,
      people: false,
    },
  },
  mentors: {
    BY_MUNICIPALITY: {
      population: people('mentor', true),
      breakdown: fixed(byColumn('municipality', 'catalogue')),
      order: NOMINAL,
      people: true,
    },
    BY_GENDER: {
      population: people('mentor', true),
      breakdown: fixed(byColumn('gender', 'enum')),
      ...genders,
      people: true,
    },
    BY_SKILLS: {
      population: people('mentor', false),
      breakdown: fixed(byLink('mentor_skills', 'mentor_id')),
      order: NOMINAL,
      people: true,
    },
    BY_CATEGORIES: {
      population: people('mentor', false),
      breakdown: fixed(byLink('mentor_categories', 'mentor_id')),
      order: NOMINAL,
      people: true,
    },
    BY_INTERNS: {
      population: people('mentor', false),
      breakdown: fixed(byMentees),
      order: { kind: 'numeric', from: 0, to: 5 },
      labels: (t, k) => countText(languageOf(t), t.reports.mentees, Number(k)),
      people: true,
    },
    BY_ETHNICITY: {
      population: people('mentor', false),
      breakdown: fixed(byColumn('ethnicity', 'catalogue')),
      order: NOMINAL,
      people: true,
    },
    BY_HEALTHCONDITION: {
      population: people('mentor', false),
      breakdown: fixed(byLink('mentor_disabilities', 'mentor_id')),
      order: NOMINAL,
      people: true,
    },
  },
  applications: {
    BY_MUNICIPALITY: applications.BY_MUNICIPALITY,
    BY_BUSINESS: { population: applicationsMade, breakdown: byBusiness, order: NOMINAL, people: true },
    BY_JOB: {
      population: applicationsMade,
      breakdown: fixed(byColumn('opportunity', 'opportunity')),
      order: NOMINAL,
      people: true,
    },
    BY_GENDER: applications.BY_GENDER,
    BY_AGE: applications.BY_AGE,
    BY_ETHNICITY: applications.BY_ETHNICITY,
    BY_HEALTHCONDITION: applications.BY_HEALTHCONDITION,
    BY_CATEGORIES: applications.BY_CATEGORIES,
  },
  engagements: {
    BY_MUNICIPALITY: engaged.BY_MUNICIPALITY,
    BY_BUSINESS: { population: engagements, breakdown: byBusiness, order: NOMINAL, people: true },
    BY_GENDER: engaged.BY_GENDER,
    BY_AGE: engaged.BY_AGE,
    BY_SKILLS: engaged.BY_SKILLS,
    BY_CATEGORIES: engaged.BY_CATEGORIES,
    BY_ETHNICITY: engaged.BY_ETHNICITY,
    BY_HEALTHCONDITION: engaged.BY_HEALTHCONDITION,
  },
  jobs: {
    BY_MUNICIPALITY: {
      population: postings,
      breakdown: fixed(byColumn('municipality', 'catalogue')),
      order: NOMINAL,
      people: false,
    },
    BY_SKILLS: {
      population: postings,
      breakdown: fixed(byLink('opportunity_skills', 'opportunity_id', 'pop.id')),
      order: NOMINAL,
      people: false,
    },
    BY_CATEGORIES: {
      population: postings,
      breakdown: fixed(byLink('opportunity_categories', 'opportunity_id', 'pop.id')),
      order: NOMINAL,
      people: false,
    },
    BY_BUSINESS: { population: postings, breakdown: byBusiness, order: NOMINAL, people: false },
    BY_SPOTS: {
      population: postings,
      breakdown: fixed(bySpots('JOB')),
      order: { kind: 'listed', keys: ['TAKEN', 'OPEN'] },
      labels: (t, k) => t.reports.spots[k as 'TAKEN' | 'OPEN'],
      people: false,
    },
  },
  trainings: {
    BY_APPLICATIONS: {
      population: trainings,
      breakdown: fixed(perTraining(false)),
      order: NOMINAL,
      people: true,
    },
    BY_ENGAGEMENTS: {
      population: trainings,
      breakdown: fixed(perTraining(true)),
      order: NOMINAL,
      people: true,
    },
    BY_ENGAGEMENTSGENDER: {
      population: trainings,
      breakdown: fixed(trainingEngagementsByGender),
      ...genders,
      people: true,
    },
    BY_CATEGORIES: {
      population: trainings,
      breakdown: fixed(byLink('opportunity_categories', 'opportunity_id', 'pop.id')),
      order: NOMINAL,
      people: false,
    },
    BY_OPENINGS: {
      population: trainings,
      breakdown: (c) => byOpening(c.today),
      order: { kind: 'listed', keys: ['OPEN', 'CLOSED'] },
      labels: (t, k) => t.reports.openings[k as 'OPEN' | 'CLOSED'],
      people: false,
    },
    BY_SPOTS: {
      population: trainings,
      breakdown: fixed(bySpots('TRAINING')),
      order: { kind: 'listed', keys: ['TAKEN', 'OPEN'] },
      labels: (t, k) => t.reports.spots[k as 'TAKEN' | 'OPEN'],
      people: false,
    },
  },
};

/** Completed internships by how they ended: every outcome listed, in the contract's order. */
const OUTCOME_ORDER: Chart = {
  population: completedPopulation,
  breakdown: fixed(byColumn('outcome', 'enum')),
  order: { kind: 'listed', keys: FINALIZATION_OUTCOMES },
  labels: (t, k) => t.reports.outcomes[k as keyof Catalogue['reports']['outcomes']],
  people: true,
};
/** The groups of the outcomes report: the chart that orders and labels them. */
const OUTCOME_GROUPS: Record<TOutcomeBreakdown, Chart> = {
  BY_GENDER: { ...interns.BY_GENDER, population: completedPopulation },
  BY_MUNICIPALITY: { ...interns.BY_MUNICIPALITY, population: completedPopulation },
  BY_AGE: { ...interns.BY_AGE, population: completedPopulation },
};

/** The internships report: internships (accepted by the organisation in the period) by their status now. */
const INTERNSHIPS: Chart = {
  population: (p, f) => applicationPopulation('accepted', p, f),
  breakdown: fixed(byStatus),
  order: {
    kind: 'listed',
    keys: FILTER_STATUSES,
    others: APPLICATION_STATUSES.filter((s) => !FILTER_STATUSES.includes(s as never)),
  },
  labels: (t, k) => t.reports.statuses[k as keyof Catalogue['reports']['statuses']],
  people: true,
};
/** The `type` of the two reports without one. */
export const INTERNSHIPS_TYPE = 'BY_STATUS';
export const PROGRAMME_INFO_TYPE = 'BY_STAGE';

const LANGS: readonly TLanguage[] = ['sq', 'sr', 'en'];
const CATALOGUES = inAllLanguages((t) => t);
const languageOf = (t: Catalogue): TLanguage => LANGS.find((l) => CATALOGUES[l] === t) ?? 'sq';
const COLLATORS = Object.fromEntries(
  LANGS.map((l) => [
    l,
    new Intl.Collator(l === 'sr' ? 'sr-Latn' : l, { sensitivity: 'base', numeric: true }),
  ]),
) as Record<TLanguage, Intl.Collator>;

/** The report's filters as the queries take them (`functionalConstrains` is the internships' healthConditions). */
function filtersOf(body: Record<string, unknown>): { period: Period; filters: ReportFilters } {
  const b = body as ReportFilters & Period & { functionalConstrains?: string[] };
  const { startDate, endDate, functionalConstrains, ...rest } = b;
  // Only the filters stay (not type, view, format, unsuppressed).
  const filters: ReportFilters = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => Array.isArray(v)),
  ) as ReportFilters;
  if (functionalConstrains?.length) filters.healthConditions = functionalConstrains;
  return { period: { startDate, endDate }, filters };
}

/** A grouped answer as an exact result: labelled in sq, sr and en, completed and ordered as the chart says. */
function present(type: string, chart: Chart, g: Grouped, lang: TLanguage): TExactReportResult {
  const label = (key: string, sql: { sq: string | null; sr: string | null; en: string | null }) => {
    if (key === UNSPECIFIED_KEY) return inAllLanguages((t) => t.reports.unspecified);
    if (chart.labels) return inAllLanguages((t) => chart.labels!(t, key));
    return { sq: sql.sq ?? key, sr: sql.sr ?? sql.sq ?? key, en: sql.en ?? sql.sq ?? key };
  };
  const rows = new Map<string, TExactReportResult['rows'][number]>();
  for (const r of g.rows) {
    const key = r.key ?? UNSPECIFIED_KEY;
    rows.set(key, { key, label: label(key, r), count: r.count });
  }
  const { order } = chart;
  const wanted =
    order.kind === 'listed'
      ? order.keys
      : order.kind === 'numeric' && order.from !== undefined && order.to !== undefined
        ? Array.from({ length: order.to - order.from + 1 }, (_, i) => String(order.from! + i))
        : [];
  for (const key of wanted)
    if (!rows.has(key)) rows.set(key, { key, label: label(key, { sq: null, sr: null, en: null }), count: 0 });
  const unspecifiedLast = (a: string, b: string) =>
    Number(a === UNSPECIFIED_KEY) - Number(b === UNSPECIFIED_KEY);
  const collator = COLLATORS[lang];
  const sorted = [...rows.values()].sort((a, b) => {
    if (order.kind === 'listed') {
      const all = [...order.keys, ...(order.others ?? [])];
      const ia = all.indexOf(a.key);
      const ib = all.indexOf(b.key);
      if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
      return unspecifiedLast(a.key, b.key) || collator.compare(a.key, b.key);
    }
    if (order.kind === 'numeric') return unspecifiedLast(a.key, b.key) || Number(a.key) - Number(b.key);
    return (
      b.count - a.count ||
      unspecifiedLast(a.key, b.key) ||
      collator.compare(a.label[lang], b.label[lang]) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
    );
  });
  return { type, total: g.total, rows: sorted };
}

/** The small-numbers rule when asked for (and only on counts about people), then the shares. */
function finish(result: TExactReportResult, people: boolean, view: TReportView): TReportResult {
  return withShares(view === 'shareable' && people ? suppressResult(result) : result);
}

export function createReportService({ db, now }: ReportServiceDeps) {
  const context = (p: Period): ChartContext => {
    const today = programmeToday(new Date(now()));
    return { today, year: Number((p.endDate ?? today).slice(0, 4)) };
  };

  /** One chart, exact. */
  async function chart(
    type: string,
    c: Chart,
    body: Record<string, unknown>,
    lang: TLanguage,
    exec: Executor = db,
  ): Promise<TExactReportResult> {
    const { period, filters } = filtersOf(body);
    const ctx = context(period);
    const g = await grouped(exec, c.population(period, filters, ctx), c.breakdown(ctx));
    return present(type, c, g, lang);
  }

  /** Programme info: the interns registered in the period and how many reached each stage. */
  async function programmeInfo(
    body: Record<string, unknown>,
    exec: Executor = db,
  ): Promise<TExactReportResult> {
    const { period, filters } = filtersOf(body);
    const stages = await programmeStages(exec, period, filters);
    return {
      type: PROGRAMME_INFO_TYPE,
      total: stages.REGISTERED,
      rows: PROGRAMME_STAGES.map((s) => ({
        key: s,
        label: inAllLanguages((t) => t.reports.stages[s]),
        count: stages[s],
      })),
    };
  }

  /** Every chart of a report (the export's sheets), exact, each with whether it counts people. */
  async function allCharts(
    report: TReport,
    body: Record<string, unknown>,
    lang: TLanguage,
  ): Promise<{ result: TExactReportResult; people: boolean }[]> {
    if (report === 'programmeinfo') return [{ result: await programmeInfo(body), people: true }];
    if (report === 'internships')
      return [{ result: await chart(INTERNSHIPS_TYPE, INTERNSHIPS, body, lang), people: true }];
    const charts = CHARTS[report] as Record<string, Chart>;
    const out: { result: TExactReportResult; people: boolean }[] = [];
    for (const type of REPORT_TYPES[report]) {
      const c = charts[type]!;
      out.push({ result: await chart(type, c, body, lang), people: c.people });
    }
    return out;
  }

  let home: { at: number; counts: TStatisticsCounts } | undefined;

  return {
    /** `POST /reports/counts` (admins): the six counts of the period. */
    async counts(actor: Actor, body: TCountsBody): Promise<{ counts: TStatisticsCounts }> {
      assertCan(actor, 'counts', 'report');
      return { counts: await sixCounts(db, body) };
    },

    /** `POST /reports/counts/home` (public): all-time counts rounded down to tens, computed at most once a minute. */
    async homeCounts(): Promise<{ counts: TStatisticsCounts }> {
      const at = now();
      if (!home || at - home.at > HOME_COUNTS_TTL_MS || at < home.at)
        home = { at, counts: homeCounts(await sixCounts(db, {})) };
      return { counts: home.counts };
    },

    /** `POST /reports/<report>` (admins): one chart, exact or (view `shareable`) through the small-numbers rule. */
    async report(
      actor: Actor,
      report: TReport,
      /** The report's body (`REPORT_BODIES[report]`, parsed). */
      body: Record<string, unknown>,
      view: TReportView,
      lang: TLanguage,
    ): Promise<TReportResult> {
      assertCan(actor, 'read', 'report');
      const b = body;
      if (report === 'programmeinfo') return finish(await programmeInfo(b), true, view);
      if (report === 'internships')
        return finish(await chart(INTERNSHIPS_TYPE, INTERNSHIPS, b, lang), true, view);
      const type = b.type as string;
      const c = (CHARTS[report as keyof typeof CHARTS] as Record<string, Chart>)[type]!;
      return finish(await chart(type, c, b, lang), c.people, view);
    },

    /**
     * `POST /reports/outcomes` (admins): internships completed in the period by outcome, overall and per gender,
     * municipality and age; each group's outcomes go through the small-numbers rule on their own in the shareable
     * view. One statement per breakdown (its per-outcome totals are the overall answer).
     */
    async outcomes(
      actor: Actor,
      body: Record<string, unknown>,
      view: TReportView,
      lang: TLanguage,
    ): Promise<TOutcomesAnswer> {
      assertCan(actor, 'read', 'report');
      const { period, filters } = filtersOf(body);
      const ctx = context(period);
      const population = completedPopulation(period, filters);
      const asResult = (type: string, rows: Pick<OutcomeRow, 'outcome' | 'count'>[]) =>
        finish(
          present(
            type,
            OUTCOME_ORDER,
            {
              total: rows.reduce((n, r) => n + r.count, 0),
              rows: rows.map((r) => ({ key: r.outcome, count: r.count, sq: null, sr: null, en: null })),
            },
            lang,
          ),
          true,
          view,
        );
      let overall: TReportResult | undefined;
      const breakdowns: TOutcomesAnswer['outcomes']['breakdowns'] = [];
      for (const type of OUTCOME_BREAKDOWNS) {
        const chartOf = OUTCOME_GROUPS[type];
        const { rows, totals } = await outcomesBy(db, population, chartOf.breakdown(ctx));
        overall ??= asResult('BY_OUTCOME', totals);
        const sums = new Map<string | null, OutcomeRow>();
        for (const r of rows) {
          const group = sums.get(r.key) ?? { ...r, count: 0 };
          group.count += r.count;
          sums.set(r.key, group);
        }
        const keys = present(type, chartOf, { total: 0, rows: [...sums.values()] }, lang).rows;
        breakdowns.push({
          type,
          groups: keys.map((k) => ({
            key: k.key,
            label: k.label,
            result: asResult(
              'BY_OUTCOME',
              rows.filter((r) => (r.key ?? UNSPECIFIED_KEY) === k.key),
            ),
          })),
        });
      }
      return { outcomes: { overall: overall!, breakdowns } };
    },

    /** Every chart of a report, each exact or suppressed (exports). */
    async charts(
      actor: Actor,
      report: TReport,
      body: Record<string, unknown>,
      view: TReportView,
      lang: TLanguage,
    ): Promise<TReportResult[]> {
      assertCan(actor, 'export', 'report');
      return (await allCharts(report, body, lang)).map((c) => finish(c.result, c.people, view));
    },
  };
}

/** How long the public home counts are reused. */
export const HOME_COUNTS_TTL_MS = 60_000;

export type ReportService = ReturnType<typeof createReportService>;
