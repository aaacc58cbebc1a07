/** Uploading a file through the API, as the content, CV and privacy tests do before they reference it. */
import type { FastifyInstance } from 'fastify';
import { ZFileResult, type TFile } from '@praktika/contracts/files';
import { expectOk } from './api.ts';
import { multipart } from './files.ts';

/**
 * `POST /api/files` with `kind` (none: null) and the bytes as `filename`, sent with `headers` (the user's and any
 * other; none: a visitor); the answer, whatever it is.
 */
export async function postFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: string | null,
  bytes: Buffer,
  filename?: string,
) {
  const form = await multipart(kind, bytes, filename);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** `POST /api/files` with `kind` and the bytes, sent with `headers` (the user's); the stored file's answer. */
export async function uploadAs(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: string,
  bytes: Buffer,
  filename: string,
): Promise<TFile> {
  return expectOk(await postFile(app, headers, kind, bytes, filename), ZFileResult).file;
}
