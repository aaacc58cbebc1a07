import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@praktika/contracts/files';
import { AppError } from '../errors.ts';
import { sanitiseFileName } from './upload-checks.ts';

/**
 * Reading uploads from multipart requests: ONE place for every route that takes files (`POST /api/files`, the
 * article and banner photos, later areas). The bytes are streamed to the files service (`files.upload`), which
 * checks the kind's type and size (415/413); this part answers 415 for a request that is not multipart and 400
 * `required` on the field when the file part is missing or named otherwise.
 */

/** One file part: its sanitised name, its bytes as a stream, and the form fields sent before it. */
export interface UploadPart {
  filename: string;
  stream: Readable;
  /** A text field sent before the file part, if any. */
  field(name: string): string | undefined;
}

/**
 * Registers the multipart parser in the calling plugin's scope. The file-size cap sits one byte above the largest
 * kind's limit, so the files service's per-kind check always speaks first (413 naming the kind's limit); routes
 * raise the number of files per request when they take several (`readUploads`).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 1, fieldSize: 100, parts: 2, headerPairs: 50 },
  });
}

/**
 * `onSend` for upload routes: a refused upload is answered before its body has arrived, so close the connection
 * rather than read and discard the rest (a 100 MB body to a 10 MB kind would otherwise be drained after the 413).
 */
export async function closeOnRefusedUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
}

const required = (field: string) =>
  new AppError('VALIDATION_ERROR', undefined, [{ field, issue: 'required' }]);

function toUploadPart(part: MultipartFile): UploadPart {
  return {
    // Browsers escape `"`, CR and LF in multipart file names (WHATWG): undo that, then sanitise.
    filename: sanitiseFileName(part.filename.replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ')),
    stream: part.file,
    field(name) {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
    },
  };
}

/** The one file part `field` of a multipart request (415 if not multipart, 400 if that part is missing). */
export async function readUpload(request: FastifyRequest, opts: { field: string }): Promise<UploadPart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const part = await request.file();
  if (!part || part.fieldname !== opts.field) throw required(opts.field);
  return toUploadPart(part);
}

/**
 * The file parts `field` of a multipart request, one after the other: each must be consumed (stored) before the
 * next arrives. At most `max` + 1 are parsed, so the caller sees one too many and can refuse it with its own
 * issue; no file at all is 400 `required` on `field` (415 if the request is not multipart).
 */
export async function* readUploads(
  request: FastifyRequest,
  opts: { field: string; max: number },
): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let count = 0;
  for await (const part of request.files({ limits: { files: opts.max + 1, parts: opts.max + 2 } })) {
    if (part.fieldname !== opts.field) throw required(opts.field);
    count += 1;
    yield toUploadPart(part);
  }
  if (!count) throw required(opts.field);
}

/** One part of a mixed form: a text field, or a file (which must be consumed before the next part arrives). */
export type FormPart =
  { type: 'field'; name: string; value: string } | { type: 'file'; name: string; upload: UploadPart };

/**
 * The parts of a multipart form with text fields and several named file parts, in the order they arrive (the
 * application form: `jobId`, then `file0`, `file1`, …). At most `maxFiles` + 1 files and `maxFields` fields are
 * parsed; the caller judges names and counts. 415 if the request is not multipart.
 */
export async function* readForm(
  request: FastifyRequest,
  opts: {
    maxFiles: number;
    maxFields: number;
    /** Bytes per text field (default 1000). */ fieldSize?: number;
  },
): AsyncGenerator<FormPart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const limits = {
    files: opts.maxFiles + 1,
    fields: opts.maxFields,
    fieldSize: opts.fieldSize ?? 1000,
    parts: opts.maxFiles + opts.maxFields + 1,
  };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') yield { type: 'file', name: part.fieldname, upload: toUploadPart(part) };
    else {
      // A part sent as application/json arrives parsed: hand it on as the JSON text it was.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      yield { type: 'field', name: part.fieldname, value };
    }
  }
}
