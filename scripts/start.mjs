// `npm start`: build what is not built yet, then serve API + web from one process.
// The server migrates, seeds reference data and creates the first admin (ADMIN_EMAIL/ADMIN_PASSWORD) itself.
import './require-node.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
// The server's start-up log times its imports from here, not from the process start (the build above is not one).
globalThis.praktikaImportStart = performance.now();
await import('../apps/api/dist/server.js');
