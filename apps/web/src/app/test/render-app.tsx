import { createMemoryRouter } from 'react-router';
import { routes } from '../router.tsx';
import { renderRouter } from '../../shared/test/render.tsx';

/** Renders the whole app (every route, with its providers) at `path`; returns the router. */
export const renderApp = (path: string) =>
  renderRouter(createMemoryRouter(routes, { initialEntries: [path] })).router;
