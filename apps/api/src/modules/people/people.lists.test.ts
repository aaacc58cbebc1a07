/**
 * The admin lists GET /api/interns, /api/businesses and /api/mentors: each filter, paging and sort, and no birth
 * date, ethnicity or health conditions in any item.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useFixtureApp } from '../../../test/fixture-app.ts';
import { captureMailer, createUser, signupAndConfirm, type TestUser } from '../../../test/factories.ts';
import { randomUUID } from 'node:crypto';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import { insertIntern, insertJob, insertTraining } from '../../../test/opportunity-fixtures.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { interns, mentors } from '../../db/schema/profiles.ts';
import { applications } from '../../db/schema/applications.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZBusinessList, ZInternList, ZMentorList } from '@praktika/contracts/people';

const kit = useFixtureApp({ deps: { mailer: captureMailer() } });
let admin: TestUser;
let arta: TestUser;
let besnik: TestUser;
let orgA: TestUser;
let orgB: TestUser;
let mentorA: TestUser;
let mentorB: TestUser;

/**
 * Signs up and confirms a `role` account with `fields`, placed in the `i`-th fixture item of each collection its
 * profile takes: municipality and categories, then skills (interns, mentors) or the business type (businesses).
 */
function signup(role: 'intern' | 'business' | 'mentor', i: 0 | 1, fields: Record<string, string>) {
  const fx = kit.fx;
  const own = role === 'business' ? { type: fx.businesstypes[i] } : { skills: [fx.skills[i]] };
  return signupAndConfirm(kit.t.app, role, {
    ...fields,
    ...own,
    categories: [fx.categories[i]],
    municipality: fx.municipalities[i],
  });
}

beforeAll(async () => {
  admin = await createUser(kit.t.app, 'admin');
  arta = await signup('intern', 0, {
    name: 'Arta',
    lastName: 'Zeka',
    gender: 'F',
    availability: 'FULL_TIME',
  });
  besnik = await signup('intern', 1, {
    name: 'Besnik',
    lastName: 'Aliu',
    gender: 'M',
    availability: 'PART_TIME',
  });
  orgA = await signup('business', 0, { name: 'Alfa Lists' });
  orgB = await signup('business', 1, { name: 'Beta Lists' });
  mentorA = await signup('mentor', 0, { name: 'Agron', surname: 'Krasniqi', gender: 'M' });
  mentorB = await signup('mentor', 1, { name: 'Milica', surname: 'Petrović', gender: 'F' });
  await kit.t.app.database.db
    .update(mentors)
    .set({ approvedByAdmin: true, available: false })
    .where(eq(mentors.id, mentorB.id));
  // Besnik registered long ago.
  await kit.t.app.database.db
    .update(accounts)
    .set({ createdAt: new Date('2020-03-15T10:00:00Z') })
    .where(eq(accounts.id, besnik.id));
});

