/**
 * Matching against a hand-computed fixture: scores from MATCH_WEIGHTS (category 10, skill 8, at most 5 of each
 * counted, municipality 15, language 10, availability 5), the reasons, who is left out, stable ties, paging,
 * `internName`, `sort`, and the intern's side (matches endpoint and the lists' matched mode).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MATCH_WEIGHTS, ZInternMatches, ZJobList, ZTrainingList } from '@praktika/contracts/opportunities';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { useRoleApp } from '../../../test/role-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { insertIntern, insertJob } from '../../../test/opportunity-fixtures.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { internCategories, interns, internSkills } from '../../db/schema/profiles.ts';
import { internLanguages } from '../../db/schema/cv.ts';
import { applications } from '../../db/schema/applications.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import { expectOk, type Json } from '../../../test/api.ts';

interface Matched {
  _id: string;
  internName: string;
  age: number;
  minor: boolean;
  match: {
    score: number;
    max: number;
    percent: number;
    strength: string;
    reasons: {
      categories: { _id: string }[];
      skills: { _id: string }[];
      municipality: boolean;
      language: boolean;
      availability: boolean;
    };
  };
}

const kit = useRoleApp('opportunity-matching');
const db = () => kit.t.app.database.db;
const today = () => programmeToday();

/** Fresh catalogue items (so the accounts every test file makes share nothing with the fixture). */
async function items(collection: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await db()
    .insert(catalogueItems)
    .values(
      ids.map((id, i) => ({
        id,
        collection,
        enName: `Match ${collection} ${i} ${id.slice(0, 6)}`,
        sqName: `Match ${collection} ${i} ${id.slice(0, 6)} sq`,
        srName: `Match ${collection} ${i} ${id.slice(0, 6)} sr`,
      })),
    );
  return ids;
}

interface InternSpec {
  name?: string;
  age?: number;
  cats?: string[];
  skills?: string[];
  municipality: string;
  languages?: ('sq' | 'sr' | 'en' | 'de')[];
  availability?: string;
  cvFilled?: boolean;
}

async function intern(spec: InternSpec): Promise<TestUser> {
  const user = await insertIntern(kit.t.app, {
    age: spec.age ?? 20,
    cvFilled: spec.cvFilled ?? true,
    availability: spec.availability ?? '',
    municipalityId: spec.municipality,
  });
  const id = user.id;
  if (spec.name) await db().update(interns).set({ name: spec.name }).where(eq(interns.id, id));
  await db().delete(internCategories).where(eq(internCategories.ownerId, id));
  await db().delete(internSkills).where(eq(internSkills.ownerId, id));
  if (spec.cats?.length)
    await db()
      .insert(internCategories)
      .values(spec.cats.map((itemId) => ({ ownerId: id, itemId })));
  if (spec.skills?.length)
    await db()
      .insert(internSkills)
      .values(spec.skills.map((itemId) => ({ ownerId: id, itemId })));
  if (spec.languages?.length)
    await db()
      .insert(internLanguages)
      .values(
        spec.languages.map((language, position) => ({
          internId: id,
          language,
          position,
          speakingLevel: 'FLUENT' as const,
          writingLevel: 'FLUENT' as const,
        })),
      );
  return user;
}

async function apply(opportunityId: string, internId: string, status: string) {
  const [o] = await db().select().from(opportunities).where(eq(opportunities.id, opportunityId));
  await db()
    .insert(applications)
    .values({
      id: randomUUID(),
      opportunityId,
      kind: o!.kind,
      internId,
      businessId: o!.businessId,
      status: status as 'APPLIED',
    });
}

let c: string[];
let s: string[];
let m: string[];
let owner: TestUser;
let jobId: string;
let trainingId: string;
let elsewhereId: string;
const who: Record<string, TestUser> = {};

async function post(path: 'jobs' | 'trainings', body: Json, as: TestUser = owner): Promise<string> {
  const res = await kit.t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: as.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[path === 'jobs' ? 'jobPosting' : 'training']._id;
}

const jobBody = (extra: Json = {}): Json => ({
  title: 'Matched job',
  body: '<p>x</p>',
  deadline: addDays(today(), 10),
  categories: c.slice(0, 3),
  skills: s.slice(0, 6),
  municipality: m[0],
  language: 'en',
  availableSpots: 3,
  ...extra,
});

