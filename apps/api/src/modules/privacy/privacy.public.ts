import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The people statistics count (issue 11 §privacy, issue 19): the accounts of a role registered in a period, the
 * live ones and the anonymised rows of deleted ones (db/schema/privacy.ts), so that deleting an account changes no
 * statistic. This area owns what the anonymised rows keep, so it owns this population; the reports
 * (modules/reports) group it, and `countAccounts` counts it.
 */

/** The filters a population honours (catalogue ids, genders, birth years, organisation ids). */
export interface ReportFilters {
  skills?: string[];
  categories?: string[];
  municipalities?: string[];
  genders?: string[];
  birthYear?: number[];
  ethnicities?: string[];
  healthConditions?: string[];
  entityTypes?: string[];
  organisation?: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Populations: `select id, person, municipality, gender, birth_year, ethnicity, business, business_type,
// opportunity, live …` (columns a population lacks are null)
// ---------------------------------------------------------------------------------------------------------------

/** The people roles a report counts, with their profile table and link tables. */
const PEOPLE = {
  intern: {
    profile: 'interns',
    gender: sql`p.gender`,
    birthYear: sql`extract(year from p.birthdate)::int`,
    ethnicity: sql`p.ethnicity_id`,
    businessType: sql`null::text`,
    links: { categories: 'intern_categories', skills: 'intern_skills', health: 'intern_disabilities' },
    owner: 'intern_id',
  },
  mentor: {
    profile: 'mentors',
    gender: sql`p.gender`,
    birthYear: sql`null::int`,
    ethnicity: sql`p.ethnicity_id`,
    businessType: sql`null::text`,
    links: { categories: 'mentor_categories', skills: 'mentor_skills', health: 'mentor_disabilities' },
    owner: 'mentor_id',
  },
  business: {
    profile: 'businesses',
    gender: sql`null::text`,
    birthYear: sql`null::int`,
    ethnicity: sql`null::text`,
    businessType: sql`p.type_id`,
    links: { categories: 'business_categories', skills: undefined, health: undefined },
    owner: 'business_id',
  },
} as const;
export type PeopleRole = keyof typeof PEOPLE;

/** Filters the anonymised rows can answer; any other filter leaves them out. */
const ANONYMISED_FILTERS = new Set(['municipalities', 'genders', 'birthYear', 'entityTypes']);

/** The person filters (about an intern, a mentor or an organisation as `p`, its id `person`). */
export function personConditions(role: PeopleRole, person: SQL, f: ReportFilters): SQL[] {
  const r = PEOPLE[role];
  const out: SQL[] = [];
  if (some(f.municipalities)) out.push(sql`p.municipality_id in ${list(f.municipalities)}`);
  if (some(f.genders)) out.push(sql`${r.gender} in ${list(f.genders)}`);
  if (some(f.birthYear)) out.push(sql`${r.birthYear} in ${list(f.birthYear)}`);
  if (some(f.ethnicities)) out.push(sql`${r.ethnicity} in ${list(f.ethnicities)}`);
  if (some(f.entityTypes)) out.push(sql`${r.businessType} in ${list(f.entityTypes)}`);
  const link = (table: string | undefined, items: readonly string[]) =>
    table ? hasLink(table, r.owner, person, items) : sql`false`;
  if (some(f.categories)) out.push(link(r.links.categories, f.categories));
  if (some(f.skills)) out.push(link(r.links.skills, f.skills));
  if (some(f.healthConditions)) out.push(link(r.links.health, f.healthConditions));
  return out;
}

/** Accounts of `role` registered in the period, live and (when the filters allow) anonymised. */
export function peoplePopulation(role: PeopleRole, p: Period, f: ReportFilters, withAnonymised = true): SQL {
  const r = PEOPLE[role];
  const live = sql`
    select a.id as id, a.id as person, p.municipality_id as municipality, ${r.gender} as gender,
      ${r.birthYear} as birth_year, ${r.ethnicity} as ethnicity, null::text as business,
      ${r.businessType} as business_type, null::text as opportunity, true as live
    from accounts a join ${sql.raw(r.profile)} p on p.id = a.id
    where ${and([sql`a.role = ${role}`, inPeriod(sql`a.created_at`, p), ...personConditions(role, sql`a.id`, f)])}`;
  const asked = Object.entries(f)
    .filter(([, v]) => Array.isArray(v) && v.length)
    .map(([k]) => k);
  if (!withAnonymised || asked.some((k) => !ANONYMISED_FILTERS.has(k))) return live;
  const x = sql`
    select x.id, null::text, x.municipality_id, x.gender, x.birth_year, null::text, null::text,
      x.business_type_id, null::text, false
    from anonymised_accounts x
    where ${and([
      sql`x.role = ${role}`,
      daysInPeriod(sql`x.registered_on`, p),
      some(f.municipalities) ? sql`x.municipality_id in ${list(f.municipalities)}` : undefined,
      some(f.genders) ? sql`x.gender in ${list(f.genders)}` : undefined,
      some(f.birthYear) ? sql`x.birth_year in ${list(f.birthYear)}` : undefined,
      some(f.entityTypes) ? sql`x.business_type_id in ${list(f.entityTypes)}` : undefined,
    ])}`;
  return sql`${live} union all ${x}`;
}

/** What `countAccounts` filters by: the facts an anonymised row keeps. */
export interface AccountCountFilter {
  role: PeopleRole;
  /** Registration days (Priština), both inclusive, ISO dates. */
  registeredFrom?: string;
  registeredTo?: string;
  municipalities?: string[];
  genders?: Array<'M' | 'F' | 'O'>;
  /** Interns' birth years. */
  birthYears?: number[];
  /** Organisations' entity types. */
  businessTypes?: string[];
}

export interface AccountCount {
  live: number;
  /** Deleted accounts, counted through their anonymised rows. */
  anonymised: number;
  total: number;
}

/** How many accounts of a role there are (or were registered in a period, in some places, …), deleted ones included. */
export async function countAccounts(exec: Executor, f: AccountCountFilter): Promise<AccountCount> {
  const population = peoplePopulation(
    f.role,
    { startDate: f.registeredFrom, endDate: f.registeredTo },
    {
      municipalities: f.municipalities,
      genders: f.genders,
      birthYear: f.birthYears,
      entityTypes: f.businessTypes,
    },
  );
  const result = await exec.execute(sql`
    select count(*) filter (where pop.live) as live, count(*) filter (where not pop.live) as anonymised
    from (${population}) pop`);
  const row = rowsOf<{ live: string | number; anonymised: string | number }>(result)[0];
  const live = Number(row?.live ?? 0);
  const anonymised = Number(row?.anonymised ?? 0);
  return { live, anonymised, total: live + anonymised };
}
