/**
 * Assignment under concurrent requests. On PostgreSQL (`vitest.pg.config.ts`) the requests really run at once on the
 * pool's connections and meet at THE assignment lock (and the one-current-mentor index); on PGlite (one connection)
 * they are serialised and must give the same answers.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { useRoleApp } from '../../../test/role-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import { insertInternWithInternship, insertMentor, requestMentor } from '../../../test/mentoring-fixtures.ts';
import { mentors } from '../../db/schema/profiles.ts';
import { mentorshipRequests, mentorships } from '../../db/schema/mentoring.ts';
import { expectOk } from '../../../test/api.ts';
import { ZAssignResult } from '@praktika/contracts/mentoring';

const kit = useRoleApp('mentorship-races');

describe('races', () => {
  it('50 simultaneous requests against 7 open spots: 7 assigned, 43 waiting, later served in request order', async () => {
    const app = kit.t.app;
    const db = app.database.db;
    // Three mentors with 7 open spots: 5 + 2 (one already has 3 interns) + 0 (full).
    const a = await insertMentor(app, { languages: ['pl'] });
    const b = await insertMentor(app, { languages: ['pl'] });
    const full = await insertMentor(app, { languages: ['pl'] });
    for (let i = 0; i < 8; i++) {
      const x = await insertInternWithInternship(app);
      const res = await requestMentor(app, x.intern, x.application.id, ['pl']);
      expect(res.statusCode).toBe(200);
    }
    // Move them by hand so that a has 0, b 3 and full 5 current interns: 7 open spots.
    const rows = await db.select().from(mentorships);
    const ids = rows.map((r) => r.id);
    for (const [i, id] of ids.entries())
      await db
        .update(mentorships)
        .set({ mentorId: i < 5 ? full.id : b.id })
        .where(eq(mentorships.id, id));
    const interns: Array<{ intern: TestUser; applicationId: string }> = [];
    for (let i = 0; i < 50; i++) {
      const x = await insertInternWithInternship(app);
      interns.push({ intern: x.intern, applicationId: x.application.id });
    }
    const answers = await Promise.all(
      interns.map((x) => requestMentor(app, x.intern, x.applicationId, ['pl'])),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const data = answers.map((r) => expectOk(r, ZAssignResult));
    expect(data.filter((d) => d.mentorship).length).toBe(7);
    expect(data.filter((d) => !d.mentorship).length).toBe(43);
    const load = async (id: string) =>
      (
        await db
          .select()
          .from(mentorships)
          .where(and(eq(mentorships.mentorId, id), inArray(mentorships.status, ['PENDING', 'ACTIVE'])))
      ).length;
    expect([await load(a.id), await load(b.id), await load(full.id)]).toEqual([5, 5, 5]);
    const waiting = await db
      .select()
      .from(mentorshipRequests)
      .where(eq(mentorshipRequests.status, 'WAITING'))
      .orderBy(mentorshipRequests.createdAt, mentorshipRequests.id);
    expect(waiting).toHaveLength(43);
    // Spots open: a new mentor is approved (4 spots through the people service's hook) ...
    const late = await insertMentor(app, { languages: ['pl'], approved: false });
    await db.update(mentors).set({ yearsOfExperience: 10 }).where(eq(mentors.id, late.id));
    const approve = await app.inject({
      method: 'PUT',
      url: `/api/mentors/${late.id}/approve`,
      headers: kit.users.admin.headers,
      payload: { approved: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    // ... and two mentorships end at once.
    const ending = (await db.select().from(mentorships).where(eq(mentorships.mentorId, a.id))).slice(0, 2);
    const ends = await Promise.all(
      ending.map((m) =>
        app.inject({
          method: 'PUT',
          url: `/api/mentorships/${m.id}`,
          headers: a.headers,
          payload: { type: 'END' },
        }),
      ),
    );
    expect(ends.map((r) => r.statusCode)).toEqual([200, 200]);
    // The first 5 + 2 in request order were served, the rest still wait in order.
    const after = await db.select().from(mentorshipRequests);
    const byId = new Map(after.map((r) => [r.id, r]));
    const served = waiting.filter((w) => byId.get(w.id)!.status === 'SERVED').map((w) => w.id);
    expect(served).toEqual(waiting.slice(0, 7).map((w) => w.id));
    expect([await load(late.id), await load(a.id)]).toEqual([5, 5]);
  }, 240_000);

  it('an admin assign racing an auto-assign for the same intern: exactly one current mentor', async () => {
    const app = kit.t.app;
    const db = app.database.db;
    for (let round = 0; round < 5; round++) {
      const auto = await insertMentor(app, { languages: ['cs'] });
      const chosen = await insertMentor(app, { languages: ['uk'] });
      const x = await insertInternWithInternship(app);
      const answers = await Promise.all([
        requestMentor(app, x.intern, x.application.id, ['cs']),
        app.inject({
          method: 'POST',
          url: '/api/admins/assigns',
          headers: kit.users.admin.headers,
          payload: { applicationId: x.application.id, internId: x.intern.id, mentorId: chosen.id },
        }),
      ]);
      const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorType));
      expect(codes.sort()).toEqual(['INTERN_HAS_MENTOR', 'ok']);
      const current = await db
        .select()
        .from(mentorships)
        .where(
          and(eq(mentorships.internId, x.intern.id), inArray(mentorships.status, ['PENDING', 'ACTIVE'])),
        );
      expect(current).toHaveLength(1);
      expect([auto.id, chosen.id]).toContain(current[0]!.mentorId);
      // Free the mentors for the next round.
      await db
        .update(mentors)
        .set({ available: false })
        .where(inArray(mentors.id, [auto.id, chosen.id]));
    }
  }, 120_000);
});
