import path from 'node:path';

/**
 * The API's layers, checked on RESOLVED paths (however the import is written), under apps/api/src:
 * - `platform/**` never imports `modules/**` (nor the composition root `services.ts`, `app.ts`);
 * - `db/schema/**` (the tables) imports neither `modules/**` nor the composition root;
 * - `modules/X/**` imports another module only through an entry of ALLOWED below, and the composition root
 *   `services.ts` only for types (`import type`): the narrow interfaces it wires.
 * Tests (`*.test.ts`, `apps/api/test/**`) may import anything.
 */
const API_SRC = path.resolve(import.meta.dirname, '../apps/api/src');

/** Files of one module another module may import, each with its reason. Keep it short. */
const ALLOWED = {
  'modules/accounts/accounts.public.ts': 'profiles are read and presented alike by cv, people, privacy, …',
  'modules/cv/cv.public.ts': 'every presenter flags minors (ADULT_AGE); the data export includes the CV',
  'modules/privacy/privacy.public.ts':
    'the reports count people as privacy defines them: live accounts and the anonymised rows of deleted ones',
};
const ROOTS = new Set(['services.ts', 'app.ts', 'server.ts']);

/** @returns {{ kind: 'module', name: string } | { kind: 'platform' | 'schema' | 'root' | 'other' } | null} */
function layerOf(file) {
  const rel = path.relative(API_SRC, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return { kind: 'module', name: parts[1] };
  if (parts[0] === 'platform') return { kind: 'platform' };
  if (parts[0] === 'db' && parts[1] === 'schema') return { kind: 'schema' };
  if (parts.length === 1 && ROOTS.has(stripExt(parts[0]) + '.ts')) return { kind: 'root' };
  return { kind: 'other' };
}
const stripExt = (name) => name.replace(/\.[cm]?[jt]s$/, '');
const relOf = (file) => path.relative(API_SRC, file).split(path.sep).join('/');

const isTestFile = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) ||
  !path.relative(path.resolve(API_SRC, '../test'), file).startsWith('..');

/** Every specifier of the statement is type-only (`import type { X }` or `import { type X }`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'API layers by resolved path: platform and tables below the modules; modules apart.',
    },
    schema: [],
    messages: {
      platformUp:
        "platform/ may not import {{to}} ('{{source}}'): the platform knows no domain; hand it what it needs.",
      schemaUp: "db/schema/ may not import {{to}} ('{{source}}'): the tables sit below every module.",
      crossModule:
        "modules/{{from}} may not import modules/{{to}} ('{{source}}'): take a type from services.ts, or import the module's *.public.ts listed in eslint-rules/api-boundaries.js.",
      rootValue:
        "modules/{{from}} may import services.ts only for types ('{{source}}'): the composition root wires the modules.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || from.kind === 'root' || from.kind === 'other' || isTestFile(file)) return {};

    function check(node, sourceNode) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target);
      if (!to) return;
      const report = (messageId, data) =>
        context.report({ node: sourceNode, messageId, data: { source, ...data } });
      if (from.kind === 'platform' || from.kind === 'schema') {
        if (to.kind === 'module' || to.kind === 'root') {
          const up = to.kind === 'module' ? `modules/${to.name}` : relOf(target);
          report(from.kind === 'platform' ? 'platformUp' : 'schemaUp', { to: up });
        }
        return;
      }
      // from a module
      if (to.kind === 'module' && to.name !== from.name && !(relOf(target) in ALLOWED)) {
        report('crossModule', { from: from.name, to: to.name });
      } else if (to.kind === 'root' && !typeOnly(node)) {
        report('rootValue', { from: from.name });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'praktika-api' }, rules: { layers } };
