import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface UnsavedChanges {
  /** A route change is held until the user decides. */
  asking: boolean;
  /** Cancels the held route change. */
  stay: () => void;
  /** Goes on with the held route change (the edits are lost). */
  leave: () => void;
}

/**
 * While `dirty`, leaving asks first: a route change to another path or query (react-router's `useBlocker`, so a
 * data router) is held until `stay` or `leave`, and closing or reloading the tab gets the browser's own question
 * (`beforeunload`; browsers show their own text). The caller shows the question while `asking`.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