const list = async (url: string) => {
  const res = await kit.t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const ids = async (url: string, key: string) =>
  expectOk<Record<string, { docs: Array<{ _id: string }> }>>(await list(url))[key]!.docs.map((d) => d._id);

/** Sensitive fields under any spelling. */
function expectNoSensitive(body: string, extra: string[] = []) {
  for (const s of ['birth', 'ethnicit', 'disabilit', 'health', ...extra])
    expect(body.toLowerCase(), s).not.toContain(s);
}

describe('GET /api/interns', () => {
  it('filters by name (first, last or both), municipality, skills, categories, gender, availability, registration dates', async () => {
    expect(await ids('/api/interns?name=arta', 'interns')).toEqual([arta.id]);
    expect(await ids('/api/interns?name=arta%20zek', 'interns')).toEqual([arta.id]);
    expect(await ids('/api/interns?name=aliu', 'interns')).toEqual([besnik.id]);
    expect(await ids(`/api/interns?municipality=${kit.fx.municipalities[1]}&name=i`, 'interns')).toEqual([
      besnik.id,
    ]);
    expect(await ids(`/api/interns?skills=${kit.fx.skills[0]}&name=arta`, 'interns')).toEqual([arta.id]);
    const both = await ids(
      `/api/interns?categories=${kit.fx.categories[0]},${kit.fx.categories[1]}`,
      'interns',
    );
    expect(both).toEqual(expect.arrayContaining([arta.id, besnik.id]));
    expect(await ids(`/api/interns?gender=M&categories=${kit.fx.categories[1]}`, 'interns')).toEqual([
      besnik.id,
    ]);
    expect(await ids('/api/interns?availability=PART_TIME', 'interns')).toEqual([besnik.id]);
    expect(await ids('/api/interns?registeredFrom=2020-03-15&registeredTo=2020-03-15', 'interns')).toEqual([
      besnik.id,
    ]);
    expect(await ids('/api/interns?registeredTo=2020-03-14', 'interns')).toEqual([]);
    // Neither has an application: both inactive, neither hired.
    expect(await ids('/api/interns?type=INACTIVE&name=arta', 'interns')).toEqual([arta.id]);
    expect(await ids('/api/interns?type=ACTIVE&name=arta', 'interns')).toEqual([]);
    expect(await ids('/api/interns?hiredFrom=2000-01-01&name=arta', 'interns')).toEqual([]);
  });

  it('type: ACTIVE (a running engagement), else PAST (completed one), else INACTIVE; hiredFrom/hiredTo: the start of an internship taken up', async () => {
    const db = kit.t.app.database.db;
    const org = await createUser(kit.t.app, 'business');
    const job = await insertJob(kit.t.app, { businessId: org.id });
    const training = await insertTraining(kit.t.app, { businessId: org.id });
    const intern = async (lastName: string) => {
      const u = await insertIntern(kit.t.app);
      await db.update(interns).set({ name: 'Statetest', lastName }).where(eq(interns.id, u.id));
      return u.id;
    };
    const apply = async (
      internId: string,
      opportunity: { id: string; kind: 'JOB' | 'TRAINING' },
      status: TApplicationStatus,
      startDate: string | null = null,
    ) =>
      db.insert(applications).values({
        id: randomUUID(),
        opportunityId: opportunity.id,
        kind: opportunity.kind,
        internId,
        businessId: org.id,
        status,
        startDate,
      });
    const hired = await intern('Hired');
    await apply(hired, job, 'HIRED', '2026-02-01');
    const trainee = await intern('Trainee');
    await apply(trainee, training, 'APPROVED');
    const done = await intern('Done');
    await apply(done, job, 'COMPLETED', '2025-06-01');
    const trained = await intern('Trained');
    await apply(trained, training, 'COMPLETED');
    // A completed training and now an internship: active, not past.
    const both = await intern('Both');
    await apply(both, training, 'COMPLETED');
    await apply(both, job, 'APPROVED', '2026-03-10');
    // Applied and cancelled: neither running nor completed, and a cancelled start does not count as hired.
    const idle = await intern('Idle');
    await apply(idle, job, 'CANCELLED', '2026-01-05');
    await apply(
      idle,
      { id: (await insertJob(kit.t.app, { businessId: org.id })).id, kind: 'JOB' },
      'APPLIED',
    );

    const of = async (query: string) =>
      (await ids(`/api/interns?name=statetest&pagination=false&${query}`, 'interns')).sort();
    const sorted = (...list: string[]) => list.sort();
    expect(await of('type=ACTIVE')).toEqual(sorted(hired, trainee, both));
    expect(await of('type=PAST')).toEqual(sorted(done, trained));
    expect(await of('type=INACTIVE')).toEqual([idle]);
    expect(await of('type=ALL')).toEqual(sorted(hired, trainee, done, trained, both, idle));
    expect(await of('hiredFrom=2026-01-01&hiredTo=2026-02-28')).toEqual([hired]);
    expect(await of('hiredFrom=2026-01-01')).toEqual(sorted(hired, both));
    expect(await of('hiredTo=2025-12-31')).toEqual([done]);
    expect(await of('hiredFrom=2026-02-01&hiredTo=2026-02-01&type=ACTIVE')).toEqual([hired]);
    expect(await of('hiredFrom=2026-02-01&hiredTo=2026-02-01&type=PAST')).toEqual([]);
    const bad = await kit.t.app.inject({
      method: 'GET',
      url: '/api/interns?type=JOB',
      headers: admin.headers,
    });
    expectError(bad, 400, 'VALIDATION_ERROR');
  });

  it('pages and sorts; items carry no birth date, ethnicity or health conditions', async () => {
    const res = await list('/api/interns?sort=name&limit=1&page=2');
    const page = expectOk(res, ZInternList).interns;
    expect(page).toMatchObject({ page: 2, limit: 1, hasPrevPage: true, prevPage: 1 });
    expect(page.totalDocs).toBeGreaterThanOrEqual(2);
    const byName = await ids('/api/interns?sort=name&pagination=false', 'interns');
    expect(byName.indexOf(arta.id)).toBeLessThan(byName.indexOf(besnik.id));
    const newest = await ids('/api/interns?pagination=false', 'interns');
    expect(newest.indexOf(arta.id)).toBeLessThan(newest.indexOf(besnik.id));
    const all = await list('/api/interns?pagination=false');
    const item = expectOk(all, ZInternList).interns.docs.find((d: { _id: string }) => d._id === arta.id);
    expect(item).toMatchObject({
      internName: 'Arta',
      internLastName: 'Zeka',
      gender: 'F',
      municipality: { _id: kit.fx.municipalities[0] },
      skills: [{ _id: kit.fx.skills[0] }],
      availability: 'FULL_TIME',
      active: true,
    });
    expectNoSensitive(all.body);
    expect(
      (await kit.t.app.inject({ method: 'GET', url: '/api/interns?sort=age', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/businesses', () => {
  it('filters by type, fields of interest, municipality and registration dates; admins apart', async () => {
    expect(
      await ids(`/api/businesses?businessTypes=${kit.fx.businesstypes[1]}&businessName=lists`, 'businesses'),
    ).toEqual([orgB.id]);
    expect(
      await ids(
        `/api/businesses?businessCategories=${kit.fx.categories[0]}&businessName=lists`,
        'businesses',
      ),
    ).toEqual([orgA.id]);
    expect(
      await ids(`/api/businesses?municipality=${kit.fx.municipalities[1]}&businessName=lists`, 'businesses'),
    ).toEqual([orgB.id]);
    expect(await ids('/api/businesses?sort=name&businessName=lists', 'businesses')).toEqual([
      orgA.id,
      orgB.id,
    ]);
    expect(await ids('/api/businesses?sort=-name&businessName=lists', 'businesses')).toEqual([
      orgB.id,
      orgA.id,
    ]);
    expect(await ids('/api/businesses?registeredTo=2000-01-01', 'businesses')).toEqual([]);
    const admins = await ids('/api/businesses?queryForAdmins=true&pagination=false', 'businesses');
    expect(admins).toContain(admin.id);
    expect(admins).not.toContain(orgA.id);
    const res = await list('/api/businesses?businessName=alfa');
    expect(expectOk(res, ZBusinessList).businesses.docs[0]).toMatchObject({
      businessName: 'Alfa Lists',
      businessType: { _id: kit.fx.businesstypes[0] },
      businessMunicipality: { _id: kit.fx.municipalities[0] },
      active: true,
    });
  });
});

describe('GET /api/mentors', () => {
  it('filters by first and last name, municipality, skills, categories, gender, availability, approval and open spots', async () => {
    expect(await ids('/api/mentors?firstName=agr', 'mentors')).toEqual([mentorA.id]);
    expect(await ids('/api/mentors?lastName=petrov', 'mentors')).toEqual([mentorB.id]);
    expect(
      await ids(
        `/api/mentors?municipality=${kit.fx.municipalities[0]}&skills=${kit.fx.skills[0]}`,
        'mentors',
      ),
    ).toContain(mentorA.id);
    expect(await ids(`/api/mentors?categories=${kit.fx.categories[1]}&gender=F`, 'mentors')).toEqual([
      mentorB.id,
    ]);
    expect(await ids('/api/mentors?availability=unavailable', 'mentors')).toEqual([mentorB.id]);
    expect(await ids('/api/mentors?approved=true', 'mentors')).toEqual([mentorB.id]);
    const waiting = await ids('/api/mentors?approved=false&pagination=false', 'mentors');
    expect(waiting).toContain(mentorA.id);
    expect(waiting).not.toContain(mentorB.id);
    // Nobody has interns yet: every mentor has open spots.
    expect(await ids('/api/mentors?hasOpenSpots=true&firstName=milica', 'mentors')).toEqual([mentorB.id]);
    expect(await ids('/api/mentors?hasOpenSpots=false', 'mentors')).toEqual([]);
    const all = await list('/api/mentors?pagination=false');
    const item = expectOk(all, ZMentorList).mentors.docs.find((d: { _id: string }) => d._id === mentorB.id);
    expect(item).toMatchObject({
      mentorName: 'Milica',
      mentorSurname: 'Petrović',
      mentorAvailability: 'unavailable',
      mentorApprovedByAdmin: true,
      mentorNumberOfInterns: 0,
      mentorMaxInterns: 5,
    });
    expectNoSensitive(all.body);
  });
});