async function matches(url: string, as: TestUser = owner) {
  const res = await kit.t.app.inject({ method: 'GET', url: `/api${url}`, headers: as.headers });
  // Interns for a posting or postings for an intern: the same page shape.
  return expectOk<{ matches: { docs: Matched[]; totalDocs: number } }>(res).matches;
}

describe('interns for a posting', () => {
  it('builds the fixture', async () => {
    [c, s, m] = [await items('categories', 5), await items('skills', 8), await items('municipalities', 3)];
    owner = await createUser(kit.t.app, 'business');
    jobId = await post('jobs', jobBody());
    trainingId = await post('trainings', {
      name: 'Matched training',
      description: '<p>x</p>',
      deadline: addDays(today(), 10),
      startDate: addDays(today(), 20),
      endDate: addDays(today(), 30),
      categories: c.slice(0, 3),
      skills: s.slice(0, 6),
      municipality: m[0],
      language: 'en',
      spots: 3,
    });
    const elsewhere = await insertJob(kit.t.app, { businessId: owner.id });
    elsewhereId = elsewhere.id;

    // 2 categories (20) + 6 skills counted as 5 (40) + municipality (15) + English (10) + availability (5) = 90
    who.best = await intern({
      name: 'Ërza',
      cats: [c[0]!, c[1]!],
      skills: s.slice(0, 6),
      municipality: m[0]!,
      languages: ['sq', 'en'],
      availability: 'Weekdays after 14:00',
    });
    // 1 skill (8) + municipality (15) + English (10); blank availability counts as none = 33
    who.second = await intern({
      skills: [s[0]!],
      municipality: m[0]!,
      languages: ['en'],
      availability: '   ',
    });
    // 3 categories (30), a minor (17)
    who.minor = await intern({ age: 17, cats: c.slice(0, 3), municipality: m[1]!, languages: ['de'] });
    // 1 category (10) each: a tie of three, ordered by id
    who.tieA = await intern({ cats: [c[2]!], municipality: m[1]!, languages: ['sq'] });
    who.tieB = await intern({ cats: [c[2]!, c[4]!], municipality: m[2]!, skills: [s[7]!] });
    who.tieC = await intern({ cats: [c[1]!], municipality: m[1]! });

    // Left out:
    who.working = await intern({ cats: [c[0]!], municipality: m[0]! });
    await apply(elsewhere.id, who.working.id, 'HIRED');
    who.completed = await intern({ cats: [c[0]!], municipality: m[0]! });
    await apply(elsewhere.id, who.completed.id, 'COMPLETED');
    who.old = await intern({ age: 25, cats: [c[0]!], municipality: m[0]! });
    who.young = await intern({ age: 15, cats: [c[0]!], municipality: m[0]! });
    who.applied = await intern({ cats: [c[0]!], municipality: m[0]! });
    await apply(jobId, who.applied.id, 'NOT_SHORTLISTED');
    who.invited = await intern({ cats: [c[0]!], municipality: m[0]! });
    await apply(jobId, who.invited.id, 'INVITED');
    who.noCv = await intern({ cats: [c[0]!], municipality: m[0]!, cvFilled: false });
    who.inactive = await intern({ cats: [c[0]!], municipality: m[0]! });
    await db().update(accounts).set({ active: false }).where(eq(accounts.id, who.inactive.id));
    who.unconfirmed = await intern({ cats: [c[0]!], municipality: m[0]! });
    await db().update(accounts).set({ confirmedAt: null }).where(eq(accounts.id, who.unconfirmed.id));
    // Shares nothing: same municipality, language and availability alone do not make a match.
    who.nothing = await intern({
      cats: [c[3]!],
      municipality: m[0]!,
      languages: ['en'],
      availability: 'Any',
    });
  });

  const ties = () => [who.tieA!.id, who.tieB!.id, who.tieC!.id].sort();

  it('ranks by score from MATCH_WEIGHTS, ties by id, and leaves out who may not apply', async () => {
    const page = await matches(`/jobs/${jobId}/matches?limit=50`);
    expect(page.docs.map((d) => d._id)).toEqual([who.best!.id, who.second!.id, who.minor!.id, ...ties()]);
    expect(page.totalDocs).toBe(6);
    expect(page.docs.map((d) => d.match.score)).toEqual([90, 33, 30, 10, 10, 10]);
    const w = MATCH_WEIGHTS;
    expect(90).toBe(2 * w.category + w.maxShared * w.skill + w.municipality + w.language + w.availability);
  });

  it('reads each score as a share of the posting’s best possible, with a strength label', async () => {
    const page = await matches(`/jobs/${jobId}/matches?limit=50`);
    // 3 categories (30) + 6 skills counted as 5 (40) + municipality, language and availability (30) = 100
    expect(page.docs.map((d) => d.match.max)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(page.docs.map((d) => [d.match.percent, d.match.strength])).toEqual([
      [90, 'strong'],
      [33, 'some'],
      [30, 'some'],
      [10, 'some'],
      [10, 'some'],
      [10, 'some'],
    ]);
  });

  it('counts, without naming them, the interns left out only because their CV is not complete', async () => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/matches`,
      headers: owner.headers,
    });
    // who.noCv shares a field; the inactive, unconfirmed, too old and too young ones are not counted
    expect(expectOk(res, ZInternMatches).incompleteCvs).toBe(1);
    expect(res.body).not.toContain(who.noCv!.id);
  });

  it('says why: shared categories and skills by name, and the booleans', async () => {
    const [best, second] = (await matches(`/jobs/${jobId}/matches`)).docs;
    expect(best!.match.reasons.categories.map((r) => r._id).sort()).toEqual([c[0], c[1]].sort());
    expect(best!.match.reasons.skills.map((r) => r._id).sort()).toEqual(s.slice(0, 6).sort());
    expect(best!.match.reasons.categories[0]).toMatchObject({
      enName: expect.stringMatching(/^Match categories/),
    });
    expect(best!.match.reasons).toMatchObject({ municipality: true, language: true, availability: true });
    expect(second!.match.reasons).toEqual({
      categories: [],
      skills: [expect.objectContaining({ _id: s[0] })],
      municipality: true,
      language: true,
      availability: false,
    });
  });

  it('shows age and the minor flag, never the birth date', async () => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/matches`,
      headers: owner.headers,
    });
    expect(res.body).not.toMatch(/birthdate|ethnicity|disabilit/i);
    const docs = expectOk(res, ZInternMatches).matches.docs as Matched[];
    expect(docs.find((d) => d._id === who.minor!.id)).toMatchObject({ age: 17, minor: true });
    expect(docs.find((d) => d._id === who.best!.id)).toMatchObject({
      age: 20,
      minor: false,
      internName: 'Ërza',
    });
  });

  it('pages in SQL and keeps ties stable across pages; sort=asc reverses', async () => {
    const p1 = await matches(`/jobs/${jobId}/matches?limit=4&page=1`);
    const p2 = await matches(`/jobs/${jobId}/matches?limit=4&page=2`);
    expect([...p1.docs, ...p2.docs].map((d) => d._id)).toEqual([
      who.best!.id,
      who.second!.id,
      who.minor!.id,
      ...ties(),
    ]);
    expect(p2).toMatchObject({ totalDocs: 6, page: 2 });
    const asc = await matches(`/jobs/${jobId}/matches?sort=asc&limit=50`);
    expect(asc.docs.map((d) => d._id)).toEqual([...ties(), who.minor!.id, who.second!.id, who.best!.id]);
  });

  it('filters by name, ignoring case and diacritics', async () => {
    const found = await matches(`/jobs/${jobId}/matches?internName=erza%20intern`);
    expect(found.docs.map((d) => d._id)).toEqual([who.best!.id]);
  });

  it('for a training, an intern who completed an internship is a candidate; a working one is not', async () => {
    const ids = (await matches(`/trainings/${trainingId}/matches?limit=50`)).docs.map((d) => d._id);
    expect(ids).toContain(who.completed!.id);
    expect(ids).toContain(who.applied!.id); // applied to the job, not to the training
    expect(ids).not.toContain(who.working!.id);
    expect(ids).not.toContain(who.old!.id);
  });
});

