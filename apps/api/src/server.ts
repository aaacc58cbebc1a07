import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase, runMigrations } from './platform/db/client.ts';
import { acquireDataDirLock } from './platform/db/data-dir-lock.ts';
import { resolveJwtSecret } from './platform/secrets.ts';
import { buildApp } from './app.ts';
import { devMailboxEnabled } from './platform/mail/dev-mailbox.routes.ts';
import { seedReferenceData } from './modules/catalogues/catalogues.seed.ts';
import { ensureAdmin } from './modules/accounts/accounts.admin.ts';

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

async function main() {
  const loaded = loadConfig();
  const config: AppConfig = {
    ...loaded,
    jwtSecret: resolveJwtSecret(loaded.jwtSecret, loaded.env, loaded.dataDir),
    webDist: loaded.webDist ?? defaultWebDist(),
  };
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await seedReferenceData(database.db);
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  }
  const app = await buildApp(config, { database });
  await app.mailer.start();
  await app.blobRemoval.start();
  await app.jobs.start();
  await app.listen({ port: config.port, host: config.host });
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
