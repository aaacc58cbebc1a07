/**
 * Issue 17 (1.1, 1.2) through the API, on a database of its own (nothing published when it starts): no survey
 * falls due, is e-mailed or listed while its type has no published questions; publishing makes it due to whoever
 * it is due to at that moment, once, e-mailed in their account's language; questions are required by default; an
 * empty submission (or one missing a required answer) is refused and leaves the survey open.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TLanguage } from '@praktika/contracts/common';
import type { TSurveyType } from '@praktika/contracts/surveys';
import { useRoleApp, type InjectResponse } from '../../../test/role-app.ts';
import type { CapturingMailer, TestUser } from '../../../test/factories.ts';
import { insertAccount, insertIntern, insertJob } from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { publish, qRating, qSection, qText, qYesNo } from '../../../test/survey-fixtures.ts';
import { mentorships } from '../../db/schema/mentoring.ts';
import { surveyAnswers, surveyAssignments } from '../../db/schema/surveys.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZQuestionSetResult, ZSurveyList, ZSurveyResult } from '@praktika/contracts/surveys';

const kit = useRoleApp('surveys-due');
const mailer = () => kit.t.app.mailer as CapturingMailer;
const db = () => kit.t.app.database.db;

async function as(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  return kit.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...user.headers, 'accept-language': 'en' },
    payload,
  });
}
const detailsOf = (res: InjectResponse) => res.json().details as { field: string; issue: string }[];

/** The survey e-mails sent to `user` so far. */
const surveyMails = (user: TestUser) =>
  mailer().sent.filter((m) => m.to === user.email && m.template === 'survey');

/** `user`'s due surveys of `type` in the database (listed or not). */
const rowsOf = (user: TestUser, type: TSurveyType) =>
  db()
    .select()
    .from(surveyAssignments)
    .where(and(eq(surveyAssignments.respondentId, user.id), eq(surveyAssignments.surveyType, type)));

/** What `user` sees: the open surveys count of the account menu ("Surveys (N)"). */
async function openCount(user: TestUser): Promise<number> {
  const res = await as(user, 'GET', '/surveys?completed=false');
  return expectOk(res, ZSurveyList).surveys.totalDocs as number;
}

/** An internship of a new intern (e-mails in `lang`) at a new organisation (e-mails in `orgLang`), in `status`. */
async function internship(
  status: 'ACCEPTED_FOR_VALIDATION' | 'APPROVED' | 'HIRED' | 'EXTENDED' | 'COMPLETED',
  lang: TLanguage = 'en',
  orgLang: TLanguage = 'sq',
) {
  const app = kit.t.app;
  const org = await insertAccount(app, 'business', orgLang);
  const job = await insertJob(app, { businessId: org.id });
  const intern = await insertIntern(app, { emailLanguage: lang });
  const row = await insertApplication(app, job, intern.id, { status });
  return { org, intern, id: row.id, row };
}

