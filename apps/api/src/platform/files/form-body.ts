import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TFileKind } from '@praktika/contracts/files';
import type { Actor } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import type { FilesService } from './files.service.ts';
import { closeOnRefusedUpload, readForm } from './upload-request.ts';

/**
 * Multipart form data as the SAME body as the JSON form (RC §7: resources, documents, facilitation guides and
 * public mentors are created and edited "by form data"). ONE helper for every such route: in `preValidation`,
 * after the guard, a multipart request's text fields become the body's values, read by the route's own zod
 * schema (booleans, numbers, lists, nullable fields), and each file part is stored through the checked upload
 * (`files.upload`: type from the bytes 415, size 413) as the acting account's file, its id put in the body field
 * of the same name. The route's schema then validates the body exactly as it validates JSON (400
 * `VALIDATION_ERROR` per field) and the service attaches the file as if its id had been sent. A JSON body (with
 * the id of a file uploaded through `POST /api/files`) is left as it is.
 *
 * Text fields: a list (e.g. `tags`) is repeated keys, a comma list or a JSON array; a boolean `true`/`false`; a
 * number in digits; an empty value (or `null`) is null where the field may be null and left out where it has a
 * default or is optional. A file field may also carry a file id as text. Files stored for a request that then
 * fails (a later part refused, a validation error, a duplicate name) are removed again once it is answered.
 */

/** The file fields of a form: the body field that holds the file id, and the kind its uploads are stored as. */
export type FormFiles = Readonly<Record<string, TFileKind>>;

/** How a body field's text is read: from the schema, unwrapped to a list, a boolean, a number or text. */
interface FieldReading {
  list: boolean;
  scalar: 'boolean' | 'number' | 'text';
  nullable: boolean;
  /** Optional or with a default: an empty value is left out. */
  omittable: boolean;
}

interface SchemaNode {
  def: {
    type: string;
    innerType?: SchemaNode;
    in?: SchemaNode;
    element?: SchemaNode;
  };
}

function readingOf(schema: SchemaNode): FieldReading {
  const reading: FieldReading = { list: false, scalar: 'text', nullable: false, omittable: false };
  let node: SchemaNode | undefined = schema;
  for (let depth = 0; node && depth < 20; depth++) {
    const def: SchemaNode['def'] = node.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      reading.omittable = true;
      node = def.innerType;
    } else if (def.type === 'nullable') {
      reading.nullable = true;
      node = def.innerType;
    } else if (def.type === 'catch' || def.type === 'readonly' || def.type === 'nonoptional') {
      node = def.innerType;
    } else if (def.type === 'pipe') node = def.in;
    else if (def.type === 'array' && !reading.list) {
      reading.list = true;
      node = def.element;
    } else {
      if (def.type === 'boolean') reading.scalar = 'boolean';
      else if (def.type === 'number' || def.type === 'int') reading.scalar = 'number';
      break;
    }
  }
  return reading;
}

/** The readings of an object schema's fields (schemas with refinements keep their shape in zod 4). */
function readingsOf(schema: z.ZodType): Map<string, FieldReading> {
  const shape = (schema as unknown as { shape?: Record<string, SchemaNode> }).shape ?? {};
  return new Map(Object.entries(shape).map(([key, field]) => [key, readingOf(field)]));
}

function scalar(value: string, reading: FieldReading): unknown {
  if (reading.scalar === 'boolean') {
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  if (reading.scalar === 'number' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value; // anything else is judged by the schema, as in JSON
}

function listItems(value: string): unknown[] {
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON: a comma list that happens to start with a bracket, judged by the schema
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The body from the collected text values (keys in arrival order, repeated keys as several values). */
function bodyOf(values: Map<string, string[]>, readings: Map<string, FieldReading>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, sent] of values) {
    const reading = readings.get(key);
    if (!reading) {
      body[key] = sent.length === 1 ? sent[0] : sent; // not the schema's: it refuses or drops it as in JSON
      continue;
    }
    if (reading.list) {
      body[key] = sent.flatMap(listItems);
      continue;
    }
    if (sent.length > 1) {
      body[key] = sent; // one value expected: the schema refuses the list
      continue;
    }
    const value = sent[0] ?? '';
    if (value === '' || value === 'null') {
      if (reading.nullable) body[key] = null;
      else if (!reading.omittable || value === 'null') body[key] = value;
      continue;
    }
    body[key] = scalar(value, reading);
  }
  return body;
}

const STORED = Symbol('formUploads');
type WithStored = FastifyRequest & { [STORED]?: string[] };

export interface FormBodyOptions {
  files: Pick<FilesService, 'upload' | 'remove'>;
  /** The route's body schema (an object schema, refinements allowed). */
  schema: z.ZodType;
  /** Its file fields and their kinds, e.g. `{ file: 'resourceFile' }` or `{ photo: 'publicMentorPhoto' }`. */
  fileFields: FormFiles;
}

/** Text parts per form at most (a list field may repeat its key), and bytes per text part. */
const MAX_FIELDS = 200;
const FIELD_BYTES = 64 * 1024;

export interface FormBody {
  /**
   * The route hooks: `preValidation` runs `guards` first (401/403 before anything is read or stored), then reads
   * a multipart form into the body; `onSend` closes the connection after a refusal that came before the whole
   * body arrived; `onResponse` removes the files a failed request stored.
   */
  hooks(guards: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>): {
    preValidation: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
    onSend: typeof closeOnRefusedUpload;
    onResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  };
}

export function formBody(opts: FormBodyOptions): FormBody {
  const readings = readingsOf(opts.schema);
  const fileFields = new Map(Object.entries(opts.fileFields));

  async function read(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    const actor: Actor | null = request.actor;
    if (!actor) throw new AppError('UNAUTHORIZED');
    const stored: string[] = [];
    (request as WithStored)[STORED] = stored;
    const values = new Map<string, string[]>();
    const files = new Map<string, string>();
    const parts = readForm(request, {
      maxFiles: fileFields.size,
      maxFields: MAX_FIELDS,
      fieldSize: FIELD_BYTES,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        values.set(part.name, [...(values.get(part.name) ?? []), part.value]);
        continue;
      }
      const kind = fileFields.get(part.name);
      if (!kind)
        throw new AppError('VALIDATION_ERROR', undefined, [{ field: part.name, issue: 'notAllowed' }]);
      if (files.has(part.name))
        throw new AppError('VALIDATION_ERROR', undefined, [
          { field: part.name, issue: 'tooMany', max: 1, origin: 'array' },
        ]);
      const file = await opts.files.upload(actor, {
        kind,
        filename: part.upload.filename,
        stream: part.upload.stream,
      });
      stored.push(file._id);
      files.set(part.name, file._id);
    }
    // A file part wins over a text value of the same field (an id sent alongside).
    for (const field of files.keys()) values.delete(field);
    request.body = { ...bodyOf(values, readings), ...Object.fromEntries(files) };
  }

  async function cleanUp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const stored = (request as WithStored)[STORED];
    if (!stored?.length || reply.statusCode < 400 || !request.actor) return;
    for (const id of stored) {
      await opts.files.remove(request.actor, id).catch((err: unknown) => {
        request.log.warn({ err, fileId: id }, 'could not remove the upload of a failed form');
      });
    }
  }

  return {
    hooks: (guards) => ({
      preValidation: [...guards, read],
      onSend: closeOnRefusedUpload,
      onResponse: cleanUp,
    }),
  };
}
