import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { useRoleApp } from '../../../test/role-app.ts';
import { catalogueFixture, createUser, type TestUser } from '../../../test/factories.ts';
import { insertApplication, insertIntern } from '../../../test/opportunity-fixtures.ts';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import { Readable } from 'node:stream';
import { applicationFiles, applications } from '../../db/schema/applications.ts';
import { files } from '../../db/schema/files.ts';
import { PDF } from '../../../test/files.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { expectOk, type Json } from '../../../test/api.ts';
import { ZJobList, ZJobResult, ZTrainingResult } from '@praktika/contracts/opportunities';

const today = () => programmeToday();

const kit = useRoleApp('opportunities');
let fx: Awaited<ReturnType<typeof catalogueFixture>>;
let otherBusiness: TestUser;

async function setup() {
  fx = await catalogueFixture(kit.t.app);
  otherBusiness = await createUser(kit.t.app, 'business');
}

function job(overrides: Json = {}): Json {
  return {
    title: 'Junior developer',
    body: '<p>Build <strong>things</strong> &amp; learn</p><script>alert(1)</script>',
    deadline: addDays(today(), 10),
    categories: [fx.categories[0]],
    skills: [fx.skills[0]],
    municipality: fx.municipalities[0],
    language: 'sq',
    availableSpots: 2,
    ...overrides,
  };
}

function training(overrides: Json = {}): Json {
  return {
    name: 'Web basics',
    description: '<p>HTML and CSS</p>',
    deadline: addDays(today(), 10),
    startDate: addDays(today(), 20),
    endDate: addDays(today(), 40),
    categories: [fx.categories[0]],
    municipality: fx.municipalities[0],
    language: 'en',
    spots: 5,
    ...overrides,
  };
}

async function postJob(overrides: Json = {}, as: 'business' | 'admin' = 'business') {
  const res = await kit.api('POST', '/jobs', as, job(overrides));
  return expectOk(res, ZJobResult).jobPosting as Json & { _id: string };
}

async function addApplication(opportunityId: string, internId: string, status: string, kind = 'JOB') {
  const [o] = await kit.t.app.database.db
    .select()
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return insertApplication(
    kit.t.app,
    { id: opportunityId, kind: kind as 'JOB', businessId: o!.businessId },
    internId,
    status as TApplicationStatus,
  );
}

const db = () => kit.t.app.database.db;
const errorOf = (res: { json(): unknown }) =>
  res.json() as { errorType: string; error: string; details?: Json[] };
const setDeadline = (id: string, deadline: string, original = deadline) =>
  db().update(opportunities).set({ deadline, originalDeadline: original }).where(eq(opportunities.id, id));

