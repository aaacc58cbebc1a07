import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { ok, responses } from './envelope.ts';
import { redactUrl } from './logging.ts';
import { expectError } from '../../../test/api.ts';

const SECRETS = {
  password: 'PW-SECRET-1',
  newPassword: 'PW-SECRET-2',
  passwordConfirm: 'PW-SECRET-3',
  accountConfirmationCode: 'CODE-SECRET-4',
  token: 'TOKEN-SECRET-5',
};

let app: FastifyInstance;
let database: Database;
const lines: string[] = [];
const logs = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database,
    logStream: { write: (l) => void lines.push(l) },
  });
  // Probe routes for this file only.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/__probe/echo',
    {
      schema: {
        body: z.object({ email: z.string().email() }).catchall(z.string()),
        response: responses(z.object({ received: z.number() })),
      },
    },
    async (request) => ok({ received: Object.keys(request.body).length }),
  );
  typed.get('/api/__probe/boom', async () => {
    throw new Error('connection to 10.0.0.3 refused (internal detail)');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (payload: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/__probe/echo',
    payload,
    headers: { 'content-type': contentType, ...headers },
  });

describe('request hardening', () => {
  it('accepts a valid JSON body', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', ...SECRETS }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { received: 6 }, error: null });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR in the envelope', async () => {
    const res = await post(`{"email":"a@b.co","password":"${SECRETS.password}"`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      data: null,
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'body', issue: 'invalidJson' }],
    });
    expect(res.body).not.toContain(SECRETS.password);
    expect(res.json().reqId).toBe(res.headers['x-request-id']);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await post('');
    expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('answers schema violations with 400 and per-field details', async () => {
    const res = await post(JSON.stringify({ email: 'not-an-email' }), 'application/json', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      error: 'Some fields are missing or invalid.',
    });
    expect(res.json().details[0].field).toBe('email');
  });

  it('answers a wrong content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await post('email=a@b.co', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, errorType: 'UNSUPPORTED_MEDIA_TYPE' });
    const xml = await post('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', big: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorType: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers unknown /api paths and methods with 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/health'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, errorType: 'NOT_FOUND' });
    }
  });

  it('answers HEAD like GET without a body, and OPTIONS with a 404 envelope (no CORS: same origin)', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toContain('application/json');
    expect((await app.inject({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404);
    const options = await app.inject({ method: 'OPTIONS', url: '/api/health' });
    expectError(options, 404, 'NOT_FOUND');
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('turns an unknown error into 500 INTERNAL_ERROR with a generic message and reqId, and logs it once', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/__probe/boom',
      headers: { 'x-request-id': 'probe-boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('probe-boom-1');
    expect(res.json()).toEqual({
      success: false,
      data: null,
      error: 'Gabim i brendshëm i serverit!',
      errorType: 'INTERNAL_ERROR',
      reqId: 'probe-boom-1',
    });
    expect(res.body).not.toContain('10.0.0.3');
    const errors = logs().filter((l) => l.reqId === 'probe-boom-1' && l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'request failed', errorType: 'INTERNAL_ERROR' });
    expect(JSON.stringify(errors[0])).toContain('internal detail'); // the log has the cause
  });

  it('ignores a malformed x-request-id and makes its own', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request logs', () => {
  it('carry request ids but never authorization headers, secret body fields or reset tokens', async () => {
    lines.length = 0;
    const auth = { authorization: 'Bearer JWT-SECRET-6', cookie: 'sid=COOKIE-SECRET-7' };
    await post(JSON.stringify({ email: 'a@b.co', ...SECRETS }), 'application/json', {
      ...auth,
      'x-request-id': 'probe-log-1',
    });
    await post(`{"password":"${SECRETS.password}",`, 'application/json', auth);
    await post(`password=${SECRETS.password}`, 'text/plain', auth);
    await app.inject({
      method: 'POST',
      url: '/api/interns/auth/reset/RESET-SECRET-8?token=QUERY-SECRET-9&lang=sq',
      headers: auth,
    });
    await app.inject({ method: 'GET', url: '/api/__probe/boom', headers: auth });

    const text = lines.join('');
    for (const secret of [
      ...Object.values(SECRETS),
      'JWT-SECRET-6',
      'COOKIE-SECRET-7',
      'RESET-SECRET-8',
      'QUERY-SECRET-9',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const entries = logs();
    // One access-log line per request, when the answer has gone.
    const lines_ = entries.filter((l) => l.reqId === 'probe-log-1');
    expect(lines_.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    expect(lines_.find((l) => l.msg === 'incoming request')).toBeUndefined();
    expect(lines_.find((l) => l.msg === 'request completed')).toMatchObject({
      req: { method: 'POST', url: '/api/__probe/echo' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(text).toContain('/api/interns/auth/reset/[redacted]?token=[redacted]&lang=sq');
    expect(entries.every((l) => l.reqId !== undefined || !('req' in l))).toBe(true);
  });

  it('masks tokens and codes in logged URLs', () => {
    expect(redactUrl('/api/mentors/auth/reset/abc.def?x=1')).toBe('/api/mentors/auth/reset/[redacted]?x=1');
    expect(redactUrl('/api/x?code=123456&accountConfirmationToken=t&page=2')).toBe(
      '/api/x?code=[redacted]&accountConfirmationToken=[redacted]&page=2',
    );
    expect(redactUrl('/api/jobs?page=1')).toBe('/api/jobs?page=1');
    // The web pages the e-mails link to carry tokens and the address too.
    expect(redactUrl('/reset-password/aaa.bbb.ccc')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/confirm-email/tok123?email=a%40b.org&type=intern')).toBe(
      '/confirm-email/[redacted]?email=[redacted]&type=intern',
    );
    expect(redactUrl('/api/dev/mailbox?to=a%40b.org')).toBe('/api/dev/mailbox?to=[redacted]');
  });
});

describe('API docs under the CSP', () => {
  it('allows exactly the docs page inline script by hash; script-src stays self elsewhere', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
      (m) => m[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    const csp = String(page.headers['content-security-policy']);
    for (const script of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(csp).not.toContain("unsafe-inline' ;script");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^;]+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Every script the page loads is served from this origin.
    for (const [, src] of page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const js = await app.inject({ method: 'GET', url: new URL(src ?? '', 'http://x/api/docs/').pathname });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toContain('javascript');
    }
    const other = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(other.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });

  it('asks browsers to upgrade insecure requests only when served over https', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const db = await openTestDatabase();
    const https = await buildApp(testConfig({ publicUrl: 'https://praktika.example' }), { database: db });
    try {
      await https.ready();
      const r = await https.inject({ method: 'GET', url: '/api/health' });
      expect(String(r.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
      await db.close();
    }
  });
});
