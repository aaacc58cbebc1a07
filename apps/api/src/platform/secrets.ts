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
