import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let dist: string;
const script = `export const items = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;
const page = '<!doctype html><title>Praktika</title><div id="root"></div>';

/** A web build as apps/web/vite.config.ts writes it: every file with .br and .gz copies next to it. */
function writeWithCopies(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), page);
  writeWithCopies(path.join(dist, 'assets', 'index-abc123.js'), script);
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const varyList = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('compressed API answers', () => {
  const url = '/api/municipalities?pagination=false';

  it('sends a large JSON list brotli- or gzip-compressed as asked, decompressing to the same JSON', async () => {
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = plain.json();
    expect(json.data.municipalities.docs).toHaveLength(38);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyList(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json);

    // a browser's usual header: brotli is preferred
    const both = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('keeps error envelopes readable', async () => {
    const res = await t.app.inject({
      url: '/api/municipalities?page=0',
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    const body =
      res.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload).toString('utf8')
        : res.body;
    expect(JSON.parse(body)).toMatchObject({ success: false, data: null, errorType: 'VALIDATION_ERROR' });
  });

  it('keeps the API docs working: the CSP names the inline script, the big script goes out compressed', async () => {
    const page = await t.app.inject({ url: '/api/docs/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    const html =
      page.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(page.rawPayload).toString('utf8')
        : page.body;
    expect(html).toContain('<script');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);

    const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const url = new URL(src ?? '', 'http://x/api/docs/').pathname;
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});

describe('precompressed web assets', () => {
  const asset = '/assets/index-abc123.js';

  it('sends the .br copy to brotli clients and the .gz copy to gzip clients, as they are', async () => {
    const br = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(varyList(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the file from disk, not compressed again on the way out
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, `${asset}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gz = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(varyList(gz.headers.vary)).toContain('accept-encoding');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(dist, `${asset}.gz`)))).toBe(true);
  });

  it('sends the file itself to clients that accept no compression', async () => {
    const res = await t.app.inject({ url: asset });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyList(res.headers.vary)).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });

  it('sends the compressed index.html for page links, never cached', async () => {
    for (const url of ['/', '/login']) {
      const res = await t.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(page);
    }
  });
});
