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
  const security = [{ bearer: [] }];
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

  app.post(
    '/applications',
    {
      schema: {
        tags,
        security,
        summary:
          'Apply: multipart form with `jobId` or `trainingId` (and `emailLanguage`) first, then one file part per file the posting requests (`file0`, `file1`, …; all required)',
        consumes: ['multipart/form-data'],
        response: responses(ZApplicationResult),
      },
      preValidation: guardFor('application', 'create'),
      onSend: closeOnRefusedUpload,
    },
    async (req) =>
      ok(await service.apply(actorOf(req), readForm(req, { maxFiles: REQUESTED_FILES_MAX, maxFields: 4 }))),
  );
  app.get(
    '/applications',
    {
      schema: { tags, security, querystring: ZApplicationListQuery, response: responses(ZApplicationList) },
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
  app.get(
    '/applications/finished',
    {
      schema: { tags, security, querystring: ZFinishedQuery, response: responses(ZFinished) },
      preValidation: guardFor('application', 'finished'),
    },
    async (req) => ok(await service.finished(actorOf(req), req.query.intern)),
  );
  app.get(
    '/applications/interns/validation',
    {
      schema: { tags, security, querystring: ZValidationQuery, response: responses(ZApplicationList) },
      preValidation: guardFor('application', 'validationList'),
    },
    async (req) => ok(await service.validationList(actorOf(req), req.query)),
  );
  app.get(
    '/applications/:id',
    {
      schema: { tags, security, params: ZApplicationIdParam, response: responses(ZApplicationResult) },
      preValidation: guardFor('application', 'read', partiesOf('id')),
    },
    async (req) => ok(await service.get(actorOf(req), req.params.id)),
  );
  app.get(
    '/applications/:id/applied',
    {
      schema: {
        tags,
        security,
        summary:
          'Has the signed-in intern applied (or been invited) to this job (type JOB) or training (TRAINING)?',
        params: ZApplicationIdParam,
        querystring: ZAppliedQuery,
        response: responses(ZApplied),
      },
      preValidation: guardFor('application', 'create'),
    },
    async (req) => ok(await service.applied(actorOf(req), req.params.id, req.query.type)),
  );
  app.put(
    '/applications/:id',
    {
      schema: {
        tags,
        security,
        params: ZApplicationIdParam,
        body: ZApplicationUpdate,
        response: responses(ZApplicationResult),
      },
      preValidation: guardFor('application', 'transition', partiesOf('id')),
    },
    async (req) => ok(await service.transition(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/applications/:id/favourite',
    {
      schema: {
        tags,
        security,
        params: ZApplicationIdParam,
        body: ZFavourite,
        response: responses(ZApplicationResult),
      },
      preValidation: guardFor('application', 'favourite', partiesOf('id')),
    },
    async (req) => ok(await service.favourite(actorOf(req), req.params.id, req.body.favourite)),
  );
  app.put(
    '/jobs/:jobId/invite/:inviteeId',
    {
      schema: {
        tags,
        security,
        params: ZInviteParams,
        body: ZInvite.optional(),
        response: responses(ZApplicationResult),
      },
      preValidation: guardFor('application', 'invite'),
    },
    async (req) => ok(await service.invite(actorOf(req), 'JOB', req.params.jobId, req.params.inviteeId)),
  );
  app.put(
    '/trainings/:id/invite/:inviteeId',
    {
      schema: {
        tags,
        security,
        params: ZTrainingInviteParams,
        body: ZInvite.optional(),
        response: responses(ZApplicationResult),
      },
      preValidation: guardFor('application', 'invite'),
    },
    async (req) => ok(await service.invite(actorOf(req), 'TRAINING', req.params.id, req.params.inviteeId)),
  );
  app.post(
    '/businesses/:businessId/internContract/:applicationId',
    {
      schema: {
        tags,
        security,
        summary: `Upload the signed contract of a validated internship: multipart with the file part "${CONTRACT_FIELD}" (PDF or Word)`,
        consumes: ['multipart/form-data'],
        params: ZContractParams,
        response: responses(ZContractResult),
      },
      preValidation: guardFor('application', 'uploadContract', partiesOf('applicationId')),
      onSend: closeOnRefusedUpload,
    },
    async (req) => {
      const upload = await readUpload(req, { field: CONTRACT_FIELD });
      return ok(
        await service.uploadContract(actorOf(req), req.params.businessId, req.params.applicationId, upload),
      );
    },
  );
}
