import type { TSessionClaims } from '@praktika/contracts/auth';
import { BusinessProfilePage } from './business-profile-page.tsx';
import { MentorProfilePage } from './mentor-profile-page.tsx';

/** The landing page of organisations and mentors: their own profile (admins land on the statistics). */
export function ProfilePage({ session }: { session: TSessionClaims }) {
  return session.role === 'mentor' ? (
    <MentorProfilePage id={session.id} />
  ) : (
    <BusinessProfilePage id={session.id} />
  );
}
