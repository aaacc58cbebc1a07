/**
 * Mentors, interns with internships, mentorships and meetings for the mentoring tests, without going through the
 * mentoring routes: accounts from `createUser` adjusted, rows inserted with Drizzle; `requestMentor` is the one
 * HTTP call. Shared by the meetings, mentorships and engagement tests.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import type { TLanguage } from '@praktika/contracts/common';
import type { TCvLanguage } from '@praktika/contracts/cv';
import type { TMentorshipStatus } from '@praktika/contracts/mentoring';
import {
  internCategories,
  internSkills,
  mentorCategories,
  mentorSkills,
  mentors,
} from '../src/db/schema/profiles.ts';
import { accounts } from '../src/db/schema/accounts.ts';
import type { ApplicationRow } from '../src/db/schema/applications.ts';
import {
  meetingAttendees,
  meetings,
  mentorships,
  type MeetingRow,
  type MentorshipRow,
} from '../src/db/schema/mentoring.ts';
import { createUser, type TestUser } from './factories.ts';
import {
  insertAccount,
  insertApplication,
  insertIntern,
  insertJob,
  setEmailLanguage,
} from './opportunity-fixtures.ts';
import { insertApplication as insertEngagement } from './engagement-fixtures.ts';

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

/**
 * A confirmed mentor with the given profile: approved (with an approval date), available, with an active account,
 * five years of experience and mentoring in Albanian unless told otherwise.
 */
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

/** Helpers for interns in the mentoring flows. */
export interface InternshipOptions {
  status?: TApplicationStatus;
  emailLanguage?: TLanguage;
  categories?: string[];
  skills?: string[];
  age?: number;
  /** The organisation (a new one unless given). */
  businessId?: string;
}

/** An intern with an internship (APPROVED unless told) at a new posting. */
export async function insertInternWithInternship(
  app: FastifyInstance,
  opts: InternshipOptions = {},
): Promise<{ intern: TestUser; application: ApplicationRow }> {
  const intern = await insertIntern(app, { emailLanguage: opts.emailLanguage, age: opts.age });
  const businessId = opts.businessId ?? (await insertAccount(app, 'business')).id;
  const job = await insertJob(app, { businessId });
  const application = await insertEngagement(app, job, intern.id, { status: opts.status ?? 'APPROVED' });
  const db = app.database.db;
  if (opts.categories) {
    await db.delete(internCategories).where(eq(internCategories.ownerId, intern.id));
    if (opts.categories.length)
      await db
        .insert(internCategories)
        .values(opts.categories.map((itemId) => ({ ownerId: intern.id, itemId })));
  }
  if (opts.skills) {
    await db.delete(internSkills).where(eq(internSkills.ownerId, intern.id));
    if (opts.skills.length)
      await db.insert(internSkills).values(opts.skills.map((itemId) => ({ ownerId: intern.id, itemId })));
  }
  return { intern, application };
}

/** Asks for a mentor as `intern` for `applicationId`, in `languages`. */
export function requestMentor(
  app: FastifyInstance,
  intern: TestUser,
  applicationId: string,
  languages: TCvLanguage[] = ['sq'],
) {
  return app.inject({
    method: 'POST',
    url: '/api/mentorships/assignmentor',
    headers: { ...intern.headers, 'accept-language': 'en' },
    payload: { applicationId, languages },
  });
}
