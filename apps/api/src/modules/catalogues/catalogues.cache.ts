import { asc, eq } from 'drizzle-orm';
import type { TLanguage, TUiLanguage } from '@praktika/contracts/common';
import { compareSerbianCyrillic, toCyrillic } from '@praktika/contracts/script';
import type { Executor } from '../../platform/db/client.ts';
import type { InvalidationBus } from '../../platform/cache/invalidation.ts';
import { catalogueItems, type CatalogueRow } from '../../db/schema/catalogues.ts';

/**
 * Reference catalogues in process memory: every form reads them, admins change them rarely. Each collection is
 * loaded whole on first use (the largest holds a few hundred rows) and dropped when a write anywhere publishes its
 * name on the invalidation bus, so every instance reloads it on the next read.
 *
 * A load that started before an invalidation never lands in the cache: each collection has a generation that the
 * invalidation bumps, and a finished load is kept only if the generation is still the one it started under.
 */

const COLLATOR_LOCALE: Record<TLanguage, string> = { sq: 'sq', sr: 'sr-Latn', en: 'en' };
/** Alphabetical order of each language: Serbian Latin puts Dž and Đ after D; Albanian puts Dh after D, Ë after E. */
export const COLLATORS: Record<TLanguage, Intl.Collator> = {
  sq: new Intl.Collator(COLLATOR_LOCALE.sq, { sensitivity: 'base', numeric: true }),
  sr: new Intl.Collator(COLLATOR_LOCALE.sr, { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator(COLLATOR_LOCALE.en, { sensitivity: 'base', numeric: true }),
};

const NAME: Record<TLanguage, 'sqName' | 'srName' | 'enName'> = { sq: 'sqName', sr: 'srName', en: 'enName' };

/** An item's Serbian name as a Cyrillic reader sees it: its own Cyrillic name, else the Serbian one transliterated. */
export const shownCyrillic = (row: CatalogueRow): string => row.srCyrlName || toCyrillic(row.srName);

/** Each language's order of rows: its collator on its name (ties by the name's code points, then by id). */
function comparator(lang: TUiLanguage): (a: CatalogueRow, b: CatalogueRow) => number {
  const byId = (a: CatalogueRow, b: CatalogueRow) => (a.id < b.id ? -1 : 1);
  if (lang === 'sr-Cyrl')
    return (a, b) => compareSerbianCyrillic(shownCyrillic(a), shownCyrillic(b)) || byId(a, b);
  const collator = COLLATORS[lang];
  const key = NAME[lang];
  return (a, b) =>
    collator.compare(a[key], b[key]) || (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) || byId(a, b);
}

interface Loaded {
  rows: CatalogueRow[];
  byId: Map<string, CatalogueRow>;
  /** Rows in each language's order, made on first use. */
  sorted: Partial<Record<TUiLanguage, CatalogueRow[]>>;
}

interface Slot {
  generation: number;
  loaded?: Loaded;
  loading?: Promise<Loaded>;
}

export interface CatalogueCache {
  /** The whole collection, from memory when loaded. */
  collection(path: string): Promise<Loaded>;
  /**
   * The collection's rows in `lang`'s alphabetical order (ties by id); `sr-Cyrl`: by the names a Cyrillic reader
   * sees (`shownCyrillic`) in the azbuka's order.
   */
  sorted(path: string, lang: TUiLanguage): Promise<CatalogueRow[]>;
  /** Changes whenever the collection may have changed; part of cached answers' keys. */
  generation(path: string): number;
  /** After a write commits: drop the collection here and on every other instance. */
  invalidate(path: string): Promise<void>;
  close(): void;
}

export function createCatalogueCache(db: Executor, bus: InvalidationBus): CatalogueCache {
  const slots = new Map<string, Slot>();
  const slot = (path: string) => {
    let s = slots.get(path);
    if (!s) slots.set(path, (s = { generation: 0 }));
    return s;
  };
  const drop = (path: string) => {
    if (path === '*') {
      for (const s of slots.values()) {
        s.generation++;
        s.loaded = undefined;
        s.loading = undefined;
      }
      return;
    }
    const s = slot(path);
    s.generation++;
    s.loaded = undefined;
    s.loading = undefined;
  };
  const unsubscribe = bus.subscribe((key) => {
    if (key === '*') drop('*');
    else if (key.startsWith('catalogue:')) drop(key.slice('catalogue:'.length));
  });

  async function load(path: string): Promise<Loaded> {
    const rows = await db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.collection, path))
      .orderBy(asc(catalogueItems.id));
    return { rows, byId: new Map(rows.map((r) => [r.id, r])), sorted: {} };
  }

  async function collection(path: string): Promise<Loaded> {
    const s = slot(path);
    if (s.loaded) return s.loaded;
    if (!s.loading) {
      const started = s.generation;
      const loading = load(path).then((loaded) => {
        if (s.generation === started) s.loaded = loaded;
        return loaded;
      });
      s.loading = loading;
      // A failed load is not cached: the next read tries again.
      loading.catch(() => {
        if (s.loading === loading) s.loading = undefined;
      });
    }
    return s.loading;
  }

  return {
    collection,
    async sorted(path, lang) {
      const loaded = await collection(path);
      let rows = loaded.sorted[lang];
      if (!rows) {
        rows = [...loaded.rows].sort(comparator(lang));
        loaded.sorted[lang] = rows;
      }
      return rows;
    },
    generation: (path) => slot(path).generation,
    async invalidate(path) {
      await bus.publish(`catalogue:${path}`);
    },
    close: unsubscribe,
  };
}
