import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Answers that stay the same until their data changes (reference catalogues), serialised, hashed and compressed
 * once per version instead of once per request, and revalidated with ETag / If-None-Match (304).
 *
 * The payload still goes through the route's response schema (parsed once when the entry is made), so nothing
 * outside the schema can leak from a cached answer either.
 */

interface Entry {
  version: string;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this an answer is sent as it is (as @fastify/compress's threshold does). */
const COMPRESS_FROM = 1024;

export interface ResponseCache {
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    opts: {
      /** What identifies the answer within its version, e.g. the path and the normalised query. */
      key: string;
      /** Changes whenever the data behind the answer changes (e.g. the cache generation). */
      version: string;
      schema: z.ZodType;
      produce: () => Promise<unknown>;
    },
  ): Promise<FastifyReply>;
  clear(): void;
}

/** Query objects as a stable key: sorted keys, arrays kept in order. */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableKey(v)}`).join(',')}}`;
}

/** Does If-None-Match name this ETag (weak comparison, lists and `*` allowed)? */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The best encoding the client accepts among br and gzip (q=0 refuses). */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (enc: string) => accepted.get(enc) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Bounded by entries and by bytes (plain bodies; compressed copies are smaller): public lists with free-text
 * filters make keys without end, so a full cache simply starts over.
 */
export function createResponseCache(maxEntries = 2000, maxBytes = 64 * 1024 * 1024): ResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const pending = new Map<string, Promise<Entry>>();

  async function build(opts: { version: string; schema: z.ZodType; produce: () => Promise<unknown> }) {
    const payload = opts.schema.parse(await opts.produce());
    const body = Buffer.from(JSON.stringify(payload));
    // Weak: the plain, brotli and gzip answers share it, being the same content in different encodings.
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { version: opts.version, body, etag } satisfies Entry;
  }

  return {
    async send(request, reply, opts) {
      let entry = entries.get(opts.key);
      if (!entry || entry.version !== opts.version) {
        const wait = `${opts.version}\u0000${opts.key}`;
        let p = pending.get(wait);
        if (!p) {
          p = build(opts).finally(() => pending.delete(wait));
          pending.set(wait, p);
        }
        entry = await p;
        const replaced = entries.get(opts.key);
        if (replaced) bytes -= replaced.body.length;
        if (entries.size >= maxEntries || bytes + entry.body.length > maxBytes) {
          entries.clear();
          bytes = 0;
        }
        entries.set(opts.key, entry);
        bytes += entry.body.length;
      }
      reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding =
        entry.body.length >= COMPRESS_FROM ? preferredEncoding(request.headers['accept-encoding']) : null;
      if (encoding === 'br') {
        entry.br ??= brotliCompressSync(entry.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
        });
        return reply.header('content-encoding', 'br').send(entry.br);
      }
      if (encoding === 'gzip') {
        entry.gzip ??= gzipSync(entry.body, { level: 9 });
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      }
      return reply.send(entry.body);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
