/**
 * Applications through the HTTP API on the real embedded database: apply with files, every rule with its error
 * type, invitations, favourites, the lists and their scoping, applied / finished / validation, the contract,
 * the e-mails in each recipient's language, and the file permissions they open.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, addMonths, programmeToday } from '@praktika/contracts/dates';
import type { TLanguage } from '@praktika/contracts/common';
import { useRoleApp } from '../../../test/role-app.ts';
import { PDF, docx, png, formData } from '../../../test/files.ts';
import type { TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertApplication,
  insertIntern,
  insertJob,
  insertTraining,
  applyAs as applyTo,
} from '../../../test/opportunity-fixtures.ts';
import type { CapturingMailer } from '../../../test/factories.ts';
import { interns } from '../../db/schema/profiles.ts';
import { renderMail } from '../../services.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { expectError, expectIssues, expectOk } from '../../../test/api.ts';
import {
  ZApplicationList,
  ZApplicationResult,
  ZApplied,
  ZContractResult,
  ZFinished,
} from '@praktika/contracts/applications';
import { ZInternCvResult } from '@praktika/contracts/cv';

const kit = useRoleApp('applications');
const app = () => kit.t.app;
const mails = () => app().mailer as unknown as CapturingMailer;
const today = () => programmeToday();

type Part = { field: string; bytes: Buffer; filename?: string };

const applyAs = (user: TestUser | null, fields: Record<string, string>, parts: Part[] = []) =>
  applyTo(app(), user, fields, parts);

async function as(user: TestUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app().inject({
    method,
    url: `/api${url}`,
    headers: { ...(user?.headers ?? {}), 'accept-language': 'en' },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const files2 = (): Part[] => [
  { field: 'file0', bytes: PDF, filename: 'motivation.pdf' },
  { field: 'file1', bytes: PDF, filename: 'diploma.pdf' },
];

async function setup(lang: { org?: TLanguage; intern?: TLanguage } = {}) {
  const org = await insertAccount(app(), 'business', lang.org ?? 'sr');
  const intern = await insertIntern(app(), { emailLanguage: lang.intern ?? 'sq' });
  const job = await insertJob(app(), {
    businessId: org.id,
    requestedFiles: ['Motivation letter', 'Diploma'],
  });
  return { org, intern, job };
}

describe('POST /applications', () => {
  it('applies with every requested file: APPLIED, the files named as the posting names them, a timeline, a mail to the organisation in its language', async () => {
    const { org, intern, job } = await setup({ org: 'sr' });
    const res = await applyAs(intern, { jobId: job.id }, files2());
    const a = expectOk(res, ZApplicationResult).application;
    expect(a).toMatchObject({
      type: 'JOB',
      status: 'APPLIED',
      favourite: false,
      job: { _id: job.id, title: job.title },
      training: null,
      intern: { _id: intern.id, age: 20, minor: false },
      business: { _id: org.id },
      actions: ['withdraw'],
      timeline: [{ status: 'APPLIED', action: 'apply', by: 'intern' }],
    });
    expect(a.intern).not.toHaveProperty('birthdate');
    expect(a.files.map((f: { name: string; file: { kind: string } }) => [f.name, f.file.kind])).toEqual([
      ['Motivation letter', 'applicationFile'],
      ['Diploma', 'applicationFile'],
    ]);
    const mail = mails().last(org.email, 'application');
    expect(mail).toMatchObject({ language: 'sr', params: { event: 'applied', opportunity: job.title } });
    expect(mail!.params.link).toMatch(new RegExp(`/dashboard/jobs/${job.id}$`));

    // The organisation reads the uploaded files; another organisation does not; the intern does.
    const fileUrl = a.files[0]!.file.url as string;
    const other = await insertAccount(app(), 'business');
    expect((await as(org, 'GET', fileUrl.replace(/^\/api/, ''))).statusCode).toBe(200);
    expect((await as(intern, 'GET', fileUrl.replace(/^\/api/, ''))).statusCode).toBe(200);
    expect((await as(other, 'GET', fileUrl.replace(/^\/api/, ''))).statusCode).toBe(403);
  });

  it('accepts a Word document, and a posting without requested files takes the fields alone', async () => {
    const { intern, org } = await setup();
    const one = await insertJob(app(), { businessId: org.id, requestedFiles: ['CV'] });
    const res = await applyAs(intern, { jobId: one.id }, [
      { field: 'file0', bytes: await docx(), filename: 'cv.docx' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const none = await insertTraining(app(), { businessId: org.id });
    const t = await applyAs(intern, { trainingId: none.id });
    expect(expectOk(t, ZApplicationResult).application).toMatchObject({
      type: 'TRAINING',
      training: { _id: none.id },
    });
  });

  it('every requested file is required; an extra or unknown part is refused; uploads of a refused application are removed', async () => {
    const { intern, job } = await setup();
    const missing = await applyAs(intern, { jobId: job.id }, [{ field: 'file0', bytes: PDF }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'file1', issue: 'required' }],
    });
    const extra = await applyAs(intern, { jobId: job.id }, [...files2(), { field: 'file2', bytes: PDF }]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual([{ field: 'file2', issue: 'unexpected' }]);
    const rows = await app().database.query<{ n: number }>(
      `select count(*)::int as n from files where owner_id = $1 and kind = 'applicationFile'`,
      [intern.id],
    );
    expect(rows[0]!.n).toBe(0);
    // Nothing was created: the intern can still apply.
    expect((await applyAs(intern, { jobId: job.id }, files2())).statusCode).toBe(200);
  });

  it('refuses with the rule that fails, each with its error type', async () => {
    const { org, job } = await setup();
    const expect409 = async (
      user: TestUser,
      fields: Record<string, string>,
      errorType: string,
      error?: string,
    ) => {
      const res = await applyAs(user, fields, fields.jobId === job.id ? files2() : []);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ errorType, ...(error ? { error } : {}) });
      return res;
    };
    // Unknown posting, wrong kind, neither id, both ids.
    const unknown = await applyAs(await insertIntern(app()), {
      jobId: '0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f',
    });
    expectError(unknown, 404, 'NOT_FOUND');
    expect((await applyAs(await insertIntern(app()), { trainingId: job.id })).statusCode).toBe(404);
    expect((await applyAs(await insertIntern(app()), {})).json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
    });
    // CV not filled.
    await expect409(
      await insertIntern(app(), { cvFilled: false }),
      { jobId: job.id },
      'CV_NOT_FILLED',
      'Please fill your CV',
    );
    // Age: 25 and 15.
    await expect409(await insertIntern(app(), { age: 25 }), { jobId: job.id }, 'ABOVE_AGE');
    await expect409(await insertIntern(app(), { age: 15 }), { jobId: job.id }, 'ABOVE_AGE');
    // Recruitment closed (deadline more than two weeks ago), open two weeks after the deadline.
    const closed = await insertJob(app(), { businessId: org.id, deadline: addDays(today(), -15) });
    const grace = await insertJob(app(), { businessId: org.id, deadline: addDays(today(), -14) });
    await expect409(await insertIntern(app()), { jobId: closed.id }, 'JOB_EXPIRED');
    expect((await applyAs(await insertIntern(app()), { jobId: grace.id })).statusCode).toBe(200);
    // Duplicate.
    const twice = await insertIntern(app());
    expect((await applyAs(twice, { jobId: job.id }, files2())).statusCode).toBe(200);
    const dup = await expect409(twice, { jobId: job.id }, 'ALREADY_APPLIED');
    expect(dup.statusCode).toBe(409);
    // Working (a running internship) blocks jobs and trainings.
    const other = await insertJob(app(), { businessId: org.id });
    const training = await insertTraining(app(), { businessId: org.id });
    const working = await insertIntern(app());
    await insertApplication(app(), other, working.id, 'HIRED');
    await expect409(working, { jobId: job.id }, 'ALREADY_WORKING', 'You are already working!');
    await expect409(working, { trainingId: training.id }, 'ALREADY_WORKING');
    // Accepted elsewhere, waiting for validation.
    const accepted = await insertIntern(app());
    await insertApplication(app(), other, accepted.id, 'ACCEPTED_FOR_VALIDATION');
    await expect409(
      accepted,
      { jobId: job.id },
      'ALREADY_WORKING',
      'You already have been accepted in an internship',
    );
    // After a completed internship: trainings only.
    const done = await insertIntern(app());
    await insertApplication(app(), other, done.id, 'COMPLETED');
    await expect409(done, { jobId: job.id }, 'INTERNSHIP_COMPLETED');
    expect((await applyAs(done, { trainingId: training.id })).statusCode).toBe(200);
    // One training at a time.
    const learning = await insertIntern(app());
    const running = await insertTraining(app(), { businessId: org.id });
    await insertApplication(app(), running, learning.id, 'APPROVED');
    await expect409(
      learning,
      { trainingId: training.id },
      'TRAINING_IN_PROGRESS',
      'The intern is already attending another training!',
    );
    expect((await applyAs(learning, { jobId: job.id }, files2())).statusCode).toBe(200);
  });

  it('is for interns, as multipart', async () => {
    const { org, job } = await setup();
    expect((await applyAs(null, { jobId: job.id })).statusCode).toBe(401);
    for (const user of [org, kit.users.admin, kit.users.mentor])
      expect((await applyAs(user, { jobId: job.id })).statusCode).toBe(403);
    const json = await as(await insertIntern(app()), 'POST', '/applications', { jobId: job.id });
    expect(json.statusCode).toBe(415);
  });
});

describe("the applicant's photo", () => {
  it('opens to the organisations the intern applied to, not to others', async () => {
    const { org, intern, job } = await setup();
    const photo = await formData({}, [{ field: 'photo', bytes: await png(), filename: 'me.png' }]);
    const up = await app().inject({
      method: 'PUT',
      url: `/api/interns/${intern.id}/photo`,
      payload: photo.payload,
      headers: { ...photo.headers, ...intern.headers },
    });
    const url = (expectOk(up, ZInternCvResult).intern.photo!.url as string).replace(/^\/api/, '');
    expect((await as(org, 'GET', url)).statusCode).toBe(403);
    const a = expectOk(await applyAs(intern, { jobId: job.id }, files2()), ZApplicationResult).application;
    expect(a.intern.photo!.url).toBe(`/api${url}`);
    expect((await as(org, 'GET', url)).statusCode).toBe(200);
    expect((await as(await insertAccount(app(), 'business'), 'GET', url)).statusCode).toBe(403);
    expect((await as(kit.users.mentor, 'GET', url)).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('the organisation invites to its posting: INVITED, a mail to the intern in their language; the intern accepts', async () => {
    const { org, intern, job } = await setup({ intern: 'en' });
    const res = await as(org, 'PUT', `/jobs/${job.id}/invite/${intern.id}`, { emailLanguage: 'sq' });
    const a = expectOk(res, ZApplicationResult).application;
    expect(a).toMatchObject({
      status: 'INVITED',
      actions: [],
      timeline: [{ action: 'invite', by: 'business' }],
    });
    const [row] = await app().database.db.select().from(applications).where(eq(applications.id, a._id));
    expect(row!.invited).toBe(true);
    const mail = mails().last(intern.email, 'application');
    expect(mail).toMatchObject({ language: 'en', params: { event: 'invited' } });
    expect(mail!.params.link).toMatch(/\/applications$/);
    const mine = await as(intern, 'GET', `/applications/${a._id}`);
    expect(expectOk(mine, ZApplicationResult).application.actions).toEqual([
      'acceptInvitation',
      'declineInvitation',
    ]);
    const accepted = await as(intern, 'PUT', `/applications/${a._id}`, { action: 'acceptInvitation' });
    expect(expectOk(accepted, ZApplicationResult).application.status).toBe('APPLIED');
    expect(mails().last(org.email, 'application')!.params.event).toBe('acceptInvitation');
  });

  it('trainings too; admins invite to any posting; others may not; the intern rules hold', async () => {
    const { org, job } = await setup();
    const training = await insertTraining(app(), { businessId: org.id });
    const i1 = await insertIntern(app());
    expect(
      expectOk(await as(org, 'PUT', `/trainings/${training.id}/invite/${i1.id}`, {}), ZApplicationResult)
        .application.type,
    ).toBe('TRAINING');
    expect((await as(kit.users.admin, 'PUT', `/jobs/${job.id}/invite/${i1.id}`, {})).statusCode).toBe(200);
    const again = await as(org, 'PUT', `/jobs/${job.id}/invite/${i1.id}`, {});
    expect(again.json().errorType).toBe('ALREADY_APPLIED');
    const stranger = await insertAccount(app(), 'business');
    expect(
      (await as(stranger, 'PUT', `/jobs/${job.id}/invite/${(await insertIntern(app())).id}`, {})).statusCode,
    ).toBe(403);
    for (const who of [kit.users.intern, kit.users.mentor])
      expect((await as(who, 'PUT', `/jobs/${job.id}/invite/${i1.id}`, {})).statusCode).toBe(403);
    expect((await as(null, 'PUT', `/jobs/${job.id}/invite/${i1.id}`, {})).statusCode).toBe(401);
    // Wrong kind and unknown ids.
    expect((await as(org, 'PUT', `/trainings/${job.id}/invite/${i1.id}`, {})).statusCode).toBe(404);
    expect((await as(org, 'PUT', `/jobs/${job.id}/invite/${org.id}`, {})).statusCode).toBe(404);
    // Closed recruitment, a working intern, age, a completed internship.
    const closed = await insertJob(app(), { businessId: org.id, deadline: addDays(today(), -30) });
    expect((await as(org, 'PUT', `/jobs/${closed.id}/invite/${i1.id}`, {})).json().errorType).toBe(
      'JOB_EXPIRED',
    );
    const working = await insertIntern(app());
    await insertApplication(app(), await insertJob(app(), { businessId: org.id }), working.id, 'APPROVED');
    expect((await as(org, 'PUT', `/jobs/${job.id}/invite/${working.id}`, {})).json()).toMatchObject({
      errorType: 'ALREADY_WORKING',
      error: 'Intern already working!',
    });
    const old = await insertIntern(app(), { age: 25 });
    expect((await as(org, 'PUT', `/jobs/${job.id}/invite/${old.id}`, {})).json().errorType).toBe('ABOVE_AGE');
    const done = await insertIntern(app());
    await insertApplication(app(), await insertJob(app(), { businessId: org.id }), done.id, 'COMPLETED');
    expect((await as(org, 'PUT', `/jobs/${job.id}/invite/${done.id}`, {})).json().errorType).toBe(
      'INTERNSHIP_COMPLETED',
    );
  });
});

describe('the pipeline: interview, accept, validate, contract, hire, extend, finalize', () => {
  it('walks an internship end to end with dates, the contract, the e-mails and the timeline', async () => {
    const { org, intern, job } = await setup({ org: 'en', intern: 'sr' });
    const id = expectOk(await applyAs(intern, { jobId: job.id }, files2()), ZApplicationResult).application
      ._id as string;
    const step = async (user: TestUser, body: object) => {
      const res = await as(user, 'PUT', `/applications/${id}`, body);
      return expectOk(res, ZApplicationResult).application;
    };
    await step(org, { action: 'shortlist' });
    expect(mails().last(intern.email, 'application')).toMatchObject({
      language: 'sr',
      params: { event: 'shortlist' },
    });
    // What each action needs: named per field.
    const bare = await as(org, 'PUT', `/applications/${id}`, {
      action: 'scheduleInterview',
      interviewTime: '25:00',
    });
    expectIssues(bare, [
      { field: 'interviewDate', issue: 'required' },
      { field: 'interviewTime', issue: 'invalidTime' },
      { field: 'interviewPlace', issue: 'placeOrLink' },
    ]);
    const interview = await step(org, {
      action: 'scheduleInterview',
      interviewDate: addDays(today(), 3),
      interviewTime: '10:30',
      interviewLink: 'https://meet.example.org/abc',
    });
    expect(interview.interview).toEqual({
      date: addDays(today(), 3),
      time: '10:30',
      place: null,
      link: 'https://meet.example.org/abc',
    });
    // The e-mail says the date as DD/MM/YYYY and the time in Kosovo time, with the calendar invite.
    const invitation = mails().last(intern.email, 'application')!;
    expect(invitation.params).toMatchObject({ interviewDate: addDays(today(), 3), interviewTime: '10:30' });
    const [y, m, d] = addDays(today(), 3).split('-');
    expect(renderMail(invitation).text).toMatch(new RegExp(`${d}/${m}/${y}, 10:30 \\(.*Europe/Belgrade`));
    expect(invitation.attachments?.[0]).toMatchObject({ filename: 'invite.ics' });
    expect(invitation.attachments?.[0]?.content).toContain(
      `DTSTART;TZID=Europe/Belgrade:${y}${m}${d}T103000`,
    );
    // A start in the past is refused; by default the start is a week ahead and the end three months later.
    const past = await as(org, 'PUT', `/applications/${id}`, {
      action: 'accept',
      startDate: addDays(today(), -1),
    });
    expect(past.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'startDate', issue: 'pastDate' }],
    });
    const accepted = await step(org, { action: 'accept' });
    const start = addDays(today(), 7);
    expect(accepted).toMatchObject({
      status: 'ACCEPTED_FOR_VALIDATION',
      startDate: start,
      endDate: addMonths(start, 3),
    });
    // Every admin hears that it waits for validation; the link opens the posting's applicants.
    const admin = mails().last(kit.users.admin.email, 'application');
    expect(admin).toMatchObject({ params: { event: 'validation' } });
    expect(admin!.params.link).toMatch(new RegExp(`/dashboard/jobs/${job.id}$`));
    expect((await as(org, 'PUT', `/applications/${id}`, { action: 'approve' })).statusCode).toBe(403);
    const approved = await step(kit.users.admin, { action: 'approve', startDate: addDays(today(), 10) });
    expect(approved).toMatchObject({
      status: 'APPROVED',
      startDate: addDays(today(), 10),
      endDate: addMonths(addDays(today(), 10), 3),
    });
    expect(mails().last(org.email, 'application')).toMatchObject({
      language: 'en',
      params: { event: 'approve' },
    });
    expect(mails().last(intern.email, 'application')!.params.link).toMatch(/\/internship$/);
    // Hiring needs the contract.
    const early = await as(org, 'PUT', `/applications/${id}`, { action: 'hire' });
    expectError(early, 409, 'CONTRACT_REQUIRED');
    const contract = await formData({}, [{ field: 'contract', bytes: PDF, filename: 'contract.pdf' }]);
    const up = await app().inject({
      method: 'POST',
      url: `/api/businesses/${org.id}/internContract/${id}`,
      payload: contract.payload,
      headers: { ...contract.headers, ...org.headers },
    });
    expect(expectOk(up, ZContractResult).intern).toMatchObject({ _id: intern.id });
    const contractUrl = (expectOk(up, ZContractResult).application.contract!.url as string).replace(
      /^\/api/,
      '',
    );
    expect((await as(intern, 'GET', contractUrl)).statusCode).toBe(200);
    expect((await as(kit.users.admin, 'GET', contractUrl)).statusCode).toBe(200);
    expect((await as(await insertIntern(app()), 'GET', contractUrl)).statusCode).toBe(403);
    expect(mails().last(intern.email, 'application')!.params.event).toBe('contract');
    await step(org, { action: 'hire' });
    // Before the start (in ten days) the internship is neither extended nor completed; from the start day it is.
    const beforeStart = await as(org, 'PUT', `/applications/${id}`, {
      action: 'extend',
      endDate: addMonths(approved.endDate!, 1),
    });
    expect(beforeStart.json().errorType).toBe('INTERNSHIP_NOT_STARTED');
    await app().database.db.update(applications).set({ startDate: today() }).where(eq(applications.id, id));
    const noEnd = await as(org, 'PUT', `/applications/${id}`, { action: 'extend' });
    expect(noEnd.json().details).toEqual([{ field: 'endDate', issue: 'required' }]);
    const noOutcome = await as(org, 'PUT', `/applications/${id}`, { action: 'finalize' });
    expect(noOutcome.json().details).toEqual([{ field: 'outcome', issue: 'required' }]);
    const notLater = await as(org, 'PUT', `/applications/${id}`, {
      action: 'extend',
      endDate: approved.endDate,
    });
    expect(notLater.json()).toMatchObject({ details: [{ field: 'endDate', issue: 'endDateNotLater' }] });
    const extended = await step(org, { action: 'extend', endDate: addMonths(approved.endDate!, 1) });
    expect(extended).toMatchObject({ status: 'EXTENDED', outcome: 'EXTENDED_INTERNSHIP' });
    const done = await step(org, { action: 'finalize', outcome: 'OFFERED_EMPLOYMENT' });
    expect(done).toMatchObject({ status: 'COMPLETED', outcome: 'OFFERED_EMPLOYMENT', actions: [] });
    expect(done.timeline.map((e: { action: string }) => e.action)).toEqual([
      'apply',
      'shortlist',
      'scheduleInterview',
      'accept',
      'approve',
      'contract',
      'hire',
      'extend',
      'finalize',
    ]);
    // Finished: the intern, admins, the host; not another organisation or a mentor.
    for (const user of [intern, kit.users.admin, org]) {
      const res = await as(user, 'GET', `/applications/finished?intern=${intern.id}`);
      expect(expectOk(res, ZFinished).applications.map((a) => a._id)).toEqual([id]);
    }
    expect(expectOk(await as(intern, 'GET', '/applications/finished'), ZFinished).applications).toHaveLength(
      1,
    );
    for (const user of [await insertAccount(app(), 'business'), kit.users.mentor, await insertIntern(app())])
      expect((await as(user, 'GET', `/applications/finished?intern=${intern.id}`)).statusCode).toBe(403);
    expect((await as(null, 'GET', `/applications/finished?intern=${intern.id}`)).statusCode).toBe(401);
    // A JOB after it: no.
    const next = await insertJob(app(), { businessId: org.id });
    expect((await applyAs(intern, { jobId: next.id })).json().errorType).toBe('INTERNSHIP_COMPLETED');
  });

  it('a training is accepted straight to APPROVED with its own dates, then completed', async () => {
    const { org, intern } = await setup();
    const training = await insertTraining(app(), { businessId: org.id });
    const id = expectOk(await applyAs(intern, { trainingId: training.id }), ZApplicationResult).application
      ._id as string;
    await as(org, 'PUT', `/applications/${id}`, { action: 'shortlist' });
    const res = await as(org, 'PUT', `/applications/${id}`, {
      action: 'accept',
      startDate: addDays(today(), 2),
    });
    expect(expectOk(res, ZApplicationResult).application).toMatchObject({
      status: 'APPROVED',
      startDate: training.startDate,
      endDate: training.endDate,
    });
    expect(mails().last(intern.email, 'application')!.params.link).toMatch(/\/myTrainings$/);
    await app().database.db.update(applications).set({ startDate: today() }).where(eq(applications.id, id));
    const done = await as(org, 'PUT', `/applications/${id}`, { action: 'complete' });
    expect(expectOk(done, ZApplicationResult).application.status).toBe('COMPLETED');
  });

  it('never exceeds the spots; one internship per person; one training at a time', async () => {
    const { org } = await setup();
    const job = await insertJob(app(), { businessId: org.id, spots: 1 });
    const a = await insertApplication(app(), job, (await insertIntern(app())).id, 'SHORTLISTED');
    const b = await insertApplication(app(), job, (await insertIntern(app())).id, 'INTERVIEW');
    expect((await as(org, 'PUT', `/applications/${a}`, { action: 'accept' })).statusCode).toBe(200);
    const full = await as(org, 'PUT', `/applications/${b}`, { action: 'accept' });
    expectError(full, 409, 'SPOTS_FULL');
    // Refusing the first frees the spot.
    expect((await as(kit.users.admin, 'PUT', `/applications/${a}`, { action: 'refuse' })).statusCode).toBe(
      200,
    );
    expect((await as(org, 'PUT', `/applications/${b}`, { action: 'accept' })).statusCode).toBe(200);

    const intern = await insertIntern(app());
    const other = await insertJob(app(), { businessId: org.id });
    await insertApplication(app(), other, intern.id, 'ACCEPTED_FOR_VALIDATION');
    const second = await insertApplication(
      app(),
      await insertJob(app(), { businessId: org.id }),
      intern.id,
      'SHORTLISTED',
    );
    const taken = await as(org, 'PUT', `/applications/${second}`, { action: 'accept' });
    expect(taken.json()).toMatchObject({ errorType: 'ALREADY_WORKING', error: 'Intern already working!' });

    const learner = await insertIntern(app());
    await insertApplication(
      app(),
      await insertTraining(app(), { businessId: org.id }),
      learner.id,
      'APPROVED',
    );
    const t2 = await insertApplication(
      app(),
      await insertTraining(app(), { businessId: org.id }),
      learner.id,
      'SHORTLISTED',
    );
    expect((await as(org, 'PUT', `/applications/${t2}`, { action: 'accept' })).json().errorType).toBe(
      'TRAINING_IN_PROGRESS',
    );
  });

  it('the intern withdraws and declines; the e-mail goes to the organisation', async () => {
    const { org, intern, job } = await setup({ org: 'sq' });
    const id = expectOk(await applyAs(intern, { jobId: job.id }, files2()), ZApplicationResult).application
      ._id as string;
    const res = await as(intern, 'PUT', `/applications/${id}`, {
      action: 'withdraw',
      note: 'Found another one',
    });
    expect(expectOk(res, ZApplicationResult).application).toMatchObject({
      status: 'WITHDRAWN',
      timeline: [{ action: 'apply' }, { action: 'withdraw', by: 'intern', note: 'Found another one' }],
    });
    expect(mails().last(org.email, 'application')).toMatchObject({
      language: 'sq',
      params: { event: 'withdraw' },
    });
    const again = await as(intern, 'PUT', `/applications/${id}`, { action: 'withdraw' });
    expectError(again, 409, 'INVALID_TRANSITION');
  });
});

describe('favourites, reading, lists', () => {
  it('the organisation and admins mark favourites; the intern never sees the mark; others may not', async () => {
    const { org, intern, job } = await setup();
    const id = expectOk(await applyAs(intern, { jobId: job.id }, files2()), ZApplicationResult).application
      ._id as string;
    const fav = await as(org, 'PUT', `/applications/${id}/favourite`, { favourite: true });
    expect(expectOk(fav, ZApplicationResult).application.favourite).toBe(true);
    expect(
      expectOk(await as(intern, 'GET', `/applications/${id}`), ZApplicationResult).application.favourite,
    ).toBe(false);
    expect(
      (await as(kit.users.admin, 'PUT', `/applications/${id}/favourite`, { favourite: false })).statusCode,
    ).toBe(200);
    for (const who of [intern, await insertAccount(app(), 'business'), kit.users.mentor])
      expect((await as(who, 'PUT', `/applications/${id}/favourite`, { favourite: true })).statusCode).toBe(
        403,
      );
    expect((await as(null, 'PUT', `/applications/${id}/favourite`, { favourite: true })).statusCode).toBe(
      401,
    );
  });

  it('GET /applications: interns their own, organisations their postings, admins all, with every filter', async () => {
    const org = await insertAccount(app(), 'business');
    const otherOrg = await insertAccount(app(), 'business');
    const fx = await import('../../../test/factories.ts').then((m) => m.catalogueFixture(app()));
    const job = await insertJob(app(), { businessId: org.id });
    const training = await insertTraining(app(), { businessId: org.id });
    const foreign = await insertJob(app(), { businessId: otherOrg.id });
    const i1 = await insertIntern(app(), {
      availability: 'Afternoons, weekends',
      municipalityId: fx.municipalities[1],
    });
    const i2 = await insertIntern(app(), { availability: 'Mornings' });
    const a1 = await insertApplication(app(), job, i1.id, 'APPLIED', {
      favourite: true,
      createdAt: new Date(Date.now() - 3000),
    });
    const a2 = await insertApplication(app(), job, i2.id, 'SHORTLISTED', {
      createdAt: new Date(Date.now() - 2000),
    });
    const a3 = await insertApplication(app(), training, i1.id, 'INTERVIEW', {
      createdAt: new Date(Date.now() - 1000),
    });
    const a4 = await insertApplication(app(), foreign, i2.id, 'APPLIED');
    const ids = async (user: TestUser, query: string) => {
      const res = await as(user, 'GET', `/applications?pagination=false&${query}`);
      return expectOk(res, ZApplicationList).applications.docs.map((a) => a._id);
    };
    expect(await ids(org, '')).toEqual([a3, a2, a1]);
    expect(await ids(org, 'sort=asc')).toEqual([a1, a2, a3]);
    expect(await ids(org, `business=${org.id}`)).toEqual([a3, a2, a1]);
    expect(await ids(org, 'status=APPLIED&status=INTERVIEW')).toEqual([a3, a1]);
    expect(await ids(org, 'favourites=true')).toEqual([a1]);
    expect(await ids(org, `job=${job.id}`)).toEqual([a2, a1]);
    expect(await ids(org, `training=${training.id}`)).toEqual([a3]);
    expect(await ids(org, 'type=TRAINING')).toEqual([a3]);
    expect(await ids(org, 'type=JOB')).toEqual([a2, a1]);
    expect(await ids(org, `intern=${i1.id}`)).toEqual([a3, a1]);
    expect(await ids(org, `municipality=${fx.municipalities[1]}`)).toEqual([a3, a1]);
    expect(await ids(org, 'availability=weekend')).toEqual([a3, a1]);
    expect(await ids(i2, '')).toEqual([a4, a2]);
    expect(await ids(otherOrg, '')).toEqual([a4]);
    const all = await ids(kit.users.admin, `intern=${i2.id}`);
    expect(all).toEqual([a4, a2]);
    const page = await as(org, 'GET', '/applications?limit=2&page=2');
    expect(expectOk(page, ZApplicationList).applications).toMatchObject({
      totalDocs: 3,
      page: 2,
      docs: [{ _id: a1 }],
    });
    // Another organisation's or intern's list: 403; mentors 403; visitors 401.
    expect((await as(org, 'GET', `/applications?business=${otherOrg.id}`)).statusCode).toBe(403);
    expect((await as(i2, 'GET', `/applications?intern=${i1.id}`)).statusCode).toBe(403);
    expect((await as(kit.users.mentor, 'GET', '/applications')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/applications')).statusCode).toBe(401);
  });

  it('GET /applications/:id/applied tells the intern whether they applied to that job or training', async () => {
    const { intern, job, org } = await setup();
    const no = await as(intern, 'GET', `/applications/${job.id}/applied?type=JOB`);
    expect(expectOk(no, ZApplied)).toEqual({ applied: false, application: null });
    await applyAs(intern, { jobId: job.id }, files2());
    const yes = await as(intern, 'GET', `/applications/${job.id}/applied?type=JOB`);
    expect(expectOk(yes, ZApplied)).toMatchObject({ applied: true, application: { job: { _id: job.id } } });
    expect(
      expectOk(await as(intern, 'GET', `/applications/${job.id}/applied?type=TRAINING`), ZApplied).applied,
    ).toBe(false);
    expect((await as(org, 'GET', `/applications/${job.id}/applied`)).statusCode).toBe(403);
  });

  it('GET /applications/interns/validation: admins, acceptances waiting by default, with intern filters', async () => {
    const org = await insertAccount(app(), 'business');
    const job = await insertJob(app(), { businessId: org.id, spots: 10 });
    const fx = await import('../../../test/factories.ts').then((m) => m.catalogueFixture(app()));
    const i1 = await insertIntern(app(), { municipalityId: fx.municipalities[1] });
    await app()
      .database.db.update(interns)
      .set({ name: 'Valbona', gender: 'M' })
      .where(eq(interns.id, i1.id));
    const i2 = await insertIntern(app());
    const a1 = await insertApplication(app(), job, i1.id, 'ACCEPTED_FOR_VALIDATION', {
      startDate: addDays(today(), 7),
    });
    const a2 = await insertApplication(app(), job, i2.id, 'ACCEPTED_FOR_VALIDATION', {
      startDate: addDays(today(), 30),
    });
    await insertApplication(app(), job, (await insertIntern(app())).id, 'APPLIED');
    const ids = async (query: string) => {
      const res = await as(
        kit.users.admin,
        'GET',
        `/applications/interns/validation?pagination=false&${query}`,
      );
      return (expectOk(res, ZApplicationList).applications.docs as { _id: string }[])
        .map((a) => a._id)
        .filter((x) => [a1, a2].includes(x));
    };
    expect((await ids('')).sort()).toEqual([a1, a2].sort());
    expect(await ids('name=valb')).toEqual([a1]);
    expect(await ids('gender=M')).toEqual([a1]);
    expect(await ids(`municipality=${fx.municipalities[1]}`)).toEqual([a1]);
    expect(await ids(`startDate=${addDays(today(), 20)}`)).toEqual([a2]);
    expect(await ids('status=APPROVED')).toEqual([]);
    for (const who of [org, kit.users.intern, kit.users.mentor])
      expect((await as(who, 'GET', '/applications/interns/validation')).statusCode).toBe(403);
  });
});

describe('permission matrix: every application route, every caller', () => {
  it('answers each caller as the table below says', async () => {
    const { org, intern, job } = await setup();
    const otherOrg = await insertAccount(app(), 'business');
    const otherIntern = await insertIntern(app());
    const id = await insertApplication(app(), job, intern.id, 'APPROVED', {
      startDate: addDays(today(), 7),
      endDate: addDays(today(), 90),
    });
    const invitee = () => insertIntern(app()).then((u) => u.id);
    const callers = {
      owner: org,
      otherOrg,
      intern,
      otherIntern,
      mentor: kit.users.mentor,
      admin: kit.users.admin,
      visitor: null,
    } satisfies Record<string, TestUser | null>;
    type Statuses = [number, number, number, number, number, number, number];
    const contractBody = async () => formData({}, [{ field: 'contract', bytes: PDF, filename: 'doc.pdf' }]);
    // Expected statuses in the order of `callers`: owner, otherOrg, intern, otherIntern, mentor, admin, visitor.
    const routes: Array<{
      name: string;
      call: (u: TestUser | null) => Promise<{ statusCode: number }>;
      expected: Statuses;
    }> = [
      {
        name: 'GET /applications/:id',
        call: (u) => as(u, 'GET', `/applications/${id}`),
        expected: [200, 403, 200, 403, 403, 200, 401],
      },
      {
        name: 'GET /applications',
        call: (u) => as(u, 'GET', '/applications'),
        expected: [200, 200, 200, 200, 403, 200, 401],
      },
      {
        name: 'PUT /applications/:id (hire without a contract: the parties reach the rule)',
        call: (u) => as(u, 'PUT', `/applications/${id}`, { action: 'hire' }),
        expected: [409, 403, 403, 403, 403, 409, 401],
      },
      {
        name: 'PUT /applications/:id/favourite',
        call: (u) => as(u, 'PUT', `/applications/${id}/favourite`, { favourite: true }),
        expected: [200, 403, 403, 403, 403, 200, 401],
      },
      {
        name: 'GET /applications/:id/applied',
        call: (u) => as(u, 'GET', `/applications/${job.id}/applied`),
        expected: [403, 403, 200, 200, 403, 403, 401],
      },
      {
        name: 'GET /applications/finished?intern (the host has an approved internship of the intern)',
        call: (u) => as(u, 'GET', `/applications/finished?intern=${intern.id}`),
        expected: [200, 403, 200, 403, 403, 200, 401],
      },
      {
        name: 'GET /applications/interns/validation',
        call: (u) => as(u, 'GET', '/applications/interns/validation'),
        expected: [403, 403, 403, 403, 403, 200, 401],
      },
      {
        name: 'PUT /jobs/:jobId/invite/:inviteeId',
        call: async (u) => as(u, 'PUT', `/jobs/${job.id}/invite/${await invitee()}`, {}),
        expected: [200, 403, 403, 403, 403, 200, 401],
      },
      {
        name: 'POST /businesses/:businessId/internContract/:applicationId',
        call: async (u) => {
          const body = await contractBody();
          return app().inject({
            method: 'POST',
            url: `/api/businesses/${org.id}/internContract/${id}`,
            payload: body.payload,
            headers: { ...body.headers, ...(u?.headers ?? {}) },
          });
        },
        expected: [200, 403, 403, 403, 403, 200, 401],
      },
    ];
    const got: Record<string, Record<string, number>> = {};
    const want: Record<string, Record<string, number>> = {};
    for (const route of routes) {
      got[route.name] = {};
      want[route.name] = {};
      for (const [i, [caller, user]] of Object.entries(callers).entries()) {
        got[route.name]![caller] = (await route.call(user)).statusCode;
        want[route.name]![caller] = route.expected[i]!;
      }
    }
    expect(got).toEqual(want);
    // A foreign application id answers 404 to everyone allowed to ask at all.
    expect((await as(org, 'GET', '/applications/0b5f4d1e-3c2a-4f6b-9d8e-7a6b5c4d3e2f')).statusCode).toBe(404);
  });
});

describe('the timeline is written in the same transaction', () => {
  it('one event per change', async () => {
    const { org, intern, job } = await setup();
    const id = expectOk(await applyAs(intern, { jobId: job.id }, files2()), ZApplicationResult).application
      ._id as string;
    await as(org, 'PUT', `/applications/${id}`, { action: 'notShortlist' });
    await as(org, 'PUT', `/applications/${id}`, { action: 'shortlist' });
    const events = await app()
      .database.db.select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((e) => [e.action, e.status, e.actorRole, e.actorId])).toEqual([
      ['apply', 'APPLIED', 'intern', intern.id],
      ['notShortlist', 'NOT_SHORTLISTED', 'business', org.id],
      ['shortlist', 'SHORTLISTED', 'business', org.id],
    ]);
  });
});
