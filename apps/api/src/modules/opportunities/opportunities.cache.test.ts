/**
 * The matches answers are cached (opportunities.routes.ts `matchCache`) under the match version: each kind of write
 * a match depends on (a CV save, an application, a posting edit) makes the next answer fresh, while a change made
 * behind the API's back (straight in the database) is NOT seen, which shows the answer really comes from the cache.
 * A caller without permission never gets a cached answer (nor a 304 for its ETag).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { useRoleApp } from '../../../test/role-app.ts';
import { birthdateForAge, catalogueFixture, createUser, type TestUser } from '../../../test/factories.ts';
import { insertIntern } from '../../../test/opportunity-fixtures.ts';
import { interns } from '../../db/schema/profiles.ts';
import { isDataWrite } from '../../platform/cache/write-version.ts';
import { expectOk, type Json } from '../../../test/api.ts';
import { ZInternMatches, ZJobList, ZJobResult } from '@praktika/contracts/opportunities';
import { ZApplicationList } from '@praktika/contracts/applications';

const kit = useRoleApp('opportunity-match-cache');
let fx: Awaited<ReturnType<typeof catalogueFixture>>;
let jobId: string;
let alice: TestUser;
let bob: TestUser;
let otherBusiness: TestUser;
const today = () => programmeToday();

function job(overrides: Json = {}): Json {
  return {
    title: 'Cached matches',
    body: '<p>About it</p>',
    deadline: addDays(today(), 10),
    categories: [fx.categories[0]],
    skills: [fx.skills[1]], // no intern here has it
    municipality: fx.municipalities[0],
    language: 'sq',
    availableSpots: 2,
    ...overrides,
  };
}

function cv(categories: string[]): Json {
  return {
    name: 'Alice',
    lastName: 'Cached',
    birthdate: birthdateForAge(20),
    gender: 'F',
    municipality: fx.municipalities[0],
    phoneNumber: '044 123 456',
    address: 'Rr. 1',
    ethnicity: fx.ethnicities[0],
    disabilities: [],
    categories,
    skills: [],
    availability: 'Full time',
    otherEngagements: '',
    education: [
      {
        country: fx.countries[0],
        municipality: null,
        type: 'UNIVERSITY',
        institution: null,
        otherInstitution: 'Technische Universität Wien',
        fieldOfStudy: 'Informatik',
        currentlyStudying: true,
        startDate: '2023-10-01',
        endDate: null,
      },
    ],
    experience: [],
    languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' }],
    cvFile: null,
  };
}

async function setCategories(user: TestUser, categories: string[]) {
  const res = await kit.t.app.inject({
    method: 'PUT',
    url: `/api/interns/${user.id}`,
    payload: cv(categories),
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const matchedIds = async (url: string, headers: Record<string, string>) => {
  const res = await kit.t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const data = expectOk<{
    matches?: { docs: { _id: string }[] };
    jobPostings?: { docs: { _id: string }[] };
  }>(res);
  return (data.matches ?? data.jobPostings)!.docs.map((d) => d._id);
};

/** A change the API does not know about: only a fresh computation would see it. */
const renameBehindTheApi = (id: string, name: string) =>
  kit.t.app.database.db.update(interns).set({ name }).where(eq(interns.id, id));

beforeAll(async () => {
  fx = await catalogueFixture(kit.t.app);
  otherBusiness = await createUser(kit.t.app, 'business');
  alice = await insertIntern(kit.t.app, { municipalityId: fx.municipalities[0] });
  bob = await insertIntern(kit.t.app, { municipalityId: fx.municipalities[0] });
  await setCategories(alice, [fx.categories[0]]);
  await setCategories(bob, [fx.categories[0]]);
  const res = await kit.api('POST', '/jobs', 'business', job());
  jobId = expectOk(res, ZJobResult).jobPosting._id;
});

