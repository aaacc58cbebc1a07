import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `location` and writes what they give into the route objects, so a router
 * made afterwards renders that page at once: what hydrating the prerendered home page (main.tsx) and
 * prerendering it (prerender.tsx) need, the first render being the page itself, not the loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
