import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { createPgBus, createRedisBus, type InvalidationBus } from './invalidation.ts';

const quiet = { warn: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two instances' buses: what each hears of a key of this run's own when one publishes it (another process on the
 * same server may publish on the channel meanwhile).
 */
async function exchange(a: InvalidationBus, b: InvalidationBus) {
  const key = `opportunities-${randomBytes(4).toString('hex')}`;
  const heardA: string[] = [];
  const heardB: string[] = [];
  a.subscribe((k) => k === key && heardA.push('opportunities'));
  b.subscribe((k) => k === key && heardB.push('opportunities'));
  await a.publish(key);
  // the publisher's own caches hear it at once, synchronously
  expect(heardA).toEqual(['opportunities']);
  for (let i = 0; i < 50 && heardB.length === 0; i++) await sleep(20);
  await sleep(200); // time for a message of its own to come back to the publisher, were it not skipped
  // the other instance heard it once; the publisher did not hear itself again
  expect(heardB).toEqual(['opportunities']);
  expect(heardA).toEqual(['opportunities']);
}

describe('the invalidation bus between instances', () => {
  it('PostgreSQL: the other instance hears a key once; the publisher does not hear itself again', async (ctx) => {
    if (!process.env.TEST_DATABASE_URL) ctx.skip('needs the PostgreSQL server (test:api:pg)');
    const database = await openTestDatabase();
    const pool = database.pool!;
    const [a, b] = [await createPgBus(pool, quiet), await createPgBus(pool, quiet)];
    try {
      await exchange(a, b);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });

  it('Redis: the same', async (ctx) => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
    } catch {
      ctx.skip(`no Redis at ${url}`);
    }
    const [a, b] = [await createRedisBus(redis), await createRedisBus(redis)];
    try {
      await exchange(a, b);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
    }
  });
});
