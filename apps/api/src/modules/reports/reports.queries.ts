import { sql, type SQL } from 'drizzle-orm';
import { INTERNSHIP_TAKEN_STATUSES, type TFinalizationOutcome } from '@praktika/contracts/applications';
import type { TStatisticsCounts } from '@praktika/contracts/reports';
import type { Executor } from '../../platform/db/client.ts';
import {
  allOf as and,
  dayInPeriod as daysInPeriod,
  given as some,
  hasLink,
  inList as list,
  instantInPeriod as inPeriod,
  rowsOf,
  type DayPeriod as Period,
} from '../../platform/db/sql-parts.ts';
import {
  peoplePopulation,
  personConditions,
  type PeopleRole,
  type ReportFilters,
} from '../privacy/privacy.public.ts';

/**
 * The reports' SQL (issue 19; docs/decisions.md "Reports: what each one counts"). Every chart is ONE grouped
 * statement: a population (`with pop as (…)`: the records the report counts, after every filter and the period)
 * grouped by one key with `grouping sets ((key), ())`, so the same statement answers each row and the total, and
 * the labels are joined to the grouped rows. A breakdown by linked items (a record in two categories is in both
 * rows, once in the total) first counts the records per owner (the person, the posting), then joins the owners'
 * links: no `count(distinct …)`, which sorts every record. Nothing is loaded into Node to be counted.
 *
 * Speed (issue 19 §7, `npm run bench:reports`): each statement runs with settings of its own (`aggregate`
 * below: no JIT, no parallel workers, memory to hash, random reads priced as the cached reads they are).
 *
 * Populations:
 * - people (interns, mentors, organisations): accounts of the role registered in the period (Priština days), plus
 *   the anonymised rows of deleted accounts (db/schema/privacy.ts) for every breakdown and filter their facts allow
 *   (municipality, gender, birth year, entity type); a breakdown or filter by what they do not keep counts live
 *   accounts only;
 * - applications: internship (JOB) applications made in the period;
 * - engagements: internship applications whose HIRED step (the internship started) falls in the period;
 * - internships: internship applications accepted by the organisation (ACCEPTED_FOR_VALIDATION) in the period;
 * - postings and trainings: published (created) in the period.
 */

export type { DayPeriod as Period } from '../../platform/db/sql-parts.ts';
export type { ReportFilters, PeopleRole } from '../privacy/privacy.public.ts';

/**
 * Runs a report statement with its settings (in a transaction: `set_config(…, true)` lasts until its end; measured
 * with `npm run bench:reports` at SCALE 1):
 * - no JIT: compiling a statement estimated costly took 0.5–1.5 s, longer than running it;
 * - work_mem for the hash joins and aggregates over a period's applications;
 * - no parallel workers: on a shared machine they did not pay, and for programme info the planner built the
 *   per-intern aggregate once in each worker (three times the work);
 * - random_page_cost 1.1 (the data is in memory): at the default 4 the planner read every internship application
 *   whole to find the 10,000 HIRED in a year rather than fetch those by key (0.9 s against 0.2 s).
 */
