import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEETING_REMINDER_HOURS, type TMeeting } from '@praktika/contracts/mentoring';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer, createUser, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import { insertIntern } from '../../../test/opportunity-fixtures.ts';
import { insertMeeting, insertMentor, insertMentorship } from '../../../test/mentoring-fixtures.ts';
import type { MailJob } from '../../platform/mail/mailer.ts';
import { MEETING_REMINDER_JOB } from './mentoring.jobs.ts';
import { meetings } from '../../db/schema/mentoring.ts';
import type { Json } from '../../../test/api.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-meetings-'));
const mailer: CapturingMailer = captureMailer();
/** The app clock: real time plus an offset the tests move. */
let offset = 0;
const now = () => Date.now() + offset;
let t: TestApp;

let admin: TestUser;
let business: TestUser;
let mentor: TestUser;
let otherMentor: TestUser;
let internSr: TestUser;
let internEn: TestUser;
let outsider: TestUser;
let pending: TestUser;
let otherMentee: TestUser;
let msSr: string;
let msEn: string;
let msOther: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { dataDir }, deps: { mailer, now } });
  const app = t.app;
  admin = await createUser(app, 'admin');
  business = await createUser(app, 'business', { approved: true });
  mentor = await insertMentor(app, { emailLanguage: 'sq', name: 'Arta', surname: 'Krasniqi' });
  otherMentor = await insertMentor(app, { emailLanguage: 'en' });
  internSr = await insertIntern(app, { emailLanguage: 'sr' });
  internEn = await insertIntern(app, { emailLanguage: 'en' });
  outsider = await insertIntern(app);
  pending = await insertIntern(app);
  otherMentee = await insertIntern(app);
  const b = { businessId: business.id };
  msSr = (await insertMentorship(app, { ...b, mentorId: mentor.id, internId: internSr.id })).id;
  msEn = (await insertMentorship(app, { ...b, mentorId: mentor.id, internId: internEn.id })).id;
  await insertMentorship(app, { ...b, mentorId: mentor.id, internId: pending.id, status: 'PENDING' });
  msOther = (await insertMentorship(app, { ...b, mentorId: otherMentor.id, internId: otherMentee.id })).id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  offset = 0;
  mailer.sent.length = 0;
});

async function api(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestUser | null,
  payload?: Json,
) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who ? who.headers : {}), 'accept-language': 'en' },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { data: Json; errorType?: string; details?: Json[] } };
}

