import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OPPORTUNITY_BODY_MAX,
  ZInternIdParam,
  ZInternMatches,
  ZJobMatches,
  ZJobMatchQuery,
  ZMatchQuery,
  ZOpportunityIdParam,
} from '@praktika/contracts/opportunities';
import { ok, responses, success } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { createResponseCache, stableKey } from '../../platform/http/cached-json.ts';
import { actorOf, optionalSession } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownerIsParam, ownersFromRow } from '../../platform/auth/ownership.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import {
  JOB_POSTINGS,
  TRAININGS,
  type OpportunityDefinition,
  type OpportunityListQuery,
} from './opportunities.definitions.ts';

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
 * Internship postings (`/jobs`) and trainings (`/trainings`), one service for both kinds, the same routes
 * registered for each from its definition (opportunities.definitions.ts):
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

  /**
   * The routes of one kind from its definition (opportunities.definitions.ts), in this order: list, `alongside`
   * (the kind's own routes, registered here so the OpenAPI document lists them where they always were), one,
   * its matches, create, replace, delete.
   */
  function registerKind<TQuery extends OpportunityListQuery, TWrite, TList, TResult>(
    def: OpportunityDefinition<TQuery, TWrite, TList, TResult>,
    alongside?: (tags: string[]) => void,
  ): void {
    const { kind, collection, validated } = def;
    const path = `/${collection}`;
    const tags = [collection];
    const { query, write, list, result } = def.schemas;
    const operations = def.operations(service);
    const listed = success(list);
    const route = endpoints(fastify, { tags });
    // The list (an optional session, three ways to answer) and the matches (their own cache) write their answers
    // themselves: registered directly.
    app.get(
      path,
      {
        schema: { tags, querystring: query, response: responses(list) },
        preValidation: [...guardFor('opportunity', 'list'), optionalSession],
      },
      async (req, reply) => {
        const q = validated.query(req.query);
        const { internId } = q;
        if (internId)
          return cachedMatches(req, reply, {
            key: `${collection}?${stableKey(q)}`,
            schema: listed,
            check: () => service.mayReadMatches.list(kind, req.actor, { ...q, internId }),
            produce: async () => ok(await operations.list(req.actor, q)),
          });
        return service.isPublicQuery(q)
          ? app.responseCache.send(req, reply, {
              key: `${collection}?${stableKey(q)}`,
              version: service.version(),
              schema: listed,
              produce: async () => ok(await operations.list(req.actor, q)),
            })
          : ok(await operations.list(req.actor, q));
      },
    );
    alongside?.(tags);
    route.get(
      `${path}/:id`,
      { guard: ['opportunity', 'read'], params: ZOpportunityIdParam, response: result },
      (req) => operations.get(req.actor, req.params.id),
    );
    app.get(
      `${path}/:id/matches`,
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
          key: `${collection}/${req.params.id}/matches?${stableKey(req.query)}`,
          schema: internMatches,
          check: () => service.mayReadMatches.posting(kind, actorOf(req), req.params.id),
          produce: async () => ok(await operations.matches(actorOf(req), req.params.id, req.query)),
        }),
    );
    route.post(
      path,
      { guard: ['opportunity', 'create'], body: write, response: result, options: { bodyLimit: BODY_LIMIT } },
      (req) => operations.create(actorOf(req), validated.body(req.body)),
    );
    route.put(
      `${path}/:id`,
      {
        guard: ['opportunity', 'update', owners],
        params: ZOpportunityIdParam,
        body: write,
        response: result,
        options: { bodyLimit: BODY_LIMIT },
      },
      (req) => operations.update(actorOf(req), req.params.id, validated.body(req.body)),
    );
    route.delete(
      `${path}/:id`,
      { guard: ['opportunity', 'delete', owners], params: ZOpportunityIdParam, response: result },
      (req) => operations.remove(actorOf(req), req.params.id),
    );
  }

  registerKind(JOB_POSTINGS, (tags) => {
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
  });
  registerKind(TRAININGS);
}
