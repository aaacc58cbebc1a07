/**
 * An engagement's rules through the API on the real embedded database (issue 17): completing and extending only from
 * the start date on (the day before refused with INTERNSHIP_NOT_STARTED, the start day allowed, an admin's override
 * with a reason on the timeline), completing or cancelling an engagement ends its mentorship as ending one does
 * (intern and mentor told, the waiting list served), and ABOVE_AGE on the update steps and on favourite.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { useRoleApp } from '../../../test/role-app.ts';
import { birthdateForAge, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertIntern,
  insertJob,
  insertTraining,
} from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import {
  insertInternWithInternship,
  insertMentor,
  insertMentorship,
  requestMentor,
} from '../../../test/mentoring-fixtures.ts';
import { interns } from '../../db/schema/profiles.ts';
import { mentorshipRequests, mentorships } from '../../db/schema/mentoring.ts';
import { applications } from '../../db/schema/applications.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZAssignResult } from '@praktika/contracts/mentoring';
import { ZApplicationResult } from '@praktika/contracts/applications';

const kit = useRoleApp('applications-engagement');
const app = () => kit.t.app;
const mails = () => app().mailer as unknown as CapturingMailer;
const today = () => programmeToday();

async function as(user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app().inject({
    method,
    url: `/api${url}`,
    headers: { ...user.headers, 'accept-language': 'en' },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function hired(startDate: string, status: 'HIRED' | 'EXTENDED' = 'HIRED') {
  const org = await insertAccount(app(), 'business');
  const intern = await insertIntern(app());
  const job = await insertJob(app(), { businessId: org.id });
  const row = await insertApplication(app(), job, intern.id, { status, startDate });
  return { org, intern, job, row };
}

const setStart = (id: string, startDate: string) =>
  app().database.db.update(applications).set({ startDate }).where(eq(applications.id, id));

describe('completing and extending wait for the start date', () => {
  it('the day before the start: the organisation is refused and offered neither; on the start day both work', async () => {
    const { org, row } = await hired(addDays(today(), 1));
    const shown = await as(org, 'GET', `/applications/${row.id}`);
    expect(expectOk(shown, ZApplicationResult).application.actions).toEqual([]);
    for (const body of [
      { action: 'finalize', outcome: 'OFFERED_EMPLOYMENT' },
      { action: 'extend', endDate: addDays(today(), 200) },
    ]) {
      const res = await as(org, 'PUT', `/applications/${row.id}`, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        errorType: 'INTERNSHIP_NOT_STARTED',
        error: 'The engagement has not started yet: it can be completed or extended from its start date.',
      });
    }
    // An organisation may not override.
    const forced = await as(org, 'PUT', `/applications/${row.id}`, {
      action: 'finalize',
      outcome: 'OFFERED_EMPLOYMENT',
      override: true,
      note: 'Because',
    });
    expect(forced.statusCode).toBe(403);
    const [still] = await app().database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(still!.status).toBe('HIRED');

    await setStart(row.id, today());
    const actions = expectOk(await as(org, 'GET', `/applications/${row.id}`), ZApplicationResult).application
      .actions;
    expect(actions).toEqual(['extend', 'finalize']);
    const done = await as(org, 'PUT', `/applications/${row.id}`, {
      action: 'finalize',
      outcome: 'OFFERED_EMPLOYMENT',
    });
    expect(expectOk(done, ZApplicationResult).application).toMatchObject({
      status: 'COMPLETED',
      outcome: 'OFFERED_EMPLOYMENT',
    });
  });

  it('an admin sees the steps before the start and takes them only with override and a reason, kept on the timeline', async () => {
    const { row } = await hired(addDays(today(), 40), 'EXTENDED');
    const admin = kit.users.admin;
    expect(
      expectOk(await as(admin, 'GET', `/applications/${row.id}`), ZApplicationResult).application.actions,
    ).toEqual(['extend', 'finalize']);
    const plain = await as(admin, 'PUT', `/applications/${row.id}`, {
      action: 'finalize',
      outcome: 'NO_CONTINUATION',
    });
    expect(plain.json().errorType).toBe('INTERNSHIP_NOT_STARTED');
    const noReason = await as(admin, 'PUT', `/applications/${row.id}`, {
      action: 'finalize',
      outcome: 'NO_CONTINUATION',
      override: true,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([{ field: 'note', issue: 'overrideReason' }]);
    const res = await as(admin, 'PUT', `/applications/${row.id}`, {
      action: 'finalize',
      outcome: 'NO_CONTINUATION',
      override: true,
      note: 'The organisation closed its office',
    });
    const a = expectOk(res, ZApplicationResult).application;
    expect(a.status).toBe('COMPLETED');
    expect(a.timeline.at(-1)).toMatchObject({
      action: 'finalize',
      by: 'admin',
      override: true,
      note: 'The organisation closed its office',
    });
  });

  it('a training is completed from its start day on', async () => {
    const org = await insertAccount(app(), 'business');
    const intern = await insertIntern(app());
    const training = await insertTraining(app(), { businessId: org.id });
    const row = await insertApplication(app(), training, intern.id, {
      status: 'APPROVED',
      startDate: training.startDate,
      endDate: training.endDate,
    });
    const early = await as(org, 'PUT', `/applications/${row.id}`, { action: 'complete' });
    expect(early.json().errorType).toBe('INTERNSHIP_NOT_STARTED');
    await setStart(row.id, today());
    expect((await as(org, 'PUT', `/applications/${row.id}`, { action: 'complete' })).statusCode).toBe(200);
  });
});

describe('an ended engagement ends its mentorship', () => {
  async function mentored(lang: 'pt' | 'tr') {
    // One mentor, full with five current interns; the engagement under test is one of them.
    const mentor = await insertMentor(app(), { languages: [lang], emailLanguage: 'en' });
    const org = await insertAccount(app(), 'business');
    const intern = await insertIntern(app(), { emailLanguage: 'sr' });
    const job = await insertJob(app(), { businessId: org.id });
    const row = await insertApplication(app(), job, intern.id, { status: 'HIRED' });
    const m = await insertMentorship(app(), {
      mentorId: mentor.id,
      internId: intern.id,
      applicationId: row.id,
      languages: [lang],
    });
    for (let i = 0; i < 4; i++) {
      const other = await insertInternWithInternship(app());
      await insertMentorship(app(), {
        mentorId: mentor.id,
        internId: other.intern.id,
        applicationId: other.application.id,
        languages: [lang],
      });
    }
    // Someone waits for a mentor in that language.
    const waiting = await insertInternWithInternship(app());
    const asked = await requestMentor(app(), waiting.intern, waiting.application.id, [lang]);
    expect(expectOk(asked, ZAssignResult).request).toMatchObject({ status: 'WAITING' });
    return { mentor, org, intern, row, m, waiting };
  }

  const mentorshipOf = async (id: string) =>
    (await app().database.db.select().from(mentorships).where(eq(mentorships.id, id)))[0]!;

  async function expectEndedAndServed(x: Awaited<ReturnType<typeof mentored>>) {
    expect(await mentorshipOf(x.m.id)).toMatchObject({ status: 'ENDED', endReason: 'ENGAGEMENT_ENDED' });
    expect(mails().last(x.intern.email, 'mentorship')).toMatchObject({
      language: 'sr',
      params: { event: 'ended' },
    });
    expect(mails().last(x.mentor.email, 'mentorship')).toMatchObject({ params: { event: 'assigned' } });
    expect(
      mails().sent.some(
        (s) => s.to === x.mentor.email && s.template === 'mentorship' && s.params.event === 'ended',
      ),
    ).toBe(true);
    const served = await app()
      .database.db.select()
      .from(mentorships)
      .where(eq(mentorships.internId, x.waiting.intern.id));
    expect(served).toMatchObject([{ mentorId: x.mentor.id, status: 'PENDING' }]);
  }

  it('completing the internship: ENDED (engagement ended), both told, the waiting list served', async () => {
    const x = await mentored('pt');
    const res = await as(x.org, 'PUT', `/applications/${x.row.id}`, {
      action: 'finalize',
      outcome: 'OFFERED_EMPLOYMENT',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEndedAndServed(x);
  });

  it('an admin cancelling the internship: the same, and a waiting request for it is withdrawn', async () => {
    const x = await mentored('tr');
    const res = await as(kit.users.admin, 'POST', '/cancellations', {
      applicationId: x.row.id,
      reasons: ['OTHER'],
      reasonText: 'The intern moved abroad',
    });
    expect(expectOk(res, ZApplicationResult).application.status).toBe('CANCELLED');
    await expectEndedAndServed(x);

    // An intern still waiting when their internship is cancelled leaves the waiting list.
    const lonely = await insertInternWithInternship(app());
    await requestMentor(app(), lonely.intern, lonely.application.id, ['es']);
    const cancel = await as(kit.users.admin, 'POST', '/cancellations', {
      applicationId: lonely.application.id,
      reasons: ['OTHER'],
      reasonText: 'Closed',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [request] = await app()
      .database.db.select()
      .from(mentorshipRequests)
      .where(eq(mentorshipRequests.internId, lonely.intern.id));
    expect(request!.status).toBe('WITHDRAWN');
  });
});

describe('ABOVE_AGE on update and favourite (spec §8)', () => {
  it('refuses the steps towards an engagement and marking as favourite for an intern outside 16–24; ending steps still work', async () => {
    const org = await insertAccount(app(), 'business');
    const intern = await insertIntern(app());
    const job = await insertJob(app(), { businessId: org.id });
    const applied = await insertApplication(app(), job, intern.id, { status: 'APPLIED' });
    await app()
      .database.db.update(interns)
      .set({ birthdate: birthdateForAge(25) })
      .where(eq(interns.id, intern.id));
    const shortlist = await as(org, 'PUT', `/applications/${applied.id}`, { action: 'shortlist' });
    expectError(shortlist, 400, 'ABOVE_AGE');
    const fav = await as(org, 'PUT', `/applications/${applied.id}/favourite`, { favourite: true });
    expect(fav.json().errorType).toBe('ABOVE_AGE');
    expect(
      (await as(org, 'PUT', `/applications/${applied.id}/favourite`, { favourite: false })).statusCode,
    ).toBe(200);
    const no = await as(org, 'PUT', `/applications/${applied.id}`, { action: 'notShortlist' });
    expect(no.statusCode, no.body).toBe(200);
  });
});
