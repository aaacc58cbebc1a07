import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { SESSION_DAYS_DEFAULT } from '@praktika/contracts/auth';
import { ZIdParam } from '@praktika/contracts/common';
import {
  INTERN_PHOTO_FIELD,
  ZCvPdfBody,
  ZCvPdfQuery,
  ZInternCvResult,
  ZInternReadResult,
  ZInternCvSaveResult,
  ZInternCvWrite,
} from '@praktika/contracts/cv';
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownerIsParam } from '../../platform/auth/ownership.ts';
import { closeOnRefusedUpload, readUpload, registerUploads } from '../../platform/files/upload-request.ts';
import type { CvService } from '../../services.ts';

type SessionKind = Parameters<CvService['save']>[3];

/**
 * The kind of the caller's session (the guard has verified the token already): signed for more than the
 * default length means "remember me".
 */
function sessionKind(req: FastifyRequest): SessionKind {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1]?.trim();
  if (!token) return { remember: false };
  const { exp, iat } = decodeJwt(token);
  return { remember: exp !== undefined && iat !== undefined && exp - iat > SESSION_DAYS_DEFAULT * 86400 };
}

/**
 * The intern's profile, which is its CV (served by the cv module's service): `GET /interns/:id` (the whole CV:
 * the intern and admins), `PUT /interns/:id` (replace it; answers `data.intern` and, for the intern,
 * `data.token`), `PUT /interns/:id/photo` (multipart part `photo`) and `PUT /interns/:id/cv` (the CV as a PDF;
 * `?language=sq|sr|sr-Cyrl|en`, body `{ resumeHtml }` accepted and ignored).
 */
export async function internsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.cv;
  const route = endpoints(fastify, { tags: ['interns'] });
  await registerUploads(app);

  route.get(
    '/interns/:id',
    {
      // Organisations the intern applied to and mentors: the service decides per record.
      guard: [
        'intern',
        'readFull',
        { owners: ownerIsParam('id', 'intern'), orMay: ['readAsHost', 'readAsMentor'] },
      ],
      params: ZIdParam,
      response: ZInternReadResult,
    },
    (req) => service.read(actorOf(req), req.params.id),
  );

  route.put(
    '/interns/:id',
    {
      guard: ['intern', 'update', { owners: ownerIsParam('id', 'intern') }],
      summary:
        'Replace the CV (personal data, education, experience, languages, categories, skills, CV file); the intern also gets a new token',
      params: ZIdParam,
      body: ZInternCvWrite,
      response: ZInternCvSaveResult,
    },
    (req) => service.save(actorOf(req), req.params.id, req.body, sessionKind(req)),
  );

  route.put(
    '/interns/:id/photo',
    {
      guard: ['intern', 'update', { owners: ownerIsParam('id', 'intern') }],
      summary: `Set the intern's photo: multipart form with the file part "${INTERN_PHOTO_FIELD}" (JPEG, PNG or WebP); replaces the old one`,
      consumes: ['multipart/form-data'],
      params: ZIdParam,
      response: ZInternCvResult,
      options: { onSend: closeOnRefusedUpload },
    },
    async (req) =>
      service.setPhoto(actorOf(req), req.params.id, await readUpload(req, { field: INTERN_PHOTO_FIELD })),
  );

  // Writes the PDF itself: the long form.
  app.put(
    '/interns/:id/cv',
    {
      schema: {
        tags: ['interns'],
        security: [{ bearer: [] }],
        summary:
          'The CV as a PDF (application/pdf), in ?language=sq|sr|sr-Cyrl|en or the intern’s e-mail language',
        params: ZIdParam,
        querystring: ZCvPdfQuery,
        body: ZCvPdfBody,
        // 200 carries the PDF's bytes (not serialised); failures are the envelope.
      },
      preValidation: guardFor('intern', 'readFull', { owners: ownerIsParam('id', 'intern') }),
    },
    async (req, reply) => {
      const pdf = await service.pdf(actorOf(req), req.params.id, req.query.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', pdf.disposition)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.body);
    },
  );
}
