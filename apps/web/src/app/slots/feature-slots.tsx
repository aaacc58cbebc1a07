import type { ReactNode } from 'react';
import { DashboardSlots } from './dashboard-slots.tsx';
import { InternEngagementSlots } from './intern-engagement-slots.tsx';

/**
 * Every slot filled (shared/lib/slot.tsx: where a feature shows another feature's piece, the app fills it): for
 * tests, which render pages outside their routes (app/providers.tsx). The app fills them per route.
 */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <DashboardSlots>
      <InternEngagementSlots>{children}</InternEngagementSlots>
    </DashboardSlots>
  );
}
