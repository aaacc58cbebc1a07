/**
 * Surveys (issue 11 §1-§2) through the API: the builder's rules and versions, due surveys created by the
 * internship's steps with their e-mails and reminder, answers and their validation, the /mobilesurvey token, and
 * who may call what.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TLanguage } from '@praktika/contracts/common';
import type { TQuestionWriteInput, TSurveyType } from '@praktika/contracts/surveys';
import {
  SURVEY_REMINDER_DAYS,
  ZAnswerResult,
  ZDraftSaved,
  ZQuestionSetResult,
  ZQuestionsAnswer,
  ZSurveyList,
  ZSurveyResult,
} from '@praktika/contracts/surveys';
import { useRoleApp, type InjectResponse } from '../../../test/role-app.ts';
import type { CapturingMailer, TestUser } from '../../../test/factories.ts';
import { TEST_JWT_SECRET } from '../../../test/harness.ts';
import { insertAccount, insertIntern, insertJob } from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import {
  choice,
  publish,
  qCheckbox,
  qMatrix,
  qRating,
  qSection,
  qText,
  qYesNo,
  tri,
} from '../../../test/survey-fixtures.ts';
import { createTokenService } from '../../platform/auth/tokens.ts';
import { renderMail } from '../../services.ts';
import { SURVEY_REMINDER_JOB } from './surveys.jobs.ts';
import { mentorships } from '../../db/schema/mentoring.ts';
import { surveyAnswers, surveyAssignments, surveyVersions } from '../../db/schema/surveys.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';

const DAY = 86_400_000;
let shift = 0;
const kit = useRoleApp('surveys', undefined, { now: () => Date.now() + shift });
const mailer = () => kit.t.app.mailer as CapturingMailer;
const db = () => kit.t.app.database.db;

async function as(
  user: TestUser | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Json,
): Promise<InjectResponse> {
  return kit.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(user ? user.headers : {}), 'accept-language': 'en' },
    payload,
  });
}

const detailsOf = (res: InjectResponse) => res.json().details as { field: string; issue: string }[];

/** The PRE set every answering test uses (keys fixed so answers can name them). */
const K = {
  section: randomUUID(),
  yn: randomUUID(),
  txt: randomUUID(),
  cb: randomUUID(),
  rt: randomUUID(),
  mx: randomUUID(),
};
const PRE_SET: TQuestionWriteInput[] = [
  qSection({ key: K.section }),
  qYesNo({ key: K.yn, required: true }),
  qText({ key: K.txt, minChars: 3, maxChars: 20, condition: { questionKey: K.yn, value: 'yes' } }),
  qCheckbox({ key: K.cb, minChoices: 1, maxChoices: 2, other: true }),
  qRating({ key: K.rt, range: 7, required: true }),
  qMatrix({ key: K.mx, required: true }),
];
const VALID = {
  [K.yn]: true,
  [K.txt]: 'good stuff',
  [K.cb]: { choices: ['a'] },
  [K.rt]: 6,
  [K.mx]: { r1: 'c1', r2: 'c2' },
};

interface Due {
  intern: TestUser;
  org: TestUser;
  respondent: TestUser;
  surveyId: string;
  applicationId: string;
}

/** A due survey of `type`, made by the applications' hook (PRE: approved; POST, ORGANISATION: completed). */
async function due(
  type: 'PRE' | 'POST' | 'ORGANISATION',
  langs: { intern?: TLanguage; org?: TLanguage } = {},
): Promise<Due> {
  const app = kit.t.app;
  const org = await insertAccount(app, 'business', langs.org);
  const job = await insertJob(app, { businessId: org.id });
  const intern = await insertIntern(app, langs.intern ? { emailLanguage: langs.intern } : {});
  const status = type === 'PRE' ? 'APPROVED' : 'COMPLETED';
  const row = await insertApplication(app, job, intern.id, { status });
  await db().transaction((tx) => app.services.surveys.onApplicationStatus(tx, row, status));
  const [a] = await db()
    .select()
    .from(surveyAssignments)
    .where(and(eq(surveyAssignments.applicationId, row.id), eq(surveyAssignments.surveyType, type)));
  return {
    intern,
    org,
    respondent: type === 'ORGANISATION' ? org : intern,
    surveyId: a!.id,
    applicationId: row.id,
  };
}

describe('GET /questions with no set', () => {
  it('answers an empty version 0', async () => {
    const res = await kit.api('GET', '/questions?surveyType=MENTOR', 'admin');
    const data = expectOk(res, ZQuestionsAnswer);
    expect(data).toMatchObject({ surveyType: 'MENTOR', version: 0, versions: [] });
    expect(data.questions.docs).toEqual([]);
  });
});

