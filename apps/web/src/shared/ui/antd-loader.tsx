import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * antd (its theme, locale and toasts: app/antd-scope.tsx) loads on demand, so the home page's JS holds none of it:
 * - every route but the home page activates the app-wide scope before it renders (app/router.tsx), which
 *   AntdSlot (in app/app-providers.tsx) then mounts around the whole app (once; the tree under it mounts again
 *   at that moment);
 * - a part of the home page that uses antd (the contact form, the latest articles) brings a scope of its own
 *   (lazyWithAntd), so the page is not mounted again when the visitor scrolls to it.
 */
type Scope = ComponentType<{ children: ReactNode }>;

/** Until the app registers the real one (app/router.tsx): children as they are (tests give antd themselves). */
let loader: () => Promise<Scope> = () => Promise.resolve(({ children }) => children);
let loading: Promise<Scope> | null = null;
let active: Scope | null = null;
const listeners = new Set<() => void>();

/** The app's antd scope, loaded on demand (app/router.tsx registers it: shared code does not import app/). */
export function setAntdScopeLoader(load: () => Promise<Scope>): void {
  loader = load;
  loading = null;
}

/** Loads antd's scope (once) without mounting it app-wide. */
export function loadAntdScope(): Promise<Scope> {
  loading ??= loader();
  return loading;
}

/** Loads antd's scope and mounts it around the app (AppProviders); resolves once it is there to render. */
export async function activateAntdScope(): Promise<void> {
  const scope = await loadAntdScope();
  if (active) return;
  active = scope;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Its children, inside antd's app-wide scope once some page has activated it. */
export function AntdSlot({ children }: { children: ReactNode }) {
  const scope = useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
  return scope ? createElement(scope, null, children) : children;
}

/** React.lazy for a component that uses antd on a page that loads without it: rendered in antd's scope. */
export function lazyWithAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Component }, Scope] = await Promise.all([load(), loadAntdScope()]);
    function Scoped(props: P) {
      return (
        <Scope>
          <Component {...props} />
        </Scope>
      );
    }
    return { default: Scoped };
  });
}
