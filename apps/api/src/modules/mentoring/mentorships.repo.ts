import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAssignmentCandidate } from '@praktika/contracts/mentoring';
import {
  CURRENT_MENTORSHIP_STATUSES,
  MEETINGS_MIN,
  MEETINGS_PLANNED,
  type TMentorshipRequestStatus,
  type TMentorshipsQuery,
  type TMentorshipStatus,
} from '@praktika/contracts/mentoring';
import type { Executor } from '../../platform/db/client.ts';
import { all, containsPattern, inList, listPageByKeys, type PageOptions } from '../../platform/db/list.ts';
import { files } from '../../db/schema/files.ts';
import { accounts } from '../../db/schema/accounts.ts';
import {
  businesses,
  internCategories,
  interns,
  internSkills,
  mentorCategories,
  mentors,
  mentorSkills,
} from '../../db/schema/profiles.ts';
import { catalogueRefs } from '../accounts/accounts.public.ts';
import { applications } from '../../db/schema/applications.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import {
  meetingAttendees,
  meetings,
  mentorshipFiles,
  mentorshipLinks,
  mentorshipRequests,
  mentorships,
  type MentorshipRequestRow,
  type MentorshipRow,
} from '../../db/schema/mentoring.ts';

/**
 * THE assignment lock: every path that assigns a mentor (automatic, a decline's next mentor, admin assign and
 * reassign, serving the waiting list) takes it first in its transaction, so the cap of five and "one current mentor"
 * are decided one assignment at a time (on PostgreSQL; PGlite serves one connection anyway).
 */
export const ASSIGNMENT_LOCK_KEY = 1_835_363_956; // 'ment'

const currentStatus = (column = mentorships.status) =>
  inArray(column, CURRENT_MENTORSHIP_STATUSES as unknown as TMentorshipStatus[]);

/** A mentor's current (PENDING or ACTIVE) mentorships, as a correlated SQL count. */
export const mentorLoadSql = (mentorId: SQL | typeof mentors.id = mentors.id) =>
  sql<number>`(select count(*) from ${mentorships} where ${mentorships.mentorId} = ${mentorId} and ${mentorships.status} in ('PENDING', 'ACTIVE'))`.mapWith(
    Number,
  );

/** Meetings of a mentorship held by `now` (not cancelled, ended) and upcoming (not cancelled, not started). */
const heldSql = (now: Date) =>
  sql<number>`(select count(*) from ${meetingAttendees} inner join ${meetings} on ${meetings.id} = ${meetingAttendees.meetingId} where ${meetingAttendees.mentorshipId} = ${mentorships.id} and ${meetings.cancelledAt} is null and ${meetings.startAt} + ${meetings.durationMinutes} * interval '1 minute' <= ${now.toISOString()}::timestamptz)`.mapWith(
    Number,
  );
const upcomingSql = (now: Date) =>
  sql<number>`(select count(*) from ${meetingAttendees} inner join ${meetings} on ${meetings.id} = ${meetingAttendees.meetingId} where ${meetingAttendees.mentorshipId} = ${mentorships.id} and ${meetings.cancelledAt} is null and ${meetings.startAt} > ${now.toISOString()}::timestamptz)`.mapWith(
    Number,
  );
/** `meetingsDue` (contracts/mentoring.ts) in SQL, over the application's start and end dates. */
const dueSql = (today: string) =>
  sql<number>`(case when ${applications.startDate} is null or ${applications.endDate} is null or ${today}::date <= ${applications.startDate} then 0 when ${applications.endDate} <= ${applications.startDate} then ${MEETINGS_MIN} else least(${MEETINGS_MIN}, floor(${MEETINGS_PLANNED} * least(1, (${today}::date - ${applications.startDate})::numeric / (${applications.endDate} - ${applications.startDate}))))::int end)`;

const mentorAccount = alias(accounts, 'mentor_account');
const internAccount = alias(accounts, 'intern_account');
const mentorPhoto = alias(files, 'mentor_photo');
const internPhoto = alias(files, 'intern_photo');

