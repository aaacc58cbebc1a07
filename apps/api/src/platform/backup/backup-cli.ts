/**
 * `npm run backup -- [--out FILE|DIR] [--data-dir DIR]`: an archive of the embedded installation (database, uploads,
 * JWT secret, certificate signing key), made by the running server when there is one, else from the stopped data
 * directory (cli.ts).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { cliMain, runBackup } from './cli.ts';

const USAGE =
  'Usage: npm run backup -- [--out <file or folder>] [--data-dir <DATA_DIR>]\n' +
  '  Writes praktika-backup-<time>.tar.gz (into ./backups unless --out says otherwise).';

const code = await cliMain(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', short: 'o' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  await runBackup({
    dataDir: values['data-dir'] ?? config.dataDir,
    databaseUrl: config.databaseUrl,
    s3Bucket: config.s3?.bucket,
    out: values.out,
  });
});
process.exit(code);
