import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZContactCreate, ZContactList, ZContactQuery, ZContactResult } from '@praktika/contracts/contact';
import { ZIdParam } from '@praktika/contracts/common';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { createRateLimiter, rateLimitPerIpAndEmail } from '../../platform/http/rate-limit.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { languageFromHeader } from '../../i18n/index.ts';

/** The contact form: `POST /contact` (anyone; rate limited per IP and per e-mail), `GET /contact` and `DELETE /contact/:id` (admins). */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.contact;
  // The auth calls' limit: a person writes a few messages, not dozens a minute.
  const limiter = createRateLimiter({
    max: app.config.authRateLimit,
    now: () => app.tokens.now(),
    store: app.rateLimitStore,
  });
  const tags = ['contact'];
  const route = endpoints(fastify, { tags });

  // The rate limit's hooks (onRequest, preHandler) are not endpoint options: this route keeps the long form.
  app.post(
    '/contact',
    {
      schema: { tags, body: ZContactCreate, response: responses(ZContactResult) },
      preValidation: guardFor('contactMessage', 'create'),
      ...rateLimitPerIpAndEmail(limiter, 'contact'),
    },
    async (req) => ok(await service.send(req.body, languageFromHeader(req.headers['accept-language']))),
  );
  route.get(
    '/contact',
    { guard: ['contactMessage', 'list'], querystring: ZContactQuery, response: ZContactList },
    (req) => service.list(actorOf(req), req.query),
  );
  route.delete(
    '/contact/:id',
    { guard: ['contactMessage', 'delete'], params: ZIdParam, response: ZContactResult },
    (req) => service.remove(actorOf(req), req.params.id),
  );
}