async function aggregate(ex: Executor, query: SQL): Promise<unknown> {
  return ex.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true),
      set_config('max_parallel_workers_per_gather', '0', true), set_config('random_page_cost', '1.1', true)`);
    return tx.execute(query);
  });
}

/** What dates an internship application into a period. */
export type ApplicationMoment =
  /** made (applied or invited) */
  | 'created'
  /** accepted by the organisation: an internship */
  | 'accepted'
  /** hired: the internship started (an engagement) */
  | 'hired';
const MOMENT_STATUS = { accepted: 'ACCEPTED_FOR_VALIDATION', hired: 'HIRED' } as const;

/**
 * Internship (JOB) applications dated by `moment`, with their intern's facts and the organisation's. The profiles
 * are left joins (every application has both: the keys are required references) so that the planner drops the
 * ones a chart does not read (no intern fact in BY_BUSINESS).
 */
export function applicationPopulation(moment: ApplicationMoment, p: Period, f: ReportFilters): SQL {
  const dated =
    moment === 'created'
      ? inPeriod(sql`ap.created_at`, p)
      : sql`ap.id in (select e.application_id from application_events e
          where ${and([sql`e.status = ${MOMENT_STATUS[moment]}`, inPeriod(sql`e.at`, p)])})`;
  return sql`
    select ap.id as id, ap.intern_id as person, p.municipality_id as municipality, p.gender as gender,
      extract(year from p.birthdate)::int as birth_year, p.ethnicity_id as ethnicity, ap.business_id as business,
      b.type_id as business_type, ap.opportunity_id as opportunity, true as live, ap.status as status,
      ap.outcome as outcome
    from applications ap left join interns p on p.id = ap.intern_id left join businesses b on b.id = ap.business_id
    where ${and([
      sql`ap.kind = 'JOB'`,
      dated,
      ...personConditions('intern', sql`ap.intern_id`, { ...f, entityTypes: undefined }),
      some(f.entityTypes) ? sql`b.type_id in ${list(f.entityTypes)}` : undefined,
      some(f.organisation) ? sql`ap.business_id in ${list(f.organisation)}` : undefined,
    ])}`;
}

/** Postings (JOB) or trainings published in the period, on the posting's own facts. */
export function opportunityPopulation(kind: 'JOB' | 'TRAINING', p: Period, f: ReportFilters): SQL {
  const link = (table: string, items: readonly string[]) =>
    hasLink(table, 'opportunity_id', sql`o.id`, items);
  return sql`
    select o.id as id, null::text as person, o.municipality_id as municipality, null::text as gender,
      null::int as birth_year, null::text as ethnicity, o.business_id as business, null::text as business_type,
      o.id as opportunity, true as live, o.spots as spots, o.deadline as deadline
    from opportunities o
    where ${and([
      sql`o.kind = ${kind}`,
      inPeriod(sql`o.created_at`, p),
      some(f.municipalities) ? sql`o.municipality_id in ${list(f.municipalities)}` : undefined,
      some(f.categories) ? link('opportunity_categories', f.categories) : undefined,
      some(f.skills) ? link('opportunity_skills', f.skills) : undefined,
      some(f.organisation) ? sql`o.business_id in ${list(f.organisation)}` : undefined,
    ])}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Breakdowns
// ---------------------------------------------------------------------------------------------------------------

/** How a grouped row's key is labelled: a catalogue item, an organisation, a posting, or by the service (enum). */
export type LabelSource = 'catalogue' | 'business' | 'opportunity' | 'enum';

export interface Breakdown {
  /**
   * The records' owner (a population column: `pop.person`, `pop.id`), for a breakdown by the owner's links: the
   * records are counted per owner first (`o.owner`, `o.n`), and `join` and `key` read `o` instead of `pop`.
   */
  owner?: SQL;
  /** Joins after `from pop` (or `from o`) (aliases other than pop, o, k, g and the label's `lbl`). */
  join?: SQL;
  /** The key expression (null: the record has no value: UNSPECIFIED). */
  key: SQL;
  /**
   * What is counted: distinct records (default), or `value` summed or counted (a row of the join each).
   * The key and value are computed once per joined row before grouping, so parameters in them are bound once.
   */
  measure?: { aggregate: 'sum' | 'count'; value: SQL };
  label: LabelSource;
}

export interface GroupedRow {
  key: string | null;
  count: number;
  sq: string | null;
  sr: string | null;
  en: string | null;
}

export interface Grouped {
  total: number;
  rows: GroupedRow[];
}

const LABEL_JOINS: Record<LabelSource, SQL> = {
  catalogue: sql`left join catalogue_items lbl on lbl.id = g.key`,
  business: sql`left join businesses lbl on lbl.id = g.key`,
  opportunity: sql`left join opportunities lbl on lbl.id = g.key`,
  enum: sql``,
};
const LABEL_COLUMNS: Record<LabelSource, SQL> = {
  catalogue: sql`lbl.sq_name as sq, lbl.sr_name as sr, lbl.en_name as en`,
  business: sql`lbl.name as sq, lbl.name as sr, lbl.name as en`,
  opportunity: sql`lbl.title as sq, lbl.title as sr, lbl.title as en`,
  enum: sql`null::text as sq, null::text as sr, null::text as en`,
};

/**
 * One chart: the population grouped by the breakdown's key, with the total, in one statement. Without a measure
 * each record is one row of `k` (a column, an age, a lateral count), so `count(*)` counts records. By an owner's
 * links, the records are counted per owner with the total as one more row (`grouping sets ((owner), ())`, which
 * joins no link), and the owners' counts are summed per linked item. (The total is not a second read of a
 * materialised `o`: the planner knows nothing of a CTE's rows and then hashes the whole link table.)
 */
