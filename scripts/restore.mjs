// `npm run restore -- <archive> [--data-dir DIR] [--force]` (apps/api/src/platform/backup/, docs/deploy.md "Backups")
import './require-node.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['api']);
await import('../apps/api/dist/restore.js');
