import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../../test/smtp.ts';
import { adminUrl } from '../../test/template.ts';
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
 * Issue 21 §3: nothing acknowledged is lost when the process dies. A load of writes with unique keys (intern
 * sign-ups, each queuing its confirmation e-mail; contact messages, each queuing the message to the office; catalogue
 * items by an admin) runs against one API process on PostgreSQL that is killed with SIGKILL at random moments and
 * restarted, KILLS times. Then every write that got a 2xx is stored exactly once, and every e-mail an acknowledged
 * write queued was delivered at least once: pg-boss hands a killed worker's jobs out again once their heartbeat
 * lapses (queue.ts), and the mailer skips one the SMTP server already accepted, so a copy needs a kill between that
 * acceptance and the delivery record (the count is printed).
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const ADMIN = { email: `crash-admin-${process.pid}@praktika.test`, password: 'Crash-Loop-9!' };
const database = `praktika_crash_${process.pid}`;

let smtp: Awaited<ReturnType<typeof smtpSink>> | undefined;
let server: ServerProcess | undefined;
let env: Record<string, string> = {};
let port = 0;
const at = () => `http://127.0.0.1:${port}`;

describe.runIf(PG_URL)(`${KILLS} SIGKILLs under load on PostgreSQL`, () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    await admin.end();
    smtp = await smtpSink();
    port = await freePort();
    env = {
      DATABASE_URL: adminUrl(PG_URL!, database),
      JWT_SECRET: randomUUID() + randomUUID(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'praktika@praktika.test',
      CONTACT_EMAIL: 'office@praktika.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // As a server runs: pg-boss supervision on (test apps leave it off), which hands a dead worker's jobs out again.
      NODE_ENV: 'development',
      // The load is the test's, not an attack: the sign-up and contact limits out of the way.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    };
    server = await startServer(env, port);
    await whenReady(server);
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await smtp?.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }, 60_000);

  it('keeps every acknowledged write exactly once and delivers every e-mail they queued', async () => {
    const login = await call(at(), 'POST', '/businesses/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const token = (login.json!.data as { token: string }).token;
    const load = startWriteLoad(at, token, await signupReferences(at()), randomUUID().slice(0, 8));

    let kills = 0;
    try {
      for (let i = 0; i < KILLS; i++) {
        // A few acknowledged writes on this life of the process, then a kill at a random moment of the load.
        const before = load.acknowledgedCount();
        await eventually(
          async () => load.acknowledgedCount() >= before + 3,
          60_000,
          'writes after the restart',
        );
        await new Promise((r) => setTimeout(r, Math.random() * 700));
        await stopServer(server!, 'SIGKILL');
        kills += 1;
        server = await startServer(env, port);
        await whenReady(server);
      }
      const before = load.writes.length;
      await eventually(async () => load.writes.length >= before + 10, 60_000, 'writes on the last process');
    } finally {
      await load.stop();
    }
    expect(kills).toBe(KILLS);

    const { writes } = load;
    const ok = writes.filter(acknowledged);
    // Every answer is a success: a request the kill interrupted has no answer (a 5xx would be a lost write's).
    expect(writes.filter((w) => w.status !== 'no answer' && !acknowledged(w))).toEqual([]);

    const client = new pg.Client({ connectionString: adminUrl(PG_URL!, database) });
    await client.connect();
    const query = async (sql: string, params: unknown[]) =>
      (await client.query<{ n: number }>(sql, params)).rows;
    try {
      for (const w of ok) expect(await storedCount(query, w), `${w.kind} ${w.key}`).toBe(1);
      // What the server never answered may or may not be stored, but never twice.
      for (const w of writes.filter((x) => x.status === 'no answer'))
        expect(await storedCount(query, w)).toBeLessThanOrEqual(1);
    } finally {
      await client.end();
    }

    // Every e-mail queued by an acknowledged write arrives, also those whose worker was killed mid-batch.
    const mailed = ok.filter((w) => w.kind !== 'catalogue');
    const copies = (key: string) => smtp!.received.filter((m) => m.includes(emailOf(key))).length;
    await eventually(
      async () => mailed.every((w) => copies(w.key) >= 1),
      120_000,
      'every queued e-mail delivered',
    );
    const twice = mailed.filter((w) => copies(w.key) > 1).length;
    // A copy (the kill came after the SMTP server took the message, before the mailer heard so) is the same message:
    // one Message-ID, by which mail clients and servers drop the second.
    for (const w of mailed.filter((x) => copies(x.key) > 1)) {
      const ids = smtp!.received
        .filter((m) => m.includes(emailOf(w.key)))
        .map((m) => /^Message-ID: (\S+)/im.exec(m)?.[1]);
      expect(new Set(ids).size, `the copies of ${w.key}`).toBe(1);
    }
    console.log(
      `crash loop: ${KILLS} SIGKILLs, ${writes.length} writes (${ok.length} acknowledged, ` +
        `${writes.filter((w) => w.status === 'no answer').length} unanswered), ${mailed.length} e-mails expected, ` +
        `all delivered, ${twice} twice`,
    );
  }, 900_000);
});
