import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OPPORTUNITY_BODY_MAX,
  ZInternIdParam,
  ZInternMatches,
  ZJobList,
  ZJobListQuery,
  ZJobMatches,
  ZJobMatchQuery,
  ZJobResult,
  ZJobWrite,
  ZMatchQuery,
  ZOpportunityIdParam,
  ZTrainingList,
  ZTrainingListQuery,
  ZTrainingResult,
  ZTrainingWrite,
} from '@praktika/contracts/opportunities';
import { ok, responses, success } from '../../platform/http/envelope.ts';
import { createResponseCache, stableKey } from '../../platform/http/cached-json.ts';
import { actorOf, optionalSession } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownerIsParam, ownersFromRow } from '../../platform/auth/ownership.ts';
import { opportunities } from './opportunities.schema.ts';

/** A posting's owner (its organisation), read before validation by the route guards (platform/auth/ownership.ts). */
const owners = {
  owners: ownersFromRow({
    table: opportunities,
    id: opportunities.id,
    owners: [{ column: opportunities.businessId, type: 'business' }],
    fixed: true, // a posting's organisation never changes
  }),
};

/** A body of 50 000 characters escaped at worst as `\uXXXX` in JSON, plus the other fields. */
const BODY_LIMIT = OPPORTUNITY_BODY_MAX * 6 + 64 * 1024;

/**
 * Internship postings (`/jobs`) and trainings (`/trainings`), one service for both kinds:
 * - `GET /jobs`, `GET /trainings`: anyone; postings open for recruitment, every filter of the contract; `state`
 *   `all`/`expired` for the owner (`business=<self>`) and admins; `internId` (the intern themself, admins):
 *   matched mode, each posting with its `match`, best first. Public answers are cached per content version
 *   and day (ETag and 304).
 * - `GET /jobs/:id`, `GET /trainings/:id`: anyone.
 * - `POST`, `PUT /:id`, `DELETE /:id`: organisations for themselves, admins for any organisation (`business`).
 * - `GET /jobs/:id/matches`, `GET /trainings/:id/matches`: interns ranked for the posting (owner, admins).
 * - `GET /jobs/intern/:internId/matches`: internship postings ranked for the intern (the intern, admins).
 */
