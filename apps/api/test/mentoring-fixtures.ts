/**
 * Mentorships and meetings for tests that need them without going through the mentoring routes: rows inserted
 * with Drizzle. Mentors come from `insertMentor` here (name and surname, approval date, experience) or in
 * `mentorship-fixtures.ts`. Shared by the meetings and mentorships tests.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TLanguage } from '@praktika/contracts/common';
import type { TCvLanguage } from '@praktika/contracts/cv';
import type { TMentorshipStatus } from '@praktika/contracts/mentoring';
import { mentorCategories, mentorSkills, mentors } from '../src/modules/accounts/profiles.schema.ts';
import { accounts } from '../src/modules/accounts/accounts.schema.ts';
import {
  meetingAttendees,
  meetings,
  mentorships,
  type MeetingRow,
  type MentorshipRow,
} from '../src/modules/mentoring/mentoring.schema.ts';
import { createUser, type TestUser } from './factories.ts';
import { insertApplication, insertJob, setEmailLanguage } from './opportunity-fixtures.ts';

export interface MentorOptions {
  /** Mentoring languages (['sq'] by default). */
  languages?: TCvLanguage[];
  /** Approved by an admin (true by default). */
  approved?: boolean;
  available?: boolean;
  /** The account is active (true by default). */
  active?: boolean;
  /** Catalogue item ids replacing the default field of interest and skill of `createUser`. */
  categories?: string[];
  skills?: string[];
  municipalityId?: string;
  emailLanguage?: TLanguage;
  name?: string;
  surname?: string;
}

/** A confirmed mentor with the given profile (approved, available, mentoring in Albanian unless told otherwise). */
export async function insertMentor(app: FastifyInstance, opts: MentorOptions = {}): Promise<TestUser> {
  const approved = opts.approved ?? true;
  const user = await createUser(app, 'mentor', { approved });
  const db = app.database.db;
  await db
    .update(mentors)
    .set({
      languages: opts.languages ?? ['sq'],
      approvedByAdmin: approved,
      approvedAt: approved ? new Date() : null,
      available: opts.available ?? true,
      yearsOfExperience: 5,
      ...(opts.municipalityId ? { municipalityId: opts.municipalityId } : {}),
      ...(opts.name ? { name: opts.name } : {}),
      ...(opts.surname ? { surname: opts.surname } : {}),
    })
    .where(eq(mentors.id, user.id));
  if (opts.categories) {
    await db.delete(mentorCategories).where(eq(mentorCategories.ownerId, user.id));
    if (opts.categories.length)
      await db
        .insert(mentorCategories)
        .values(opts.categories.map((itemId) => ({ ownerId: user.id, itemId })));
  }
  if (opts.skills) {
    await db.delete(mentorSkills).where(eq(mentorSkills.ownerId, user.id));
    if (opts.skills.length)
      await db.insert(mentorSkills).values(opts.skills.map((itemId) => ({ ownerId: user.id, itemId })));
  }
  if (opts.active === false) await db.update(accounts).set({ active: false }).where(eq(accounts.id, user.id));
  if (opts.emailLanguage) await setEmailLanguage(app, user.id, opts.emailLanguage);
  return user;
}

export interface MentorshipOptions {
  mentorId: string;
  internId: string;
  /** ACTIVE by default. */
  status?: TMentorshipStatus;
  /** An application of the intern; by default a HIRED one at a new posting of `businessId`. */
  applicationId?: string;
  /** The organisation of the default application (required without `applicationId`). */
  businessId?: string;
  languages?: string[];
}

/** A mentorship row (ACTIVE unless told otherwise), with a HIRED application when none is given. */
export async function insertMentorship(
  app: FastifyInstance,
  opts: MentorshipOptions,
): Promise<MentorshipRow> {
  let applicationId = opts.applicationId;
  if (!applicationId) {
    if (!opts.businessId) throw new Error('insertMentorship needs applicationId or businessId');
    const job = await insertJob(app, { businessId: opts.businessId });
    applicationId = await insertApplication(app, job, opts.internId, 'HIRED');
  }
  const status = opts.status ?? 'ACTIVE';
  const [row] = await app.database.db
    .insert(mentorships)
    .values({
      id: randomUUID(),
      mentorId: opts.mentorId,
      internId: opts.internId,
      applicationId,
      status,
      assignedBy: 'ADMIN',
      languages: opts.languages ?? ['sq'],
      acceptedAt: status === 'ACTIVE' ? new Date() : null,
      endedAt: status === 'ENDED' ? new Date() : null,
      endReason: status === 'ENDED' ? 'ENDED' : null,
    })
    .returning();
  return row!;
}

export interface MeetingOptions {
  mentorId: string;
  /** Attendees with their mentorships. */
  attendees: { internId: string; mentorshipId: string }[];
  startAt: Date;
  durationMinutes?: number;
  title?: string;
  cancelled?: boolean;
  sequence?: number;
}

/** A meeting row straight in the database (no e-mail, no reminder): held, past or cancelled meetings for lists. */
export async function insertMeeting(app: FastifyInstance, opts: MeetingOptions): Promise<MeetingRow> {
  const db = app.database.db;
  const [row] = await db
    .insert(meetings)
    .values({
      id: randomUUID(),
      mentorId: opts.mentorId,
      title: opts.title ?? 'Weekly check-in',
      description: '',
      link: 'https://meet.example.org/check-in',
      startAt: opts.startAt,
      durationMinutes: opts.durationMinutes ?? 60,
      cancelledAt: opts.cancelled ? new Date() : null,
      sequence: opts.sequence ?? 0,
    })
    .returning();
  if (opts.attendees.length)
    await db.insert(meetingAttendees).values(opts.attendees.map((a) => ({ meetingId: row!.id, ...a })));
  return row!;
}