describe('the builder rules, refused with the field path', () => {
  const k1 = randomUUID();
  const k2 = randomUUID();
  const cases: Array<{
    name: string;
    surveyType?: TSurveyType;
    questions: () => unknown[];
    field: string;
    issue?: string;
  }> = [
    {
      name: 'type required',
      questions: () => [{ key: k1, title: tri('No type') }],
      field: 'questions.0.type',
    },
    {
      name: 'title required',
      questions: () => [{ ...qText(), title: { sq: '', sr: 'x', en: 'x' } }],
      field: 'questions.0.title.sq',
    },
    {
      name: 'section title required',
      questions: () => [{ ...qSection(), title: undefined }],
      field: 'questions.0.title',
    },
    {
      name: 'yes/no needs labels',
      questions: () => [{ ...qYesNo(), yesLabel: undefined }],
      field: 'questions.0.yesLabel',
    },
    {
      name: 'choice text non-empty',
      questions: () => [qCheckbox({ choices: [{ id: 'a', label: { sq: 'A', sr: 'A', en: '' } }] })],
      field: 'questions.0.choices.0.label.en',
    },
    {
      name: 'choice texts unique',
      questions: () => [qCheckbox({ choices: [choice('a', 'Same'), choice('b', 'same')] })],
      field: 'questions.0.choices.1.label.sq',
      issue: 'duplicate',
    },
    {
      name: 'option texts unique',
      questions: () => [qMatrix({ options: [choice('r1', 'Row'), choice('r2', 'Row')] })],
      field: 'questions.0.options.1.label.en',
      issue: 'duplicate',
    },
    {
      name: 'choice ids unique',
      questions: () => [qCheckbox({ choices: [choice('a', 'One'), choice('a', 'Two')] })],
      field: 'questions.0.choices.1.id',
      issue: 'duplicate',
    },
    {
      name: 'rating at least 5',
      questions: () => [qRating({ range: 4 })],
      field: 'questions.0.range',
      issue: 'ratingRange',
    },
    {
      name: 'rating at most 10',
      questions: () => [qRating({ range: 11 })],
      field: 'questions.0.range',
      issue: 'ratingRange',
    },
    {
      name: 'checkbox needs choices',
      questions: () => [qCheckbox({ choices: [] })],
      field: 'questions.0.choices',
      issue: 'needsChoices',
    },
    {
      name: 'matrix needs options',
      questions: () => [qMatrix({ options: [] })],
      field: 'questions.0.options',
      issue: 'needsOptions',
    },
    {
      name: 'matrix needs choices',
      questions: () => [qMatrix({ choices: [] })],
      field: 'questions.0.choices',
      issue: 'needsChoices',
    },
    {
      name: 'text min above max',
      questions: () => [qText({ minChars: 10, maxChars: 5 })],
      field: 'questions.0.minChars',
      issue: 'minMax',
    },
    {
      name: 'checkbox min above max',
      questions: () => [qCheckbox({ minChoices: 3, maxChoices: 2 })],
      field: 'questions.0.minChoices',
      issue: 'minMax',
    },
    {
      name: 'a forward condition',
      questions: () => [
        qText({ key: k1, condition: { questionKey: k2, value: 'yes' } }),
        qYesNo({ key: k2 }),
      ],
      field: 'questions.0.condition.questionKey',
      issue: 'conditionOrder',
    },
    {
      name: 'a circular condition',
      questions: () => [
        qYesNo({ key: k1, condition: { questionKey: k2, value: 'yes' } }),
        qYesNo({ key: k2, condition: { questionKey: k1, value: 'yes' } }),
      ],
      field: 'questions.0.condition.questionKey',
      issue: 'conditionCycle',
    },
    {
      name: 'a condition on itself',
      questions: () => [qYesNo({ key: k1, condition: { questionKey: k1, value: 'yes' } })],
      field: 'questions.0.condition.questionKey',
      issue: 'conditionCycle',
    },
    {
      name: 'a condition value the parent cannot take',
      questions: () => [qYesNo({ key: k1 }), qText({ condition: { questionKey: k1, value: 'maybe' } })],
      field: 'questions.1.condition.value',
      issue: 'conditionValue',
    },
    {
      name: 'a link on a PRE question',
      questions: () => [qText({ linkedPreKey: k1 })],
      field: 'questions.0.linkedPreKey',
      issue: 'linkInvalid',
    },
    {
      name: 'a link to a key not in the PRE set',
      surveyType: 'POST',
      questions: () => [qText({ linkedPreKey: k1 })],
      field: 'questions.0.linkedPreKey',
      issue: 'linkInvalid',
    },
    {
      name: 'a repeated key',
      questions: () => [qText({ key: k1 }), qYesNo({ key: k1 })],
      field: 'questions.1.key',
      issue: 'duplicateKey',
    },
  ];
  it.each(cases)('$name', async ({ surveyType = 'PRE', questions, field, issue }) => {
    const res = await kit.api('PUT', '/questions', 'admin', { surveyType, questions: questions() });
    expectError(res, 400, 'VALIDATION_ERROR');
    const details = detailsOf(res);
    expect(details.map((d) => d.field)).toContain(field);
    if (issue) expect(details).toContainEqual({ field, issue });
    // Nothing was published.
    const set = await kit.api('GET', `/questions?surveyType=${surveyType}`, 'admin');
    expect(expectOk(set, ZQuestionsAnswer).versions).toEqual([]);
  });
});

