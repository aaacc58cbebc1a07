/**
 * `npm run restore -- <archive> [--data-dir DIR] [--force]`: checks an archive made by `npm run backup` and
 * restores it into the (stopped) data directory (restore.ts).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { BackupError } from './manifest.ts';
import { cliMain, runRestore } from './cli.ts';

const USAGE =
  'Usage: npm run restore -- <archive.tar.gz> [--data-dir <DATA_DIR>] [--force]\n' +
  '  --force replaces the database and files of a data directory that is not empty (the server must be stopped).';

const code = await cliMain(async () => {
  const { values, positionals } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = loadConfig();
  await runRestore({
    archive: positionals[0]!,
    dataDir: values['data-dir'] ?? config.dataDir,
    force: values.force ?? false,
    databaseUrl: config.databaseUrl,
  });
});
process.exit(code);
