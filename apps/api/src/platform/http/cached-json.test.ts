import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseCache } from './cached-json.ts';

/** A route answering `{ n, pad }` from the cache, counting how often the payload is produced. */
function appWith(cache = createResponseCache(), pad = 0) {
  const app = Fastify();
  let produced = 0;
  let version = 1;
  app.get<{ Querystring: { k?: string } }>('/x', (req, reply) =>
    cache.send(req, reply, {
      key: req.query.k ?? 'a',
      version: String(version),
      schema: z.object({ n: z.number(), pad: z.string() }),
      produce: async () => ({ n: ++produced, pad: 'x'.repeat(pad) }),
    }),
  );
  return { app, produced: () => produced, bump: () => version++ };
}

describe('the response cache', () => {
  it('produces once per key and version; the ETag gives 304; a new version produces again', async () => {
    const { app, produced, bump } = appWith();
    const first = await app.inject('/x');
    expect(first.json()).toEqual({ n: 1, pad: '' });
    expect((await app.inject('/x')).json()).toEqual({ n: 1, pad: '' });
    expect(produced()).toBe(1);
    const etag = first.headers.etag as string;
    expect((await app.inject({ url: '/x', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    bump();
    const next = await app.inject({ url: '/x', headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ n: 2, pad: '' });
  });

  it('keeps no payload outside the schema', async () => {
    const cache = createResponseCache();
    const app = Fastify();
    app.get('/y', (req, reply) =>
      cache.send(req, reply, {
        key: 'y',
        version: '1',
        schema: z.object({ name: z.string() }),
        produce: async () => ({ name: 'Arta', birthdate: '2008-01-01' }),
      }),
    );
    expect((await app.inject('/y')).json()).toEqual({ name: 'Arta' });
  });

  it('starts over when the stored bodies would pass the byte budget', async () => {
    const { app, produced } = appWith(createResponseCache(100, 2500), 1000);
    await app.inject('/x?k=1');
    await app.inject('/x?k=2');
    await app.inject('/x?k=1');
    expect(produced()).toBe(2); // both fit (about 2 KB)
    await app.inject('/x?k=3'); // a third would pass 2.5 KB: the cache starts over with it
    await app.inject('/x?k=1');
    expect(produced()).toBe(4);
  });
});