describe('publishing and versions', () => {
  it('publishes the PRE set (POST), reads it paged by position, and the POST set may link to it', async () => {
    const res = await publish(kit, 'PRE', PRE_SET, 'POST');
    const set = expectOk(res, ZQuestionSetResult, { status: 201 }).questions;
    expect(set).toMatchObject({ surveyType: 'PRE', version: 1, answerCount: 0 });
    expect(set.questions.map((q: { key: string }) => q.key)).toEqual(Object.values(K));
    expect(set.questions[4]).toMatchObject({ type: 'RATING', range: 7, required: true, revision: 1 });
    expect(set.questions[2]!.condition).toEqual({ questionKey: K.yn, value: 'yes' });

    const page = await kit.api('GET', '/questions?surveyType=PRE&limit=2&page=2', 'admin');
    const data = expectOk(page, ZQuestionsAnswer);
    expect(data.questions.totalDocs).toBe(6);
    expect(data.questions.docs.map((q: { key: string }) => q.key)).toEqual([K.txt, K.cb]);
    expect(data.versions).toEqual([expect.objectContaining({ version: 1, answerCount: 0 })]);

    const linked = await publish(kit, 'POST', [qRating({ linkedPreKey: K.rt, range: 7 })]);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(expectOk(linked, ZQuestionSetResult).questions.questions[0]!.linkedPreKey).toBe(K.rt);
  });

  it('replaces an unanswered version, creates the next once answered; old answers keep theirs', async () => {
    const same = qYesNo();
    const changed = qRating();
    const v1 = [same, changed];
    expect(expectOk(await publish(kit, 'ORGANISATION', v1), ZQuestionSetResult).questions.version).toBe(1);
    // Published again before any answer: still version 1.
    const again = await publish(kit, 'ORGANISATION', [...v1, qText()]);
    expect(expectOk(again, ZQuestionSetResult).questions).toMatchObject({ version: 1 });
    expect(expectOk(again, ZQuestionSetResult).questions.questions).toHaveLength(3);
    expect(
      expectOk(await publish(kit, 'ORGANISATION', v1), ZQuestionSetResult).questions.questions,
    ).toHaveLength(2);

    const first = await due('ORGANISATION');
    const answered = await as(first.respondent, 'POST', '/answers', {
      survey: first.surveyId,
      answers: { [same.key]: true, [changed.key]: 4 },
    });
    expect(expectOk(answered, ZAnswerResult, { status: 201 }).answer).toMatchObject({
      version: 1,
      surveyType: 'ORGANISATION',
    });

    // A reworded title and a wider range: version 2, revision 2, reworded; the untouched one keeps revision 1.
    const reworded = { ...changed, title: tri('How useful was it, really?'), range: 10 };
    const v2 = await publish(kit, 'ORGANISATION', [same, reworded]);
    const set2 = expectOk(v2, ZQuestionSetResult).questions;
    expect(set2.version).toBe(2);
    expect(set2.questions[0]).toMatchObject({ key: same.key, revision: 1, reworded: false });
    expect(set2.questions[1]).toMatchObject({ key: changed.key, revision: 2, reworded: true, range: 10 });

    // Published again before any v2 answer: still version 2 (replaced), the revision still against v1.
    const v2b = await publish(kit, 'ORGANISATION', [reworded, same]);
    const set2b = expectOk(v2b, ZQuestionSetResult).questions;
    expect(set2b.version).toBe(2);
    expect(set2b.questions[0]).toMatchObject({ key: changed.key, revision: 2, reworded: true, position: 0 });
    // Back to v1's meaning: revision 1 again.
    const v2c = await publish(kit, 'ORGANISATION', [same, { ...changed, required: true }]);
    expect(expectOk(v2c, ZQuestionSetResult).questions.questions[1]).toMatchObject({
      revision: 1,
      reworded: false,
    });

    // The old answer keeps version 1; the assignment shows it; the list of versions counts it.
    const [stored] = await db()
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.assignmentId, first.surveyId));
    const v1Read = await kit.api('GET', '/questions?surveyType=ORGANISATION&version=1', 'admin');
    expect(expectOk(v1Read, ZQuestionsAnswer).version).toBe(1);
    expect(stored).toBeDefined();
    const view = await as(first.respondent, 'GET', `/surveys/${first.surveyId}`);
    expect(expectOk(view, ZSurveyResult).survey).toMatchObject({ completed: true, version: 1 });
    expect(expectOk(view, ZSurveyResult).questions.version).toBe(1);
    expect(expectOk(view, ZSurveyResult).questions.questions[1]).toHaveProperty('range', 5);
    const versions = expectOk(
      await kit.api('GET', '/questions?surveyType=ORGANISATION', 'admin'),
      ZQuestionsAnswer,
    );
    expect(versions.version).toBe(2);
    expect(versions.versions).toEqual([
      expect.objectContaining({ version: 1, answerCount: 1 }),
      expect.objectContaining({ version: 2, answerCount: 0 }),
    ]);

    // A new answer goes to version 2.
    const second = await due('ORGANISATION');
    const open = await as(second.respondent, 'GET', `/surveys/${second.surveyId}`);
    expect(expectOk(open, ZSurveyResult).survey).toMatchObject({ completed: false, version: 2 });
    const res = await as(second.respondent, 'POST', '/answers', {
      survey: second.surveyId,
      answers: { [same.key]: false, [changed.key]: 3 },
    });
    expect(expectOk(res, ZAnswerResult, { status: 201 }).answer.version).toBe(2);
    expect((await kit.api('GET', '/questions?surveyType=ORGANISATION&version=3', 'admin')).statusCode).toBe(
      404,
    );
  });

  it('gives a kept key with another type a new key (conditions follow), once the old type was published', async () => {
    const parent = qYesNo();
    await publish(kit, 'MENTOR', [parent, qText()]);
    // Unanswered v1 replaced: compared with no earlier version, the key stays.
    const asRating = { ...qRating(), key: parent.key };
    const child = qText({ condition: { questionKey: parent.key, value: '3' } });
    const res = await publish(kit, 'MENTOR', [asRating, child]);
    expect(expectOk(res, ZQuestionSetResult).rekeyed).toEqual([]);

    // Now with an earlier version holding it as RATING: a YES_NO under the same key is another question.
    // Make v1 answered (bare rows) so that the next publish creates v2.
    const [v1] = await db()
      .select()
      .from(surveyVersions)
      .where(and(eq(surveyVersions.surveyType, 'MENTOR'), eq(surveyVersions.version, 1)));
    const [a] = await db()
      .insert(surveyAssignments)
      .values({
        id: randomUUID(),
        surveyType: 'MENTOR',
        respondentId: kit.users.mentor.id,
        respondentRole: 'mentor',
        mentorId: kit.users.mentor.id,
        completedAt: new Date(),
      })
      .returning();
    await db()
      .insert(surveyAnswers)
      .values({ id: randomUUID(), assignmentId: a!.id, versionId: v1!.id, answers: {} });
    const back = { ...qYesNo(), key: parent.key };
    const child2 = qText({ condition: { questionKey: parent.key, value: 'yes' } });
    const v2 = await publish(kit, 'MENTOR', [back, child2]);
    const data = expectOk(v2, ZQuestionSetResult);
    expect(data.questions.version).toBe(2);
    expect(data.rekeyed).toHaveLength(1);
    const { from, to } = data.rekeyed[0]!;
    expect(from).toBe(parent.key);
    expect(to).not.toBe(parent.key);
    expect(data.questions.questions[0]).toMatchObject({ key: to, type: 'YES_NO', revision: 1 });
    expect(data.questions.questions[1]!.condition).toEqual({ questionKey: to, value: 'yes' });
  });
});

