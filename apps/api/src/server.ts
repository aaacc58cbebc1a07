import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { loadConfig, type AppConfig } from './config.ts';
import { migrateUnlocked, openDatabase, underStartupLock } from './platform/db/client.ts';
import { acquireDataDirLock } from './platform/db/data-dir-lock.ts';
import { resolveCertificateKey, resolveJwtSecret } from './platform/secrets.ts';
import { buildApp } from './app.ts';
import { devMailboxEnabled } from './platform/mail/dev-mailbox.routes.ts';
import { seedReferenceData } from './modules/catalogues/catalogues.seed.ts';
import { ensureAdmin } from './modules/accounts/accounts.admin.ts';
import { installJobQueue } from './platform/mail/queue.ts';
import { JOBS } from './services.ts';

/** The Node major the platform is built for and tested on (package.json `engines`, .nvmrc). */
const TESTED_NODE_MAJOR = 24;

function defaultWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps/web/dist');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Start-up, step by step: each step's milliseconds go to the log (`started`), from the start of the server's imports
 * (the process's start, or where `npm start`'s build ended) to listening, so a slow start names its step.
 */
function stepTimer() {
  const steps: Record<string, number> = {};
  // `npm start` builds first in the same process and marks when it starts importing the server.
  const importStart = (globalThis as { praktikaImportStart?: number }).praktikaImportStart ?? 0;
  let last = performance.now();
  steps.imports = Math.round(last - importStart);
  return {
    async step<T>(name: string, work: () => T | Promise<T>): Promise<T> {
      const result = await work();
      const now = performance.now();
      steps[name] = Math.round(now - last);
      last = now;
      return result;
    },
    steps,
    total: () => Math.round(performance.now() - importStart),
  };
}

async function main() {
  const timer = stepTimer();
  const { step } = timer;
  const loaded = loadConfig();
  const config: AppConfig = await step('config', () => ({
    ...loaded,
    jwtSecret: resolveJwtSecret(loaded.jwtSecret, loaded.env, loaded.dataDir),
    certificateSigningKey: resolveCertificateKey(loaded.certificateSigningKey, loaded.env, loaded.dataDir),
    webDist: loaded.webDist ?? defaultWebDist(),
  }));
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  const database = await step('openDatabase', () =>
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  );
  // Instances starting together take turns for the steps that write the schema or reference data.
  await underStartupLock(database, async () => {
    await step('migrations', () => migrateUnlocked(database));
    await step('seed', () => seedReferenceData(database.db));
    if (config.adminEmail && config.adminPassword) {
      const admin = { email: config.adminEmail, password: config.adminPassword };
      await step('admin', () => ensureAdmin(database.db, admin));
    }
    // pg-boss creates its schema when a queue first starts, which two processes must not do at once.
    if (database.kind === 'pg') await step('jobSchema', () => installJobQueue(database, JOBS));
  });
  const app = await step('buildApp', () => buildApp(config, { database }));
  await step('workers', async () => {
    await app.mailer.start();
    await app.blobRemoval.start();
    await app.jobs.start();
  });
  await step('listen', () => app.listen({ port: config.port, host: config.host }));
  app.log.info({ startupMs: timer.total(), steps: timer.steps }, 'started');
  if (Number(process.versions.node.split('.')[0]) < TESTED_NODE_MAJOR)
    app.log.warn(
      `Node ${process.versions.node} is older than the Node ${TESTED_NODE_MAJOR} LTS Praktika is built and tested on (docs/deploy.md)`,
    );
  app.log.info(
    { database: database.kind, web: Boolean(config.webDist) },
    `Praktika is serving on ${config.publicUrl} (API under /api, docs at /api/docs)`,
  );
  if (devMailboxEnabled(config)) {
    app.log.warn(
      `Dev mailbox is ON: e-mails are not sent but kept at ${config.publicUrl}/dev/mailbox ` +
        '(readable from this machine only). Set SMTP_URL to send real e-mail.',
    );
  }
  if (config.trustProxy) app.log.info({ trustProxy: config.trustProxy }, 'trusting forwarding proxies');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // From now on /api/ready answers 503, so a load balancer stops sending requests while these finish.
    app.readiness.drain();
    const drainMs = (config.shutdownDrainSeconds ?? 0) * 1000;
    app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'shutting down: finishing requests');
    const force = setTimeout(() => process.exit(1), drainMs + 15000);
    force.unref();
    // Requests are still answered while the load balancer notices the 503 (SHUTDOWN_DRAIN_SECONDS).
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await app.close(); // stops accepting, finishes in-flight requests, stops the mail worker
      await database.checkpoint();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
