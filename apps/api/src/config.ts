import { z } from 'zod';
import path from 'node:path';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Defaults to http://localhost:{PORT}. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Praktika <no-reply@praktika.local>'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().trim().optional(),
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

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set by server.ts (env or DATA_DIR/jwt-secret); tests pass one. */
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Omit<AppConfig, 'jwtSecret'> & {
  jwtSecret: string | undefined;
} {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.RATE_LIMIT_AUTH_PER_MINUTE,
    webDist: e.WEB_DIST,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}
