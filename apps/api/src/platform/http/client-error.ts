import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_STATUS, type ErrorType } from '@praktika/contracts/errors';
import type { ErrorDetail } from '../errors.ts';
import { errorMessage, languageFromHeader } from '../../i18n/index.ts';

/** What Node's HTTP server hands to `clientError`: the parser's error code and the bytes it refused. */
interface ClientError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** The request's Accept-Language as far as the refused bytes show it (the header may be cut off or absent). */
function acceptLanguage(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  const match = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(
    raw.subarray(0, 64 * 1024).toString('latin1'),
  );
  return match?.[1];
}

function classify(code: string | undefined): { type: ErrorType; details?: ErrorDetail[] } {
  if (code === 'HPE_HEADER_OVERFLOW') return { type: 'REQUEST_HEADER_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { type: 'REQUEST_TIMEOUT' };
  return { type: 'VALIDATION_ERROR', details: [{ field: 'request', issue: 'malformed' }] };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route (a request line or headers
 * over the size limit, a malformed request line, a request that arrives too slowly) is answered in the API's
 * envelope with its `errorType` (431 `REQUEST_HEADER_TOO_LARGE`, 408 `REQUEST_TIMEOUT`, otherwise 400
 * `VALIDATION_ERROR` on `request`), in the language the refused bytes ask for, and the connection is closed:
 * after a parser error nothing more on it can be read.
 */
export function clientErrorHandler(
  this: { log?: FastifyBaseLogger } | undefined,
  err: ClientError,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer (Node's own handler does the same).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { type, details } = classify(err.code);
  const reqId = randomUUID();
  const lang = languageFromHeader(acceptLanguage(err.rawPacket));
  const body = JSON.stringify({
    success: false,
    data: null,
    error: errorMessage(type, lang),
    errorType: type,
    reqId,
    ...(details ? { details } : {}),
  });
  const status = ERROR_STATUS[type];
  this?.log?.info({ reqId, errorType: type, code: err.code }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Sent, then the connection closed: after a parser error nothing more on it can be read.
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${reqId}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
