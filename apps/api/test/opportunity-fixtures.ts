/**
 * Postings, trainings and interns for tests that need them without the opportunities routes: rows inserted with
 * Drizzle (postings, trainings) and accounts made by `createUser` and adjusted (age, CV filled, e-mail language).
 * Shared by the applications, safety and bench tests.
 */
import { ADULT_AGE } from '@praktika/contracts/auth';
import { guardianConsents } from '../src/db/schema/guardians.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import type { TLanguage, TRole } from '@praktika/contracts/common';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import type { Executor } from '../src/platform/db/client.ts';
import { accounts } from '../src/db/schema/accounts.ts';
import { interns } from '../src/db/schema/profiles.ts';
import { applications } from '../src/db/schema/applications.ts';
import { opportunities, type OpportunityRow } from '../src/db/schema/opportunities.ts';
import { birthdateForAge, catalogueFixture, createUser, type TestUser } from './factories.ts';
import { formData } from './files.ts';

type OpportunityInput = Partial<typeof opportunities.$inferInsert> & { businessId: string };

async function municipality(app: FastifyInstance): Promise<string> {
  return (await catalogueFixture(app)).municipalities[0];
}

/** An internship posting of `businessId`: deadline in 10 days, 3 spots, 3 months, no requested files by default. */
export async function insertJob(app: FastifyInstance, values: OpportunityInput): Promise<OpportunityRow> {
  return insertOpportunity(app.database.db, {
    kind: 'JOB',
    municipalityId: await municipality(app),
    engagementMonths: 3,
    ...values,
  });
}

/** A training of `businessId`: deadline in 10 days, running from day 20 to day 50. */
export async function insertTraining(
  app: FastifyInstance,
  values: OpportunityInput,
): Promise<OpportunityRow> {
  const today = programmeToday();
  return insertOpportunity(app.database.db, {
    kind: 'TRAINING',
    municipalityId: await municipality(app),
    startDate: addDays(today, 20),
    endDate: addDays(today, 50),
    ...values,
  });
}

/** The bare insert (any executor; `municipalityId` must exist). */
export async function insertOpportunity(
  ex: Executor,
  values: OpportunityInput & { kind: 'JOB' | 'TRAINING'; municipalityId: string },
): Promise<OpportunityRow> {
  const deadline = values.deadline ?? addDays(programmeToday(), 10);
  const [row] = await ex
    .insert(opportunities)
    .values({
      id: randomUUID(),
      title: values.kind === 'JOB' ? 'Junior developer' : 'Web basics',
      body: '<p>About it</p>',
      bodyText: 'About it',
      language: 'sq',
      spots: 3,
      ...values,
      deadline,
      originalDeadline: values.originalDeadline ?? deadline,
    })
    .returning();
  return row!;
}

export interface InternOptions {
  /** Age in whole years today (20 by default). */
  age?: number;
  /** The CV is filled (true by default). */
  cvFilled?: boolean;
  emailLanguage?: TLanguage;
  availability?: string;
  municipalityId?: string;
  /**
   * Issue 22 §2: a minor's guardian consent, GIVEN by default (so that tests of other rules can use minors); null
   * leaves the minor without a guardian (PENDING).
   */
  guardianConsent?: 'PENDING' | 'GIVEN' | 'REFUSED' | null;
}

/** A confirmed intern with a filled CV (unless told otherwise), aged 20 unless told otherwise. */
export async function insertIntern(app: FastifyInstance, opts: InternOptions = {}): Promise<TestUser> {
  const user = await createUser(app, 'intern');
  const db = app.database.db;
  await db
    .update(interns)
    .set({
      birthdate: birthdateForAge(opts.age ?? 20),
      updateFinished: opts.cvFilled ?? true,
      ...(opts.availability !== undefined ? { availability: opts.availability } : {}),
      ...(opts.municipalityId ? { municipalityId: opts.municipalityId } : {}),
    })
    .where(eq(interns.id, user.id));
  if (opts.emailLanguage) await setEmailLanguage(app, user.id, opts.emailLanguage);
  const status = opts.guardianConsent === undefined ? 'GIVEN' : opts.guardianConsent;
  if ((opts.age ?? 20) < ADULT_AGE && status)
    await db.insert(guardianConsents).values({
      internId: user.id,
      guardianName: 'Drita Krasniqi',
      guardianEmail: `guardian-${user.id.slice(0, 8)}@test.praktika.dev`,
      status,
      decidedAt: status === 'PENDING' ? null : new Date(),
    });
  return user;
}

/** An organisation (or another role) whose e-mails go out in `language`. */
export async function insertAccount(
  app: FastifyInstance,
  role: TRole,
  language?: TLanguage,
): Promise<TestUser> {
  const user = await createUser(app, role, { approved: true });
  if (language) await setEmailLanguage(app, user.id, language);
  return user;
}

export async function setEmailLanguage(app: FastifyInstance, id: string, language: TLanguage): Promise<void> {
  await app.database.db.update(accounts).set({ emailLanguage: language }).where(eq(accounts.id, id));
}

/** An application row straight in the database (any status), with the given dates and fields. */
export async function insertApplication(
  app: FastifyInstance,
  opportunity: Pick<OpportunityRow, 'id' | 'kind' | 'businessId'>,
  internId: string,
  status: TApplicationStatus,
  values: Partial<typeof applications.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await app.database.db.insert(applications).values({
    id,
    opportunityId: opportunity.id,
    kind: opportunity.kind,
    businessId: opportunity.businessId,
    internId,
    status,
    ...values,
  });
  return id;
}

/**
 * `POST /api/applications` as `user` (a visitor with null), as the web app sends it: a multipart form of `fields`
 * (jobId or trainingId, emailLanguage, …) and file parts (the CV, a motivation letter).
 */
export async function applyAs(
  app: FastifyInstance,
  user: TestUser | null,
  fields: Record<string, string>,
  parts: Array<{ field: string; bytes: Buffer; filename?: string }> = [],
) {
  const body = await formData(
    fields,
    parts.map((p) => ({ ...p, filename: p.filename ?? 'doc.pdf' })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body.payload,
    headers: { ...body.headers, ...(user?.headers ?? {}), 'accept-language': 'en' },
  });
}
