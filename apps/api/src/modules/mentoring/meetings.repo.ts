import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TUiLanguage, TPaged } from '@praktika/contracts/common';
import type { TMeetingState, TMeetingsQuery } from '@praktika/contracts/mentoring';
import type { Db, Executor } from '../../platform/db/client.ts';
import { dateRange, inList, listPageByKeys } from '../../platform/db/list.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { interns, mentors } from '../../db/schema/profiles.ts';
import { meetingAttendees, meetings, mentorships, type MeetingRow } from '../../db/schema/mentoring.ts';

/** A person an e-mail goes to: name, address and the language they read. */
export interface MeetingPerson {
  id: string;
  name: string;
  lastName: string;
  email: string;
  language: TUiLanguage;
}

export interface MeetingDetail {
  row: MeetingRow;
  mentor: MeetingPerson;
  attendees: (MeetingPerson & { mentorshipId: string })[];
}

/** Who the list is for: everything (admins), one mentor's meetings, or those one intern attends. */
export type MeetingScope = { kind: 'all' } | { kind: 'mentor'; id: string } | { kind: 'intern'; id: string };

/** A meeting's end as SQL (start + duration). */
const endsAt = sql`(${meetings.startAt} + ${meetings.durationMinutes} * interval '1 minute')`;

/** The computed state as a condition at `now` (the same rule as `meetingState`). */
export function stateCondition(state: TMeetingState, now: Date): SQL {
  const at = now.toISOString();
  if (state === 'CANCELLED') return isNotNull(meetings.cancelledAt);
  if (state === 'HELD') return and(isNull(meetings.cancelledAt), sql`${endsAt} <= ${at}::timestamptz`)!;
  return and(isNull(meetings.cancelledAt), sql`${endsAt} > ${at}::timestamptz`)!;
}

/** Meetings one of `internIds` attends. */
const attendedBy = (internIds: readonly string[]) =>
  sql`exists (select 1 from ${meetingAttendees} where ${meetingAttendees.meetingId} = ${meetings.id} and ${inArray(meetingAttendees.internId, [...internIds])})`;

