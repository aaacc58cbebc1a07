import type { TSessionClaims } from '@praktika/contracts/auth';
import { BusinessProfilePage } from '../../features/accounts/pages/business-profile-page.tsx';
import { MentorProfilePage } from '../../features/accounts/pages/mentor-profile-page.tsx';
import { PendingSurveysNotice } from '../../features/surveys/answer/pending-surveys-notice.tsx';

/**
 * The landing page of organisations and mentors, composed of two features: a notice of their due surveys, then their
 * own profile (admins land on the statistics).
 */
export function ProfilePage({ session }: { session: TSessionClaims }) {
  return (
    <>
      <PendingSurveysNotice />
      {session.role === 'mentor' ? (
        <MentorProfilePage id={session.id} />
      ) : (
        <BusinessProfilePage id={session.id} />
      )}
    </>
  );
}
