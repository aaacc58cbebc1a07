import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SessionWatcher } from './session-watcher.tsx';

/** The root of every route: session watching, scroll handling (top on navigation, #hash targets) and a progress bar. */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className="pk-route-progress" aria-hidden="true" />}
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