describe('cached matches change after each kind of write', () => {
  const owner = () => kit.users.business.headers;

  it('a CV save', async () => {
    const url = `/jobs/${jobId}/matches?limit=50`;
    expect(await matchedIds(url, owner())).toEqual(expect.arrayContaining([alice.id, bob.id]));
    await renameBehindTheApi(alice.id, 'Zed');
    const cached = await kit.t.app.inject({ method: 'GET', url: `/api${url}`, headers: owner() });
    const names = expectOk(cached, ZInternMatches).matches.docs.map((d) => d.internName);
    expect(names).not.toContain('Zed'); // served from the cache
    await setCategories(alice, [fx.categories[1]]); // no longer shares the posting's category
    const fresh = await matchedIds(url, owner());
    expect(fresh).not.toContain(alice.id);
    expect(fresh).toContain(bob.id);
  });

  it('an application (an invitation) and the intern side', async () => {
    const side = `/jobs/intern/${bob.id}/matches?limit=50`;
    expect(await matchedIds(side, bob.headers)).toContain(jobId);
    const url = `/jobs/${jobId}/matches?limit=50`;
    expect(await matchedIds(url, owner())).toContain(bob.id);
    const invite = await kit.api('PUT', `/jobs/${jobId}/invite/${bob.id}`, 'business', {});
    expect(invite.statusCode, invite.body).toBe(200);
    expect(await matchedIds(url, owner())).not.toContain(bob.id);
    expect(await matchedIds(side, bob.headers)).not.toContain(jobId);
  });

  it('a posting edit, and the lists matched mode', async () => {
    const carol = await insertIntern(kit.t.app, { municipalityId: fx.municipalities[0] });
    await setCategories(carol, [fx.categories[1]]);
    const listed = `/jobs?internId=${carol.id}&limit=50`;
    const side = `/jobs/intern/${carol.id}/matches?limit=50`;
    expect(await matchedIds(side, carol.headers)).not.toContain(jobId);
    const before = await matchedIds(listed, carol.headers);
    const edit = await kit.api('PUT', `/jobs/${jobId}`, 'business', job({ categories: [fx.categories[1]] }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await matchedIds(side, carol.headers)).toContain(jobId);
    const after = await kit.t.app.inject({ method: 'GET', url: `/api${listed}`, headers: carol.headers });
    const doc = (
      expectOk(after, ZJobList).jobPostings.docs as { _id: string; match: { score: number } }[]
    ).find((d) => d._id === jobId);
    expect(before).toContain(jobId); // every open posting is listed, scored
    expect(doc!.match.score).toBeGreaterThan(0);
  });
});

describe('a caller without permission never gets a cached answer', () => {
  it('the posting side: another organisation, an intern, a visitor; also with the owner ETag', async () => {
    const url = `/api/jobs/${jobId}/matches?limit=5`;
    const first = await kit.t.app.inject({ method: 'GET', url, headers: kit.users.business.headers });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    for (const headers of [otherBusiness.headers, kit.users.intern.headers, {}]) {
      for (const extra of [{}, { 'if-none-match': etag }]) {
        const res = await kit.t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
        expect([401, 403]).toContain(res.statusCode);
        expect(res.json().data ?? null).toBeNull();
      }
    }
    const admin = await kit.t.app.inject({ method: 'GET', url, headers: kit.users.admin.headers });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe(first.body);
  });

  it('the intern side and the matched list: another intern, an organisation', async () => {
    for (const url of [`/api/jobs/intern/${bob.id}/matches`, `/api/jobs?internId=${bob.id}`]) {
      const own = await kit.t.app.inject({ method: 'GET', url, headers: bob.headers });
      expect(own.statusCode).toBe(200);
      for (const headers of [alice.headers, kit.users.business.headers]) {
        const res = await kit.t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-none-match': String(own.headers.etag) },
        });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});

describe('GET /applications is cached per caller', () => {
  it('a write shows, a change behind the API does not; another organisation never gets the answer', async () => {
    const owner = kit.users.business;
    const url = `/api/applications?business=${owner.id}&page=1&limit=50`;
    type Doc = { _id: string; intern: { _id: string; internName: string } };
    const docs = async (headers: Record<string, string>) => {
      const res = await kit.t.app.inject({ method: 'GET', url, headers });
      return expectOk(res, ZApplicationList).applications.docs as Doc[];
    };
    const bobs = (await docs(owner.headers)).find((d) => d.intern._id === bob.id)!; // the invitation above
    expect(bobs.intern.internName).not.toBe('Renamed');
    await renameBehindTheApi(bob.id, 'Renamed');
    expect((await docs(owner.headers)).find((d) => d._id === bobs._id)!.intern.internName).not.toBe(
      'Renamed',
    );
    const fav = await kit.api('PUT', `/applications/${bobs._id}/favourite`, 'business', { favourite: true });
    expect(fav.statusCode, fav.body).toBe(200);
    expect((await docs(owner.headers)).find((d) => d._id === bobs._id)!.intern.internName).toBe('Renamed');
    const etag = String(
      (await kit.t.app.inject({ method: 'GET', url, headers: owner.headers })).headers.etag,
    );
    for (const extra of [{}, { 'if-none-match': etag }]) {
      const res = await kit.t.app.inject({
        method: 'GET',
        url,
        headers: { ...otherBusiness.headers, ...extra },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('what counts as a data write', () => {
  it('every successful non-GET call but signing in and asking for mails', () => {
    expect(isDataWrite({ method: 'PUT', url: '/api/interns/1' }, 200)).toBe(true);
    expect(isDataWrite({ method: 'POST', url: '/api/interns/auth/confirm' }, 200)).toBe(true);
    expect(isDataWrite({ method: 'DELETE', url: '/api/me' }, 204)).toBe(true);
    expect(isDataWrite({ method: 'GET', url: '/api/jobs' }, 200)).toBe(false);
    expect(isDataWrite({ method: 'PUT', url: '/api/interns/1' }, 400)).toBe(false);
    expect(isDataWrite({ method: 'POST', url: '/api/interns/auth/login' }, 200)).toBe(false);
    expect(isDataWrite({ method: 'POST', url: '/api/mentors/auth/forgot?x=1' }, 200)).toBe(false);
  });
});
