/** API servers as separate processes (the bundled server, as `npm start` runs it), for the several-instance tests. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from '../src/platform/db/data-dir-lock.ts';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What it wrote to stdout and stderr. */
  log: string[];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let built: Promise<string> | undefined;

/**
 * The server bundled as `npm start` runs it (build.mjs), once per test process, into a directory of its own: a
 * process started from it is ready in about 2.5 s, from `src/server.ts` through tsx in about 6 s (most of the
 * crash loop's and the instance tests' time was restarts).
 */
function builtServer(): Promise<string> {
  built ??= new Promise((resolve, reject) => {
    const root = path.join(API_DIR, '.test-build');
    // A test process that was killed (vitest ends its workers so) leaves its copy; the next one removes it.
    for (const pid of fs.existsSync(root) ? fs.readdirSync(root) : [])
      if (!isAlive(Number(pid))) fs.rmSync(path.join(root, pid), { recursive: true, force: true });
    const outdir = path.join(root, String(process.pid));
    execFile(process.execPath, ['build.mjs', `--outdir=${outdir}`], { cwd: API_DIR }, (err, _out, stderr) => {
      if (err) return reject(new Error(`build.mjs failed: ${stderr}`));
      process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
      resolve(path.join(outdir, 'server.js'));
    });
  });
  return built;
}

/** Starts the bundled server with `env` on `port` (a free one by default); wait for it with `whenReady`. */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const entry = await builtServer();
  const listen = port ?? (await freePort());
  // A data directory of its own unless `env.DATA_DIR` names one (kept: a restart finds its database there).
  const own = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-proc-'));
  const child = spawn(process.execPath, [entry], {
    cwd: API_DIR,
    // Only what a process needs to run from this shell: a DATABASE_URL, REDIS_URL or S3_* the shell may have set
    // must not reach a server meant for the embedded database.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...(own ? { DATA_DIR: own } : {}),
      WEB_DIST: '',
      ...env,
      PORT: String(listen),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  if (own) child.once('exit', () => fs.rmSync(own, { recursive: true, force: true }));
  return { url: `http://127.0.0.1:${listen}`, port: listen, child, log };
}

/** Polls `check` until it holds (50 ms apart) or `ms` pass: a condition, never a fixed sleep. */
export async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Until `GET /api/ready` answers 200; fails at once, with its log, if the process exits. */
export async function whenReady(server: ServerProcess, ms = 90_000): Promise<void> {
  await eventually(
    async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error(
          `server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.log.join('')}`,
        );
      try {
        return (await fetch(`${server.url}/api/ready`)).status === 200;
      } catch {
        return false;
      }
    },
    ms,
    'ready',
  );
}

/** Stops it with `signal` and waits for the exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

export interface CallResult {
  status: number;
  json: { data: unknown; errorType?: string } | null;
  bytes: Buffer | null;
}

/** `/api<url>` on `base` in English, as `token` (none: a visitor), from client address `ip` (with TRUST_PROXY). */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; form?: FormData; ip?: string } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${base}/api${url}`, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    json: type.includes('json') ? ((await res.json()) as CallResult['json']) : null,
    bytes: type.includes('json') ? null : Buffer.from(await res.arrayBuffer()),
  };
}