export async function grouped(ex: Executor, population: SQL, b: Breakdown): Promise<Grouped> {
  const measure = !b.measure
    ? sql`count(*)`
    : b.measure.aggregate === 'sum'
      ? sql`sum(k.value)`
      : sql`count(k.value)`;
  const owner = b.owner && sql`(${b.owner})::text`;
  const query = owner
    ? sql`
    with pop as (${population}),
    o as (select ${owner} as owner, grouping(${owner}) = 1 as is_total, count(*) as n
      from pop group by grouping sets ((${owner}), ())),
    g as (select o.is_total, (${b.key})::text as key, sum(o.n) as n from o ${b.join ?? sql``} group by 1, 2)
    select g.key, g.is_total, g.n::bigint as n, ${LABEL_COLUMNS[b.label]}
    from g ${LABEL_JOINS[b.label]}`
    : sql`
    with pop as (${population}),
    k as (select (${b.key})::text as key, ${b.measure?.value ?? sql`null::int`} as value
      from pop ${b.join ?? sql``}),
    g as (select k.key, grouping(k.key) = 1 as is_total, ${measure} as n from k group by grouping sets ((k.key), ()))
    select g.key, g.is_total, coalesce(g.n, 0)::bigint as n, ${LABEL_COLUMNS[b.label]}
    from g ${LABEL_JOINS[b.label]}`;
  const result = await aggregate(ex, query);
  const raw = rowsOf<{
    key: string | null;
    is_total: boolean;
    n: string | number;
    sq: string | null;
    sr: string | null;
    en: string | null;
  }>(result);
  const total = Number(raw.find((r) => r.is_total)?.n ?? 0);
  const rows = raw
    .filter((r) => !r.is_total)
    .map((r) => ({ key: r.key, count: Number(r.n), sq: r.sq, sr: r.sr, en: r.en }));
  return { total, rows };
}

/**
 * A many-to-many breakdown: one row per linked item (a record in two items is in both), none: UNSPECIFIED. The
 * records are counted per owner (`owner`, a population column) before the owners' links are joined.
 */
export const byLink = (table: string, ownerColumn: string, owner = 'pop.person'): Breakdown => ({
  owner: sql.raw(owner),
  join: sql`left join ${sql.raw(table)} lk on lk.${sql.raw(ownerColumn)} = o.owner`,
  key: sql`lk.item_id`,
  label: 'catalogue',
});
/** A breakdown by a column of the population. */
export const byColumn = (column: string, label: LabelSource): Breakdown => ({
  key: sql.raw(`pop.${column}`),
  label,
});

/** Age reached in `year` (the period's end year): the same for live rows and anonymised ones (birth year only). */
export const byAge = (year: number): Breakdown => ({
  key: sql`(${year}::int - pop.birth_year)`,
  label: 'enum',
});

/** Mentors by the number of interns they mentor now (PENDING or ACTIVE mentorships: 0 to 5). */
export const byMentees: Breakdown = {
  join: sql`left join lateral (select count(*)::int as n from mentorships m
    where m.mentor_id = pop.id and m.status in ('PENDING', 'ACTIVE')) mm on true`,
  key: sql`coalesce(mm.n, case when pop.live then 0 end)`,
  label: 'enum',
};

/** The engaged statuses of a training (accepted, then completed). */
const TRAINING_ENGAGED = sql`('APPROVED', 'COMPLETED')`;

/**
 * Trainings: applications (or engagements) per training; the total is all of them. Counted by a column of
 * applications_opportunity_idx (opportunity, status), so the applications are counted from that index alone.
 */
export const perTraining = (engaged: boolean): Breakdown => ({
  join: sql`join applications ta on ta.opportunity_id = pop.id ${
    engaged ? sql`and ta.status in ${TRAINING_ENGAGED}` : sql``
  }`,
  key: sql`pop.id`,
  measure: { aggregate: 'count', value: sql`ta.opportunity_id` },
  label: 'opportunity',
});
/** Trainings: the trainees engaged, by gender. */
export const trainingEngagementsByGender: Breakdown = {
  join: sql`join applications ta on ta.opportunity_id = pop.id and ta.status in ${TRAINING_ENGAGED}
    join interns ti on ti.id = ta.intern_id`,
  key: sql`ti.gender`,
  measure: { aggregate: 'count', value: sql`ta.id` },
  label: 'enum',
};
/** Postings and trainings: open (deadline today or later) or closed. */
export const byOpening = (today: string): Breakdown => ({
  key: sql`case when pop.deadline >= ${today}::date then 'OPEN' else 'CLOSED' end`,
  label: 'enum',
});

/**
 * Spots of postings or trainings: taken (by engaged applicants, at most the spots) and still open, summed. The
 * engaged applications (few: from applications_status_idx) are counted per opportunity once and hash-joined,
 * rather than probed per posting (20,000 probes of 45 applications each at SCALE 1).
 */
