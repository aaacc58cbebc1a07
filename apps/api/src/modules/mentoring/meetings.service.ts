import { randomUUID } from 'node:crypto';
import {
  MEETING_ISSUES,
  MEETING_REMINDER_HOURS,
  type TMeeting,
  type TMeetingState,
  type TMeetingWrite,
  type TMeetingsQuery,
} from '@praktika/contracts/mentoring';
import type { TPaged } from '@praktika/contracts/common';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MeetingReminderJob } from './mentoring.jobs.ts';
import { icsAttachment, type IcsEvent } from '../../platform/mail/ics.ts';
import { MEETING_MAIL, type TMeetingMailEvent } from './mentoring.mail.ts';
import type { MeetingRow } from '../../db/schema/mentoring.ts';
import type { MeetingDetail, MeetingPerson, MeetingRepo, MeetingScope } from './meetings.repo.ts';

/**
 * Meetings (issue 10 §3): a mentor plans them with some of their ACTIVE interns; every attendee and the mentor get
 * an e-mail in their own language with a calendar invite (SEQUENCE 0, +1 per change, METHOD:CANCEL when
 * cancelled or deleted); a reminder job waits until MEETING_REMINDER_HOURS before the start.
 *
 * - Admins create for a mentor by naming `mentorId` in the body; a mentor creates for themself (another
 *   `mentorId` is 403).
 * - Only an UPCOMING meeting changes or is cancelled (else MEETING_CLOSED); a new or moved start lies in the
 *   future (`inThePast`). A deletion of an upcoming meeting first sends the cancellation.
 * - Reads: the mentor, the attendees, admins.
 */
export interface MeetingServiceDeps {
  db: Db;
  repo: MeetingRepo;
  mailer: Pick<Mailer, 'enqueue'>;
  reminders: Pick<JobQueue<MeetingReminderJob>, 'send' | 'cancel'>;
  publicUrl: string;
  /** The app clock (tests move it). */
  clock?: () => Date;
}

/** CANCELLED, HELD once it has ended, else UPCOMING. */
export function meetingState(
  row: Pick<MeetingRow, 'cancelledAt' | 'startAt' | 'durationMinutes'>,
  now: Date,
): TMeetingState {
  if (row.cancelledAt) return 'CANCELLED';
  return row.startAt.getTime() + row.durationMinutes * 60_000 <= now.getTime() ? 'HELD' : 'UPCOMING';
}

