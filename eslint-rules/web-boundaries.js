import path from 'node:path';

/**
 * The web app's layers, checked on RESOLVED paths (however the import is written):
 * - `features/X/**` never imports `features/Y/**` (Y ≠ X): features do not know each other;
 * - `shared/**` imports neither `features/**` nor `app/**`;
 * - `features/**` does not import `app/**`.
 * Tests may import `app/**` (they mount the app's providers and i18n), never another feature.
 * The direction is shared -> features -> app. Only relative specifiers can reach these folders (no aliases).
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../apps/web/src');

/** @returns {{ kind: 'feature', name: string } | { kind: 'shared' | 'app' | 'other' } | null} */
function layerOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'shared' || top === 'app') return { kind: top };
  return { kind: 'other' };
}

const isTestFile = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || path.relative(WEB_SRC, file).split(path.sep).includes('test');

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Web layers by resolved path: features apart; shared -> features -> app.' },
    schema: [],
    messages: {
      crossFeature:
        "features/{{from}} may not import features/{{to}} ('{{source}}'): features do not import each other; move what both need to shared/.",
      sharedUp:
        "shared/ may not import {{to}} ('{{source}}'): shared code knows no feature and no app wiring.",
      featureToApp:
        "features/{{from}} may not import app/ ('{{source}}'): the app wires features, not the other way round.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || from.kind === 'app' || from.kind === 'other') return {};
    const test = isTestFile(file);

    function check(node, sourceNode) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      if (from.kind === 'shared' && (to.kind === 'feature' || (to.kind === 'app' && !test))) {
        context.report({
          node: sourceNode,
          messageId: 'sharedUp',
          data: { to: to.kind === 'feature' ? `features/${to.name}` : 'app/', source },
        });
      } else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({
          node: sourceNode,
          messageId: 'crossFeature',
          data: { from: from.name, to: to.name, source },
        });
      } else if (from.kind === 'feature' && to.kind === 'app' && !test) {
        context.report({ node: sourceNode, messageId: 'featureToApp', data: { from: from.name, source } });
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

export default { meta: { name: 'praktika-web' }, rules: { layers } };
