import { z } from 'zod';
import { AppError, type ErrorDetail } from '../errors.ts';

/**
 * `run`, asked at most once per `periodMs`: callers within the period share its answer, also while it is in
 * flight, so a burst of probes costs one query. A failed answer is not kept: the next caller asks again.
 */
export function sharedCheck<T>(run: () => Promise<T>, periodMs = 1000): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= periodMs) {
      const check = { at: now, answer: run() };
      last = check;
      check.answer.catch(() => {
        if (last === check) last = undefined;
      });
    }
    return last.answer;
  };
}

class CheckTimeout extends Error {}

/** `answer`, or a CheckTimeout after `ms` (the timer never holds the process open). */
function within<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
    timer.unref();
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** `GET /api/ready`'s answer when every check passed. */
export const ZReady = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'pg']),
  /** `none`: no REDIS_URL, nothing to check. */
  redis: z.enum(['ok', 'none']),
  /** server.ts migrates before the app is built, so an app that answers has its migrations. */
  migrations: z.literal('done'),
});
export type TReady = z.infer<typeof ZReady>;

/**
 * Whether this process should be sent traffic (`GET /api/ready`), as opposed to whether it is alive
 * (`/api/health`): the database answers, Redis answers when configured, and shutdown has not begun.
 */
export interface Readiness {
  /** Set by `drain()`: from then on the server answers not ready. */
  readonly draining: boolean;
  /** Shutdown has begun (server.ts, on SIGTERM/SIGINT): a load balancer should stop sending requests. */
  drain(): void;
  /**
   * The checks' answer; AppError NOT_READY (503) whose details name each failed check
   * (`{ field: 'server', issue: 'draining' }`, `{ field: 'database' | 'redis', issue: 'unavailable' | 'timeout' }`).
   */
  check(): Promise<TReady>;
}

export interface ReadinessParts {
  databaseKind: TReady['database'];
  /** The database check `/api/health` asks too (one shared answer per second for both). */
  databaseAnswers: () => Promise<unknown>;
  /** The app's Redis client when REDIS_URL is set. */
  redis?: { ping(): Promise<unknown> } | undefined;
  /** How long a check may take before it counts as failed: Redis 500 ms, the database 2 s by default. */
  redisTimeoutMs?: number;
  databaseTimeoutMs?: number;
  /** Told why a check failed (the answer only names the check). */
  onFailure?: (check: 'database' | 'redis', err: unknown) => void;
}

export function createReadiness(parts: ReadinessParts): Readiness {
  const { redis, databaseKind } = parts;
  const redisTimeoutMs = parts.redisTimeoutMs ?? 500;
  const databaseTimeoutMs = parts.databaseTimeoutMs ?? 2000;
  // A timed-out ping is a failure, so it is not kept and the next probe pings again.
  const redisAnswers = redis ? sharedCheck(() => within(redis.ping(), redisTimeoutMs)) : undefined;
  let draining = false;

  const failed = (check: 'database' | 'redis', err: unknown): ErrorDetail => {
    parts.onFailure?.(check, err);
    return { field: check, issue: err instanceof CheckTimeout ? 'timeout' : 'unavailable' };
  };

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      if (draining) throw new AppError('NOT_READY', undefined, [{ field: 'server', issue: 'draining' }]);
      const [database, cache] = await Promise.allSettled([
        within(parts.databaseAnswers(), databaseTimeoutMs),
        redisAnswers?.(),
      ]);
      const details: ErrorDetail[] = [];
      if (database.status === 'rejected') details.push(failed('database', database.reason));
      if (cache.status === 'rejected') details.push(failed('redis', cache.reason));
      if (details.length) throw new AppError('NOT_READY', undefined, details);
      return { status: 'ready', database: databaseKind, redis: redis ? 'ok' : 'none', migrations: 'done' };
    },
  };
}
