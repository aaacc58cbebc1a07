import { and, asc, desc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPageQuery } from '@praktika/contracts/common';
import type { TCancellationListQuery, TRedFlagListQuery } from '@praktika/contracts/safety';
import type { Executor } from '../../platform/db/client.ts';
import { all, inList, listPage, totalDocs } from '../../platform/db/list.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';
import { applications, applicationEvents } from '../../db/schema/applications.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { cancellations, redFlagAlerts, redFlags } from '../../db/schema/safety.ts';

export type NewCancellation = typeof cancellations.$inferInsert;
export type NewRedFlag = typeof redFlags.$inferInsert;
export type RedFlagRow = typeof redFlags.$inferSelect;

/**
 * An application with what cancellations and red flags need: the parties' names and addresses (for e-mails),
 * the intern's birth date (minors), and the posting's kind and title.
 */
export async function findApplicationParties(exec: Executor, id: string, lock = false) {
  const q = exec
    .select({
      id: applications.id,
      kind: applications.kind,
      status: applications.status,
      internId: applications.internId,
      businessId: applications.businessId,
      startDate: applications.startDate,
      endDate: applications.endDate,
      title: opportunities.title,
      internName: interns.name,
      internLastName: interns.lastName,
      internBirthdate: interns.birthdate,
      businessName: businesses.name,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(interns, eq(interns.id, applications.internId))
    .innerJoin(businesses, eq(businesses.id, applications.businessId))
    .where(eq(applications.id, id));
  const [row] = lock ? await q.for('update', { of: applications }) : await q;
  return row;
}
export type ApplicationParties = NonNullable<Awaited<ReturnType<typeof findApplicationParties>>>;

/** The address, language and active flag of accounts (e-mail recipients). */
export async function recipients(exec: Executor, ids: string[]) {
  if (!ids.length) return [];
  return exec
    .select({ id: accounts.id, email: accounts.email, emailLanguage: accounts.emailLanguage })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), eq(accounts.active, true)));
}

/** Every active administrator except `exceptId` (the acting admin reads the answer already). */
export async function adminRecipients(exec: Executor, exceptId?: string) {
  return exec
    .select({ id: accounts.id, email: accounts.email, emailLanguage: accounts.emailLanguage })
    .from(accounts)
    .where(
      all(
        eq(accounts.role, 'admin'),
        eq(accounts.active, true),
        exceptId ? ne(accounts.id, exceptId) : undefined,
      ),
    )
    .orderBy(accounts.createdAt, accounts.id);
}

/** Is the mentor approved by the programme's admins? */
export async function mentorApproved(exec: Executor, id: string): Promise<boolean> {
  const [row] = await exec
    .select({ approved: mentors.approvedByAdmin })
    .from(mentors)
    .where(eq(mentors.id, id));
  return row?.approved ?? false;
}

/* ---------- Cancellations ---------- */

/** Ends the application: status CANCELLED, the new end date, and one timeline step. */
export async function cancelApplication(
  exec: Executor,
  app: { id: string; endDate: string },
  event: typeof applicationEvents.$inferInsert,
): Promise<void> {
  await exec
    .update(applications)
    .set({ status: 'CANCELLED', endDate: app.endDate, updatedAt: new Date() })
    .where(eq(applications.id, app.id));
  await exec.insert(applicationEvents).values(event);
}

export async function insertCancellation(exec: Executor, row: NewCancellation): Promise<void> {
  await exec.insert(cancellations).values(row);
}

const cancellationColumns = {
  id: cancellations.id,
  applicationId: cancellations.applicationId,
  kind: applications.kind,
  title: opportunities.title,
  businessId: cancellations.businessId,
  businessName: businesses.name,
  internId: cancellations.internId,
  internName: interns.name,
  internLastName: interns.lastName,
  initiator: cancellations.initiator,
  reasons: cancellations.reasons,
  reasonText: cancellations.reasonText,
  lastDay: cancellations.lastDay,
  createdAt: cancellations.createdAt,
};