export function bySpots(kind: 'JOB' | 'TRAINING'): Breakdown {
  const taken = kind === 'JOB' ? list(INTERNSHIP_TAKEN_STATUSES) : TRAINING_ENGAGED;
  const n = sql`least(pop.spots, coalesce(st.n, 0))::int`;
  return {
    join: sql`left join (select sa.opportunity_id, count(*) as n from applications sa
        where sa.status in ${taken} and sa.kind = ${kind} group by sa.opportunity_id) st on st.opportunity_id = pop.id
      cross join lateral (values ('TAKEN', ${n}), ('OPEN', pop.spots - ${n})) as s(part, spots)`,
    key: sql`s.part`,
    measure: { aggregate: 'sum', value: sql`s.spots` },
    label: 'enum',
  };
}

/** Internships by their status now. */
export const byStatus: Breakdown = { key: sql`pop.status`, label: 'enum' };

// ---------------------------------------------------------------------------------------------------------------
// Programme info and the six counts
// ---------------------------------------------------------------------------------------------------------------

/** The programme's stages, in order: how far the interns registered in the period got (ever). */
export const PROGRAMME_STAGES = [
  'REGISTERED',
  'CV_FILLED',
  'APPLIED',
  'INVITED',
  'INTERVIEWED',
  'ACCEPTED',
  'ENGAGED',
  'COMPLETED',
  'EMPLOYED',
  'MENTORED',
  'TRAINED',
] as const;
export type TProgrammeStage = (typeof PROGRAMME_STAGES)[number];

/**
 * The interns registered in the period and how many reached each stage: one statement. The applications of the
 * interns registered in the period are read once, each with the steps of its timeline that mark a stage, and
 * folded per intern, then joined to the cohort (its other filters): for a large cohort by hash joins (the steps
 * from the (status, at) index), for a small one through the applications' and steps' indexes; no subquery per
 * intern. The applications are picked by registration straight from `accounts` rather than from the cohort, whose
 * size the planner cannot estimate (a union with the deleted accounts): guessing it small, it read the
 * applications of 50,000 interns one by one through their index (10 s at SCALE 1).
 */
export async function programmeStages(
  ex: Executor,
  p: Period,
  f: ReportFilters,
): Promise<Record<TProgrammeStage, number>> {
  const result = await aggregate(
    ex,
    sql`
    with pop as (${peoplePopulation('intern', p, f)}),
    reached as (
      select ja.intern_id,
        bool_or(ja.kind = 'JOB' and not ja.invited) as applied,
        bool_or(ja.kind = 'JOB' and ja.invited) as invited,
        bool_or(ja.kind = 'JOB' and je.status = 'INTERVIEW') as interviewed,
        bool_or(ja.kind = 'JOB' and je.status = 'ACCEPTED_FOR_VALIDATION') as accepted,
        bool_or(ja.kind = 'JOB' and je.status = 'HIRED') as engaged,
        bool_or(ja.kind = 'JOB' and je.status = 'COMPLETED') as completed,
        bool_or(ja.kind = 'JOB' and ja.outcome = 'OFFERED_EMPLOYMENT') as employed,
        bool_or(ja.kind = 'TRAINING' and ja.status in ${TRAINING_ENGAGED}) as trained
      from applications ja
        left join application_events je on je.application_id = ja.id
          and je.status in ('INTERVIEW', 'ACCEPTED_FOR_VALIDATION', 'HIRED', 'COMPLETED')
      where ja.intern_id in (select a.id from accounts a
        where ${and([sql`a.role = 'intern'`, inPeriod(sql`a.created_at`, p)])})
      group by ja.intern_id
    ),
    mentored as (
      select distinct m.intern_id from mentorships m
      where m.status in ('ACTIVE', 'ENDED') and m.accepted_at is not null
    )
    select
      count(*) as "REGISTERED",
      count(*) filter (where pop.live and i.update_finished) as "CV_FILLED",
      count(*) filter (where r.applied) as "APPLIED",
      count(*) filter (where r.invited) as "INVITED",
      count(*) filter (where r.interviewed) as "INTERVIEWED",
      count(*) filter (where r.accepted) as "ACCEPTED",
      count(*) filter (where r.engaged) as "ENGAGED",
      count(*) filter (where r.completed) as "COMPLETED",
      count(*) filter (where r.employed) as "EMPLOYED",
      count(*) filter (where m.intern_id is not null) as "MENTORED",
      count(*) filter (where r.trained) as "TRAINED"
    from pop
      left join interns i on pop.live and i.id = pop.id
      left join reached r on pop.live and r.intern_id = pop.id
      left join mentored m on pop.live and m.intern_id = pop.id`,
  );
  const row = rowsOf<Record<TProgrammeStage, string | number>>(result)[0];
  return Object.fromEntries(PROGRAMME_STAGES.map((s) => [s, Number(row?.[s] ?? 0)])) as Record<
    TProgrammeStage,
    number
  >;
}

