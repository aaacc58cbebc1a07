import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { render as prerender } from './prerender.tsx';
import { AppProviders } from './app-providers.tsx';
import { setLanguage } from './i18n.ts';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import { routes } from './router.tsx';
import { PRERENDER_GATE, prerenderGateScript } from './prerender-gate.ts';
import { LANGUAGE_KEY, SESSION_KEY } from '../shared/lib/session.ts';
import { stubFetch, withHome } from '../../test/helpers.tsx';

/** How often antd's scope (antd itself: theme, locale, toasts) was loaded. */
const antd = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./antd-scope.tsx', async (importOriginal) => {
  antd.loads += 1;
  return importOriginal();
});

const HERO = 'Përvoja jote e parë e vërtetë e punës fillon këtu';

let root: Root | undefined;
let container: HTMLDivElement;
beforeEach(async () => {
  await setLanguage('sq');
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

describe('the prerendered home page', () => {
  it('holds the hero in Albanian and no script, hydrates without a mismatch and without antd, which loads with the next page', async () => {
    stubFetch(withHome());
    const html = await prerender('/');
    expect(html).toContain(HERO);
    expect(html).toContain('Regjistro organizatën');
    expect(html).not.toMatch(/<script/i);

    // What the browser shows before any JS has run, then React takes it over (main.tsx)
    container.innerHTML = html;
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe(HERO);
    await resolveLazyRoutes(routes, '/');
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    // as the gate script marks the page for a signed-in visitor (nobody is, here: only the marks matter)
    document.documentElement.classList.add(PRERENDER_GATE.signedIn);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (err) => mismatches.push(err) },
      );
    });
    await waitFor(() => expect(document.title).toBe('Ballina · Praktika'));
    expect(mismatches).toEqual([]);
    // the very element the server wrote: hydrated, not rendered again
    expect(container.querySelector('h1')).toBe(heading);
    expect(antd.loads).toBe(0);
    expect(document.documentElement.classList.contains(PRERENDER_GATE.signedIn)).toBe(false);

    // the hydrated page works: its links navigate in the app; the next page brings antd
    const nav = screen.getByRole('navigation', { name: 'Navigimi kryesor' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Mentorimi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentorimi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mentorship');
    expect(antd.loads).toBe(1);
  }, 60_000);

  it('the gate script marks another language than the default and a stored session', () => {
    const run: () => void = new Function(prerenderGateScript()) as () => void;
    const classes = document.documentElement.classList;
    run();
    expect(classes.contains(PRERENDER_GATE.otherLanguage)).toBe(false);
    expect(classes.contains(PRERENDER_GATE.signedIn)).toBe(false);
    localStorage.setItem(LANGUAGE_KEY, 'sr');
    localStorage.setItem(SESSION_KEY, '{"token":"t","expiry":"2999-01-01T00:00:00Z"}');
    run();
    expect(classes.contains(PRERENDER_GATE.otherLanguage)).toBe(true);
    expect(classes.contains(PRERENDER_GATE.signedIn)).toBe(true);
    localStorage.setItem(LANGUAGE_KEY, 'sq');
    classes.remove(PRERENDER_GATE.otherLanguage, PRERENDER_GATE.signedIn);
    run();
    expect(classes.contains(PRERENDER_GATE.otherLanguage)).toBe(false);
  });
});
