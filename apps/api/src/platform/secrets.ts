import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** JWT_SECRET from the environment; in development one is generated once and kept in DATA_DIR. */
export function resolveJwtSecret(fromEnv: string | undefined, env: string, dataDir: string): string {
  if (fromEnv) return fromEnv;
  if (env === 'production') throw new Error('JWT_SECRET must be set in production (at least 32 characters).');
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The certificates' Ed25519 signing key as its 32-byte seed (base64url): `CERTIFICATE_SIGNING_KEY` from the
 * environment; required in production (like JWT_SECRET: a key generated on a machine whose data directory is lost
 * would make every issued credential unverifiable against the published key); elsewhere generated once into
 * DATA_DIR/certificate-signing-key (mode 600), never committed.
 */
export function resolveCertificateKey(fromEnv: string | undefined, env: string, dataDir: string): string {
  if (fromEnv) return fromEnv;
  if (env === 'production')
    throw new Error(
      'CERTIFICATE_SIGNING_KEY must be set in production (a 32-byte seed in base64url: `openssl rand 32 | basenc --base64url | tr -d =`).',
    );
  const file = path.join(dataDir, 'certificate-signing-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const seed = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, seed, { mode: 0o600 });
  return seed;
}
