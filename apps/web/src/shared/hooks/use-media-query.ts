import { useCallback, useSyncExternalStore } from 'react';

/** The mobile breakpoint of the whole app (sign-in buttons, navigation drawer, dashboard menu). */
export const MOBILE_QUERY = '(max-width: 899.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True under 900 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
