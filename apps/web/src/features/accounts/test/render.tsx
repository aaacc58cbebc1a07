import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { makeQueryClient, Providers } from '../../../app/providers.tsx';
import '../../../app/i18n.ts';
import { answerWith, catalogueLists, stubFetch } from '../../../../test/helpers.tsx';

/** Shows where the app went, for assertions. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/**
 * Renders one auth page in a memory router with the app's providers; `more` routes (e.g. the page it leads to)
 * beside it; other paths render <Landing>.
 */
export function renderAt(path: string, route: RouteObject, state?: unknown, more: RouteObject[] = []) {
  const router = createMemoryRouter([route, ...more, { path: '*', element: <Landing /> }], {
    initialEntries: [
      { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  return {
    router,
    ...render(
      <Providers queryClient={makeQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}

/** An unsigned JWT with the given claims (the client only decodes it). */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

type Handler = (url: string, init?: RequestInit) => { status?: number; body: unknown } | undefined;

/**
 * Stubs fetch: the handler answers API calls, catalogue lists (the selects') answer empty unless the handler
 * answers them; any other call fails the test (test/helpers.tsx `stubFetch`).
 */
export function stubApi(handler: Handler) {
  return stubFetch(answerWith(handler, catalogueLists()));
}

export const ok = (data: unknown) => ({ body: { success: true, data, error: null } });
export const fail = (
  status: number,
  errorType: string,
  details: unknown[] = [],
  error: string = errorType,
) => ({
  status,
  body: { success: false, data: null, error, errorType, details },
});
