import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative, so the config bundle compiles it with the config (the workspace package is TypeScript source).
import { cyrillicDeep } from '../../../packages/contracts/src/script.ts';

/**
 * Serbian in Cyrillic, derived at build time (issue 22 §1): `virtual:sr-cyrl-locales` exports one loader per
 * namespace of `src/locales/sr/`, each a module of that file's texts through `toCyrillic`. The Serbian texts are
 * written once, in Latin; nothing Cyrillic is kept in the repository. In the dev server a change of a Serbian file
 * reloads its Cyrillic module.
 */
const INDEX = 'virtual:sr-cyrl-locales';
const NAMESPACE = 'virtual:sr-cyrl/';
const RESOLVED = '\0sr-cyrl-locales';
const RESOLVED_NAMESPACE = '\0sr-cyrl/';

export function cyrillicLocales(localesDir: string): Plugin {
  const srDir = path.join(localesDir, 'sr');
  const namespaces = () =>
    fs
      .readdirSync(srDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  return {
    name: 'praktika:sr-cyrl-locales',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX) return RESOLVED;
      if (id.startsWith(NAMESPACE)) return RESOLVED_NAMESPACE + id.slice(NAMESPACE.length);
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = namespaces().map(
          (ns) => `  ${JSON.stringify(ns)}: () => import(${JSON.stringify(NAMESPACE + ns)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(RESOLVED_NAMESPACE)) {
        const ns = id.slice(RESOLVED_NAMESPACE.length);
        if (!/^[\w-]+$/.test(ns)) throw new Error(`Not a locale namespace: ${ns}`);
        const file = path.join(srDir, `${ns}.json`);
        this.addWatchFile(file);
        const texts = cyrillicDeep(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
        return `export default ${JSON.stringify(texts)};\n`;
      }
      return null;
    },
  };
}
