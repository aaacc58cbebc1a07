import type { FastifyInstance } from 'fastify';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZGuardianBody,
  ZGuardianConsent,
  ZGuardianDecision,
  ZGuardianDecisionResult,
  ZGuardianLinkInfo,
  ZGuardianTokenParams,
} from '@praktika/contracts/guardian';
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { ownerIsParam } from '../../platform/auth/ownership.ts';

/**
 * Guardian consent (issue 22 §2): the intern's own status, guardian and resend (`/interns/:id/guardian`, the intern;
 * admins read), and the guardian's public page behind the e-mailed link (`/guardian-consent/:token`).
 */
export async function guardianRoutes(fastify: FastifyInstance): Promise<void> {
  const service = fastify.services.guardians;
  const route = endpoints(fastify, { tags: ['guardian'] });
  const owners = ownerIsParam('id', 'intern');

  route.get(
    '/interns/:id/guardian',
    { guard: ['guardianConsent', 'read', { owners }], params: ZIdParam, response: ZGuardianConsent },
    (req) => service.get(actorOf(req), req.params.id),
  );
  route.put(
    '/interns/:id/guardian',
    {
      guard: ['guardianConsent', 'update', { owners }],
      summary:
        'Name (or correct) the parent or guardian; a new link is e-mailed and the old one stops working',
      params: ZIdParam,
      body: ZGuardianBody,
      response: ZGuardianConsent,
    },
    (req) => service.set(actorOf(req), req.params.id, req.body),
  );
  route.post(
    '/interns/:id/guardian/resend',
    {
      guard: ['guardianConsent', 'resend', { owners }],
      summary: 'A new link to the guardian (3 a day); the old link stops working',
      params: ZIdParam,
      response: ZGuardianConsent,
    },
    (req) => service.resend(actorOf(req), req.params.id),
  );
  route.get(
    '/guardian-consent/:token',
    { guard: ['guardianConsent', 'decide'], params: ZGuardianTokenParams, response: ZGuardianLinkInfo },
    (req) => service.linkInfo(req.params.token),
  );
  route.post(
    '/guardian-consent/:token',
    {
      guard: ['guardianConsent', 'decide'],
      params: ZGuardianTokenParams,
      body: ZGuardianDecision,
      response: ZGuardianDecisionResult,
    },
    (req) => service.decide(req.params.token, req.body),
  );
}
