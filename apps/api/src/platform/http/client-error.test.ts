import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify routes them (`inject` bypasses the parser, so these go over a
 * real socket): answered in the envelope with an `errorType`, and the connection closed.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function send(raw: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // The server may close while the rest of a huge request is still being written.
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      try {
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: JSON.parse(body) as Record<string, unknown>,
        });
      } catch (err) {
        reject(new Error(`not a JSON answer: ${text.slice(0, 300)}`, { cause: err }));
      }
    });
    socket.write(raw);
  });
}

describe('requests refused by the HTTP parser', () => {
  it('answers a 100 KB URL with 431 REQUEST_HEADER_TOO_LARGE in the envelope and closes', async () => {
    const res = await send(
      `GET /api/skills?name=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toMatchObject({
      success: false,
      data: null,
      errorType: 'REQUEST_HEADER_TOO_LARGE',
      error: expect.any(String),
      reqId: expect.any(String),
    });
    expect(res.headers['x-request-id']).toBe(res.body.reqId);
  });

  it('answers too large headers the same way, in the language they ask for when it shows', async () => {
    const res = await send(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: sr\r\nX-Filler: ${'b'.repeat(40 * 1024)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({
      errorType: 'REQUEST_HEADER_TOO_LARGE',
      error: 'Adresa ili zaglavlja zahteva su preveliki.',
    });
  });

  it('answers a malformed request line with 400 VALIDATION_ERROR in the envelope', async () => {
    const res = await send('THIS IS NOT HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toMatchObject({
      success: false,
      data: null,
      errorType: 'VALIDATION_ERROR',
      details: [{ field: 'request', issue: 'malformed' }],
    });
  });

  it('still serves ordinary requests on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
