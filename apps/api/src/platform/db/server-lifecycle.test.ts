import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServer as startProcess,
  whenReady,
  type ServerProcess,
} from '../../../test/server-process.ts';

interface Proc extends ServerProcess {
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server in its own process (the bundled server, test/server-process.ts), so signals reach it directly. */
async function startServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<Proc> {
  const proc = await startProcess(
    {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    port,
  );
  const exited = new Promise<number | null>((resolve) => {
    if (proc.child.exitCode !== null) resolve(proc.child.exitCode);
    else proc.child.on('exit', (code) => resolve(code));
  });
  return { ...proc, output: () => proc.log.join(''), exited };
}

/** Until it answers (a fresh embedded database takes a while on a busy machine); fails at once if it exits. */
const waitForHealth = (_port: number, proc: Proc) => whenReady(proc, 150_000);

const withTimeout = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);

const started: Proc[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-lifecycle-'));
afterAll(() => {
  for (const p of started) if (p.child.exitCode === null && p.child.pid) process.kill(p.child.pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server lifecycle (real process on PGlite)', () => {
  it('serves, refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    started.push(first);
    const t0 = Date.now();
    await waitForHealth(port, first);
    const startMs = Date.now() - t0;

    const lock = path.join(dataDir, 'praktika.lock');
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(first.child.pid));
    expect(first.output()).toContain('mail workers started');

    const second = await startServer(dataDir, await freePort());
    started.push(second);
    expect(await withTimeout(second.exited, 20000, 'second process exit')).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another Praktika process (pid ${first.child.pid})`,
    );
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(first.child.pid)); // the refused process left it alone

    const t1 = Date.now();
    first.child.kill('SIGTERM');
    expect(await withTimeout(first.exited, 20000, 'first process exit')).toBe(0);
    const stopMs = Date.now() - t1;
    expect(fs.existsSync(lock)).toBe(false);
    expect(first.output()).toContain('shutting down');
    console.log(`server start to healthy: ${startMs} ms; SIGTERM to exit: ${stopMs} ms`);
  }, 240_000);

  it('on SIGTERM answers not ready for SHUTDOWN_DRAIN_SECONDS while still serving, then exits', async () => {
    const port = await freePort();
    const proc = await startServer(dataDir, port, { SHUTDOWN_DRAIN_SECONDS: '3' });
    started.push(proc);
    await waitForHealth(port, proc);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    proc.child.kill('SIGTERM');
    // polled: the signal is handled on the server's next turn
    let ready: Response | undefined;
    for (let i = 0; i < 50; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (ready.status === 503) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(ready?.status).toBe(503);
    expect(((await ready!.json()) as { errorType: string }).errorType).toBe('NOT_READY');
    // still answering while the load balancer notices
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await withTimeout(proc.exited, 25000, 'exit after draining')).toBe(0);
  }, 240_000);
});
