import type { FastifyInstance } from 'fastify';
import {
  ARTICLE_PHOTO_FIELD,
  ZArticleIdParam,
  ZArticleList,
  ZArticleListQuery,
  ZArticleResult,
  ZArticleWrite,
} from '@praktika/contracts/articles';
import { MB } from '@praktika/contracts/files';
import { endpoints } from '../../platform/http/endpoints.ts';
import { stableKey } from '../../platform/http/cached-json.ts';
import { actorOf } from '../../platform/auth/guard.ts';
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
export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.articles;
  const route = endpoints(app, { tags: ['articles'] });
  await registerUploads(app);

  route.get(
    '/articles',
    {
      guard: ['article', 'list'],
      querystring: ZArticleListQuery,
      response: ZArticleList,
      cache: { key: (req) => `articles?${stableKey(req.query)}`, version: () => service.version() },
    },
    (req) => service.list(req.actor, req.query),
  );
  route.get(
    '/articles/:articleId',
    { guard: ['article', 'read'], params: ZArticleIdParam, response: ZArticleResult },
    (req) => service.get(req.actor, req.params.articleId),
  );
  route.post(
    '/articles',
    {
      guard: ['article', 'create'],
      body: ZArticleWrite,
      response: ZArticleResult,
      options: { bodyLimit: ARTICLE_BODY_LIMIT },
    },
    (req) => service.create(actorOf(req), req.body),
  );
  route.put(
    '/articles/:articleId',
    {
      guard: ['article', 'update'],
      params: ZArticleIdParam,
      body: ZArticleWrite,
      response: ZArticleResult,
      options: { bodyLimit: ARTICLE_BODY_LIMIT },
    },
    (req) => service.update(actorOf(req), req.params.articleId, req.body),
  );
  route.put(
    '/articles/:articleId/photo',
    {
      guard: ['article', 'update'],
      summary: `Set the article's photo: multipart form with the file part "${ARTICLE_PHOTO_FIELD}" (JPEG, PNG or WebP); replaces the old one`,
      consumes: ['multipart/form-data'],
      params: ZArticleIdParam,
      response: ZArticleResult,
      options: { onSend: closeOnRefusedUpload },
    },
    async (req) =>
      service.setPhoto(
        actorOf(req),
        req.params.articleId,
        await readUpload(req, { field: ARTICLE_PHOTO_FIELD }),
      ),
  );
  route.delete(
    '/articles/:articleId',
    { guard: ['article', 'delete'], params: ZArticleIdParam, response: ZArticleResult },
    (req) => service.remove(actorOf(req), req.params.articleId),
  );
}
