import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { resetSessionEndReason } from '../shared/lib/session.ts';
import { SessionWatcher } from './session-watcher.tsx';

/** The root of every route: session watching, scroll handling (top on navigation, #hash targets) and a progress bar. */
export function RootShell() {
  const navigation = useNavigation();
  const { key } = useLocation();
  // Logout and expiry navigate away; once they have, route guards may redirect again.
  useEffect(() => resetSessionEndReason(), [key]);
  return (
    <>
      {navigation.state !== 'idle' && <div className="pk-route-progress" aria-hidden="true" />}
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
