import { and, count, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TRole } from '@praktika/contracts/common';
import type { Executor } from '../../platform/db/client.ts';
import { all } from '../../platform/db/list.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';
import { anonymisedAccounts } from '../../db/schema/privacy.ts';

/** What account statistics may count by: the facts an anonymised row keeps (db/schema/privacy.ts). */
export interface AccountCountFilter {
  role: TRole;
  /** Registration days (UTC), both inclusive, ISO dates. */
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

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
/** A filter on a fact the role's records do not have matches none of them. */
const NONE = sql`false`;
const matches = <T>(
  column: PgColumn | SQL | undefined,
  values: readonly T[] | undefined,
): SQL | undefined => {
  if (!values?.length) return undefined;
  if (!column) return NONE;
  return sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
};

/** The live profile columns a role's statistics read. */
function liveColumns(role: TRole) {
  if (role === 'intern')
    return {
      profile: interns,
      id: interns.id,
      municipality: interns.municipalityId,
      gender: interns.gender,
      birthYear: sql`extract(year from ${interns.birthdate})::int`,
      businessType: undefined,
    };
  if (role === 'mentor')
    return {
      profile: mentors,
      id: mentors.id,
      municipality: mentors.municipalityId,
      gender: mentors.gender,
      birthYear: undefined,
      businessType: undefined,
    };
  return {
    profile: businesses,
    id: businesses.id,
    municipality: businesses.municipalityId,
    gender: undefined,
    birthYear: undefined,
    businessType: businesses.typeId,
  };
}

/**
 * How many accounts of a role there are (or were registered in a period, in some places, ...): the live accounts
 * plus the anonymised rows of deleted ones, so deleting an account never changes a statistic. Reports that count
 * accounts (issue 11) count through this, by the facts both sides have; breakdowns by what anonymised rows do not
 * keep (ethnicity, health conditions, skills, categories) can only count live accounts.
 */
export async function countAccounts(exec: Executor, f: AccountCountFilter): Promise<AccountCount> {
  const c = liveColumns(f.role);
  const [live] = await exec
    .select({ n: count() })
    .from(accounts)
    .leftJoin(c.profile, eq(c.id, accounts.id))
    .where(
      all(
        eq(accounts.role, f.role),
        f.registeredFrom ? gte(accounts.createdAt, new Date(`${f.registeredFrom}T00:00:00Z`)) : undefined,
        f.registeredTo ? lt(accounts.createdAt, nextDay(f.registeredTo)) : undefined,
        matches(c.municipality, f.municipalities),
        matches(c.gender, f.genders),
        matches(c.birthYear, f.birthYears),
        matches(c.businessType, f.businessTypes),
      ),
    );
  const a = anonymisedAccounts;
  const [gone] = await exec
    .select({ n: count() })
    .from(a)
    .where(
      and(
        eq(a.role, f.role),
        f.registeredFrom ? gte(a.registeredOn, f.registeredFrom) : undefined,
        f.registeredTo ? lte(a.registeredOn, f.registeredTo) : undefined,
        f.municipalities?.length ? inArray(a.municipalityId, f.municipalities) : undefined,
        f.genders?.length ? inArray(a.gender, f.genders) : undefined,
        f.birthYears?.length ? inArray(a.birthYear, f.birthYears) : undefined,
        f.businessTypes?.length ? inArray(a.businessTypeId, f.businessTypes) : undefined,
      ),
    );
  const liveN = Number(live?.n ?? 0);
  const goneN = Number(gone?.n ?? 0);
  return { live: liveN, anonymised: goneN, total: liveN + goneN };
}
