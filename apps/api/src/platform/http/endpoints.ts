import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { routeAccess, type TAction, type TSubject } from '@praktika/contracts/policy';
import { guardFor } from '../auth/policy.ts';
import type { OwnerLoader } from '../auth/ownership.ts';
import { ok, responses, success } from './envelope.ts';

/**
 * One endpoint as data: its policy row, its schemas and what it answers. `endpoints(app, …)` registers it with
 * everything every route of the API repeats: the guard hooks from the one permission table (`guardFor`), the
 * bearer security in OpenAPI when the row is not public, the response schemas with the error envelope, and the
 * success envelope around what the handler returns. A handler that writes the reply itself (streams, files,
 * downloads) registers with `app.get(…)` as before.
 */

/** A policy row, with the ownership loader (and the other actions that let a caller through) when the path names a record. */
export type GuardSpec = {
  [S in TSubject]:
    | readonly [S, TAction<S>]
    | readonly [S, TAction<S>, { owners?: OwnerLoader; orMay?: readonly TAction<S>[] }];
}[TSubject];

type Maybe = z.ZodType | undefined;
type In<S extends Maybe> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler sees: body, query and params typed from the endpoint's schemas. */
export type EndpointRequest<B extends Maybe, Q extends Maybe, P extends Maybe> = FastifyRequest<{
  Body: In<B>;
  Querystring: In<Q>;
  Params: In<P>;
}>;

export interface EndpointDef<B extends Maybe, Q extends Maybe, P extends Maybe, R extends z.ZodType> {
  guard: GuardSpec;
  summary?: string;
  description?: string;
  body?: B;
  querystring?: Q;
  params?: P;
  /** The schema of `data` in the success envelope. */
  response: R;
  /** The success status (201 for a created record). */
  status?: number;
  consumes?: string[];
  /** Instead of the group's tags. */
  tags?: string[];
  /**
   * The same answer for everyone, cached per content version (ETag and 304, compressed once): `key` names the
   * answer among the others of the route, `version` is the content's current version.
   */
  cache?: { key: (req: EndpointRequest<B, Q, P>) => string; version: () => string };
  /** Other Fastify route options (a larger body limit, an upload's onSend). */
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'onSend' | 'config'>;
}

export type EndpointHandler<B extends Maybe, Q extends Maybe, P extends Maybe, R extends z.ZodType> = (
  req: EndpointRequest<B, Q, P>,
  reply: FastifyReply,
) => Promise<z.input<R>>;

type Register = <
  R extends z.ZodType,
  B extends Maybe = undefined,
  Q extends Maybe = undefined,
  P extends Maybe = undefined,
>(
  url: string,
  def: EndpointDef<B, Q, P, R>,
  handler: EndpointHandler<B, Q, P, R>,
) => void;

export interface Endpoints {
  get: Register;
  post: Register;
  put: Register;
  patch: Register;
  delete: Register;
}

/** The guard hooks and whether OpenAPI lists the route as signed-in, from the policy row. */
function guardOf(spec: GuardSpec) {
  const [subject, action, opts] = spec as readonly [TSubject, string, Parameters<typeof guardFor>[2]?];
  const hooks = guardFor(subject, action as TAction<TSubject>, opts);
  const signedIn = routeAccess(subject, action as TAction<TSubject>).kind !== 'public';
  return { hooks, signedIn };
}

/** Registers endpoints on `app` under `tags` (OpenAPI's grouping). */
export function endpoints(app: FastifyInstance, group: { tags: string[] }): Endpoints {
  const register =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Register =>
    (url, def, handler) => {
      const { hooks, signedIn } = guardOf(def.guard);
      const status = def.status ?? 200;
      const envelope = success(def.response);
      const answer = async (req: FastifyRequest, reply: FastifyReply) => {
        const typed = req as EndpointRequest<never, never, never>;
        if (def.cache) {
          const cache = def.cache;
          return app.responseCache.send(req, reply, {
            key: cache.key(typed),
            version: cache.version(),
            schema: envelope,
            produce: async () => ok(await handler(typed, reply)),
          });
        }
        const data = await handler(typed, reply);
        if (status !== 200) reply.code(status);
        return ok(data);
      };
      app.route({
        method,
        url,
        schema: {
          tags: def.tags ?? group.tags,
          ...(signedIn ? { security: [{ bearer: [] }] } : {}),
          ...(def.summary ? { summary: def.summary } : {}),
          ...(def.description ? { description: def.description } : {}),
          ...(def.consumes ? { consumes: def.consumes } : {}),
          ...(def.params ? { params: def.params } : {}),
          ...(def.querystring ? { querystring: def.querystring } : {}),
          ...(def.body ? { body: def.body } : {}),
          response: responses(def.response, status),
        },
        preValidation: hooks,
        ...def.options,
        handler: answer as RouteHandlerMethod,
      });
    };
  return {
    get: register('GET'),
    post: register('POST'),
    put: register('PUT'),
    patch: register('PATCH'),
    delete: register('DELETE'),
  };
}
