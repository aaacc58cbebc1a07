import type { TApplication } from '@praktika/contracts/applications';
import { createSlot } from '../../../shared/lib/slot.tsx';

/** The intern's own engagement: cancel it or report the host (filled by the app from features/safety). */
export const EngagementDialogSlot = createSlot<{
  dialog: 'cancel' | 'report';
  application: TApplication;
  onClose: () => void;
}>('EngagementDialog');

/** An admin's "Cancel the engagement" of an applicant (filled by the app from features/safety). */
export const AdminCancelSlot = createSlot<{ application: TApplication }>('AdminCancel');

/** The mentor part of the intern's internship: ask for one, wait, or see them (filled from features/mentoring). */
export const MentorCardSlot = createSlot<{ application: TApplication }>('MentorCard');

/** The intern's own reports (red flags) with their status, on /internship (filled by the app from features/safety). */
export const MyReportsSlot = createSlot<Record<string, never>>('MyReports');

/** The intern's stipend months and bank account on /internship (filled by the app from features/stipends). */
export const StipendSlot = createSlot<Record<string, never>>('Stipend');

/** The intern's certificates of a kind, with download and verify (filled by the app from features/certificates). */
export const CertificateSlot = createSlot<{ kind: 'JOB' | 'TRAINING' }>('Certificate');