describe('due surveys wait for a published set', () => {
  it('makes nothing due before PRE/POST/ORGANISATION/MENTOR are published, then each publish catches up once', async () => {
    // Approved through the real route while PRE has never been published: no survey, no e-mail, no count.
    const approved = await internship('ACCEPTED_FOR_VALIDATION', 'sr');
    const res = await kit.api('PUT', `/applications/${approved.id}`, 'admin', { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(approved.intern, 'PRE')).toHaveLength(0);
    expect(surveyMails(approved.intern)).toHaveLength(0);
    expect(await openCount(approved.intern)).toBe(0);

    // Completed through the real route while POST and ORGANISATION are unpublished: nothing for either party.
    const completed = await internship('HIRED', 'en', 'sr');
    const fin = await as(completed.org, 'PUT', `/applications/${completed.id}`, {
      action: 'finalize',
      outcome: 'NO_CONTINUATION',
    });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(await rowsOf(completed.intern, 'POST')).toHaveLength(0);
    expect(await rowsOf(completed.org, 'ORGANISATION')).toHaveLength(0);
    expect(surveyMails(completed.intern)).toHaveLength(0);
    expect(surveyMails(completed.org)).toHaveLength(0);
    expect(await openCount(completed.org)).toBe(0);

    const hired = await internship('HIRED', 'sq');
    const extended = await internship('EXTENDED', 'en');
    const waiting = await internship('ACCEPTED_FOR_VALIDATION');

    // A set with nothing to answer (a section only) is not a published survey: still nothing.
    const empty = await publish(kit, 'PRE', [qSection()]);
    expect(expectOk(empty, ZQuestionSetResult).assigned).toBe(0);
    expect(await rowsOf(approved.intern, 'PRE')).toHaveLength(0);

    // PRE published: due to every running internship (approved, hired, extended), in each account's language.
    const pre = await publish(kit, 'PRE', [qYesNo()]);
    expect(expectOk(pre, ZQuestionSetResult).assigned).toBe(3);
    for (const [who, lang] of [
      [approved, 'sr'],
      [hired, 'sq'],
      [extended, 'en'],
    ] as const) {
      const rows = await rowsOf(who.intern, 'PRE');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ applicationId: who.id, respondentRole: 'intern', completedAt: null });
      const mails = surveyMails(who.intern);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ language: lang, params: { event: 'due', surveyType: 'PRE' } });
      expect(await openCount(who.intern)).toBe(1);
    }
    // Not to an internship waiting for validation, nor to a completed one.
    expect(await rowsOf(waiting.intern, 'PRE')).toHaveLength(0);
    expect(await rowsOf(completed.intern, 'PRE')).toHaveLength(0);

    // Published again (replaced, or a new version): nobody gets a second one.
    const before = mailer().sent.length;
    const again = await publish(kit, 'PRE', [qYesNo(), qRating()]);
    expect(expectOk(again, ZQuestionSetResult).assigned).toBe(0);
    expect(mailer().sent.length).toBe(before);
    expect(await rowsOf(approved.intern, 'PRE')).toHaveLength(1);

    // From now on the transition itself makes it due.
    const later = await kit.api('PUT', `/applications/${waiting.id}`, 'admin', { action: 'approve' });
    expect(later.statusCode, later.body).toBe(200);
    expect(await rowsOf(waiting.intern, 'PRE')).toHaveLength(1);
    expect(surveyMails(waiting.intern)).toHaveLength(1);

    // POST published: the completed intern; the organisation still waits for ORGANISATION.
    const post = await publish(kit, 'POST', [qText()]);
    expect(expectOk(post, ZQuestionSetResult).assigned).toBe(1);
    expect(await rowsOf(completed.intern, 'POST')).toHaveLength(1);
    expect(surveyMails(completed.intern)).toEqual([
      expect.objectContaining({ language: 'en', params: expect.objectContaining({ surveyType: 'POST' }) }),
    ]);
    expect(await rowsOf(completed.org, 'ORGANISATION')).toHaveLength(0);
    expect(await rowsOf(hired.intern, 'POST')).toHaveLength(0);

    const organisation = await publish(kit, 'ORGANISATION', [qRating()]);
    expect(expectOk(organisation, ZQuestionSetResult).assigned).toBe(1);
    const orgRows = await rowsOf(completed.org, 'ORGANISATION');
    expect(orgRows).toHaveLength(1);
    expect(orgRows[0]).toMatchObject({ internId: completed.intern.id, respondentRole: 'business' });
    expect(surveyMails(completed.org)).toEqual([
      expect.objectContaining({
        language: 'sr',
        params: expect.objectContaining({ surveyType: 'ORGANISATION' }),
      }),
    ]);
    expect(await openCount(completed.org)).toBe(1);
  });

  it('MENTOR: publishing makes it due for ended mentorships (not reassigned ones), once', async () => {
    const app = kit.t.app;
    const { intern, id: applicationId } = await internship('HIRED');
    const ended = await insertAccount(app, 'mentor', 'sr');
    const moved = await insertAccount(app, 'mentor', 'en');
    const mentorship = (mentorId: string, endReason: 'ENDED' | 'REASSIGNED') =>
      ({
        id: randomUUID(),
        mentorId,
        internId: intern.id,
        applicationId,
        status: 'ENDED',
        endReason,
        endedAt: new Date(),
        assignedBy: 'AUTO',
        languages: ['sq'],
      }) as typeof mentorships.$inferInsert;
    const endedRow = mentorship(ended.id, 'ENDED');
    await db()
      .insert(mentorships)
      .values([mentorship(moved.id, 'REASSIGNED'), endedRow]);

    const res = await publish(kit, 'MENTOR', [qYesNo()]);
    expect(expectOk(res, ZQuestionSetResult).assigned).toBe(1);
    const rows = await rowsOf(ended, 'MENTOR');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mentorshipId: endedRow.id, mentorId: ended.id, internId: intern.id });
    expect(surveyMails(ended)).toEqual([expect.objectContaining({ language: 'sr' })]);
    expect(await rowsOf(moved, 'MENTOR')).toHaveLength(0);
    expect(expectOk(await publish(kit, 'MENTOR', [qYesNo(), qText()]), ZQuestionSetResult).assigned).toBe(0);
  });

  it('an open survey of a type without published questions is not listed (made due before this rule)', async () => {
    const mentor = await insertAccount(kit.t.app, 'mentor');
    // The MENTOR set emptied (only a section left): the type is no longer published.
    await publish(kit, 'MENTOR', [qSection()]);
    await db().insert(surveyAssignments).values({
      id: randomUUID(),
      surveyType: 'MENTOR',
      respondentId: mentor.id,
      respondentRole: 'mentor',
      mentorId: mentor.id,
    });
    expect(await openCount(mentor)).toBe(0);
    expect(
      expectOk(await kit.api('GET', `/surveys?mentor=${mentor.id}`, 'admin'), ZSurveyList).surveys.totalDocs,
    ).toBe(0);
    await publish(kit, 'MENTOR', [qYesNo()]);
    expect(await openCount(mentor)).toBe(1);
  });
});

