/**
 * The sensitive-data leak test: birth date, ethnicity and health conditions of a person appear only in that
 * person's own answers. EVERY registered GET route is called (collected as the app registers them, so a route
 * added later is covered without touching this file) as a visitor, an intern, an organisation and a mentor, with
 * each person's id in every path parameter, plainly and with `?pagination=false`. Zip answers (the data export)
 * are read inside.
 *
 * Each person has values nobody else has: a birth date (2008-02-29, 2006-12-31) and an ethnicity and a health
 * condition of their own (catalogue items made for this test). A birth date of someone else anywhere in an answer
 * is a leak. A catalogue list names every ethnicity, bound to nobody, so for ethnicity and health conditions a
 * leak is an answer that names another person (id, e-mail or their unique name) together with that person's item
 * (its id or any of its names).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { buildAppSeeingRoutes } from '../../../test/routes.ts';
import { captureMailer, createUser, signupAndConfirm, type TestUser } from '../../../test/factories.ts';
import { fileParts, png } from '../../../test/files.ts';
import { unzip } from '../../../test/unzip.ts';
import { internCategories, interns, mentors } from '../../db/schema/profiles.ts';
import { opportunityCategories } from '../../db/schema/opportunities.ts';
import { insertApplication, insertJob, insertTraining } from '../../../test/opportunity-fixtures.ts';

const routes: Array<{ url: string }> = [];

interface Person {
  label: string;
  user: TestUser;
  /** What names the person: id, e-mail, their unique name. */
  identity: string[];
  /** Their birth date (interns), and their own ethnicity and health-condition items (ids and names). */
  birthdate?: string;
  sensitiveItems: string[];
}

let t: TestApp;
let admin: TestUser;
const people: Person[] = [];
const extraIds: string[] = [];
let jobId = '';

async function catalogueItem(collection: string, name: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${collection}`,
    headers: admin.headers,
    payload: { enName: `${name} EN`, sqName: `${name} SQ`, srName: `${name} SR` },
  });
  if (res.statusCode >= 300) throw new Error(`${collection}: ${res.statusCode} ${res.body}`);
  const data = res.json().data as Record<string, { _id: string }>;
  const id = Object.values(data)[0]!._id;
  return [id, `${name} EN`, `${name} SQ`, `${name} SR`];
}

beforeAll(async () => {
  t = await buildAppSeeingRoutes(
    { config: { authRateLimit: 1_000_000 }, deps: { mailer: captureMailer() } },
    (route, methods) => {
      if (methods.includes('GET')) routes.push({ url: route.url });
    },
  );
  admin = await createUser(t.app, 'admin');
  const item = async (who: string) => [
    ...(await catalogueItem('ethnicities', `Leakethnos ${who}`)),
    ...(await catalogueItem('healthconditions', `Leakhealth ${who}`)),
  ];

  const [internOne, internTwo, mentor] = [await item('Alpha'), await item('Beta'), await item('Gamma')];
  const intern = async (label: string, name: string, birthdate: string, items: string[]) => {
    const user = await signupAndConfirm(t.app, 'intern', {
      name,
      lastName: `${name}son`,
      birthdate,
      ethnicity: items[0],
      disabilities: [items[4]],
    });
    people.push({ label, user, identity: [user.id, user.email, name], birthdate, sensitiveItems: items });
  };
  await intern('intern', 'Leakvictimalpha', '2008-02-29', internOne);
  await intern('other intern', 'Leakvictimbeta', '2006-12-31', internTwo);
  const m = await signupAndConfirm(t.app, 'mentor', {
    name: 'Leakmentorgamma',
    surname: 'Leakmentorson',
    ethnicity: mentor[0],
    disabilities: [mentor[4]],
  });
  await t.app.database.db.update(mentors).set({ approvedByAdmin: true }).where(eq(mentors.id, m.id));
  people.push({
    label: 'mentor',
    user: m,
    identity: [m.id, m.email, 'Leakmentorgamma'],
    sensitiveItems: mentor,
  });
  const org = await createUser(t.app, 'business');
  people.push({ label: 'business', user: org, identity: [org.id, org.email], sensitiveItems: [] });

  // The other intern's photo: routes with a file id get it too.
  const victim = people[1]!.user;
  const photo = await fileParts([{ field: 'photo', bytes: await png(), filename: 'p.png' }]);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/interns/${victim.id}/photo`,
    payload: photo.payload,
    headers: { ...photo.headers, ...victim.headers },
  });
  if (res.statusCode !== 200) throw new Error(`photo: ${res.body}`);
  extraIds.push(res.json().data.intern.photo._id as string, admin.id);

  // The organisation's posting and training, sharing the interns' fields of interest (so both are matched
  // candidates), with an application of each intern: application, match and list answers are walked too.
  const db = t.app.database.db;
  const job = await insertJob(t.app, { businessId: org.id });
  const training = await insertTraining(t.app, { businessId: org.id });
  const internIds = people.filter((p) => p.label.includes('intern')).map((p) => p.user.id);
  for (const id of internIds)
    await db.update(interns).set({ updateFinished: true }).where(eq(interns.id, id));
  const shared = await db.select().from(internCategories).where(eq(internCategories.ownerId, victim.id));
  for (const opportunity of [job, training])
    for (const link of shared)
      await db
        .insert(opportunityCategories)
        .values({ opportunityId: opportunity.id, itemId: link.itemId })
        .onConflictDoNothing();
  extraIds.push(job.id, training.id);
  jobId = job.id;
  extraIds.push(await insertApplication(t.app, job, victim.id, 'APPLIED'));
  extraIds.push(await insertApplication(t.app, training, people[0]!.user.id, 'SHORTLISTED'));
});
afterAll(async () => {
  await t?.close();
});

