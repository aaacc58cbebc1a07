import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, zPaged } from '@praktika/contracts/common';
import {
  CATALOGUES,
  catalogueItemSchema,
  catalogueListQuerySchema,
  catalogueWriteSchema,
  type CatalogueDef,
} from '@praktika/contracts/catalogues';
import { guardFor } from '../../platform/auth/policy.ts';
import { stableKey } from '../../platform/http/cached-json.ts';
import { ok, responses, success } from '../../platform/http/envelope.ts';

/** One set of routes per catalogue, all driven by the CATALOGUES table; who may is the policy's `catalogue` row. */
export async function cataloguesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.catalogues;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = (action: 'list' | 'read' | 'create' | 'update' | 'delete') => guardFor('catalogue', action);

  for (const def of CATALOGUES as readonly CatalogueDef[]) {
    const item = catalogueItemSchema(def);
    const one = z.object({ [def.one]: item });
    const list = z.object({ [def.path]: zPaged(item) });
    const listResponse = success(list);
    const body = catalogueWriteSchema(def);
    const tags = ['catalogues'];
    const security = [{ bearer: [] }];

    r.get(
      `/${def.path}`,
      {
        schema: {
          tags,
          summary: `List ${def.path}`,
          querystring: catalogueListQuerySchema(def),
          response: responses(list),
        },
        preValidation: guard('list'),
      },
      // Served from the in-process catalogue cache, serialised and compressed once per version, with an ETag.
      async (request, reply) =>
        app.responseCache.send(request, reply, {
          key: `${def.path}?${stableKey(request.query)}`,
          version: String(service.generation(def)),
          schema: listResponse,
          produce: async () => ok({ [def.path]: await service.list(def, request.query) }),
        }),
    );

    r.get(
      `/${def.path}/:id`,
      {
        schema: { tags, summary: `Get one of ${def.path}`, params: ZIdParam, response: responses(one) },
        preValidation: guard('read'),
      },
      async (request) => ok({ [def.one]: await service.get(def, request.params.id) }),
    );

    r.post(
      `/${def.path}`,
      {
        schema: { tags, summary: `Create one of ${def.path}`, security, body, response: responses(one, 201) },
        preValidation: guard('create'),
      },
      async (request, reply) =>
        reply.code(201).send(ok({ [def.one]: await service.create(def, request.body) })),
    );

    r.put(
      `/${def.path}/:id`,
      {
        schema: {
          tags,
          summary: `Update one of ${def.path}`,
          security,
          params: ZIdParam,
          body,
          response: responses(one),
        },
        preValidation: guard('update'),
      },
      async (request) => ok({ [def.one]: await service.update(def, request.params.id, request.body) }),
    );

    r.delete(
      `/${def.path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete one of ${def.path}`,
          security,
          params: ZIdParam,
          response: responses(one),
        },
        preValidation: guard('delete'),
      },
      async (request) => ok({ [def.one]: await service.remove(def, request.params.id) }),
    );
  }
}