describe('required by default, and no empty submission', () => {
  it('stores a question sent without `required` as required; a section never', async () => {
    const { required: _r, ...text } = qText() as Record<string, unknown>;
    const { required: _s, ...section } = qSection() as Record<string, unknown>;
    const res = await kit.api('PUT', '/questions', 'admin', {
      surveyType: 'POST',
      questions: [section, text],
    });
    expect(
      expectOk(res, ZQuestionSetResult).questions.questions.map((q: { required: boolean }) => q.required),
    ).toEqual([false, true]);
  });

  it('refuses an empty submission and one missing a required answer; the survey stays open', async () => {
    const must = qYesNo({ required: true });
    const may = qText({ required: false });
    const rate = qRating({ required: false });
    expect((await publish(kit, 'ORGANISATION', [qSection(), must, may, rate])).statusCode).toBe(200);
    const { org, row } = await internship('COMPLETED');
    await db().transaction((tx) => kit.t.app.services.surveys.onApplicationStatus(tx, row, 'COMPLETED'));
    const [due] = await rowsOf(org, 'ORGANISATION');
    expect(due).toBeDefined();
    const survey = due!.id;

    const submit = (answers: Record<string, unknown>) => as(org, 'POST', '/answers', { survey, answers });
    const empty = await submit({});
    expectError(empty, 400, 'VALIDATION_ERROR');
    expect(detailsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: 'answers', issue: 'answerEmpty' },
        { field: `answers.${must.key}`, issue: 'answerRequired' },
        { field: `answers.${may.key}`, issue: 'answerEmpty' },
        { field: `answers.${rate.key}`, issue: 'answerEmpty' },
      ]),
    );
    // Blank answers are no answers.
    const blank = await submit({ [may.key]: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(detailsOf(blank)).toContainEqual({ field: 'answers', issue: 'answerEmpty' });
    // Optional ones answered, the required one not.
    const missing = await submit({ [may.key]: 'Fine', [rate.key]: 4 });
    expect(missing.statusCode).toBe(400);
    expect(detailsOf(missing)).toEqual([{ field: `answers.${must.key}`, issue: 'answerRequired' }]);

    // None of these marked it answered or stored anything.
    const [still] = await db().select().from(surveyAssignments).where(eq(surveyAssignments.id, survey));
    expect(still!.completedAt).toBeNull();
    expect(await db().select().from(surveyAnswers).where(eq(surveyAnswers.assignmentId, survey))).toEqual([]);
    expect(expectOk(await as(org, 'GET', `/surveys/${survey}`), ZSurveyResult).survey.completed).toBe(false);
    expect(await openCount(org)).toBe(1);

    const ok = await submit({ [must.key]: true });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await openCount(org)).toBe(0);
  });
});
