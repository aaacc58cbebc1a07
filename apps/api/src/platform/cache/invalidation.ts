import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Redis } from 'ioredis';

/**
 * Tells every API instance that cached data changed. In-process caches subscribe; writers publish after their
 * transaction commits. One instance (the embedded database) needs nothing more than a local call; several
 * instances on one PostgreSQL hear each other through LISTEN/NOTIFY, or through Redis pub/sub when REDIS_URL is set.
 * Delivery to other instances is best effort and at most a moment late: a cache must never outlive it by design
 * (see the catalogue cache), and an instance that reconnects drops everything it holds.
 */
export interface InvalidationBus {
  /** Tell every instance (this one at once, synchronously) that `key` changed. */
  publish(key: string): Promise<void>;
  /** `handler` hears every key published anywhere; '*' means "drop everything" (after a reconnect). */
  subscribe(handler: (key: string) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'praktika_invalidate';

/**
 * A message on the channel is `<origin> <key>`: an instance hears its own messages too (its listener is another
 * connection), and would bump its versions a second time, a moment after the write, dropping what it had cached
 * since. Each bus skips the messages it sent itself (it told its own caches at once).
 */
function messages(local: { emit(key: string): void }) {
  const origin = randomBytes(8).toString('hex');
  return {
    encode: (key: string) => `${origin} ${key}`,
    receive(payload: string) {
      const space = payload.indexOf(' ');
      if (space < 0 || payload.slice(0, space) === origin) return;
      local.emit(payload.slice(space + 1));
    },
  };
}

function localHandlers() {
  const handlers = new Set<(key: string) => void>();
  return {
    handlers,
    emit(key: string) {
      for (const h of handlers) h(key);
    },
    subscribe(handler: (key: string) => void) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

/** One process: publishing is a function call. */
export function createLocalBus(): InvalidationBus {
  const local = localHandlers();
  return {
    async publish(key) {
      local.emit(key);
    },
    subscribe: (h) => {
      const off = local.subscribe(h);
      return () => void off();
    },
    async close() {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection of the pool. A lost connection is re-opened, and every cache
 * is dropped then, since notifications sent meanwhile were missed.
 */
export async function createPgBus(
  pool: pg.Pool,
  log: { warn(obj: unknown, msg: string): void },
): Promise<InvalidationBus> {
  const local = localHandlers();
  const wire = messages(local);
  let client: pg.PoolClient | undefined;
  let dropClient: (() => void) | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const c = await pool.connect();
    let released = false;
    /** The listening connection never goes back to the pool (it was LISTENing): it is closed for good. */
    const drop = () => {
      if (released) return;
      released = true;
      c.release(true);
    };
    c.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) wire.receive(msg.payload);
    });
    c.on('error', (err) => {
      drop();
      if (client !== c) return; // an old or closed listener: nothing to recover
      client = undefined;
      log.warn({ err }, 'invalidation listener lost its connection; reconnecting');
      if (!closed) setTimeout(() => void reconnect(), 500).unref();
    });
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    dropClient = drop;
  }
  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await listen();
      local.emit('*');
    } catch (err) {
      log.warn({ err }, 'invalidation listener could not reconnect; retrying');
      setTimeout(() => void reconnect(), 2000).unref();
    }
  }
  await listen();

  return {
    async publish(key) {
      local.emit(key);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, wire.encode(key)]);
    },
    subscribe: (h) => {
      const off = local.subscribe(h);
      return () => void off();
    },
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      if (c) {
        await c.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        dropClient?.();
      }
    },
  };
}

/** Redis pub/sub: a subscriber connection of its own (a subscribed Redis connection can do nothing else). */
export async function createRedisBus(redis: Redis): Promise<InvalidationBus> {
  const local = localHandlers();
  const wire = messages(local);
  const subscriber = redis.duplicate();
  // Retried by ioredis; the same outage is logged by the main connection (app.ts), so not again here.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === CHANNEL) wire.receive(payload);
  });
  // After a reconnect ioredis re-subscribes by itself, but messages sent meanwhile are lost.
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) local.emit('*');
    connectedOnce = true;
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(key) {
      local.emit(key);
      await redis.publish(CHANNEL, wire.encode(key));
    },
    subscribe: (h) => {
      const off = local.subscribe(h);
      return () => void off();
    },
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
