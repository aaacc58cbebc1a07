import type { InvalidationBus } from './invalidation.ts';

/**
 * The version of one area's public content (resources, articles, banners, …) for the response cache
 * (`app.responseCache`): every write bumps it after its transaction commits, here and, through the invalidation
 * bus, on every other API instance. Cached list answers are kept per version, so a read after a write is never
 * served the older answer.
 *
 * Each instance counts on its own; only equality with the version an entry was made under matters. The version is
 * read BEFORE the data (the response cache captures it when the request arrives), so an answer built from data
 * read just before a commit is filed under the older version and never served after the bump.
 */
export interface ContentVersion {
  /** The current version, as the response cache's `version`. */
  current(): string;
  /** Call after a write's transaction has committed. */
  changed(): Promise<void>;
  close(): void;
}

export function createContentVersion(bus: InvalidationBus, topic: string): ContentVersion {
  let value = 0;
  const off = bus.subscribe((key) => {
    if (key === topic || key === '*') value++;
  });
  return {
    current: () => String(value),
    async changed() {
      value++;
      await bus.publish(topic);
    },
    close: off,
  };
}
