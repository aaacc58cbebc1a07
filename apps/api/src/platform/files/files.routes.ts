import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import { FILE_KINDS, ZFileResult, ZFileUploadFields } from '@praktika/contracts/files';
import { actorOf, optionalSession } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import { endpoints } from '../http/endpoints.ts';
import type { FileRow } from '../../db/schema/files.ts';
import { closeOnRefusedUpload, readUpload, registerUploads } from './upload-request.ts';

/** `Content-Disposition` with an ASCII fallback and the real (sanitised) name in RFC 5987 form. */
export function contentDisposition(file: Pick<FileRow, 'originalName' | 'contentType'>): string {
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(file.originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Files: `POST /api/files` (multipart: the form field `kind` first, then the file part `file`), `GET
 * /api/files/:id` (download, with Range) and `DELETE /api/files/:id`. The rules are in files.service.ts.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.files;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = endpoints(app, { tags: ['files'] });

  // One file and one field per request (upload-request.ts).
  await registerUploads(app);

  route.post(
    '/files',
    {
      guard: ['file', 'upload'],
      summary: `Upload a file: multipart form with the field "kind" (${Object.keys(FILE_KINDS).join(', ')}) first, then the file part "file"`,
      consumes: ['multipart/form-data'],
      response: ZFileResult,
      options: { onSend: closeOnRefusedUpload },
    },
    async (request) => {
      const part = await readUpload(request, { field: 'file' });
      const fields = ZFileUploadFields.parse({ kind: part.field('kind') });
      const file = await service.upload(actorOf(request), {
        kind: fields.kind,
        filename: part.filename,
        stream: part.stream,
      });
      return { file };
    },
  );

  r.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file (public kinds: anyone; others: the owner and admins). Supports Range.',
        params: ZIdParam,
        // 200/206 carry the file's bytes (a stream, not serialised); failures are the envelope.
      },
      preValidation: [optionalSession],
      // Bytes go out as stored: compressing would break ranges, and images and PDFs are compressed already.
      compress: false,
    },
    async (request, reply) => {
      const { file, body, range } = await service
        .download(request.actor, request.params.id, request.headers.range)
        .catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'RANGE_NOT_SATISFIABLE')
            reply.header('content-range', `bytes */${String(err.params?.size ?? '*')}`);
          throw err;
        });
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('etag', `"${file.sha256}"`)
        .header(
          'cache-control',
          FILE_KINDS[file.kind as keyof typeof FILE_KINDS]?.access === 'public'
            ? 'public, max-age=86400'
            : 'private, no-cache',
        );
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', file.size);
      return reply.send(body);
    },
  );

  route.delete(
    '/files/:id',
    {
      guard: ['file', 'delete'],
      summary: 'Delete a file (owner or admin); its bytes are removed after the change commits',
      params: ZIdParam,
      response: ZFileResult,
    },
    async (request) => ({ file: await service.remove(actorOf(request), request.params.id) }),
  );
}
