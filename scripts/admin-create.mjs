// `npm run admin:create -- --email E --password P`
import './require-node.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/api/dist/admin-create.js');
