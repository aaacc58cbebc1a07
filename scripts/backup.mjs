// `npm run backup -- [--out FILE|DIR] [--data-dir DIR]` (apps/api/src/platform/backup/, docs/deploy.md "Backups")
import './require-node.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['api']);
await import('../apps/api/dist/backup.js');
