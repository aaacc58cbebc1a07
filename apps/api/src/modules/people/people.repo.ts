import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, not, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TBusinessesQuery, TInternsQuery, TMentorsQuery } from '@praktika/contracts/people';
import { WORKING_STATUSES, type TApplicationStatus } from '@praktika/contracts/applications';
import type { Executor } from '../../platform/db/client.ts';
import { all, contains, containsPattern, inList, listPage, totalDocs } from '../../platform/db/list.ts';
import { updateStamped } from '../../platform/db/repo.ts';
import { files } from '../../db/schema/files.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { catalogueRefs, type LinkTable } from '../accounts/accounts.public.ts';
import { applications } from '../../db/schema/applications.ts';
import { guardianConsents } from '../../db/schema/guardians.ts';
import { ADULT_AGE } from '@praktika/contracts/auth';
import { addMonths } from '@praktika/contracts/dates';
import { mentorshipRequests, mentorships } from '../../db/schema/mentoring.ts';
import { ASSIGNMENT_WEIGHTS, MENTOR_MAX_INTERNS } from '@praktika/contracts/mentoring';
import {
  businessCategories,
  businesses,
  businessVerifications,
  internCategories,
  interns,
  internSkills,
  mentorCategories,
  mentors,
  mentorSkills,
} from '../../db/schema/profiles.ts';

/* ---------- Writes ---------- */