/** Municipality, fields of interest and skills (ids of catalogue items) of these interns, by id. */
async function internsFacts(ex: Executor, internIds: string[]): Promise<Map<string, TInternFacts>> {
  if (!internIds.length) return new Map();
  const [rows, cats, skills] = await Promise.all([
    ex
      .select({ id: interns.id, municipalityId: interns.municipalityId })
      .from(interns)
      .where(inArray(interns.id, internIds)),
    ex
      .select({ owner: internCategories.ownerId, id: internCategories.itemId })
      .from(internCategories)
      .where(inArray(internCategories.ownerId, internIds)),
    ex
      .select({ owner: internSkills.ownerId, id: internSkills.itemId })
      .from(internSkills)
      .where(inArray(internSkills.ownerId, internIds)),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        municipalityId: r.municipalityId,
        categoryIds: cats.filter((c) => c.owner === r.id).map((c) => c.id),
        skillIds: skills.filter((c) => c.owner === r.id).map((c) => c.id),
      },
    ]),
  );
}

export type TInternFacts = { municipalityId: string | null; categoryIds: string[]; skillIds: string[] };

export function createMentorshipRepo(db: Executor) {
  const detailSelect = (ex: Executor, now: Date) =>
    ex
      .select({
        row: mentorships,
        mentor: {
          name: mentors.name,
          surname: mentors.surname,
          job: mentors.job,
          languages: mentors.languages,
          municipalityId: mentors.municipalityId,
          available: mentors.available,
          email: mentorAccount.email,
          emailLanguage: mentorAccount.emailLanguage,
        },
        intern: {
          name: interns.name,
          lastName: interns.lastName,
          birthdate: interns.birthdate,
          municipalityId: interns.municipalityId,
          email: internAccount.email,
          emailLanguage: internAccount.emailLanguage,
        },
        application: {
          status: applications.status,
          startDate: applications.startDate,
          endDate: applications.endDate,
          title: opportunities.title,
          businessId: applications.businessId,
          businessName: businesses.name,
        },
        mentorPhoto,
        internPhoto,
        held: heldSql(now),
        upcoming: upcomingSql(now),
      })
      .from(mentorships)
      .innerJoin(mentors, eq(mentors.id, mentorships.mentorId))
      .innerJoin(mentorAccount, eq(mentorAccount.id, mentorships.mentorId))
      .innerJoin(interns, eq(interns.id, mentorships.internId))
      .innerJoin(internAccount, eq(internAccount.id, mentorships.internId))
      .innerJoin(applications, eq(applications.id, mentorships.applicationId))
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(businesses, eq(businesses.id, applications.businessId))
      .leftJoin(mentorPhoto, eq(mentorPhoto.id, mentors.photoId))
      .leftJoin(internPhoto, eq(internPhoto.id, interns.photoId))
      .$dynamic();

  return {
    async lockAssignments(tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_KEY})`);
    },

    async find(id: string, ex: Executor = db, lock = false): Promise<MentorshipRow | undefined> {
      const q = ex.select().from(mentorships).where(eq(mentorships.id, id)).$dynamic();
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async current(internId: string, ex: Executor = db): Promise<MentorshipRow | undefined> {
      const [row] = await ex
        .select()
        .from(mentorships)
        .where(and(eq(mentorships.internId, internId), currentStatus()));
      return row;
    },

    /** The current one for the triple, else the newest. */
    async findTriple(mentorId: string, internId: string, applicationId: string, ex: Executor = db) {
      const [row] = await ex
        .select({ id: mentorships.id })
        .from(mentorships)
        .where(
          and(
            eq(mentorships.mentorId, mentorId),
            eq(mentorships.internId, internId),
            eq(mentorships.applicationId, applicationId),
          ),
        )
        .orderBy(
          desc(sql`${mentorships.status} in ('PENDING', 'ACTIVE')`),
          desc(mentorships.createdAt),
          desc(mentorships.id),
        )
        .limit(1);
      return row?.id;
    },

    /** Mentors who already had a mentorship with this intern for this application (any status). */
    async pastMentorIds(internId: string, applicationId: string, ex: Executor = db): Promise<string[]> {
      const rows = await ex
        .selectDistinct({ id: mentorships.mentorId })
        .from(mentorships)
        .where(and(eq(mentorships.internId, internId), eq(mentorships.applicationId, applicationId)));
      return rows.map((r) => r.id);
    },

    /** Does `mentorId` mentor (now or before) `internId`? */
    async hasMentored(mentorId: string, internId: string, ex: Executor = db): Promise<boolean> {
      const [row] = await ex
        .select({ id: mentorships.id })
        .from(mentorships)
        .where(
          and(
            eq(mentorships.mentorId, mentorId),
            eq(mentorships.internId, internId),
            inArray(mentorships.status, ['PENDING', 'ACTIVE', 'ENDED']),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async account(id: string, ex: Executor = db) {
      const [row] = await ex
        .select({ email: accounts.email, emailLanguage: accounts.emailLanguage })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row;
    },

    async application(id: string, ex: Executor = db) {
      const [row] = await ex
        .select({
          id: applications.id,
          internId: applications.internId,
          businessId: applications.businessId,
          kind: applications.kind,
          status: applications.status,
        })
        .from(applications)
        .where(eq(applications.id, id));
      return row;
    },

    /**
     * Assignment candidates: approved mentors with an active account who are available, with their current load,
     * languages, municipality, fields of interest and skills (`only`: these mentors whatever their state).
     */
    async candidates(ex: Executor, only?: string[]): Promise<TAssignmentCandidate[]> {
      const rows = await ex
        .select({
          id: mentors.id,
          approved: mentors.approvedByAdmin,
          active: accounts.active,
          available: mentors.available,
          languages: mentors.languages,
          municipalityId: mentors.municipalityId,
          load: mentorLoadSql(),
        })
        .from(mentors)
        .innerJoin(accounts, eq(accounts.id, mentors.id))
        .where(
          only
            ? inArray(mentors.id, only)
            : and(eq(mentors.approvedByAdmin, true), eq(accounts.active, true), eq(mentors.available, true)),
        )
        .orderBy(asc(mentors.id));
      if (!rows.length) return [];
      const ids = rows.map((r) => r.id);
      const [cats, skills] = await Promise.all([
        ex
          .select({ owner: mentorCategories.ownerId, item: mentorCategories.itemId })
          .from(mentorCategories)
          .where(inArray(mentorCategories.ownerId, ids)),
        ex
          .select({ owner: mentorSkills.ownerId, item: mentorSkills.itemId })
          .from(mentorSkills)
          .where(inArray(mentorSkills.ownerId, ids)),
      ]);
      const refs = await catalogueRefs(
        ex,
        [...cats, ...skills].map((l) => l.item),
      );
      const linked = (links: Array<{ owner: string; item: string }>, owner: string) =>
        links.filter((l) => l.owner === owner).flatMap((l) => refs.get(l.item) ?? []);
      return rows.map((r) => ({
        ...r,
        languages: [...r.languages],
        categories: linked(cats, r.id),
        skills: linked(skills, r.id),
      }));
    },

    /** What the ranking needs of the intern: municipality, fields of interest, skills. */
    internFacts: async (internId: string, ex: Executor = db) =>
      (await internsFacts(ex, [internId])).get(internId),

    async insert(values: typeof mentorships.$inferInsert, ex: Executor = db): Promise<void> {
      await ex.insert(mentorships).values(values);
    },

    async update(id: string, values: Partial<typeof mentorships.$inferInsert>, ex: Executor = db) {
      await ex
        .update(mentorships)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(mentorships.id, id));
    },

    /* ---------- The waiting list ---------- */

    async waitingOf(internId: string, ex: Executor = db): Promise<MentorshipRequestRow | undefined> {
      const [row] = await ex
        .select()
        .from(mentorshipRequests)
        .where(and(eq(mentorshipRequests.internId, internId), eq(mentorshipRequests.status, 'WAITING')));
      return row;
    },

    async findRequest(id: string, ex: Executor = db, lock = false) {
      const q = ex.select().from(mentorshipRequests).where(eq(mentorshipRequests.id, id)).$dynamic();
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    /** The request a mentorship served, if it came from the waiting list. */
    async requestServing(mentorshipId: string, ex: Executor = db) {
      const [row] = await ex
        .select()
        .from(mentorshipRequests)
        .where(eq(mentorshipRequests.mentorshipId, mentorshipId));
      return row;
    },

    async waitingQueue(ex: Executor): Promise<MentorshipRequestRow[]> {
      return ex
        .select()
        .from(mentorshipRequests)
        .where(eq(mentorshipRequests.status, 'WAITING'))
        .orderBy(asc(mentorshipRequests.createdAt), asc(mentorshipRequests.id));
    },

    async insertRequest(values: typeof mentorshipRequests.$inferInsert, ex: Executor = db) {
      await ex.insert(mentorshipRequests).values(values);
    },

    async updateRequest(
      id: string,
      values: Partial<typeof mentorshipRequests.$inferInsert>,
      ex: Executor = db,
    ): Promise<void> {
      await ex.update(mentorshipRequests).set(values).where(eq(mentorshipRequests.id, id));
    },

    /** Requests with what their answer shows; `position` is the 1-based place among WAITING ones. */
    async requests(
      q: PageOptions & { status?: TMentorshipRequestStatus[]; intern?: string },
      ex: Executor = db,
    ) {
      const where = all(
        inList(mentorshipRequests.status, q.status),
        q.intern ? eq(mentorshipRequests.internId, q.intern) : undefined,
      );
      const waitingFirst = sql`case when ${mentorshipRequests.status} = 'WAITING' then 0 else 1 end`;
      const order = [
        asc(waitingFirst),
        asc(sql`case when ${mentorshipRequests.status} = 'WAITING' then ${mentorshipRequests.createdAt} end`),
        desc(mentorshipRequests.createdAt),
        asc(mentorshipRequests.id),
      ];
      return listPageByKeys(
        {
          db: ex,
          keys: () =>
            ex.select({ key: mentorshipRequests.id }).from(mentorshipRequests).where(where).$dynamic(),
          order,
          load: (ids) => requestDetails(ex, ids),
          keyOf: (r) => r.row.id,
        },
        q,
      );
    },

    requestDetails: (ids: string[], ex: Executor = db) => requestDetails(ex, ids),

    /* ---------- Invitations (issue 17) ---------- */

    /** WAITING requests asking for one of `languages`, in queue order (what a mentor may invite from). */
    async waitingSharing(q: PageOptions, languages: readonly string[], ex: Executor = db) {
      // no language: nobody (an empty array literal would not even parse as the overlap's right side)
      const where = languages.length
        ? and(
            eq(mentorshipRequests.status, 'WAITING'),
            arrayOverlaps(mentorshipRequests.languages, [...languages]),
          )
        : sql`false`;
      return listPageByKeys(
        {
          db: ex,
          keys: () =>
            ex.select({ key: mentorshipRequests.id }).from(mentorshipRequests).where(where).$dynamic(),
          order: [asc(mentorshipRequests.createdAt), asc(mentorshipRequests.id)],
          load: (ids) => requestDetails(ex, ids),
          keyOf: (r) => r.row.id,
        },
        q,
      );
    },

    /** Municipality, fields of interest and skills of these interns (ids of catalogue items). */
    internsFacts: (internIds: string[], ex: Executor = db) => internsFacts(ex, internIds),

    /** The mentor's open invitations (INVITED mentorships), newest first. */
    async openInvitations(mentorId: string, ex: Executor = db) {
      return ex
        .select()
        .from(mentorships)
        .where(and(eq(mentorships.mentorId, mentorId), eq(mentorships.status, 'INVITED')))
        .orderBy(desc(mentorships.createdAt), desc(mentorships.id));
    },

    /**
     * Closes the intern's open invitations but `exceptId` (DECLINED: the intern got a mentor otherwise, answered
     * another one, or left the waiting list). Answers the closed ones.
     */
    async lapseInvitations(internId: string, now: Date, ex: Executor = db, exceptId?: string) {
      return ex
        .update(mentorships)
        .set({ status: 'DECLINED', endedAt: now, updatedAt: now })
        .where(
          and(
            eq(mentorships.internId, internId),
            eq(mentorships.status, 'INVITED'),
            exceptId ? ne(mentorships.id, exceptId) : undefined,
          ),
        )
        .returning({ id: mentorships.id });
    },

    /* ---------- Mentorships with what their answer shows ---------- */

    async details(ids: string[], now: Date, ex: Executor = db) {
      if (!ids.length) return [];
      return detailSelect(ex, now).where(inArray(mentorships.id, ids));
    },

    async filesOf(ids: string[], ex: Executor = db) {
      if (!ids.length) return [];
      return ex
        .select({ link: mentorshipFiles, file: files })
        .from(mentorshipFiles)
        .innerJoin(files, eq(files.id, mentorshipFiles.fileId))
        .where(inArray(mentorshipFiles.mentorshipId, ids))
        .orderBy(asc(mentorshipFiles.createdAt), asc(mentorshipFiles.fileId));
    },

    async linksOf(ids: string[], ex: Executor = db) {
      if (!ids.length) return [];
      return ex
        .select()
        .from(mentorshipLinks)
        .where(inArray(mentorshipLinks.mentorshipId, ids))
        .orderBy(asc(mentorshipLinks.createdAt), asc(mentorshipLinks.id));
    },

    catalogueRefs: (ids: Array<string | null>, ex: Executor = db) => catalogueRefs(ex, ids),

    /**
     * One page of mentorships: `scope` limits to the caller's own (a mentor's, an intern's). Filters as in
     * ZMentorshipsQuery; `behind` is computed here with the same rule as the answer's progress, so paging is right.
     */
    async list(q: TMentorshipsQuery, scope: SQL | undefined, now: Date, today: string, ex: Executor = db) {
      const behind = sql`(${mentorships.status} = 'ACTIVE' and ${heldSql(now)} < ${dueSql(today)})`;
      const nameFilter = q.name
        ? or(
            ilike(sql`${interns.name} || ' ' || ${interns.lastName}`, containsPattern(q.name)),
            ilike(sql`${mentors.name} || ' ' || ${mentors.surname}`, containsPattern(q.name)),
          )
        : undefined;
      const where = all(
        scope,
        q.intern ? eq(mentorships.internId, q.intern) : undefined,
        q.mentor ? eq(mentorships.mentorId, q.mentor) : undefined,
        q.application ? eq(mentorships.applicationId, q.application) : undefined,
        q.acceptedByMentor === undefined
          ? undefined
          : q.acceptedByMentor
            ? eq(mentorships.status, 'ACTIVE')
            : sql`${mentorships.status} <> 'ACTIVE'`,
        q.availability ? eq(mentors.available, q.availability === 'AVAILABLE') : undefined,
        inList(mentorships.status, q.status),
        q.current === undefined ? undefined : q.current ? currentStatus() : sql`not ${currentStatus()}`,
        q.behind === undefined ? undefined : q.behind ? behind : sql`not ${behind}`,
        nameFilter,
      );
      return listPageByKeys(
        {
          db: ex,
          keys: () =>
            ex
              .select({ key: mentorships.id })
              .from(mentorships)
              .innerJoin(mentors, eq(mentors.id, mentorships.mentorId))
              .innerJoin(interns, eq(interns.id, mentorships.internId))
              .innerJoin(applications, eq(applications.id, mentorships.applicationId))
              .where(where)
              .$dynamic(),
          order: [desc(mentorships.createdAt), desc(mentorships.id)],
          load: (ids: string[]) => detailSelect(ex, now).where(inArray(mentorships.id, ids)),
          keyOf: (r) => r.row.id,
        },
        q,
      );
    },

    /** Current mentorships per mentor (the load), for the given mentors. */
    async loads(mentorIds: string[], ex: Executor = db): Promise<Map<string, number>> {
      if (!mentorIds.length) return new Map();
      const rows = await ex
        .select({ id: mentorships.mentorId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(mentorships)
        .where(and(inArray(mentorships.mentorId, mentorIds), currentStatus()))
        .groupBy(mentorships.mentorId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /* ---------- Files and links ---------- */

    async insertFile(values: typeof mentorshipFiles.$inferInsert, ex: Executor = db) {
      await ex.insert(mentorshipFiles).values(values);
    },
    async fileOf(mentorshipId: string, fileId: string, ex: Executor = db) {
      const [row] = await ex
        .select()
        .from(mentorshipFiles)
        .where(and(eq(mentorshipFiles.mentorshipId, mentorshipId), eq(mentorshipFiles.fileId, fileId)));
      return row;
    },
    async countFiles(mentorshipId: string, ex: Executor = db): Promise<number> {
      return ex.$count(mentorshipFiles, eq(mentorshipFiles.mentorshipId, mentorshipId));
    },
    /** The mentorship a stored file belongs to (for download rights). */
    async mentorshipOfFile(fileId: string, ex: Executor = db) {
      const [row] = await ex
        .select({ mentorId: mentorships.mentorId, internId: mentorships.internId })
        .from(mentorshipFiles)
        .innerJoin(mentorships, eq(mentorships.id, mentorshipFiles.mentorshipId))
        .where(eq(mentorshipFiles.fileId, fileId));
      return row;
    },
    async insertLink(values: typeof mentorshipLinks.$inferInsert, ex: Executor = db) {
      await ex.insert(mentorshipLinks).values(values);
    },
    async linkOf(mentorshipId: string, linkId: string, ex: Executor = db) {
      const [row] = await ex
        .select()
        .from(mentorshipLinks)
        .where(and(eq(mentorshipLinks.mentorshipId, mentorshipId), eq(mentorshipLinks.id, linkId)));
      return row;
    },
    async deleteLink(linkId: string, ex: Executor = db) {
      await ex.delete(mentorshipLinks).where(eq(mentorshipLinks.id, linkId));
    },
    async countLinks(mentorshipId: string, ex: Executor = db): Promise<number> {
      return ex.$count(mentorshipLinks, eq(mentorshipLinks.mentorshipId, mentorshipId));
    },
  };
}
export type MentorshipRepo = ReturnType<typeof createMentorshipRepo>;
export type MentorshipDetailRow = Awaited<ReturnType<MentorshipRepo['details']>>[number];

async function requestDetails(ex: Executor, ids: string[]) {
  if (!ids.length) return [];
  return ex
    .select({
      row: mentorshipRequests,
      internName: interns.name,
      internLastName: interns.lastName,
      title: opportunities.title,
      businessName: businesses.name,
      position: sql<
        number | null
      >`case when ${mentorshipRequests.status} = 'WAITING' then (select count(*) from mentorship_requests ahead where ahead.status = 'WAITING' and (ahead.created_at < ${mentorshipRequests.createdAt} or (ahead.created_at = ${mentorshipRequests.createdAt} and ahead.id <= ${mentorshipRequests.id}))) end`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
    })
    .from(mentorshipRequests)
    .innerJoin(interns, eq(interns.id, mentorshipRequests.internId))
    .innerJoin(applications, eq(applications.id, mentorshipRequests.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(businesses, eq(businesses.id, applications.businessId))
    .where(inArray(mentorshipRequests.id, ids));
}
export type RequestDetailRow = Awaited<ReturnType<typeof requestDetails>>[number];
