import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { makeQueryClient, Providers } from '../../app/providers.tsx';
import '../../app/i18n.ts';

/** Shows the current URL (path and query) for assertions. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a memory router with the app's providers (query client, antd theme and locale, toasts). */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  return {
    router,
    ...render(
      <Providers queryClient={makeQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}

/** Renders these routes at `path` with the app's providers, each page followed by the current URL (`location`). */
export function renderRoutes(routes: { path: string; element: ReactNode }[], path = '/') {
  const router = createMemoryRouter(
    routes.map((r) => ({
      path: r.path,
      element: (
        <>
          {r.element}
          <Location />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  return renderRouter(router);
}

/** Renders shared UI at `path` with the app's providers (query client, antd theme and locale, toasts). */
export const renderShared = (ui: ReactNode, path = '/') => renderRoutes([{ path: '*', element: ui }], path);
