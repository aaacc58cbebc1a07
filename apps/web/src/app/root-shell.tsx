import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { resetSessionEndReason } from '../shared/lib/session.ts';
import { dismissErrorToastsOnNavigation } from '../shared/ui/toast.ts';
import { liftPrerenderGate } from './prerender-gate.ts';
import { SessionWatcher } from './session-watcher.tsx';

/**
 * The root of every route: session watching, scroll handling (top on navigation, #hash targets), a progress bar,
 * and error toasts that end with the page that raised them.
 */
export function RootShell() {
  const navigation = useNavigation();
  const { key, pathname } = useLocation();
  // Logout and expiry navigate away; once they have, route guards may redirect again.
  useEffect(() => resetSessionEndReason(), [key]);
  // A route change closes the previous page's error toasts (not on the first render: nothing has changed yet).
  // The app's first page is on screen: what the prerendered page hid until now may show (prerender-gate.ts).
  useLayoutEffect(() => liftPrerenderGate(), []);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dismissErrorToastsOnNavigation();
  }, [pathname]);
  return (
    <>
      {navigation.state !== 'idle' && <div className="pk-route-progress" aria-hidden="true" />}
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
