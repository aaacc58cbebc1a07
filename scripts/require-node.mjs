// Praktika runs on Node 24 LTS (package.json `engines`, .nvmrc, .node-version). `npm install` brings it as the
// `node` dev dependency, and npm puts it first on every npm script's PATH, whatever Node runs npm itself: so
// `npm start`, `npm test` and the other scripts run on it. Imported first by the scripts' entry points, this
// stops one started with an older Node (run directly, or with dev dependencies left out) and says what to do.
export const REQUIRED_NODE_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_NODE_MAJOR) {
  console.error(
    `Praktika needs Node ${REQUIRED_NODE_MAJOR} or newer; this is Node ${process.versions.node}.\n` +
      `Run it through npm (npm start, npm test), which uses the Node ${REQUIRED_NODE_MAJOR} that npm install ` +
      `adds to node_modules, or install Node ${REQUIRED_NODE_MAJOR} LTS (see .nvmrc).`,
  );
  process.exit(1);
}
