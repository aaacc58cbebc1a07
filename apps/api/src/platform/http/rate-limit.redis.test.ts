import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer } from '../../../test/factories.ts';
import { createRateLimiter, createRedisRateLimitStore } from './rate-limit.ts';

/** The machine (and CI) runs Redis on 127.0.0.1:6379; REDIS_URL may point elsewhere. */
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redis: Redis;
let available = false;

beforeAll(async () => {
  redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    available = (await redis.ping()) === 'PONG';
  } catch {
    available = false;
  }
});
afterAll(async () => {
  if (available) await redis.quit();
  else redis.disconnect();
});

describe('Redis rate-limit store', () => {
  it('counts per key and window across limiter instances (two API processes share it)', async (ctx) => {
    if (!available) ctx.skip(`no Redis at ${url}`);
    const prefix = `praktika:test:${randomUUID()}:`;
    const now = () => 1_700_000_000_000;
    const a = createRateLimiter({ max: 2, store: createRedisRateLimitStore(redis, prefix), now });
    const b = createRateLimiter({ max: 2, store: createRedisRateLimitStore(redis, prefix), now });
    await a.consume(['ip:1']);
    await b.consume(['ip:1']);
    await expect(a.consume(['ip:1'])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(b.consume(['ip:2'])).resolves.toBeUndefined();
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBe(2);
    for (const k of keys) expect(await redis.pttl(k)).toBeGreaterThan(0); // windows expire
    await redis.del(...keys);
  });

  it('is used by the API when REDIS_URL is set', async (ctx) => {
    if (!available) ctx.skip(`no Redis at ${url}`);
    let t: TestApp | undefined;
    try {
      t = await buildTestApp({
        config: { authRateLimit: 2, redisUrl: url },
        deps: { mailer: captureMailer() },
      });
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const login = () =>
        t!.app.inject({
          method: 'POST',
          url: '/api/mentors/auth/login',
          payload: { email: `${randomUUID()}@x.org`, password: 'whatever-1' },
          remoteAddress: ip,
        });
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      const blocked = await login();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errorType).toBe('RATE_LIMITED');
      expect((await redis.keys(`praktika:rl:*ip:${ip}:*`)).length).toBe(1);
    } finally {
      await t?.close();
    }
  });
});