export function createMeetingService({
  db,
  repo,
  mailer,
  reminders,
  publicUrl,
  clock = () => new Date(),
}: MeetingServiceDeps) {
  function present(d: MeetingDetail): TMeeting {
    const { row } = d;
    return {
      _id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      startDate: row.startAt.toISOString(),
      endDate: new Date(row.startAt.getTime() + row.durationMinutes * 60_000).toISOString(),
      durationMinutes: row.durationMinutes,
      cancelled: row.cancelledAt !== null,
      state: meetingState(row, clock()),
      sequence: row.sequence,
      mentor: { _id: d.mentor.id, name: d.mentor.name, lastName: d.mentor.lastName },
      attendees: d.attendees.map((a) => ({
        _id: a.id,
        name: a.name,
        lastName: a.lastName,
        mentorshipId: a.mentorshipId,
      })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The mentor owns a meeting; an attendee reads it as its owner too (`read` only). */
  function assertMay(actor: Actor, action: 'read' | 'update' | 'cancel' | 'delete', d: MeetingDetail) {
    const attends = actor.role === 'intern' && d.attendees.some((a) => a.id === actor.id);
    if (action === 'read' && attends)
      return assertCan(actor, 'read', 'meeting', { ownerId: actor.id, ownerType: 'intern' });
    assertCan(actor, action, 'meeting', { ownerId: d.row.mentorId, ownerType: 'mentor' });
  }

  /** The row locked for the change (404 when it is gone). */
  async function locked(tx: Executor, id: string): Promise<MeetingRow> {
    const row = await repo.lock(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function found(exec: Executor, id: string): Promise<MeetingDetail> {
    const d = await repo.find(exec, id);
    if (!d) throw new AppError('NOT_FOUND');
    return d;
  }

  /** The attendees as mentorship links: each must be an ACTIVE intern of `mentorId`. */
  async function attendeesOf(exec: Executor, mentorId: string, ids: readonly string[]) {
    const unique = [...new Set(ids)];
    const active = await repo.activeMentorships(exec, mentorId, unique);
    if (unique.some((id) => !active.has(id))) throw invalid('attendees', MEETING_ISSUES.notYourIntern);
    return unique.map((internId) => ({ internId, mentorshipId: active.get(internId)! }));
  }

  function assertFuture(startDate: string): Date {
    const start = new Date(startDate);
    if (start.getTime() <= clock().getTime()) throw invalid('startDate', MEETING_ISSUES.inThePast);
    return start;
  }

  function assertOpen(row: MeetingRow) {
    if (meetingState(row, clock()) !== 'UPCOMING') throw new AppError('MEETING_CLOSED');
  }

  /* ---- E-mail, invites and reminders ---- */

  const fullName = (p: Pick<MeetingPerson, 'name' | 'lastName'>) => `${p.name} ${p.lastName}`.trim();

  function invite(d: MeetingDetail, method: 'REQUEST' | 'CANCEL', attendees = d.attendees): IcsEvent {
    return {
      id: d.row.id,
      sequence: d.row.sequence,
      method,
      stamp: clock(),
      start: d.row.startAt,
      durationMinutes: d.row.durationMinutes,
      summary: d.row.title,
      description: d.row.description,
      url: d.row.link,
      organizer: { name: fullName(d.mentor), email: d.mentor.email },
      attendees: attendees.map((a) => ({ name: fullName(a), email: a.email })),
    };
  }

  async function mailOne(
    tx: Executor,
    d: MeetingDetail,
    to: MeetingPerson,
    role: 'intern' | 'mentor',
    event: TMeetingMailEvent,
    ics: IcsEvent | null,
  ) {
    await mailer.enqueue(tx, MEETING_MAIL, {
      to: to.email,
      language: to.language,
      params: {
        name: to.name,
        event,
        role,
        title: d.row.title,
        startDate: d.row.startAt.toISOString(),
        durationMinutes: d.row.durationMinutes,
        meetingLink: d.row.link,
        mentor: fullName(d.mentor) || 'Praktika',
        link: `${publicUrl}${role === 'mentor' ? '/dashboard/mentorshipMeetings' : '/myMentor'}`,
        ...(d.row.description ? { description: d.row.description } : {}),
      },
      ...(ics ? { attachments: [icsAttachment(ics)] } : {}),
    });
  }

  /** Every attendee and the mentor, each in their own language, with the invite (none for a reminder). */
  async function mailAll(tx: Executor, d: MeetingDetail, event: TMeetingMailEvent) {
    const method = event === 'cancellation' ? 'CANCEL' : 'REQUEST';
    const ics = event === 'reminder' ? null : invite(d, method);
    for (const a of d.attendees) await mailOne(tx, d, a, 'intern', event, ics);
    await mailOne(tx, d, d.mentor, 'mentor', event, ics);
  }

  /** Schedules the reminder of this version of the meeting (none when that moment has passed). */
  async function schedule(tx: Executor, row: MeetingRow): Promise<string | null> {
    const at = new Date(row.startAt.getTime() - MEETING_REMINDER_HOURS * 3_600_000);
    if (at.getTime() <= clock().getTime()) return null;
    return reminders.send(tx, { meetingId: row.id, sequence: row.sequence }, { startAfter: at });
  }

  async function unschedule(tx: Executor, row: MeetingRow) {
    if (row.reminderJobId) await reminders.cancel(tx, row.reminderJobId);
  }

  async function afterWrite(tx: Executor, id: string): Promise<MeetingDetail> {
    return found(tx, id);
  }

  return {
    present,

    async list(actor: Actor, q: TMeetingsQuery): Promise<{ meetings: TPaged<TMeeting> }> {
      assertCan(actor, 'list', 'meeting');
      const scope: MeetingScope =
        actor.role === 'admin'
          ? { kind: 'all' }
          : actor.role === 'mentor'
            ? { kind: 'mentor', id: actor.id }
            : { kind: 'intern', id: actor.id };
      const page = await repo.list(scope, q, clock());
      return { meetings: { ...page, docs: page.docs.map(present) } };
    },

    async get(actor: Actor, id: string): Promise<{ meeting: TMeeting }> {
      const d = await found(db, id);
      assertMay(actor, 'read', d);
      return { meeting: present(d) };
    },

    async ofMentorship(
      actor: Actor,
      mentorshipId: string,
      filters: { mentor?: string; intern?: string },
    ): Promise<{ meetings: TMeeting[] }> {
      const m = await repo.mentorship(db, mentorshipId);
      if (!m) throw new AppError('NOT_FOUND');
      const party =
        (actor.role === 'mentor' && actor.id === m.mentorId) ||
        (actor.role === 'intern' && actor.id === m.internId);
      assertCan(actor, 'read', 'mentorship', party ? { ownerId: actor.id } : undefined);
      return { meetings: (await repo.ofMentorship(mentorshipId, filters)).map(present) };
    },

    async create(actor: Actor, body: TMeetingWrite): Promise<{ meeting: TMeeting }> {
      assertCan(actor, 'create', 'meeting');
      let mentorId = actor.id;
      if (actor.role === 'admin') {
        if (!body.mentorId) throw invalid('mentorId', 'required');
        if (!(await repo.mentorExists(db, body.mentorId))) throw invalid('mentorId', 'notFound');
        mentorId = body.mentorId;
      } else if (body.mentorId && body.mentorId !== actor.id) throw new AppError('FORBIDDEN');
      const start = assertFuture(body.startDate);
      const id = randomUUID();
      const d = await db.transaction(async (tx) => {
        const attendees = await attendeesOf(tx, mentorId, body.attendees);
        const now = clock();
        await repo.insert(
          tx,
          {
            id,
            mentorId,
            title: body.title,
            description: body.description,
            link: body.link,
            startAt: start,
            durationMinutes: body.durationMinutes,
            sequence: 0,
            createdAt: now,
            updatedAt: now,
          },
          attendees,
        );
        const created = await afterWrite(tx, id);
        const jobId = await schedule(tx, created.row);
        if (jobId) await repo.update(tx, id, { reminderJobId: jobId });
        await mailAll(tx, created, 'invitation');
        return { ...created, row: { ...created.row, reminderJobId: jobId } };
      });
      return { meeting: present(d) };
    },

    /** The whole meeting replaced (attendees too); the invite's SEQUENCE goes up. */
    async update(actor: Actor, id: string, body: TMeetingWrite): Promise<{ meeting: TMeeting }> {
      const d = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const before = await found(tx, id);
        assertMay(actor, 'update', before);
        assertOpen(row);
        if (body.mentorId && body.mentorId !== row.mentorId) throw invalid('mentorId', 'unchangeable');
        const start = assertFuture(body.startDate);
        const attendees = await attendeesOf(tx, row.mentorId, body.attendees);
        await unschedule(tx, row);
        await repo.update(
          tx,
          id,
          {
            title: body.title,
            description: body.description,
            link: body.link,
            startAt: start,
            durationMinutes: body.durationMinutes,
            sequence: row.sequence + 1,
            reminderJobId: null,
            updatedAt: clock(),
          },
          attendees,
        );
        const after = await afterWrite(tx, id);
        const jobId = await schedule(tx, after.row);
        if (jobId) await repo.update(tx, id, { reminderJobId: jobId });
        // Those still invited get the change (new ones the invitation); those taken off, the cancellation.
        const ics = invite(after, 'REQUEST');
        const kept = new Set(before.attendees.map((a) => a.id));
        for (const a of after.attendees)
          await mailOne(tx, after, a, 'intern', kept.has(a.id) ? 'update' : 'invitation', ics);
        const removed = before.attendees.filter((a) => !after.attendees.some((b) => b.id === a.id));
        for (const a of removed)
          await mailOne(tx, after, a, 'intern', 'cancellation', invite(after, 'CANCEL', [a]));
        await mailOne(tx, after, after.mentor, 'mentor', 'update', ics);
        return { ...after, row: { ...after.row, reminderJobId: jobId } };
      });
      return { meeting: present(d) };
    },

    async cancel(actor: Actor, id: string): Promise<{ meeting: TMeeting }> {
      const d = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        assertMay(actor, 'cancel', await found(tx, id));
        assertOpen(row);
        await unschedule(tx, row);
        const now = clock();
        await repo.update(tx, id, {
          cancelledAt: now,
          sequence: row.sequence + 1,
          reminderJobId: null,
          updatedAt: now,
        });
        const after = await afterWrite(tx, id);
        await mailAll(tx, after, 'cancellation');
        return after;
      });
      return { meeting: present(d) };
    },

    /** Answers the meeting as it was. */
    async remove(actor: Actor, id: string): Promise<{ meeting: TMeeting }> {
      const gone = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const before = await found(tx, id);
        assertMay(actor, 'delete', before);
        await unschedule(tx, row);
        if (meetingState(row, clock()) === 'UPCOMING') {
          const last = { ...before, row: { ...row, sequence: row.sequence + 1 } };
          await mailAll(tx, last, 'cancellation');
        }
        await repo.remove(tx, id);
        return before;
      });
      return { meeting: present(gone) };
    },

    /**
     * The reminder job's handler: the meeting as it is now; nothing when it is gone, cancelled, over, or changed
     * since the job was scheduled (another sequence: its own job is the current one), and nothing the second time.
     */
    async remind(job: MeetingReminderJob): Promise<number> {
      return db.transaction(async (tx) => {
        const d = await repo.find(tx, job.meetingId);
        if (!d || d.row.sequence !== job.sequence || meetingState(d.row, clock()) !== 'UPCOMING') return 0;
        // Once per scheduled reminder, however often pg-boss hands the job out (after a crash it does again).
        if (!(await repo.claimReminder(tx, d.row.id, job.sequence))) return 0;
        await mailAll(tx, d, 'reminder');
        return d.attendees.length + 1;
      });
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
