import { useEffect, useRef } from 'react';

/**
 * A table that scrolls sideways on phones must be reachable by keyboard even when its rows hold nothing to focus
 * (axe `scrollable-region-focusable`): its scrolling box gets `tabindex="0"` and the table's name. Put the ref on an
 * element around the antd Table; `deps` re-run it when the rows change.
 */
export function useFocusableScroll<T extends HTMLElement>(label: string, deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, ...deps]);
  return ref;
}
