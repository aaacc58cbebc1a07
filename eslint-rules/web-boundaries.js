import path from 'node:path';

/**
 * The web app's layers, checked on RESOLVED paths (however the import is written):
 * - `features/X/**` never imports `features/Y/**` (Y ≠ X): features do not know each other;
 * - `shared/**` imports none of `entities/**`, `features/**`, `app/**`: it knows no domain;
 * - `entities/**` (one domain's reads and read-only parts that several features show: people, applications,
 *   mentorships) imports neither `features/**` nor `app/**`; the catalogues are reference data every form reads,
 *   so they stay in shared/ with the contract-driven form;
 * - `features/**` does not import `app/**`.
 * Tests may import `app/**` (they mount the app's providers and i18n), never another feature.
 * The direction is shared -> entities -> features -> app. Only relative specifiers can reach these folders.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../apps/web/src');

/** @returns {{ kind: 'feature', name: string } | { kind: 'shared' | 'entities' | 'app' | 'other' } | null} */
function layerOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'shared' || top === 'app' || top === 'entities') return { kind: top };
  return { kind: 'other' };
}

const isTestFile = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || path.relative(WEB_SRC, file).split(path.sep).includes('test');

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Web layers by resolved path: features apart; shared -> entities -> features -> app.',
    },
    schema: [],
    messages: {
      crossFeature:
        "features/{{from}} may not import features/{{to}} ('{{source}}'): features do not import each other; move what both need to entities/ (a domain's reads) or shared/ (no domain).",
      sharedUp:
        "shared/ may not import {{to}} ('{{source}}'): shared code knows no domain, no feature and no app wiring.",
      entitiesUp:
        "entities/ may not import {{to}} ('{{source}}'): an entity serves features and knows none of them.",
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
      const up = to.kind === 'feature' || (to.kind === 'app' && !test);
      if (from.kind === 'shared' && (up || to.kind === 'entities')) {
        context.report({
          node: sourceNode,
          messageId: 'sharedUp',
          data: { to: to.kind === 'feature' ? `features/${to.name}` : `${to.kind}/`, source },
        });
      } else if (from.kind === 'entities' && up) {
        context.report({
          node: sourceNode,
          messageId: 'entitiesUp',
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
