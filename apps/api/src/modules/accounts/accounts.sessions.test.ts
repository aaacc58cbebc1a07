import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { ROLES } from '@praktika/contracts/common';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { bearer, createUser, loginAs, signupAndConfirm, uniqueEmail } from '../../../test/factories.ts';
import { ensureAdmin } from './accounts.admin.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses } from '../../db/schema/profiles.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import { ZTokenResult } from '@praktika/contracts/auth';
import { ZBusinessList } from '@praktika/contracts/people';

// This file runs with the app's default mailer, as other areas' tests do.
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/businesses${query}`, headers });

describe('admins', () => {
  it('ensureAdmin creates a confirmed business-type admin once and never changes its password', async () => {
    const email = uniqueEmail('admin');
    const first = await ensureAdmin(t.app.database.db, {
      email: email.toUpperCase(),
      password: 'Admin-password-1',
    });
    expect(first.status).toBe('created');
    const second = await ensureAdmin(t.app.database.db, { email, password: 'Another-password-2' });
    expect(second).toEqual({ status: 'exists', id: first.id });
    const [acc] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, first.id));
    expect(acc).toMatchObject({ email, accountType: 'business', role: 'admin' });
    expect(acc!.confirmedAt).not.toBeNull();
    const [profile] = await t.app.database.db.select().from(businesses).where(eq(businesses.id, first.id));
    expect(profile).toMatchObject({ name: email, number: null });

    // Admins sign in through the business door.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/auth/login',
      payload: { email, password: 'Admin-password-1' },
    });
    expect(decodeJwt(expectOk(login, ZTokenResult).token)).toMatchObject({ role: 'admin', id: first.id });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/auth/login',
      payload: { email, password: 'Another-password-2' },
    });
    expect(changed.json().errorType).toBe('INVALID_CREDENTIALS');
    const internDoor = await t.app.inject({
      method: 'POST',
      url: '/api/interns/auth/login',
      payload: { email, password: 'Admin-password-1' },
    });
    expect(internDoor.json().errorType).toBe('INVALID_CREDENTIALS');
  });

  it('ensureAdmin leaves an existing business account with that e-mail alone', async () => {
    const biz = await createUser(t.app, 'business');
    const res = await ensureAdmin(t.app.database.db, { email: biz.email, password: 'Admin-password-1' });
    expect(res).toEqual({ status: 'taken-by-business', id: biz.id });
    const [acc] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, biz.id));
    expect(acc!.role).toBe('business');
  });

  it('ensureAdmin called concurrently creates one admin', async () => {
    const email = uniqueEmail('admin-race');
    const results = await Promise.all(
      [0, 1, 2].map(() => ensureAdmin(t.app.database.db, { email, password: 'Admin-password-1' })),
    );
    expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
  });
});

describe('GET /api/businesses', () => {
  it('queryForAdmins: 401 without a session, 403 for other roles, 200 with the paged admins for an admin', async () => {
    const none = await list('?queryForAdmins=true');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, data: null, errorType: 'UNAUTHORIZED' });
    for (const role of ['intern', 'business', 'mentor'] as const) {
      const res = await list('?queryForAdmins=true', bearer(await loginAs(t.app, role)));
      expectError(res, 403, 'FORBIDDEN');
    }
    const admin = await createUser(t.app, 'admin');
    const res = await list('?queryForAdmins=true&page=1&limit=2', admin.headers);
    const page = expectOk(res, ZBusinessList).businesses;
    expect(page).toMatchObject({ page: 1, limit: 2, hasPrevPage: false, prevPage: null });
    expect(page.docs.length).toBeLessThanOrEqual(2);
    expect(page.totalDocs).toBeGreaterThanOrEqual(1);
    expect(page.docs[0]).toEqual({
      _id: expect.any(String),
      businessName: expect.any(String),
      email: expect.any(String),
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const all = await list('?queryForAdmins=true&pagination=false', admin.headers);
    const docs = expectOk(all, ZBusinessList).businesses.docs as { _id: string }[];
    expect(docs.map((d) => d._id)).toContain(admin.id);
    expect(expectOk(all, ZBusinessList).businesses.totalDocs).toBe(docs.length);
    // No organisation is listed among admins.
    const [biz] = await t.app.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.name, 'Test Business'))
      .limit(1);
    if (biz) expect(docs.map((d) => d._id)).not.toContain(biz.id);
  });

  it('lists organisations for admins with businessName and businessNumber filters', async () => {
    const admin = await createUser(t.app, 'admin');
    const mine = await signupAndConfirm(t.app, 'business', {
      name: 'Unique 100% Widgets',
      number: 'UW-7788_x',
    });
    const other = await createUser(t.app, 'business');
    const all = await list('?pagination=false', admin.headers);
    const ids = (expectOk(all, ZBusinessList).businesses.docs as { _id: string }[]).map((d) => d._id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, other.id]));
    expect(ids).not.toContain(admin.id);

    const byName = await list(`?businessName=${encodeURIComponent('100% widg')}`, admin.headers);
    expect(expectOk(byName, ZBusinessList).businesses.docs).toEqual([
      {
        _id: mine.id,
        businessName: 'Unique 100% Widgets',
        businessNumber: 'UW-7788_x',
        businessType: expect.objectContaining({ _id: expect.any(String) }),
        businessCategories: expect.any(Array),
        businessMunicipality: expect.objectContaining({ _id: expect.any(String) }),
        // issue 22 §3: what the verification checks, and its status (a new sign-up waits)
        businessContactPerson: expect.any(String),
        verification: expect.objectContaining({ status: 'PENDING' }),
        email: mine.email,
        active: true,
        createdAt: expect.any(String),
      },
    ]);
    const byNumber = await list('?businessNumber=uw-7788', admin.headers);
    expect(expectOk(byNumber, ZBusinessList).businesses.totalDocs).toBe(1);
    // Wildcards are literal.
    expect(
      expectOk(await list('?businessName=%25%25%25', admin.headers), ZBusinessList).businesses.totalDocs,
    ).toBe(0);
    expect(expectOk(await list('?businessNumber=_', admin.headers), ZBusinessList).businesses.totalDocs).toBe(
      1,
    );

    const bad = await list('?page=0', admin.headers);
    expectError(bad, 400, 'VALIDATION_ERROR');
  });
});

describe('session checks on protected routes', () => {
  it('missing → UNAUTHORIZED; garbled, empty, badly signed, expired → FAILED_DECODE_TOKEN', async () => {
    const admin = await createUser(t.app, 'admin');
    expect((await list('', admin.headers)).statusCode).toBe(200);
    expect((await list('')).json().errorType).toBe('UNAUTHORIZED');

    const forged = await new SignJWT({ role: 'admin', id: admin.id, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign-with'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${admin.token.split('.')[1]}.`;
    for (const header of [
      'Bearer garbage',
      'Bearer ',
      `Bearer ${admin.token.slice(0, -4)}AAAA`,
      `Bearer ${forged}`,
      `Bearer ${none}`,
    ]) {
      const res = await list('', { authorization: header });
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'FAILED_DECODE_TOKEN' });
    }

    clock += 2 * 86400_000;
    const expired = await list('', admin.headers);
    expectError(expired, 401, 'FAILED_DECODE_TOKEN');
    clock = Date.now();
  });

  it('a deactivated account’s session ends', async () => {
    const admin = await createUser(t.app, 'admin');
    await t.app.database.db.update(accounts).set({ active: false }).where(eq(accounts.id, admin.id));
    expect((await list('', admin.headers)).json().errorType).toBe('FAILED_DECODE_TOKEN');
  });
});

describe('factories', () => {
  it.each(ROLES)('loginAs(%s) gives a working bearer token of that role', async (role) => {
    const token = await loginAs(t.app, role);
    expect(decodeJwt(token)).toMatchObject({ role });
    const res = await list('', bearer(token));
    expect(res.statusCode).toBe(role === 'admin' ? 200 : 403);
  });

  it.each(['intern', 'business', 'mentor'] as const)(
    'signupAndConfirm(%s) goes through the real calls with the default mailer',
    async (type) => {
      const user = await signupAndConfirm(t.app, type);
      const login = await t.app.inject({
        method: 'POST',
        url: `/api/${type === 'intern' ? 'interns' : type === 'business' ? 'businesses' : 'mentors'}/auth/login`,
        payload: { email: user.email, password: user.password },
      });
      expect(decodeJwt(expectOk(login, ZTokenResult).token)).toMatchObject({ role: type, id: user.id });
    },
  );
});