/** The answer as text: JSON and other text as sent, a zip's entries unpacked, other binary bodies not at all. */
function textOf(res: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }): string {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/zip'))
    return unzip(res.rawPayload)
      .map((e) => e.data.toString('utf8'))
      .join('\n');
  if (/json|text|xml|html/.test(type)) return res.body;
  return '';
}

describe('birth date, ethnicity and health conditions only in the person’s own records', () => {
  it('every GET route, as each non-admin role, with every person’s id', async () => {
    const urls = [...new Set(routes.map((r) => r.url))];
    // The collection works: known GET routes are there, this too.
    for (const expected of [
      '/api/interns/:id',
      '/api/mentors/:id',
      '/api/businesses/:id',
      '/api/interns',
      '/api/me/export',
      '/api/files/:id',
      '/api/skills',
      '/api/applications',
      '/api/applications/:id',
      '/api/jobs/:id/matches',
      '/api/jobs/intern/:internId/matches',
      '/api/trainings/:id/matches',
      '/api/cancellations',
      '/api/redflags',
    ])
      expect(urls).toContain(expected);

    const ids = [...people.map((p) => p.user.id), ...extraIds];
    const callers: Array<{ label: string; me?: Person; headers: Record<string, string> }> = [
      { label: 'visitor', headers: {} },
      ...people
        .filter((p) => p.label !== 'other intern')
        .map((p) => ({ label: p.label, me: p, headers: p.user.headers })),
    ];

    const leaks: string[] = [];
    const seenOwn = new Map<string, string>();
    let calls = 0;
    for (const caller of callers) {
      const others = people.filter((p) => p !== caller.me);
      const requests = urls.flatMap((url) => {
        const paths = url.includes(':') ? ids.map((id) => url.replace(/:\w+/g, id)) : [url];
        return paths.flatMap((p) => [p, `${p}?pagination=false`]);
      });
      for (const url of requests) {
        const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
        calls++;
        if (res.statusCode >= 500) leaks.push(`${caller.label} GET ${url}: ${res.statusCode}`);
        const text = textOf(res);
        if (!text) continue;
        for (const other of others) {
          if (other.birthdate && text.includes(other.birthdate))
            leaks.push(`${caller.label} GET ${url}: ${other.label}'s birth date`);
          const named = other.identity.some((s) => text.includes(s));
          const item = other.sensitiveItems.find((s) => text.includes(s));
          if (named && item) leaks.push(`${caller.label} GET ${url}: ${other.label}'s "${item}"`);
        }
        const me = caller.me;
        if (me?.birthdate && text.includes(me.birthdate)) seenOwn.set(`${me.label} birthdate`, url);
        if (me && me.sensitiveItems[0] && text.includes(me.sensitiveItems[0]))
          seenOwn.set(`${me.label} ethnicity`, url);
        if (me && me.sensitiveItems[4] && text.includes(me.sensitiveItems[4]))
          seenOwn.set(`${me.label} health`, url);
      }
    }
    expect(leaks).toEqual([]);
    // The test can see a leak: each person's own records do show their values.
    expect([...seenOwn.keys()].sort()).toEqual(
      ['intern birthdate', 'intern ethnicity', 'intern health', 'mentor ethnicity', 'mentor health'].sort(),
    );
    expect(seenOwn.get('intern birthdate')).toMatch(/^\/api\/(interns\/|me\/export)/);
    expect(calls).toBeGreaterThan(100);
    // The organisation does see the interns through its posting (matches, applications), so those answers were
    // read for the interns' data, not empty.
    const org = people.find((p) => p.label === 'business')!.user;
    for (const url of [`/api/jobs/${jobId}/matches`, `/api/applications?job=${jobId}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: org.headers });
      expect(res.body, url).toContain('Leakvictim');
    }
  }, 180_000);
});
