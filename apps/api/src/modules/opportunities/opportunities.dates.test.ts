/**
 * "Today" is the calendar date in Priština (Europe/Belgrade), on the app's clock: the deadline rules across the
 * changes to and from summer time (29 March and 25 October 2026), with the clock moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer, catalogueFixture, createUser, type TestUser } from '../../../test/factories.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';
import { ZJobList, ZJobResult } from '@praktika/contracts/opportunities';

let clock = Date.parse('2026-03-01T12:00:00Z');
let t: TestApp;
let fx: Awaited<ReturnType<typeof catalogueFixture>>;

beforeAll(async () => {
  t = await buildTestApp({ deps: { mailer: captureMailer(), now: () => clock } });
  fx = await catalogueFixture(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Sets the clock and gives a fresh organisation (a 30-day session on the app's clock). */
async function at(iso: string): Promise<TestUser> {
  clock = Date.parse(iso);
  return createUser(t.app, 'business', { remember: true });
}

const body = (deadline: string, extra: Json = {}): Json => ({
  title: 'Seasonal intern',
  body: '<p>x</p>',
  deadline,
  categories: [fx.categories[0]],
  skills: [fx.skills[0]],
  municipality: fx.municipalities[0],
  language: 'sq',
  availableSpots: 1,
  ...extra,
});

const call = (who: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? {}, payload });

async function post(who: TestUser, deadline: string): Promise<string> {
  const res = await call(who, 'POST', '/jobs', body(deadline));
  return expectOk(res, ZJobResult).jobPosting._id;
}

/** Writes dates straight to the row (a posting made earlier). */
const setDates = (id: string, deadline: string, originalDeadline = deadline) =>
  t.app.database.db.update(opportunities).set({ deadline, originalDeadline }).where(eq(opportunities.id, id));

describe('deadlines across the change to summer time (29 March 2026)', () => {
  it('00:30 UTC on 29 March is 01:30 on the 29th in Priština: a deadline that day is not past', async () => {
    const org = await at('2026-03-29T00:30:00Z');
    await post(org, '2026-03-29');
  });

  it('23:30 UTC on 29 March is 01:30 on the 30th (CEST): the 29th is past', async () => {
    const org = await at('2026-03-29T23:30:00Z');
    const res = await call(org, 'POST', '/jobs', body('2026-03-29'));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'deadline', issue: 'pastDate' }]);
    await post(org, '2026-03-30');
  });

  it('23:30 UTC on 28 March is already the 29th in Priština (CET, one hour ahead)', async () => {
    const org = await at('2026-03-28T23:30:00Z');
    await post(org, '2026-03-29');
    clock = Date.parse('2026-03-28T22:30:00Z'); // 23:30 on the 28th there
    const res = await call(org, 'POST', '/jobs', body('2026-03-28'));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('recruitment stays open through deadline + 14 days, by calendar days, whatever the hour change', async () => {
    const org = await at('2026-03-29T00:30:00Z');
    const id = await post(org, '2026-03-29');
    await setDates(id, '2026-03-15');
    const open = await call(org, 'GET', `/jobs/${id}`);
    expect(expectOk(open, ZJobResult).jobPosting).toMatchObject({ status: 'EXPIRED', recruitmentOpen: true });
    const edit = await call(org, 'PUT', `/jobs/${id}`, body('2026-03-15', { title: 'Last day' }));
    expect(edit.statusCode, edit.body).toBe(200);
    // The public list still shows it today...
    const list = await call(null, 'GET', `/jobs?business=${org.id}`);
    expect(expectOk(list, ZJobList).jobPostings.totalDocs).toBe(1);

    clock = Date.parse('2026-03-29T23:30:00Z'); // the 30th in Priština
    const closed = await call(org, 'GET', `/jobs/${id}`);
    expect(expectOk(closed, ZJobResult).jobPosting).toMatchObject({
      status: 'EXPIRED',
      recruitmentOpen: false,
    });
    const late = await call(org, 'PUT', `/jobs/${id}`, body('2026-03-15'));
    expectError(late, 409, 'JOB_EXPIRED');
    // ...and not tomorrow, though no write happened (the cache is per day).
    const after = await call(null, 'GET', `/jobs?business=${org.id}`);
    expect(expectOk(after, ZJobList).jobPostings.totalDocs).toBe(0);
  });

  it('the push limit counts calendar days across the change: 20 March + 14 = 3 April', async () => {
    const org = await at('2026-03-20T10:00:00Z');
    const id = await post(org, '2026-03-20');
    const ok = await call(org, 'PUT', `/jobs/${id}`, body('2026-04-03'));
    expect(ok.statusCode, ok.body).toBe(200);
    const far = await call(org, 'PUT', `/jobs/${id}`, body('2026-04-04'));
    expect(far.statusCode).toBe(400);
    expect(far.json().details).toEqual([{ field: 'deadline', issue: 'deadlinePush' }]);
  });
});

describe('deadlines across the change back to winter time (25 October 2026)', () => {
  it('22:30 UTC on 24 October is 00:30 on the 25th (CEST); 22:30 UTC on the 25th is 23:30 on the 25th (CET)', async () => {
    const org = await at('2026-10-24T22:30:00Z');
    const res = await call(org, 'POST', '/jobs', body('2026-10-24'));
    expect(res.json().details).toEqual([{ field: 'deadline', issue: 'pastDate' }]);
    const id = await post(org, '2026-10-25');
    await setDates(id, '2026-10-11');
    clock = Date.parse('2026-10-25T22:30:00Z');
    const open = await call(org, 'GET', `/jobs/${id}`);
    expect(expectOk(open, ZJobResult).jobPosting.recruitmentOpen).toBe(true);
    expect((await call(org, 'PUT', `/jobs/${id}`, body('2026-10-11'))).statusCode).toBe(200);
    clock = Date.parse('2026-10-25T23:30:00Z'); // 00:30 on the 26th
    const closed = await call(org, 'GET', `/jobs/${id}`);
    expect(expectOk(closed, ZJobResult).jobPosting.recruitmentOpen).toBe(false);
    expect((await call(org, 'PUT', `/jobs/${id}`, body('2026-10-11'))).json().errorType).toBe('JOB_EXPIRED');
  });

  it('the push limit: 15 October + 14 = 29 October', async () => {
    const org = await at('2026-10-15T08:00:00Z');
    const id = await post(org, '2026-10-15');
    expect((await call(org, 'PUT', `/jobs/${id}`, body('2026-10-29'))).statusCode).toBe(200);
    expect((await call(org, 'PUT', `/jobs/${id}`, body('2026-10-30'))).statusCode).toBe(400);
  });
});
