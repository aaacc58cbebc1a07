import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  BANNER_PHOTOS_MAX,
  BANNER_PHOTO_FIELD,
  ZBannerCreate,
  ZBannerList,
  ZBannerListQuery,
  ZBannerResult,
  ZBannerUpdate,
} from '@praktika/contracts/banners';
import { ok, responses, success } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { stableKey } from '../../platform/http/cached-json.ts';
import { actorOf, optionalSession } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { closeOnRefusedUpload, readUploads, registerUploads } from '../../platform/files/upload-request.ts';

/**
 * The home page's slider: `GET /banners` and `GET /banners/:id` (anyone; active banners only, admins see all),
 * `POST`, `PUT /:id` (with `deletedPhotos`) and `DELETE /:id` (admins, JSON), and `PUT /banners/:id/photo`
 * (admins; multipart with one or more file parts `photo`, appended to the slides, at most 5 per banner).
 */
export async function bannersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.banners;
  const tags = ['banners'];
  const listResponse = success(ZBannerList);
  await registerUploads(app);

  app.get(
    '/banners',
    {
      schema: { tags, querystring: ZBannerListQuery, response: responses(ZBannerList) },
      // Public, but admins see inactive banners too: read the session when one is sent.
      preValidation: [...guardFor('banner', 'list'), optionalSession],
    },
    // Cached per content version (ETag and 304, compressed once): one answer for everyone who sees active
    // banners only (their `active` is ignored), others per query for those who also see inactive ones.
    async (req, reply) => {
      const all = service.seesInactive(req.actor);
      const query = all ? req.query : { ...req.query, active: undefined };
      return app.responseCache.send(req, reply, {
        key: `banners${all ? ':all' : ''}?${stableKey(query)}`,
        version: service.version(),
        schema: listResponse,
        produce: async () => ok(await service.list(req.actor, req.query)),
      });
    },
  );
  app.get(
    '/banners/:id',
    {
      schema: { tags, params: ZIdParam, response: responses(ZBannerResult) },
      preValidation: [...guardFor('banner', 'read'), optionalSession],
    },
    async (req) => ok(await service.get(req.actor, req.params.id)),
  );

  const route = endpoints(fastify, { tags });
  route.post(
    '/banners',
    { guard: ['banner', 'create'], body: ZBannerCreate, response: ZBannerResult },
    (req) => service.create(actorOf(req), req.body),
  );
  route.put(
    '/banners/:id',
    { guard: ['banner', 'update'], params: ZIdParam, body: ZBannerUpdate, response: ZBannerResult },
    (req) => service.update(actorOf(req), req.params.id, req.body),
  );
  route.put(
    '/banners/:id/photo',
    {
      guard: ['banner', 'update'],
      summary: `Add photos to the banner: multipart form with one or more file parts "${BANNER_PHOTO_FIELD}" (JPEG, PNG or WebP), at most ${BANNER_PHOTOS_MAX} per banner`,
      consumes: ['multipart/form-data'],
      params: ZIdParam,
      response: ZBannerResult,
      options: { onSend: closeOnRefusedUpload },
    },
    (req) =>
      service.addPhotos(
        actorOf(req),
        req.params.id,
        readUploads(req, { field: BANNER_PHOTO_FIELD, max: BANNER_PHOTOS_MAX }),
      ),
  );
  route.delete(
    '/banners/:id',
    { guard: ['banner', 'delete'], params: ZIdParam, response: ZBannerResult },
    (req) => service.remove(actorOf(req), req.params.id),
  );
}
