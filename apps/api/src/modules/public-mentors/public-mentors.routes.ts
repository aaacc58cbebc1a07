import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZPublicMentorList,
  ZPublicMentorListQuery,
  ZPublicMentorResult,
  ZPublicMentorWrite,
} from '@praktika/contracts/public-mentors';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { stableKey } from '../../platform/http/cached-json.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { formBody } from '../../platform/files/form-body.ts';
import { registerUploads } from '../../platform/files/upload-request.ts';

/**
 * The public mentors of the mentorship page: `GET /publicmentors` and `GET /publicmentors/:id` (anyone), `POST`,
 * `PUT /:id` and `DELETE /:id` (admins). Writes take JSON with the id of a photo uploaded first through
 * `POST /api/files` (kind publicMentorPhoto), or form data (RC §7) with the file part `photo`
 * (platform/files/form-body.ts): the same body, rules and answer.
 */
export async function publicMentorsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.publicMentors;
  const tags = ['publicMentors'];
  const signedIn = { security: [{ bearer: [] }] };
  const form = formBody({
    files: app.services.files,
    schema: ZPublicMentorWrite,
    fileFields: { photo: 'publicMentorPhoto' },
  });
  const consumes = ['application/json', 'multipart/form-data'];
  await registerUploads(app);

  const route = endpoints(fastify, { tags });
  route.get(
    '/publicmentors',
    {
      guard: ['publicMentor', 'list'],
      querystring: ZPublicMentorListQuery,
      response: ZPublicMentorList,
      // The same answer for everyone: cached per content version (ETag and 304, compressed once).
      cache: { key: (req) => `publicmentors?${stableKey(req.query)}`, version: () => service.version() },
    },
    (req) => service.list(req.actor, req.query),
  );
  route.get(
    '/publicmentors/:id',
    { guard: ['publicMentor', 'read'], params: ZIdParam, response: ZPublicMentorResult },
    (req) => service.get(req.actor, req.params.id),
  );
  // Writes take JSON or form data: registered directly, the form's hooks after the guard (endpoints.ts takes no hooks).
  app.post(
    '/publicmentors',
    {
      schema: {
        tags,
        ...signedIn,
        consumes,
        body: ZPublicMentorWrite,
        response: responses(ZPublicMentorResult),
      },
      ...form.hooks(guardFor('publicMentor', 'create')),
    },
    async (req) => ok(await service.create(actorOf(req), req.body)),
  );
  app.put(
    '/publicmentors/:id',
    {
      schema: {
        tags,
        ...signedIn,
        consumes,
        params: ZIdParam,
        body: ZPublicMentorWrite,
        response: responses(ZPublicMentorResult),
      },
      ...form.hooks(guardFor('publicMentor', 'update')),
    },
    async (req) => ok(await service.update(actorOf(req), req.params.id, req.body)),
  );
  route.delete(
    '/publicmentors/:id',
    { guard: ['publicMentor', 'delete'], params: ZIdParam, response: ZPublicMentorResult },
    (req) => service.remove(actorOf(req), req.params.id),
  );
}