describe('due surveys from the internship steps', () => {
  it('approving an internship (PUT /applications/:id) makes PRE due, e-mailed in the intern language with both links', async () => {
    const app = kit.t.app;
    const org = await insertAccount(app, 'business', 'en');
    const job = await insertJob(app, { businessId: org.id });
    const intern = await insertIntern(app, { emailLanguage: 'sr' });
    const row = await insertApplication(app, job, intern.id, { status: 'ACCEPTED_FOR_VALIDATION' });
    const res = await kit.api('PUT', `/applications/${row.id}`, 'admin', { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);

    const list = await as(intern, 'GET', '/surveys');
    const docs = expectOk(list, ZSurveyList).surveys.docs;
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      surveyType: 'PRE',
      respondentRole: 'intern',
      completed: false,
      application: { _id: row.id, title: job.title },
      intern: { _id: intern.id },
      business: { _id: org.id },
    });
    const mail = mailer().last(intern.email, 'survey');
    expect(mail).toMatchObject({ language: 'sr', params: { event: 'due', surveyType: 'PRE' } });
    expect(mail!.params.link).toMatch(new RegExp(`/surveys/${docs[0]!._id}$`));
    expect(mail!.params.link).not.toContain('/dashboard/');
    expect(mail!.params.mobileLink).toMatch(/\/mobilesurvey\?token=/);
    // the phone page opens in the e-mail's language
    expect(new URL(mail!.params.mobileLink!).searchParams.get('lang')).toBe('sr');
    const rendered = renderMail(mail!);
    expect(rendered.subject).toBe('Čeka vas anketa');
    expect(rendered.text).toContain(mail!.params.link);
    expect(rendered.text).toContain(mail!.params.mobileLink);
    expect(rendered.html).toContain('Otvori anketu');

    // The e-mailed phone link opens this survey with no session.
    const token = new URL(mail!.params.mobileLink!).searchParams.get('token')!;
    const mobile = await as(null, 'GET', `/surveys/mobile?token=${encodeURIComponent(token)}`);
    expect(expectOk(mobile, ZSurveyResult).survey._id).toBe(docs[0]!._id);
    expect(expectOk(mobile, ZSurveyResult).questions.surveyType).toBe('PRE');

    // A repeated hook makes no second survey and no second e-mail.
    const before = mailer().sent.length;
    await app.database.db.transaction((tx) =>
      app.services.surveys.onApplicationStatus(tx, { ...row, kind: 'JOB' }, 'APPROVED'),
    );
    expect(mailer().sent.length).toBe(before);
    expect(expectOk(await as(intern, 'GET', '/surveys'), ZSurveyList).surveys.totalDocs).toBe(1);
  });

  it('completing an internship makes POST due to the intern and ORGANISATION to its organisation', async () => {
    const app = kit.t.app;
    const org = await insertAccount(app, 'business', 'sq');
    const job = await insertJob(app, { businessId: org.id });
    const intern = await insertIntern(app, { emailLanguage: 'en' });
    const row = await insertApplication(app, job, intern.id, { status: 'HIRED' });
    const res = await as(org, 'PUT', `/applications/${row.id}`, {
      action: 'finalize',
      outcome: 'NO_CONTINUATION',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = expectOk(await as(intern, 'GET', '/surveys'), ZSurveyList).surveys.docs;
    expect(mine.map((s: { surveyType: string }) => s.surveyType)).toEqual(['POST']);
    const theirs = expectOk(await as(org, 'GET', '/surveys'), ZSurveyList).surveys.docs;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ surveyType: 'ORGANISATION', respondentRole: 'business' });
    expect(theirs[0]!.intern).toMatchObject({ _id: intern.id });
    const orgMail = mailer().last(org.email, 'survey');
    expect(orgMail).toMatchObject({ language: 'sq', params: { surveyType: 'ORGANISATION' } });
    expect(orgMail!.params.link).toMatch(new RegExp(`/dashboard/surveys/${theirs[0]!._id}$`));
    expect(renderMail(orgMail!).subject).toBe('Një anketë ju pret');
    expect(mailer().last(intern.email, 'survey')).toMatchObject({ language: 'en' });
    // Admins filter by organisation and type.
    const admin = await kit.api('GET', `/surveys?business=${org.id}&surveyType=ORGANISATION,POST`, 'admin');
    expect(expectOk(admin, ZSurveyList).surveys.totalDocs).toBe(2);
    const done = await kit.api('GET', `/surveys?business=${org.id}&completed=true`, 'admin');
    expect(expectOk(done, ZSurveyList).surveys.totalDocs).toBe(0);
  });

  it('a mentorship the mentor ends (PUT /mentorships/:id END) makes MENTOR due to the mentor', async () => {
    const app = kit.t.app;
    const mentor = await insertAccount(app, 'mentor', 'en');
    const { intern, applicationId } = await due('PRE');
    const id = randomUUID();
    await db()
      .insert(mentorships)
      .values({
        id,
        mentorId: mentor.id,
        internId: intern.id,
        applicationId,
        status: 'ACTIVE',
        assignedBy: 'AUTO',
        languages: ['sq'],
      } as typeof mentorships.$inferInsert);
    const end = await as(mentor, 'PUT', `/mentorships/${id}`, { type: 'END' });
    expect(end.statusCode, end.body).toBe(200);
    const list = expectOk(await as(mentor, 'GET', '/surveys'), ZSurveyList).surveys.docs;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      surveyType: 'MENTOR',
      respondentRole: 'mentor',
      mentorshipId: id,
      mentor: { _id: mentor.id },
      intern: { _id: intern.id },
    });
    const mail = mailer().last(mentor.email, 'survey');
    expect(mail).toMatchObject({ language: 'en', params: { surveyType: 'MENTOR' } });
    expect(mail!.params.link).toMatch(new RegExp(`/dashboard/surveys/${list[0]!._id}$`));
    const byMentor = await kit.api('GET', `/surveys?mentor=${mentor.id}`, 'admin');
    expect(expectOk(byMentor, ZSurveyList).surveys.totalDocs).toBe(1);
  });
});

