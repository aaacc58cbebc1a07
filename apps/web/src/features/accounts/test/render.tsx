import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { renderRouter } from '../../../shared/test/render.tsx';
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
  return renderRouter(router);
}

/** An unsigned JWT with the given claims (the client only decodes it). */
export { fakeToken } from '../../../../test/helpers.tsx';

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
