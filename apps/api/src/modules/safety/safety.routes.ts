import type { FastifyInstance } from 'fastify';
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
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';

/**
 * Cancellations and red flags: `POST /cancellations` (the application's intern or organisation, or an admin;
 * answers `data.application`), `GET /cancellations` (admins all, parties their own), `POST /redflags` (interns,
 * organisations, mentors; answers `data.redFlag`), `GET /redflags` (admins all; a reporter their own reports),
 * `PUT /redflags/:id` (admins) and `GET /redflags/organisations` (admins).
 */
export async function safetyRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.safety;

  const cancellations = endpoints(app, { tags: ['cancellations'] });
  cancellations.post(
    '/cancellations',
    { guard: ['cancellation', 'create'], body: ZCancellationCreate, response: ZCancellationResult },
    (req) => service.cancel(actorOf(req), req.body),
  );
  cancellations.get(
    '/cancellations',
    { guard: ['cancellation', 'list'], querystring: ZCancellationListQuery, response: ZCancellationList },
    (req) => service.listCancellations(actorOf(req), req.query),
  );

  const redFlags = endpoints(app, { tags: ['redflags'] });
  redFlags.post(
    '/redflags',
    { guard: ['redFlag', 'create'], body: ZRedFlagCreate, response: ZRedFlagResult },
    (req) => service.report(actorOf(req), req.body),
  );
  redFlags.get(
    '/redflags',
    { guard: ['redFlag', 'list'], querystring: ZRedFlagListQuery, response: ZRedFlagList },
    (req) => service.listRedFlags(actorOf(req), req.query),
  );
  redFlags.get(
    '/redflags/organisations',
    { guard: ['redFlag', 'listOrganisations'], querystring: ZPageQuery, response: ZRedFlaggedOrganisations },
    (req) => service.redFlaggedOrganisations(actorOf(req), req.query),
  );
  redFlags.put(
    '/redflags/:id',
    { guard: ['redFlag', 'update'], params: ZIdParam, body: ZRedFlagUpdate, response: ZRedFlagResult },
    (req) => service.updateRedFlag(actorOf(req), req.params.id, req.body),
  );
}
