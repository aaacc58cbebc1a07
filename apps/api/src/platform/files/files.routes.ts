import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ZIdParam } from '@praktika/contracts/common';
import { FILE_KINDS, MAX_FILE_BYTES, ZFileResult, ZFileUploadFields } from '@praktika/contracts/files';
import { guardFor } from '../auth/policy.ts';
import { actorOf, readActor } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import { ok, responses } from '../http/envelope.ts';
import type { FileRow } from './files.schema.ts';

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

/** The session if one is sent (a bad one is still 401): downloads of public kinds need none. */
async function optionalSession(request: FastifyRequest): Promise<void> {
  request.actor = await readActor(request);
}

/**
 * Files: `POST /api/files` (multipart: the form field `kind` first, then the file part `file`), `GET
 * /api/files/:id` (download, with Range) and `DELETE /api/files/:id`. The rules are in files.service.ts.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.files;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const security = [{ bearer: [] }];

  // The parser's cap sits one byte above the largest kind's limit, so the service's per-kind check always
  // speaks first (413 naming the kind's limit); one file and one field per request.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 1, fieldSize: 100, parts: 2, headerPairs: 50 },
  });

  r.post(
    '/files',
    {
      schema: {
        tags,
        security,
        summary: `Upload a file: multipart form with the field "kind" (${Object.keys(FILE_KINDS).join(', ')}) first, then the file part "file"`,
        consumes: ['multipart/form-data'],
        response: responses(ZFileResult),
      },
      preValidation: guardFor('file', 'upload'),
      // A refused upload is answered before its body has arrived: close the connection rather than read and
      // discard the rest (a 100 MB body to a 10 MB kind would otherwise be drained after the 413).
      onSend: async (request, reply) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'file', issue: 'required' }]);
      const kindField = part.fields.kind;
      const kind =
        kindField && !Array.isArray(kindField) && kindField.type === 'field' ? kindField.value : undefined;
      const fields = ZFileUploadFields.parse({ kind });
      const file = await service.upload(actorOf(request), {
        kind: fields.kind,
        // Browsers escape `"`, CR and LF in multipart file names (WHATWG): undo that; the service sanitises.
        filename: part.filename.replace(/%22/g, '"').replace(/%0D|%0A/gi, ' '),
        stream: part.file,
      });
      return ok({ file });
    },
  );

  r.get(
    '/files/:id',
    {
      schema: {
        tags,
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

  r.delete(
    '/files/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a file (owner or admin); its bytes are removed after the change commits',
        params: ZIdParam,
        response: responses(ZFileResult),
      },
      preValidation: guardFor('file', 'delete'),
    },
    async (request) => ok({ file: await service.remove(actorOf(request), request.params.id) }),
  );
}
