/**
 * Mentors and interns with internships for the mentoring tests: mentors made by `createUser` and adjusted
 * (languages, approval, availability, account state, fields of interest and skills), interns with an approved
 * internship at a fresh posting.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import type { TLanguage } from '@praktika/contracts/common';
import type { TCvLanguage } from '@praktika/contracts/cv';
import { accounts } from '../src/modules/accounts/accounts.schema.ts';
import {
  internCategories,
  internSkills,
  mentorCategories,
  mentors,
  mentorSkills,
} from '../src/modules/accounts/profiles.schema.ts';
import type { ApplicationRow } from '../src/modules/applications/applications.schema.ts';
import { createUser, type TestUser } from './factories.ts';
import { insertAccount, insertIntern, insertJob, setEmailLanguage } from './opportunity-fixtures.ts';
import { insertApplication } from './engagement-fixtures.ts';

export interface MentorOptions {
  languages?: TCvLanguage[];
  approved?: boolean;
  available?: boolean;
  active?: boolean;
  emailLanguage?: TLanguage;
  /** Replace the mentor's fields of interest / skills (catalogue item ids). */
  categories?: string[];
  skills?: string[];
  name?: string;
}

/** An approved, available mentor with an active account who works in Albanian unless told otherwise. */
export async function insertMentor(app: FastifyInstance, opts: MentorOptions = {}): Promise<TestUser> {
  const user = await createUser(app, 'mentor', { approved: opts.approved ?? true });
  const db = app.database.db;
  await db
    .update(mentors)
    .set({
      languages: opts.languages ?? ['sq'],
      available: opts.available ?? true,
      ...(opts.name ? { name: opts.name } : {}),
    })
    .where(eq(mentors.id, user.id));
  if (opts.active === false) await db.update(accounts).set({ active: false }).where(eq(accounts.id, user.id));
  if (opts.emailLanguage) await setEmailLanguage(app, user.id, opts.emailLanguage);
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
  return user;
}

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
  const application = await insertApplication(app, job, intern.id, { status: opts.status ?? 'APPROVED' });
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
