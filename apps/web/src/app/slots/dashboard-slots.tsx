import type { ReactNode } from 'react';
import { InternCvSlot } from '../../features/mentoring/lib/slots.ts';
import { AdminCancelSlot } from '../../features/opportunities/lib/slots.ts';
import { ApplicationSectionSlot } from '../../features/people/lib/slots.ts';
import { AdminCancelButton } from '../../features/safety/components/admin-cancel-button.tsx';
import { ApplicationSection } from '../../features/safety/components/application-section.tsx';
import { OrganisationCvPanel } from '../../features/safety/components/organisation-cv-panel.tsx';

/**
 * The dashboard's slots: an admin's cancel on a posting's applicant and an application's section on an intern's
 * record (safety), the intern's CV in a mentorship (safety's organisation view of the CV).
 */
export function DashboardSlots({ children }: { children: ReactNode }) {
  return (
    <AdminCancelSlot.Fill component={AdminCancelButton}>
      <ApplicationSectionSlot.Fill component={ApplicationSection}>
        <InternCvSlot.Fill component={OrganisationCvPanel}>{children}</InternCvSlot.Fill>
      </ApplicationSectionSlot.Fill>
    </AdminCancelSlot.Fill>
  );
}
