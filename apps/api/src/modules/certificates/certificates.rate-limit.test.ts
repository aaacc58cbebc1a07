/**
 * The public verification's rate limit: VERIFICATIONS_PER_MINUTE codes a minute per client address, the JSON route
 * and the verify page counted together; the next JSON call is 429 RATE_LIMITED in the envelope, the next page a
 * 429 page in the visitor's language. Another address is unaffected, and the next minute starts afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATIONS_PER_MINUTE, ZCertificateVerifyResult } from '@praktika/contracts/certificates';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { captureMailer } from '../../../test/factories.ts';
import { expectOk } from '../../../test/api.ts';
import { texts } from '../../i18n/index.ts';

let t: TestApp;
// A fixed clock in the middle of a minute: the 61 requests never straddle two windows.
let clock = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;
let ipSeq = 0;
const nextIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
/** Codes nobody holds (each request a different one, as an enumeration would). */
let codeSeq = 0;
const nextCode = () => `ZZ${String(++codeSeq).padStart(8, '0')}`;

beforeAll(async () => {
  t = await buildTestApp({ deps: { mailer: captureMailer(), now: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const verifyJson = (ip: string, code = nextCode()) =>
  t.app.inject({ method: 'GET', url: `/api/certificates/verify/${code}`, remoteAddress: ip });
const verifyPage = (ip: string, query = '', headers: Record<string, string> = {}, code = nextCode()) =>
  t.app.inject({ method: 'GET', url: `/verify/${code}${query}`, remoteAddress: ip, headers });

describe('rate limit of the public verification', () => {
  it(`GET /api/certificates/verify/:code: the ${VERIFICATIONS_PER_MINUTE + 1}st call in a minute is 429 RATE_LIMITED`, async () => {
    expect(VERIFICATIONS_PER_MINUTE).toBe(60);
    const ip = nextIp();
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i++) {
      const res = await verifyJson(ip);
      expect(expectOk(res, ZCertificateVerifyResult).verification.status).toBe('notFound');
    }
    const blocked = await verifyJson(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/json/);
    expect(blocked.json()).toMatchObject({ success: false, data: null, errorType: 'RATE_LIMITED' });
    // A code that is not even well-formed is refused the same way (counted before validation).
    expect((await verifyJson(ip, 'x'.repeat(41))).statusCode).toBe(429);
    // Another address is not limited; the next minute starts afresh.
    expect((await verifyJson(nextIp())).statusCode).toBe(200);
    clock += 60_000;
    expect((await verifyJson(ip)).statusCode).toBe(200);
  });

  it('GET /verify/:code: after the limit, a 429 page in the visitor’s language (?lng, else Accept-Language)', async () => {
    const ip = nextIp();
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i++) {
      const res = await verifyPage(ip);
      expect(res.statusCode).toBe(404); // the page for an unknown code
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const sr = await verifyPage(ip, '', { 'accept-language': 'sr-Latn-RS,sr;q=0.9,en;q=0.5' });
    expect(sr.statusCode).toBe(429);
    expect(sr.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sr.headers['content-language']).toBe('sr');
    expect(sr.body).toMatch(/^<!doctype html>/);
    expect(sr.body).toContain('<html lang="sr">');
    expect(sr.body).toContain(texts('sr').errors.messages.RATE_LIMITED);
    expect(sr.body).toContain(texts('sr').certificates.verify.pageTitle);
    expect(sr.body).not.toContain(texts('sr').certificates.verify.notFound);
    expect(sr.body).not.toContain('<script');
    const en = await verifyPage(ip, '?lng=en', { 'accept-language': 'sr' });
    expect(en.statusCode).toBe(429);
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toContain(texts('en').errors.messages.RATE_LIMITED);
    const sq = await verifyPage(ip);
    expect(sq.statusCode).toBe(429);
    expect(sq.body).toContain(texts('sq').errors.messages.RATE_LIMITED);
  });

  it('the JSON route and the page share one budget per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE / 2; i++) {
      expect((await verifyJson(ip)).statusCode).toBe(200);
      expect((await verifyPage(ip)).statusCode).toBe(404);
    }
    expect((await verifyPage(ip)).statusCode).toBe(429);
    expect((await verifyJson(ip)).statusCode).toBe(429);
  });
});
