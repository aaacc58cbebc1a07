import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_PATHS } from '@praktika/contracts/accounts';
import { ACCOUNT_TYPES, ZIdParam } from '@praktika/contracts/common';
import { EXPORTS_PER_HOUR, ZAccountDeletion, ZDeletionResults } from '@praktika/contracts/privacy';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownerIsParam } from '../../platform/auth/ownership.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { createRateLimiter } from '../../platform/http/rate-limit.ts';

/**
 * Privacy (issue 8): `DELETE /interns|businesses|mentors/:id` (the account for good, confirmed by its e-mail)
 * and `GET /me/export` ("download my data": a zip).
 */
export async function privacyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.privacy;
  const exportLimiter = createRateLimiter({
    max: EXPORTS_PER_HOUR,
    windowMs: 3_600_000,
    now: () => app.tokens.now(),
    store: app.rateLimitStore,
  });

  for (const type of ACCOUNT_TYPES) {
    const route = endpoints(fastify, { tags: [ACCOUNT_PATHS[type]] });
    route.delete(
      `/${ACCOUNT_PATHS[type]}/:id`,
      {
        guard: [type, 'delete', { owners: ownerIsParam('id', type) }],
        summary:
          'Delete the account for good (the person or an admin): body { email } = the account’s e-mail typed again. ' +
          'Personal data and files are erased, sessions end, an anonymised fact row stays for statistics',
        params: ZIdParam,
        body: ZAccountDeletion,
        response: ZDeletionResults[type],
      },
      async (req) => {
        const deleted = await service.deleteAccount(actorOf(req), type, req.params.id, req.body);
        return { [type]: deleted } as { [K in typeof type]: typeof deleted };
      },
    );
  }

  // Writes the zip itself (and is rate limited in preHandler): the long form.
  app.get(
    '/me/export',
    {
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: `Download my data: a zip (application/zip) of data.json and my files; ${EXPORTS_PER_HOUR} per hour`,
        // 200 carries the zip's bytes (a stream, not serialised); failures are the envelope.
      },
      preValidation: guardFor('myData', 'export'),
      preHandler: async (req) => exportLimiter.consume([`export:${actorOf(req).id}`]),
      // The zip is compressed already.
      compress: false,
    },
    async (req, reply) => {
      const { fileName, body } = await service.exportData(actorOf(req));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
