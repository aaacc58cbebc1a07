import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * A place where one feature shows a piece of another. Features never import each other: the feature that shows
 * the piece declares the slot and its props, and the app fills it with the other feature's component
 * (app/feature-slots.tsx). An unfilled slot renders nothing.
 */
export interface Slot<P extends object> {
  /** Renders the component the app put in this slot, with these props. */
  (props: P): ReactNode;
  /** Puts `component` in this slot for `children`. */
  Fill: (props: { component: ComponentType<P>; children: ReactNode }) => ReactNode;
}

export function createSlot<P extends object>(name: string): Slot<P> {
  const Context = createContext<ComponentType<P> | null>(null);
  Context.displayName = name;
  function SlotView(props: P) {
    const Component = useContext(Context);
    return Component ? <Component {...props} /> : null;
  }
  function Fill({ component, children }: { component: ComponentType<P>; children: ReactNode }) {
    return <Context.Provider value={component}>{children}</Context.Provider>;
  }
  return Object.assign(SlotView, { Fill });
}
