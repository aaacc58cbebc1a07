/**
 * Rows for the survey statistics tests, inserted straight into the tables (no builder, no answering rules): a
 * version with its questions, an answer with its assignment, interns with a municipality, gender and name, and
 * internships starting on a given date.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TAnswers, TQuestionType, TSurveyType, TTri } from '@praktika/contracts/surveys';
import { interns } from '../src/db/schema/profiles.ts';
import { mentorships } from '../src/db/schema/mentoring.ts';
import {
  surveyAnswers,
  surveyAssignments,
  surveyQuestions,
  surveyVersions,
} from '../src/db/schema/surveys.ts';
import { insertApplication } from './engagement-fixtures.ts';
import { insertAccount, insertIntern, insertJob } from './opportunity-fixtures.ts';
import type { TestUser } from './factories.ts';

/** "text" in three languages: `text sq`, `text sr`, `text`. */
export const tri = (text: string): TTri => ({ sq: `${text} sq`, sr: `${text} sr`, en: text });
export const choice = (id: string, text = id) => ({ id, label: tri(text) });

export interface QuestionFixture {
  key: string;
  type: TQuestionType;
  title: TTri;
  revision?: number;
  reworded?: boolean;
  linkedPreKey?: string | null;
  /** The type's own fields (choices, options, range, yesLabel, noLabel, other, ...). */
  settings?: Record<string, unknown>;
}

export const question = (
  type: TQuestionType,
  title: string,
  settings: Record<string, unknown> = {},
  extra: Partial<QuestionFixture> = {},
): QuestionFixture => ({ key: randomUUID(), type, title: tri(title), settings, ...extra });

/** A published version of `surveyType` with `questions` in this order; answers its id. */
export async function insertVersion(
  app: FastifyInstance,
  surveyType: TSurveyType,
  version: number,
  questions: QuestionFixture[],
): Promise<string> {
  const db = app.database.db;
  const id = randomUUID();
  await db.insert(surveyVersions).values({ id, surveyType, version });
  if (questions.length)
    await db.insert(surveyQuestions).values(
      questions.map((q, position) => ({
        id: randomUUID(),
        versionId: id,
        key: q.key,
        revision: q.revision ?? 1,
        reworded: q.reworded ?? false,
        position,
        type: q.type,
        title: q.title,
        linkedPreKey: q.linkedPreKey ?? null,
        settings: q.settings ?? {},
      })),
    );
  return id;
}

export interface AnswerFixture {
  surveyType: TSurveyType;
  versionId: string;
  respondentId: string;
  respondentRole: 'intern' | 'business' | 'mentor';
  answers: TAnswers;
  /** ISO instant. */
  submittedAt: string;
  internId?: string;
  applicationId?: string;
  businessId?: string;
  mentorId?: string;
  mentorshipId?: string;
}

/** A completed assignment and its answer; answers the answer's id. */
export async function insertAnswer(app: FastifyInstance, a: AnswerFixture): Promise<string> {
  const db = app.database.db;
  const assignmentId = randomUUID();
  const at = new Date(a.submittedAt);
  await db.insert(surveyAssignments).values({
    id: assignmentId,
    surveyType: a.surveyType,
    respondentId: a.respondentId,
    respondentRole: a.respondentRole,
    applicationId: a.applicationId ?? null,
    mentorshipId: a.mentorshipId ?? null,
    internId: a.internId ?? null,
    businessId: a.businessId ?? null,
    mentorId: a.mentorId ?? null,
    dueAt: at,
    completedAt: at,
  });
  const id = randomUUID();
  await db.insert(surveyAnswers).values({
    id,
    assignmentId,
    versionId: a.versionId,
    answers: a.answers,
    submittedAt: at,
  });
  return id;
}

export interface InternFixture {
  municipalityId: string;
  gender: 'M' | 'F' | 'O';
  name: string;
  lastName: string;
}

/** An intern with the given municipality, gender and name. */
export async function insertStatsIntern(app: FastifyInstance, o: InternFixture): Promise<TestUser> {
  const intern = await insertIntern(app, { municipalityId: o.municipalityId });
  await app.database.db
    .update(interns)
    .set({ gender: o.gender, name: o.name, lastName: o.lastName })
    .where(eq(interns.id, intern.id));
  return intern;
}

/** A COMPLETED internship of `internId` at `businessId` (a new organisation unless given), from `startDate`. */
export async function insertInternship(
  app: FastifyInstance,
  internId: string,
  opts: { businessId?: string; startDate?: string } = {},
): Promise<{ applicationId: string; businessId: string }> {
  const businessId = opts.businessId ?? (await insertAccount(app, 'business')).id;
  const job = await insertJob(app, { businessId });
  const row = await insertApplication(app, job, internId, {
    status: 'COMPLETED',
    ...(opts.startDate ? { startDate: opts.startDate } : {}),
  });
  return { applicationId: row.id, businessId };
}

/** An intern (`insertStatsIntern`) with a COMPLETED internship (`insertInternship`, from `startDate` if given). */
export async function insertInternAtWork(
  app: FastifyInstance,
  o: InternFixture & { startDate?: string },
): Promise<{ intern: TestUser; applicationId: string }> {
  const { startDate, ...who } = o;
  const intern = await insertStatsIntern(app, who);
  const { applicationId } = await insertInternship(app, intern.id, startDate ? { startDate } : {});
  return { intern, applicationId };
}

/** The fixed first columns of a survey answers export, in each language. */
export const EXPORT_HEADERS = {
  sq: [
    'Dërguar më',
    'Versioni',
    'Roli i të anketuarit',
    'Praktikanti',
    'Organizata',
    'Mentori',
    'Komuna',
    'Gjinia',
  ],
  sr: ['Poslato', 'Verzija', 'Uloga ispitanika', 'Praktikant', 'Organizacija', 'Mentor', 'Opština', 'Pol'],
  en: [
    'Submitted at',
    'Version',
    'Respondent role',
    'Intern',
    'Organisation',
    'Mentor',
    'Municipality',
    'Gender',
  ],
};

/** An ENDED mentorship of `mentorId` with `internId` for `applicationId`. */
export async function insertEndedMentorship(
  app: FastifyInstance,
  mentorId: string,
  internId: string,
  applicationId: string,
): Promise<string> {
  const id = randomUUID();
  await app.database.db.insert(mentorships).values({
    id,
    mentorId,
    internId,
    applicationId,
    status: 'ENDED',
    assignedBy: 'ADMIN',
    endReason: 'ENDED',
    endedAt: new Date(),
  });
  return id;
}
