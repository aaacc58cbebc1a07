/**
 * Payment runs under concurrent requests. On PostgreSQL (`vitest.pg.config.ts`) the builds really run at once on
 * the pool's connections and meet at the lines' row locks: each confirmed line lands in exactly one run. On PGlite
 * (one connection) they are serialised and must give the same answer.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZRunResult } from '@praktika/contracts/stipends';
import { useRoleApp } from '../../../test/role-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import { insertAccount, insertIntern, insertJob } from '../../../test/opportunity-fixtures.ts';
import { insertApplication } from '../../../test/engagement-fixtures.ts';
import { stipendMonths, stipendRuns } from '../../db/schema/stipends.ts';

const clock = Date.parse('2026-12-10T10:00:00Z');
const LINES = 24;
let secondAdmin: TestUser;

const kit = useRoleApp(
  'stipend-races',
  async (k) => {
    secondAdmin = await insertAccount(k.t.app, 'admin');
    const job = await insertJob(k.t.app, { businessId: k.users.business.id, title: 'Race', spots: LINES });
    for (let i = 0; i < LINES; i++) {
      const intern = await insertIntern(k.t.app);
      await insertApplication(k.t.app, job, intern.id, {
        status: 'HIRED',
        startDate: '2026-11-02',
        endDate: '2027-02-01',
      });
      const res = await k.t.app.inject({
        method: 'PUT',
        url: '/api/stipends/bank-account',
        headers: intern.headers,
        payload: { iban: 'XK051212012345678906', accountHolder: `Intern ${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
  },
  { now: () => clock },
);

describe('payment runs built at the same time', () => {
  it('two admins building runs of the same month at once: every confirmed line in exactly one run', async () => {
    const app = kit.t.app;
    const business = {
      id: kit.users.business.id,
      role: 'business' as const,
      accountType: 'business' as const,
    };
    const { months } = await app.services.stipends.listMonths(business, {
      page: 1,
      limit: 100,
      pagination: true,
      month: '2026-11-01',
    });
    expect(months.docs).toHaveLength(LINES);
    await Promise.all(
      months.docs.map((l) => app.services.stipends.confirmAttendance(business, l._id, { daysPresent: 20 })),
    );
    const admins = [kit.users.admin, secondAdmin];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/stipends/runs',
          headers: admins[i % 2]!.headers,
          payload: { month: '2026-11' },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect(r.json<{ errorType: string }>().errorType).toBe('STIPEND_NOTHING_TO_PAY');
    const taken = ok.flatMap((a) =>
      ZRunResult.parse(a.json<{ data: unknown }>().data).run.lines.map((l) => l._id),
    );
    expect(taken).toHaveLength(LINES);
    expect(new Set(taken).size).toBe(LINES);
    // the database agrees: no empty run was kept, and the runs' totals are their lines'
    const runs = await app.database.db.select().from(stipendRuns);
    expect(runs).toHaveLength(ok.length);
    expect(runs.reduce((s, r) => s + r.lineCount, 0)).toBe(LINES);
    const lines = await app.database.db
      .select()
      .from(stipendMonths)
      .where(eq(stipendMonths.month, '2026-11-01'));
    expect(lines.every((l) => l.runId !== null)).toBe(true);
    expect(runs.reduce((s, r) => s + r.totalCents, 0)).toBe(
      lines.reduce((s, l) => s + (l.amountCents ?? 0), 0),
    );
  });
});
