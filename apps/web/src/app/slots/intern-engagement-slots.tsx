import type { ReactNode } from 'react';
import { MentorRequestCard } from '../../features/mentoring/components/mentor-request-card.tsx';
import { EngagementDialogSlot, MentorCardSlot } from '../../features/opportunities/lib/slots.ts';
import { InternEngagementDialog } from '../../features/safety/components/intern-engagement-dialog.tsx';

/** The intern's engagement pages (opportunities): cancel/report dialogs from safety, the mentor card from mentoring. */
export function InternEngagementSlots({ children }: { children: ReactNode }) {
  return (
    <EngagementDialogSlot.Fill component={InternEngagementDialog}>
      <MentorCardSlot.Fill component={MentorRequestCard}>{children}</MentorCardSlot.Fill>
    </EngagementDialogSlot.Fill>
  );
}