describe('postings: create, read, update, delete', () => {
  it('an organisation posts a job as itself: sanitised body, plain text kept, computed status', async () => {
    await setup();
    const j = await postJob({
      files: ['Motivation letter'],
      training: true,
      trainingType: 'ONLINE',
      trainingLength: 4,
    });
    expect(j.body).toBe('<p>Build <strong>things</strong> &amp; learn</p>');
    expect(j.business).toMatchObject({ _id: kit.users.business.id, businessName: 'Test Business' });
    expect(j).toMatchObject({
      status: 'ACTIVE',
      recruitmentOpen: true,
      acceptedCount: 0,
      lengthOfEngagement: 3,
      training: true,
      trainingType: 'ONLINE',
      trainingLength: 4,
      files: ['Motivation letter'],
      originalDeadline: j.deadline,
      language: 'sq',
    });
    expect((j.categories as Json[])[0]).toMatchObject({ _id: fx.categories[0] });
    expect((j.municipality as Json)._id).toBe(fx.municipalities[0]);
    const [row] = await db().select().from(opportunities).where(eq(opportunities.id, j._id));
    expect(row!.bodyText).toBe('Build things & learn');
    const got = await kit.api('GET', `/jobs/${j._id}`, null);
    expect(expectOk(got, ZJobResult).jobPosting.title).toBe('Junior developer');
    // The other kind's path does not know it.
    expect((await kit.api('GET', `/trainings/${j._id}`, null)).statusCode).toBe(404);
    expect((await kit.api('GET', `/jobs/${randomUUID()}`, null)).statusCode).toBe(404);
  });

  it('without training the training fields are dropped; one month engagement is kept', async () => {
    const j = await postJob({ lengthOfEngagement: 1, trainingType: 'ONLINE', trainingLength: 3 });
    expect(j).toMatchObject({
      training: false,
      trainingType: null,
      trainingLength: null,
      lengthOfEngagement: 1,
    });
  });

  it('a training: every field, its own answer key', async () => {
    const res = await kit.api('POST', '/trainings', 'business', training({ files: ['CV'] }));
    const tr = expectOk(res, ZTrainingResult).training;
    expect(tr).toMatchObject({
      name: 'Web basics',
      description: '<p>HTML and CSS</p>',
      spots: 5,
      startDate: addDays(today(), 20),
      endDate: addDays(today(), 40),
      language: 'en',
      skills: [],
      files: ['CV'],
      status: 'ACTIVE',
    });
    expect((await kit.api('GET', `/jobs/${tr._id}`, null)).statusCode).toBe(404);
    const bad = await kit.api(
      'POST',
      '/trainings',
      'business',
      training({ startDate: addDays(today(), 30), endDate: addDays(today(), 20) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'startDate', issue: 'startAfterEnd' }),
        expect.objectContaining({ field: 'endDate', issue: 'endBeforeStart' }),
      ]),
    );
  });

  it('admins post for an existing organisation they name; organisations cannot post for another', async () => {
    const none = await kit.api('POST', '/jobs', 'admin', job());
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).details).toEqual([{ field: 'business', issue: 'required' }]);
    const adminAsBusiness = await kit.api('POST', '/jobs', 'admin', job({ business: kit.users.admin.id }));
    expect(errorOf(adminAsBusiness).details).toEqual([{ field: 'business', issue: 'notFound' }]);
    const unknown = await kit.api('POST', '/jobs', 'admin', job({ business: randomUUID() }));
    expect(errorOf(unknown).details).toEqual([{ field: 'business', issue: 'notFound' }]);
    const j = await postJob({ business: otherBusiness.id }, 'admin');
    expect((j.business as Json)._id).toBe(otherBusiness.id);
    const forOther = await kit.api('POST', '/jobs', 'business', job({ business: otherBusiness.id }));
    expect(forOther.statusCode).toBe(403);
    const forSelf = await kit.api('POST', '/jobs', 'business', job({ business: kit.users.business.id }));
    expect(forSelf.statusCode).toBe(200);
  });

  it('refuses bodies empty after sanitising, unknown or wrong-collection references, past and impossible dates', async () => {
    const empty = await kit.api('POST', '/jobs', 'business', job({ body: '<script>x</script><p> </p>' }));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).details).toEqual([{ field: 'body', issue: 'required' }]);
    const emptyTraining = await kit.api(
      'POST',
      '/trainings',
      'business',
      training({ description: '<img src=x>' }),
    );
    expect(errorOf(emptyTraining).details).toEqual([{ field: 'description', issue: 'required' }]);

    const refs = await kit.api(
      'POST',
      '/jobs',
      'business',
      job({ categories: [fx.skills[0]], skills: [randomUUID()], municipality: fx.categories[0] }),
    );
    expect(refs.statusCode).toBe(400);
    expect(errorOf(refs).details).toEqual(
      expect.arrayContaining([
        { field: 'categories', issue: 'notFound' },
        { field: 'skills', issue: 'notFound' },
        { field: 'municipality', issue: 'notFound' },
      ]),
    );

    const past = await kit.api('POST', '/jobs', 'business', job({ deadline: addDays(today(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).details).toEqual([{ field: 'deadline', issue: 'pastDate' }]);
    const todayOk = await kit.api('POST', '/jobs', 'business', job({ deadline: today() }));
    expect(todayOk.statusCode).toBe(200);
    const impossible = await kit.api('POST', '/jobs', 'business', job({ deadline: '2027-02-30' }));
    expect(errorOf(impossible).details).toEqual([
      expect.objectContaining({ field: 'deadline', issue: 'invalidDate' }),
    ]);
    // an empty deadline is missing, not an invalid date
    const blank = await kit.api('POST', '/jobs', 'business', job({ deadline: '' }));
    expect(errorOf(blank).details).toEqual([
      expect.objectContaining({ field: 'deadline', issue: 'required' }),
    ]);
    const noType = await kit.api('POST', '/jobs', 'business', job({ training: true }));
    expect(errorOf(noType).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'trainingType', issue: 'required' })]),
    );
    const engagement = await kit.api('POST', '/jobs', 'business', job({ lengthOfEngagement: 2 }));
    expect(engagement.statusCode).toBe(400);
  });

  it('PUT replaces every field; the deadline moves at most two weeks past the first one', async () => {
    const j = await postJob();
    const original = j.deadline as string;
    const res = await kit.api(
      'PUT',
      `/jobs/${j._id}`,
      'business',
      job({
        title: 'Senior intern',
        body: '<p>New</p>',
        categories: [fx.categories[1]],
        skills: [fx.skills[1], fx.skills[0]],
        municipality: fx.municipalities[1],
        language: 'en',
        availableSpots: 4,
        deadline: addDays(original, 14),
      }),
    );
    const updated = expectOk(res, ZJobResult).jobPosting;
    expect(updated).toMatchObject({
      title: 'Senior intern',
      body: '<p>New</p>',
      language: 'en',
      availableSpots: 4,
      deadline: addDays(original, 14),
      originalDeadline: original,
    });
    expect(updated.categories.map((c: Json) => c._id)).toEqual([fx.categories[1]]);
    expect(updated.skills.map((c: Json) => c._id).sort()).toEqual([fx.skills[0], fx.skills[1]].sort());

    const tooFar = await kit.api(
      'PUT',
      `/jobs/${j._id}`,
      'business',
      job({ deadline: addDays(original, 15) }),
    );
    expect(tooFar.statusCode).toBe(400);
    expect(errorOf(tooFar)).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      error: 'You can only push the deadline two weeks!',
      details: [{ field: 'deadline', issue: 'deadlinePush' }],
    });
    const sq = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${j._id}`,
      headers: { ...kit.headersOf('business'), 'accept-language': 'sq' },
      payload: job({ deadline: addDays(original, 15) }),
    });
    expect(errorOf(sq).error).toBe('Afatin mund ta shtyni vetëm dy javë!');
    // Moving it back earlier (not into the past) is fine; the first deadline stays the limit.
    const back = await kit.api('PUT', `/jobs/${j._id}`, 'business', job({ deadline: addDays(today(), 1) }));
    expect(expectOk(back, ZJobResult).jobPosting.originalDeadline).toBe(original);
    const past = await kit.api('PUT', `/jobs/${j._id}`, 'business', job({ deadline: addDays(today(), -1) }));
    expect(errorOf(past).details).toEqual([{ field: 'deadline', issue: 'pastDate' }]);
  });

  it('editable until two weeks after the deadline; then JOB_EXPIRED', async () => {
    const j = await postJob();
    await setDeadline(j._id, addDays(today(), -14));
    const grace = await kit.api('GET', `/jobs/${j._id}`, null);
    expect(expectOk(grace, ZJobResult).jobPosting).toMatchObject({
      status: 'EXPIRED',
      recruitmentOpen: true,
    });
    const same = addDays(today(), -14);
    const ok = await kit.api(
      'PUT',
      `/jobs/${j._id}`,
      'business',
      job({ deadline: same, title: 'Still open' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    await setDeadline(j._id, addDays(today(), -15));
    const closed = await kit.api(
      'PUT',
      `/jobs/${j._id}`,
      'business',
      job({ deadline: addDays(today(), -15) }),
    );
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).errorType).toBe('JOB_EXPIRED');
    const read = await kit.api('GET', `/jobs/${j._id}`, null);
    expect(expectOk(read, ZJobResult).jobPosting).toMatchObject({
      status: 'EXPIRED',
      recruitmentOpen: false,
    });
  });

  it('spots never go below the accepted applicants; acceptedCount counts engaged and completed ones', async () => {
    const j = await postJob({ availableSpots: 5 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertIntern(kit.t.app)));
    await addApplication(j._id, a!.id, 'ACCEPTED_FOR_VALIDATION');
    await addApplication(j._id, b!.id, 'COMPLETED');
    await addApplication(j._id, c!.id, 'APPLIED');
    await addApplication(j._id, d!.id, 'CANCELLED');
    const read = await kit.api('GET', `/jobs/${j._id}`, null);
    expect(expectOk(read, ZJobResult).jobPosting.acceptedCount).toBe(2);
    const below = await kit.api('PUT', `/jobs/${j._id}`, 'business', job({ availableSpots: 1 }));
    expect(below.statusCode).toBe(400);
    expect(errorOf(below).details).toEqual([{ field: 'availableSpots', issue: 'spotsBelowAccepted' }]);
    const equal = await kit.api('PUT', `/jobs/${j._id}`, 'business', job({ availableSpots: 2 }));
    expect(equal.statusCode).toBe(200);
    // Deleting it is refused while anyone holds (or held) a place.
    const del = await kit.api('DELETE', `/jobs/${j._id}`, 'business');
    expect(del.statusCode).toBe(409);
    expect(errorOf(del)).toMatchObject({
      errorType: 'RESOURCE_IN_USE',
      details: [expect.objectContaining({ count: 2 })],
    });
  });

  it('training spots are checked the same way', async () => {
    const res = await kit.api('POST', '/trainings', 'business', training({ spots: 3 }));
    const tr = expectOk(res, ZTrainingResult).training;
    const [a, b] = await Promise.all([1, 2].map(() => insertIntern(kit.t.app)));
    await addApplication(tr._id, a!.id, 'APPROVED', 'TRAINING');
    await addApplication(tr._id, b!.id, 'APPROVED', 'TRAINING');
    const below = await kit.api('PUT', `/trainings/${tr._id}`, 'business', training({ spots: 1 }));
    expect(errorOf(below).details).toEqual([{ field: 'spots', issue: 'spotsBelowAccepted' }]);
  });

  it('deleting a posting without engaged applications removes it and its open applications', async () => {
    const j = await postJob();
    const intern = await insertIntern(kit.t.app);
    await addApplication(j._id, intern.id, 'APPLIED');
    const del = await kit.api('DELETE', `/jobs/${j._id}`, 'business');
    expect(expectOk(del, ZJobResult).jobPosting._id).toBe(j._id);
    expect((await kit.api('GET', `/jobs/${j._id}`, null)).statusCode).toBe(404);
    expect(await db().select().from(applications).where(eq(applications.opportunityId, j._id))).toEqual([]);
    expect((await kit.api('DELETE', `/jobs/${j._id}`, 'business')).statusCode).toBe(404);
  });

  it("deleting a posting removes its applications' uploaded files too (no orphaned files)", async () => {
    const j = await postJob();
    const intern = await insertIntern(kit.t.app);
    const applicationId = await addApplication(j._id, intern.id, 'APPLIED');
    const actor = { id: intern.id, role: 'intern' as const, accountType: 'intern' as const };
    const file = await kit.t.app.services.files.upload(actor, {
      kind: 'applicationFile',
      filename: 'letter.pdf',
      stream: Readable.from([PDF]),
    });
    await db()
      .insert(applicationFiles)
      .values({ applicationId, position: 0, name: 'Letter', fileId: file._id });
    expect((await kit.api('DELETE', `/jobs/${j._id}`, 'business')).statusCode).toBe(200);
    expect(await db().select().from(files).where(eq(files.id, file._id))).toEqual([]);
  });
});

describe('lists', () => {
  let lister: TestUser;
  const ids: Record<string, string> = {};
  const as = (query: string, who: TestUser | null = null) =>
    kit.t.app.inject({
      method: 'GET',
      url: `/api/jobs?business=${lister.id}&${query}`,
      headers: who ? who.headers : {},
    });
  const titles = async (query: string, who: TestUser | null = null) => {
    const res = await as(query, who);
    return (expectOk(res, ZJobList).jobPostings.docs as Json[]).map((d) => d.title);
  };

  it('posts the fixture', async () => {
    lister = await createUser(kit.t.app, 'business');
    const post = async (name: string, body: Json) => {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: lister.headers,
        payload: job(body),
      });
      ids[name] = expectOk(res, ZJobResult).jobPosting._id;
    };
    /** The `i`-th fixture category, skill and municipality. */
    const at = (i: 0 | 1) => ({
      categories: [fx.categories[i]],
      skills: [fx.skills[i]],
      municipality: fx.municipalities[i],
    });
    await post('A', {
      title: 'Përkthyes Çajupi',
      ...at(0),
      language: 'sq',
      training: true,
      trainingType: 'HYBRID',
      trainingLength: 2,
      deadline: addDays(today(), 5),
    });
    await post('B', { title: 'Data analyst', ...at(1), language: 'en', deadline: addDays(today(), 20) });
    await post('C', { title: 'Closed one' });
    await post('D', { title: 'In grace', ...at(1), language: 'en' });
    await setDeadline(ids.C!, addDays(today(), -20));
    await setDeadline(ids.D!, addDays(today(), -3));
  });

  it('public: recruitment-open postings only, newest first', async () => {
    expect(await titles('')).toEqual(['In grace', 'Data analyst', 'Përkthyes Çajupi']);
    const res = await as('limit=2&page=2');
    expect(expectOk(res, ZJobList).jobPostings).toMatchObject({
      totalDocs: 3,
      page: 2,
      totalPages: 2,
      hasPrevPage: true,
    });
    expect(expectOk(res, ZJobList).jobPostings.docs.map((d: Json) => d.title)).toEqual(['Përkthyes Çajupi']);
  });

  it('every filter', async () => {
    expect(await titles(`categories=${fx.categories[0]}`)).toEqual(['Përkthyes Çajupi']);
    expect(await titles(`categories=${fx.categories[0]},${fx.categories[1]}`)).toHaveLength(3);
    expect(await titles(`skills=${fx.skills[1]}`)).toEqual(['In grace', 'Data analyst']);
    expect(await titles(`skills=${fx.skills[1]}&skills=${fx.skills[0]}`)).toHaveLength(3);
    expect(await titles(`municipality=${fx.municipalities[0]}`)).toEqual(['Përkthyes Çajupi']);
    expect(await titles('language=en')).toEqual(['In grace', 'Data analyst']);
    expect(await titles(`language=en&municipality=${fx.municipalities[1]}&incomingJobs=1`)).toEqual([
      'Data analyst',
    ]);
    expect(await titles('language=sq,en')).toHaveLength(3);
    expect(await titles('title=perkthyes%20c')).toEqual(['Përkthyes Çajupi']);
    expect(await titles('title=ANALYST')).toEqual(['Data analyst']);
    expect(await titles('title=100%25')).toEqual([]);
    expect(await titles('training=1')).toEqual(['Përkthyes Çajupi']);
    expect(await titles('training=0')).toEqual(['In grace', 'Data analyst']);
    expect(await titles('incomingJobs=true')).toEqual(['Data analyst', 'Përkthyes Çajupi']);
    expect(await titles('deadlineSort=asc')).toEqual(['In grace', 'Përkthyes Çajupi', 'Data analyst']);
    expect(await titles('deadlineSort=desc')).toEqual(['Data analyst', 'Përkthyes Çajupi', 'In grace']);
    expect(await titles('createdSort=asc')).toEqual(['Përkthyes Çajupi', 'Data analyst', 'In grace']);
    expect((await as('training=2')).statusCode).toBe(400);
  });

  it('closed postings: `state` all or expired for the owner and admins only', async () => {
    expect(await titles('state=all', lister)).toHaveLength(4);
    expect(await titles('state=expired', lister)).toEqual(['Closed one']);
    expect(await titles('state=expired', kit.users.admin)).toEqual(['Closed one']);
    expect((await as('state=all', kit.users.business)).statusCode).toBe(403);
    expect((await as('state=all', kit.users.intern)).statusCode).toBe(403);
    expect((await as('state=all')).statusCode).toBe(401);
    const noBusiness = await kit.t.app.inject({
      method: 'GET',
      url: '/api/jobs?state=all',
      headers: lister.headers,
    });
    expect(noBusiness.statusCode).toBe(403);
  });

  it('public answers are cached with an ETag until a write changes them', async () => {
    const first = await as('');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await kit.t.app.inject({
      method: 'GET',
      url: `/api/jobs?business=${lister.id}&`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const res = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${ids.B}`,
      headers: lister.headers,
      payload: job({ title: 'Data scientist', deadline: addDays(today(), 20) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await as('');
    expect(after.headers.etag).not.toBe(etag);
    expect(expectOk(after, ZJobList).jobPostings.docs.map((d: Json) => d.title)).toContain('Data scientist');
  });

  it('an application reaching an accepted status shows in the cached list once the applications module bumps it', async () => {
    const count = async () =>
      (expectOk(await as(''), ZJobList).jobPostings.docs as Json[]).find((d) => d._id === ids.A)!
        .acceptedCount;
    expect(await count()).toBe(0);
    const intern = await insertIntern(kit.t.app);
    await addApplication(ids.A!, intern.id, 'HIRED');
    expect(await count()).toBe(0); // the cached answer, until told
    await kit.t.app.services.opportunities.bumpOpportunities();
    expect(await count()).toBe(1);
  });

  it('the trainings list has the same filters (name, incomingTrainings)', async () => {
    const owner = await createUser(kit.t.app, 'business');
    for (const [name, days] of [
      ['Đakovica coding', 3],
      ['Excel', 30],
    ] as const) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/trainings',
        headers: owner.headers,
        payload: training({
          name,
          deadline: addDays(today(), days),
          startDate: addDays(today(), 40),
          endDate: addDays(today(), 50),
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (q: string) =>
      (await kit.api('GET', `/trainings?business=${owner.id}&${q}`, null))
        .json()
        .data.trainings.docs.map((d: Json) => d.name);
    expect(await names('')).toEqual(['Excel', 'Đakovica coding']);
    expect(await names('name=dakovica')).toEqual(['Đakovica coding']);
    expect(await names('deadlineSort=asc')).toEqual(['Đakovica coding', 'Excel']);
    expect(await names('incomingTrainings=true&language=en')).toHaveLength(2);
    expect(await names('language=sq')).toEqual([]);
  });
});

