import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZContactCreate, ZContactList, ZContactQuery, ZContactResult } from '@praktika/contracts/contact';
import { ZIdParam } from '@praktika/contracts/common';
import { ok, responses } from '../../platform/http/envelope.ts';
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
  const admin = { security: [{ bearer: [] }] };

  app.post(
    '/contact',
    {
      schema: { tags, body: ZContactCreate, response: responses(ZContactResult) },
      preValidation: guardFor('contactMessage', 'create'),
      ...rateLimitPerIpAndEmail(limiter, 'contact'),
    },
    async (req) => ok(await service.send(req.body, languageFromHeader(req.headers['accept-language']))),
  );
  app.get(
    '/contact',
    {
      schema: { tags, ...admin, querystring: ZContactQuery, response: responses(ZContactList) },
      preValidation: guardFor('contactMessage', 'list'),
    },
    async (req) => ok(await service.list(actorOf(req), req.query)),
  );
  app.delete(
    '/contact/:id',
    {
      schema: { tags, ...admin, params: ZIdParam, response: responses(ZContactResult) },
      preValidation: guardFor('contactMessage', 'delete'),
    },
    async (req) => ok(await service.remove(actorOf(req), req.params.id)),
  );
}