const inDays = (days: number, hour = 10) => {
  const d = new Date(now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const body = (over: Json = {}): Json => ({
  attendees: [internSr.id, internEn.id],
  title: 'Weekly check-in',
  description: 'Goals, progress; questions',
  link: 'https://meet.example.org/check-in',
  startDate: inDays(3),
  durationMinutes: 45,
  ...over,
});
async function create(over: Json = {}, who: TestUser = mentor): Promise<TMeeting> {
  const res = await api('POST', '/meetings', who, body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.meeting as TMeeting;
}

/** The field of an invite's VEVENT (unfolded). */
function icsField(ics: string, name: string): string[] {
  const event = ics.replace(/\r\n[ \t]/g, '').slice(ics.indexOf('BEGIN:VEVENT'));
  return event
    .split('\r\n')
    .filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    .map((l) => l.slice(l.indexOf(':', l.startsWith(`${name};`) ? l.indexOf('"') + 1 : 0) + 1));
}
const inviteOf = (m: MailJob) => {
  expect(m.attachments).toHaveLength(1);
  const a = m.attachments![0]!;
  expect(a.filename).toBe('invite.ics');
  return a;
};
const mailTo = (user: TestUser) => mailer.sent.filter((m) => m.to === user.email);
const only = (user: TestUser) => {
  const list = mailTo(user);
  expect(list, user.email).toHaveLength(1);
  return list[0]!;
};

interface JobRow {
  id: string;
  state: string;
  start_after: Date | string;
  data: { meetingId: string; sequence: number };
}
async function jobsOf(meetingId: string): Promise<JobRow[]> {
  const rows = await t.database.query<JobRow>(
    `select id, state, start_after, data from pgboss.job where name = 'meeting-reminder' order by created_on`,
  );
  return rows.filter((r) => r.data.meetingId === meetingId);
}
const pendingJobs = async (id: string) =>
  (await jobsOf(id)).filter((j) => j.state === 'created' || j.state === 'retry');
async function reminderJobId(id: string): Promise<string | null> {
  const [row] = await t.app.database.db.select().from(meetings).where(eq(meetings.id, id));
  return row!.reminderJobId;
}

describe('meetings: create, update, cancel, delete', () => {
  it('a mentor creates a meeting: every attendee and the mentor get an invite in their own language', async () => {
    const start = inDays(3);
    const m = await create({ startDate: start });
    expect(m).toMatchObject({
      title: 'Weekly check-in',
      description: 'Goals, progress; questions',
      link: 'https://meet.example.org/check-in',
      startDate: start,
      endDate: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
      durationMinutes: 45,
      cancelled: false,
      state: 'UPCOMING',
      sequence: 0,
      mentor: { _id: mentor.id, name: 'Arta', lastName: 'Krasniqi' },
    });
    expect(Object.fromEntries(m.attendees.map((a) => [a._id, a.mentorshipId]))).toEqual({
      [internSr.id]: msSr,
      [internEn.id]: msEn,
    });

    expect(mailer.sent).toHaveLength(3);
    const sr = only(internSr);
    const en = only(internEn);
    const own = only(mentor);
    expect([sr.language, en.language, own.language]).toEqual(['sr', 'en', 'sq']);
    for (const mail of [sr, en, own]) {
      expect(mail.template).toBe('meeting');
      expect(mail.params).toMatchObject({ event: 'invitation', title: 'Weekly check-in', startDate: start });
      const invite = inviteOf(mail);
      expect(invite.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
      expect(icsField(invite.content, 'SEQUENCE')).toEqual(['0']);
      expect(icsField(invite.content, 'UID')).toEqual([`${m._id}@praktika`]);
      expect(invite.content).toContain('METHOD:REQUEST');
      expect(icsField(invite.content, 'ATTENDEE').sort()).toEqual(
        [`mailto:${internSr.email}`, `mailto:${internEn.email}`].sort(),
      );
      expect(icsField(invite.content, 'ORGANIZER')).toEqual([`mailto:${mentor.email}`]);
    }
    expect(sr.params).toMatchObject({ role: 'intern' });
    expect(sr.params.link).toMatch(/\/myMentor$/);
    expect(own.params).toMatchObject({ role: 'mentor' });
    expect(own.params.link).toMatch(/\/dashboard\/mentorshipMeetings$/);

    // The reminder waits until MEETING_REMINDER_HOURS before the start.
    const jobs = await jobsOf(m._id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('created');
    expect(jobs[0]!.data).toEqual({ meetingId: m._id, sequence: 0 });
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(Date.parse(start) - MEETING_REMINDER_HOURS * HOUR);
    expect(await reminderJobId(m._id)).toBe(jobs[0]!.id);

    const read = await api('GET', `/meetings/${m._id}`, internSr);
    expect(read.status).toBe(200);
    expect(read.body.data.meeting).toEqual(m);
  });

  it('an update replaces the meeting: SEQUENCE + 1, the reminder moves, a removed attendee gets the cancellation', async () => {
    const m = await create();
    const firstJob = (await jobsOf(m._id))[0]!;
    mailer.sent.length = 0;
    const start = inDays(5, 14);
    const res = await api(
      'PUT',
      `/meetings/${m._id}`,
      mentor,
      body({ attendees: [internSr.id], title: 'Moved check-in', startDate: start, durationMinutes: 60 }),
    );
    expect(res.status).toBe(200);
    const updated = res.body.data.meeting as TMeeting;
    expect(updated).toMatchObject({
      title: 'Moved check-in',
      startDate: start,
      sequence: 1,
      state: 'UPCOMING',
    });
    expect(updated.attendees.map((a) => a._id)).toEqual([internSr.id]);

    const sr = only(internSr);
    expect(sr.params.event).toBe('update');
    expect(icsField(inviteOf(sr).content, 'SEQUENCE')).toEqual(['1']);
    expect(inviteOf(sr).content).toContain('METHOD:REQUEST');
    const en = only(internEn);
    expect(en.params.event).toBe('cancellation');
    expect(en.language).toBe('en');
    expect(inviteOf(en).content).toContain('METHOD:CANCEL');
    expect(icsField(inviteOf(en).content, 'SEQUENCE')).toEqual(['1']);
    expect(only(mentor).params.event).toBe('update');

    const jobs = await jobsOf(m._id);
    expect(jobs.find((j) => j.id === firstJob.id)!.state).toBe('cancelled');
    const live = await pendingJobs(m._id);
    expect(live).toHaveLength(1);
    expect(live[0]!.data).toEqual({ meetingId: m._id, sequence: 1 });
    expect(new Date(live[0]!.start_after).getTime()).toBe(Date.parse(start) - MEETING_REMINDER_HOURS * HOUR);
    expect(await reminderJobId(m._id)).toBe(live[0]!.id);
  });

  it('a cancel answers the meeting, sends METHOD:CANCEL with SEQUENCE + 1 and leaves no reminder; twice is MEETING_CLOSED', async () => {
    const m = await create();
    mailer.sent.length = 0;
    const res = await api('PUT', `/meetings/${m._id}/cancel`, mentor, {});
    expect(res.status).toBe(200);
    expect(res.body.data.meeting).toMatchObject({
      _id: m._id,
      cancelled: true,
      state: 'CANCELLED',
      sequence: 1,
    });
    expect(mailer.sent).toHaveLength(3);
    for (const mail of mailer.sent) {
      expect(mail.params.event).toBe('cancellation');
      const invite = inviteOf(mail);
      expect(invite.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
      expect(invite.content).toContain('METHOD:CANCEL');
      expect(icsField(invite.content, 'STATUS')).toEqual(['CANCELLED']);
      expect(icsField(invite.content, 'SEQUENCE')).toEqual(['1']);
    }
    expect(await pendingJobs(m._id)).toEqual([]);
    expect(await reminderJobId(m._id)).toBeNull();

    const again = await api('PUT', `/meetings/${m._id}/cancel`, mentor);
    expect(again.status).toBe(409);
    expect(again.body.errorType).toBe('MEETING_CLOSED');
    const change = await api('PUT', `/meetings/${m._id}`, mentor, body());
    expect(change.status).toBe(409);
    expect(change.body.errorType).toBe('MEETING_CLOSED');
  });

  it('deleting an upcoming meeting sends the cancellation first; deleting a cancelled one sends nothing', async () => {
    const m = await create();
    mailer.sent.length = 0;
    const res = await api('DELETE', `/meetings/${m._id}`, mentor);
    expect(res.status).toBe(200);
    expect((res.body.data.meeting as TMeeting)._id).toBe(m._id);
    expect(mailer.sent).toHaveLength(3);
    for (const mail of mailer.sent) {
      expect(mail.params.event).toBe('cancellation');
      expect(inviteOf(mail).content).toContain('METHOD:CANCEL');
      expect(icsField(inviteOf(mail).content, 'SEQUENCE')).toEqual(['1']);
    }
    expect(await pendingJobs(m._id)).toEqual([]);
    expect((await api('GET', `/meetings/${m._id}`, mentor)).status).toBe(404);

    const c = await create();
    await api('PUT', `/meetings/${c._id}/cancel`, mentor);
    mailer.sent.length = 0;
    expect((await api('DELETE', `/meetings/${c._id}`, admin)).status).toBe(200);
    expect(mailer.sent).toEqual([]);
  });

  it('an admin creates for a mentor named in mentorId; a mentor only for themself', async () => {
    const missing = await api('POST', '/meetings', admin, body());
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ field: 'mentorId', issue: 'required' }]);
    const unknown = await api('POST', '/meetings', admin, body({ mentorId: randomUUID() }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ field: 'mentorId', issue: 'notFound' }]);
    const m = await create({ mentorId: mentor.id }, admin);
    expect(m.mentor._id).toBe(mentor.id);
    const other = await api('POST', '/meetings', otherMentor, body({ mentorId: mentor.id }));
    expect(other.status).toBe(403);
    expect(other.body.errorType).toBe('FORBIDDEN');
  });

  it('a held meeting is closed: no change, no cancel; time moves it from UPCOMING to HELD', async () => {
    const m = await create({ startDate: new Date(now() + 2 * HOUR).toISOString(), durationMinutes: 30 });
    // Starting within MEETING_REMINDER_HOURS: no reminder is scheduled.
    expect(await jobsOf(m._id)).toEqual([]);
    expect(await reminderJobId(m._id)).toBeNull();
    offset = 3 * HOUR;
    const read = await api('GET', `/meetings/${m._id}`, mentor);
    expect(read.body.data.meeting).toMatchObject({ state: 'HELD', cancelled: false });
    const cancel = await api('PUT', `/meetings/${m._id}/cancel`, mentor);
    expect(cancel.status).toBe(409);
    expect(cancel.body.errorType).toBe('MEETING_CLOSED');
    const change = await api('PUT', `/meetings/${m._id}`, mentor, body({ startDate: inDays(4) }));
    expect(change.status).toBe(409);
    expect(change.body.errorType).toBe('MEETING_CLOSED');
    mailer.sent.length = 0;
    expect((await api('DELETE', `/meetings/${m._id}`, mentor)).status).toBe(200);
    expect(mailer.sent).toEqual([]); // a held meeting's deletion tells nobody
  });
});

describe('meeting reminders', () => {
  it('the handler sends nothing for a stale job, and for the current one a reminder to each in their language', async () => {
    const m = await create();
    await api('PUT', `/meetings/${m._id}`, mentor, body({ startDate: inDays(4) }));
    mailer.sent.length = 0;
    const meetingsService = t.app.services.meetings;
    expect(await meetingsService.remind({ meetingId: m._id, sequence: 0 })).toBe(0);
    expect(mailer.sent).toEqual([]);

    expect(await meetingsService.remind({ meetingId: m._id, sequence: 1 })).toBe(3);
    expect(mailer.sent.map((x) => [x.to, x.language, x.params.event])).toEqual(
      expect.arrayContaining([
        [internSr.email, 'sr', 'reminder'],
        [internEn.email, 'en', 'reminder'],
        [mentor.email, 'sq', 'reminder'],
      ]),
    );
    expect(mailer.sent).toHaveLength(3);
    expect(mailer.sent.every((x) => !x.attachments)).toBe(true);

    // The same job again (pg-boss hands it out again after a crash): nothing more, also when both run at once.
    mailer.sent.length = 0;
    const again = await Promise.all(
      [1, 2].map(() => meetingsService.remind({ meetingId: m._id, sequence: 1 })),
    );
    expect(again).toEqual([0, 0]);
    expect(mailer.sent).toEqual([]);

    await api('PUT', `/meetings/${m._id}/cancel`, mentor);
    mailer.sent.length = 0;
    expect(await meetingsService.remind({ meetingId: m._id, sequence: 2 })).toBe(0);
    expect(await meetingsService.remind({ meetingId: randomUUID(), sequence: 0 })).toBe(0);
    expect(mailer.sent).toEqual([]);
  });
});

describe('meeting reminder queue', () => {
  it('a due reminder job runs through the queue and mails each attendee and the mentor', async () => {
    const m = await create();
    const jobId = (await reminderJobId(m._id))!;
    // Make the job due now (its startAfter is a day before the meeting, days away).
    await t.database.query(`update pgboss.job set start_after = now() - interval '1 minute' where id = $1`, [
      jobId,
    ]);
    mailer.sent.length = 0;
    await t.app.jobs.queue(MEETING_REMINDER_JOB).drain();
    expect(mailer.sent.map((x) => x.params.event)).toEqual(['reminder', 'reminder', 'reminder']);
    expect(mailer.sent.map((x) => x.to).sort()).toEqual(
      [internSr.email, internEn.email, mentor.email].sort(),
    );
    expect((await jobsOf(m._id)).find((j) => j.id === jobId)!.state).toBe('completed');
  });
});

describe('meeting validation', () => {
  const issue = async (over: Json) => {
    const res = await api('POST', '/meetings', mentor, body(over));
    expect(res.status, JSON.stringify(over)).toBe(400);
    expect(res.body.errorType).toBe('VALIDATION_ERROR');
    return res.body.details!;
  };

  it('refuses missing attendees, an empty title, a link that is not http(s), a start in the past', async () => {
    expect((await issue({ attendees: [] }))[0]).toMatchObject({ field: 'attendees' });
    expect((await issue({ title: '' }))[0]).toMatchObject({ field: 'title' });
    expect((await issue({ link: 'javascript:alert(1)' }))[0]).toMatchObject({ field: 'link' });
    expect((await issue({ durationMinutes: 5 }))[0]).toMatchObject({ field: 'durationMinutes' });
    expect(await issue({ startDate: new Date(now() - HOUR).toISOString() })).toEqual([
      { field: 'startDate', issue: 'inThePast' },
    ]);
    expect(mailer.sent).toEqual([]);
  });

  it("an attendee who is not an ACTIVE intern of the mentor is notYourIntern (outsider, pending, another mentor's)", async () => {
    for (const who of [outsider, pending, otherMentee])
      expect(await issue({ attendees: [internSr.id, who.id] })).toEqual([
        { field: 'attendees', issue: 'notYourIntern' },
      ]);
    expect(await issue({ attendees: [randomUUID()] })).toEqual([
      { field: 'attendees', issue: 'notYourIntern' },
    ]);
    // Updates check the same.
    const m = await create();
    const res = await api('PUT', `/meetings/${m._id}`, mentor, body({ attendees: [pending.id] }));
    expect(res.body.details).toEqual([{ field: 'attendees', issue: 'notYourIntern' }]);
    const moved = await api('PUT', `/meetings/${m._id}`, mentor, body({ startDate: inDays(-1) }));
    expect(moved.body.details).toEqual([{ field: 'startDate', issue: 'inThePast' }]);
  });
});

describe('meeting permissions', () => {
  it('every route: visitor 401, other roles 403, the mentor and admins everything, attendees read', async () => {
    const m = await create();
    const id = m._id;
    const unknown = randomUUID();
    type Case = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, TestUser | null, number, Json?];
    const cases: Case[] = [
      ['list', 'GET', '/meetings', null, 401],
      ['list', 'GET', '/meetings', business, 403],
      ['list', 'GET', '/meetings', outsider, 200],
      ['read', 'GET', `/meetings/${id}`, null, 401],
      ['read', 'GET', `/meetings/${id}`, business, 403],
      ['read', 'GET', `/meetings/${id}`, otherMentor, 403],
      ['read', 'GET', `/meetings/${id}`, outsider, 403],
      ['read', 'GET', `/meetings/${id}`, internEn, 200],
      ['read', 'GET', `/meetings/${id}`, mentor, 200],
      ['read', 'GET', `/meetings/${id}`, admin, 200],
      ['read', 'GET', `/meetings/${unknown}`, admin, 404],
      ['create', 'POST', '/meetings', null, 401, body()],
      ['create', 'POST', '/meetings', internSr, 403, body()],
      ['create', 'POST', '/meetings', business, 403, body()],
      ['update', 'PUT', `/meetings/${id}`, null, 401, body()],
      ['update', 'PUT', `/meetings/${id}`, internSr, 403, body()],
      ['update', 'PUT', `/meetings/${id}`, outsider, 403, body()],
      ['update', 'PUT', `/meetings/${id}`, business, 403, body()],
      ['update', 'PUT', `/meetings/${id}`, otherMentor, 403, body()],
      ['update', 'PUT', `/meetings/${unknown}`, mentor, 404, body()],
      ['update', 'PUT', `/meetings/${id}`, admin, 200, body({ title: 'By the admin' })],
      ['cancel', 'PUT', `/meetings/${id}/cancel`, null, 401],
      ['cancel', 'PUT', `/meetings/${id}/cancel`, internSr, 403],
      ['cancel', 'PUT', `/meetings/${id}/cancel`, otherMentor, 403],
      ['cancel', 'PUT', `/meetings/${id}/cancel`, business, 403],
      ['delete', 'DELETE', `/meetings/${id}`, null, 401],
      ['delete', 'DELETE', `/meetings/${id}`, internSr, 403],
      ['delete', 'DELETE', `/meetings/${id}`, otherMentor, 403],
      ['delete', 'DELETE', `/meetings/${id}`, business, 403],
      ['delete', 'DELETE', `/meetings/${unknown}`, admin, 404],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, null, 401],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, business, 403],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, otherMentor, 403],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, internEn, 403],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, internSr, 200],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, mentor, 200],
      ['ofMentorship', 'GET', `/mentorships/${msSr}/meetings`, admin, 200],
      ['ofMentorship', 'GET', `/mentorships/${unknown}/meetings`, admin, 404],
    ];
    for (const [name, method, url, who, status, payload] of cases) {
      const res = await api(method, url, who, payload);
      expect(res.status, `${name} ${method} ${url} as ${who?.role ?? 'visitor'}`).toBe(status);
    }
    // The mentor cancels and deletes their own; admins any.
    expect((await api('PUT', `/meetings/${id}/cancel`, mentor)).status).toBe(200);
    expect((await api('DELETE', `/meetings/${id}`, mentor)).status).toBe(200);
    const other = await create({ attendees: [otherMentee.id] }, otherMentor);
    expect((await api('PUT', `/meetings/${other._id}/cancel`, admin)).status).toBe(200);
    expect((await api('DELETE', `/meetings/${other._id}`, admin)).status).toBe(200);
  });
});

