/**
 * A package loaded on first use: `lazyImport(() => import('pkg'))` gives a function that imports it once (the
 * promise is kept; a failed import is tried again next time). For heavy packages that only some requests need
 * (PDF, spreadsheets, signing), so they stay out of start-up, which rolling restarts and crash recovery wait on.
 * Call it with a literal `import('pkg')`: the API bundle keeps packages external, so the import stays dynamic.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
