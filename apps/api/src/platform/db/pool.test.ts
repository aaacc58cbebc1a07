import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';

describe('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and the next query reconnects', async (ctx) => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) ctx.skip('needs the PostgreSQL server (test:api:pg)');
    const database = await openTestDatabase();
    try {
      await Promise.all([database.query('select 1'), database.query('select 2')]); // two idle connections now
      const [row] = await database.query<{ name: string }>('select current_database() as name');
      const name = row!.name;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200)); // the idle clients hear of it (an 'error' on the pool)
      const rows = await database.query<{ ok: number }>('select 1 as ok');
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await database.close();
    }
  });
});
