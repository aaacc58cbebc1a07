import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file to download: its name (ASCII, no quotes), its type and its bytes as they are written. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * Sends an export as a download: `Content-Disposition: attachment` with its name, never cached, never sniffed.
 * Fastify pipes the stream to the socket, so a slow reader slows the writer (platform/export/table.ts).
 */
export function sendExport(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
