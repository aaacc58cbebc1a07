/**
 * The certificate as an Open Badges 3.0 credential (issue 20 §1): signed with eddsa-rdfc-2022 and verified by the
 * library as any verifier would, fetching the issuer's key and the status list from the app's public URLs and every
 * context from the bundled copies (never the network); a tampered copy fails; a revoked certificate's bit is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZCertificateMine, type TCertificate } from '@praktika/contracts/certificates';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { useRoleApp, callAs } from '../../../test/role-app.ts';
import { expectOk } from '../../../test/api.ts';
import { insertApplication, insertIntern, insertJob } from '../../../test/opportunity-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import { resolveCertificateKey } from '../../platform/secrets.ts';
import {
  bundledContext,
  OB_V3_CONTEXT,
  STATUS_LIST_LENGTH,
  statusPosition,
  VC_V2_CONTEXT,
  verifyCertificateCredential,
  type DocumentLoader,
} from './certificates.credential.ts';

type Doc = Record<string, unknown>;
type Subject = {
  type: string[];
  identifier: { identityType: string; hashed: boolean; identityHash: string; salt?: string }[];
  activityStartDate: string;
  activityEndDate: string;
  source: { name: string };
  achievement: { name: string; inLanguage: string; related: { inLanguage: string; id: string }[] };
};

let intern: TestUser;
let cert: TCertificate;
const kit = useRoleApp('certificates-vc', async (k) => {
  intern = await insertIntern(k.t.app);
  const job = await insertJob(k.t.app, { businessId: k.users.business.id, title: 'Analiste e të dhënave' });
  await insertApplication(k.t.app, job, intern.id, 'COMPLETED', {
    startDate: addDays(programmeToday(), -100),
    endDate: addDays(programmeToday(), -10),
  });
  const res = await callAs(k, 'GET', '/certificates/mine', intern);
  cert = expectOk(res, ZCertificateMine).certificates[0]!;
});

/** A verifier's loader: bundled contexts; the issuer and status lists fetched from the app's public URLs. */
const verifierLoader: DocumentLoader = async (url: string) => {
  const answer = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
  const context = await bundledContext(url);
  if (context) return answer(context);
  const publicUrl = kit.t.app.config.publicUrl;
  if (!url.startsWith(`${publicUrl}/`)) throw new Error(`offline: ${url}`);
  const [base, fragment] = url.slice(publicUrl.length).split('#');
  const res = await kit.t.app.inject({ method: 'GET', url: base! });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${url}`);
  const doc = res.json<Doc>();
  if (!fragment) return answer(doc);
  const method = (doc.verificationMethod as Doc[]).find((m) => m.id === url);
  return answer({ '@context': 'https://w3id.org/security/multikey/v1', ...method });
};

async function credential(): Promise<Doc> {
  const res = await callAs(kit, 'GET', `/certificates/${cert._id}/credential`, intern);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/ld+json');
  return res.json<Doc>();
}

describe('the credential', () => {
  it('is an OpenBadgeCredential in VC 2.0 with the e-mail only as a salted hash, and the library verifies it', async () => {
    const vc = await credential();
    const publicUrl = kit.t.app.config.publicUrl;
    expect(vc['@context']).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer).toMatchObject({ id: `${publicUrl}/api/certificates/issuer`, type: ['Profile'] });
    expect(vc.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const subject = vc.credentialSubject as Subject;
    expect(subject.type).toEqual(['AchievementSubject']);
    const [email, name] = subject.identifier;
    expect(email).toMatchObject({ identityType: 'emailAddress', hashed: true });
    expect(email!.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${intern.email.toLowerCase()}${email!.salt}`).digest('hex')}`,
    );
    expect(name).toMatchObject({ identityType: 'name', hashed: false, identityHash: cert.holderName });
    expect(JSON.stringify(vc)).not.toContain(intern.email);
    expect(subject.achievement).toMatchObject({ name: 'Praktikë: Analiste e të dhënave', inLanguage: 'sq' });
    expect(subject.achievement.related.map((r) => r.inLanguage)).toEqual(['sr', 'en']);
    expect(subject.achievement.related[0]!.id).toBe(`${publicUrl}/verify/${cert.code}?lng=sr`);
    expect(subject.activityStartDate).toBe(`${cert.startDate}T00:00:00Z`);
    expect(vc.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${publicUrl}/api/certificates/status/1`,
    });
    expect(vc.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: `${publicUrl}/api/certificates/issuer#key-1`,
    });
    expect(await verifyCertificateCredential(vc, verifierLoader)).toEqual({ verified: true, revoked: false });
  });

  it('a copy with any field changed fails verification', async () => {
    const vc = await credential();
    const tampers: [string, (d: Doc & { credentialSubject: Subject; issuer: Doc }) => void][] = [
      ['holder name', (d) => (d.credentialSubject.identifier[1]!.identityHash = 'Someone Else')],
      ['e-mail hash', (d) => (d.credentialSubject.identifier[0]!.identityHash = `sha256$${'0'.repeat(64)}`)],
      ['start date', (d) => (d.credentialSubject.activityStartDate = '2020-01-01T00:00:00Z')],
      ['end date', (d) => (d.credentialSubject.activityEndDate = '2030-01-01T00:00:00Z')],
      ['organisation', (d) => (d.credentialSubject.source.name = 'Another organisation')],
      ['achievement', (d) => (d.credentialSubject.achievement.name = 'Praktikë: Drejtor')],
      ['issuer', (d) => (d.issuer.id = 'https://evil.example/issuer')],
      ['issuer name', (d) => (d.issuer.name = 'Someone')],
      ['validFrom', (d) => (d.validFrom = '2020-01-01T00:00:00Z')],
      ['status index', (d) => ((d.credentialStatus as Doc).statusListIndex = '7')],
    ];
    expect((await verifyCertificateCredential(structuredClone(vc), verifierLoader)).verified).toBe(true);
    for (const [what, change] of tampers) {
      const copy = structuredClone(vc) as Doc & { credentialSubject: Subject; issuer: Doc };
      change(copy);
      const result = await verifyCertificateCredential(copy, verifierLoader).catch(() => ({
        verified: false,
      }));
      expect(result.verified, what).toBe(false);
    }
  });

  it('the issuer’s document and the status list are public; an unknown list is 404', async () => {
    const issuer = await kit.t.app.inject({ method: 'GET', url: '/api/certificates/issuer' });
    expect(issuer.statusCode).toBe(200);
    const doc = issuer.json<{ verificationMethod: Doc[]; assertionMethod: string[] }>();
    expect(doc.verificationMethod[0]).toMatchObject({
      type: 'Multikey',
      publicKeyMultibase: expect.stringMatching(/^z6Mk/),
    });
    expect(doc.assertionMethod).toEqual([doc.verificationMethod[0]!.id]);
    expect(JSON.stringify(doc)).not.toContain('secretKey');
    const list = await kit.t.app.inject({ method: 'GET', url: '/api/certificates/status/1' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
      proof: { cryptosuite: 'eddsa-rdfc-2022' },
    });
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/certificates/status/99' })).statusCode).toBe(
      404,
    );
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/certificates/status/abc' })).statusCode).toBe(
      400,
    );
  });

  it('after a revocation the status list has the bit set and the check says revoked; the proof itself still holds', async () => {
    const vc = await credential();
    const res = await callAs(kit, 'POST', `/certificates/${cert._id}/revoke`, 'admin', {
      reason: 'Fraud found',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifyCertificateCredential(vc, verifierLoader)).toEqual({ verified: true, revoked: true });
  });
});

describe('the signing key', () => {
  it('is generated once into the data directory (mode 600) and kept; production requires CERTIFICATE_SIGNING_KEY', () => {
    const file = path.join(kit.dataDir, 'certificate-signing-key');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const seed = fs.readFileSync(file, 'utf8').trim();
    expect(Buffer.from(seed, 'base64url')).toHaveLength(32);
    expect(resolveCertificateKey(undefined, 'development', kit.dataDir)).toBe(seed);
    expect(resolveCertificateKey('x'.repeat(43), 'production', kit.dataDir)).toBe('x'.repeat(43));
    expect(() => resolveCertificateKey(undefined, 'production', kit.dataDir)).toThrow(
      /CERTIFICATE_SIGNING_KEY/,
    );
  });

  it('positions: list 1 holds indexes 1…131072, then list 2', () => {
    expect(statusPosition(1)).toEqual({ listId: 1, index: 0 });
    expect(statusPosition(STATUS_LIST_LENGTH)).toEqual({ listId: 1, index: STATUS_LIST_LENGTH - 1 });
    expect(statusPosition(STATUS_LIST_LENGTH + 1)).toEqual({ listId: 2, index: 0 });
  });
});
