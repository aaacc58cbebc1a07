import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';

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
