import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ENGAGED_STATUSES,
  INTERNSHIP_TAKEN_STATUSES,
  WORKING_STATUSES,
} from '@praktika/contracts/applications';
import { ADULT_AGE, AGE_MAX, AGE_MIN } from '@praktika/contracts/auth';
import type { TLanguage } from '@praktika/contracts/common';
import { addDays, addMonths } from '@praktika/contracts/dates';
import {
  MATCH_WEIGHTS,
  RECRUITMENT_GRACE_DAYS,
  type TOpportunityKind,
} from '@praktika/contracts/opportunities';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { all, containsPattern, inList, listPage, totalDocs } from '../../platform/db/list.ts';
import { folded, foldedSql } from '../../platform/db/fold.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, internCategories, interns, internSkills } from '../../db/schema/profiles.ts';
import { internEducation, internLanguages } from '../../db/schema/cv.ts';
import { applicationFiles, applications } from '../../db/schema/applications.ts';
import { guardianConsents } from '../../db/schema/guardians.ts';
import {
  opportunities,
  opportunityCategories,
  opportunitySkills,
  type OpportunityRow,
} from '../../db/schema/opportunities.ts';

/** Applications that hold a place on a posting: what `acceptedCount` counts and what blocks deleting it. */
export const ACCEPTED_STATUSES = [...ENGAGED_STATUSES, 'COMPLETED'] as const;

/** The organisation shown with a posting. */
export interface OpportunityBusiness {
  id: string;
  name: string;
  email: string;
  logo: FileRow | null;
  /** Verified by the programme (issue 22 §3). */
  verified: boolean;
}

/** A posting with what its answer needs besides its own row. */
export interface OpportunityDetail {
  row: OpportunityRow;
  categories: string[];
  skills: string[];
  business: OpportunityBusiness;
  acceptedCount: number;
}

/** A match's score and the reasons behind it (catalogue ids; the service names them). */
export interface MatchRow {
  id: string;
  score: number;
  categories: string[];
  skills: string[];
  municipality: boolean;
  language: boolean;
  availability: boolean;
}

/** The filters both lists share, already normalised by the service. */
export interface OpportunityFilter {
  kind: TOpportunityKind;
  categories?: string[];
  skills?: string[];
  municipality?: string[];
  business?: string;
  language?: TLanguage[];
  /** Folded-text "contains" on the title or name. */
  title?: string;
  /** Only postings whose deadline is today or later. */
  incoming?: boolean;
  /** JOB: includes training (true) or not (false). */
  training?: boolean;
  state: 'open' | 'all' | 'expired';
  createdSort?: 'asc' | 'desc';
  deadlineSort?: 'asc' | 'desc';
}

export interface PageArgs {
  page: number;
  limit: number;
  pagination: boolean;
}

/** An intern as a matched candidate: the profile columns an organisation may see (no birth date leaves here
 * except to compute the age in the service, which drops it). */
export interface MatchedInternRow {
  id: string;
  name: string;
  lastName: string;
  birthdate: string;
  gender: 'M' | 'F' | 'O';
  municipalityId: string;
  availability: string | null;
  photo: FileRow | null;
  categories: string[];
  skills: string[];
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
const ids = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const textArray = (values: readonly string[]) =>
  values.length ? sql`array[${ids(values)}]::text[]` : sql`'{}'::text[]`;

/** Links of many postings in one table: posting id -> item ids (in id order, stable). */
async function linksOf(
  ex: Executor,
  table: typeof opportunityCategories | typeof opportunitySkills,
  opportunityIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!opportunityIds.length) return out;
  const rows = await ex
    .select({ owner: table.opportunityId, item: table.itemId })
    .from(table)
    .where(inArray(table.opportunityId, opportunityIds))
    .orderBy(asc(table.opportunityId), asc(table.itemId));
  for (const r of rows) out.set(r.owner, [...(out.get(r.owner) ?? []), r.item]);
  return out;
}

/** The age limits as a birth-date window on `today`: born after `earliest`, on or before `latest`. */
export function birthdateWindow(today: string): { earliest: string; latest: string } {
  return { earliest: addMonths(today, -12 * (AGE_MAX + 1)), latest: addMonths(today, -12 * AGE_MIN) };
}

/** The recruitment of a posting due on `deadline` is open on `today` iff deadline >= this date. */
export const openSince = (today: string) => addDays(today, -RECRUITMENT_GRACE_DAYS);

