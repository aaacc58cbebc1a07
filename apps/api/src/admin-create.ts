/**
 * Creates an administrator: `admin-create --email E --password P`.
 * Opens the database the server would (PGlite under DATA_DIR, or DATABASE_URL), applies migrations,
 * then ensureAdmin. Idempotent: an existing account is never changed.
 */
import { parseArgs } from 'node:util';
import { ZEmail, ZPassword } from '@praktika/contracts/auth';
import { loadConfig } from './config.ts';
import { openDatabase, runMigrations } from './platform/db/client.ts';
import { acquireDataDirLock } from './platform/db/data-dir-lock.ts';
import { ensureAdmin } from './modules/accounts/accounts.admin.ts';

const USAGE = 'Usage: admin-create --email <email> --password <password (8-128 characters)>';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const email = ZEmail.safeParse(values.email);
  const password = ZPassword.safeParse(values.password);
  if (!email.success || !password.success) {
    console.error(
      !email.success ? 'A valid --email is required.' : 'A --password of 8 to 128 characters is required.',
    );
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await runMigrations(database);
      const result = await ensureAdmin(database.db, { email: email.data, password: password.data });
      if (result.status === 'created') console.log(`Admin ${email.data} created (id ${result.id}).`);
      else if (result.status === 'exists')
        console.log(`Admin ${email.data} already exists (id ${result.id}); nothing changed.`);
      else {
        console.error(
          `A business account already uses ${email.data}; it was not changed. Use another e-mail.`,
        );
        return 1;
      }
      await database.checkpoint();
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