describe('answers', () => {
  const bad: Array<{ name: string; answers: () => Json; field: string; issue: string }> = [
    {
      name: 'a required question left out',
      answers: () => {
        const { [K.rt]: _rt, ...rest } = VALID;
        return rest;
      },
      field: `answers.${K.rt}`,
      issue: 'answerRequired',
    },
    {
      name: 'rating out of range',
      answers: () => ({ ...VALID, [K.rt]: 8 }),
      field: `answers.${K.rt}`,
      issue: 'answerOutOfRange',
    },
    {
      name: 'rating of another type',
      answers: () => ({ ...VALID, [K.rt]: 'six' }),
      field: `answers.${K.rt}`,
      issue: 'answerType',
    },
    {
      name: 'an answer to a hidden question',
      answers: () => ({ ...VALID, [K.yn]: false }),
      field: `answers.${K.txt}`,
      issue: 'answerHidden',
    },
    {
      name: 'text too short',
      answers: () => ({ ...VALID, [K.txt]: 'ab' }),
      field: `answers.${K.txt}`,
      issue: 'answerTooShort',
    },
    {
      name: 'text too long',
      answers: () => ({ ...VALID, [K.txt]: 'x'.repeat(21) }),
      field: `answers.${K.txt}`,
      issue: 'answerTooLong',
    },
    {
      name: 'an unknown choice',
      answers: () => ({ ...VALID, [K.cb]: { choices: ['z'] } }),
      field: `answers.${K.cb}.choices`,
      issue: 'answerUnknownChoice',
    },
    {
      name: 'too many choices',
      answers: () => ({ ...VALID, [K.cb]: { choices: ['a', 'b', 'c'] } }),
      field: `answers.${K.cb}`,
      issue: 'answerTooMany',
    },
    {
      name: 'an incomplete matrix',
      answers: () => ({ ...VALID, [K.mx]: { r1: 'c1' } }),
      field: `answers.${K.mx}`,
      issue: 'answerIncomplete',
    },
    {
      name: 'a matrix cell not a column',
      answers: () => ({ ...VALID, [K.mx]: { r1: 'c1', r2: 'c9' } }),
      field: `answers.${K.mx}.r2`,
      issue: 'answerUnknownChoice',
    },
    {
      name: 'an unknown question',
      answers: () => ({ ...VALID, [randomUUID()]: 'x' }),
      field: 'answers',
      issue: 'answerUnknownQuestion',
    },
    {
      name: 'an answer to a section',
      answers: () => ({ ...VALID, [K.section]: 'x' }),
      field: `answers.${K.section}`,
      issue: 'answerUnknownQuestion',
    },
  ];

  it('refuses each invalid set with its field, then takes the valid one once', async () => {
    const d = await due('PRE');
    for (const c of bad) {
      const res = await as(d.intern, 'POST', '/answers', { survey: d.surveyId, answers: c.answers() });
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(400);
      const details = detailsOf(res);
      if (c.field === 'answers')
        expect(
          details.some((x) => x.issue === c.issue),
          c.name,
        ).toBe(true);
      else expect(details, c.name).toContainEqual({ field: c.field, issue: c.issue });
    }
    // The parties named must be this survey's.
    const wrong = await as(d.intern, 'POST', '/answers', {
      survey: d.surveyId,
      answers: VALID,
      application: randomUUID(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(detailsOf(wrong)).toContainEqual({ field: 'application', issue: 'notThisSurvey' });

    // The draft is kept as sent, then cleared by the answer.
    const draft = await as(d.intern, 'PUT', `/surveys/${d.surveyId}/draft`, { answers: { [K.yn]: true } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(expectOk(await as(d.intern, 'GET', `/surveys/${d.surveyId}`), ZSurveyResult).survey.draft).toEqual(
      {
        [K.yn]: true,
      },
    );
    const ok = await as(d.intern, 'POST', '/answers', {
      survey: d.surveyId,
      answers: VALID,
      intern: d.intern.id,
      business: d.org.id,
      application: d.applicationId,
    });
    expect(expectOk(ok, ZAnswerResult, { status: 201 }).answer).toMatchObject({
      survey: d.surveyId,
      surveyType: 'PRE',
      answers: VALID,
    });
    const after = expectOk(await as(d.intern, 'GET', `/surveys/${d.surveyId}`), ZSurveyResult).survey;
    expect(after).toMatchObject({ completed: true, draft: null });

    const again = await as(d.intern, 'POST', '/answers', { survey: d.surveyId, answers: VALID });
    expectError(again, 409, 'SURVEY_ANSWERED');
    const lateDraft = await as(d.intern, 'PUT', `/surveys/${d.surveyId}/draft`, { answers: {} });
    expect(lateDraft.json().errorType).toBe('SURVEY_ANSWERED');
  });

  it('two submissions at once store one answer', async () => {
    const d = await due('PRE');
    const results = await Promise.all(
      [0, 1, 2].map(() => as(d.intern, 'POST', '/answers', { survey: d.surveyId, answers: VALID })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await db().select().from(surveyAnswers).where(eq(surveyAnswers.assignmentId, d.surveyId));
    expect(rows).toHaveLength(1);
  });
});

describe('the /mobilesurvey token', () => {
  const signFor = (surveyId: string, respondentId: string, at = Date.now()) =>
    createTokenService(TEST_JWT_SECRET, () => at).signSurvey({ surveyId, respondentId, days: 30 });

  it('opens, saves and answers its own survey without a session; nothing else', async () => {
    const d = await due('PRE');
    const other = await due('PRE');
    const token = await signFor(d.surveyId, d.intern.id);
    const open = await as(null, 'GET', `/surveys/mobile?token=${token}`);
    expect(expectOk(open, ZSurveyResult).survey.draft).toBeNull();

    // Tampered: another signature, or claims edited.
    const [h, p, s] = token.split('.');
    const flipped = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const edited = `${h}.${Buffer.from(JSON.stringify({ ...claims, survey: other.surveyId })).toString('base64url')}.${s}`;
    for (const t of [flipped, edited, 'garbage']) {
      const res = await as(null, 'GET', `/surveys/mobile?token=${encodeURIComponent(t)}`);
      expectError(res, 403, 'SURVEY_LINK_INVALID');
    }
    // Expired.
    const old = await signFor(d.surveyId, d.intern.id, Date.now() - 31 * DAY);
    const expired = await as(null, 'GET', `/surveys/mobile?token=${old}`);
    expectError(expired, 410, 'SURVEY_LINK_EXPIRED');
    const expiredAnswer = await as(null, 'POST', '/answers', {
      survey: d.surveyId,
      token: old,
      answers: VALID,
    });
    expect(expiredAnswer.json().errorType).toBe('SURVEY_LINK_EXPIRED');
    // Another respondent named in a well-signed token.
    const stranger = await signFor(d.surveyId, other.intern.id);
    expect((await as(null, 'GET', `/surveys/mobile?token=${stranger}`)).json().errorType).toBe(
      'SURVEY_LINK_INVALID',
    );
    // Used for another survey.
    const draftOther = await as(null, 'PUT', `/surveys/${other.surveyId}/draft`, { token, answers: {} });
    expectError(draftOther, 403, 'SURVEY_LINK_INVALID');
    const answerOther = await as(null, 'POST', '/answers', { survey: other.surveyId, token, answers: VALID });
    expect(answerOther.json().errorType).toBe('SURVEY_LINK_INVALID');
    // A session token is not a survey token, and a survey token is not a session.
    const session = await as(null, 'GET', `/surveys/mobile?token=${d.intern.token}`);
    expect(session.json().errorType).toBe('SURVEY_LINK_INVALID');
    const reset = await kit.t.app.tokens.signReset({
      accountId: d.intern.id,
      email: d.intern.email,
      type: 'intern',
      sv: 0,
    });
    expect((await as(null, 'GET', `/surveys/mobile?token=${reset}`)).json().errorType).toBe(
      'SURVEY_LINK_INVALID',
    );
    const asSession = await kit.t.app.inject({
      method: 'GET',
      url: '/api/surveys',
      headers: { authorization: `Bearer ${token}` },
    });
    expectError(asSession, 401, 'FAILED_DECODE_TOKEN');
    expect(await kit.t.app.tokens.verifyReset(token)).toBeNull();

    // Its own survey: draft, then the answer; then the link is used up.
    const saved = await as(null, 'PUT', `/surveys/${d.surveyId}/draft`, { token, answers: { [K.yn]: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const reopened = await as(null, 'GET', `/surveys/mobile?token=${token}`);
    expect(expectOk(reopened, ZSurveyResult).survey.draft).toEqual({ [K.yn]: true });
    expect(expectOk(reopened, ZSurveyResult).survey.draftSavedAt).toBe(expectOk(saved, ZDraftSaved).savedAt);
    const answered = await as(null, 'POST', '/answers', { survey: d.surveyId, token, answers: VALID });
    expect(answered.statusCode, answered.body).toBe(201);
    const reused = await as(null, 'POST', '/answers', { survey: d.surveyId, token, answers: VALID });
    expectError(reused, 409, 'SURVEY_ANSWERED');
    expect((await as(null, 'GET', `/surveys/mobile?token=${token}`)).json().errorType).toBe(
      'SURVEY_ANSWERED',
    );
  });
});

describe('the reminder', () => {
  it('runs once, a week later, only while the survey is open', async () => {
    const d = await due('PRE', { intern: 'en' });
    const done = await due('PRE');
    const app = kit.t.app;
    const jobs: unknown = await db().execute(
      sql`select data, start_after from pgboss.job where name = 'survey-reminder' and data->>'surveyId' = ${d.surveyId}`,
    );
    const rows = (jobs && typeof jobs === 'object' && 'rows' in jobs ? jobs.rows : jobs) as {
      data: { surveyId: string };
      start_after: string;
    }[];
    expect(rows).toHaveLength(1);
    const [assignment] = await db()
      .select()
      .from(surveyAssignments)
      .where(eq(surveyAssignments.id, d.surveyId));
    expect(new Date(rows[0]!.start_after).getTime()).toBe(
      assignment!.dueAt.getTime() + SURVEY_REMINDER_DAYS * DAY,
    );
    // Too early: nothing.
    expect(await app.services.surveys.remind({ surveyId: d.surveyId })).toBe(0);
    await as(done.intern, 'POST', '/answers', { survey: done.surveyId, answers: VALID });

    // A week later (the app clock moved; the jobs made due in the queue): one reminder, to the open one only.
    shift = SURVEY_REMINDER_DAYS * DAY + 60_000;
    try {
      await db().execute(
        sql`update pgboss.job set start_after = now() where name = 'survey-reminder' and data->>'surveyId' in (${d.surveyId}, ${done.surveyId})`,
      );
      const before = mailer().sent.length;
      await app.jobs.queue(SURVEY_REMINDER_JOB).drain();
      const sent = mailer().sent.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: d.intern.email, language: 'en', params: { event: 'reminder' } });
      expect(renderMail(sent[0]!).subject).toBe('Reminder: your survey is still waiting');
      const [after] = await db().select().from(surveyAssignments).where(eq(surveyAssignments.id, d.surveyId));
      expect(after!.remindedAt).not.toBeNull();
      // Once only.
      expect(await app.services.surveys.remind({ surveyId: d.surveyId })).toBe(0);
      expect(mailer().sent.length).toBe(before + 1);
    } finally {
      shift = 0;
    }
  });
});

describe('who may call what', () => {
  type Who = 'visitor' | 'intern' | 'business' | 'mentor' | 'admin' | 'owner' | 'other';
  it('answers the matrix', async () => {
    const d = await due('PRE');
    const other = await due('PRE');
    const users: Record<Who, TestUser | null> = {
      visitor: null,
      intern: kit.users.intern,
      business: kit.users.business,
      mentor: kit.users.mentor,
      admin: kit.users.admin,
      owner: d.intern,
      other: other.intern,
    };
    const set = { surveyType: 'PRE', questions: PRE_SET };
    const routes: Array<{
      method: 'GET' | 'PUT' | 'POST';
      url: string;
      body?: () => Json;
      expect: Partial<Record<Who, number>>;
    }> = [
      {
        method: 'GET',
        url: '/questions?surveyType=PRE',
        expect: { visitor: 401, intern: 403, business: 403, mentor: 403, owner: 403, admin: 200 },
      },
      {
        method: 'PUT',
        url: '/questions',
        body: () => set,
        expect: { visitor: 401, intern: 403, business: 403, mentor: 403, admin: 200 },
      },
      {
        method: 'POST',
        url: '/questions',
        body: () => set,
        expect: { visitor: 401, intern: 403, business: 403, mentor: 403, admin: 201 },
      },
      {
        method: 'GET',
        url: '/surveys',
        expect: { visitor: 401, intern: 200, business: 200, mentor: 200, admin: 200 },
      },
      {
        method: 'GET',
        url: `/surveys/${d.surveyId}`,
        expect: { visitor: 401, other: 403, business: 403, mentor: 403, owner: 200, admin: 200 },
      },
      {
        method: 'PUT',
        url: `/surveys/${d.surveyId}/draft`,
        body: () => ({ answers: {} }),
        expect: { visitor: 401, other: 403, mentor: 403, admin: 403, owner: 200 },
      },
      {
        method: 'POST',
        url: '/answers',
        body: () => ({ survey: d.surveyId, answers: VALID }),
        expect: { visitor: 401, other: 403, business: 403, admin: 403, owner: 201 },
      },
    ];
    for (const r of routes)
      for (const [who, status] of Object.entries(r.expect) as [Who, number][]) {
        const res = await as(users[who], r.method, r.url, r.body?.());
        expect(res.statusCode, `${r.method} ${r.url} as ${who}: ${res.body}`).toBe(status);
      }
    // Respondents list their own only; the owner reads the draft, an admin does not.
    const own = expectOk(await as(d.intern, 'GET', '/surveys'), ZSurveyList).surveys.docs;
    expect(own.map((s: { _id: string }) => s._id)).toEqual([d.surveyId]);
    const asAdmin = expectOk(await kit.api('GET', `/surveys/${d.surveyId}`, 'admin'), ZSurveyResult).survey;
    expect(asAdmin).not.toHaveProperty('draft');
    expect((await kit.api('GET', `/surveys/${randomUUID()}`, 'admin')).statusCode).toBe(404);
  });
});
