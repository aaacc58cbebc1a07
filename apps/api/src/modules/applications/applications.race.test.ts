/**
 * The rules under concurrent requests. On PostgreSQL (`npm run test:api:pg`) the requests really run at once on
 * the pool's connections and meet at THE lock (the opportunity's row, then the intern's) or at a unique index; on
 * PGlite (one connection) they are serialised and must give the same answers.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { useRoleApp } from '../../../test/role-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertApplication,
  insertIntern,
  insertJob,
} from '../../../test/opportunity-fixtures.ts';
import { applications } from '../../db/schema/applications.ts';

const kit = useRoleApp('application-races');

function put(user: TestUser, url: string, payload: Record<string, unknown>) {
  return kit.t.app.inject({ method: 'PUT', url: `/api${url}`, headers: user.headers, payload });
}

async function applyNow(user: TestUser, jobId: string) {
  const form = new FormData();
  form.append('jobId', jobId);
  const res = new Response(form);
  return kit.t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '', ...user.headers },
  });
}

const tally = (answers: Array<{ statusCode: number; json(): { errorType?: string } }>) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? 'ok' : (a.json().errorType ?? String(a.statusCode));
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

describe('races', () => {
  it('50 simultaneous accepts for the last spot: exactly one wins, the others get SPOTS_FULL', async () => {
    const app = kit.t.app;
    const org = await insertAccount(app, 'business');
    const job = await insertJob(app, { businessId: org.id, spots: 2 });
    await insertApplication(app, job, (await insertIntern(app)).id, 'ACCEPTED_FOR_VALIDATION');
    const ids: string[] = [];
    for (let i = 0; i < 50; i++)
      ids.push(await insertApplication(app, job, (await insertIntern(app)).id, 'SHORTLISTED'));
    const answers = await Promise.all(ids.map((id) => put(org, `/applications/${id}`, { action: 'accept' })));
    expect(tally(answers)).toEqual({ ok: 1, SPOTS_FULL: 49 });
    const taken = await app.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.opportunityId, job.id), eq(applications.status, 'ACCEPTED_FOR_VALIDATION')));
    expect(taken).toHaveLength(2);
  }, 120_000);

  it('10 organisations accepting the same intern at once: exactly one wins, the others get ALREADY_WORKING', async () => {
    const app = kit.t.app;
    const intern = await insertIntern(app);
    const offers: Array<{ org: TestUser; id: string }> = [];
    for (let i = 0; i < 10; i++) {
      const org = await insertAccount(app, 'business');
      const job = await insertJob(app, { businessId: org.id });
      offers.push({ org, id: await insertApplication(app, job, intern.id, 'INTERVIEW') });
    }
    const answers = await Promise.all(
      offers.map(({ org, id }) => put(org, `/applications/${id}`, { action: 'accept' })),
    );
    expect(tally(answers)).toEqual({ ok: 1, ALREADY_WORKING: 9 });
    const rows = await app.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(
        inArray(
          applications.id,
          offers.map((o) => o.id),
        ),
      );
    expect(rows.filter((r) => r.status === 'ACCEPTED_FOR_VALIDATION')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'INTERVIEW')).toHaveLength(9);
  }, 120_000);

  it('an invitation racing an application for the same intern and posting leaves one application', async () => {
    const app = kit.t.app;
    const org = await insertAccount(app, 'business');
    for (let round = 0; round < 5; round++) {
      const job = await insertJob(app, { businessId: org.id });
      const intern = await insertIntern(app);
      const answers = await Promise.all([
        applyNow(intern, job.id),
        put(org, `/jobs/${job.id}/invite/${intern.id}`, {}),
      ]);
      expect(tally(answers)).toEqual({ ok: 1, ALREADY_APPLIED: 1 });
      const rows = await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.opportunityId, job.id), eq(applications.internId, intern.id)));
      expect(rows).toHaveLength(1);
    }
  }, 120_000);
});
