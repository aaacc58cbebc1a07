import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import {
  call,
  eventually,
  freePort,
  startServer,
  stopServer,
  whenReady,
  type ServerProcess,
} from '../../test/server-process.ts';
import {
  acknowledged,
  emailOf,
  signupReferences,
  startWriteLoad,
  storedCount,
} from '../../test/write-load.ts';

/**
 * Issue 21 §3, the embedded database: PGlite has no crash recovery, so a server on it must stop without losing what
 * it acknowledged. A load of writes with unique keys runs while the server gets SIGTERM at random moments, STOPS
 * times, and is started again on the same data directory: every write that got a 2xx is there exactly once, with
 * the e-mail it queued (sent to the dev mailbox or still queued), and each stop exits cleanly (code 0).
 * (A SIGKILL is this mode's documented limit: docs/deploy.md, backups.)
 */
const STOPS = 3;
const ADMIN = { email: 'graceful-admin@praktika.test', password: 'Graceful-Stop-9!' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-graceful-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('SIGTERM under load on the embedded database', () => {
  it(`loses no acknowledged write over ${STOPS} stops`, async () => {
    const port = await freePort();
    const at = () => `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: randomUUID() + randomUUID(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    };
    let server: ServerProcess = await startServer(env, port);
    await whenReady(server);
    const login = await call(at(), 'POST', '/businesses/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const token = (login.json!.data as { token: string }).token;
    const load = startWriteLoad(at, token, await signupReferences(at()), randomUUID().slice(0, 8));
    const exits: Array<number | null> = [];
    try {
      for (let i = 0; i < STOPS; i++) {
        const before = load.acknowledgedCount();
        await eventually(
          async () => load.acknowledgedCount() >= before + 5,
          60_000,
          'writes after the start',
        );
        await new Promise((r) => setTimeout(r, Math.random() * 500));
        await stopServer(server, 'SIGTERM');
        exits.push(server.child.exitCode);
        server = await startServer(env, port);
        await whenReady(server);
      }
    } finally {
      await load.stop();
      await stopServer(server, 'SIGTERM');
      exits.push(server.child.exitCode);
    }
    expect(exits).toEqual(Array(STOPS + 1).fill(0));

    const { writes } = load;
    const ok = writes.filter(acknowledged);
    expect(ok.length).toBeGreaterThanOrEqual(STOPS * 5);
    // The only refusal: 503 for a request that arrived while the server was closing (not run, so not stored).
    const refused = writes.filter((w) => w.status !== 'no answer' && !acknowledged(w));
    expect(refused.filter((w) => w.status !== 503)).toEqual([]);
    console.log(
      `graceful stops: ${STOPS + 1} SIGTERMs, ${writes.length} writes (${ok.length} acknowledged, ` +
        `${refused.length} refused with 503 while closing, ${writes.filter((w) => w.status === 'no answer').length} unanswered)`,
    );
    const database = await openDatabase({ dataDir });
    try {
      const query = (sql: string, params: unknown[]) => database.query<{ n: number }>(sql, params);
      for (const w of ok) expect(await storedCount(query, w), `${w.kind} ${w.key}`).toBe(1);
      for (const w of refused) expect(await storedCount(query, w), `${w.kind} ${w.key}`).toBe(0);
      for (const w of ok.filter((x) => x.kind !== 'catalogue')) {
        const [mail] = await query(
          `select (select count(*)::int from dev_mailbox where "to" = $1 or text like $2)
                + (select count(*)::int from pgboss.job where name = 'mail' and data::text like $2) as n`,
          [emailOf(w.key), `%${emailOf(w.key)}%`],
        );
        expect(mail!.n, `the e-mail of ${w.key}`).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
