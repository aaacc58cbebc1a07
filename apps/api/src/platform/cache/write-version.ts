import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentVersion } from './content-version.ts';

/**
 * Answers computed from many areas' data (matching reads postings, applications, CVs, profiles and accounts) are
 * cached under a version that every successful write through the API bumps, whatever the area: no area has to
 * remember to tell the cache, and a new write route can never leave a stale answer behind. Coarse on purpose: a
 * write elsewhere only costs the next read one recomputation.
 *
 * The bump happens in `onSend`, after the handler (and its transaction) finished and before the client hears the
 * answer, so a read the client sends after its write is never served an answer made before it. Calls that write
 * nothing a cached answer reads (signing in, asking for mails) are left out.
 */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_DATA = /\/auth\/(?:login|logout|refresh|forgot|resend)(?:[/?]|$)/;

export function isDataWrite(request: Pick<FastifyRequest, 'method' | 'url'>, status: number): boolean {
  return !READS.has(request.method) && status < 400 && !NO_DATA.test(request.url);
}

export function bumpOnWrites(app: FastifyInstance, version: Pick<ContentVersion, 'changed'>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isDataWrite(request, reply.statusCode)) await version.changed();
    return payload;
  });
}
