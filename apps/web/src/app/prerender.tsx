// Prerendering (apps/web/vite.config.ts builds this for Node after the web build and writes its HTML into
// dist/home.html): the home page as a first-time visitor sees it, in the default language, before any JS runs.
import './prerender-env.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18n from './i18n.ts';
import { AppProviders } from './app-providers.tsx';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import { routes } from './router.tsx';
import { DEFAULT_LANGUAGE } from '../shared/lib/languages.ts';

/** The language the prerendered pages are written in (main.tsx hydrates them only in that language). */
export const PRERENDER_LANGUAGE = DEFAULT_LANGUAGE;
export { prerenderGateScript } from './prerender-gate.ts';

/** The markup of the page at `url`, the same tree main.tsx hydrates. */
export async function render(url: string): Promise<string> {
  await i18n.changeLanguage(PRERENDER_LANGUAGE);
  await resolveLazyRoutes(routes, url);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
