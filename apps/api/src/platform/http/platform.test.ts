import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { createUser } from '../../../test/factories.ts';
import { expectError } from '../../../test/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('answers health in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: t.database.kind },
      error: null,
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('health asks the database at most once a second, shared by concurrent callers; a failure is not reused', async () => {
    const db = await openTestDatabase();
    let calls = 0;
    let failing = false;
    const query = db.query.bind(db);
    db.query = (async (sql: string, params?: unknown[]) => {
      calls++;
      if (failing) throw new Error('database down');
      return query(sql, params);
    }) as typeof db.query;
    const probe = await buildTestApp({ database: db });
    try {
      calls = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => probe.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(calls).toBe(1);
      await new Promise((r) => setTimeout(r, 1100));
      failing = true;
      const down = await probe.app.inject({ method: 'GET', url: '/api/health' });
      expectError(down, 500, 'INTERNAL_ERROR');
      failing = false;
      // The failed answer is not kept: the next call asks again at once and is healthy.
      expect((await probe.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(calls).toBe(3);
    } finally {
      await probe.app.close();
      await db.close();
    }
  });

  it('a too-long text names its limit in the validation details', async () => {
    const admin = await createUser(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: admin.headers,
      payload: {
        enName: 'x'.repeat(201),
        sqName: 'ok',
        srName: 'ok',
        enDescription: '',
        sqDescription: '',
        srDescription: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'enName', issue: 'tooLong', max: 200, origin: 'string' }]);
    const query = await t.app.inject({ method: 'GET', url: `/api/skills?name=${'y'.repeat(201)}` });
    expect(query.json().details).toEqual([{ field: 'name', issue: 'tooLong', max: 200, origin: 'string' }]);
  });

  it('answers unknown /api paths with 404 NOT_FOUND in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'NOT_FOUND' });
    expect(res.json().reqId).toBeTruthy();
  });

  it('translates error messages by Accept-Language (sq by default)', async () => {
    const sq = await t.app.inject({ method: 'GET', url: '/api/nope' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const sr = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'sr-Latn' },
    });
    expect(sq.json().error).toBe('Nuk u gjet.');
    expect(en.json().error).toBe('Not found.');
    expect(sr.json().error).toBe('Nije pronađeno.');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/health']).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
