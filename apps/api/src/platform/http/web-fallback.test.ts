import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/api.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Praktika</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / and for unknown page paths, never cached', async () => {
    for (const url of ['/', '/login', '/dashboard/users', '/jobs/42?page=2']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves page links whose tokens contain dots (the e-mailed reset link)', async () => {
    const res = await t.app.inject({
      url: '/reset-password/eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.sig-_x',
      headers: html,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable and a missing asset as a 404 envelope', async () => {
    const ok = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/assets/gone-000.js', headers: html });
    expectError(missing, 404, 'NOT_FOUND');
  });

  it('keeps unknown /api paths as 404 envelopes, even for browsers', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorType: 'NOT_FOUND' });
  });
});

describe('serving the prerendered home page', () => {
  let h: TestApp;
  let homeDist: string;
  beforeAll(async () => {
    homeDist = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-web-home-'));
    fs.writeFileSync(path.join(homeDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(
      path.join(homeDist, 'home.html'),
      '<!doctype html><div id="root" data-prerendered="/"><h1>Mirë se vini</h1></div>',
    );
    h = await buildTestApp({ config: { webDist: homeDist } });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(homeDist, { recursive: true, force: true });
  });

  it('serves home.html at / (with or without a query) and the empty shell on every other page', async () => {
    for (const url of ['/', '/?utm_source=sms']) {
      const res = await h.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-prerendered="/"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/login', '/dashboard/users', '/articles/1']) {
      const res = await h.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
