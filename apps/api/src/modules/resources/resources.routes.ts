import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZResourceList,
  ZResourceListQuery,
  ZResourceResult,
  ZResourceWrite,
} from '@praktika/contracts/resources';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { stableKey } from '../../platform/http/cached-json.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { formBody } from '../../platform/files/form-body.ts';
import { registerUploads } from '../../platform/files/upload-request.ts';

/**
 * The resource library: `GET /resources` (anyone; no links or files), `GET /resources/:id` (signed in; with the
 * link or the file), `POST`, `PUT /:id` and `DELETE /:id` (admins). Writes take JSON with the id of a file
 * uploaded first through `POST /api/files` (kind resourceFile), or form data (RC §7) with the file part `file`
 * (platform/files/form-body.ts): the same body, rules and answer.
 */
export async function resourcesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.resources;
  const tags = ['resources'];
  const signedIn = { security: [{ bearer: [] }] };
  const form = formBody({
    files: app.services.files,
    schema: ZResourceWrite,
    fileFields: { file: 'resourceFile' },
  });
  const consumes = ['application/json', 'multipart/form-data'];
  await registerUploads(app);

  const route = endpoints(fastify, { tags });
  route.get(
    '/resources',
    {
      guard: ['resource', 'list'],
      querystring: ZResourceListQuery,
      response: ZResourceList,
      // The same answer for everyone the guard lets through: cached per content version (ETag, compressed once).
      cache: { key: (req) => `resources?${stableKey(req.query)}`, version: () => service.version() },
    },
    (req) => service.list(req.actor, req.query),
  );
  route.get(
    '/resources/:id',
    { guard: ['resource', 'read'], params: ZIdParam, response: ZResourceResult },
    (req) => service.get(actorOf(req), req.params.id),
  );
  // Writes take JSON or form data: registered directly, the form's hooks after the guard (endpoints.ts takes no hooks).
  app.post(
    '/resources',
    {
      schema: { tags, ...signedIn, consumes, body: ZResourceWrite, response: responses(ZResourceResult) },
      ...form.hooks(guardFor('resource', 'create')),
    },
    async (req) => ok(await service.create(actorOf(req), req.body)),
  );
  app.put(
    '/resources/:id',
    {
      schema: {
        tags,
        ...signedIn,
        consumes,
        params: ZIdParam,
        body: ZResourceWrite,
        response: responses(ZResourceResult),
      },
      ...form.hooks(guardFor('resource', 'update')),
    },
    async (req) => ok(await service.update(actorOf(req), req.params.id, req.body)),
  );
  route.delete(
    '/resources/:id',
    { guard: ['resource', 'delete'], params: ZIdParam, response: ZResourceResult },
    (req) => service.remove(actorOf(req), req.params.id),
  );
}
