import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam, ZPageQuery } from '@praktika/contracts/common';
import {
  ZCancellationCreate,
  ZCancellationList,
  ZCancellationListQuery,
  ZCancellationResult,
  ZRedFlagCreate,
  ZRedFlagList,
  ZRedFlagListQuery,
  ZRedFlagResult,
  ZRedFlagUpdate,
  ZRedFlaggedOrganisations,
} from '@praktika/contracts/safety';
import { ok, responses } from '../../platform/http/envelope.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';

/**
 * Cancellations and red flags: `POST /cancellations` (the application's intern or organisation, or an admin;
 * answers `data.application`), `GET /cancellations` (admins all, parties their own), `POST /redflags` (interns,
 * organisations, mentors; answers `data.redFlag`), `GET /redflags` (admins all; a reporter their own reports),
 * `PUT /redflags/:id` (admins) and `GET /redflags/organisations` (admins).
 */
export async function safetyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.safety;
  const security = [{ bearer: [] }];

  app.post(
    '/cancellations',
    {
      schema: {
        tags: ['cancellations'],
        security,
        body: ZCancellationCreate,
        response: responses(ZCancellationResult),
      },
      preValidation: guardFor('cancellation', 'create'),
    },
    async (req) => ok(await service.cancel(actorOf(req), req.body)),
  );
  app.get(
    '/cancellations',
    {
      schema: {
        tags: ['cancellations'],
        security,
        querystring: ZCancellationListQuery,
        response: responses(ZCancellationList),
      },
      preValidation: guardFor('cancellation', 'list'),
    },
    async (req) => ok(await service.listCancellations(actorOf(req), req.query)),
  );

  const tags = ['redflags'];
  app.post(
    '/redflags',
    {
      schema: { tags, security, body: ZRedFlagCreate, response: responses(ZRedFlagResult) },
      preValidation: guardFor('redFlag', 'create'),
    },
    async (req) => ok(await service.report(actorOf(req), req.body)),
  );
  app.get(
    '/redflags',
    {
      schema: { tags, security, querystring: ZRedFlagListQuery, response: responses(ZRedFlagList) },
      preValidation: guardFor('redFlag', 'list'),
    },
    async (req) => ok(await service.listRedFlags(actorOf(req), req.query)),
  );
  app.get(
    '/redflags/organisations',
    {
      schema: { tags, security, querystring: ZPageQuery, response: responses(ZRedFlaggedOrganisations) },
      preValidation: guardFor('redFlag', 'listOrganisations'),
    },
    async (req) => ok(await service.redFlaggedOrganisations(actorOf(req), req.query)),
  );
  app.put(
    '/redflags/:id',
    {
      schema: { tags, security, params: ZIdParam, body: ZRedFlagUpdate, response: responses(ZRedFlagResult) },
      preValidation: guardFor('redFlag', 'update'),
    },
    async (req) => ok(await service.updateRedFlag(actorOf(req), req.params.id, req.body)),
  );
}
