import type { TApplication } from '@praktika/contracts/applications';
import { CancelEngagementDialog } from './cancel-engagement-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** The intern's dialogs on their own engagement: cancel it with notice, or report the host. */
export function InternEngagementDialog({
  dialog,
  application,
  onClose,
}: {
  dialog: 'cancel' | 'report';
  application: TApplication;
  onClose: () => void;
}) {
  if (dialog === 'cancel')
    return (
      <CancelEngagementDialog
        open
        variant="intern"
        application={application}
        onClose={onClose}
        onCancelled={onClose}
      />
    );
  return (
    <ReportDialog
      open
      subject={{
        reported: 'BUSINESS',
        name: application.business.businessName,
        applicationId: application._id,
        businessId: application.business._id,
        internId: application.intern._id,
      }}
      onClose={onClose}
      onReported={onClose}
    />
  );
}