/** The account row, locked for the caller's transaction. */
export async function lockAccount(exec: Executor, id: string) {
  const [row] = await exec.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

export async function lockBusiness(exec: Executor, id: string) {
  const [row] = await exec.select().from(businesses).where(eq(businesses.id, id)).for('update');
  return row;
}

export async function lockMentor(exec: Executor, id: string) {
  const [row] = await exec.select().from(mentors).where(eq(mentors.id, id)).for('update');
  return row;
}

/** Another account of `type` already uses `email` (case-insensitively). */
export async function emailTakenByOther(
  exec: Executor,
  type: TAccountType,
  email: string,
  exceptId: string,
): Promise<boolean> {
  const [row] = await exec
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.accountType, type),
        sql`lower(${accounts.email}) = ${email.toLowerCase()}`,
        ne(accounts.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Another organisation already has `number` (case-insensitively). */
export async function numberTakenByOther(exec: Executor, number: string, exceptId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(sql`lower(${businesses.number}) = ${number.toLowerCase()}`, ne(businesses.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function setAccountColumns(
  exec: Executor,
  id: string,
  set: Partial<Pick<typeof accounts.$inferInsert, 'email' | 'active'>> & { bumpSession?: boolean },
): Promise<void> {
  const { bumpSession, ...columns } = set;
  await exec
    .update(accounts)
    .set({
      ...columns,
      ...(bumpSession ? { sessionVersion: sql`${accounts.sessionVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, id));
}

/** Columns of a profile row an update sets (never its id or creation time). */
type ProfileSet<T extends typeof businesses | typeof mentors> = Partial<
  Omit<T['$inferInsert'], 'id' | 'createdAt'>
>;

export const updateBusinessRow = (exec: Executor, id: string, set: ProfileSet<typeof businesses>) =>
  updateStamped(exec, businesses, id, set);

export const updateMentorRow = (exec: Executor, id: string, set: ProfileSet<typeof mentors>) =>
  updateStamped(exec, mentors, id, set);

/** Replaces the owner's links in one link table. */
export async function relink(exec: Executor, table: LinkTable, ownerId: string, itemIds: string[]) {
  await exec.delete(table).where(eq(table.ownerId, ownerId));
  const rows = [...new Set(itemIds)].map((itemId) => ({ ownerId, itemId }));
  if (rows.length) await exec.insert(table).values(rows);
}

export { BUSINESS_LINKS, MENTOR_LINKS } from '../../db/schema/profiles.ts';

/** Sets the intern's `updateRequired`; false when there is no such intern. */
export async function setInternUpdateRequired(exec: Executor, id: string, value: boolean): Promise<boolean> {
  const rows = await exec
    .update(interns)
    .set({ updateRequired: value, updatedAt: new Date() })
    .where(eq(interns.id, id))
    .returning({ id: interns.id });
  return rows.length > 0;
}

/** A file attached to a profile belongs to that person, whoever uploaded it (an admin, say). */
export async function giveFileTo(exec: Executor, fileId: string, ownerId: string): Promise<void> {
  await exec.update(files).set({ ownerId }).where(eq(files.id, fileId));
}

/** The admin who verified an organisation (a second reference to accounts in one select). */
const verifier = alias(accounts, 'verifier');

/** Records a verification decision (issue 22 §3): the organisation's columns and a row in its log. */
export async function recordVerification(
  exec: Executor,
  input: {
    businessId: string;
    status: 'VERIFIED' | 'REJECTED';
    reason: string | null;
    actor: { id: string; email: string };
    at: Date;
  },
): Promise<void> {
  const { businessId, status, reason, actor, at } = input;
  await updateStamped(
    exec,
    businesses,
    businessId,
    status === 'VERIFIED'
      ? { verificationStatus: status, verifiedAt: at, verifiedBy: actor.id, rejectionReason: null }
      : {
          verificationStatus: status,
          verifiedAt: null,
          verifiedBy: null,
          rejectedAt: at,
          rejectionReason: reason,
        },
  );
  await exec.insert(businessVerifications).values({
    id: randomUUID(),
    businessId,
    status,
    reason,
    actorId: actor.id,
    actorEmail: actor.email,
    at,
  });
}

/** Every active administrator's address and language (the change-request recipients). */
export async function activeAdmins(exec: Executor) {
  return exec
    .select({ id: accounts.id, email: accounts.email, emailLanguage: accounts.emailLanguage })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.active, true)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/* ---------- Lists ---------- */

/** An internship that was (or is) taken up: hired from its start date on (`hiredFrom`/`hiredTo`). */
const HIRED_STATUSES: readonly TApplicationStatus[] = ['APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED'];

/** Inclusive calendar days (UTC) on a timestamp column. */
function registeredBetween(column: PgColumn, from?: string, to?: string): SQL | undefined {
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  return all(
    from ? gte(column, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(column, nextDay(to)) : undefined,
  );
}

/** The owner has at least one of `ids` in `table`. */
function linksAny(owner: PgColumn, table: LinkTable, ids: string[] | undefined): SQL | undefined {
  if (!ids?.length) return undefined;
  return sql`exists (select 1 from ${table} where ${table.ownerId} = ${owner} and ${inArray(table.itemId, ids)})`;
}

/** Links of many owners in one table: owner id -> item ids. */
export async function linksOf(exec: Executor, table: LinkTable, ownerIds: string[]) {
  const out = new Map<string, string[]>();
  if (!ownerIds.length) return out;
  const rows = await exec
    .select({ ownerId: table.ownerId, itemId: table.itemId })
    .from(table)
    .where(inArray(table.ownerId, ownerIds));
  for (const r of rows) out.set(r.ownerId, [...(out.get(r.ownerId) ?? []), r.itemId]);
  return out;
}

export { catalogueRefs };
export type CatalogueMap = Map<string, TCatalogueRef>;

const byName = (sort: string, first: PgColumn, second: PgColumn, created: PgColumn, id: PgColumn) => {
  const dir = sort.startsWith('-') ? desc : asc;
  return sort.endsWith('name')
    ? [dir(sql`lower(${first})`), dir(sql`lower(${second})`), dir(id)]
    : [dir(created), dir(id)];
};

/** The intern has an application in one of `statuses` (optionally of one kind, and more conditions). */
function hasApplication(statuses: readonly TApplicationStatus[], ...more: Array<SQL | undefined>): SQL {
  return sql`exists (select 1 from ${applications} where ${all(
    eq(applications.internId, interns.id),
    inArray(applications.status, [...statuses]),
    ...more,
  )})`;
}

/** The intern's state (contracts/people.ts INTERN_STATES): ACTIVE, else PAST, else INACTIVE. */
function internState(type: TInternsQuery['type']): SQL | undefined {
  const active = hasApplication(WORKING_STATUSES);
  const past = hasApplication(['COMPLETED']);
  if (type === 'ACTIVE') return active;
  if (type === 'PAST') return and(past, not(active));
  if (type === 'INACTIVE') return and(not(past), not(active));
  return undefined;
}

/** An internship started in the range: a JOB application holding the place, with its start date in it. */
function hiredBetween(from?: string, to?: string): SQL | undefined {
  if (!from && !to) return undefined;
  return hasApplication(
    HIRED_STATUSES,
    eq(applications.kind, 'JOB'),
    from ? gte(applications.startDate, from.slice(0, 10)) : undefined,
    to ? lte(applications.startDate, to.slice(0, 10)) : undefined,
  );
}

/**
 * Issue 22 §2: the guardian consent filter on Kosovo's day `today`. Adults (18 on `today`) are NOT_NEEDED; a minor
 * without a guardian row is PENDING.
 */
function guardianConsentIn(statuses: TInternsQuery['guardianConsent'], today: string): SQL | undefined {
  if (!statuses?.length) return undefined;
  const adult = sql`${interns.birthdate} <= ${addMonths(today, -12 * ADULT_AGE)}::date`;
  const parts = statuses.map((s) =>
    s === 'NOT_NEEDED'
      ? adult
      : s === 'PENDING'
        ? sql`(not ${adult} and coalesce(${guardianConsents.status}, 'PENDING') = 'PENDING')`
        : sql`(not ${adult} and ${guardianConsents.status} = ${s})`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

export async function listInterns(exec: Executor, q: TInternsQuery, today: string) {
  const query = exec
    .select({
      id: interns.id,
      email: accounts.email,
      active: accounts.active,
      createdAt: accounts.createdAt,
      name: interns.name,
      lastName: interns.lastName,
      gender: interns.gender,
      municipalityId: interns.municipalityId,
      availability: interns.availability,
      updateRequired: interns.updateRequired,
      updateFinished: interns.updateFinished,
      birthdate: interns.birthdate,
      guardianStatus: guardianConsents.status,
      totalDocs: totalDocs(),
    })
    .from(interns)
    .innerJoin(accounts, eq(accounts.id, interns.id))
    .leftJoin(guardianConsents, eq(guardianConsents.internId, interns.id))
    .where(
      all(
        // First name, last name, or both as typed ("Arta Krasniqi").
        q.name
          ? ilike(sql`${interns.name} || ' ' || ${interns.lastName}`, containsPattern(q.name))
          : undefined,
        inList(interns.municipalityId, q.municipality),
        inList(interns.gender, q.gender),
        inList(interns.availability, q.availability),
        linksAny(interns.id, internSkills, q.skills),
        linksAny(interns.id, internCategories, q.categories),
        registeredBetween(accounts.createdAt, q.registeredFrom, q.registeredTo),
        internState(q.type),
        hiredBetween(q.hiredFrom, q.hiredTo),
        guardianConsentIn(q.guardianConsent, today),
      ),
    )
    .orderBy(...byName(q.sort, interns.name, interns.lastName, accounts.createdAt, interns.id))
    .$dynamic();
  return listPage(query, q);
}

export async function listBusinessAccounts(
  exec: Executor,
  q: TBusinessesQuery,
  role: Extract<TRole, 'business' | 'admin'>,
) {
  const orgs = role === 'business';
  const query = exec
    .select({
      id: accounts.id,
      email: accounts.email,
      active: accounts.active,
      createdAt: accounts.createdAt,
      name: businesses.name,
      number: businesses.number,
      typeId: businesses.typeId,
      municipalityId: businesses.municipalityId,
      contactPerson: businesses.contactPerson,
      verificationStatus: businesses.verificationStatus,
      verifiedAt: businesses.verifiedAt,
      verifiedBy: verifier.email,
      rejectedAt: businesses.rejectedAt,
      rejectionReason: businesses.rejectionReason,
      totalDocs: totalDocs(),
    })
    .from(accounts)
    .innerJoin(businesses, eq(businesses.id, accounts.id))
    .leftJoin(verifier, eq(verifier.id, businesses.verifiedBy))
    .where(
      all(
        eq(accounts.accountType, 'business'),
        eq(accounts.role, role),
        orgs ? contains(businesses.name, q.businessName) : undefined,
        orgs ? contains(businesses.number, q.businessNumber) : undefined,
        orgs ? inList(businesses.typeId, q.businessTypes) : undefined,
        orgs ? inList(businesses.municipalityId, q.municipality) : undefined,
        orgs ? linksAny(businesses.id, businessCategories, q.businessCategories) : undefined,
        orgs ? inList(businesses.verificationStatus, q.verification) : undefined,
        orgs ? registeredBetween(accounts.createdAt, q.registeredFrom, q.registeredTo) : undefined,
      ),
    )
    .orderBy(...byName(q.sort, businesses.name, businesses.name, accounts.createdAt, accounts.id))
    .$dynamic();
  return listPage(query, q);
}

export async function listMentors(exec: Executor, q: TMentorsQuery) {
  // Current (PENDING or ACTIVE) mentorships: the mentor's interns now.
  const load = sql<number>`(select count(*) from ${mentorships} where ${mentorships.mentorId} = ${mentors.id} and ${mentorships.status} in ('PENDING', 'ACTIVE'))`;
  const openSpots =
    q.hasOpenSpots === undefined
      ? undefined
      : q.hasOpenSpots
        ? sql`${load} < ${MENTOR_MAX_INTERNS}`
        : sql`${load} >= ${MENTOR_MAX_INTERNS}`;
  // Mentors who already had a mentorship for that application (declined, ended or current).
  const invited =
    q.application && q.removeInvitedMentors
      ? sql`not exists (select 1 from ${mentorships} where ${mentorships.mentorId} = ${mentors.id} and ${mentorships.applicationId} = ${q.application})`
      : undefined;
  // For an admin assigning: the assignment's ranking for that application's intern (contracts/mentoring.ts
  // rankMentors: shared fields of interest and skills, then the same municipality), then the lower load.
  const intern = q.application
    ? sql`(select ${applications.internId} from ${applications} where ${applications.id} = ${q.application})`
    : undefined;
  const w = ASSIGNMENT_WEIGHTS;
  const ranking = intern
    ? [
        desc(
          sql`least((select count(*) from ${mentorCategories} where ${mentorCategories.ownerId} = ${mentors.id} and ${mentorCategories.itemId} in (select ${internCategories.itemId} from ${internCategories} where ${internCategories.ownerId} = ${intern})), ${w.maxShared}) * ${w.category} + least((select count(*) from ${mentorSkills} where ${mentorSkills.ownerId} = ${mentors.id} and ${mentorSkills.itemId} in (select ${internSkills.itemId} from ${internSkills} where ${internSkills.ownerId} = ${intern})), ${w.maxShared}) * ${w.skill}`,
        ),
        desc(
          sql`coalesce(${mentors.municipalityId} = (select ${interns.municipalityId} from ${interns} where ${interns.id} = ${intern}), false)`,
        ),
        asc(load),
      ]
    : [];
  const query = exec
    .select({
      id: mentors.id,
      email: accounts.email,
      active: accounts.active,
      createdAt: accounts.createdAt,
      name: mentors.name,
      surname: mentors.surname,
      gender: mentors.gender,
      municipalityId: mentors.municipalityId,
      job: mentors.job,
      available: mentors.available,
      approvedByAdmin: mentors.approvedByAdmin,
      yearsOfExperience: mentors.yearsOfExperience,
      languages: mentors.languages,
      currentInterns: load.mapWith(Number),
      totalDocs: totalDocs(),
    })
    .from(mentors)
    .innerJoin(accounts, eq(accounts.id, mentors.id))
    .where(
      all(
        contains(mentors.name, q.firstName),
        contains(mentors.surname, q.lastName),
        inList(mentors.municipalityId, q.municipality),
        inList(mentors.gender, q.gender),
        q.availability ? eq(mentors.available, q.availability === 'available') : undefined,
        q.approved !== undefined ? eq(mentors.approvedByAdmin, q.approved) : undefined,
        linksAny(mentors.id, mentorSkills, q.skills),
        linksAny(mentors.id, mentorCategories, q.categories),
        registeredBetween(accounts.createdAt, q.registeredFrom, q.registeredTo),
        openSpots,
        invited,
      ),
    )
    .orderBy(...ranking, ...byName(q.sort, mentors.name, mentors.surname, accounts.createdAt, mentors.id))
    .$dynamic();
  return listPage(query, q);
}

/**
 * What an admin assigning a mentor for `applicationId` needs of its intern (issue 17): municipality, fields of
 * interest, skills, and the languages asked for (the waiting request's, else the newest mentorship's for it).
 */
export async function assignmentTarget(exec: Executor, applicationId: string) {
  const [app] = await exec
    .select({ internId: applications.internId, municipalityId: interns.municipalityId })
    .from(applications)
    .innerJoin(interns, eq(interns.id, applications.internId))
    .where(eq(applications.id, applicationId));
  if (!app) return undefined;
  const [cats, skills, [request], [mentorship]] = await Promise.all([
    exec
      .select({ id: internCategories.itemId })
      .from(internCategories)
      .where(eq(internCategories.ownerId, app.internId)),
    exec.select({ id: internSkills.itemId }).from(internSkills).where(eq(internSkills.ownerId, app.internId)),
    exec
      .select({ languages: mentorshipRequests.languages })
      .from(mentorshipRequests)
      .where(
        and(eq(mentorshipRequests.applicationId, applicationId), eq(mentorshipRequests.status, 'WAITING')),
      )
      .limit(1),
    exec
      .select({ languages: mentorships.languages })
      .from(mentorships)
      .where(eq(mentorships.applicationId, applicationId))
      .orderBy(desc(mentorships.createdAt), desc(mentorships.id))
      .limit(1),
  ]);
  return {
    municipalityId: app.municipalityId,
    categoryIds: cats.map((c) => c.id),
    skillIds: skills.map((c) => c.id),
    languages: request?.languages ?? mentorship?.languages ?? [],
  };
}