describe('who may do what (every route)', () => {
  type Who = 'owner' | 'otherBusiness' | 'intern' | 'otherIntern' | 'mentor' | 'admin' | 'visitor';
  const WHO: Who[] = ['owner', 'otherBusiness', 'intern', 'otherIntern', 'mentor', 'admin', 'visitor'];
  let users: Record<Who, TestUser | null>;
  let jobId: string;
  let trainingId: string;

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    kit.t.app.inject({ method, url: `/api${url}`, headers: users[who]?.headers ?? {}, payload });

  async function statuses(
    make: (who: Who) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Json }>,
  ): Promise<Record<Who, number>> {
    const out = {} as Record<Who, number>;
    for (const who of WHO) {
      const { method, url, payload } = await make(who);
      out[who] = (await call(who, method, url, payload)).statusCode;
    }
    return out;
  }

  it('sets up the parties', async () => {
    users = {
      owner: kit.users.business,
      otherBusiness,
      intern: kit.users.intern,
      otherIntern: await createUser(kit.t.app, 'intern'),
      mentor: kit.users.mentor,
      admin: kit.users.admin,
      visitor: null,
    };
    jobId = (await postJob())._id;
    trainingId = expectOk(await kit.api('POST', '/trainings', 'business', training()), ZTrainingResult)
      .training._id;
  });

  const everyone = {
    owner: 200,
    otherBusiness: 200,
    intern: 200,
    otherIntern: 200,
    mentor: 200,
    admin: 200,
    visitor: 200,
  };
  const ownerAndAdmin = {
    owner: 200,
    otherBusiness: 403,
    intern: 403,
    otherIntern: 403,
    mentor: 403,
    admin: 200,
    visitor: 401,
  };
  const internAndAdmin = {
    owner: 403,
    otherBusiness: 403,
    intern: 200,
    otherIntern: 403,
    mentor: 403,
    admin: 200,
    visitor: 401,
  };

  for (const [path, key] of [
    ['jobs', 'job'],
    ['trainings', 'training'],
  ] as const) {
    const id = () => (key === 'job' ? jobId : trainingId);
    const body = (extra: Json = {}) => (key === 'job' ? job(extra) : training(extra));

    it(`GET /${path} and /${path}/:id: anyone`, async () => {
      expect(await statuses(async () => ({ method: 'GET', url: `/${path}` }))).toEqual(everyone);
      expect(await statuses(async () => ({ method: 'GET', url: `/${path}/${id()}` }))).toEqual(everyone);
    });

    it(`POST /${path}: organisations and admins (naming the organisation)`, async () => {
      expect(
        await statuses(async (who) => ({
          method: 'POST',
          url: `/${path}`,
          payload: body(who === 'admin' ? { business: kit.users.business.id } : {}),
        })),
      ).toEqual({
        owner: 200,
        otherBusiness: 200,
        intern: 403,
        otherIntern: 403,
        mentor: 403,
        admin: 200,
        visitor: 401,
      });
    });

    it(`PUT /${path}/:id: the owner and admins`, async () => {
      expect(
        await statuses(async () => ({ method: 'PUT', url: `/${path}/${id()}`, payload: body() })),
      ).toEqual(ownerAndAdmin);
    });

    it(`DELETE /${path}/:id: the owner and admins`, async () => {
      const fresh = async () =>
        expectOk<Record<string, { _id: string }>>(await kit.api('POST', `/${path}`, 'business', body()))[
          key === 'job' ? 'jobPosting' : 'training'
        ]!._id;
      expect(await statuses(async () => ({ method: 'DELETE', url: `/${path}/${await fresh()}` }))).toEqual(
        ownerAndAdmin,
      );
    });

    it(`GET /${path}/:id/matches: the owner and admins`, async () => {
      expect(await statuses(async () => ({ method: 'GET', url: `/${path}/${id()}/matches` }))).toEqual(
        ownerAndAdmin,
      );
    });

    it(`GET /${path}?internId: the intern themself and admins`, async () => {
      expect(
        await statuses(async () => ({ method: 'GET', url: `/${path}?internId=${kit.users.intern.id}` })),
      ).toEqual(internAndAdmin);
    });

    it(`GET /${path}?state=all&business=<owner>: the owner and admins`, async () => {
      expect(
        await statuses(async () => ({
          method: 'GET',
          url: `/${path}?state=all&business=${kit.users.business.id}`,
        })),
      ).toEqual(ownerAndAdmin);
    });
  }

  it('GET /jobs/intern/:internId/matches: the intern themself and admins', async () => {
    expect(
      await statuses(async () => ({ method: 'GET', url: `/jobs/intern/${kit.users.intern.id}/matches` })),
    ).toEqual(internAndAdmin);
    const missing = await call('admin', 'GET', `/jobs/intern/${randomUUID()}/matches`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('for other modules', () => {
  it('getForUpdate locks and answers the row, of the kind asked; presentJob answers as GET /jobs/:id', async () => {
    const service = kit.t.app.services.opportunities;
    const j = await postJob();
    const row = await db().transaction((tx) => service.getForUpdate(tx, j._id, 'JOB'));
    expect(row).toMatchObject({ id: j._id, kind: 'JOB', spots: 2, businessId: kit.users.business.id });
    await expect(db().transaction((tx) => service.getForUpdate(tx, j._id, 'TRAINING'))).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    await expect(db().transaction((tx) => service.getForUpdate(tx, randomUUID()))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(service.recruitmentOpen(row)).toBe(true);
    expect(service.recruitmentOpen({ deadline: addDays(today(), -15) })).toBe(false);
    expect(await service.presentJob(j._id)).toEqual(
      expectOk(await kit.api('GET', `/jobs/${j._id}`, null), ZJobResult).jobPosting,
    );
    expect(await service.acceptedCount(j._id)).toBe(0);
  });
});