/**
 * Outcomes (issue 19 §6): internships COMPLETED in the period (dated by the COMPLETED step), with the intern's facts
 * and how the internship ended (`outcome`).
 */
export function completedPopulation(p: Period, f: ReportFilters): SQL {
  return sql`
    select ap.id as id, ap.intern_id as person, p.municipality_id as municipality, p.gender as gender,
      extract(year from p.birthdate)::int as birth_year, ap.outcome as outcome, true as live
    from applications ap join interns p on p.id = ap.intern_id
    where ${and([
      sql`ap.kind = 'JOB' and ap.status = 'COMPLETED'`,
      sql`ap.id in (select e.application_id from application_events e
        where ${and([sql`e.status = 'COMPLETED'`, inPeriod(sql`e.at`, p)])})`,
      ...personConditions('intern', sql`ap.intern_id`, { ...f, entityTypes: undefined }),
      some(f.organisation) ? sql`ap.business_id in ${list(f.organisation)}` : undefined,
    ])}`;
}

export interface OutcomeRow {
  key: string | null;
  outcome: TFinalizationOutcome | null;
  count: number;
  sq: string | null;
  sr: string | null;
  en: string | null;
}

/**
 * Completed internships by a breakdown's key and outcome (one statement; `key` null on the per-outcome totals).
 * The breakdown gives one row per record (a column, an age): not one by links.
 */
export async function outcomesBy(
  ex: Executor,
  population: SQL,
  b: Breakdown,
): Promise<{
  rows: OutcomeRow[];
  totals: { outcome: TFinalizationOutcome | null; count: number }[];
}> {
  const result = await aggregate(
    ex,
    sql`
    with pop as (${population}),
    k as (select (${b.key})::text as key, pop.outcome from pop ${b.join ?? sql``}),
    g as (
      select k.key, k.outcome, grouping(k.key) = 1 as is_total, count(*) as n
      from k group by grouping sets ((k.key, k.outcome), (k.outcome))
    )
    select g.key, g.outcome, g.is_total, g.n::bigint as n, ${LABEL_COLUMNS[b.label]}
    from g ${LABEL_JOINS[b.label]}`,
  );
  const raw = rowsOf<{
    key: string | null;
    outcome: TFinalizationOutcome | null;
    is_total: boolean;
    n: string | number;
    sq: string | null;
    sr: string | null;
    en: string | null;
  }>(result);
  return {
    rows: raw
      .filter((r) => !r.is_total)
      .map((r) => ({ key: r.key, outcome: r.outcome, count: Number(r.n), sq: r.sq, sr: r.sr, en: r.en })),
    totals: raw.filter((r) => r.is_total).map((r) => ({ outcome: r.outcome, count: Number(r.n) })),
  };
}

/** The six counts of the statistics page (period: registrations, applications made, postings published). */
export async function sixCounts(ex: Executor, p: Period): Promise<TStatisticsCounts> {
  const people = (role: PeopleRole) => sql`(
    (select count(*) from accounts a where ${and([sql`a.role = ${role}`, inPeriod(sql`a.created_at`, p)])})
    + (select count(*) from anonymised_accounts x
        where ${and([sql`x.role = ${role}`, daysInPeriod(sql`x.registered_on`, p)])}))`;
  const result = await aggregate(
    ex,
    sql`
    select ${people('intern')} as "internCount", ${people('business')} as "businessCount",
      ${people('mentor')} as "mentorCount",
      (select count(*) from applications ap where ${inPeriod(sql`ap.created_at`, p)}) as "applicationCount",
      (select count(*) from opportunities o where o.kind = 'JOB' and ${inPeriod(sql`o.created_at`, p)}) as "jobCount",
      (select count(*) from opportunities o
        where o.kind = 'TRAINING' and ${inPeriod(sql`o.created_at`, p)}) as "trainingCount"`,
  );
  const row = rowsOf<Record<keyof TStatisticsCounts, string | number>>(result)[0];
  const n = (k: keyof TStatisticsCounts) => Number(row?.[k] ?? 0);
  return {
    internCount: n('internCount'),
    businessCount: n('businessCount'),
    mentorCount: n('mentorCount'),
    applicationCount: n('applicationCount'),
    jobCount: n('jobCount'),
    trainingCount: n('trainingCount'),
  };
}
