import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Fixed-window counters. The in-memory store serves one process; a Redis store (INCR + PEXPIRE on
 * the window key) implements the same interface when the API runs on several instances.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in the window that starts at `windowStart`; returns the count so far. */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  // One current window per window length: limiters of a minute and of an hour share the store, and a hit in one
  // must not drop the other's counters (else hitting an hourly limit would reset every per-minute count).
  const windows = new Map<number, { start: number; counts: Map<string, number> }>();
  return {
    async hit(key, windowStart, windowMs) {
      // Fixed windows: when a new window starts, every old counter of that length is stale, so its map is dropped.
      let w = windows.get(windowMs);
      if (!w || w.start !== windowStart)
        windows.set(windowMs, (w = { start: windowStart, counts: new Map() }));
      const n = (w.counts.get(key) ?? 0) + 1;
      w.counts.set(key, n);
      return n;
    },
  };
}

export interface RateLimiter {
  /** Counts a hit on every key; throws RATE_LIMITED when any of them is over the limit. */
  consume(keys: string[]): Promise<void>;
}

export function createRateLimiter(opts: {
  max: number;
  windowMs?: number;
  store?: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const windowMs = opts.windowMs ?? 60_000;
  const store = opts.store ?? createMemoryRateLimitStore();
  const now = opts.now ?? (() => Date.now());
  return {
    async consume(keys) {
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      let over = false;
      for (const key of keys) {
        if ((await store.hit(key, windowStart, windowMs)) > opts.max) over = true;
      }
      if (over) throw new AppError('RATE_LIMITED');
    },
  };
}

/**
 * Route hooks limiting a route per client IP (counted on arrival, before the body is parsed, so
 * malformed requests count too) and per e-mail (counted once the body is validated, so
 * `request.body.email` is already trimmed and lowercased). Spread into the route options.
 */
export function rateLimitPerIpAndEmail(
  limiter: RateLimiter,
  route: string,
): { onRequest: onRequestAsyncHookHandler; preHandler: preHandlerAsyncHookHandler } {
  return {
    async onRequest(request: FastifyRequest) {
      await limiter.consume([`ip:${request.ip}:${route}`]);
    },
    async preHandler(request: FastifyRequest) {
      const body = request.body as { email?: unknown } | undefined;
      if (body && typeof body.email === 'string') await limiter.consume([`email:${body.email}:${route}`]);
    },
  };
}

/** The minimal Redis surface the store needs (ioredis satisfies it). */
export interface RedisLike {
  multi(): {
    incr(key: string): unknown;
    pexpire(key: string, ms: number): unknown;
    exec(): Promise<unknown>;
  };
}

/**
 * Shared counters for several API instances: INCR the window's key and let it expire with the window.
 * Keys carry the window start, so a window never inherits another's count.
 */
export function createRedisRateLimitStore(redis: RedisLike, prefix = 'praktika:rl:'): RateLimitStore {
  return {
    async hit(key, windowStart, windowMs) {
      const k = `${prefix}${windowStart}:${key}`;
      const tx = redis.multi();
      tx.incr(k);
      tx.pexpire(k, windowMs + 1000);
      const res = (await tx.exec()) as Array<[Error | null, unknown]> | null;
      const [err, count] = res?.[0] ?? [new Error('redis transaction aborted'), 0];
      if (err) throw err;
      return Number(count);
    },
  };
}
