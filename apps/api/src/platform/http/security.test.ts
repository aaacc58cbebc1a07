import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import {
  captureMailer,
  createUser,
  signupPayload,
  catalogueFixture,
  uniqueEmail,
} from '../../../test/factories.ts';
import { parseTrustProxy } from '../../config.ts';
import type { Database } from '../db/client.ts';
import { devMailboxEnabled, isLoopback } from '../mail/dev-mailbox.routes.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZBusinessList } from '@praktika/contracts/people';

/*
 * Probes an outsider would try: forged forwarding headers, the dev mailbox from another machine, and the
 * checks that already held when the server was probed (kept here so they keep holding).
 */

const LIMIT = 10;
/** The apps' clock, stopped: the limits count in fixed minute windows, which a slow run must not straddle. */
const STOPPED = Date.now();
const now = () => STOPPED;
let database: Database;
let plain: TestApp; // TRUST_PROXY unset (the default)
let behindProxy: TestApp; // TRUST_PROXY=1: one load balancer in front

beforeAll(async () => {
  database = await openTestDatabase();
  plain = await buildTestApp({
    database,
    config: { authRateLimit: LIMIT },
    deps: { mailer: captureMailer(), now },
  });
  behindProxy = await buildTestApp({
    database,
    config: { authRateLimit: LIMIT, trustProxy: 1 },
    deps: { mailer: captureMailer(), now },
  });
});
afterAll(async () => {
  await plain.app.close();
  await behindProxy.app.close();
  await database.close();
});

const wrongLogin = (t: TestApp, i: number, headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interns/auth/login',
    payload: { email: `spray-${i}-${remoteAddress}@x.org`, password: 'wrong-password-1' },
    headers,
    remoteAddress,
  });

describe('TRUST_PROXY', () => {
  it('off by default: a forged X-Forwarded-For changes nothing, the per-IP limit still blocks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await wrongLogin(plain, i, { 'x-forwarded-for': `10.9.${i}.7` }, '192.0.2.10');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429]);
  });

  it('configured: the client address the proxy reports is used, and the proxy itself is not limited as one client', async () => {
    const statuses: number[] = [];
    // Fourteen clients behind one proxy: each is counted on its own.
    for (let i = 0; i < 14; i++) {
      const res = await wrongLogin(behindProxy, i, { 'x-forwarded-for': `198.51.100.${i}` }, '192.0.2.20');
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(14).fill(401));
    // One client behind the proxy is limited, whatever it claims further left in the header.
    const one: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await wrongLogin(
        behindProxy,
        100 + i,
        { 'x-forwarded-for': `10.9.${i}.7, 198.51.100.200` },
        '192.0.2.20',
      );
      one.push(res.statusCode);
    }
    expect(one.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(one.slice(LIMIT)).toEqual([429, 429]);
  });

  it('configured by address: only the named proxy is believed', async () => {
    const listed = await buildTestApp({
      database,
      config: { authRateLimit: LIMIT, trustProxy: ['192.0.2.30'] },
      deps: { mailer: captureMailer(), now },
    });
    try {
      const echo = async (remoteAddress: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await wrongLogin(
            listed,
            200 + i,
            { 'x-forwarded-for': `203.0.113.${i}` },
            remoteAddress,
          );
          statuses.push(res.statusCode);
        }
        return statuses;
      };
      // Through the listed proxy: twelve different clients, none limited.
      expect(await echo('192.0.2.30')).toEqual(Array(12).fill(401));
      // Straight from an unlisted address: its own forged header is ignored, so it is one client.
      expect((await echo('192.0.2.31')).slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await listed.app.close();
    }
  });

  it('parses hop counts and address lists, refuses "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('*')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example.org')).toThrow(/not an address/);
  });
});

