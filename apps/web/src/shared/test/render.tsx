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

/** Renders shared UI at `path` with the app's providers (query client, antd theme and locale, toasts). */
export function renderShared(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <Providers queryClient={makeQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}