export function createMeetingRepo(db: Db) {
  /** Meetings with their mentor and attendees (names, addresses, languages), in the order of `ids`. */
  async function details(exec: Executor, ids: string[]): Promise<MeetingDetail[]> {
    if (!ids.length) return [];
    const [rows, mentorRows, attendeeRows] = await Promise.all([
      exec.select().from(meetings).where(inArray(meetings.id, ids)),
      exec
        .select({
          meetingId: meetings.id,
          id: mentors.id,
          name: mentors.name,
          lastName: mentors.surname,
          email: accounts.email,
          language: accounts.emailLanguage,
        })
        .from(meetings)
        .innerJoin(mentors, eq(mentors.id, meetings.mentorId))
        .innerJoin(accounts, eq(accounts.id, mentors.id))
        .where(inArray(meetings.id, ids)),
      exec
        .select({
          meetingId: meetingAttendees.meetingId,
          mentorshipId: meetingAttendees.mentorshipId,
          id: interns.id,
          name: interns.name,
          lastName: interns.lastName,
          email: accounts.email,
          language: accounts.emailLanguage,
        })
        .from(meetingAttendees)
        .innerJoin(interns, eq(interns.id, meetingAttendees.internId))
        .innerJoin(accounts, eq(accounts.id, interns.id))
        .where(inArray(meetingAttendees.meetingId, ids))
        .orderBy(asc(interns.name), asc(interns.lastName), asc(interns.id)),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const mentorOf = new Map(mentorRows.map(({ meetingId, ...m }) => [meetingId, m]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      const mentor = mentorOf.get(id);
      if (!row || !mentor) return [];
      const attendees = attendeeRows.filter((a) => a.meetingId === id).map(({ meetingId: _m, ...a }) => a);
      return [{ row, mentor, attendees }];
    });
  }

  return {
    details,

    async find(exec: Executor, id: string): Promise<MeetingDetail | null> {
      return (await details(exec, [id]))[0] ?? null;
    },

    /** The meeting row locked for a change (FOR UPDATE), or null. */
    async lock(tx: Executor, id: string): Promise<MeetingRow | null> {
      const [row] = await tx.select().from(meetings).where(eq(meetings.id, id)).for('update');
      return row ?? null;
    },

    /** Each of `internIds` with an ACTIVE mentorship with `mentorId`: intern id -> mentorship id. */
    async activeMentorships(
      exec: Executor,
      mentorId: string,
      internIds: readonly string[],
    ): Promise<Map<string, string>> {
      if (!internIds.length) return new Map();
      const rows = await exec
        .select({ internId: mentorships.internId, id: mentorships.id })
        .from(mentorships)
        .where(
          and(
            eq(mentorships.mentorId, mentorId),
            eq(mentorships.status, 'ACTIVE'),
            inArray(mentorships.internId, [...internIds]),
          ),
        );
      return new Map(rows.map((r) => [r.internId, r.id]));
    },

    async mentorship(
      exec: Executor,
      id: string,
    ): Promise<{ id: string; mentorId: string; internId: string } | null> {
      const [row] = await exec
        .select({ id: mentorships.id, mentorId: mentorships.mentorId, internId: mentorships.internId })
        .from(mentorships)
        .where(eq(mentorships.id, id));
      return row ?? null;
    },

    async mentorExists(exec: Executor, id: string): Promise<boolean> {
      const [row] = await exec.select({ id: mentors.id }).from(mentors).where(eq(mentors.id, id));
      return Boolean(row);
    },

    async insert(
      tx: Executor,
      row: typeof meetings.$inferInsert,
      attendees: { internId: string; mentorshipId: string }[],
    ): Promise<void> {
      await tx.insert(meetings).values(row);
      await tx.insert(meetingAttendees).values(attendees.map((a) => ({ meetingId: row.id, ...a })));
    },

    /**
     * Takes the meeting's scheduled reminder for this run (clears `reminder_job_id`, row-locked): true once per
     * scheduled reminder, so a reminder job handed out again after a crash or running twice sends nothing.
     */
    async claimReminder(tx: Executor, id: string, sequence: number): Promise<boolean> {
      const rows = await tx
        .update(meetings)
        .set({ reminderJobId: null })
        .where(and(eq(meetings.id, id), eq(meetings.sequence, sequence), isNotNull(meetings.reminderJobId)))
        .returning({ id: meetings.id });
      return rows.length > 0;
    },

    async update(
      tx: Executor,
      id: string,
      values: Partial<typeof meetings.$inferInsert>,
      attendees?: { internId: string; mentorshipId: string }[],
    ): Promise<void> {
      await tx.update(meetings).set(values).where(eq(meetings.id, id));
      if (attendees) {
        await tx.delete(meetingAttendees).where(eq(meetingAttendees.meetingId, id));
        await tx.insert(meetingAttendees).values(attendees.map((a) => ({ meetingId: id, ...a })));
      }
    },

    async remove(tx: Executor, id: string): Promise<void> {
      await tx.delete(meetings).where(eq(meetings.id, id));
    },

    /** One page of meetings for `scope` with the query's filters, by start (then id). */
    async list(scope: MeetingScope, q: TMeetingsQuery, now: Date): Promise<TPaged<MeetingDetail>> {
      const where = and(
        scope.kind === 'mentor' ? eq(meetings.mentorId, scope.id) : undefined,
        scope.kind === 'intern' ? attendedBy([scope.id]) : undefined,
        q.interns?.length ? attendedBy(q.interns) : undefined,
        inList(meetings.mentorId, q.mentors),
        q.availability?.length ? or(...q.availability.map((s) => stateCondition(s, now))) : undefined,
        dateRange(
          meetings.startAt,
          q.startDate ? new Date(q.startDate) : undefined,
          q.endDate ? new Date(q.endDate) : undefined,
        ),
      );
      const order =
        q.sort === 'desc'
          ? [desc(meetings.startAt), desc(meetings.id)]
          : [asc(meetings.startAt), asc(meetings.id)];
      return listPageByKeys(
        {
          db,
          keys: () => db.select({ key: meetings.id }).from(meetings).where(where).$dynamic(),
          order,
          load: (ids) => details(db, ids),
          keyOf: (d) => d.row.id,
        },
        q,
      );
    },

    /** The meetings of a mentorship (an attendee row carries its id), by start; `mentor`/`intern` narrow them. */
    async ofMentorship(
      mentorshipId: string,
      filters: { mentor?: string; intern?: string },
    ): Promise<MeetingDetail[]> {
      const rows = await db
        .selectDistinct({ id: meetings.id, startAt: meetings.startAt })
        .from(meetings)
        .innerJoin(meetingAttendees, eq(meetingAttendees.meetingId, meetings.id))
        .where(
          and(
            eq(meetingAttendees.mentorshipId, mentorshipId),
            filters.mentor ? eq(meetings.mentorId, filters.mentor) : undefined,
            filters.intern ? eq(meetingAttendees.internId, filters.intern) : undefined,
          ),
        )
        .orderBy(asc(meetings.startAt), asc(meetings.id));
      return details(
        db,
        rows.map((r) => r.id),
      );
    },
  };
}

export type MeetingRepo = ReturnType<typeof createMeetingRepo>;