export async function opportunitiesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.opportunities;
  const security = [{ bearer: [] }];
  const jobList = success(ZJobList);
  const trainingList = success(ZTrainingList);
  const jobMatches = success(ZJobMatches);
  const internMatches = success(ZInternMatches);
  /**
   * Matches (the three endpoints and the lists' matched mode), cached apart from the public answers (so the many
   * per-posting and per-intern keys never push those out), bounded, under the match version
   * (`service.matchVersion()`: postings, every data write, the day). Served only after the route's own
   * permission check (`service.mayReadMatches`): the answer is the same for every caller allowed to see it.
   */
  const matchCache = createResponseCache(1000, 32 * 1024 * 1024);
  const cachedMatches = async (
    req: Parameters<typeof matchCache.send>[0],
    reply: Parameters<typeof matchCache.send>[1],
    opts: {
      key: string;
      schema: z.ZodType;
      check: () => Promise<void>;
      produce: () => Promise<unknown>;
    },
  ) => {
    const version = service.matchVersion(); // read before the data (content-version.ts)
    await opts.check();
    return matchCache.send(req, reply, {
      key: opts.key,
      version,
      schema: opts.schema,
      produce: opts.produce,
    });
  };
  app.addHook('onClose', async () => matchCache.clear());

  /* ---- Internship postings ---- */
  {
    const tags = ['jobs'];
    app.get(
      '/jobs',
      {
        schema: { tags, querystring: ZJobListQuery, response: responses(ZJobList) },
        preValidation: [...guardFor('opportunity', 'list'), optionalSession],
      },
      async (req, reply) => {
        const { internId } = req.query;
        if (internId)
          return cachedMatches(req, reply, {
            key: `jobs?${stableKey(req.query)}`,
            schema: jobList,
            check: () => service.mayReadMatches.list('JOB', req.actor, { ...req.query, internId }),
            produce: async () => ok(await service.listJobs(req.actor, req.query)),
          });
        return service.isPublicQuery(req.query)
          ? app.responseCache.send(req, reply, {
              key: `jobs?${stableKey(req.query)}`,
              version: service.version(),
              schema: jobList,
              produce: async () => ok(await service.listJobs(req.actor, req.query)),
            })
          : ok(await service.listJobs(req.actor, req.query));
      },
    );
    app.get(
      '/jobs/intern/:internId/matches',
      {
        schema: {
          tags,
          security,
          params: ZInternIdParam,
          querystring: ZJobMatchQuery,
          response: responses(ZJobMatches),
        },
        preValidation: guardFor('opportunity', 'internMatches', {
          owners: ownerIsParam('internId', 'intern'),
        }),
      },
      async (req, reply) =>
        cachedMatches(req, reply, {
          key: `jobs/intern/${req.params.internId}/matches?${stableKey(req.query)}`,
          schema: jobMatches,
          check: () => service.mayReadMatches.intern(actorOf(req), req.params.internId),
          produce: async () =>
            ok(await service.internJobMatches(actorOf(req), req.params.internId, req.query)),
        }),
    );
    app.get(
      '/jobs/:id',
      {
        schema: { tags, params: ZOpportunityIdParam, response: responses(ZJobResult) },
        preValidation: guardFor('opportunity', 'read'),
      },
      async (req) => ok(await service.getJob(req.actor, req.params.id)),
    );
    app.get(
      '/jobs/:id/matches',
      {
        schema: {
          tags,
          security,
          params: ZOpportunityIdParam,
          querystring: ZMatchQuery,
          response: responses(ZInternMatches),
        },
        preValidation: guardFor('opportunity', 'matches', owners),
      },
      async (req, reply) =>
        cachedMatches(req, reply, {
          key: `jobs/${req.params.id}/matches?${stableKey(req.query)}`,
          schema: internMatches,
          check: () => service.mayReadMatches.posting('JOB', actorOf(req), req.params.id),
          produce: async () => ok(await service.jobMatches(actorOf(req), req.params.id, req.query)),
        }),
    );
    app.post(
      '/jobs',
      {
        schema: { tags, security, body: ZJobWrite, response: responses(ZJobResult) },
        preValidation: guardFor('opportunity', 'create'),
        bodyLimit: BODY_LIMIT,
      },
      async (req) => ok(await service.createJob(actorOf(req), req.body)),
    );
    app.put(
      '/jobs/:id',
      {
        schema: {
          tags,
          security,
          params: ZOpportunityIdParam,
          body: ZJobWrite,
          response: responses(ZJobResult),
        },
        preValidation: guardFor('opportunity', 'update', owners),
        bodyLimit: BODY_LIMIT,
      },
      async (req) => ok(await service.updateJob(actorOf(req), req.params.id, req.body)),
    );
    app.delete(
      '/jobs/:id',
      {
        schema: { tags, security, params: ZOpportunityIdParam, response: responses(ZJobResult) },
        preValidation: guardFor('opportunity', 'delete', owners),
      },
      async (req) => ok(await service.removeJob(actorOf(req), req.params.id)),
    );
  }

  /* ---- Trainings ---- */
  {
    const tags = ['trainings'];
    app.get(
      '/trainings',
      {
        schema: { tags, querystring: ZTrainingListQuery, response: responses(ZTrainingList) },
        preValidation: [...guardFor('opportunity', 'list'), optionalSession],
      },
      async (req, reply) => {
        const { internId } = req.query;
        if (internId)
          return cachedMatches(req, reply, {
            key: `trainings?${stableKey(req.query)}`,
            schema: trainingList,
            check: () => service.mayReadMatches.list('TRAINING', req.actor, { ...req.query, internId }),
            produce: async () => ok(await service.listTrainings(req.actor, req.query)),
          });
        return service.isPublicQuery(req.query)
          ? app.responseCache.send(req, reply, {
              key: `trainings?${stableKey(req.query)}`,
              version: service.version(),
              schema: trainingList,
              produce: async () => ok(await service.listTrainings(req.actor, req.query)),
            })
          : ok(await service.listTrainings(req.actor, req.query));
      },
    );
    app.get(
      '/trainings/:id',
      {
        schema: { tags, params: ZOpportunityIdParam, response: responses(ZTrainingResult) },
        preValidation: guardFor('opportunity', 'read'),
      },
      async (req) => ok(await service.getTraining(req.actor, req.params.id)),
    );
    app.get(
      '/trainings/:id/matches',
      {
        schema: {
          tags,
          security,
          params: ZOpportunityIdParam,
          querystring: ZMatchQuery,
          response: responses(ZInternMatches),
        },
        preValidation: guardFor('opportunity', 'matches', owners),
      },
      async (req, reply) =>
        cachedMatches(req, reply, {
          key: `trainings/${req.params.id}/matches?${stableKey(req.query)}`,
          schema: internMatches,
          check: () => service.mayReadMatches.posting('TRAINING', actorOf(req), req.params.id),
          produce: async () => ok(await service.trainingMatches(actorOf(req), req.params.id, req.query)),
        }),
    );
    app.post(
      '/trainings',
      {
        schema: { tags, security, body: ZTrainingWrite, response: responses(ZTrainingResult) },
        preValidation: guardFor('opportunity', 'create'),
        bodyLimit: BODY_LIMIT,
      },
      async (req) => ok(await service.createTraining(actorOf(req), req.body)),
    );
    app.put(
      '/trainings/:id',
      {
        schema: {
          tags,
          security,
          params: ZOpportunityIdParam,
          body: ZTrainingWrite,
          response: responses(ZTrainingResult),
        },
        preValidation: guardFor('opportunity', 'update', owners),
        bodyLimit: BODY_LIMIT,
      },
      async (req) => ok(await service.updateTraining(actorOf(req), req.params.id, req.body)),
    );
    app.delete(
      '/trainings/:id',
      {
        schema: { tags, security, params: ZOpportunityIdParam, response: responses(ZTrainingResult) },
        preValidation: guardFor('opportunity', 'delete', owners),
      },
      async (req) => ok(await service.removeTraining(actorOf(req), req.params.id)),
    );
  }
}
