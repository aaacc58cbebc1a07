/**
 * `GET /api/ready`: ready when the database (and Redis, when configured) answer; 503 NOT_READY naming what failed,
 * and from the moment shutdown begins (draining), while `/api/health` (liveness) still answers.
 */
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/api.ts';

/** The machine (and CI) runs Redis on 127.0.0.1:6379; TEST_REDIS_URL may point elsewhere. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisAvailable = false;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    redisAvailable = (await probe.ping()) === 'PONG';
    await probe.quit();
  } catch {
    probe.disconnect();
  }
});
afterAll(async () => {
  await t.close();
});

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/ready' });

/**
 * A TCP relay to Redis on a port of its own, so a test can take "Redis" away (the app's URL then points at a
 * closed port) and bring it back on the same port.
 */
async function redisRelay() {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Stops listening and cuts every relayed connection. */
    async stop() {
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    /** Listens again on the same port. */
    restart: () => (server.listening ? Promise.resolve() : listen(port)),
  };
}

describe('GET /api/ready', () => {
  it('is ready on PGlite without Redis, in the envelope', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ready', database: t.database.kind, redis: 'none', migrations: 'done' },
      error: null,
    });
  });

  it('is public and in the OpenAPI document beside /api/health, both tagged platform', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const p of ['/api/health', '/api/ready']) {
      expect(doc.paths[p].get.tags).toEqual(['platform']);
      expect(doc.paths[p].get.security).toBeUndefined();
    }
  });

  it('answers 503 NOT_READY naming the shutdown once draining begins; liveness still answers', async () => {
    const probe = await buildTestApp();
    try {
      expect((await ready(probe.app)).statusCode).toBe(200);
      probe.app.readiness.drain();
      expect(probe.app.readiness.draining).toBe(true);
      const res = await ready(probe.app);
      expectError(res, 503, 'NOT_READY');
      expect(res.json().details).toEqual([{ field: 'server', issue: 'draining' }]);
      expect((await probe.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const en = await probe.app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': 'en' },
      });
      expect(en.json().error).toBe('The service is not ready to take requests. Please try again shortly.');
    } finally {
      await probe.close();
    }
  });

  it('names the database when it does not answer (the failure is not reused)', async () => {
    const probe = await buildTestApp();
    const query = probe.database.query.bind(probe.database);
    let failing = true;
    probe.database.query = (async (sql: string, params?: unknown[]) => {
      if (failing) throw new Error('database down');
      return query(sql, params);
    }) as typeof query;
    try {
      const res = await ready(probe.app);
      expectError(res, 503, 'NOT_READY');
      expect(res.json().details).toEqual([{ field: 'database', issue: 'unavailable' }]);
      failing = false;
      expect((await ready(probe.app)).statusCode).toBe(200);
    } finally {
      probe.database.query = query;
      await probe.close();
    }
  });

  it('with REDIS_URL: ready while Redis answers; 503 naming redis within the timeout when its port closes', async (ctx) => {
    if (!redisAvailable) ctx.skip(`no Redis at ${redisUrl}`);
    const relay = await redisRelay();
    const probe = await buildTestApp({ config: { redisUrl: relay.url } });
    try {
      await relay.stop(); // the app's REDIS_URL now points at a closed port
      const started = Date.now();
      const down = await ready(probe.app);
      const waited = Date.now() - started;
      expectError(down, 503, 'NOT_READY');
      expect(down.json().details).toEqual([
        { field: 'redis', issue: expect.stringMatching(/^(timeout|unavailable)$/) },
      ]);
      expect(waited).toBeLessThan(2000); // the ping gives up after 500 ms rather than waiting for a reconnect

      await relay.restart();
      // ioredis reconnects on its own (backoff of at most 2 s); a failed check is not kept, so each ask pings.
      const deadline = Date.now() + 15_000;
      let res = await ready(probe.app);
      while (res.statusCode !== 200 && Date.now() < deadline) res = await ready(probe.app);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        status: 'ready',
        database: probe.database.kind,
        redis: 'ok',
        migrations: 'done',
      });
    } finally {
      await relay.restart(); // so the app's client can quit cleanly
      await probe.close();
      await relay.stop();
    }
  }, 30_000);
});