describe('the dev mailbox', () => {
  it('answers loopback clients (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await plain.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      const page = await plain.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses every other client, also one that forges X-Forwarded-For: 127.0.0.1', async () => {
    for (const remoteAddress of ['10.1.2.3', '192.168.1.20', 'fe80::1', '::ffff:10.0.0.1']) {
      for (const url of ['/api/dev/mailbox?to=someone@x.org', '/dev/mailbox']) {
        const res = await plain.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1', 'accept-language': 'en' },
        });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, errorType: 'FORBIDDEN' });
        expect(res.json().error).toMatch(/only requests from this machine/);
        expect(res.body).not.toContain('someone@x.org');
      }
    }
  });

  it('is off in production and whenever SMTP_URL is set', async () => {
    expect(devMailboxEnabled({ env: 'development', smtpUrl: undefined })).toBe(true);
    expect(devMailboxEnabled({ env: 'test', smtpUrl: undefined })).toBe(true);
    expect(devMailboxEnabled({ env: 'production', smtpUrl: undefined })).toBe(false);
    expect(devMailboxEnabled({ env: 'development', smtpUrl: 'smtp://relay:25' })).toBe(false);
    const smtp = await buildTestApp({
      database,
      config: { smtpUrl: 'smtp://127.0.0.1:1' },
      deps: { mailer: captureMailer(), now },
    });
    try {
      const res = await smtp.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.app.close();
    }
  });

  it('knows loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.10.0.5')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('1127.0.0.1')).toBe(false);
    expect(isLoopback('::ffff:10.0.0.1')).toBe(false);
  });
});

describe('what already held when probed', () => {
  it('a sign-up body with role "admin" still gives a business account and token', async () => {
    const fx = await catalogueFixture(plain.app);
    const body: Record<string, unknown> = { ...signupPayload('business', fx), role: 'admin' };
    const res = await plain.app.inject({ method: 'POST', url: '/api/businesses/auth/signup', payload: body });
    // Either the unknown key is refused or ignored; never an admin.
    if (res.statusCode === 200) {
      const admin = await createUser(plain.app, 'admin');
      const list = await plain.app.inject({
        method: 'GET',
        url: `/api/businesses?queryForAdmins=true&pagination=false`,
        headers: admin.headers,
      });
      const emails = (expectOk(list, ZBusinessList).businesses.docs as { email: string }[]).map(
        (d) => d.email,
      );
      expect(emails).not.toContain(String(body.email).toLowerCase());
    } else {
      expect(res.statusCode).toBe(400);
    }
  });

  it('a business token cannot list admins', async () => {
    const business = await createUser(plain.app, 'business');
    const res = await plain.app.inject({
      method: 'GET',
      url: '/api/businesses?queryForAdmins=true',
      headers: business.headers,
    });
    expectError(res, 403, 'FORBIDDEN');
  });

  it('intern credentials fail on the business login', async () => {
    const intern = await createUser(plain.app, 'intern', { email: uniqueEmail('probe') });
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/businesses/auth/login',
      payload: { email: intern.email, password: intern.password },
    });
    expectError(res, 401, 'INVALID_CREDENTIALS');
  });

  it('an organisation cannot read an intern', async () => {
    const intern = await createUser(plain.app, 'intern');
    const business = await createUser(plain.app, 'business');
    const res = await plain.app.inject({
      method: 'GET',
      url: `/api/interns/${intern.id}`,
      headers: business.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(intern.email);
  });

  it('a 2 MB body answers 413 and a 100 KB password 400, never 500', async () => {
    const big = await plain.app.inject({
      method: 'POST',
      url: '/api/interns/auth/login',
      payload: JSON.stringify({ email: 'a@x.org', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '192.0.2.99',
    });
    expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    const long = await plain.app.inject({
      method: 'POST',
      url: '/api/interns/auth/login',
      payload: { email: 'a@x.org', password: 'x'.repeat(100 * 1024) },
      remoteAddress: '192.0.2.98',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorType: 'VALIDATION_ERROR' });
    expect(long.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'password' })]),
    );
  });
});
