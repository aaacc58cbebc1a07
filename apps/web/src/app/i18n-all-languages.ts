import srCyrl from 'virtual:sr-cyrl-locales';
import i18n from './i18n.ts';

/**
 * Every language's texts at once, every namespace, for tests (test/setup.ts imports this): they render any page or
 * part in any language without waiting for the files the app loads on demand (i18n.ts bundles only the default
 * language's entry namespaces; a route loads its others, shared/lib/lazy-locales.ts).
 */
const all = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
for (const [file, mod] of Object.entries(all)) {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (m && !i18n.hasResourceBundle(m[1]!, m[2]!)) i18n.addResourceBundle(m[1]!, m[2]!, mod.default);
}

// Serbian in Cyrillic, derived from the Serbian files at build time (scripts/cyrillic-locales.ts)
await Promise.all(
  Object.entries(srCyrl).map(async ([ns, load]) => {
    if (!i18n.hasResourceBundle('sr-Cyrl', ns)) i18n.addResourceBundle('sr-Cyrl', ns, (await load()).default);
  }),
);
