import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
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
import { requireRole } from '../../platform/auth/guard.ts';
import { ok, responses } from '../../platform/http/envelope.ts';
import { CATALOGUE_PERMISSIONS, type CatalogueAction } from './catalogues.policy.ts';
import { createCatalogueRepo } from './catalogues.repo.ts';
import { createCatalogueService, type CatalogueService } from './catalogues.service.ts';

export interface CataloguesRoutesOptions {
  /** Tests may pass their own; by default built on the app's database. */
  service?: CatalogueService;
}

/** Runs before body validation, so a visitor learns nothing about the body's shape (401/403 first). */
function guard(action: CatalogueAction): preValidationAsyncHookHandler[] {
  const allowed = CATALOGUE_PERMISSIONS[action] as 'public' | Parameters<typeof requireRole>;
  return allowed === 'public' ? [] : [requireRole(...allowed)];
}

/** One set of routes per catalogue, all driven by the CATALOGUES table. */
export async function cataloguesRoutes(
  app: FastifyInstance,
  opts: CataloguesRoutesOptions = {},
): Promise<void> {
  const db = app.database.db;
  const service = opts.service ?? createCatalogueService({ db, repo: createCatalogueRepo(db) });
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const def of CATALOGUES as readonly CatalogueDef[]) {
    const item = catalogueItemSchema(def);
    const one = z.object({ [def.one]: item });
    const list = z.object({ [def.path]: zPaged(item) });
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
      async (request) => ok({ [def.path]: await service.list(def, request.query) }),
    );

    r.get(
      `/${def.path}/:id`,
      {
        schema: { tags, summary: `Get one of ${def.path}`, params: ZIdParam, response: responses(one) },
        preValidation: guard('get'),
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
