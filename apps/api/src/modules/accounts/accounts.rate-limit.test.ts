import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer } from '../../../test/factories.ts';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  type RateLimitStore,
} from '../../platform/http/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';

const LIMIT = 3;
let t: TestApp;
let clock = Date.now();
let ipSeq = 0;
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await buildTestApp({
    config: { authRateLimit: LIMIT },
    deps: { mailer: captureMailer(), now: () => clock },
  });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('auth rate limits', () => {
  it('per IP and route: the call after the limit is 429 RATE_LIMITED in the envelope; other routes are unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++) {
      const res = await post('/api/interns/auth/login', { email: `a${i}@x.org`, password: 'whatever-1' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/interns/auth/login', { email: 'z@x.org', password: 'whatever-1' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, data: null, errorType: 'RATE_LIMITED' });
    // Another route and another door count separately.
    expect((await post('/api/interns/auth/forgot', { email: 'z@x.org' }, ip)).statusCode).toBe(404);
    expect(
      (await post('/api/mentors/auth/login', { email: 'z@x.org', password: 'whatever-1' }, ip)).statusCode,
    ).toBe(401);
    // Another client is not blocked.
    expect(
      (await post('/api/interns/auth/login', { email: 'y@x.org', password: 'whatever-1' }, nextIp()))
        .statusCode,
    ).toBe(401);
  });

  it('per e-mail and route, whatever the IP (and whatever the case of the e-mail)', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await post(
        '/api/businesses/auth/login',
        { email: 'Target@x.org', password: 'whatever-1' },
        nextIp(),
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/businesses/auth/login',
      { email: 'target@X.org', password: 'whatever-1' },
      nextIp(),
    );
    expect(blocked.statusCode).toBe(429);
  });

  it.each([
    ['signup', '/api/mentors/auth/signup', { email: 'rl@x.org' }],
    ['confirm', '/api/mentors/auth/confirm', { email: 'rl@x.org', accountConfirmationCode: '123456' }],
    ['resend', '/api/mentors/auth/resend', { email: 'rl@x.org' }],
    ['forgot', '/api/mentors/auth/forgot', { email: 'rl@x.org' }],
    [
      'reset',
      '/api/mentors/auth/reset/some-token',
      { email: 'rl@x.org', newPassword: 'abcdefgh1', passwordConfirm: 'abcdefgh1' },
    ],
    [
      'resetPassword',
      '/api/users/auth/resetPassword',
      {
        email: 'rl@x.org',
        newPassword: 'abcdefgh1',
        passwordConfirm: 'abcdefgh1',
        resetToken: 'x',
        type: 'mentor',
      },
    ],
  ] as const)('%s is limited', async (_name, url, body) => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      codes.push((await post(url, { ...body, email: `rl-${_name}-${i}@x.org` }, ip)).statusCode);
    expect(codes.slice(0, LIMIT)).not.toContain(429);
    expect(codes[LIMIT]).toBe(429);
  });

  it('the window is one minute', async () => {
    const ip = nextIp();
    for (let i = 0; i <= LIMIT; i++) await post('/api/interns/auth/resend', { email: `w${i}@x.org` }, ip);
    expect((await post('/api/interns/auth/resend', { email: 'w9@x.org' }, ip)).statusCode).toBe(429);
    clock += 61_000;
    expect((await post('/api/interns/auth/resend', { email: 'w9@x.org' }, ip)).statusCode).toBe(404);
  });
});

describe('rate limiter', () => {
  it('takes another store (e.g. Redis) through the RateLimitStore interface', async () => {
    const hits: string[] = [];
    const memory = createMemoryRateLimitStore();
    const store: RateLimitStore = {
      async hit(key, windowStart, windowMs) {
        hits.push(key);
        return memory.hit(key, windowStart, windowMs);
      },
    };
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, store, now: () => now });
    await limiter.consume(['a', 'b']);
    await limiter.consume(['a']);
    await expect(limiter.consume(['a'])).rejects.toBeInstanceOf(AppError);
    await expect(limiter.consume(['b'])).resolves.toBeUndefined();
    now = 1000;
    await expect(limiter.consume(['a'])).resolves.toBeUndefined();
    expect(hits).toEqual(['a', 'b', 'a', 'a', 'b', 'a']);
  });

  it('the memory store keeps limiters of different windows apart: hitting an hourly limit resets no minute count', async () => {
    const store = createMemoryRateLimitStore();
    const now = 3_600_000 + 30_000; // not on the hour: the two windows start at different times
    const perMinute = createRateLimiter({ max: 2, windowMs: 60_000, store, now: () => now });
    const perHour = createRateLimiter({ max: 1, windowMs: 3_600_000, store, now: () => now });
    await perMinute.consume(['m']);
    await perMinute.consume(['m']);
    await perHour.consume(['h']);
    await expect(perHour.consume(['h'])).rejects.toBeInstanceOf(AppError);
    await expect(perMinute.consume(['m'])).rejects.toBeInstanceOf(AppError);
    await expect(perHour.consume(['h'])).rejects.toBeInstanceOf(AppError);
  });
});
