import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, zText } from '@praktika/contracts/common';
import {
  ZCertificateCodeParam,
  ZCertificateList,
  ZCertificateListQuery,
  ZCertificateMine,
  ZCertificateResult,
  ZCertificateRevoke,
  ZCertificateVerifyResult,
  ZStatusListParam,
  VERIFICATIONS_PER_MINUTE,
} from '@praktika/contracts/certificates';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { createRateLimiter } from '../../platform/http/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import { readerLanguageFromHeader } from '../../i18n/index.ts';
import { renderVerifyLimitPage, renderVerifyPage, verifyPageLanguage } from './certificates.verify-page.ts';

/**
 * Counts a code verification of the request's client address (on arrival, before validation, so malformed codes
 * count too): the JSON route and the page share one budget of VERIFICATIONS_PER_MINUTE; over it, RATE_LIMITED.
 */
function verificationLimit(app: FastifyInstance): (req: FastifyRequest) => Promise<void> {
  const limiter = createRateLimiter({
    max: VERIFICATIONS_PER_MINUTE,
    windowMs: 60_000,
    now: () => app.tokens.now(),
    store: app.rateLimitStore,
  });
  return (req) => limiter.consume([`ip:${req.ip}:verify`]);
}

const JSON_LD = 'application/ld+json; charset=utf-8';

/**
 * Certificates (issue 20 §1) under /api: `GET /certificates/mine` (interns), `GET /certificates` (admins: status,
 * q), `POST /certificates/:id/revoke` `{ reason }` and `POST /certificates/:id/reissue` (admins),
 * `GET /certificates/verify/:code` (public JSON), and the documents that are not envelopes: the PDF and the signed
 * credential (`/certificates/:id/pdf`, `/certificates/:id/credential`: the holder and admins, 404 for anyone else),
 * the issuer's document (`/certificates/issuer`) and the status lists (`/certificates/status/:listId`), both public.
 */
export async function certificatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.certificates;
  const tags = ['certificates'];
  const route = endpoints(fastify, { tags });

  route.get('/certificates/mine', { guard: ['certificate', 'listMine'], response: ZCertificateMine }, (req) =>
    service.mine(actorOf(req)),
  );
  route.get(
    '/certificates',
    { guard: ['certificate', 'list'], querystring: ZCertificateListQuery, response: ZCertificateList },
    (req) => service.list(actorOf(req), req.query),
  );
  route.post(
    '/certificates/:id/revoke',
    {
      guard: ['certificate', 'revoke'],
      params: ZIdParam,
      body: ZCertificateRevoke,
      response: ZCertificateResult,
    },
    (req) => service.revoke(actorOf(req), req.params.id, req.body.reason),
  );
  route.post(
    '/certificates/:id/reissue',
    { guard: ['certificate', 'reissue'], params: ZIdParam, response: ZCertificateResult },
    (req) => service.reissue(actorOf(req), req.params.id),
  );
  // Rate limited (onRequest): the long form.
  const limitVerification = verificationLimit(fastify);
  app.get(
    '/certificates/verify/:code',
    {
      schema: {
        tags,
        summary:
          'Verify a code: valid, revoked (with the date) or notFound, and only the certificate’s listed fields; ' +
          `${VERIFICATIONS_PER_MINUTE} a minute per client address (with the verify page), then 429`,
        params: ZCertificateCodeParam,
        response: responses(ZCertificateVerifyResult),
      },
      onRequest: limitVerification,
      preValidation: guardFor('certificate', 'verify'),
    },
    async (req) => ok({ verification: await service.verify(req.params.code) }),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'The certificate as a one-page A4 PDF: the request’s language first (Accept-Language; sr-Cyrl: Serbian in Cyrillic), the other two below',
        params: ZIdParam,
        // 200 carries the PDF's bytes; failures are the envelope.
      },
      preValidation: guardFor('certificate', 'download'),
    },
    async (req, reply) => {
      const pdf = await service.pdf(
        actorOf(req),
        req.params.id,
        readerLanguageFromHeader(req.headers['accept-language']),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
  app.get(
    '/certificates/:id/credential',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The certificate as a signed Open Badges 3.0 credential (VC 2.0, eddsa-rdfc-2022 proof)',
        params: ZIdParam,
      },
      preValidation: guardFor('certificate', 'download'),
    },
    async (req, reply) => {
      const credential = await service.credential(actorOf(req), req.params.id);
      return reply
        .header('content-type', JSON_LD)
        .header('content-disposition', `attachment; filename="certificate-${req.params.id}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(credential));
    },
  );
  app.get(
    '/certificates/issuer',
    {
      schema: {
        tags,
        summary: 'The issuer’s controller document: the Ed25519 Multikey that signs certificates (public)',
      },
    },
    async (_req, reply) =>
      reply
        .header('content-type', JSON_LD)
        .header('cache-control', 'public, max-age=300')
        .send(JSON.stringify(await service.issuer())),
  );
  app.get(
    '/certificates/status/:listId',
    {
      schema: {
        tags,
        summary: 'A signed BitstringStatusListCredential (revocation) of the certificates (public)',
        params: ZStatusListParam,
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', JSON_LD)
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(await service.statusList(req.params.listId))),
  );
}

/**
 * `GET /verify/:code` (no /api prefix): the public verify page as server-rendered HTML, for phones and without
 * JavaScript. Registered before the web app's fallback.
 */
export async function verifyPageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.certificates;
  const limitVerification = verificationLimit(fastify);
  app.get(
    '/verify/:code',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'The public verify page (HTML) in ?lng=sq|sr|sr-Cyrl|en, else Accept-Language, else Albanian; ' +
          `${VERIFICATIONS_PER_MINUTE} a minute per client address (with the JSON route), then a 429 page`,
        params: ZCertificateCodeParam,
        querystring: z.object({ lng: zText({ max: 10 }).optional() }),
      },
      // Over the limit: the page saying so in the visitor's language, not the JSON envelope.
      onRequest: async (req, reply) => {
        try {
          await limitVerification(req);
        } catch (err) {
          if (!(err instanceof AppError) || err.code !== 'RATE_LIMITED') throw err;
          const { lng } = req.query as { lng?: unknown };
          const lang = verifyPageLanguage(
            typeof lng === 'string' ? lng : undefined,
            req.headers['accept-language'],
          );
          const { code } = req.params as { code?: unknown };
          return reply
            .code(429)
            .header('content-type', 'text/html; charset=utf-8')
            .header('content-language', lang)
            .header('cache-control', 'no-store')
            .header('vary', 'Accept-Language')
            .send(renderVerifyLimitPage(lang, typeof code === 'string' ? code : ''));
        }
      },
    },
    async (req, reply) => {
      const lang = verifyPageLanguage(req.query.lng, req.headers['accept-language']);
      const verification = await service.verify(req.params.code);
      return reply
        .code(verification.status === 'notFound' ? 404 : 200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', lang)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language')
        .send(renderVerifyPage(verification, lang, req.params.code));
    },
  );
}
