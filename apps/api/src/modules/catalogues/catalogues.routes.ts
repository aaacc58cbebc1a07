import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZIdParam, zPaged } from '@praktika/contracts/common';
import {
  CATALOGUES,
  catalogueItemSchema,
  catalogueListQuerySchema,
  catalogueWriteSchema,
  type CatalogueDef,
} from '@praktika/contracts/catalogues';
import { stableKey } from '../../platform/http/cached-json.ts';
import { endpoints } from '../../platform/http/endpoints.ts';

/** One set of routes per catalogue, all driven by the CATALOGUES table; who may is the policy's `catalogue` row. */
export async function cataloguesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.catalogues;
  const route = endpoints(app, { tags: ['catalogues'] });

  for (const def of CATALOGUES as readonly CatalogueDef[]) {
    const item = catalogueItemSchema(def);
    const one = z.object({ [def.one]: item });
    const list = z.object({ [def.path]: zPaged(item) });
    const body = catalogueWriteSchema(def);

    route.get(
      `/${def.path}`,
      {
        guard: ['catalogue', 'list'],
        summary: `List ${def.path}`,
        querystring: catalogueListQuerySchema(def),
        response: list,
        // Served from the in-process catalogue cache, serialised and compressed once per version, with an ETag.
        cache: {
          key: (request) => `${def.path}?${stableKey(request.query)}`,
          version: () => String(service.generation(def)),
        },
      },
      async (request) => ({ [def.path]: await service.list(def, request.query) }),
    );

    route.get(
      `/${def.path}/:id`,
      { guard: ['catalogue', 'read'], summary: `Get one of ${def.path}`, params: ZIdParam, response: one },
      async (request) => ({ [def.one]: await service.get(def, request.params.id) }),
    );

    route.post(
      `/${def.path}`,
      {
        guard: ['catalogue', 'create'],
        summary: `Create one of ${def.path}`,
        body,
        response: one,
        status: 201,
      },
      async (request) => ({ [def.one]: await service.create(def, request.body) }),
    );

    route.put(
      `/${def.path}/:id`,
      {
        guard: ['catalogue', 'update'],
        summary: `Update one of ${def.path}`,
        params: ZIdParam,
        body,
        response: one,
      },
      async (request) => ({ [def.one]: await service.update(def, request.params.id, request.body) }),
    );

    route.delete(
      `/${def.path}/:id`,
      {
        guard: ['catalogue', 'delete'],
        summary: `Delete one of ${def.path}`,
        params: ZIdParam,
        response: one,
      },
      async (request) => ({ [def.one]: await service.remove(def, request.params.id) }),
    );
  }
}
