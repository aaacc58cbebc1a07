// The built server as the benchmarks start and call it (bench/run.mjs, bench/export.mjs): a free port, its
// environment, waiting for it to answer, stopping it, its memory, and signing in as a seeded account; and the
// Markdown table the benchmarks print their results in.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { benchAccounts } from './generate.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * The environment of the built server (`node apps/api/dist/server.js`) on loopback `port`, with its data
 * directory and, when given, a PostgreSQL database (else the embedded one of `dataDir`); the seeded admin signs
 * in (no ADMIN_EMAIL / ADMIN_PASSWORD); `extra` adds or overrides variables.
 */
export function serverEnv({ port, dataDir, databaseUrl }, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CERTIFICATE_SIGNING_KEY: randomBytes(32).toString('base64url'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    ...extra,
  };
  delete env.ADMIN_EMAIL; // the seeded admin signs in (bench/generate.mjs)
  delete env.ADMIN_PASSWORD;
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** One GET without Accept-Encoding (fetch would ask for gzip): status, headers and body as they came. */
export function get(port, url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

export async function waitUp(port, child, what) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await get(port, '/api/health')).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start`);
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  return exited;
}

/** A process's resident memory now and its peak so far (VmRSS, VmHWM of /proc/<pid>/status), in MB. */
export function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** Signs in as the seeded account `who` (bench/generate.mjs benchAccounts): its bearer token. */
export async function signIn(port, who) {
  const { type, email, password } = benchAccounts()[who];
  const res = await fetch(`http://127.0.0.1:${port}/api/${type}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json = await res.json();
  if (!res.ok)
    throw new Error(`signing in as the seeded ${who} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data.token;
}

/** Prints `table` (a header row, then rows) as a Markdown table, each column as wide as its widest cell. */
export function printTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(table[0]));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of table.slice(1)) console.log(line(row));
}
