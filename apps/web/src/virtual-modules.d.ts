/** `scripts/cyrillic-locales.ts`: the Serbian texts in Cyrillic, one loader per namespace. */
declare module 'virtual:sr-cyrl-locales' {
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
}