const W = MATCH_WEIGHTS;
const ACCEPTED_SQL = sql.raw(ACCEPTED_STATUSES.map((s) => `'${s}'`).join(', '));
const WORKING_SQL = sql.raw(WORKING_STATUSES.map((s) => `'${s}'`).join(', '));
const TAKEN_SQL = sql.raw(INTERNSHIP_TAKEN_STATUSES.map((s) => `'${s}'`).join(', '));

export function createOpportunityRepo(db: Executor, opts: { kind?: 'pg' | 'pglite' } = {}) {
  const repo = createRepo(db, opportunities);

  /**
   * Runs a matching statement on PostgreSQL in its own transaction with settings for it alone: memory for its
   * hash aggregates (the default 4 MB spills the grouping of ~70,000 interns to disk) and no JIT (its estimated
   * cost crosses jit_above_cost, and compiling took longer than the whole query: ~0.7 s at bench scale). Inside a
   * caller's transaction, and on PGlite (one in-process backend, no JIT), the statement runs as it is.
   */
  async function tuned(ex: Executor, query: SQL): Promise<unknown> {
    if (opts.kind !== 'pg' || ex !== db) return ex.execute(query);
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '32MB'`);
      await tx.execute(sql`set local jit = off`);
      return tx.execute(query);
    });
  }

  /** Businesses (name, e-mail, logo) by id. */
  async function businessesOf(
    ex: Executor,
    businessIds: string[],
  ): Promise<Map<string, OpportunityBusiness>> {
    const out = new Map<string, OpportunityBusiness>();
    if (!businessIds.length) return out;
    const rows = await ex
      .select({
        id: businesses.id,
        name: businesses.name,
        email: accounts.email,
        logo: files,
        status: businesses.verificationStatus,
      })
      .from(businesses)
      .innerJoin(accounts, eq(accounts.id, businesses.id))
      .leftJoin(files, eq(files.id, businesses.logo))
      .where(inArray(businesses.id, [...new Set(businessIds)]));
    for (const { status, ...r } of rows) out.set(r.id, { ...r, verified: status === 'VERIFIED' });
    return out;
  }

  /** Accepted applications per posting. */
  async function acceptedCounts(ex: Executor, opportunityIds: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (!opportunityIds.length) return out;
    const rows = await ex
      .select({ id: applications.opportunityId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(applications)
      .where(
        and(
          inArray(applications.opportunityId, opportunityIds),
          inArray(applications.status, [...ACCEPTED_STATUSES]),
        ),
      )
      .groupBy(applications.opportunityId);
    for (const r of rows) out.set(r.id, r.n);
    return out;
  }

  /** Rows with their links, organisation and accepted count, in the rows' order (five queries for any page). */
  async function hydrate(rows: OpportunityRow[], ex: Executor = db): Promise<OpportunityDetail[]> {
    const keys = rows.map((r) => r.id);
    const [cats, skills, owners, counts] = await Promise.all([
      linksOf(ex, opportunityCategories, keys),
      linksOf(ex, opportunitySkills, keys),
      businessesOf(
        ex,
        rows.map((r) => r.businessId),
      ),
      acceptedCounts(ex, keys),
    ]);
    return rows.map((row) => ({
      row,
      categories: cats.get(row.id) ?? [],
      skills: skills.get(row.id) ?? [],
      business: owners.get(row.businessId) ?? {
        id: row.businessId,
        name: '',
        email: '',
        logo: null,
        verified: false,
      },
      acceptedCount: counts.get(row.id) ?? 0,
    }));
  }

  /** The posting's row; `lock`: SELECT … FOR UPDATE (the applications module counts spots under it). */
  async function findRow(
    id: string,
    kind: TOpportunityKind | undefined,
    ex: Executor = db,
    lock = false,
  ): Promise<OpportunityRow | undefined> {
    const q = ex
      .select()
      .from(opportunities)
      .where(and(eq(opportunities.id, id), kind ? eq(opportunities.kind, kind) : undefined));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /** Conditions of the lists, on `opportunities`. */
  function where(f: OpportunityFilter, today: string): SQL | undefined {
    const since = openSince(today);
    const anyLink = (table: typeof opportunityCategories | typeof opportunitySkills, list?: string[]) =>
      list?.length
        ? sql`exists (select 1 from ${table} where ${table.opportunityId} = ${opportunities.id} and ${inArray(table.itemId, list)})`
        : undefined;
    return all(
      eq(opportunities.kind, f.kind),
      f.state === 'open' ? gte(opportunities.deadline, since) : undefined,
      f.state === 'expired' ? lt(opportunities.deadline, since) : undefined,
      f.incoming ? gte(opportunities.deadline, today) : undefined,
      anyLink(opportunityCategories, f.categories),
      anyLink(opportunitySkills, f.skills),
      inList(opportunities.municipalityId, f.municipality),
      f.business ? eq(opportunities.businessId, f.business) : undefined,
      inList(opportunities.language, f.language),
      f.title ? sql`${foldedSql(opportunities.title)} like ${containsPattern(folded(f.title))}` : undefined,
      f.training !== undefined ? eq(opportunities.includesTraining, f.training) : undefined,
    );
  }

  function orderBy(f: OpportunityFilter): SQL[] {
    const dir = (d: 'asc' | 'desc') => (d === 'asc' ? asc : desc);
    const out: SQL[] = [];
    if (f.deadlineSort) out.push(dir(f.deadlineSort)(opportunities.deadline));
    out.push(dir(f.createdSort ?? 'desc')(opportunities.createdAt));
    out.push(asc(opportunities.id));
    return out;
  }

  return {
    ...repo,
    hydrate,

    /** The posting (of `kind`, when given) with its details; `lock` takes its row lock for the transaction. */
    async findDetail(
      id: string,
      kind: TOpportunityKind | undefined,
      ex: Executor = db,
      lock = false,
    ): Promise<OpportunityDetail | undefined> {
      const row = await findRow(id, kind, ex, lock);
      return row ? (await hydrate([row], ex))[0] : undefined;
    },

    findRow,

    async acceptedCount(id: string, ex: Executor = db): Promise<number> {
      return (await acceptedCounts(ex, [id])).get(id) ?? 0;
    },

    /** One page of postings. */
    async list(f: OpportunityFilter, today: string, page: PageArgs, ex: Executor = db) {
      const q = ex
        .select({ row: opportunities, totalDocs: totalDocs() })
        .from(opportunities)
        .where(where(f, today))
        .orderBy(...orderBy(f))
        .$dynamic();
      const result = await listPage(q, page);
      return {
        ...result,
        docs: await hydrate(
          result.docs.map((d) => d.row),
          ex,
        ),
      };
    },

    /** Replaces the posting's categories and skills. */
    async setLinks(id: string, categories: string[], skills: string[], ex: Executor = db): Promise<void> {
      await ex.delete(opportunityCategories).where(eq(opportunityCategories.opportunityId, id));
      await ex.delete(opportunitySkills).where(eq(opportunitySkills.opportunityId, id));
      const rows = (list: string[]) => [...new Set(list)].map((itemId) => ({ opportunityId: id, itemId }));
      if (categories.length) await ex.insert(opportunityCategories).values(rows(categories));
      if (skills.length) await ex.insert(opportunitySkills).values(rows(skills));
    },

    /** Is `id` an organisation (a business profile whose account is not an admin)? */
    async isOrganisation(id: string, ex: Executor = db): Promise<boolean> {
      const [row] = await ex
        .select({ id: businesses.id })
        .from(businesses)
        .innerJoin(accounts, eq(accounts.id, businesses.id))
        .where(and(eq(businesses.id, id), eq(accounts.role, 'business')))
        .limit(1);
      return Boolean(row);
    },

    /** The intern's profile facts matching needs; undefined when there is no such intern. */
    async internStanding(internId: string, ex: Executor = db) {
      const [row] = await ex
        .select({
          id: interns.id,
          working: sql<boolean>`exists (select 1 from ${applications} a where a.intern_id = ${internId}
            and a.kind = 'JOB' and a.status in (${WORKING_SQL}))`.mapWith(Boolean),
          internshipTaken:
            sql<boolean>`exists (select 1 from ${applications} a where a.intern_id = ${internId}
            and a.kind = 'JOB' and a.status in (${TAKEN_SQL}))`.mapWith(Boolean),
          inTraining: sql<boolean>`exists (select 1 from ${applications} a where a.intern_id = ${internId}
            and a.kind = 'TRAINING' and a.status = 'APPROVED')`.mapWith(Boolean),
        })
        .from(interns)
        .where(eq(interns.id, internId));
      return row;
    },

    /**
     * Interns for one posting, best first (`sort` asc reverses), ties by id, one page; computed in SQL: the
     * interns sharing at least one category or skill with the posting are gathered from the link tables' item
     * indexes and grouped by intern, then scored with MATCH_WEIGHTS. Left out: inactive or unconfirmed accounts,
     * unfilled CVs, ages outside 16-24 on `today`, minors without a guardian's consent (issue 22 §2), anyone already applied or invited, working interns, and (for
     * internship postings) interns who took or completed an internship.
     */
    async internsFor(
      posting: { id: string; kind: TOpportunityKind; municipalityId: string; language: string },
      links: { categories: string[]; skills: string[] },
      opts: { today: string; sort: 'asc' | 'desc'; internName?: string } & PageArgs,
      ex: Executor = db,
    ): Promise<{ rows: MatchRow[]; total: number }> {
      if (!links.categories.length && !links.skills.length) return { rows: [], total: 0 };
      const { earliest, latest } = birthdateWindow(opts.today);
      const name = opts.internName ? containsPattern(folded(opts.internName)) : undefined;
      const dir = opts.sort === 'asc' ? sql`asc` : sql`desc`;
      const page = opts.pagination ? sql`limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}` : sql``;
      const query = sql`
        with cat as (
          select intern_id, count(*)::int as n from ${internCategories}
          where item_id = any(${textArray(links.categories)}) group by intern_id
        ), sk as (
          select intern_id, count(*)::int as n from ${internSkills}
          where item_id = any(${textArray(links.skills)}) group by intern_id
        ), scored as (
          select ${interns.id} as id, coalesce(cat.n, 0) as n_cats, coalesce(sk.n, 0) as n_skills,
            (${interns.municipalityId} = ${posting.municipalityId}) as same_municipality,
            (sp.intern_id is not null) as speaks,
            (coalesce(btrim(${interns.availability}), '') <> '') as available
          from ${interns}
          join ${accounts} on ${accounts.id} = ${interns.id}
          left join cat on cat.intern_id = ${interns.id}
          left join sk on sk.intern_id = ${interns.id}
          left join (select intern_id from ${internLanguages} where language = ${posting.language}) sp
            on sp.intern_id = ${interns.id}
          where (cat.intern_id is not null or sk.intern_id is not null)
            and ${accounts.active} and ${accounts.confirmedAt} is not null and ${interns.updateFinished}
            and ${interns.birthdate} > ${earliest}::date and ${interns.birthdate} <= ${latest}::date
            and (${interns.birthdate} <= ${addMonths(opts.today, -12 * ADULT_AGE)}::date
              or exists (select 1 from ${guardianConsents} gc where gc.intern_id = ${interns.id}
                and gc.status = 'GIVEN'))
            ${name ? sql`and (${foldedSql(interns.name)} || ' ' || ${foldedSql(interns.lastName)}) like ${name}` : sql``}
            and ${interns.id} not in (select x.intern_id from ${applications} x where x.opportunity_id = ${posting.id})
            and not exists (select 1 from ${applications} w where w.intern_id = ${interns.id} and w.kind = 'JOB'
              and w.status in (${posting.kind === 'JOB' ? TAKEN_SQL : WORKING_SQL}))
            ${
              posting.kind === 'TRAINING'
                ? sql`and not exists (select 1 from ${applications} t where t.intern_id = ${interns.id}
                    and t.kind = 'TRAINING' and t.status = 'APPROVED')`
                : sql``
            }
        ), page as (
          select id, same_municipality, speaks, available,
            (${W.category} * least(n_cats, ${W.maxShared})
              + ${W.skill} * least(n_skills, ${W.maxShared})
              + case when same_municipality then ${W.municipality} else 0 end
              + case when speaks then ${W.language} else 0 end
              + case when available then ${W.availability} else 0 end)::int as score,
            count(*) over()::int as total
          from scored
          order by score ${dir}, id asc
          ${page}
        )
        select p.*,
          array(select c.item_id from ${internCategories} c where c.intern_id = p.id
            and c.item_id = any(${textArray(links.categories)})) as cats,
          array(select k.item_id from ${internSkills} k where k.intern_id = p.id
            and k.item_id = any(${textArray(links.skills)})) as skills
        from page p
        order by p.score ${dir}, p.id asc`;
      return readMatches(await tuned(ex, query));
    },

    /**
     * Postings of `kind` for one intern, scored the same way (shared items gathered from the link tables and
     * grouped by posting), with the list filters; only postings whose recruitment is open and that the intern
     * has not applied to or been invited to, and never a score of 0 (nothing in common is not a match).
     * `sharedOnly`: only postings sharing a category or skill (the matches endpoint); otherwise every such
     * posting with a score (the public list's matched mode).
     */
    async postingsFor(
      intern: { id: string; municipalityId: string; availability: string | null },
      f: OpportunityFilter,
      opts: { today: string; sort: 'asc' | 'desc'; sharedOnly: boolean } & PageArgs,
      ex: Executor = db,
    ): Promise<{ rows: MatchRow[]; total: number }> {
      const dir = opts.sort === 'asc' ? sql`asc` : sql`desc`;
      const page = opts.pagination ? sql`limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}` : sql``;
      const available = (intern.availability ?? '').trim() !== '';
      const filters = where({ ...f, state: 'open' }, opts.today);
      const query = sql`
        with open as (
          select ${opportunities.id} as id, ${opportunities.municipalityId} as municipality_id,
            ${opportunities.language} as language
          from ${opportunities}
          where ${filters ?? sql`true`}
            and not exists (select 1 from ${applications} x where x.intern_id = ${intern.id}
              and x.opportunity_id = ${opportunities.id})
        ), shared as (
          select u.opportunity_id, count(*) filter (where u.k = 'c')::int as n_cats,
            count(*) filter (where u.k = 's')::int as n_skills
          from (
            select oc.opportunity_id, 'c' as k from ${opportunityCategories} oc
              join ${internCategories} ic on ic.item_id = oc.item_id and ic.intern_id = ${intern.id}
            union all
            select os.opportunity_id, 's' as k from ${opportunitySkills} os
              join ${internSkills} isk on isk.item_id = os.item_id and isk.intern_id = ${intern.id}
          ) u
          join open o on o.id = u.opportunity_id
          group by u.opportunity_id
        ), scored as (
          select o.id, (o.municipality_id = ${intern.municipalityId}) as same_municipality,
            exists (select 1 from ${internLanguages} l where l.intern_id = ${intern.id}
              and l.language = o.language) as speaks,
            (${W.category} * least(coalesce(s.n_cats, 0), ${W.maxShared})
              + ${W.skill} * least(coalesce(s.n_skills, 0), ${W.maxShared})
              + case when o.municipality_id = ${intern.municipalityId} then ${W.municipality} else 0 end
              + case when exists (select 1 from ${internLanguages} l where l.intern_id = ${intern.id}
                  and l.language = o.language) then ${W.language} else 0 end
              + ${available ? W.availability : 0})::int as score
          from open o
          ${opts.sharedOnly ? sql`join` : sql`left join`} shared s on s.opportunity_id = o.id
        ), page as (
          select scored.*, count(*) over()::int as total
          from scored
          where score > 0
          order by score ${dir}, id asc
          ${page}
        )
        select p.*, ${sql.raw(available ? 'true' : 'false')} as available,
          array(select oc.item_id from ${opportunityCategories} oc
            join ${internCategories} ic on ic.item_id = oc.item_id and ic.intern_id = ${intern.id}
            where oc.opportunity_id = p.id) as cats,
          array(select os.item_id from ${opportunitySkills} os
            join ${internSkills} isk on isk.item_id = os.item_id and isk.intern_id = ${intern.id}
            where os.opportunity_id = p.id) as skills
        from page p
        order by p.score ${dir}, p.id asc`;
      return readMatches(await tuned(ex, query));
    },

    /** Rows of postings by id, in the order given. */
    async rowsByIds(list: string[], ex: Executor = db): Promise<OpportunityRow[]> {
      if (!list.length) return [];
      const rows = await ex.select().from(opportunities).where(inArray(opportunities.id, list));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return list.map((id) => byId.get(id)).filter((r): r is OpportunityRow => Boolean(r));
    },

    /** What a matched candidate shows, by intern id, in the order given. */
    async matchedInterns(list: string[], ex: Executor = db): Promise<MatchedInternRow[]> {
      if (!list.length) return [];
      const rows = await ex
        .select({
          id: interns.id,
          name: interns.name,
          lastName: interns.lastName,
          birthdate: interns.birthdate,
          gender: interns.gender,
          municipalityId: interns.municipalityId,
          availability: interns.availability,
          photo: files,
        })
        .from(interns)
        .leftJoin(files, eq(files.id, interns.photoId))
        .where(inArray(interns.id, list));
      const links = async (table: typeof internCategories | typeof internSkills) => {
        const out = new Map<string, string[]>();
        const found = await ex
          .select({ owner: table.ownerId, item: table.itemId })
          .from(table)
          .where(inArray(table.ownerId, list));
        for (const r of found) out.set(r.owner, [...(out.get(r.owner) ?? []), r.item]);
        return out;
      };
      const [cats, skills] = await Promise.all([links(internCategories), links(internSkills)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return list.flatMap((id) => {
        const r = byId.get(id);
        return r ? [{ ...r, categories: cats.get(id) ?? [], skills: skills.get(id) ?? [] }] : [];
      });
    },

    /** The intern's municipality and availability (matching's own side), or undefined. */
    async internForMatching(internId: string, ex: Executor = db) {
      const [row] = await ex
        .select({
          id: interns.id,
          municipalityId: interns.municipalityId,
          availability: interns.availability,
        })
        .from(interns)
        .where(eq(interns.id, internId));
      return row;
    },

    /** What `isCvFilled` reads of the intern's CV, the lists as counts; undefined when there is no such intern. */
    async cvFacts(internId: string, ex: Executor = db) {
      const [row] = await ex
        .select({
          name: interns.name,
          lastName: interns.lastName,
          birthdate: interns.birthdate,
          gender: interns.gender,
          municipality: interns.municipalityId,
          categories: sql<number>`(select count(*) from ${internCategories}
            where ${internCategories.ownerId} = ${interns.id})::int`.mapWith(Number),
          education: sql<number>`(select count(*) from ${internEducation}
            where ${internEducation.internId} = ${interns.id})::int`.mapWith(Number),
          languages: sql<number>`(select count(*) from ${internLanguages}
            where ${internLanguages.internId} = ${interns.id})::int`.mapWith(Number),
        })
        .from(interns)
        .where(eq(interns.id, internId));
      return row;
    },

    /**
     * How many interns a posting's matches leave out only because their CV is not filled: active, confirmed,
     * 16-24 on `today`, sharing a field of interest or a skill with the posting, CV not filled. A count, never who.
     */
    async incompleteCvsFor(
      links: { categories: string[]; skills: string[] },
      today: string,
      ex: Executor = db,
    ): Promise<number> {
      if (!links.categories.length && !links.skills.length) return 0;
      const { earliest, latest } = birthdateWindow(today);
      const result = await ex.execute(sql`
        select count(*)::int as n from ${interns}
        join ${accounts} on ${accounts.id} = ${interns.id}
        where not ${interns.updateFinished}
          and ${accounts.active} and ${accounts.confirmedAt} is not null
          and ${interns.birthdate} > ${earliest}::date and ${interns.birthdate} <= ${latest}::date
          and (${interns.id} in (select intern_id from ${internCategories}
                where item_id = any(${textArray(links.categories)}))
            or ${interns.id} in (select intern_id from ${internSkills}
                where item_id = any(${textArray(links.skills)})))`);
      return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
    },

    /** Applications that hold a place (or held one: completed) on the posting. */
    async engagedCount(id: string, ex: Executor = db): Promise<number> {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(applications)
        .where(and(eq(applications.opportunityId, id), sql`${applications.status} in (${ACCEPTED_SQL})`));
      return row?.n ?? 0;
    },
    /** Every file the posting's applications hold (uploaded files, contracts): deleted with the posting. */
    async applicationFileIds(id: string, ex: Executor = db): Promise<string[]> {
      const uploaded = await ex
        .select({ id: applicationFiles.fileId })
        .from(applicationFiles)
        .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
        .where(eq(applications.opportunityId, id));
      const contracts = await ex
        .select({ id: applications.contractFileId })
        .from(applications)
        .where(and(eq(applications.opportunityId, id), sql`${applications.contractFileId} is not null`));
      return [...uploaded, ...contracts].map((r) => r.id).filter((x): x is string => x !== null);
    },
  };
}
export type OpportunityRepo = ReturnType<typeof createOpportunityRepo>;

function readMatches(result: unknown): { rows: MatchRow[]; total: number } {
  const rows = rowsOf<{
    id: string;
    cats: string[];
    skills: string[];
    same_municipality: boolean;
    speaks: boolean;
    available: boolean;
    score: number | string;
    total: number | string;
  }>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      score: Number(r.score),
      categories: [...(r.cats ?? [])].sort(),
      skills: [...(r.skills ?? [])].sort(),
      municipality: Boolean(r.same_municipality),
      language: Boolean(r.speaks),
      availability: Boolean(r.available),
    })),
  };
}