function cancellationSelect(exec: Executor) {
  return exec
    .select({ ...cancellationColumns, totalDocs: totalDocs() })
    .from(cancellations)
    .innerJoin(applications, eq(applications.id, cancellations.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(businesses, eq(businesses.id, cancellations.businessId))
    .innerJoin(interns, eq(interns.id, cancellations.internId));
}

/** Newest first; `scope` limits the rows to one party's (their own cancellations). */
export async function listCancellations(
  exec: Executor,
  q: TCancellationListQuery,
  scope: { internId?: string; businessId?: string },
) {
  const query = cancellationSelect(exec)
    .where(
      all(
        scope.internId ? eq(cancellations.internId, scope.internId) : undefined,
        scope.businessId ? eq(cancellations.businessId, scope.businessId) : undefined,
        q.application ? eq(cancellations.applicationId, q.application) : undefined,
        q.business ? eq(cancellations.businessId, q.business) : undefined,
        q.intern ? eq(cancellations.internId, q.intern) : undefined,
      ),
    )
    .orderBy(desc(cancellations.createdAt), desc(cancellations.id))
    .$dynamic();
  return listPage(query, q);
}
export type CancellationListRow = Awaited<ReturnType<typeof listCancellations>>['docs'][number];

/** Every cancellation the account is a party of or made (an admin), oldest first: "download my data". */
export async function cancellationsOf(exec: Executor, accountId: string): Promise<CancellationListRow[]> {
  const rows = await cancellationSelect(exec)
    .where(
      or(
        eq(cancellations.internId, accountId),
        eq(cancellations.businessId, accountId),
        eq(cancellations.createdBy, accountId),
      ),
    )
    .orderBy(cancellations.createdAt, cancellations.id);
  return rows.map(({ totalDocs: _total, ...rest }) => rest);
}

/* ---------- Red flags ---------- */

const reporterIntern = alias(interns, 'reporter_intern');
const reporterBusiness = alias(businesses, 'reporter_business');
const reporterMentor = alias(mentors, 'reporter_mentor');

function redFlagSelect(exec: Executor) {
  return exec
    .select({
      row: redFlags,
      kind: applications.kind,
      title: opportunities.title,
      businessName: businesses.name,
      internName: interns.name,
      internLastName: interns.lastName,
      internBirthdate: interns.birthdate,
      reporterName: sql<string>`coalesce(
        ${reporterIntern.name} || ' ' || ${reporterIntern.lastName},
        ${reporterMentor.name} || ' ' || ${reporterMentor.surname},
        ${reporterBusiness.name},
        ''
      )`.as('reporter_name'),
      totalDocs: totalDocs(),
    })
    .from(redFlags)
    .leftJoin(applications, eq(applications.id, redFlags.applicationId))
    .leftJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(businesses, eq(businesses.id, redFlags.businessId))
    .innerJoin(interns, eq(interns.id, redFlags.internId))
    .leftJoin(reporterIntern, eq(reporterIntern.id, redFlags.reporterId))
    .leftJoin(reporterBusiness, eq(reporterBusiness.id, redFlags.reporterId))
    .leftJoin(reporterMentor, eq(reporterMentor.id, redFlags.reporterId));
}
export type RedFlagListRow = Omit<Awaited<ReturnType<typeof redFlagSelect>>[number], 'totalDocs'>;

export async function insertRedFlag(exec: Executor, row: NewRedFlag): Promise<void> {
  await exec.insert(redFlags).values(row);
}

export async function findRedFlag(exec: Executor, id: string): Promise<RedFlagListRow | undefined> {
  const [row] = await redFlagSelect(exec).where(eq(redFlags.id, id));
  if (!row) return undefined;
  const { totalDocs: _total, ...rest } = row;
  return rest;
}

/** Locks the report (an admin's change, an overdue alert) and answers it as it is now; undefined when there is none. */
export async function lockRedFlag(exec: Executor, id: string): Promise<RedFlagRow | undefined> {
  const [row] = await exec.select().from(redFlags).where(eq(redFlags.id, id)).for('update');
  return row;
}

export async function updateRedFlag(
  exec: Executor,
  id: string,
  set: Partial<Pick<NewRedFlag, 'status' | 'priority' | 'internalNote' | 'respondBy'>>,
): Promise<void> {
  await exec
    .update(redFlags)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(redFlags.id, id));
}

/**
 * Every filter of the list query. `reporterId` limits the rows to one reporter's own reports (everyone but admins):
 * nobody lists reports about themselves; theirs come newest first. Admins' (`reporterId` undefined) come in the
 * order they are to be worked at `now`: open reports past their deadline, then the other open ones, each by
 * deadline (the earliest first), then the resolved ones newest first.
 */
export async function listRedFlags(
  exec: Executor,
  q: TRedFlagListQuery,
  reporterId: string | undefined,
  now: Date,
) {
  const open = sql`${redFlags.status} <> 'RESOLVED'`;
  const order = reporterId
    ? [desc(redFlags.createdAt), desc(redFlags.id)]
    : [
        sql`case when ${open} and ${redFlags.respondBy} <= ${now.toISOString()}::timestamptz then 0 when ${open} then 1 else 2 end`,
        sql`case when ${open} then ${redFlags.respondBy} end asc`,
        desc(redFlags.createdAt),
        desc(redFlags.id),
      ];
  const query = redFlagSelect(exec)
    .where(
      all(
        reporterId ? eq(redFlags.reporterId, reporterId) : undefined,
        q.application ? eq(redFlags.applicationId, q.application) : undefined,
        q.business ? eq(redFlags.businessId, q.business) : undefined,
        q.intern ? eq(redFlags.internId, q.intern) : undefined,
        q.mentor ? eq(redFlags.mentorId, q.mentor) : undefined,
        q.mentorship ? eq(redFlags.mentorshipId, q.mentorship) : undefined,
        inList(redFlags.status, q.status),
        q.priority ? eq(redFlags.priority, q.priority) : undefined,
        q.reported ? eq(redFlags.reported, q.reported) : undefined,
      ),
    )
    .orderBy(...order)
    .$dynamic();
  return listPage(query, q);
}

/** The open HIGH reports whose deadline has passed at `now` (the overdue alert), the most overdue first. */
export async function overdueHighRedFlags(exec: Executor, now: Date): Promise<string[]> {
  const rows = await exec
    .select({ id: redFlags.id })
    .from(redFlags)
    .where(and(eq(redFlags.priority, 'HIGH'), ne(redFlags.status, 'RESOLVED'), lte(redFlags.respondBy, now)))
    .orderBy(asc(redFlags.respondBy), asc(redFlags.id));
  return rows.map((r) => r.id);
}

/** Claims the overdue alert of `redFlagId` due at `dueAt`: true once, whoever asks how often. */
export async function claimRedFlagAlert(exec: Executor, redFlagId: string, dueAt: Date): Promise<boolean> {
  const rows = await exec
    .insert(redFlagAlerts)
    .values({ redFlagId, dueAt })
    .onConflictDoNothing()
    .returning({ id: redFlagAlerts.redFlagId });
  return rows.length > 0;
}

/** The reports `reporterId` filed, oldest first (never those about them): "download my data". */
export async function redFlagsReportedBy(exec: Executor, reporterId: string): Promise<RedFlagListRow[]> {
  const rows = await redFlagSelect(exec)
    .where(eq(redFlags.reporterId, reporterId))
    .orderBy(redFlags.createdAt, redFlags.id);
  return rows.map(({ totalDocs: _total, ...rest }) => rest);
}

/** Reports still to be worked. */
const OPEN: SQL = sql`${redFlags.status} <> 'RESOLVED'`;

/**
 * Organisations reported at least once (reported BUSINESS), with their counts: all reports, open ones (NEW or
 * IN_REVIEW) and high-priority ones (any status); the most recently reported first.
 */
export async function listRedFlaggedOrganisations(exec: Executor, q: TPageQuery) {
  const last = sql<Date>`max(${redFlags.createdAt})`;
  const query = exec
    .select({
      id: businesses.id,
      businessName: businesses.name,
      email: accounts.email,
      total: sql<number>`count(*)`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${OPEN})`.mapWith(Number),
      high: sql<number>`count(*) filter (where ${redFlags.priority} = 'HIGH')`.mapWith(Number),
      lastReportedAt: sql<string>`${last}`.mapWith((v: string | Date) => new Date(v)),
      totalDocs: totalDocs(),
    })
    .from(redFlags)
    .innerJoin(businesses, eq(businesses.id, redFlags.businessId))
    .innerJoin(accounts, eq(accounts.id, businesses.id))
    .where(eq(redFlags.reported, 'BUSINESS'))
    .groupBy(businesses.id, businesses.name, accounts.email)
    .orderBy(desc(last), businesses.id)
    .$dynamic();
  return listPage(query, q);
}
