import type { TSessionClaims } from '@praktika/contracts/auth';
import { BusinessProfilePage } from './business-profile-page.tsx';
import { MentorProfilePage } from './mentor-profile-page.tsx';
import { PendingSurveysNotice } from '../surveys/answer/pending-surveys-notice.tsx';

/**
 * The landing page of organisations and mentors: a notice of their due surveys, then their own profile (admins land
 * on the statistics).
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
