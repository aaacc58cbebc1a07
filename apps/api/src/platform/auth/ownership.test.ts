/**
 * Permission before validation, ownership included: a caller who may touch a record only as its owner, and does
 * not own it, is 403 before the body or query is validated (never a 400 describing the input), on every route
 * whose path names such a record; the owner and admins still get the 400; unknown ids end in 404 as before.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { grantsOf, type TAction, type TSubject } from '@praktika/contracts/policy';
import { useRoleApp } from '../../../test/role-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { fileParts, PDF } from '../../../test/files.ts';
import { insertApplication, insertJob, insertTraining } from '../../../test/opportunity-fixtures.ts';

let otherBusiness: TestUser;
let otherIntern: TestUser;
let job: { id: string };
let training: { id: string };
let application: string;

const kit = useRoleApp('ownership', async (k) => {
  otherBusiness = await createUser(k.t.app, 'business');
  otherIntern = await createUser(k.t.app, 'intern');
  job = await insertJob(k.t.app, { businessId: k.users.business.id });
  training = await insertTraining(k.t.app, { businessId: k.users.business.id });
  application = await insertApplication(
    k.t.app,
    { ...job, kind: 'JOB', businessId: k.users.business.id },
    k.users.intern.id,
    'APPLIED',
  );
});

const as = (who: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  kit.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

describe('the route walk', () => {
  it('every route naming an owned record in its path and taking input checks ownership before validation', () => {
    const owned = kit.t.app.routeTable.filter(
      (r) =>
        r.url.includes('/:') &&
        r.takesInput &&
        r.guard !== undefined &&
        grantsOf(r.guard.subject, r.guard.action as TAction<TSubject>).includes('owner'),
    );
    expect(owned.length).toBeGreaterThan(10);
    const unchecked = owned.filter((r) => !r.guard?.ownership).map((r) => `${r.method} ${r.url}`);
    expect(unchecked).toEqual([]);
  });
});

describe('internship postings and trainings', () => {
  it('another organisation’s PUT /jobs/:id with an empty body is 403, not 400', async () => {
    const res = await as(otherBusiness, 'PUT', `/jobs/${job.id}`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorType: 'FORBIDDEN' });
    expect(res.json().details).toBeUndefined();
    // An intern, whom the row lets through only as an owner, likewise.
    expect((await as(kit.users.intern, 'PUT', `/jobs/${job.id}`, {})).statusCode).toBe(403);
  });

  it('the owner and an admin with the same body get the 400 naming the fields', async () => {
    for (const who of [kit.users.business, kit.users.admin]) {
      const res = await as(who, 'PUT', `/jobs/${job.id}`, {});
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', details: expect.any(Array) });
    }
  });

  it('trainings, deleting and the matches query alike', async () => {
    expect((await as(otherBusiness, 'PUT', `/trainings/${training.id}`, {})).statusCode).toBe(403);
    expect((await as(kit.users.business, 'PUT', `/trainings/${training.id}`, {})).statusCode).toBe(400);
    expect((await as(otherBusiness, 'GET', `/jobs/${job.id}/matches?limit=zero`)).statusCode).toBe(403);
    expect((await as(kit.users.business, 'GET', `/jobs/${job.id}/matches?limit=zero`)).statusCode).toBe(400);
    expect((await as(otherBusiness, 'DELETE', `/jobs/${job.id}`)).statusCode).toBe(403);
  });

  it('an unknown id is 404 for the roles that may act (a malformed one 400), as before', async () => {
    expect((await as(kit.users.business, 'DELETE', `/jobs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await as(kit.users.admin, 'DELETE', `/trainings/${randomUUID()}`)).statusCode).toBe(404);
    expect((await as(otherBusiness, 'PUT', '/jobs/not-an-id', {})).statusCode).toBe(400);
  });
});

describe('applications', () => {
  it('a non-party is 403 before validation; either party gets the 400', async () => {
    for (const who of [otherBusiness, otherIntern]) {
      expect((await as(who, 'PUT', `/applications/${application}`, {})).statusCode).toBe(403);
      expect((await as(who, 'PUT', `/applications/${application}/favourite`, {})).statusCode).toBe(403);
    }
    expect((await as(kit.users.business, 'PUT', `/applications/${application}`, {})).statusCode).toBe(400);
    expect((await as(kit.users.intern, 'PUT', `/applications/${application}`, {})).statusCode).toBe(400);
    expect((await as(kit.users.admin, 'PUT', `/applications/${application}`, {})).statusCode).toBe(400);
  });

  it('another organisation’s contract upload is 403 before the form is read', async () => {
    const form = await fileParts([{ field: 'contract', bytes: PDF }]);
    const res = await kit.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${otherBusiness.id}/internContract/${application}`,
      headers: { ...otherBusiness.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('profiles', () => {
  it('another account’s PUT with an empty body is 403; the owner’s is 400', async () => {
    expect((await as(otherBusiness, 'PUT', `/businesses/${kit.users.business.id}`, {})).statusCode).toBe(403);
    expect((await as(kit.users.business, 'PUT', `/businesses/${kit.users.business.id}`, {})).statusCode).toBe(
      400,
    );
    expect((await as(otherIntern, 'PUT', `/interns/${kit.users.intern.id}`, {})).statusCode).toBe(403);
    expect((await as(kit.users.intern, 'PUT', `/interns/${kit.users.intern.id}`, {})).statusCode).toBe(400);
  });
});
