import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARTICLE_PHOTO_FIELD,
  ZArticleIdParam,
  ZArticleList,
  ZArticleListQuery,
  ZArticleResult,
  ZArticleWrite,
} from '@praktika/contracts/articles';
import { MB } from '@praktika/contracts/files';
import { ok, responses, success } from '../../platform/http/envelope.ts';
import { stableKey } from '../../platform/http/cached-json.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { closeOnRefusedUpload, readUpload, registerUploads } from '../../platform/files/upload-request.ts';

/**
 * A body carries three texts of up to 100 000 characters each: in the worst JSON escaping (control characters
 * as `\uXXXX`) that is 1.8 MB, above the app's 1 MB default.
 */
const ARTICLE_BODY_LIMIT = 2 * MB;

/**
 * Articles: `GET /articles` (anyone; newest first, `type` filter, paged), `GET /articles/:articleId` (anyone),
 * `POST`, `PUT /:articleId` and `DELETE /:articleId` (admins, JSON; texts sanitised by the service), and
 * `PUT /articles/:articleId/photo` (admins; multipart with the file part `photo`; replaces the old photo).
 */
export async function articlesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.articles;
  const tags = ['articles'];
  const security = [{ bearer: [] }];
  const listResponse = success(ZArticleList);
  await registerUploads(app);

  app.get(
    '/articles',
    {
      schema: { tags, querystring: ZArticleListQuery, response: responses(ZArticleList) },
      preValidation: guardFor('article', 'list'),
    },
    // The same answer for everyone: cached per content version (ETag and 304, compressed once).
    async (req, reply) =>
      app.responseCache.send(req, reply, {
        key: `articles?${stableKey(req.query)}`,
        version: service.version(),
        schema: listResponse,
        produce: async () => ok(await service.list(req.actor, req.query)),
      }),
  );
  app.get(
    '/articles/:articleId',
    {
      schema: { tags, params: ZArticleIdParam, response: responses(ZArticleResult) },
      preValidation: guardFor('article', 'read'),
    },
    async (req) => ok(await service.get(req.actor, req.params.articleId)),
  );
  app.post(
    '/articles',
    {
      schema: { tags, security, body: ZArticleWrite, response: responses(ZArticleResult) },
      preValidation: guardFor('article', 'create'),
      bodyLimit: ARTICLE_BODY_LIMIT,
    },
    async (req) => ok(await service.create(actorOf(req), req.body)),
  );
  app.put(
    '/articles/:articleId',
    {
      schema: {
        tags,
        security,
        params: ZArticleIdParam,
        body: ZArticleWrite,
        response: responses(ZArticleResult),
      },
      preValidation: guardFor('article', 'update'),
      bodyLimit: ARTICLE_BODY_LIMIT,
    },
    async (req) => ok(await service.update(actorOf(req), req.params.articleId, req.body)),
  );
  app.put(
    '/articles/:articleId/photo',
    {
      schema: {
        tags,
        security,
        summary: `Set the article's photo: multipart form with the file part "${ARTICLE_PHOTO_FIELD}" (JPEG, PNG or WebP); replaces the old one`,
        consumes: ['multipart/form-data'],
        params: ZArticleIdParam,
        response: responses(ZArticleResult),
      },
      preValidation: guardFor('article', 'update'),
      onSend: closeOnRefusedUpload,
    },
    async (req) => {
      const upload = await readUpload(req, { field: ARTICLE_PHOTO_FIELD });
      return ok(await service.setPhoto(actorOf(req), req.params.articleId, upload));
    },
  );
  app.delete(
    '/articles/:articleId',
    {
      schema: { tags, security, params: ZArticleIdParam, response: responses(ZArticleResult) },
      preValidation: guardFor('article', 'delete'),
    },
    async (req) => ok(await service.remove(actorOf(req), req.params.articleId)),
  );
}