describe('meeting lists', () => {
  let listMentor: TestUser;
  let a: TestUser;
  let b: TestUser;
  let msA: string;
  let msB: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const app = t.app;
    listMentor = await insertMentor(app);
    a = await insertIntern(app);
    b = await insertIntern(app);
    msA = (await insertMentorship(app, { businessId: business.id, mentorId: listMentor.id, internId: a.id }))
      .id;
    msB = (await insertMentorship(app, { businessId: business.id, mentorId: listMentor.id, internId: b.id }))
      .id;
    const base = Date.now();
    const add = async (
      key: string,
      days: number,
      who: { internId: string; mentorshipId: string }[],
      cancelled = false,
    ) =>
      (ids[key] = (
        await insertMeeting(app, {
          mentorId: listMentor.id,
          attendees: who,
          startAt: new Date(base + days * DAY),
          title: key,
          cancelled,
        })
      ).id);
    const A = { internId: a.id, mentorshipId: msA };
    const B = { internId: b.id, mentorshipId: msB };
    await add('heldA', -10, [A]);
    await add('heldAB', -3, [A, B]);
    await add('cancelledB', 2, [B], true);
    await add('upcomingA', 5, [A]);
    await add('upcomingAB', 20, [A, B]);
  });

  const titles = async (who: TestUser, query: string) => {
    const res = await api('GET', `/meetings?pagination=false&${query}`, who);
    expect(res.status, query).toBe(200);
    return (res.body.data.meetings as { docs: TMeeting[] }).docs.map((m) => m.title);
  };

  it('a mentor lists their own by start; an intern those they attend; admins narrow by mentor', async () => {
    expect(await titles(listMentor, '')).toEqual([
      'heldA',
      'heldAB',
      'cancelledB',
      'upcomingA',
      'upcomingAB',
    ]);
    expect(await titles(listMentor, 'sort=desc')).toEqual([
      'upcomingAB',
      'upcomingA',
      'cancelledB',
      'heldAB',
      'heldA',
    ]);
    expect(await titles(b, '')).toEqual(['heldAB', 'cancelledB', 'upcomingAB']);
    expect(await titles(mentor, `mentors=${listMentor.id}`)).toEqual([]); // a mentor sees only their own
    expect(await titles(admin, `mentors=${listMentor.id}`)).toEqual(await titles(listMentor, ''));
    expect(await titles(outsider, '')).toEqual([]);
  });

  it('filters by interns, availability and the start range, and pages', async () => {
    expect(await titles(listMentor, `interns=${b.id}`)).toEqual(['heldAB', 'cancelledB', 'upcomingAB']);
    expect(await titles(listMentor, 'availability=HELD')).toEqual(['heldA', 'heldAB']);
    expect(await titles(listMentor, 'availability=UPCOMING')).toEqual(['upcomingA', 'upcomingAB']);
    expect(await titles(listMentor, 'availability=CANCELLED,HELD')).toEqual([
      'heldA',
      'heldAB',
      'cancelledB',
    ]);
    const from = encodeURIComponent(new Date(Date.now() - 4 * DAY).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 6 * DAY).toISOString());
    expect(await titles(listMentor, `startDate=${from}&endDate=${to}`)).toEqual([
      'heldAB',
      'cancelledB',
      'upcomingA',
    ]);
    expect(await titles(listMentor, `startDate=${from}&availability=UPCOMING&interns=${a.id}`)).toEqual([
      'upcomingA',
      'upcomingAB',
    ]);
    const page = await api('GET', '/meetings?limit=2&page=2', listMentor);
    expect(page.body.data.meetings).toMatchObject({
      totalDocs: 5,
      page: 2,
      limit: 2,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect((page.body.data.meetings as { docs: TMeeting[] }).docs.map((m) => m.title)).toEqual([
      'cancelledB',
      'upcomingA',
    ]);
    const states = await api('GET', '/meetings?pagination=false', listMentor);
    expect((states.body.data.meetings as { docs: TMeeting[] }).docs.map((m) => m.state)).toEqual([
      'HELD',
      'HELD',
      'CANCELLED',
      'UPCOMING',
      'UPCOMING',
    ]);
    expect((await api('GET', '/meetings?availability=SOON', listMentor)).status).toBe(400);
  });

  it("a mentorship's meetings: those with an attendee row of it, narrowed by mentor and intern", async () => {
    const of = async (ms: string, who: TestUser, query = '') => {
      const res = await api('GET', `/mentorships/${ms}/meetings${query}`, who);
      expect(res.status).toBe(200);
      return (res.body.data.meetings as TMeeting[]).map((m) => m.title);
    };
    expect(await of(msB, b)).toEqual(['heldAB', 'cancelledB', 'upcomingAB']);
    expect(await of(msA, listMentor)).toEqual(['heldA', 'heldAB', 'upcomingA', 'upcomingAB']);
    expect(await of(msA, admin, `?intern=${b.id}`)).toEqual([]);
    expect(await of(msA, admin, `?mentor=${mentor.id}`)).toEqual([]);
    expect(await of(msA, admin, `?intern=${a.id}&mentor=${listMentor.id}`)).toHaveLength(4);
    expect(await of(msOther, otherMentee)).toEqual([]);
  });
});
