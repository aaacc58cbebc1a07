import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * How the backup CLI finds the running server and proves it may ask for a snapshot: the server writes its pid,
 * port and a random token to DATA_DIR/backup-endpoint.json (mode 0600) once it listens, and removes it when it
 * stops. Only someone who can read the data directory (who could copy the database anyway) can read the token.
 */
export const ENDPOINT_FILE = 'backup-endpoint.json';
/** The route the CLI asks (POST, with the token in TOKEN_HEADER); the answer is the archive itself. */
export const BACKUP_ROUTE = '/api/platform/backup';
export const TOKEN_HEADER = 'x-praktika-backup-token';

const ZEndpoint = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  port: z.number().int().min(1).max(65535),
  token: z.string().min(32),
});
export type Endpoint = z.infer<typeof ZEndpoint>;

export function writeEndpoint(dataDir: string, endpoint: Endpoint): void {
  const file = path.join(dataDir, ENDPOINT_FILE);
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(endpoint), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Removes the file if it is still this server's (a newer server's is left alone). */
export function removeEndpoint(dataDir: string, token: string): void {
  const file = path.join(dataDir, ENDPOINT_FILE);
  if (readEndpoint(dataDir)?.token === token) fs.rmSync(file, { force: true });
}

/** The endpoint a server left, if any (unreadable or malformed: none). */
export function readEndpoint(dataDir: string): Endpoint | undefined {
  try {
    const parsed = ZEndpoint.safeParse(
      JSON.parse(fs.readFileSync(path.join(dataDir, ENDPOINT_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Where a client on this machine reaches a server listening on `address` (a wildcard means loopback). */
export function connectHost(address: string): string {
  if (address === '0.0.0.0' || address === '') return '127.0.0.1';
  if (address === '::') return '::1';
  return address;
}
