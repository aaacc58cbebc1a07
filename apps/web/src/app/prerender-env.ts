/**
 * What the app's modules expect of a browser, for prerendering in Node (prerender.tsx imports this first): an
 * empty localStorage (no session, the default language) and an IntersectionObserver that never fires (parts
 * below the fold stay placeholders, as in the browser's first render).
 */
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.#items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

class InertIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const g = globalThis as Record<string, unknown>;
g.localStorage ??= new MemoryStorage();
g.sessionStorage ??= new MemoryStorage();
g.IntersectionObserver ??= InertIntersectionObserver;
