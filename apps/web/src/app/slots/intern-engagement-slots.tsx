import type { ReactNode } from 'react';
import { MentorRequestCard } from '../../features/mentoring/components/mentor-request-card.tsx';
import {
  CertificateSlot,
  EngagementDialogSlot,
  MentorCardSlot,
  MyReportsSlot,
} from '../../features/opportunities/lib/slots.ts';
import { CertificateDownloads } from '../../features/certificates/components/certificate-downloads.tsx';
import { InternEngagementDialog } from '../../features/safety/components/intern-engagement-dialog.tsx';
import { MyReports } from '../../features/safety/components/my-reports.tsx';

/** The intern's own reports, shown only once they have reported something. */
const InternReports = () => <MyReports hideWhenEmpty />;

/**
 * The intern's engagement pages (opportunities): cancel/report dialogs and the intern's own reports from safety, the
 * mentor card from mentoring, the certificates from certificates.
 */
export function InternEngagementSlots({ children }: { children: ReactNode }) {
  return (
    <EngagementDialogSlot.Fill component={InternEngagementDialog}>
      <MentorCardSlot.Fill component={MentorRequestCard}>
        <CertificateSlot.Fill component={CertificateDownloads}>
          <MyReportsSlot.Fill component={InternReports}>{children}</MyReportsSlot.Fill>
        </CertificateSlot.Fill>
      </MentorCardSlot.Fill>
    </EngagementDialogSlot.Fill>
  );
}
