import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTRACT_FIELD,
  ZApplicationIdParam,
  ZApplicationList,
  ZApplicationListQuery,
  ZApplicationResult,
  ZApplicationUpdate,
  ZApplied,
  ZAppliedQuery,
  ZContractParams,
  ZContractResult,
  ZFavourite,
  ZFinished,
  ZFinishedQuery,
  ZInvite,
  ZInviteParams,
  ZTrainingInviteParams,
  ZValidationQuery,
} from '@praktika/contracts/applications';
import { REQUESTED_FILES_MAX } from '@praktika/contracts/opportunities';
import { ok, responses, success } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { createResponseCache, stableKey } from '../../platform/http/cached-json.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownersFromRow } from '../../platform/auth/ownership.ts';
import { applications } from '../../db/schema/applications.ts';

/** An application's parties (the intern and the organisation), read before validation by the route guards. */
const partiesOf = (param: string) => ({
  owners: ownersFromRow({
    table: applications,
    id: applications.id,
    param,
    owners: [
      { column: applications.internId, type: 'intern' },
      { column: applications.businessId, type: 'business' },
    ],
    fixed: true, // an application's parties never change
  }),
});
import {
  closeOnRefusedUpload,
  readForm,
  readUpload,
  registerUploads,
} from '../../platform/files/upload-request.ts';

/**
 * Applications (contracts/applications.ts): apply (multipart), invitations, THE state machine, favourites, the
 * lists (own / to the organisation's postings / all; the admins' validation list), "did I apply", the finished
 * engagements and the signed contract. Every rule and every party check is the service's.
 */
export async function applicationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.applications;
  const tags = ['applications'];
  await registerUploads(app);
  /**
   * `GET /applications` answers cached PER CALLER (the key starts with the caller's account id and role: an answer
   * is only ever served to the caller it was made for, after the route's guard), bounded, under the version that
   * every data write through the API and the day move (`opportunities.matchVersion()`, see
   * platform/cache/write-version.ts): a list page joins applications, postings, interns, organisations and files.
   */
  const listCache = createResponseCache(2000, 32 * 1024 * 1024);
  const applicationList = success(ZApplicationList);
  app.addHook('onClose', async () => listCache.clear());

  const route = endpoints(fastify, { tags });
  route.post(
    '/applications',
    {
      guard: ['application', 'create'],
      summary:
        'Apply: multipart form with `jobId` or `trainingId` (and `emailLanguage`) first, then one file part per file the posting requests (`file0`, `file1`, …; all required)',
      consumes: ['multipart/form-data'],
      response: ZApplicationResult,
      options: { onSend: closeOnRefusedUpload },
    },
    (req) => service.apply(actorOf(req), readForm(req, { maxFiles: REQUESTED_FILES_MAX, maxFields: 4 })),
  );
  // Cached per caller in its own cache: registered directly (endpoints.ts caches only answers for everyone).
  app.get(
    '/applications',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        querystring: ZApplicationListQuery,
        response: responses(ZApplicationList),
      },
      preValidation: guardFor('application', 'list'),
    },
    async (req, reply) => {
      const actor = actorOf(req);
      return listCache.send(req, reply, {
        key: `${actor.id}:${actor.role}:applications?${stableKey(req.query)}`,
        version: app.services.opportunities.matchVersion(),
        schema: applicationList,
        produce: async () => ok(await service.list(actor, req.query)),
      });
    },
  );
  route.get(
    '/applications/finished',
    { guard: ['application', 'finished'], querystring: ZFinishedQuery, response: ZFinished },
    (req) => service.finished(actorOf(req), req.query.intern),
  );
  route.get(
    '/applications/interns/validation',
    { guard: ['application', 'validationList'], querystring: ZValidationQuery, response: ZApplicationList },
    (req) => service.validationList(actorOf(req), req.query),
  );
  route.get(
    '/applications/:id',
    {
      guard: ['application', 'read', partiesOf('id')],
      params: ZApplicationIdParam,
      response: ZApplicationResult,
    },
    (req) => service.get(actorOf(req), req.params.id),
  );
  route.get(
    '/applications/:id/applied',
    {
      guard: ['application', 'create'],
      summary:
        'Has the signed-in intern applied (or been invited) to this job (type JOB) or training (TRAINING)?',
      params: ZApplicationIdParam,
      querystring: ZAppliedQuery,
      response: ZApplied,
    },
    (req) => service.applied(actorOf(req), req.params.id, req.query.type),
  );
  route.put(
    '/applications/:id',
    {
      guard: ['application', 'transition', partiesOf('id')],
      params: ZApplicationIdParam,
      body: ZApplicationUpdate,
      response: ZApplicationResult,
    },
    (req) => service.transition(actorOf(req), req.params.id, req.body),
  );
  route.put(
    '/applications/:id/favourite',
    {
      guard: ['application', 'favourite', partiesOf('id')],
      params: ZApplicationIdParam,
      body: ZFavourite,
      response: ZApplicationResult,
    },
    (req) => service.favourite(actorOf(req), req.params.id, req.body.favourite),
  );
  // An organisation (or an admin) invites an intern to a job or a training: the same guard, body and answer.
  const invite = {
    guard: ['application', 'invite'],
    body: ZInvite.optional(),
    response: ZApplicationResult,
  } as const;
  route.put('/jobs/:jobId/invite/:inviteeId', { ...invite, params: ZInviteParams }, (req) =>
    service.invite(actorOf(req), 'JOB', req.params.jobId, req.params.inviteeId),
  );
  route.put('/trainings/:id/invite/:inviteeId', { ...invite, params: ZTrainingInviteParams }, (req) =>
    service.invite(actorOf(req), 'TRAINING', req.params.id, req.params.inviteeId),
  );
  route.post(
    '/businesses/:businessId/internContract/:applicationId',
    {
      guard: ['application', 'uploadContract', partiesOf('applicationId')],
      summary: `Upload the signed contract of a validated internship: multipart with the file part "${CONTRACT_FIELD}" (PDF or Word)`,
      consumes: ['multipart/form-data'],
      params: ZContractParams,
      response: ZContractResult,
      options: { onSend: closeOnRefusedUpload },
    },
    async (req) =>
      service.uploadContract(
        actorOf(req),
        req.params.businessId,
        req.params.applicationId,
        await readUpload(req, { field: CONTRACT_FIELD }),
      ),
  );
}
