import { z } from 'zod';
import path from 'node:path';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** The certificates' Ed25519 signing key: its 32-byte seed in base64url (43 characters). */
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'CERTIFICATE_SIGNING_KEY must be a 32-byte seed in base64url (43 characters)',
    )
    .optional(),
  /** Defaults to http://localhost:{PORT}. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Praktika <no-reply@praktika.local>'),
  CONTACT_EMAIL: z.string().trim().email().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().trim().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  S3_BUCKET: z.string().trim().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * Which forwarding proxies to believe (`X-Forwarded-For`, `-Proto`, `-Host`): off by default, so a client cannot
 * choose its own address (rate limits, the loopback-only dev mailbox). `1`, `2`, … trusts that many hops in front
 * of the server; a comma list trusts those addresses or CIDR ranges (`10.0.0.0/8, 127.0.0.1`).
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('TRUST_PROXY: a hop count above 10 is surely a mistake');
    return hops;
  }
  if (value === 'true' || value === '*')
    throw new Error(
      "TRUST_PROXY: trusting every client lets anyone forge its address; give a hop count (e.g. 1) or the proxies' addresses",
    );
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;
  const bad = list.filter((a) => !address.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad.length) throw new Error(`TRUST_PROXY: not an address or CIDR range: ${bad.join(', ')}`);
  return list;
}

/** Object storage for uploads; without it, files go to `DATA_DIR/uploads`. */
export interface S3Config {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name (most S3-compatible servers want it). */
  forcePathStyle: boolean;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set by server.ts (env or DATA_DIR/jwt-secret); tests pass one. */
  jwtSecret: string;
  /**
   * The certificates' Ed25519 seed (base64url): `CERTIFICATE_SIGNING_KEY`, required in production; elsewhere
   * generated once into `DATA_DIR/certificate-signing-key` when unset (platform/secrets.ts).
   */
  certificateSigningKey?: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The programme address that receives the contact form's messages; `CONTACT_EMAIL_FALLBACK` when unset. */
  contactEmail?: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** Auth calls allowed per minute per IP and per e-mail. */
  authRateLimit: number;
  /** Built web app to serve at /, if present. */
  webDist: string | undefined;
  /** Shared rate-limit counters for several instances; in-process memory when unset. */
  redisUrl?: string | undefined;
  /** Forwarding proxies to believe; false (the default) uses the connection's address. */
  trustProxy?: TrustProxy;
  /** Uploads on S3-compatible storage; on disk under `DATA_DIR/uploads` when unset. */
  s3?: S3Config | undefined;
  /**
   * On SIGTERM, how long /api/ready answers 503 while requests are still taken, before the server stops
   * accepting: the load balancer's time to notice (its probe interval × failures). 0: stop accepting at once.
   */
  shutdownDrainSeconds?: number;
}

/** Where contact messages go without `CONTACT_EMAIL`: stored all the same, and visible in the dev mailbox. */
export const CONTACT_EMAIL_FALLBACK = 'contact@praktika.local';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Omit<AppConfig, 'jwtSecret'> & {
  jwtSecret: string | undefined;
} {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL?.toLowerCase(),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.RATE_LIMIT_AUTH_PER_MINUTE,
    webDist: e.WEB_DIST,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE
            ? e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1'
            : Boolean(e.S3_ENDPOINT),
        }
      : undefined,
  };
}
