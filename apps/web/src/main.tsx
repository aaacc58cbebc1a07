import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import i18n, { languageReady } from './app/i18n.ts';
import './app/global.css';
import { AppProviders } from './app/app-providers.tsx';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { DEFAULT_LANGUAGE } from './shared/lib/languages.ts';

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

/**
 * The home page comes prerendered (dist/home.html, written at build time in the default language for a visitor
 * who is not signed in; vite.config.ts prerenderHome): React takes over that markup once the page's chunk is there.
 * In another language the markup (hidden meanwhile by the prerender gate script) is replaced instead.
 */
async function start() {
  const { pathname } = window.location;
  if (container.dataset.prerendered === pathname && i18n.language === DEFAULT_LANGUAGE) {
    await resolveLazyRoutes(routes, pathname);
    hydrateRoot(container, app());
  } else {
    await languageReady();
    createRoot(container).render(app());
  }
}
void start();