describe('postings for an intern', () => {
  let second: string;
  let loose: string;

  it('ranks the open postings the intern shares something with and has not applied to', async () => {
    // 1 shared category (10) + availability (5) = 15
    second = await post(
      'jobs',
      jobBody({ categories: [c[0]], skills: [s[7]], municipality: m[1], language: 'sr' }),
    );
    // Nothing shared: availability alone (5) in the list's matched mode, never in the matches endpoint.
    loose = await post(
      'jobs',
      jobBody({ categories: [c[3]], skills: [s[7]], municipality: m[1], language: 'sr' }),
    );
    const closed = await post('jobs', jobBody());
    await db()
      .update(opportunities)
      .set({ deadline: addDays(today(), -15), originalDeadline: addDays(today(), -15) })
      .where(eq(opportunities.id, closed));
    const appliedTo = await post('jobs', jobBody());
    await apply(appliedTo, who.best!.id, 'WITHDRAWN');

    const page = await matches(`/jobs/intern/${who.best!.id}/matches?business=${owner.id}`, who.best!);
    expect(page.docs.map((d) => d._id)).toEqual([jobId, second]);
    expect(page.docs.map((d) => d.match.score)).toEqual([90, 15]);
    const asAdmin = await matches(
      `/jobs/intern/${who.best!.id}/matches?business=${owner.id}&sort=asc`,
      kit.users.admin,
    );
    expect(asAdmin.docs.map((d) => d._id)).toEqual([second, jobId]);
    // The job filters apply.
    const filtered = await matches(
      `/jobs/intern/${who.best!.id}/matches?business=${owner.id}&language=sr`,
      who.best!,
    );
    expect(filtered.docs.map((d) => d._id)).toEqual([second]);
  });

  it("the public list's matched mode: every posting the intern may still apply to, scored, best first", async () => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/jobs?internId=${who.best!.id}&business=${owner.id}&limit=10`,
      headers: who.best!.headers,
    });
    const docs = expectOk(res, ZJobList).jobPostings.docs as Array<{ _id: string; match: Matched['match'] }>;
    // `elsewhere` (the fixture's posting) is in Albanian, which the intern speaks: 10 + availability 5.
    const fifteen = [second, elsewhereId].sort();
    expect(docs.map((d) => [d._id, d.match.score])).toEqual([
      [jobId, 90],
      [fifteen[0], 15],
      [fifteen[1], 15],
      [loose, 5],
    ]);
    // Without internId, no match.
    const plain = await kit.api('GET', `/jobs?business=${owner.id}`, null);
    expect(expectOk(plain, ZJobList).jobPostings.docs[0]!.match).toBeUndefined();
  });

  it('nothing while working; no internships after one; trainings still after a completed one', async () => {
    expect((await matches(`/jobs/intern/${who.working!.id}/matches`, who.working!)).docs).toEqual([]);
    expect((await matches(`/jobs/intern/${who.completed!.id}/matches`, who.completed!)).docs).toEqual([]);
    const trainings = await kit.t.app.inject({
      method: 'GET',
      url: `/api/trainings?internId=${who.completed!.id}&business=${owner.id}`,
      headers: who.completed!.headers,
    });
    expect(expectOk(trainings, ZTrainingList).trainings.docs.map((d: Json) => d._id)).toEqual([trainingId]);
    const working = await kit.t.app.inject({
      method: 'GET',
      url: `/api/trainings?internId=${who.working!.id}`,
      headers: who.working!.headers,
    });
    expect(expectOk(working, ZTrainingList).trainings.docs).toEqual([]);
  });

  it('matched mode leaves out postings with score 0 and says what the CV still lacks', async () => {
    // Shares only c[4]; another municipality, no language, no availability: every other posting scores 0.
    const zero = await intern({ cats: [c[4]!], municipality: m[2]! });
    const fits = await post('jobs', jobBody({ categories: [c[4]], skills: [s[7]], municipality: m[1] }));
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/jobs?internId=${zero.id}&business=${owner.id}&limit=10`,
      headers: zero.headers,
    });
    const data = expectOk<{
      jobPostings: { docs: Array<{ _id: string; match: Matched['match'] }>; totalDocs: number };
      cvMissing: string[];
    }>(res);
    expect(data.jobPostings.docs.map((d) => [d._id, d.match.score])).toEqual([[fits, 10]]);
    expect(data.jobPostings.totalDocs).toBe(1);
    // 1 category (10) + 1 skill (8) + the three flags (30) = 48 at best: 10 is 21 %
    expect(data.jobPostings.docs[0]!.match).toMatchObject({ max: 48, percent: 21, strength: 'some' });
    // The fixture's intern has a field of interest and the personal data, but no education and no language.
    expect(data.cvMissing).toEqual(['education', 'languages']);
    // Outside matched mode there is no cvMissing.
    const plain = await kit.api('GET', `/jobs?business=${owner.id}`, null);
    expect(expectOk(plain, ZJobList).cvMissing).toBeUndefined();
  });
});
